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
    case none, words, sentences, allCharacters
}

/// Whether typed words are corrected automatically.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Whether straight quotes become curly.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spaces are added and removed around pasted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// Which on-screen keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The keyboard for letters.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The on-screen keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The look of alert panels.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the on-screen keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input's text means, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let dateTime = UITextContentType("date-time")
    public static let flightNumber = UITextContentType("flight-number")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
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
