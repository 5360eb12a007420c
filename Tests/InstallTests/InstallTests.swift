import Foundation
import Testing
import TestSupport

/// `scripts/install` and `scripts/uninstall`, checked from outside: the installed programs are run
/// as a user would, with nothing of the checkout around them.
@Suite(.serialized) struct InstallTests {
    @Test func theInstalledProgramTranscribesAFileInACleanEnvironment() async throws {
        let prefix = try await Installation.shared.value
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"))
        let clip = Installation.checkout.appendingPathComponent("Tests/Audio/fox.wav").path
        let result = try await Installation.run(["dictate", "--file", clip, "--offline"], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains("quick brown fox"))
    }

    /// Asked for by name, Silero must be found or dictate exits 69; the default gate needs it too.
    @Test func theInstalledProgramFindsTheVoiceGatesWeights() async throws {
        let prefix = try await Installation.shared.value
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"))
        let clip = Installation.checkout.appendingPathComponent("Tests/Audio/fox.wav").path
        let result = try await Installation.run(["dictate", "--file", clip, "--voice-gate", "silero"], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains("lazy dog"))
    }

    @Test func versionNamesDictateWhisperAndTheInstalledModel() async throws {
        let prefix = try await Installation.shared.value
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"))
        let result = try await Installation.run(["dictate", "--version"], environment: environment)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("dictate ") == true)
        #expect(lines.contains { $0.hasPrefix("whisper.cpp 1.") })
        #expect(lines.contains("model tiny.en (\(prefix.path)/share/dictate/models/ggml-tiny.en.bin)"))
    }

    /// Every library comes from the prefix or the system, through run paths that name no checkout or cache.
    @Test func librariesResolveInsideThePrefix() async throws {
        let prefix = try await Installation.shared.value
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"))
        for program in ["dictate", "speech-bench"] {
            let binary = prefix.appendingPathComponent("bin/\(program)").path
            let dynamic = try await Installation.run(["readelf", "-d", binary], environment: environment).standardOutput
            #expect(dynamic.contains("[$ORIGIN/../lib/dictate]"))
            let ldd = try await Installation.run(["ldd", binary], environment: environment).standardOutput
            #expect(!ldd.contains("not found"))
            #expect(ldd.contains("\(prefix.path)/bin/../lib/dictate/libwhisper.so.1"))
            #expect(!ldd.contains(Installation.checkout.path) && !ldd.contains(".cache") && !ldd.contains("/opt/swift"))
        }
    }

    @Test func manRendersThePageMadeFromTheHelpDescription() async throws {
        let prefix = try await Installation.shared.value
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"), extra: ["MANWIDTH": "100"])
        let page = prefix.appendingPathComponent("share/man/man1/dictate.1.gz").path
        let man = try await Installation.run(["man", "--warnings=all", "-l", page], environment: environment)
        #expect(man.status == 0)
        #expect(man.standardError == "")
        let help = try await Installation.run(["dictate", "--help"], environment: environment).standardOutput
        let options = help.split(separator: "\n").compactMap { $0.firstMatch(of: /--[a-z-]+/).map { String($0.output) } }
        #expect(options.count > 20)
        for option in options { #expect(man.standardOutput.contains(option), "\(option) is in --help but not the page") }
        #expect(man.standardOutput.contains("dictate compose"))
    }

    @Test func eachShellFindsAndLoadsItsCompletionWhereItLooks() async throws {
        let prefix = try await Installation.shared.value
        let share = prefix.appendingPathComponent("share").path
        let environment = try Installation.cleanEnvironment(bin: prefix.appendingPathComponent("bin"),
                                                            extra: ["XDG_DATA_DIRS": "\(share):/usr/share"])
        let bash = try await Installation.run(["bash", "-c", """
            source /usr/share/bash-completion/bash_completion && __load_completion dictate && complete -p dictate
            """], environment: environment)
        #expect(bash.status == 0 && bash.standardError == "", "\(bash.standardError)")
        #expect(bash.standardOutput.contains("dictate"))
        let zsh = try await Installation.run(["zsh", "-f", "-c", """
            fpath=($1 $fpath); autoload -Uz compinit && compinit -u -D && print -r -- ${_comps[dictate]}
            """, "zsh", "\(share)/zsh/site-functions"], environment: environment)
        #expect(zsh.status == 0 && zsh.standardError == "", "\(zsh.standardError)")
        #expect(zsh.standardOutput == "_dictate\n")
        let fish = try await Installation.run(["fish", "-c", "complete -C 'dictate --form'"], environment: environment)
        #expect(fish.status == 0 && fish.standardError == "", "\(fish.standardError)")
        #expect(fish.standardOutput.hasPrefix("--format\t"))
    }

    @Test func theDesktopEntryRunsComposeInATerminal() async throws {
        let prefix = try await Installation.shared.value
        let entry = try String(contentsOf: prefix.appendingPathComponent("share/applications/dictate-compose.desktop"),
                               encoding: .utf8)
        #expect(entry.contains("\nExec=\(prefix.path)/bin/dictate compose\n"))
        #expect(entry.contains("\nTerminal=true\n"))
    }

    /// GNOME Shell finds the extension under the prefix's `share/gnome-shell/extensions` (a data
    /// folder it reads: `~/.local/share` or one of `XDG_DATA_DIRS`), built for the Shell installed
    /// here; both builds are kept for `dictate panel --install-gnome-extension`.
    @Test func theGnomeShellExtensionIsWhereTheShellLooksForTheShellHere() async throws {
        let prefix = try await Installation.shared.value
        let installed = prefix.appendingPathComponent("share/gnome-shell/extensions/dictate-panel@dictate")
        let metadata = try String(contentsOf: installed.appendingPathComponent("metadata.json"), encoding: .utf8)
        let version = try await ChildProcess.run(["gnome-shell", "--version"]).standardOutput
        let major = try #require(version.split(separator: " ").last?.split(separator: ".").first, "gnome-shell --version: \(version)")
        #expect(metadata.contains("\"\(major)\""), "\(metadata) serves GNOME Shell \(major)")
        for file in ["extension.js", "dictate-panel.js", "panel-state.js", "stylesheet.css"] {
            #expect(FileManager.default.fileExists(atPath: installed.appendingPathComponent(file).path), "\(file)")
        }
        for build in ["43", "45"] {
            let shipped = prefix.appendingPathComponent("share/dictate/gnome-shell/\(build)/dictate-panel@dictate/metadata.json")
            #expect(FileManager.default.fileExists(atPath: shipped.path), "\(shipped.path)")
        }
    }

    /// A second install changes nothing, and uninstall removes exactly what was installed: a file of
    /// the user's own in the same folders stays, and so does the folder holding it.
    @Test func reinstallChangesNothingAndUninstallRestoresThePrefix() async throws {
        let prefix = try Installation.temporaryDirectory("own-prefix")
        let ownModel = prefix.appendingPathComponent("share/dictate/models/ggml-mine.bin")
        try FileManager.default.createDirectory(at: ownModel.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: ownModel)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: prefix.appendingPathComponent("bin/other"))
        let before = try Installation.listing(of: prefix)

        let first = try await Installation.install(into: prefix)
        #expect(first.contains("installed \(prefix.path)/bin/dictate"))
        let installed = try Installation.listing(of: prefix)
        let again = try await Installation.install(into: prefix)
        #expect(!again.contains("installed "), "\(again)")
        #expect(again.contains("unchanged \(prefix.path)/bin/dictate"))
        #expect(try Installation.listing(of: prefix) == installed)

        _ = try await Installation.script("uninstall", "--prefix", prefix.path)
        #expect(try Installation.listing(of: prefix) == before)
    }
}
