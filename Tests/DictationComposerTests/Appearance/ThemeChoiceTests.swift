import DictationComposer
import Testing

@Suite("Choosing and reading the theme")
struct ThemeChoiceTests {
    private func surface(_ theme: Theme) -> RGBColor { theme.color(.surface) }

    @Test func autoFollowsTheBackgroundAndIsDarkWhenItIsUnknown() {
        #expect(surface(ThemeChoice.auto.theme(background: .light)) == surface(.light))
        #expect(surface(ThemeChoice.auto.theme(background: .dark)) == surface(.dark))
        #expect(surface(ThemeChoice.auto.theme(background: nil)) == surface(.dark))
        #expect(ThemeChoice.auto.needsBackground)
    }

    @Test func aForcedThemeIgnoresTheBackground() {
        for tone in [BackgroundTone.light, .dark, nil] {
            #expect(surface(ThemeChoice.light.theme(background: tone)) == surface(.light))
            #expect(surface(ThemeChoice.dark.theme(background: tone)) == surface(.dark))
        }
        #expect(!ThemeChoice.light.needsBackground && !ThemeChoice.dark.needsBackground)
    }

    @Test func theChoicesAreTheOptionsValues() {
        #expect(ThemeChoice.allCases.map(\.rawValue) == ["auto", "light", "dark"])
        #expect(ThemeChoice(rawValue: "Light") == nil)
    }

    @Test(arguments: [("light", Theme.light), ("dark", Theme.dark)])
    func textOnTheSurfaceMeetsWCAGContrast(name: String, theme: Theme) {
        let surface = theme.color(.surface)
        for role in [ColorRole.textPrimary, .textSecondary, .accent, .danger] {
            #expect(theme.color(role).contrast(with: surface) >= 4.5, "\(name) \(role)")
        }
        // Placeholder and key hints, and bold button labels, are held to the large-text level.
        #expect(theme.color(.textTertiary).contrast(with: surface) >= 3, "\(name) tertiary")
        #expect(theme.color(.accentOn).contrast(with: theme.color(.accent)) >= 3, "\(name) button")
        #expect(theme.color(.textPrimary).contrast(with: theme.color(.fill)) >= 4.5, "\(name) button")
        // Form underlines are graphics, which need 3:1.
        for role in [ColorRole.warning, .success] {
            #expect(theme.color(role).contrast(with: surface) >= 3, "\(name) \(role)")
        }
    }

    @Test func theTwoThemesDifferInEveryTextAndSurfaceRole() {
        for role in [ColorRole.surface, .textPrimary, .textSecondary, .textTertiary, .accent, .danger, .fill, .warning, .success] {
            #expect(Theme.light.color(role) != Theme.dark.color(role), "\(role)")
        }
    }
}
