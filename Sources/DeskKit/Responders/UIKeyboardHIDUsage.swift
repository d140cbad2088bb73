/// A physical key, by its USB HID usage code (keyboard page): the key pressed, whatever it types.
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
    /// A key the keyboard reported but DeskKit has no code for.
    case keyboardErrorUndefined = 0x03
    /// The A key.
    case keyboardA = 0x04
    /// The B to Z keys.
    case keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI,
         keyboardJ, keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ,
         keyboardR, keyboardS, keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    /// The 1 key; 2 to 9 follow, then 0, as on the keyboard's top row.
    case keyboard1 = 0x1E
    /// The 2 to 9 keys.
    case keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9
    /// The 0 key.
    case keyboard0 = 0x27
    /// Return (or Enter on the main block).
    case keyboardReturnOrEnter = 0x28
    /// Esc.
    case keyboardEscape = 0x29
    /// Backspace.
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// The space bar.
    case keyboardSpacebar = 0x2C
    /// The - and _ key.
    case keyboardHyphen = 0x2D
    /// The = and + key.
    case keyboardEqualSign = 0x2E
    /// The [ and { key.
    case keyboardOpenBracket = 0x2F
    /// The ] and } key.
    case keyboardCloseBracket = 0x30
    /// The \ and | key.
    case keyboardBackslash = 0x31
    /// The ; and : key.
    case keyboardSemicolon = 0x33
    /// The ' and " key.
    case keyboardQuote = 0x34
    /// The ` and ~ key.
    case keyboardGraveAccentAndTilde = 0x35
    /// The , and < key.
    case keyboardComma = 0x36
    /// The . and > key.
    case keyboardPeriod = 0x37
    /// The / and ? key.
    case keyboardSlash = 0x38
    /// The F1 key; F2 to F12 follow.
    case keyboardF1 = 0x3A
    /// The F2 to F12 keys.
    case keyboardF2, keyboardF3, keyboardF4, keyboardF5, keyboardF6, keyboardF7, keyboardF8,
         keyboardF9, keyboardF10, keyboardF11, keyboardF12
    /// Home.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Delete (forward delete).
    case keyboardDeleteForward = 0x4C
    /// End.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// The right arrow.
    case keyboardRightArrow = 0x4F
    /// The left arrow.
    case keyboardLeftArrow = 0x50
    /// The down arrow.
    case keyboardDownArrow = 0x51
    /// The up arrow.
    case keyboardUpArrow = 0x52

    /// The key that types `input`, a `charactersIgnoringModifiers` string ("a", "\r", or a
    /// `UIKeyCommand.input…` name); keys DeskKit cannot name are ``keyboardErrorUndefined``.
    init(input: String) {
        if let usage = Self.specialKeys[input] {
            self = usage
        } else if input.count == 1, let scalar = input.lowercased().unicodeScalars.first {
            switch scalar.value {
            case 0x61...0x7A: self = Self(rawValue: Self.keyboardA.rawValue + Int(scalar.value - 0x61)) ?? .keyboardErrorUndefined
            case 0x31...0x39: self = Self(rawValue: Self.keyboard1.rawValue + Int(scalar.value - 0x31)) ?? .keyboardErrorUndefined
            case 0x30: self = .keyboard0
            default: self = .keyboardErrorUndefined
            }
        } else {
            self = .keyboardErrorUndefined
        }
    }

    private static let specialKeys: [String: UIKeyboardHIDUsage] = {
        var keys: [String: UIKeyboardHIDUsage] = [
            "\r": .keyboardReturnOrEnter, "\t": .keyboardTab, " ": .keyboardSpacebar, "\u{8}": .keyboardDeleteOrBackspace,
            "-": .keyboardHyphen, "=": .keyboardEqualSign, "[": .keyboardOpenBracket, "]": .keyboardCloseBracket,
            "\\": .keyboardBackslash, ";": .keyboardSemicolon, "'": .keyboardQuote, "`": .keyboardGraveAccentAndTilde,
            ",": .keyboardComma, ".": .keyboardPeriod, "/": .keyboardSlash,
            UIKeyCommand.inputEscape: .keyboardEscape, UIKeyCommand.inputDelete: .keyboardDeleteForward,
            UIKeyCommand.inputHome: .keyboardHome, UIKeyCommand.inputEnd: .keyboardEnd,
            UIKeyCommand.inputPageUp: .keyboardPageUp, UIKeyCommand.inputPageDown: .keyboardPageDown,
            UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
            UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
        ]
        for number in 1...12 {
            keys["UIKeyInputF\(number)"] = UIKeyboardHIDUsage(rawValue: keyboardF1.rawValue + number - 1)
        }
        return keys
    }()
}

extension UIKey {
    /// The physical key pressed, e.g. ``UIKeyboardHIDUsage/keyboardLeftArrow``, for handling keys
    /// by position rather than by the character they type.
    public var keyCode: UIKeyboardHIDUsage { UIKeyboardHIDUsage(input: charactersIgnoringModifiers) }
}
