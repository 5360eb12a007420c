extension ModelCatalogue {
    /// The files at ``publishedBaseURL``.
    ///
    /// Names, sizes and SHA-1 sums are those whisper.cpp's `models/README.md` publishes ("Available
    /// models", ggml-org/whisper.cpp at 233fe1f, August 2026); the other quantized names are the ones
    /// its `models/download-ggml-model.sh` lists, for which no size or sum is published, so they are
    /// checked only as whisper.cpp files. Models are multilingual unless the name has ".en".
    public static let published = ModelCatalogue(entries: [
        mib("tiny", 75, "bd577a113a864445d4c299885e0cb97d4ba92b5f"),
        mib("tiny.en", 75, "c78c86eb1a8faa21b369bcd33207cc90d64ae9df"),
        mib("base", 142, "465707469ff3a37a2b9b8d8f89f2f99de7299dac"),
        mib("base.en", 142, "137c40403d78fd54d454da0f9bd998f78703390c"),
        mib("small", 466, "55356645c2b361a969dfd0ef2c5a50d530afd8d5"),
        mib("small.en", 466, "db8a495a91d927739e50b3fc1cc4c6b8f6c2d022"),
        mib("small.en-tdrz", 465, "b6c6e7e89af1a35c08e6de56b66ca6a02a2fdfa1"),
        mib("medium", 1536, "fd9727b6e1217c2f614f9b698455c4ffd82463b4"),
        mib("medium.en", 1536, "8c30f0e44ce9560643ebd10bbe50cd20eafd3723"),
        mib("large-v1", 2970, "b1caaf735c4cc1429223d5a74f0f4d0b9b59a299"),
        mib("large-v2", 2970, "0f4c8e34f21cf1a914c59d8b3ce882345ad349d6"),
        mib("large-v2-q5_0", 1126, "00e39f2196344e901b3a2bd5814807a769bd1630"),
        mib("large-v3", 2970, "ad82bf6a9043ceed055076d0fd39f5f186ff8062"),
        mib("large-v3-q5_0", 1126, "e6e2ed78495d403bef4b7cff42ef4aaadcfea8de"),
        mib("large-v3-turbo", 1536, "4af2b29d7ec73d781377bfd1758ca957a807e941"),
        mib("large-v3-turbo-q5_0", 547, "e050f7970618a659205450ad97eb95a18d69c9ee"),
    ] + ["tiny-q5_1", "tiny.en-q5_1", "tiny-q8_0", "base-q5_1", "base.en-q5_1", "base-q8_0", "small-q5_1",
         "small.en-q5_1", "small-q8_0", "medium-q5_0", "medium.en-q5_0", "medium-q8_0", "large-v2-q8_0",
         "large-v3-turbo-q8_0"].map { name in
        CatalogueEntry(name: name, approximateBytes: nil, sha1: nil, multilingual: !name.contains(".en"))
    })

    /// An entry whose size is published in MiB (GiB sizes given here as MiB: 1.5 GiB is 1536).
    private static func mib(_ name: String, _ mebibytes: Int, _ sha1: String) -> CatalogueEntry {
        CatalogueEntry(name: name, approximateBytes: mebibytes << 20, sha1: sha1, multilingual: !name.contains(".en"))
    }
}
