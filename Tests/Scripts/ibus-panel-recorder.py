#!/usr/bin/python3
"""An IBus panel for dictate's tests: it takes the panel's name on the session's ibus-daemon and
writes what the daemon asks it to draw of an engine's auxiliary text, one line a call, to a file.

--record PATH   the file; "ready" is written once the panel holds the name, then
                "show<TAB>TEXT" for each UpdateAuxiliaryText that makes the text visible,
                "update-hidden<TAB>TEXT" for one that does not, and "hide" for HideAuxiliaryText.
The daemon is found as every IBus client finds it (IBUS_ADDRESS, or the address file).
"""
import argparse
import sys

import gi

gi.require_version("IBus", "1.0")
from gi.repository import GLib, IBus  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--record", required=True)
arguments = parser.parse_args()

record = open(arguments.record, "a", encoding="utf-8", buffering=1)


def write(line):
    record.write(line.replace("\n", " ") + "\n")


def on_update(panel, text, visible):
    write(("show\t" if visible else "update-hidden\t") + text.get_text())


def on_hide(panel):
    write("hide")


IBus.init()
bus = IBus.Bus()
if not bus.is_connected():
    sys.exit("ibus-panel-recorder: no ibus-daemon answers")
panel = IBus.PanelService.new(bus.get_connection())
panel.connect("update-auxiliary-text", on_update)
panel.connect("hide-auxiliary-text", on_hide)
# Replacing a panel the daemon started is not wanted: the daemon under test runs without one.
if bus.request_name(IBus.SERVICE_PANEL, 0) != 1:
    sys.exit("ibus-panel-recorder: another panel holds " + IBus.SERVICE_PANEL)
write("ready")
bus.connect("disconnected", lambda _: loop.quit())
loop = GLib.MainLoop()
loop.run()
