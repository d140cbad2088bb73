/// What a text input's text means, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as autofill knows it.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The type named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A first name.
    public static let givenName = UITextContentType("given-name")
    /// A last name.
    public static let familyName = UITextContentType("family-name")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A company or organization.
    public static let organizationName = UITextContentType("organization")
    /// A job title.
    public static let jobTitle = UITextContentType("job-title")
    /// A place.
    public static let location = UITextContentType("location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A state or province.
    public static let addressState = UITextContentType("address-level1")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A country.
    public static let countryName = UITextContentType("country-name")
    /// A phone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A web address.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// An account name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password, being chosen.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time sign-in code.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// A date and time.
    public static let dateTime = UITextContentType("date-time")
    /// A flight number.
    public static let flightNumber = UITextContentType("flight-number")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
}
