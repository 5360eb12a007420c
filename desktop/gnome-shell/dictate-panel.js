// The panel as shell chrome: follows the recording dictate over its control socket (`watch`) and
// draws what PanelState says. Shared by both entry points; `Main` (the shell's ui/main module) is
// handed in, since 43/44 and 45+ reach it in different ways.
import Clutter from 'gi://Clutter';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import St from 'gi://St';
import {PanelState, BAR_COUNT, TENTATIVE_OPACITY, dotColour, endOfLog} from './panel-state.js';

/** How often a missing socket is tried again, and the time redrawn, in milliseconds. */
const RETRY_MS = 300, TICK_MS = 250;
/** How long the end of a dictation may take to reach its log after the feed closed, in seconds. */
const LOG_WAIT_SECONDS = 3;
/** Space between the panel and the bottom of the screen, in pixels. */
const MARGIN = 24;

const now = () => GLib.get_real_time() / 1e6;

function controlSocket() {
    return GLib.build_filenamev([GLib.get_user_runtime_dir(), 'dictate', 'control.sock']);
}

function sessionLog() {
    const state = GLib.getenv('XDG_STATE_HOME') || GLib.build_filenamev([GLib.get_home_dir(), '.local', 'state']);
    return Gio.File.new_for_path(GLib.build_filenamev([state, 'dictate', 'dictate.log']));
}

function logText(file) {
    try {
        const [, contents] = file.load_contents(null);
        return new TextDecoder().decode(contents);
    } catch {
        return '';
    }
}

function verticalBox(properties) {
    const box = new St.BoxLayout(properties);
    // 48 replaced `vertical` with `orientation`.
    if ('orientation' in box)
        box.orientation = Clutter.Orientation.VERTICAL;
    else
        box.vertical = true;
    return box;
}

export class DictatePanel {
    constructor(Main) {
        this._main = Main;
        this._state = new PanelState();
        this._cancellable = new Gio.Cancellable();
        this._timeouts = new Set();
        this._build();
        this._follow();
    }

    destroy() {
        this._cancellable.cancel();
        for (const id of this._timeouts)
            GLib.source_remove(id);
        this._timeouts.clear();
        this._connection?.close(null);
        this._main.layoutManager.removeChrome(this._actor);
        this._actor.destroy();
    }

    _build() {
        this._actor = verticalBox({name: 'dictate-panel', style_class: 'dictate-panel', reactive: true, visible: false});
        const top = new St.BoxLayout({style_class: 'dictate-panel-row'});
        this._dot = new St.Widget({style_class: 'dictate-panel-dot', y_align: Clutter.ActorAlign.CENTER});
        this._status = new St.Label({style_class: 'dictate-panel-state', y_align: Clutter.ActorAlign.CENTER});
        this._time = new St.Label({style_class: 'dictate-panel-time', y_align: Clutter.ActorAlign.CENTER});
        this._meter = new St.DrawingArea({style_class: 'dictate-panel-meter', x_expand: true});
        this._meter.connect('repaint', area => this._drawMeter(area));
        // Buttons that cannot take the key focus: the focused window keeps it, and the words land there.
        this._stop = new St.Button({name: 'dictate-panel-stop', label: 'Stop', style_class: 'button dictate-panel-button',
            can_focus: false});
        this._cancel = new St.Button({name: 'dictate-panel-cancel', label: 'Cancel', style_class: 'button dictate-panel-button',
            can_focus: false});
        this._stop.connect('clicked', () => this._end('done'));
        this._cancel.connect('clicked', () => this._end('cancel'));
        for (const child of [this._dot, this._status, this._time, this._meter, this._stop, this._cancel])
            top.add_child(child);
        this._words = new St.Label({name: 'dictate-panel-words', style_class: 'dictate-panel-words'});
        this._words.clutter_text.line_wrap = true;
        this._footer = new St.Label({style_class: 'dictate-panel-footer'});
        for (const child of [top, this._words, this._footer])
            this._actor.add_child(child);
        // Chrome takes pointer clicks in its area and never the keyboard.
        this._main.layoutManager.addChrome(this._actor, {affectsInputRegion: true});
        this._actor.connect('notify::height', () => this._place());
    }

    _place() {
        const monitor = this._main.layoutManager.primaryMonitor;
        if (!monitor)
            return;
        this._actor.set_position(Math.floor(monitor.x + (monitor.width - this._actor.width) / 2),
            Math.floor(monitor.y + monitor.height - this._actor.height - MARGIN));
    }

    _later(milliseconds, callback) {
        const id = GLib.timeout_add(GLib.PRIORITY_DEFAULT, milliseconds, () => {
            this._timeouts.delete(id);
            callback();
            return GLib.SOURCE_REMOVE;
        });
        this._timeouts.add(id);
    }

