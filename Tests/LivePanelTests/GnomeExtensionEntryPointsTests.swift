import Foundation
import Testing
import TestSupport

/// The extension's two entry points and the step that picks one, as far as gjs runs them without
/// a Shell: each loads with the Shell's modules stubbed and has what its Shell calls. Neither is
/// enabled here (St needs the Shell's Clutter stage); the 43 one is enabled for real in
/// GnomeShellPanelTests, the 45+ one on no Shell here.
@Suite struct GnomeExtensionEntryPointsTests {
    static let assembleScript = GnomeExtensionRulesTests.extensionFolder.appendingPathComponent("assemble").path

    /// The extension as `assemble` puts it together for Shell `version`, in a new folder.
    static func assembled(for version: String) async throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-\(UUID().uuidString)")
        let run = try await ChildProcess.run([assembleScript, version, folder.appendingPathComponent("dictate-panel@dictate").path])
        try #require(run.status == 0, "assemble \(version) failed: \(run.standardError)")
        return folder
    }

    struct Metadata: Decodable {
        var uuid: String
        var shellVersion: [String]
        enum CodingKeys: String, CodingKey { case uuid, shellVersion = "shell-version" }
    }

    static func metadata(in extensionFolder: URL) throws -> Metadata {
        try JSONDecoder().decode(Metadata.self, from: Data(contentsOf: extensionFolder.appendingPathComponent("metadata.json")))
    }

    @Test(arguments: [("43", ["43", "44"]), ("44", ["43", "44"]), ("45", ["45", "46", "47", "48", "49"]), ("49", ["45", "46", "47", "48", "49"])])
    func eachShellGetsTheEntryPointThatServesIt(version: String, served: [String]) async throws {
        let folder = try await Self.assembled(for: version)
        defer { try? FileManager.default.removeItem(at: folder) }
        let assembled = folder.appendingPathComponent("dictate-panel@dictate")
        let metadata = try Self.metadata(in: assembled)
        #expect(metadata.uuid == "dictate-panel@dictate")
        #expect(metadata.shellVersion == served)
        #expect(metadata.shellVersion.contains(version))
        let files = try FileManager.default.contentsOfDirectory(atPath: assembled.path).sorted()
        #expect(files == ["dictate-panel.js", "extension.js", "metadata.json", "panel-state.js", "stylesheet.css"])
    }

    @Test func assembleRefusesAVersionThatIsNotANumber() async throws {
        let run = try await ChildProcess.run([Self.assembleScript, "forty-five", "/tmp/never-made"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("major version"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-made"))
    }

    /// The Shell's private typelibs (St, and mutter's Clutter), which the panel module imports.
    static let shellLibraries = ["/usr/lib/x86_64-linux-gnu/mutter-11", "/usr/lib/gnome-shell"].joined(separator: ":")

    @Test func the45EntryPointLoadsAsAnESModuleWithTheShellsModulesStubbed() async throws {
        let folder = try await Self.assembled(for: "45")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assembled = folder.appendingPathComponent("dictate-panel@dictate")
        let stubs = folder.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        try "export class Extension { constructor(metadata) { this.metadata = metadata; } }\n"
            .write(to: stubs.appendingPathComponent("extension.js"), atomically: true, encoding: .utf8)
        try "export const layoutManager = {};\n".write(to: stubs.appendingPathComponent("main.js"), atomically: true, encoding: .utf8)
        // gjs has no import maps: the entry point's two resource:/// imports are pointed at the stubs.
        let entry = assembled.appendingPathComponent("extension.js")
        let source = try String(contentsOf: entry, encoding: .utf8)
        for module in ["extensions/extension.js", "ui/main.js"] {
            #expect(source.contains("'resource:///org/gnome/shell/\(module)'"), "the entry point imports \(module)")
        }
        try source
            .replacingOccurrences(of: "resource:///org/gnome/shell/extensions/extension.js", with: stubs.appendingPathComponent("extension.js").absoluteString)
            .replacingOccurrences(of: "resource:///org/gnome/shell/ui/main.js", with: stubs.appendingPathComponent("main.js").absoluteString)
            .write(to: entry, atomically: true, encoding: .utf8)
        let check = folder.appendingPathComponent("check.js")
        try """
            import DictatePanelExtension from '\(entry.absoluteString)';
            import {Extension} from '\(stubs.appendingPathComponent("extension.js").absoluteString)';
            const extension = new DictatePanelExtension({uuid: 'dictate-panel@dictate'});
            print(JSON.stringify([extension instanceof Extension, typeof extension.enable, typeof extension.disable]));
            """.write(to: check, atomically: true, encoding: .utf8)
        let run = try await ChildProcess.run(["gjs", "-m", check.path],
                                             environment: ["GI_TYPELIB_PATH": Self.shellLibraries, "LD_LIBRARY_PATH": Self.shellLibraries])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "[true,\"function\",\"function\"]\n", "\(run.standardError)")
    }

    @Test func the43EntryPointLoadsThroughTheLegacyImporterWithTheShellsModulesStubbed() async throws {
        let folder = try await Self.assembled(for: "43")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = folder.appendingPathComponent("stubs")
        for module in ["ui", "misc"] {
            try FileManager.default.createDirectory(at: stubs.appendingPathComponent(module), withIntermediateDirectories: true)
        }
        try "var layoutManager = {};\n".write(to: stubs.appendingPathComponent("ui/main.js"), atomically: true, encoding: .utf8)
        try "function getCurrentExtension() { return null; }\n"
            .write(to: stubs.appendingPathComponent("misc/extensionUtils.js"), atomically: true, encoding: .utf8)
        let run = try await ChildProcess.run(["gjs", "-c", """
            imports.searchPath.unshift('\(stubs.path)', '\(folder.appendingPathComponent("dictate-panel@dictate").path)');
            const entry = imports.extension;
            print(JSON.stringify([typeof entry.init, typeof entry.enable, typeof entry.disable]));
            """])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "[\"function\",\"function\",\"function\"]\n", "\(run.standardError)")
    }
}
