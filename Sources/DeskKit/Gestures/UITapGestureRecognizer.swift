/// Recognizes one or more taps (or clicks) of one or more fingers.
///
/// DeskKit delivers single one-finger taps; a recognizer asking for more taps or touches never
/// fires from them.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; DeskKit delivers single taps.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs; DeskKit delivers one.
    open var numberOfTouchesRequired = 1

    override func recognizesTap(_ touch: UITouch) -> Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }
}