    /** Connects to the socket, or tries again shortly: dictate need not be running. */
    _follow() {
        const client = new Gio.SocketClient();
        client.connect_async(new Gio.UnixSocketAddress({path: controlSocket()}), this._cancellable, (source, result) => {
            let connection;
            try {
                connection = source.connect_finish(result);
            } catch (error) {
                if (!error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED))
                    this._later(RETRY_MS, () => this._follow());
                return;
            }
            this._connection = connection;
            this._logFile = sessionLog();
            this._logOffset = logText(this._logFile).length;
            connection.get_output_stream().write_all('watch\n', null);
            this._read(new Gio.DataInputStream({base_stream: connection.get_input_stream()}), connection);
        });
    }

    _read(input, connection) {
        input.read_line_async(GLib.PRIORITY_DEFAULT, this._cancellable, (source, result) => {
            let line = null;
            try {
                [line] = source.read_line_finish_utf8(result);
            } catch (error) {
                if (error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED))
                    return;
            }
            const reply = line === null ? null : JSON.parse(line);
            if (reply?.snapshot) {
                this._state.receive(reply.snapshot);
                this._show();
                this._read(input, connection);
                return;
            }
            connection.close(null);
            this._connection = null;
            this._state.feedEnded();
            this._show();
            this._awaitEnd(now() + LOG_WAIT_SECONDS);
            this._later(RETRY_MS, () => this._follow());
        });
    }

    /** Shows the error the dictation logged as it ended, once it logged its end. */
    _awaitEnd(deadline) {
        const end = endOfLog(logText(this._logFile).slice(this._logOffset));
        if (end.ended && end.errors.length > 0) {
            this._state.fail(end.errors[0], now());
            this._show();
        } else if (!end.ended && now() < deadline) {
            this._later(100, () => this._awaitEnd(deadline));
        }
    }

    /** Stop (`done`: the text is kept) or Cancel, as `dictate end` and `dictate cancel` send them. */
    _end(command) {
        this._state.endRequested();
        this._show();
        const client = new Gio.SocketClient();
        client.connect_async(new Gio.UnixSocketAddress({path: controlSocket()}), this._cancellable, (source, result) => {
            try {
                const connection = source.connect_finish(result);
                connection.get_output_stream().write_all(`${command}\n`, null);
                // The reply comes once the dictation has ended; closing early would not stop it, but keep it tidy.
                new Gio.DataInputStream({base_stream: connection.get_input_stream()})
                    .read_line_async(GLib.PRIORITY_DEFAULT, this._cancellable, () => connection.close(null));
            } catch (error) {
                if (!error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED)) {
                    this._state.fail(`The dictation did not answer: ${error.message}`, now());
                    this._show();
                }
            }
        });
    }

    _show() {
        const view = this._state.view(now());
        this._actor.visible = view.visible;
        if (!view.visible)
            return;
        const [red, green, blue] = dotColour(view.dot).map(part => Math.round(part * 255));
        this._dot.style = `background-color: rgb(${red}, ${green}, ${blue});`;
        this._status.text = view.state;
        this._time.text = view.time;
        this._levels = view.levels;
        this._meter.queue_repaint();
        this._words.clutter_text.set_markup(this._markup(view.words));
        this._footer.text = view.footer;
        for (const button of [this._stop, this._cancel]) {
            button.reactive = view.buttons;
            button.opacity = view.buttons ? 255 : 128;
        }
        this._place();
        if (!this._ticking) {
            this._ticking = true;
            this._later(TICK_MS, () => {
                this._ticking = false;
                this._show();
            });
        }
    }

    _markup(words) {
        const escape = text => GLib.markup_escape_text(text, -1);
        if (words === null)
            return `<span alpha="${TENTATIVE_OPACITY}%">Listening…</span>`;
        if (words.message !== undefined)
            return `<b>${escape(words.message)}</b>`;
        const tentative = words.tentative ? `<span alpha="${TENTATIVE_OPACITY}%">${escape(words.tentative)}</span>` : '';
        return [escape(words.settled), tentative].filter(part => part).join(' ');
    }

    _drawMeter(area) {
        const context = area.get_context();
        const [width, height] = area.get_surface_size();
        const levels = this._levels ?? [];
        const step = width / BAR_COUNT;
        context.setSourceRGBA(0.9, 0.9, 0.9, 0.8);
        levels.forEach((level, index) => {
            const bar = Math.max(level * height, 1);
            context.rectangle(index * step, (height - bar) / 2, Math.max(step - 1, 1), bar);
        });
        context.fill();
        context.$dispose();
    }
}
