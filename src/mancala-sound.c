/* mancala-sound.c
 *
 * Copyright 2026 The Mancala developers
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "mancala-sound"

#include "config.h"

#include "mancala-sound.h"


#ifdef HAVE_GSOUND
#include <gsound.h>
#endif

/* The files, made by build-aux/make-sounds.py, in data/sounds/. */
static const char *drop_names[] = { "drop-1", "drop-2", "drop-3", "drop-4" };

struct _MancalaSound
{
  GObject              parent_instance;

  MancalaSoundBackend  backend;
  gpointer             backend_data;
  GDestroyNotify       backend_destroy;

  gboolean             enabled;
  guint                last_drop;

#ifdef HAVE_GSOUND
  GSoundContext       *context;
  gboolean             context_failed;
  guint                n_failures;
#endif
};

G_DEFINE_FINAL_TYPE (MancalaSound, mancala_sound, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const char *
mancala_sound_event_get_name (MancalaSoundEvent event,
                              guint             variation)
{
  switch (event)
    {
    case MANCALA_SOUND_DROP:
      return drop_names[variation % G_N_ELEMENTS (drop_names)];
    case MANCALA_SOUND_STORE:
      return "store";
    case MANCALA_SOUND_CAPTURE:
    case MANCALA_SOUND_COLLECT:
      return "capture";
    case MANCALA_SOUND_EXTRA_TURN:
      return "extra-turn";
    case MANCALA_SOUND_GAME_OVER:
      return "game-over";
    case MANCALA_SOUND_N_EVENTS:
    default:
      return NULL;
    }
}

#ifdef HAVE_GSOUND
/* Installed with the game; MANCALA_SOUND_DIR points a game run from the
 * source tree (build-aux/run) at data/sounds.
 */
static char *
dup_sound_path (const char *name)
{
  const char *dir = g_getenv ("MANCALA_SOUND_DIR");
  g_autofree char *file = g_strconcat (name, ".wav", NULL);

  return g_build_filename (dir != NULL && *dir != '\0' ? dir : MANCALA_SOUND_DIR, file, NULL);
}

/* GNOME's sound server speaks the PulseAudio protocol (PipeWire does too),
 * and a Flatpak gets its socket with --socket=pulseaudio. Without one,
 * libcanberra would fall back to ALSA, which fills the terminal with
 * errors on a machine without a sound card: stay silent instead.
 */
static gboolean
has_sound_server (void)
{
  g_autofree char *socket = NULL;

  if (g_getenv ("PULSE_SERVER") != NULL)
    return TRUE;

  socket = g_build_filename (g_get_user_runtime_dir (), "pulse", "native", NULL);
  return g_file_test (socket, G_FILE_TEST_EXISTS);
}

static GSoundContext *
ensure_context (MancalaSound *self)
{
  g_autoptr(GError) error = NULL;

  if (self->context != NULL || self->context_failed)
    return self->context;

  if (!has_sound_server ())
    {
      g_debug ("No sound server: the game is silent");
      self->context_failed = TRUE;
      return NULL;
    }

  self->context = gsound_context_new (NULL, &error);
  if (self->context == NULL)
    {
      /* No sound server (or no audio at all): the game plays silently. */
      g_debug ("No sound: %s", error->message);
      self->context_failed = TRUE;
      return NULL;
    }

  if (!gsound_context_set_attributes (self->context, &error,
                                      GSOUND_ATTR_APPLICATION_ICON_NAME, APPLICATION_ID,
                                      NULL))
    g_debug ("Sound attributes not set: %s", error->message);

  return self->context;
}

static void
gsound_backend (const char *name,
                gpointer    user_data)
{
  MancalaSound *self = user_data;
  GSoundContext *context = ensure_context (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (context == NULL)
    return;

  path = dup_sound_path (name);
  if (!gsound_context_play_simple (context, NULL, &error,
                                   GSOUND_ATTR_MEDIA_FILENAME, path,
                                   GSOUND_ATTR_MEDIA_ROLE, "game",
                                   GSOUND_ATTR_CANBERRA_CACHE_CONTROL, "volatile",
                                   NULL))
    {
      g_debug ("Sound %s not played: %s", path, error->message);

      /* The server went away or never plays: stop asking. */
      if (++self->n_failures >= 3)
        {
          g_debug ("Sound turned off after %u failures", self->n_failures);
          g_clear_object (&self->context);
          self->context_failed = TRUE;
        }
      return;
    }

  self->n_failures = 0;
}
#else
static void
gsound_backend (const char *name,
                gpointer    user_data)
{
  /* Built without GSound: silent. */
}
#endif

void
mancala_sound_set_backend (MancalaSound        *self,
                           MancalaSoundBackend  backend,
                           gpointer             user_data,
                           GDestroyNotify       destroy)
{
  g_return_if_fail (MANCALA_IS_SOUND (self));

  if (self->backend_destroy != NULL)
    self->backend_destroy (self->backend_data);

  if (backend == NULL)
    {
      backend = gsound_backend;
      user_data = self;
      destroy = NULL;
    }

  self->backend = backend;
  self->backend_data = user_data;
  self->backend_destroy = destroy;
}

void
mancala_sound_set_enabled (MancalaSound *self,
                           gboolean      enabled)
{
  g_return_if_fail (MANCALA_IS_SOUND (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;

  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
mancala_sound_get_enabled (MancalaSound *self)
{
  g_return_val_if_fail (MANCALA_IS_SOUND (self), FALSE);

  return self->enabled;
}

void
mancala_sound_play (MancalaSound      *self,
                    MancalaSoundEvent  event,
                    guint              variation)
{
  const char *name;

  g_return_if_fail (MANCALA_IS_SOUND (self));

  name = mancala_sound_event_get_name (event, variation);
  if (name == NULL || !self->enabled)
    return;

  /* Never the same click twice in a row. */
  if (event == MANCALA_SOUND_DROP)
    {
      guint n = G_N_ELEMENTS (drop_names);
      guint pick = variation % n;

      if (pick == self->last_drop)
        pick = (pick + 1) % n;
      self->last_drop = pick;
      name = drop_names[pick];
    }

  self->backend (name, self->backend_data);
}

static void
mancala_sound_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MancalaSound *self = MANCALA_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_sound_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MancalaSound *self = MANCALA_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      mancala_sound_set_enabled (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mancala_sound_finalize (GObject *object)
{
  MancalaSound *self = MANCALA_SOUND (object);

  if (self->backend_destroy != NULL)
    self->backend_destroy (self->backend_data);

#ifdef HAVE_GSOUND
  g_clear_object (&self->context);
#endif

  G_OBJECT_CLASS (mancala_sound_parent_class)->finalize (object);
}

static void
mancala_sound_class_init (MancalaSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mancala_sound_finalize;
  object_class->get_property = mancala_sound_get_property;
  object_class->set_property = mancala_sound_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
mancala_sound_init (MancalaSound *self)
{
  self->enabled = TRUE;
  self->last_drop = G_N_ELEMENTS (drop_names);
  mancala_sound_set_backend (self, NULL, NULL, NULL);
}

MancalaSound *
mancala_sound_new (void)
{
  return g_object_new (MANCALA_TYPE_SOUND, NULL);
}
