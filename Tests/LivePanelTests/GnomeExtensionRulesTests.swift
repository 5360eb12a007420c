import Foundation
import LivePanel
import LiveStatus
import Testing
import TestSupport

/// The GNOME Shell extension's own rules (desktop/gnome-shell/panel-state.js), run by gjs and held
/// against PanelModel's, which `dictate panel` draws: the same feed must show the same panel.
@Suite struct GnomeExtensionRulesTests {
    static let extensionFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("desktop/gnome-shell")
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// What happens to the panel, in order.
    enum Step {
        case receive(StatusSnapshot)
        case endRequested
        case feedEnded
        case fail(String, at: Date)
    }

    /// One view as both sides describe it.
    struct Shown: Decodable, Equatable {
        var visible: Bool
        var dot: String?
        var state: String?
        var time: String?
        var levels: [Float]?
        var settled: String?
        var tentative: String?
        var message: String?
        var footer: String?
        var buttons: Bool?
    }

    /// The view gjs gives for `steps` as of `now`.
    static func extensionView(_ steps: [Step], at now: Date) async throws -> Shown {
        let calls = steps.map { step in
            switch step {
            case .receive(let snapshot): "state.receive(\(snapshot.jsonLine()));"
            case .endRequested: "state.endRequested();"
            case .feedEnded: "state.feedEnded();"
            case .fail(let message, let at): "state.fail(\(quoted(message)), \(at.timeIntervalSince1970));"
            }
        }.joined(separator: "\n")
        let script = """
            import {PanelState} from '\(extensionFolder.appendingPathComponent("panel-state.js").absoluteString)';
            const state = new PanelState();
            \(calls)
            const view = state.view(\(now.timeIntervalSince1970));
            print(JSON.stringify(view.visible ? {visible: true, dot: view.dot, state: view.state, time: view.time,
                levels: view.levels, settled: view.words?.settled ?? (view.words ? undefined : 'Listening…'),
                tentative: view.words?.tentative, message: view.words?.message, footer: view.footer, buttons: view.buttons}
                : {visible: false}));
            """
        let output = try await gjs(script)
        return try JSONDecoder().decode(Shown.self, from: Data(output.utf8))
    }

    /// The view PanelModel gives for `steps` as of `now`.
    static func modelView(_ steps: [Step], at now: Date) -> Shown {
        var model = PanelModel()
        for step in steps {
            switch step {
            case .receive(let snapshot): model.receive(snapshot)
            case .endRequested: model.endRequested()
            case .feedEnded: model.feedEnded()
            case .fail(let message, let at): model.fail(message, at: at)
            }
        }
        let view = model.view(at: now)
        guard view.isVisible else { return Shown(visible: false) }
        var shown = Shown(visible: true, dot: "\(view.dot)", state: view.state, time: view.time, levels: view.levels,
                          footer: view.footer, buttons: view.buttonsEnabled)
        switch view.words {
        case .listening: shown.settled = "Listening…"
        case .heard(let settled, let tentative): (shown.settled, shown.tentative) = (settled, tentative)
        case .message(let message): shown.message = message
        }
        return shown
    }

    /// Runs `script` as an ES module with gjs; its standard output.
    static func gjs(_ script: String) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gjs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("check.js")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let run = try await ChildProcess.run(["gjs", "-m", file.path])
        try #require(run.status == 0, "gjs failed (scripts/setup installs it): \(run.standardError)")
        return run.standardOutput
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }

    static func recording(text: String = "", tentative: String? = nil, level: Float? = nil, segments: Int = 0,
                          language: String? = "en") -> StatusSnapshot {
        StatusSnapshot(state: .recording, startedAt: start, language: language, segmentCount: segments, latestText: text,
                       tentative: tentative, level: level)
    }

    static let long = (1...60).map { "word\($0)" }.joined(separator: " ")

    static let cases: [(String, [Step], TimeInterval)] = [
        ("nothing yet", [], 0),
        ("listening", [.receive(recording())], 7.4),
        ("the timer in hours", [.receive(recording())], 3723.9),
        ("levels and words", [.receive(recording(level: 0.25)), .receive(recording(level: 0.5)),
                              .receive(recording(text: "Hello  there.", tentative: "how are", level: 1.5, segments: 1))], 75),
        ("a long text cut at a word, the tentative tail kept",
         [.receive(recording(text: long, tentative: "and then some more", segments: 12, language: nil))], 12),
        ("one long word", [.receive(recording(text: String(repeating: "x", count: 300)))], 1),
        ("paused", [.receive(StatusSnapshot(state: .paused, startedAt: start, elapsed: 12.5, language: "de", segmentCount: 2,
                                            latestText: "Guten Tag"))], 40),
        ("finishing", [.receive(recording(text: "Done soon")), .receive(StatusSnapshot(state: .recording, startedAt: start,
                                                                                      latestText: "Done soon", finishing: true))], 3),
        ("Stop clicked", [.receive(recording()), .endRequested], 3),
        ("ended", [.receive(recording(text: "Bye")), .feedEnded], 3),
        ("an error after the end", [.receive(recording()), .feedEnded, .fail("The field refused the text.", at: start)], 4.9),
        ("the error gone after five seconds", [.receive(recording()), .feedEnded, .fail("Refused.", at: start)], 5.1),
        ("a new dictation after one ended", [.receive(recording(level: 0.9)), .receive(StatusSnapshot(state: .stopped, elapsed: 4)),
                                             .receive(recording(level: 0.1))], 2),
    ]

    @Test(arguments: cases.indices)
    func theExtensionShowsWhatPanelModelShows(index: Int) async throws {
        let (name, steps, seconds) = Self.cases[index]
        let now = Self.start.addingTimeInterval(seconds)
        let expected = Self.modelView(steps, at: now)
        let shown = try await Self.extensionView(steps, at: now)
        #expect(shown == expected, "\(name)")
    }

    @Test func theClockReadsAsStatusFormatsDoes() async throws {
        let seconds: [Double] = [0, 0.9, 59, 60, 599, 3599, 3600, 3723, 36_000]
        let output = try await Self.gjs("""
            import {clock} from '\(Self.extensionFolder.appendingPathComponent("panel-state.js").absoluteString)';
            print(JSON.stringify(\(seconds).map(clock)));
            """)
        #expect(try JSONDecoder().decode([String].self, from: Data(output.utf8)) == seconds.map(StatusFormat.clock))
    }

    @Test func theEndOfTheLogGivesItsErrorsOnceTheDictationLoggedItsEnd() async throws {
        let logs = [
            BackgroundLog.line("dictation started", pid: 12),
            "dictate: The password field refused the text.\n" + BackgroundLog.line("dictation ended", pid: 12),
            BackgroundLog.line("dictation failed: no model", pid: 12) + "dictate: No model.\n",
        ]
        let output = try await Self.gjs("""
            import {endOfLog} from '\(Self.extensionFolder.appendingPathComponent("panel-state.js").absoluteString)';
            print(JSON.stringify(\(Self.quotedList(logs)).map(endOfLog)));
            """)
        struct End: Decodable, Equatable { var ended: Bool; var errors: [String] }
        let ends = try JSONDecoder().decode([End].self, from: Data(output.utf8))
        #expect(ends == [End(ended: false, errors: []), End(ended: true, errors: ["The password field refused the text."]),
                         End(ended: true, errors: ["No model."])])
    }

    static func quotedList(_ texts: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(texts)) ?? Data(), as: UTF8.self)
    }
}
