#!/bin/sh
# test-data.sh
#
# Copyright 2026 The Mancala developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The checks of suite "data": what a desktop, a software centre, a
# translator and a packager need from us, run by the tools they use.
#
#   test-data.sh desktop  TOOL FILE
#   test-data.sh metainfo TOOL FILE [SCREENSHOTS-DIR [NEWS]]
#   test-data.sh schemas  TOOL DIR
#   test-data.sh po       MSGFMT PODIR
#   test-data.sh po-sync  XGETTEXT MSGMERGE MSGFMT SRCDIR XGETTEXT-ARGS...
#   test-data.sh flatpak  PYTHON MANIFEST [FLATPAK-BUILDER]
#   test-data.sh man      GROFF PAGE...
#   test-data.sh icons    PYTHON ICONDIR [RSVG-CONVERT]
#   test-data.sh install  MESON PYTHON BUILDDIR SRCDIR GUI(true|false)
#
# A TOOL given as "" is missing on this machine: the check is skipped
# (exit 77), never passed.
#
# The install check reads these from the environment: PREFIX, BINDIR,
# DATADIR, MANDIR and LOCALEDIR, as meson configured them.

set -u

SKIP=77

# LINGUAS may hold several languages on a line, and comments.
linguas ()
{
  sed 's/#.*//' "$1"
}

fail ()
{
  echo "FAIL: $*" >&2
  exit 1
}

need ()
{
  if [ -z "$2" ]; then
    echo "SKIP: $1 is not installed"
    exit $SKIP
  fi
}

check_desktop ()
{
  need desktop-file-validate "$1"
  # desktop-file-validate prints hints too; only errors and warnings fail.
  out=$("$1" "$2" 2>&1)
  status=$?
  [ -n "$out" ] && echo "$out"
  [ $status -eq 0 ] || fail "desktop-file-validate $2"
  if echo "$out" | grep -q 'error:\|warning:'; then
    fail "desktop-file-validate reported problems in $2"
  fi
  # The translations must have reached the built file.
  grep -q '^Comment\[fr\]=' "$2" || fail "$2 has no French comment: is po/ merged?"
  grep -q '^Keywords\[ms\]=' "$2" || fail "$2 has no Malay keywords"
  echo "ok: $2"
}

check_metainfo ()
{
  need appstreamcli "$1"
  out=$("$1" validate --pedantic --no-net --explain "$2" 2>&1)
  status=$?
  echo "$out"
  [ $status -eq 0 ] || fail "appstreamcli validate $2"
  # Every issue fails, down to an info or a pedantic hint, but one: the
  # capital M of io.github.mancala.Mancala. It is the app id everywhere
  # (desktop file, schema, resources, the Flatpak's ~/.var/app folder) and
  # the form GNOME and Flathub use, so the hint is known and accepted.
  issues=$(echo "$out" | grep -E '^[EWIP]: ' |
           grep -Ev '^P: [^ ]+: cid-contains-uppercase-letter io\.github\.mancala\.Mancala$')
  [ -z "$issues" ] || fail "appstreamcli reports issues in $2: $issues"
  grep -q 'xml:lang="de"' "$2" || fail "$2 has no German text: is po/ merged?"
  # Every screenshot the software centre will show must be in the tree.
  if [ -n "${3:-}" ]; then
    shots=$(sed -n 's|.*<image[^>]*>[^<]*/data/screenshots/\([^<]*\)</image>.*|\1|p' "$2")
    [ -n "$shots" ] || fail "$2 has no screenshot from data/screenshots"
    for shot in $shots; do
      [ -s "$3/$shot" ] || fail "screenshot $shot is not in $3"
      echo "ok: screenshot $shot"
    done
  fi
  # Every version in NEWS has its release, with notes, for the software
  # centre's history.
  if [ -n "${4:-}" ]; then
    for version in $(sed -n 's/^Mancala \([0-9][0-9.]*\)$/\1/p' "$4"); do
      sed -n "/<release version=\"$version\"/,/<\/release>/p" "$2" | grep -q '<description>' ||
        fail "$2 has no <release version=\"$version\"> with a description, which NEWS has"
      echo "ok: release $version has notes"
    done
  fi
  echo "ok: $2"
}

