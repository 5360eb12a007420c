import Foundation
import SpeechEngine

/// The files a Vosk model folder may have, in the order an input's records name them.
private let files = ["am/final.mdl", "conf/mfcc.conf", "conf/model.conf", "graph/HCLG.fst", "graph/words.txt",
                     "graph/HCLr.fst", "graph/Gr.fst", "graph/disambig_tid.int", "graph/phones/word_boundary.int",
                     "ivector/final.ie", "ivector/final.dubm", "ivector/final.mat", "ivector/global_cmvn.stats",
                     "ivector/online_cmvn.conf", "ivector/splice.conf"]

/// Files no accepted folder may lack, and the two graphs of which it needs one.
private let required = ["am/final.mdl", "conf/mfcc.conf", "conf/model.conf", "ivector/final.ie", "ivector/final.dubm",
                        "ivector/final.mat", "ivector/global_cmvn.stats", "ivector/online_cmvn.conf", "ivector/splice.conf"]
private let graphs = [["graph/HCLG.fst", "graph/words.txt"], ["graph/HCLr.fst", "graph/Gr.fst", "graph/disambig_tid.int"]]

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-fuzz-vosk-\(getpid())/model")

/// libFuzzer's entry point: each input is a whole Vosk model folder, as records of a file's index in
/// `files` (one byte), its length (two bytes, little-endian) and its bytes. The folder is written
/// to a scratch folder and checked as ``VoskModelCheck`` checks one before libvosk may read it.
///
/// Refusing is the expected outcome. Crashing or hanging is a bug, and so is accepting a folder
/// without a file libvosk needs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVoskFolder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Data(bytes: start, count: count)
    try? FileManager.default.removeItem(at: folder)
    var written: Set<String> = []
    var offset = 0
    while offset + 3 <= input.count {
        let name = files[Int(input[offset]) % files.count]
        let length = Int(input[offset + 1]) | Int(input[offset + 2]) << 8
        let end = min(offset + 3 + length, input.count)
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? input.subdata(in: offset + 3..<end).write(to: url)
        written.insert(name)
        offset = end
    }
    do {
        try VoskModelCheck.check(folder: folder)
    } catch {
        // The message is part of what runs on bad input, so it is built too.
        _ = error.description
        return 0
    }
    // fatalError, not precondition: an optimised build drops a precondition's message.
    if !required.allSatisfy(written.contains) || !graphs.contains(where: { $0.allSatisfy(written.contains) }) {
        fatalError("accepted a folder without a file libvosk needs: it has \(written.sorted())")
    }
    return 0
}
