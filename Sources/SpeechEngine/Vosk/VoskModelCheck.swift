import Foundation

/// Checks a Vosk model folder before libvosk may read it: the files every Vosk model has, each
/// readable and of its kind, the graphs as long as their headers say, the option files whole, and
/// the i-vector extractor's splicing fitting the features.
///
/// What libvosk itself turns into a refusal (a cut-short acoustic model or language model) needs
/// only to be recognisable here; what ends or crashes the process inside libvosk (a cut-short option
/// file, a graph that is missing or cut short, a splicing that does not fit) must be caught here.
public enum VoskModelCheck {
    /// Whether `folder` looks like a Vosk model at all, so a listing shows it (a damaged one too:
    /// using it then says what is wrong) and passes over every other folder.
    public static func looksLikeModel(_ folder: URL) -> Bool {
        let files = VoskModelFiles(folder: folder)
        return files.exists("am/final.mdl") && files.exists("conf/model.conf")
    }

    /// Throws what is wrong with the model in `folder`, if anything.
    public static func check(folder: URL) throws(VoskModelError) {
        let files = VoskModelFiles(folder: folder)
        try files.kaldiBinary("am/final.mdl", marker: "<TransitionModel>", kind: "a Kaldi acoustic model")
        let features = try files.options("conf/mfcc.conf")
        _ = try files.options("conf/model.conf")
        if files.exists("graph/HCLG.fst") {
            try files.fst("graph/HCLG.fst")
            try files.lines("graph/words.txt")
        } else {
            guard files.exists("graph/HCLr.fst") || files.exists("graph/Gr.fst") else {
                throw .missingFile(folder: folder.path, file: "graph/HCLG.fst (or graph/HCLr.fst with graph/Gr.fst)")
            }
            try files.fst("graph/HCLr.fst")
            try files.fst("graph/Gr.fst")
            try files.lines("graph/disambig_tid.int")
        }
        if files.exists("graph/phones/word_boundary.int") { try files.lines("graph/phones/word_boundary.int") }
        try checkIvectorExtractor(files, features: features)
    }

    /// The i-vector extractor every Vosk nnet3 model's network expects: without it, or with a
    /// splicing that does not fit its projection, libvosk aborts at the first audio.
    private static func checkIvectorExtractor(_ files: VoskModelFiles, features: [String: String]) throws(VoskModelError) {
        try files.kaldiBinary("ivector/final.ie", marker: "<IvectorExtractor>", kind: "a Kaldi i-vector extractor")
        try files.kaldiBinary("ivector/final.dubm", marker: "<DiagGMM>", kind: "a Kaldi Gaussian mixture")
        try files.kaldiMatrix("ivector/global_cmvn.stats")
        _ = try files.options("ivector/online_cmvn.conf")
        let splice = try files.options("ivector/splice.conf")
        let projection = try files.kaldiMatrixShape("ivector/final.mat")
        // Kaldi's defaults, where the option files leave them out.
        let left = Int(splice["left-context"] ?? "4"), right = Int(splice["right-context"] ?? "4")
        let dimension = Int(features["num-ceps"] ?? "13")
        guard let left, let right, let dimension else {
            throw .inconsistent(path: files.path("ivector/splice.conf"), reason: "its contexts or mfcc.conf's --num-ceps are not whole numbers")
        }
        let spliced = (left + right + 1) * dimension
        guard projection.columns == spliced || projection.columns == spliced + 1 else {
            throw .inconsistent(path: files.path("ivector/final.mat"),
                                reason: "it projects \(projection.columns) values but the splicing gives \(spliced)")
        }
    }
}
