import Foundation
import Testing
import TestSupport

/// `scripts/package-deb`: the package installs with dpkg into a throwaway root, runs from there, and
/// lintian finds no error in it.
@Suite(.serialized) struct DebianPackageTests {
    /// The package, built once for the suite.
    static let package = Task { () throws -> URL in
        let output = try Installation.temporaryDirectory("deb")
        let result = try await Installation.script("package-deb", "--output", output.path, "--models", Installation.models)
        return URL(fileURLWithPath: result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func controlFieldsNameTheLinkedLibrariesAndTheDesktopTools() async throws {
        let deb = try await Self.package.value
        let control = try await ChildProcess.run(["dpkg-deb", "--field", deb.path]).standardOutput
        let depends = try #require(control.split(separator: "\n").first { $0.hasPrefix("Depends: ") })
        for library in ["libc6", "libpulse0", "libsndfile1", "libsamplerate0", "libstdc++6"] {
            #expect(depends.contains(library))
        }
        // A native build links Debian's OpenMP runtime; the prebuilt whisper.cpp ships its own.
        let contents = try await ChildProcess.run(["dpkg-deb", "--contents", deb.path]).standardOutput
        #expect(depends.contains("libgomp1") != contents.contains("/usr/lib/dictate/libgomp"), "\(depends)\n\(contents)")
        // dictate panel opens gtk-layer-shell (and GTK 3 through it) at run time, so NEEDED does not name it.
        #expect(control.contains("Recommends: xdotool, x11-xserver-utils, wtype, wl-clipboard, libnotify-bin, libgtk-layer-shell0\n"))
    }

    @Test func installsIntoAThrowawayRootAndRunsFromThere() async throws {
        let deb = try await Self.package.value
        let root = try Installation.temporaryDirectory("root")
        let admin = root.appendingPathComponent("var/lib/dpkg")
        for folder in ["info", "updates", "triggers"] {
            try FileManager.default.createDirectory(at: admin.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["status", "available"] { try Data().write(to: admin.appendingPathComponent(file)) }
        // The root holds no libc or PulseAudio packages; the host's own libraries stand in for them.
        let dpkg = try await ChildProcess.run(["dpkg", "--root=\(root.path)", "--force-depends", "--force-not-root",
                                               "--log=/dev/null", "-i", deb.path])
        #expect(dpkg.status == 0, "\(dpkg.standardError)")

        let listed = try await ChildProcess.run(["dpkg", "--root=\(root.path)", "-L", "dictate"]).standardOutput
        let files = Set(listed.split(separator: "\n").map(String.init))
        for file in ["/usr/bin/dictate", "/usr/bin/speech-bench", "/usr/lib/dictate/libwhisper.so.1",
                     "/usr/share/dictate/models/ggml-tiny.en.bin", "/usr/share/dictate/models/ggml-silero-v6.2.0.bin",
                     "/usr/share/man/man1/dictate.1.gz",
                     "/usr/share/bash-completion/completions/dictate", "/usr/share/zsh/vendor-completions/_dictate",
                     "/usr/share/fish/vendor_completions.d/dictate.fish",
                     "/usr/share/applications/dictate-compose.desktop", "/usr/share/doc/dictate/copyright",
                     "/usr/share/gnome-shell/extensions/dictate-panel@dictate/extension.js",
                     "/usr/share/gnome-shell/extensions/dictate-panel@dictate/metadata.json",
                     "/usr/share/gnome-shell/extensions/dictate-panel@dictate/dictate-panel.js",
                     "/usr/share/dictate/gnome-shell/43/dictate-panel@dictate/panel-state.js",
                     "/usr/share/dictate/gnome-shell/45/dictate-panel@dictate/extension.js"] {
            #expect(files.contains(file), "\(file) is not in the package")
        }
        #expect(!files.contains { $0.contains("installed-files") }, "dpkg keeps the list, not a manifest")

        let bin = root.appendingPathComponent("usr/bin")
        let environment = try Installation.cleanEnvironment(bin: bin)
        let version = try await Installation.run(["dictate", "--version"], environment: environment).standardOutput
        #expect(version.contains("model tiny.en (\(root.path)/usr/share/dictate/models/ggml-tiny.en.bin)"))
        let ldd = try await Installation.run(["ldd", bin.appendingPathComponent("dictate").path], environment: environment)
        #expect(ldd.standardOutput.contains("\(root.path)/usr/bin/../lib/dictate/libwhisper.so.1"))
        #expect(!ldd.standardOutput.contains("not found"))
        let clip = Installation.checkout.appendingPathComponent("Tests/Audio/fox.wav").path
        let text = try await Installation.run(["dictate", "--file", clip, "--offline"], environment: environment)
        #expect(text.standardOutput.lowercased().contains("quick brown fox"), "\(text.standardError)")
    }

    @Test func lintianReportsNoError() async throws {
        let deb = try await Self.package.value
        let lintian = try await ChildProcess.run(["nice", "-n", "19", "lintian", deb.path])
        let errors = lintian.standardOutput.split(separator: "\n").filter { $0.hasPrefix("E: ") }
        #expect(errors.isEmpty, "\(lintian.standardOutput)")
        #expect(lintian.status != 127, "lintian is not installed")
    }
}
