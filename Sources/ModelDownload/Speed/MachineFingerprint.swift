import Foundation
import SpeechEngine

/// What a speed figure depends on besides the model: the processor, the cores this process may use,
/// and the build (whisper.cpp's version and dictate's). A figure measured under another is measured again.
public struct MachineFingerprint: Sendable, Equatable, Codable {
    /// The processor's model name and the features whisper.cpp's kernels choose by (AVX2, AVX-512 …).
    public var processor: String
    public var cores: Int
    public var build: String

    public init(processor: String, cores: Int, build: String) {
        self.processor = processor
        self.cores = cores
        self.build = build
    }

    /// This machine, running `dictateVersion`.
    public static func current(dictateVersion: String) -> MachineFingerprint {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let lines = cpuinfo.split(separator: "\n")
        func field(_ name: String) -> String {
            lines.first { $0.hasPrefix(name) }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        let flags = field("flags").split(separator: " ").sorted().joined(separator: " ")
        return MachineFingerprint(processor: field("model name") + " | " + flags, cores: ProcessorBudget.current.cores,
                                  build: "whisper.cpp \(WhisperModel.libraryVersion), dictate \(dictateVersion)")
    }
}
