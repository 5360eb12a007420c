extension ModelFile {
    /// The number of weights the hyperparameters imply, for telling model sizes apart in listings
    /// and for picking the largest model that speaks a language.
    public var parameterCount: Int {
        TensorLayout.expected(for: hyperparameters).values.reduce(0) { $0 + $1.reduce(1, *) }
    }

    /// The weights' storage type by its usual name, from the file type (ggml's quantisation
    /// version, in the thousands, aside).
    public var quantization: String {
        let names: [Int32: String] = [0: "f32", 1: "f16", 2: "q4_0", 3: "q4_1", 7: "q8_0", 8: "q5_0", 9: "q5_1"]
        return names[hyperparameters.fileType % 1000] ?? "ftype \(hyperparameters.fileType)"
    }
}
