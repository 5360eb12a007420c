// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `scripts/setup` links `.deps/whisper/{include,lib}` to the whisper.cpp it found or installed. The
/// headers are reached from `Sources/CWhisper/shim.h`; the library folder is linked against and
/// embedded as a run path, so a built `dictate` runs without `LD_LIBRARY_PATH`. The run path names
/// the link, not where it points: SwiftPM caches this manifest's result, so a resolved path outlived
/// set-up switching between the prebuilt wheel and a native build, and builds linked the old one.
let whisperLibrary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(".deps/whisper/lib").path
let whisperLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", whisperLibrary, "-Xlinker", "-rpath", "-Xlinker", whisperLibrary]),
]

/// The panel's C target is compiled against GTK 3's and gtk-layer-shell's headers (libgtk-3-dev,
/// libgtk-layer-shell-dev) but opens the libraries at run time (Sources/CPanel/panel.c), so it takes
/// pkg-config's include folders and none of its libraries: linking them would load GTK into every
/// dictate command. Without pkg-config or the headers, the build fails on `#include <gtk/gtk.h>`.
let gtkHeaderFlags: [String] = {
    let pkgConfig = Process()
    pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pkgConfig.arguments = ["pkg-config", "--cflags-only-I", "gtk-layer-shell-0", "gtk+-3.0"]
    let output = Pipe()
    pkgConfig.standardOutput = output
    guard (try? pkgConfig.run()) != nil else { return [] }
    let flags = output.fileHandleForReading.readDataToEndOfFile()
    pkgConfig.waitUntilExit()
    return String(decoding: flags, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
}()

let package = Package(
    name: "dictate",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpeechEngine", targets: ["SpeechEngine"]),
        .library(name: "DictationComposer", targets: ["DictationComposer"]),
        .library(name: "VoiceForm", targets: ["VoiceForm"]),
        .library(name: "TextOutput", targets: ["TextOutput"]),
        // dictate as an input method: its IBus engine and its Wayland input-method client.
        .library(name: "InputMethods", targets: ["InputMethods"]),
        // The status feed, control socket and drafts, for status bars and apps that show a recording.
        .library(name: "LiveStatus", targets: ["LiveStatus"]),
        .library(name: "LivePanel", targets: ["LivePanel"]),
        // The history of dictations, in a JSON Lines file other tools can read.
        .library(name: "DictationHistory", targets: ["DictationHistory"]),
        .executable(name: "dictate", targets: ["dictate"]),
        .executable(name: "speech-bench", targets: ["speech-bench"]),
    ],
    targets: [
        // C libraries, each behind a module map; Debian's -dev packages provide the last two.
        .systemLibrary(name: "CWhisper"),
        // libpulse's headers (libpulse-dev), and the functions dictate calls, opened from libpulse at first use.
        // Opens a library at its first use, for the two targets below.
        .target(name: "CLazyLibrary"),
        .target(name: "CPulse", dependencies: ["CLazyLibrary"]),
        // The libvosk functions dictate calls, declared by dictate and opened from libvosk at first use.
        .target(name: "CVosk", dependencies: ["CLazyLibrary"]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CSampleRate", pkgConfig: "samplerate",
                       providers: [.apt(["libsamplerate0-dev"])]),
        // libcurl (libcurl4-openssl-dev), for downloading models: ranges, proxies, its own error texts.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),

        .target(name: "SpeechEngine", dependencies: ["CWhisper", "CPulse", "CVosk", "CSndFile", "CSampleRate"],
                linkerSettings: whisperLinkerSettings),
        // Spelled-out numbers as digits, shared by the scorer's normaliser and the voice form's number fields.
        .target(name: "SpokenNumbers"),
        .target(name: "SpeechScoring", dependencies: ["SpokenNumbers"]),
        .target(name: "Arguments"),
        // Where dictated text goes: spoken commands, typing plans and the sink clients, no desktop code.
        .target(name: "TextOutput"),
        // Puts text into other applications through the desktop's own programs (xdotool, wtype, wl-copy…).
        // posix_spawn with a clean signal state, for every module that starts programs.
        .target(name: "Spawning"),
        .target(name: "DesktopText", dependencies: ["TextOutput", "Spawning"]),
        // libibus's headers and library (libibus-1.0-dev), for the engine's C target only.
        .systemLibrary(name: "CIBusLibrary", pkgConfig: "ibus-1.0", providers: [.apt(["libibus-1.0-dev"])]),
        // dictate's IBus engine behind a small C surface; the GLib side runs on a thread of its own.
        .target(name: "CIBus", dependencies: ["CIBusLibrary"]),
        // zwp_input_method_v2 for wlroots compositors; scripts/setup generates its protocol code into
        // .deps/wayland from the XML in protocol/.
        .target(name: "CWaylandInputMethod", exclude: ["protocol"],
                linkerSettings: [.linkedLibrary("wayland-client")]),
        // dictate as the input method of the focused text field, through IBus or Wayland's input-method-v2.
        .target(name: "InputMethods", dependencies: ["CIBus", "CWaylandInputMethod", "TextOutput", "DesktopText"]),
        .target(name: "DictationComposer", dependencies: ["SpeechEngine"]),
        // dictate setup's desktop side as pure parts: which desktop, the GNOME shortcut list and the
        // compositor include edits, what was added, and the check's report; no terminal code.
        .target(name: "DesktopSetup"),
        // The catalogue of downloadable whisper.cpp models, the resumable download, and how fast
        // each installed model decodes here; no terminal code.
        .target(name: "ModelDownload", dependencies: ["SpeechEngine", "CCurl"]),
        // A form filled by voice: fields, rules, hold-to-talk and spoken values; no terminal code.
        .target(name: "VoiceForm", dependencies: ["SpeechEngine", "DictationComposer", "SpokenNumbers"]),
        .target(name: "LiveStatus", dependencies: ["SpeechEngine"]),
        // The history of dictations: entries, and the store that appends, bounds and sets damage aside; no terminal code.
        .target(name: "DictationHistory", dependencies: ["LiveStatus"]),
        // What the dictation panel shows for the status feed: state, timer, meter, words; no GTK.
        .target(name: "LivePanel", dependencies: ["LiveStatus"]),
        // The panel's window behind a small C surface, GTK opened at run time on a thread of its own.
        .target(name: "CPanel", cSettings: [.unsafeFlags(gtkHeaderFlags)]),
        .target(name: "Benchmark", dependencies: ["SpeechEngine", "SpeechScoring"]),
        .executableTarget(name: "dictate", dependencies: ["SpeechEngine", "DictationComposer", "Arguments", "LiveStatus",
                                                         "TextOutput", "DesktopText", "InputMethods", "VoiceForm", "Spawning",
                                                         "LivePanel", "CPanel", "ModelDownload", "DictationHistory", "DesktopSetup"]),
        .target(name: "TestSupport", dependencies: ["Spawning"]),
        .executableTarget(name: "speech-bench", dependencies: ["Benchmark", "Arguments", "SpeechEngine", "SpeechScoring"]),
        // Starts and cancels sessions by the thousand for scripts/reliability/soak.
        .executableTarget(name: "engine-soak", dependencies: ["SpeechEngine"]),

        .testTarget(name: "SpeechEngineTests", dependencies: ["SpeechEngine", "SpeechScoring", "TestSupport"]),
        .testTarget(name: "SpeechScoringTests", dependencies: ["SpeechScoring", "TestSupport"]),
        .testTarget(name: "DesktopSetupTests", dependencies: ["DesktopSetup"]),
        .testTarget(name: "ModelDownloadTests", dependencies: ["ModelDownload", "SpeechEngine"]),
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments", "TestSupport"]),
        .testTarget(name: "DictationComposerTests", dependencies: ["DictationComposer", "TestSupport"]),
        .testTarget(name: "VoiceFormTests", dependencies: ["VoiceForm", "TestSupport"]),
        .testTarget(name: "LiveStatusTests", dependencies: ["LiveStatus", "TestSupport"]),
        .testTarget(name: "DictationHistoryTests", dependencies: ["DictationHistory", "TestSupport"]),
        .testTarget(name: "LivePanelTests", dependencies: ["LivePanel", "LiveStatus", "TestSupport"]),
        .testTarget(name: "BenchmarkTests", dependencies: ["Benchmark", "SpeechEngine", "TestSupport"]),
        .testTarget(name: "TextOutputTests", dependencies: ["TextOutput", "TestSupport"]),
        .testTarget(name: "SpawningTests", dependencies: ["Spawning"]),
        .testTarget(name: "DesktopTextTests", dependencies: ["DesktopText", "TextOutput", "TestSupport"]),
        .testTarget(name: "InputMethodsTests", dependencies: ["InputMethods", "TextOutput", "TestSupport"]),
        .testTarget(name: "dictateTests", dependencies: ["dictate", "DictationComposer", "TestSupport"]),
        // Drives scripts/install, scripts/uninstall and scripts/package-deb; no Swift module of dictate's.
        .testTarget(name: "InstallTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets over the file loaders and the Vosk model check, in the manifest only when scripts/fuzz builds them
// (DICTATE_FUZZ=1): libFuzzer supplies their `main`, so an ordinary build could not link them.
if ProcessInfo.processInfo.environment["DICTATE_FUZZ"] == "1" {
    package.targets += ["audio", "model", "vosk"].map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["SpeechEngine"], path: "Fuzz/\(name)",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
}
