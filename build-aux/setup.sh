# build-aux/setup.sh: the set-up shared by build-aux/run and build-aux/test.
# Sourced, not run. Installs the Debian packages that are missing, then
# configures and builds the tree in $BUILDDIR.

# Everything the build, the game and the tests need, from Debian 12.
MANCALA_PACKAGES="
  gcc
  meson
  ninja-build
  pkg-config
  gettext
  libglib2.0-dev
  libglib2.0-bin
  libgtk-4-dev
  libadwaita-1-dev
  libjson-glib-dev
  libgsound-dev
  desktop-file-utils
  appstream
  xvfb
  xauth
  dbus
"

mancala_missing_packages ()
{
  local missing=""
  for pkg in $MANCALA_PACKAGES ${MANCALA_EXTRA_PACKAGES:-}; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing="$missing $pkg"
    fi
  done
  echo "$missing"
}

mancala_install_packages ()
{
  local missing
  missing=$(mancala_missing_packages)
  [ -z "$missing" ] && return 0

  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo="sudo"
    else
      echo "These Debian packages are missing and sudo is not available:$missing" >&2
      return 1
    fi
  fi

  echo "Installing:$missing"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q || return 1
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
}

mancala_build ()
{
  local builddir="$1"; shift
  if [ ! -f "$builddir/build.ninja" ]; then
    meson setup "$builddir" "$@" || return 1
  else
    meson setup --reconfigure "$builddir" "$@" >/dev/null || return 1
  fi
  meson compile -C "$builddir"
}
