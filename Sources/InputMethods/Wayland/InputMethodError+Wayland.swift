import CWaylandInputMethod

extension InputMethodError {
    init(opening code: Int32, display: String?) {
        self = switch UInt32(code) {
        case DICTATE_IM_ERROR_NO_DISPLAY.rawValue: .noDisplay(display)
        case DICTATE_IM_ERROR_NO_PROTOCOL.rawValue: .protocolMissing
        case DICTATE_IM_ERROR_NO_SEAT.rawValue: .noSeat
        case DICTATE_IM_ERROR_UNAVAILABLE.rawValue: .unavailable
        default: .connectionLost
        }
    }

    /// The error behind a delivery code that is not delivered or unconfirmed.
    init(failedDelivery code: Int32, bytes: Int) {
        self = switch UInt32(code) {
        case DICTATE_IM_FAILED_INACTIVE.rawValue: .noTextField
        case DICTATE_IM_FAILED_UNAVAILABLE.rawValue: .unavailable
        case DICTATE_IM_FAILED_TOO_LONG.rawValue: .textTooLong(bytes: bytes)
        default: .connectionLost
        }
    }
}
