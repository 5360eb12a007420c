// The entry point for GNOME Shell 45 and later, whose extensions are ES modules.
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
import * as Main from 'resource:///org/gnome/shell/ui/main.js';
import {DictatePanel} from './dictate-panel.js';

export default class DictatePanelExtension extends Extension {
    enable() {
        this._panel = new DictatePanel(Main);
    }

    disable() {
        this._panel?.destroy();
        this._panel = null;
    }
}
