#include "dictate_ibus.h"

#include <ibus.h>
#include <stdlib.h>
#include <string.h>

// All IBus objects live on one thread that runs their main context: the daemon calls the engine
// back (CreateEngine, FocusIn, SetSurroundingText) while a switch is still pending, so the thread
// that asks must never be the one that answers. Callers post jobs and wait on `changed`.
struct dictate_ibus {
    char *name;
    char *address;
    char *restore;
    GMainContext *context;
    GMainLoop *loop;
    GThread *thread;
    IBusBus *bus;
    IBusFactory *factory;
    IBusComponent *component;
    unsigned engines_made;

    GMutex lock;
    GCond changed;
    // Guarded by `lock`: written on the IBus thread, read by callers.
    gboolean started, connected, focused, told_capabilities;
    dictate_ibus_status open_status;
    IBusEngine *engine;
    guint capabilities, purpose;
    char *surrounding;
    guint cursor;
    guint64 surroundings;
    unsigned taken_back;
    int switch_result; // 0 pending, 1 switched, -1 refused
};

typedef struct {
    dictate_ibus *ibus;
    void (*run)(dictate_ibus *, void *);
    void *argument;
    gboolean done;
} job;

static gboolean run_job(gpointer data) {
    job *j = data;
    j->run(j->ibus, j->argument);
    g_mutex_lock(&j->ibus->lock);
    j->done = TRUE;
    g_cond_broadcast(&j->ibus->changed);
    g_mutex_unlock(&j->ibus->lock);
    return G_SOURCE_REMOVE;
}

// Runs `run` on the IBus thread and returns when it has.
static void on_ibus_thread(dictate_ibus *ibus, void (*run)(dictate_ibus *, void *), void *argument) {
    job j = {ibus, run, argument, FALSE};
    g_main_context_invoke(ibus->context, run_job, &j);
    g_mutex_lock(&ibus->lock);
    while (!j.done) g_cond_wait(&ibus->changed, &ibus->lock);
    g_mutex_unlock(&ibus->lock);
}

