extension Duration {
    /// The duration as a number of seconds, for arithmetic with sample counts and C APIs.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