check_schemas ()
{
  need glib-compile-schemas "$1"
  "$1" --strict --dry-run "$2" || fail "glib-compile-schemas --strict $2"
  echo "ok: schemas in $2"
}

# msgfmt --statistics prints e.g. "12 translated messages, 1 fuzzy
# translation, 2 untranslated messages." on stderr; anything but
# "translated" fails.
check_po ()
{
  need msgfmt "$1"
  status=0
  for lang in $(linguas "$2/LINGUAS"); do
    po="$2/$lang.po"
    [ -f "$po" ] || { echo "FAIL: $po is missing (listed in LINGUAS)" >&2; status=1; continue; }
    stats=$("$1" --check --statistics -o /dev/null "$po" 2>&1) || { echo "$stats" >&2; echo "FAIL: msgfmt --check $po" >&2; status=1; continue; }
    echo "$lang: $stats"
    if echo "$stats" | grep -q 'fuzzy\|untranslated'; then
      echo "FAIL: $po is not complete" >&2
      status=1
    fi
  done
  [ $status -eq 0 ] || exit 1
}

# The .po files must also hold every string the sources have today: merge
# each with a fresh template and count again, so a new string that nobody
# translated fails here rather than in a user's language.
check_po_sync ()
{
  need xgettext "$1"
  need msgmerge "$2"
  need msgfmt "$3"
  xgettext=$1 msgmerge=$2 msgfmt=$3 srcdir=$4
  shift 4
  tmp=$(mktemp -d) || fail "mktemp"
  trap 'rm -rf "$tmp"' EXIT
  # The remaining arguments are the xgettext options of po/meson.build.
  (cd "$srcdir" && "$xgettext" "$@" --files-from=po/POTFILES.in -o "$tmp/mancala.pot") ||
    fail "xgettext could not read the files of po/POTFILES.in"
  status=0
  for lang in $(linguas "$srcdir/po/LINGUAS"); do
    "$msgmerge" --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$srcdir/po/$lang.po" "$tmp/mancala.pot" ||
      fail "msgmerge $lang.po"
    stats=$("$msgfmt" --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
    echo "$lang against the sources: $stats"
    if echo "$stats" | grep -q 'fuzzy\|untranslated'; then
      echo "FAIL: po/$lang.po lacks strings of the sources: run 'meson compile mancala-update-po' and translate them" >&2
      status=1
    fi
  done
  [ $status -eq 0 ] || exit 1
}

check_flatpak ()
{
  need python3 "$1"
  manifest=$2
  "$1" - "$manifest" <<'EOF' || fail "flatpak manifest $manifest"
import datetime, json, sys

with open(sys.argv[1], encoding="utf-8") as f:
    m = json.load(f)
want = {
    "id": "io.github.mancala.Mancala",
    "command": "mancala",
    "runtime": "org.gnome.Platform",
    "sdk": "org.gnome.Sdk",
}
bad = [f"{k} is {m.get(k)!r}, not {v!r}" for k, v in want.items() if m.get(k) != v]
# GNOME releases in March and September; Flathub supports a runtime
# about a year, until the second release after it, and refuses
# end-of-life runtimes. Accept the two newest releases as of today (and
# the next one, which may ship any day around the release month).
today = datetime.date.today()
newest = 48 + 2 * (today.year - 2025) + (1 if today.month >= 9 else 0 if today.month >= 3 else -1)
version = str(m.get("runtime-version", ""))
if not version.isdigit():
    bad.append(f"runtime-version {version!r} is not a stable GNOME release such as \"{newest}\"")
elif not newest - 1 <= int(version) <= newest + 1:
    bad.append(f"runtime-version {version} is not supported in {today:%B %Y}: "
               f"use GNOME {newest} (or {newest - 1})")
args = set(m.get("finish-args", []))
for a in ("--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"):
    if a not in args:
        bad.append(f"finish-args lacks {a}")
for a in args:
    if a.startswith(("--filesystem", "--socket=x11", "--share=network", "--device=all")):
        bad.append(f"finish-args {a} asks for more than the game needs")
app = [mod for mod in m.get("modules", []) if isinstance(mod, dict) and mod.get("name") == "mancala"]
if not app:
    bad.append("no module named mancala")
elif app[-1].get("buildsystem") != "meson":
    bad.append("the mancala module is not built with meson")
for line in bad:
    print("FAIL:", line, file=sys.stderr)
print("ok:", sys.argv[1], "parses;", len(m.get("modules", [])), "module(s)")
sys.exit(1 if bad else 0)
EOF
  if [ -n "${3:-}" ]; then
    "$3" --show-manifest "$manifest" >/dev/null || fail "flatpak-builder --show-manifest $manifest"
    echo "ok: flatpak-builder --show-manifest"
  else
    echo "# flatpak-builder is not installed: checked with a JSON parse only"
  fi
}

check_man ()
{
  need groff "$1"
  groff=$1
  shift
  for page in "$@"; do
    # -ww: every warning; groff still exits 0 on them, so look at stderr.
    out=$("$groff" -man -ww -z -Tutf8 "$page" 2>&1) || fail "groff $page"
    [ -z "$out" ] || { echo "$out" >&2; fail "groff warns about $page"; }
    grep -q '^\.SH NAME' "$page" || fail "$page has no NAME section"
    echo "ok: $page"
  done
}

# meson's directory options are relative to the prefix or absolute.
under_destdir ()
{
  case $2 in
    /*) echo "$1$2" ;;
    *) echo "$1$PREFIX/$2" ;;
  esac
}

# The app icon is a 128 px canvas; the symbolic one a 16 px canvas in the
# single colour GTK recolours. Both must also render, at the sizes a
# desktop shows them, when rsvg-convert is there.
check_icons ()
{
  need python3 "$1"
  app=io.github.mancala.Mancala
  full=$2/hicolor/scalable/apps/$app.svg
  symbolic=$2/hicolor/symbolic/apps/$app-symbolic.svg
  "$1" - "$full" "$symbolic" <<'EOF' || fail "icons in $2"
import re, sys
import xml.etree.ElementTree as ET

def canvas(path, size):
    root = ET.parse(path).getroot()
    box = root.get("viewBox", "").split()
    if box != ["0", "0", str(size), str(size)]:
        sys.exit(f"FAIL: {path}: viewBox is {box}, not a {size} px canvas")
    return root

canvas(sys.argv[1], 128)
root = canvas(sys.argv[2], 16)
colours = set()
for el in root.iter():
    for attr in ("fill", "stroke"):
        value = el.get(attr)
        if value and value != "none":
            colours.add(value.lower())
    colours.update(c.lower() for c in re.findall(r"#[0-9a-fA-F]{3,6}", el.get("style", "")))
if colours - {"#2e3436"}:
    sys.exit(f"FAIL: {sys.argv[2]}: symbolic icons use only #2e3436, not {sorted(colours)}")
print("ok: icon canvases and symbolic colour")
EOF
  if [ -n "${3:-}" ]; then
    tmp=$(mktemp -d) || fail "mktemp"
    trap 'rm -rf "$tmp"' EXIT
    for size in 16 32 64 128; do
      "$3" -w $size -h $size -o "$tmp/app-$size.png" "$full" || fail "rsvg-convert $full at $size px"
      [ -s "$tmp/app-$size.png" ] || fail "rsvg-convert drew nothing for $full"
    done
    "$3" -w 16 -h 16 -o "$tmp/symbolic.png" "$symbolic" || fail "rsvg-convert $symbolic"
    echo "ok: both icons render"
  fi
}

check_install ()
{
  need meson "$1"
  need python3 "$2"
  meson=$1 python=$2 builddir=$3 srcdir=$4 gui=$5
  destdir=$(mktemp -d) || fail "mktemp"
  trap 'rm -rf "$destdir"' EXIT

  "$meson" install -C "$builddir" --destdir "$destdir" --quiet ||
    fail "meson install --destdir $destdir"

  BINDIR=$(under_destdir "$destdir" "$BINDIR")
  DATADIR=$(under_destdir "$destdir" "$DATADIR")
  MANDIR=$(under_destdir "$destdir" "$MANDIR")
  LOCALEDIR=$(under_destdir "$destdir" "$LOCALEDIR")

  missing=0
  expect ()
  {
    if [ -e "$1" ]; then
      echo "ok: ${1#"$destdir"}"
    else
      echo "FAIL: not installed: ${1#"$destdir"}" >&2
      missing=1
    fi
  }

  app=io.github.mancala.Mancala
  expect "$BINDIR/mancala-cli"
  expect "$MANDIR/man1/mancala-cli.1"
  expect "$DATADIR/glib-2.0/schemas/$app.gschema.xml"
  if [ "$gui" = true ]; then
    expect "$BINDIR/mancala"
    expect "$DATADIR/applications/$app.desktop"
    expect "$DATADIR/metainfo/$app.metainfo.xml"
    expect "$DATADIR/icons/hicolor/scalable/apps/$app.svg"
    expect "$DATADIR/icons/hicolor/symbolic/apps/$app-symbolic.svg"
    expect "$MANDIR/man1/mancala.1"
  else
    echo "# the GUI is not built: no window, desktop file, metainfo or icons to install"
  fi
  for lang in $(linguas "$srcdir/po/LINGUAS"); do
    expect "$LOCALEDIR/$lang/LC_MESSAGES/mancala.mo"
  done
  # The endgame tables the computer players read (src/tables).
  for slam in no-capture forbidden capture; do
    expect "$DATADIR/mancala/tables/oware-6-houses-grand-slam-$slam.table"
  done
  if [ "${KALAH_TABLE_SEEDS:-0}" != 0 ]; then
    for capture in "" -empty-capture; do
      expect "$DATADIR/mancala/tables/kalah-6-houses-$KALAH_TABLE_SEEDS-seeds$capture.table"
    done
  fi
  [ $missing -eq 0 ] || exit 1

  # An installed catalogue must really translate: look the application's
  # summary up in each language, as the program will at run time.
  "$python" - "$LOCALEDIR" "$srcdir/po/LINGUAS" <<'EOF' || fail "installed translations"
import gettext, sys

localedir, linguas = sys.argv[1], sys.argv[2]
msgid = "Sow and capture seeds in Kalah, Oware and Congkak"
bad = 0
langs = [w for line in open(linguas) for w in line.split("#")[0].split()]
for lang in langs:
    t = gettext.translation("mancala", localedir, languages=[lang])
    text = t.gettext(msgid)
    print(f"{lang}: {text}")
    if text == msgid:
        print(f"FAIL: {lang} does not translate {msgid!r}", file=sys.stderr)
        bad = 1
sys.exit(bad)
EOF
}

[ $# -ge 1 ] || fail "usage: $0 desktop|metainfo|schemas|po|po-sync|flatpak|man|icons|install ARGS..."
what=$1
shift
case $what in
  desktop) check_desktop "$@" ;;
  metainfo) check_metainfo "$@" ;;
  schemas) check_schemas "$@" ;;
  po) check_po "$@" ;;
  po-sync) check_po_sync "$@" ;;
  flatpak) check_flatpak "$@" ;;
  man) check_man "$@" ;;
  icons) check_icons "$@" ;;
  install) check_install "$@" ;;
  *) fail "unknown check: $what" ;;
esac