static void update(dictate_ibus *ibus, void (*change)(dictate_ibus *, const void *), const void *value) {
    g_mutex_lock(&ibus->lock);
    change(ibus, value);
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

static void set_focused(dictate_ibus *ibus, const void *value) {
    ibus->focused = *(const gboolean *)value;
    if (ibus->focused) ibus->taken_back = 0;
}

static void on_focus_in(IBusEngine *engine, gpointer data) {
    (void)engine;
    gboolean focused = TRUE;
    update(data, set_focused, &focused);
}

static void on_focus_out(IBusEngine *engine, gpointer data) {
    (void)engine;
    gboolean focused = FALSE;
    update(data, set_focused, &focused);
}

// Asking once turns the application's surrounding-text reports on; they confirm each commit. The
// daemon tells the capabilities after `enable`, so this is where the engine learns it can ask.
static void on_capabilities(IBusEngine *engine, guint capabilities, gpointer data) {
    dictate_ibus *ibus = data;
    g_mutex_lock(&ibus->lock);
    ibus->capabilities = capabilities;
    ibus->told_capabilities = TRUE;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
    if (capabilities & IBUS_CAP_SURROUNDING_TEXT) ibus_engine_get_surrounding_text(engine, NULL, NULL, NULL);
}

static void on_content_type(IBusEngine *engine, guint purpose, guint hints, gpointer data) {
    (void)engine;
    (void)hints;
    dictate_ibus *ibus = data;
    g_mutex_lock(&ibus->lock);
    ibus->purpose = purpose;
    g_mutex_unlock(&ibus->lock);
}

static void on_surrounding_text(IBusEngine *engine, GObject *text, guint cursor, guint anchor, gpointer data) {
    (void)engine;
    (void)anchor;
    dictate_ibus *ibus = data;
    const gchar *value = ibus_text_get_text(IBUS_TEXT(text));
    g_mutex_lock(&ibus->lock);
    g_free(ibus->surrounding);
    ibus->surrounding = g_strdup(value ? value : "");
    ibus->cursor = cursor;
    ibus->surroundings++;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

static void on_engine_destroyed(IBusEngine *engine, gpointer data) {
    dictate_ibus *ibus = data;
    g_mutex_lock(&ibus->lock);
    if (ibus->engine == engine) {
        ibus->engine = NULL;
        ibus->focused = FALSE;
    }
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

static IBusEngine *create_engine(IBusFactory *factory, const gchar *name, gpointer data) {
    (void)factory;
    dictate_ibus *ibus = data;
    if (strcmp(name, ibus->name) != 0) return NULL;
    gchar *path = g_strdup_printf("/org/freedesktop/IBus/Engine/Dictate/%u", ++ibus->engines_made);
    IBusEngine *engine = ibus_engine_new_with_type(IBUS_TYPE_ENGINE, name, path, ibus_bus_get_connection(ibus->bus));
    g_free(path);
    g_signal_connect(engine, "focus-in", G_CALLBACK(on_focus_in), ibus);
    g_signal_connect(engine, "focus-out", G_CALLBACK(on_focus_out), ibus);
    g_signal_connect(engine, "set-capabilities", G_CALLBACK(on_capabilities), ibus);
    g_signal_connect(engine, "set-content-type", G_CALLBACK(on_content_type), ibus);
    g_signal_connect(engine, "set-surrounding-text", G_CALLBACK(on_surrounding_text), ibus);
    g_signal_connect(engine, "destroy", G_CALLBACK(on_engine_destroyed), ibus);
    g_mutex_lock(&ibus->lock);
    ibus->engine = engine;
    ibus->focused = FALSE;
    ibus->purpose = IBUS_INPUT_PURPOSE_FREE_FORM;
    ibus->capabilities = 0;
    ibus->told_capabilities = FALSE;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
    return engine;
}

static void on_global_engine_changed(IBusBus *bus, const gchar *name, gpointer data) {
    (void)bus;
    dictate_ibus *ibus = data;
    g_mutex_lock(&ibus->lock);
    if (name && strcmp(name, ibus->name) != 0 && ibus->engine) ibus->taken_back++;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

static void on_disconnected(IBusBus *bus, gpointer data) {
    (void)bus;
    dictate_ibus *ibus = data;
    g_mutex_lock(&ibus->lock);
    ibus->connected = FALSE;
    ibus->engine = NULL;
    ibus->focused = FALSE;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

static gboolean register_engine(dictate_ibus *ibus) {
    ibus->factory = ibus_factory_new(ibus_bus_get_connection(ibus->bus));
    g_signal_connect(ibus->factory, "create-engine", G_CALLBACK(create_engine), ibus);
    ibus->component = ibus_component_new_varargs(
        "name", "org.freedesktop.IBus.Dictate", "description", "Offline dictation", "version", "1",
        "license", "MIT", "author", "dictate", "homepage", "", "command-line", "", "textdomain", "dictate", NULL);
    // "default" keeps the desktop's keyboard layout while the engine is in.
    IBusEngineDesc *description = ibus_engine_desc_new_varargs(
        "name", ibus->name, "longname", "Dictation", "description", "Words as they are heard",
        "language", "other", "license", "MIT", "author", "dictate", "icon", "audio-input-microphone",
        "layout", "default", "rank", 0, NULL);
    ibus_component_add_engine(ibus->component, description);
    g_object_ref_sink(ibus->component);
    return ibus_bus_register_component(ibus->bus, ibus->component);
}

// The daemon came back (it restarts with the desktop's settings): its new instance knows nothing
// of the engine until it is registered again.
static void on_connected(IBusBus *bus, gpointer data) {
    (void)bus;
    dictate_ibus *ibus = data;
    if (ibus->factory) ibus_object_destroy(IBUS_OBJECT(ibus->factory));
    ibus->factory = NULL;
    g_clear_object(&ibus->component);
    gboolean registered = register_engine(ibus);
    g_mutex_lock(&ibus->lock);
    ibus->connected = registered;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

// IBus reads the address from the process's environment or from a file named after the process's
// display; the caller's session may differ, so the address is handed over for this connection
// only: programs dictate starts later must find their own session's daemon.
static IBusBus *connect_to(const char *address) {
    gchar *before = g_strdup(g_getenv("IBUS_ADDRESS"));
    g_setenv("IBUS_ADDRESS", address, TRUE);
    IBusBus *bus = ibus_bus_new();
    if (before) g_setenv("IBUS_ADDRESS", before, TRUE);
    else g_unsetenv("IBUS_ADDRESS");
    g_free(before);
    return bus;
}

static gboolean is_global_engine(IBusBus *bus, const char *name) {
    IBusEngineDesc *description = ibus_bus_get_global_engine(bus);
    gboolean same = description && strcmp(ibus_engine_desc_get_name(description), name) == 0;
    if (description) g_object_unref(description);
    return same;
}

// ibus-daemon drops the focused field's engine when the component that registered dictate's goes
// away, whichever engine it is by then. So the person's engine is set again from a connection of
// its own, and set once more should the daemon drop it after all (it notices the closed
// connection in its own time).
static void give_back(const char *engine, const char *address) {
    IBusBus *bus = connect_to(address);
    for (int attempt = 0; attempt < 5 && ibus_bus_is_connected(bus); attempt++) {
        ibus_bus_set_global_engine(bus, engine);
        g_usleep(100 * 1000);
        if (is_global_engine(bus, engine)) break;
    }
    ibus_object_destroy(IBUS_OBJECT(bus));
    g_object_unref(bus);
}

static gpointer serve(gpointer data) {
    dictate_ibus *ibus = data;
    g_main_context_push_thread_default(ibus->context);
    ibus_init();
    ibus->bus = connect_to(ibus->address);
    dictate_ibus_status status = DICTATE_IBUS_OK;
    if (!ibus_bus_is_connected(ibus->bus)) {
        status = DICTATE_IBUS_NO_DAEMON;
    } else {
        ibus_bus_set_watch_ibus_signal(ibus->bus, TRUE);
        g_signal_connect(ibus->bus, "global-engine-changed", G_CALLBACK(on_global_engine_changed), ibus);
        g_signal_connect(ibus->bus, "disconnected", G_CALLBACK(on_disconnected), ibus);
        g_signal_connect(ibus->bus, "connected", G_CALLBACK(on_connected), ibus);
        if (!register_engine(ibus)) status = DICTATE_IBUS_NOT_REGISTERED;
    }
    g_mutex_lock(&ibus->lock);
    ibus->open_status = status;
    ibus->connected = status == DICTATE_IBUS_OK;
    ibus->started = TRUE;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
    g_main_loop_run(ibus->loop);
    if (ibus->factory) ibus_object_destroy(IBUS_OBJECT(ibus->factory));
    g_clear_object(&ibus->component);
    // Destroying the bus closes the connection, so the daemon drops the engine now, and lets a
    // later open make a new connection instead of IBus's shared, closed one.
    ibus_object_destroy(IBUS_OBJECT(ibus->bus));
    g_object_unref(ibus->bus);
    while (g_main_context_iteration(ibus->context, FALSE)) {}
    if (ibus->restore) give_back(ibus->restore, ibus->address);
    g_main_context_pop_thread_default(ibus->context);
    return NULL;
}

dictate_ibus *dictate_ibus_open(const char *name, const char *address, int timeout_ms, dictate_ibus_status *status) {
    dictate_ibus *ibus = g_new0(dictate_ibus, 1);
    ibus->name = g_strdup(name);
    ibus->address = g_strdup(address);
    ibus->context = g_main_context_new();
    ibus->loop = g_main_loop_new(ibus->context, FALSE);
    g_mutex_init(&ibus->lock);
    g_cond_init(&ibus->changed);
    ibus->thread = g_thread_new("dictate-ibus", serve, ibus);
    gint64 deadline = g_get_monotonic_time() + (gint64)timeout_ms * 1000;
    g_mutex_lock(&ibus->lock);
    gboolean started = TRUE;
    while (!ibus->started && (started = g_cond_wait_until(&ibus->changed, &ibus->lock, deadline))) {}
    dictate_ibus_status result = ibus->started ? ibus->open_status : DICTATE_IBUS_NO_DAEMON;
    g_mutex_unlock(&ibus->lock);
    if (!started && !ibus->started) {
        // A daemon that accepts the connection but never answers: the thread finishes on its own
        // once the call times out, and its handle is left to it.
        *status = DICTATE_IBUS_NO_DAEMON;
        return NULL;
    }
    if (result != DICTATE_IBUS_OK) {
        dictate_ibus_close(ibus, NULL);
        *status = result;
        return NULL;
    }
    *status = DICTATE_IBUS_OK;
    return ibus;
}

static void read_global_engine(dictate_ibus *ibus, void *argument) {
    char **name = argument;
    IBusEngineDesc *description = ibus_bus_get_global_engine(ibus->bus);
    if (description) {
        *name = strdup(ibus_engine_desc_get_name(description));
        g_object_unref(description);
    }
}

char *dictate_ibus_global_engine(dictate_ibus *ibus) {
    char *name = NULL;
    on_ibus_thread(ibus, read_global_engine, &name);
    return name;
}

static void switched(GObject *source, GAsyncResult *result, gpointer data) {
    dictate_ibus *ibus = data;
    gboolean ok = ibus_bus_set_global_engine_async_finish(IBUS_BUS(source), result, NULL);
    g_mutex_lock(&ibus->lock);
    ibus->switch_result = ok ? 1 : -1;
    g_cond_broadcast(&ibus->changed);
    g_mutex_unlock(&ibus->lock);
}

typedef struct {
    const char *engine;
    int timeout_ms;
} switch_request;

static void start_switch(dictate_ibus *ibus, void *argument) {
    switch_request *request = argument;
    ibus_bus_set_global_engine_async(ibus->bus, request->engine, request->timeout_ms, NULL, switched, ibus);
}

dictate_ibus_status dictate_ibus_switch_to(dictate_ibus *ibus, const char *engine, int timeout_ms) {
    g_mutex_lock(&ibus->lock);
    ibus->switch_result = 0;
    gboolean connected = ibus->connected;
    g_mutex_unlock(&ibus->lock);
    if (!connected) return DICTATE_IBUS_DISCONNECTED;
    switch_request request = {engine, timeout_ms};
    on_ibus_thread(ibus, start_switch, &request);
    // The call carries its own time limit; a little more here covers the reply's way back.
    gint64 deadline = g_get_monotonic_time() + ((gint64)timeout_ms + 500) * 1000;
    g_mutex_lock(&ibus->lock);
    while (ibus->switch_result == 0 && g_cond_wait_until(&ibus->changed, &ibus->lock, deadline)) {}
    int result = ibus->switch_result;
    g_mutex_unlock(&ibus->lock);
    return result == 1 ? DICTATE_IBUS_OK : DICTATE_IBUS_NOT_SWITCHED;
}

dictate_ibus_status dictate_ibus_wait_for_focus(dictate_ibus *ibus, int timeout_ms) {
    gint64 deadline = g_get_monotonic_time() + (gint64)timeout_ms * 1000;
    g_mutex_lock(&ibus->lock);
    while (ibus->connected && !(ibus->engine && ibus->focused)
           && g_cond_wait_until(&ibus->changed, &ibus->lock, deadline)) {}
    // The capabilities follow the focus; a commit sent before them could not be confirmed.
    gint64 told = g_get_monotonic_time() + 500 * 1000;
    while (ibus->connected && ibus->focused && !ibus->told_capabilities
           && g_cond_wait_until(&ibus->changed, &ibus->lock, told)) {}
    dictate_ibus_status status = !ibus->connected ? DICTATE_IBUS_DISCONNECTED
                               : ibus->engine && ibus->focused ? DICTATE_IBUS_OK : DICTATE_IBUS_NO_FOCUS;
    g_mutex_unlock(&ibus->lock);
    return status;
}

unsigned dictate_ibus_taken_back(dictate_ibus *ibus) {
    g_mutex_lock(&ibus->lock);
    unsigned count = ibus->taken_back;
    g_mutex_unlock(&ibus->lock);
    return count;
}

unsigned dictate_ibus_purpose(dictate_ibus *ibus) {
    g_mutex_lock(&ibus->lock);
    unsigned purpose = ibus->purpose;
    g_mutex_unlock(&ibus->lock);
    return purpose;
}

typedef struct {
    const char *text;
    gboolean sent;
    guint64 surroundings;
    // What shows the text in the focused engine, for the preedit and the status alike.
    void (*show)(IBusEngine *engine, const char *text);
} text_request;

// The engine is read on the IBus thread, where it is also cleared, so it cannot go away mid-call.
static IBusEngine *focused_engine(dictate_ibus *ibus) {
    g_mutex_lock(&ibus->lock);
    IBusEngine *engine = ibus->connected && ibus->focused ? ibus->engine : NULL;
    g_mutex_unlock(&ibus->lock);
    return engine;
}

static void show_preedit(IBusEngine *engine, const char *text) {
    guint length = g_utf8_strlen(text, -1);
    IBusText *preedit = ibus_text_new_from_string(text);
    // Without an underline the application draws the preedit as ordinary text.
    if (length > 0) ibus_text_append_attribute(preedit, IBUS_ATTR_TYPE_UNDERLINE, IBUS_ATTR_UNDERLINE_SINGLE, 0, length);
    ibus_engine_update_preedit_text_with_mode(engine, preedit, length, length > 0, IBUS_ENGINE_PREEDIT_CLEAR);
}

static void show_status(IBusEngine *engine, const char *text) {
    // Marked visible: GNOME Shell opens its popup under the caret only for visible auxiliary text.
    if (text && *text) ibus_engine_update_auxiliary_text(engine, ibus_text_new_from_string(text), TRUE);
    else ibus_engine_hide_auxiliary_text(engine);
}

static void send_shown(dictate_ibus *ibus, void *argument) {
    text_request *request = argument;
    IBusEngine *engine = focused_engine(ibus);
    if (!engine) return;
    request->show(engine, request->text);
    request->sent = TRUE;
}

// Why nothing could be sent: the daemon is gone, or the field is between a focus-out and the next
// focus-in (a window manager, a popup), which is no reason to give up the field.
static dictate_ibus_status unsent(dictate_ibus *ibus) {
    g_mutex_lock(&ibus->lock);
    gboolean connected = ibus->connected;
    g_mutex_unlock(&ibus->lock);
    return connected ? DICTATE_IBUS_NO_FOCUS : DICTATE_IBUS_DISCONNECTED;
}

static dictate_ibus_status set_shown(dictate_ibus *ibus, const char *utf8, void (*show)(IBusEngine *, const char *)) {
    text_request request = {utf8, FALSE, 0, show};
    on_ibus_thread(ibus, send_shown, &request);
    return request.sent ? DICTATE_IBUS_OK : unsent(ibus);
}

dictate_ibus_status dictate_ibus_set_preedit(dictate_ibus *ibus, const char *utf8) {
    return set_shown(ibus, utf8, show_preedit);
}

dictate_ibus_status dictate_ibus_set_status(dictate_ibus *ibus, const char *utf8) {
    return set_shown(ibus, utf8, show_status);
}

static void send_commit(dictate_ibus *ibus, void *argument) {
    text_request *request = argument;
    IBusEngine *engine = focused_engine(ibus);
    if (!engine) return;
    show_preedit(engine, "");
    g_mutex_lock(&ibus->lock);
    request->surroundings = ibus->surroundings;
    gboolean reports = (ibus->capabilities & IBUS_CAP_SURROUNDING_TEXT) != 0;
    g_mutex_unlock(&ibus->lock);
    // Asked again before each commit: GNOME Shell, which relays a Wayland field's text to IBus,
    // forwards it only while an engine asks for it.
    if (reports) ibus_engine_get_surrounding_text(engine, NULL, NULL, NULL);
    ibus_engine_commit_text(engine, ibus_text_new_from_string(request->text));
    request->sent = TRUE;
}

// Whether the text before the cursor ends with the commit. A field reports one paragraph at most,
// so only the commit's last line is looked for.
static gboolean ends_with_commit(const char *surrounding, guint cursor, const char *commit) {
    const char *line = strrchr(commit, '\n');
    line = line ? line + 1 : commit;
    glong characters = g_utf8_strlen(surrounding, -1);
    const char *end = g_utf8_offset_to_pointer(surrounding, cursor <= characters ? cursor : characters);
    size_t before = (size_t)(end - surrounding), length = strlen(line);
    return length <= before && memcmp(end - length, line, length) == 0;
}

dictate_ibus_commit_result dictate_ibus_commit(dictate_ibus *ibus, const char *utf8, int timeout_ms) {
    text_request request = {utf8, FALSE, 0, NULL};
    // A field that lost the focus for a moment gets it back before the text is given up on.
    dictate_ibus_wait_for_focus(ibus, timeout_ms);
    on_ibus_thread(ibus, send_commit, &request);
    if (!request.sent) return DICTATE_IBUS_FAILED;
    gint64 deadline = g_get_monotonic_time() + (gint64)timeout_ms * 1000;
    g_mutex_lock(&ibus->lock);
    gboolean reports = (ibus->capabilities & IBUS_CAP_SURROUNDING_TEXT) != 0, confirmed = FALSE;
    while (reports && ibus->connected) {
        confirmed = ibus->surroundings > request.surroundings
                    && ends_with_commit(ibus->surrounding, ibus->cursor, utf8);
        if (confirmed || !g_cond_wait_until(&ibus->changed, &ibus->lock, deadline)) break;
    }
    g_mutex_unlock(&ibus->lock);
    return confirmed ? DICTATE_IBUS_DELIVERED : DICTATE_IBUS_UNCONFIRMED;
}

static void send_delete(dictate_ibus *ibus, void *argument) {
    text_request *request = argument;
    IBusEngine *engine = focused_engine(ibus);
    if (!engine) return;
    guint characters = (guint)request->surroundings;
    ibus_engine_delete_surrounding_text(engine, -(gint)characters, characters);
    request->sent = TRUE;
}

dictate_ibus_status dictate_ibus_delete_before(dictate_ibus *ibus, unsigned characters, int timeout_ms) {
    text_request request = {NULL, FALSE, characters, NULL};
    dictate_ibus_wait_for_focus(ibus, timeout_ms);
    on_ibus_thread(ibus, send_delete, &request);
    return request.sent ? DICTATE_IBUS_OK : unsent(ibus);
}

// The status is hidden also when the field has lost the focus this moment, so that none outlives
// the dictation.
static void hide_and_quit(dictate_ibus *ibus, void *argument) {
    (void)argument;
    IBusEngine *engine = focused_engine(ibus);
    if (engine) show_preedit(engine, "");
    g_mutex_lock(&ibus->lock);
    IBusEngine *any = ibus->connected ? ibus->engine : NULL;
    g_mutex_unlock(&ibus->lock);
    if (any) show_status(any, NULL);
    g_main_loop_quit(ibus->loop);
}

void dictate_ibus_close(dictate_ibus *ibus, const char *restore) {
    ibus->restore = restore ? g_strdup(restore) : NULL;
    on_ibus_thread(ibus, hide_and_quit, NULL);
    g_thread_join(ibus->thread);
    g_main_loop_unref(ibus->loop);
    g_main_context_unref(ibus->context);
    g_mutex_clear(&ibus->lock);
    g_cond_clear(&ibus->changed);
    g_free(ibus->surrounding);
    g_free(ibus->name);
    g_free(ibus->address);
    g_free(ibus->restore);
    g_free(ibus);
}
