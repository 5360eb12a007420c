extension SessionRunner {
    /// The runner of a dictation printed in `format` and delivered as `delivery` asks, with its
    /// interrupts handled, and `settings` settling as the words are shown where they go.
    static func dictation(format: OutputFormat, delivery: DeliveryOptions, words: WordsOptions,
                          settings: inout EngineSettings) throws -> SessionRunner {
        let presenter = TranscriptPresenter(format: format)
        let textDelivery = try delivery.makeDelivery(language: settings.language, jsonLines: format == .jsonl)
        let runner = SessionRunner(presenter: presenter, delivery: textDelivery,
                                   words: words.settledWords(commands: delivery.spokenCommands(language: settings.language)))
        // Text typed into another window is seen there, so there the preedit decides, not the terminal.
        settings.settle(showingTentative: delivery.type ? textDelivery?.showsTentative == true : presenter.isLive)
        runner.handleInterrupts()
        return runner
    }
}
