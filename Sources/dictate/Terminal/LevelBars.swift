/// Level readings drawn as eighth-block bars: the meter of the compose card and of the form.
enum LevelBars {
    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The bar for a level from 0 (silence) to 1 (full scale); levels outside are clamped.
    static func bar(_ level: Float) -> Character {
        blocks[min(blocks.count - 1, max(0, Int(level * Float(blocks.count))))]
    }

    /// The latest `count` readings, newest on the right, after the lowest bar where there are fewer.
    static func scrolling(_ levels: [Float], count: Int) -> String {
        guard count > 0 else { return "" }
        let recent = levels.suffix(count)
        return String(repeating: blocks[0], count: count - recent.count) + String(recent.map(bar))
    }

    /// One reading as a still shape, highest in the middle: a meter for reduced motion, which
    /// changes height with the voice without scrolling.
    static func still(_ level: Float, count: Int) -> String {
        guard count > 0 else { return "" }
        let center = Float(count - 1) / 2
        return String((0..<count).map { index in
            let distance = center == 0 ? 0 : abs(Float(index) - center) / center
            return bar(level * (1 - 0.6 * distance))
        })
    }
}
