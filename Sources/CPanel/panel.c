// GTK 3 and gtk-layer-shell are opened with dlopen when the panel opens, not linked: every other
// dictate command, the dictation itself included, then starts without mapping GTK and the dozens
// of libraries it links, and runs on a machine that has no GTK.
//
// The GTK headers give each function's type; only function pointers found with dlsym are called.
// Casts are plain C casts (G_DISABLE_CAST_CHECKS), so no GType function is called behind a macro.
#define G_DISABLE_CAST_CHECKS
#include <gtk/gtk.h>
#include <gdk/gdkwayland.h>
#include <gtk-layer-shell.h>

#include "dictate_panel.h"

#include <dlfcn.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <string.h>

#define FUNCTIONS(X)                                                                                 \
    X(gtk_init_check) X(gtk_main) X(gtk_window_new) X(gtk_window_set_type_hint)                     \
    X(gtk_window_set_accept_focus) X(gtk_window_set_focus_on_map) X(gtk_window_set_keep_above)      \
    X(gtk_window_stick) X(gtk_window_set_decorated) X(gtk_window_set_skip_taskbar_hint)             \
    X(gtk_window_set_skip_pager_hint) X(gtk_window_set_resizable) X(gtk_window_move)                \
    X(gtk_window_set_title) X(gtk_widget_show_all) X(gtk_widget_hide) X(gtk_widget_set_size_request) \
    X(gtk_widget_queue_draw) X(gtk_widget_set_hexpand) X(gtk_widget_set_sensitive)                  \
    X(gtk_widget_get_accessible) X(gtk_widget_get_allocated_width) X(gtk_widget_get_allocated_height) \
    X(gtk_widget_set_valign) X(gtk_widget_get_display) X(gtk_widget_get_window) X(gtk_box_new)       \
    X(gtk_box_pack_start) X(gtk_box_pack_end) X(gtk_container_add) X(gtk_container_set_border_width) \
    X(gtk_label_new) X(gtk_label_set_markup) X(gtk_label_set_text) X(gtk_label_set_line_wrap)       \
    X(gtk_label_set_line_wrap_mode) X(gtk_label_set_xalign) X(gtk_label_set_max_width_chars)        \
    X(gtk_button_new_with_label) X(gtk_drawing_area_new) X(gtk_settings_get_default)                \
    X(gdk_display_get_default) X(gdk_display_get_monitor_at_window) X(gdk_display_get_primary_monitor) \
    X(gdk_display_get_monitor) X(gdk_monitor_get_workarea) X(gdk_wayland_display_get_type)          \
    X(g_type_check_instance_is_a) X(g_signal_connect_data) X(g_idle_add) X(g_object_set)            \
    X(g_settings_schema_source_get_default) X(g_settings_schema_source_lookup)                      \
    X(g_settings_schema_has_key) X(g_settings_schema_unref) X(g_settings_new) X(g_settings_get_string) \
    X(g_object_unref) X(g_free) X(atk_object_set_name) X(cairo_set_source_rgba) X(cairo_arc)        \
    X(cairo_rectangle) X(cairo_fill) X(gtk_layer_is_supported) X(gtk_layer_init_for_window)         \
    X(gtk_layer_set_namespace) X(gtk_layer_set_layer) X(gtk_layer_set_anchor) X(gtk_layer_set_margin) \
    X(gtk_layer_set_keyboard_interactivity)

static struct {
#define FIELD(name) __typeof__(&name) name;
    FUNCTIONS(FIELD)
#undef FIELD
} gtk;

/// The margin between the panel and the screen's edge, and the panel's width, in pixels.
enum { EDGE_MARGIN = 24, PANEL_WIDTH = 560, BUTTON_SIZE = 44, DOT_SIZE = 12, BAR_WIDTH = 3, BAR_GAP = 2, METER_HEIGHT = 22 };

/// The widgets, touched on the panel's thread only.
static struct {
    GtkWidget *window, *dot, *state, *time, *meter, *text, *footer, *stop, *cancel, *copy;
    dictate_panel_position position;
    int layer_shell;
    dictate_panel_on_action on_action;
    void *context;
    double red, green, blue;
    float levels[64];
    int level_count;
} ui;

static const char *failure;
static const char *backend;
static sem_t opened;

