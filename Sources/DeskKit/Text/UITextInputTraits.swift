/// How a text input would like an on-screen keyboard and its automatic corrections to behave.
///
/// Linux desktops type on a hardware keyboard with no system-wide autocorrection, so DeskKit
/// keeps these values for the app to read back and otherwise ignores them, except where noted
/// (``isSecureTextEntry`` hides a field's text from copying).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When to capitalize typed letters automatically; no effect on Linux.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether to correct typed words automatically; no effect on Linux.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether to underline misspelled words; no effect on Linux.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether to turn straight quotes into curly ones; no effect on Linux.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether to turn double hyphens into dashes; no effect on Linux.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether to add and remove spaces around pasted words; no effect on Linux.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The on-screen keyboard to show; no effect on Linux, which has none.
    var keyboardType: UIKeyboardType { get set }
    /// The on-screen keyboard's look; no effect on Linux.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the on-screen keyboard's Return key; no effect on Linux.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the on-screen Return key is disabled while there is no text; no effect on Linux.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is a secret (a password).
    var isSecureTextEntry: Bool { get set }
    /// What the text means, for autofill; no effect on Linux.
    var textContentType: UITextContentType! { get set }
}

/// When letters are capitalized automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// Whether typed words are corrected automatically.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice (automatic correction where the platform offers it).
    case `default`
    /// No automatic correction.
    case no
    /// Automatic correction.
    case yes
}

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice (spell checking where the platform offers it).
    case `default`
    /// No spell checking.
    case no
    /// Spell checking.
    case yes
}

/// Whether straight quotes become curly.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The system's choice (curly quotes where the platform offers it).
    case `default`
    /// No curly quotes.
    case no
    /// Curly quotes.
    case yes
}

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
    /// The system's choice (dashes for double hyphens where the platform offers it).
    case `default`
    /// No dashes for double hyphens.
    case no
    /// Dashes for double hyphens.
    case yes
}

/// Whether spaces are added and removed around pasted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice (spacing around pasted words where the platform offers it).
    case `default`
    /// No spacing around pasted words.
    case no
    /// Spacing around pasted words.
    case yes
}

/// Which on-screen keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard for the current input method.
    case `default`
    /// Letters of the ASCII range.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Letters with `.`, `/` and `.com` keys, for addresses.
    case URL
    /// Digits only.
    case numberPad
    /// Digits, `+`, `*` and `#`, for phone numbers.
    case phonePad
    /// Letters, and digits for a phone number.
    case namePhonePad
    /// Letters with `@` and `.`, for email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Letters with `@` and `#`.
    case twitter
    /// Letters with a Go key, for search terms and addresses.
    case webSearch
    /// Digits of the ASCII range.
    case asciiCapableNumberPad
    /// The keyboard for letters: ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The on-screen keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's look.
    case `default`
    /// Dark keys.
    case dark
    /// Light keys.
    case light
    /// The look of alert panels: ``dark``.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the on-screen keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google, for a search.
    case google
    /// Join.
    case join
    /// Next, to move to the following field.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo, for a search.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// The traits a text view or field keeps (see ``UITextInputTraits``).
struct TextInputTraitValues {
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var keyboardType = UIKeyboardType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var returnKeyType = UIReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType?
}

/// Gives an adopter the traits from one stored ``TextInputTraitValues``.
@MainActor
protocol TextInputTraitStoring: UITextInputTraits {
    var traitValues: TextInputTraitValues { get set }
}

extension TextInputTraitStoring {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { traitValues.autocapitalizationType }
        set { traitValues.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { traitValues.autocorrectionType }
        set { traitValues.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { traitValues.spellCheckingType }
        set { traitValues.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { traitValues.smartQuotesType }
        set { traitValues.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { traitValues.smartDashesType }
        set { traitValues.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { traitValues.smartInsertDeleteType }
        set { traitValues.smartInsertDeleteType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { traitValues.keyboardType }
        set { traitValues.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { traitValues.keyboardAppearance }
        set { traitValues.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { traitValues.returnKeyType }
        set { traitValues.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { traitValues.enablesReturnKeyAutomatically }
        set { traitValues.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { traitValues.isSecureTextEntry }
        set { traitValues.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { traitValues.textContentType }
        set { traitValues.textContentType = newValue }
    }
}
