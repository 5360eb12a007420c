// The entry point for GNOME Shell 43 and 44, whose extensions use the legacy `imports.*` modules.
// The panel is an ES module shared with the 45+ entry point; gjs loads it from here with import().
const ExtensionUtils = imports.misc.extensionUtils;
const Main = imports.ui.main;

let panel = null;
let enabled = false;

function init() {}

function enable() {
    enabled = true;
    const uri = ExtensionUtils.getCurrentExtension().dir.get_child('dictate-panel.js').get_uri();
    import(uri).then(module => {
        // Disabled (the screen locked) while the module loaded: nothing to show.
        if (enabled && !panel)
            panel = new module.DictatePanel(Main);
    }).catch(logError);
}

function disable() {
    enabled = false;
    panel?.destroy();
    panel = null;
}