static const char *load(void) {
    // gtk-layer-shell links GTK, GDK, GLib, ATK and cairo: one handle reaches all their functions.
    void *library = dlopen("libgtk-layer-shell.so.0", RTLD_NOW | RTLD_GLOBAL);
    if (!library) return "GTK 3 or gtk-layer-shell is not installed; install libgtk-layer-shell0 and libgtk-3-0";
#define RESOLVE(name)                                                                                \
    if (!(gtk.name = (__typeof__(&name))dlsym(library, #name))) return "the installed GTK 3 lacks " #name;
    FUNCTIONS(RESOLVE)
#undef RESOLVE
    return NULL;
}

static gboolean draw_dot(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)data;
    double size = gtk.gtk_widget_get_allocated_height(widget);
    gtk.cairo_set_source_rgba(cr, ui.red, ui.green, ui.blue, 1);
    gtk.cairo_arc(cr, DOT_SIZE / 2.0, size / 2, DOT_SIZE / 2.0, 0, 2 * G_PI);
    gtk.cairo_fill(cr);
    return TRUE;
}

static gboolean draw_meter(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)data;
    double height = gtk.gtk_widget_get_allocated_height(widget);
    gtk.cairo_set_source_rgba(cr, ui.red, ui.green, ui.blue, 1);
    for (int index = 0; index < ui.level_count; index++) {
        // The lowest bar stays visible, so a silent meter still reads as a meter.
        double bar = 2 + ui.levels[index] * (height - 2);
        gtk.cairo_rectangle(cr, index * (BAR_WIDTH + BAR_GAP), (height - bar) / 2, BAR_WIDTH, bar);
    }
    gtk.cairo_fill(cr);
    return TRUE;
}

static void clicked(GtkWidget *button, gpointer data) {
    (void)button;
    if (ui.on_action) ui.on_action((dictate_panel_action)GPOINTER_TO_INT(data), ui.context);
}

/// An X11 popup is placed by its own coordinates: centred on the primary monitor's work area,
/// at the chosen edge, each time its size changes.
static void place(GtkWidget *window, GdkRectangle *allocation, gpointer data) {
    (void)data;
    GdkDisplay *display = gtk.gtk_widget_get_display(window);
    GdkMonitor *monitor = gtk.gdk_display_get_primary_monitor(display);
    if (!monitor) monitor = gtk.gdk_display_get_monitor(display, 0);
    if (!monitor) return;
    GdkRectangle area;
    gtk.gdk_monitor_get_workarea(monitor, &area);
    int x = area.x + (area.width - allocation->width) / 2;
    int y = ui.position == DICTATE_PANEL_TOP ? area.y + EDGE_MARGIN
                                             : area.y + area.height - allocation->height - EDGE_MARGIN;
    gtk.gtk_window_move((GtkWindow *)window, x, y);
}

/// Follows the desktop's dark style where GNOME's setting says so; other desktops set GTK's theme.
static void follow_color_scheme(void) {
    GSettingsSchemaSource *source = gtk.g_settings_schema_source_get_default();
    GSettingsSchema *schema = source ? gtk.g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", TRUE) : NULL;
    if (!schema) return;
    if (gtk.g_settings_schema_has_key(schema, "color-scheme")) {
        GSettings *settings = gtk.g_settings_new("org.gnome.desktop.interface");
        gchar *scheme = gtk.g_settings_get_string(settings, "color-scheme");
        if (strcmp(scheme, "prefer-dark") == 0)
            gtk.g_object_set(gtk.gtk_settings_get_default(), "gtk-application-prefer-dark-theme", TRUE, NULL);
        gtk.g_free(scheme);
        gtk.g_object_unref(settings);
    }
    gtk.g_settings_schema_unref(schema);
}

static GtkWidget *button(const char *label, const char *name, dictate_panel_action action) {
    GtkWidget *widget = gtk.gtk_button_new_with_label(label);
    gtk.gtk_widget_set_size_request(widget, 2 * BUTTON_SIZE, BUTTON_SIZE);
    gtk.atk_object_set_name(gtk.gtk_widget_get_accessible(widget), name);
    gtk.g_signal_connect_data(widget, "clicked", G_CALLBACK(clicked), GINT_TO_POINTER(action), NULL, 0);
    return widget;
}

static void build(void) {
    GdkDisplay *display = gtk.gdk_display_get_default();
    int wayland = gtk.g_type_check_instance_is_a((GTypeInstance *)display, gtk.gdk_wayland_display_get_type());
    ui.layer_shell = wayland && gtk.gtk_layer_is_supported();
    if (wayland && !ui.layer_shell) {
        failure = "this Wayland desktop has no layer-shell (GNOME has none), so a panel would take the keyboard "
                  "focus; the start and end notifications remain";
        return;
    }
    // Override-redirect on X11: the window manager never sees the popup, so it never focuses it.
    GtkWidget *window = gtk.gtk_window_new(ui.layer_shell ? GTK_WINDOW_TOPLEVEL : GTK_WINDOW_POPUP);
    GtkWindow *as_window = (GtkWindow *)window;
    gtk.gtk_window_set_title(as_window, "dictate");
    gtk.gtk_window_set_type_hint(as_window, GDK_WINDOW_TYPE_HINT_NOTIFICATION);
    gtk.gtk_window_set_accept_focus(as_window, FALSE);
    gtk.gtk_window_set_focus_on_map(as_window, FALSE);
    gtk.gtk_window_set_keep_above(as_window, TRUE);
    gtk.gtk_window_stick(as_window);
    gtk.gtk_window_set_decorated(as_window, FALSE);
    gtk.gtk_window_set_skip_taskbar_hint(as_window, TRUE);
    gtk.gtk_window_set_skip_pager_hint(as_window, TRUE);
    gtk.gtk_window_set_resizable(as_window, FALSE);
    gtk.gtk_widget_set_size_request(window, PANEL_WIDTH, -1);
    if (ui.layer_shell) {
        GtkLayerShellEdge edge = ui.position == DICTATE_PANEL_TOP ? GTK_LAYER_SHELL_EDGE_TOP : GTK_LAYER_SHELL_EDGE_BOTTOM;
        gtk.gtk_layer_init_for_window(as_window);
        gtk.gtk_layer_set_namespace(as_window, "dictate");
        gtk.gtk_layer_set_layer(as_window, GTK_LAYER_SHELL_LAYER_OVERLAY);
        gtk.gtk_layer_set_anchor(as_window, edge, TRUE);
        gtk.gtk_layer_set_margin(as_window, edge, EDGE_MARGIN);
        gtk.gtk_layer_set_keyboard_interactivity(as_window, FALSE);
        backend = "wayland-layer-shell";
    } else {
        gtk.g_signal_connect_data(window, "size-allocate", G_CALLBACK(place), NULL, NULL, 0);
        backend = "x11-override-redirect";
    }
    gtk.gtk_container_set_border_width((GtkContainer *)window, 12);

    GtkWidget *rows = gtk.gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *top = gtk.gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    ui.dot = gtk.gtk_drawing_area_new();
    gtk.gtk_widget_set_size_request(ui.dot, DOT_SIZE, DOT_SIZE);
    gtk.g_signal_connect_data(ui.dot, "draw", G_CALLBACK(draw_dot), NULL, NULL, 0);
    ui.state = gtk.gtk_label_new("");
    ui.time = gtk.gtk_label_new("");
    gtk.gtk_box_pack_start((GtkBox *)top, ui.dot, FALSE, FALSE, 0);
    gtk.gtk_box_pack_start((GtkBox *)top, ui.state, FALSE, FALSE, 0);
    gtk.gtk_box_pack_end((GtkBox *)top, ui.time, FALSE, FALSE, 0);

    ui.meter = gtk.gtk_drawing_area_new();
    gtk.gtk_widget_set_size_request(ui.meter, -1, METER_HEIGHT);
    gtk.g_signal_connect_data(ui.meter, "draw", G_CALLBACK(draw_meter), NULL, NULL, 0);

    ui.text = gtk.gtk_label_new("");
    gtk.gtk_label_set_line_wrap((GtkLabel *)ui.text, TRUE);
    gtk.gtk_label_set_line_wrap_mode((GtkLabel *)ui.text, PANGO_WRAP_WORD_CHAR);
    gtk.gtk_label_set_max_width_chars((GtkLabel *)ui.text, 1);
    gtk.gtk_label_set_xalign((GtkLabel *)ui.text, 0);
    gtk.gtk_widget_set_hexpand(ui.text, TRUE);

    GtkWidget *bottom = gtk.gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    ui.footer = gtk.gtk_label_new("");
    gtk.gtk_widget_set_valign(ui.footer, GTK_ALIGN_CENTER);
    ui.stop = button("Stop", "Stop dictation and keep the text", DICTATE_PANEL_STOP);
    ui.cancel = button("Cancel", "Cancel dictation", DICTATE_PANEL_CANCEL);
    ui.copy = button("Copy", "Copy the text of the dictation again", DICTATE_PANEL_COPY);
    gtk.gtk_box_pack_start((GtkBox *)bottom, ui.footer, FALSE, FALSE, 0);
    gtk.gtk_box_pack_end((GtkBox *)bottom, ui.stop, FALSE, FALSE, 0);
    gtk.gtk_box_pack_end((GtkBox *)bottom, ui.cancel, FALSE, FALSE, 0);
    gtk.gtk_box_pack_end((GtkBox *)bottom, ui.copy, FALSE, FALSE, 0);

    gtk.gtk_box_pack_start((GtkBox *)rows, top, FALSE, FALSE, 0);
    gtk.gtk_box_pack_start((GtkBox *)rows, ui.meter, FALSE, FALSE, 0);
    gtk.gtk_box_pack_start((GtkBox *)rows, ui.text, FALSE, FALSE, 0);
    gtk.gtk_box_pack_start((GtkBox *)rows, bottom, FALSE, FALSE, 0);
    gtk.gtk_container_add((GtkContainer *)window, rows);
    gtk.atk_object_set_name(gtk.gtk_widget_get_accessible(window), "Dictation");
    ui.window = window;
}

static void *run(void *unused) {
    (void)unused;
    failure = load();
    if (!failure && !gtk.gtk_init_check(NULL, NULL)) failure = "cannot open the display (DISPLAY or WAYLAND_DISPLAY)";
    if (!failure) {
        follow_color_scheme();
        build();
    }
    sem_post(&opened);
    if (!failure) gtk.gtk_main();
    return NULL;
}

const char *dictate_panel_open(dictate_panel_position position, dictate_panel_on_action on_action, void *context) {
    ui.position = position;
    ui.on_action = on_action;
    ui.context = context;
    sem_init(&opened, 0, 0);
    pthread_t thread;
    if (pthread_create(&thread, NULL, run, NULL) != 0) return "cannot start the panel's thread";
    pthread_detach(thread);
    while (sem_wait(&opened) != 0) {}
    return failure;
}

const char *dictate_panel_backend(void) { return backend; }

/// A copy of what to show, handed from the caller's thread to the panel's.
typedef struct {
    dictate_panel_content content;
    float levels[64];
} update;

static char *copy(const char *text) { return strdup(text ? text : ""); }

static gboolean apply(gpointer data) {
    update *next = data;
    dictate_panel_content *content = &next->content;
    if (content->visible) {
        ui.red = content->dot_red;
        ui.green = content->dot_green;
        ui.blue = content->dot_blue;
        ui.level_count = content->level_count;
        memcpy(ui.levels, next->levels, sizeof ui.levels);
        gtk.gtk_label_set_text((GtkLabel *)ui.state, content->state);
        gtk.gtk_label_set_markup((GtkLabel *)ui.time, content->time);
        gtk.gtk_label_set_markup((GtkLabel *)ui.text, content->text_markup);
        gtk.gtk_label_set_text((GtkLabel *)ui.footer, content->footer);
        gtk.atk_object_set_name(gtk.gtk_widget_get_accessible(ui.state), content->accessible_status);
        gtk.gtk_widget_set_sensitive(ui.stop, content->buttons_enabled);
        gtk.gtk_widget_set_sensitive(ui.cancel, content->buttons_enabled);
        gtk.gtk_widget_show_all(ui.window);
        // Stop and Cancel while a dictation runs; Copy for a few seconds after it ended.
        gtk.gtk_widget_hide(content->copy_offered ? ui.stop : ui.copy);
        if (content->copy_offered) gtk.gtk_widget_hide(ui.cancel);
        gtk.gtk_widget_queue_draw(ui.dot);
        gtk.gtk_widget_queue_draw(ui.meter);
    } else {
        gtk.gtk_widget_hide(ui.window);
    }
    free((char *)content->state);
    free((char *)content->time);
    free((char *)content->text_markup);
    free((char *)content->footer);
    free((char *)content->accessible_status);
    free(next);
    return G_SOURCE_REMOVE;
}

void dictate_panel_show(const dictate_panel_content *content) {
    if (!ui.window) return;
    update *next = calloc(1, sizeof *next);
    if (!next) return;
    next->content = *content;
    next->content.state = copy(content->state);
    next->content.time = copy(content->time);
    next->content.text_markup = copy(content->text_markup);
    next->content.footer = copy(content->footer);
    next->content.accessible_status = copy(content->accessible_status);
    int count = content->level_count < 64 ? content->level_count : 64;
    if (count > 0 && content->levels) memcpy(next->levels, content->levels, count * sizeof(float));
    next->content.level_count = count < 0 ? 0 : count;
    next->content.levels = NULL;
    gtk.g_idle_add(apply, next);
}
