import Arguments
import Benchmark
import Foundation

/// `speech-bench compare A.json B.json`: the two reports side by side.
struct CompareCommand {
    let baselinePath: String
    let candidatePath: String

    init(_ parsed: ParsedArguments) {
        baselinePath = parsed.argument("A.json") ?? ""
        candidatePath = parsed.argument("B.json") ?? ""
    }

    func run() throws {
        print(BenchmarkReport.compare(try load(baselinePath), try load(candidatePath)), terminator: "")
    }

    private func load(_ path: String) throws -> BenchmarkReport {
        do {
            return try BenchmarkReport(json: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CompareError(path: path, reason: error.localizedDescription)
        }
    }
}

/// A report file that could not be read.
struct CompareError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot read report \(path): \(reason); is it a file written by 'speech-bench run --json'?" }
}
