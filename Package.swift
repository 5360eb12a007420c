// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dictate",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SpeechEngine", targets: ["SpeechEngine"]),
        .library(name: "DictationComposer", targets: ["DictationComposer"]),
        .executable(name: "dictate", targets: ["dictate"]),
        .executable(name: "speech-bench", targets: ["speech-bench"]),
    ],
    targets: [
        // C libraries, each behind a module map; `scripts/setup` makes them findable by pkg-config.
        .systemLibrary(name: "CWhisper", pkgConfig: "dictate-whisper"),
        .systemLibrary(name: "CPulse", pkgConfig: "libpulse-simple",
                       providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CSampleRate", pkgConfig: "samplerate",
                       providers: [.apt(["libsamplerate0-dev"])]),

        .target(name: "SpeechEngine", dependencies: ["CWhisper", "CPulse", "CSndFile", "CSampleRate"]),
        .target(name: "SpeechScoring"),
        .target(name: "Arguments"),
        .target(name: "DictationComposer", dependencies: ["SpeechEngine"]),
        .target(name: "Benchmark", dependencies: ["SpeechEngine", "SpeechScoring"]),
        .executableTarget(name: "dictate", dependencies: ["SpeechEngine", "DictationComposer", "Arguments"]),
        .executableTarget(name: "speech-bench", dependencies: ["Benchmark", "Arguments"]),

        .testTarget(name: "SpeechEngineTests", dependencies: ["SpeechEngine"]),
        .testTarget(name: "SpeechScoringTests", dependencies: ["SpeechScoring"]),
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments"]),
        .testTarget(name: "DictationComposerTests", dependencies: ["DictationComposer"]),
        .testTarget(name: "BenchmarkTests", dependencies: ["Benchmark"]),
        .testTarget(name: "dictateTests", dependencies: ["dictate"]),
    ],
    swiftLanguageModes: [.v6]
)
