/// Where on the screen the panel sits, horizontally centred.
public enum PanelPosition: String, Sendable, CaseIterable {
    case bottom
    case top
}
