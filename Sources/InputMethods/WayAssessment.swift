import DesktopText

/// One way `--type` could take into apps, and whether it is there in this session: what
/// `dictate setup --check` reports, from the same rules that build the ladder.
public struct WayAssessment: Sendable, Equatable {
    public var way: DeliveryWay
    /// Why the ladder leaves this way out here; `nil` when `--type` will try it.
    public var unavailable: String?

    /// Every candidate way for the session, in the order `--type` tries them, each with the reason
    /// it is left out, if it is. Throws `noDisplay` outside a graphical session.
    public static func assess(environment: [String: String], installed: Set<String>,
                              inputMethods: Set<DeliveryWay>) throws(DesktopTextError) -> [WayAssessment] {
        guard let server = DisplayServer(environment: environment) else { throw .noDisplay }
        let ladder = (try? DeliveryWay.order(environment: environment, installed: installed, inputMethods: inputMethods)) ?? []
        return DeliveryWay.candidates(for: server, environment: environment).map { way in
            WayAssessment(way: way, unavailable: ladder.contains(way) ? nil : reason(way))
        }
    }

    private static func reason(_ way: DeliveryWay) -> String {
        switch way {
        case .ibus: "no ibus-daemon runs for this session (it wrote no address under ~/.config/ibus/bus)"
        case .inputMethodV2: "no Wayland compositor socket at WAYLAND_DISPLAY"
        case .typer(let typer): "\(typer.program) is not installed"
        }
    }
}
