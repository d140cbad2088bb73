import DeskKit

/// A labelled example: what a person might select, and the entity in it (nil for none).
struct LabelledExample: Sendable, CustomTestStringConvertible {
    let id: String
    let text: String
    let type: UIDataDetectorTypes?
    let entity: String?

    init(_ id: String, _ text: String, _ type: UIDataDetectorTypes?, _ entity: String? = nil) {
        self.id = id
        self.text = text
        self.type = type
        self.entity = type == nil ? nil : (entity ?? text)
    }

    var testDescription: String { id }
}

import Testing

/// The positive and negative examples, in several locales' formats.
enum DetectorCorpus {
    static let all: [LabelledExample] = links + emails + phones + addresses + dates + measurements + money + negatives

    static let links: [LabelledExample] = [
        .init("link-https", "https://swift.org", .link),
        .init("link-path", "See https://www.swift.org/documentation/ for more.", .link, "https://www.swift.org/documentation/"),
        .init("link-query", "https://example.com/search?q=desk+kit&page=2", .link),
        .init("link-fragment", "Read https://en.wikipedia.org/wiki/GTK#History now", .link, "https://en.wikipedia.org/wiki/GTK#History"),
        .init("link-http", "http://localhost:8080/status", .link),
        .init("link-www", "Visit www.gnome.org.", .link, "www.gnome.org"),
        .init("link-www-path", "www.debian.org/releases/bookworm", .link),
        .init("link-bare-com", "apple.com", .link),
        .init("link-bare-de", "Mehr unter heise.de/news", .link, "heise.de/news"),
        .init("link-bare-fr", "Voir lemonde.fr maintenant", .link, "lemonde.fr"),
        .init("link-bare-uk", "bbc.co.uk", .link),
        .init("link-bare-io", "github.io/pages", .link),
        .init("link-paren", "(see https://docs.gtk.org/gtk4/)", .link, "https://docs.gtk.org/gtk4/"),
        .init("link-ftp", "ftp://ftp.debian.org/debian", .link),
        .init("link-subdomain", "docs.swift.org/swift-book", .link),
        .init("link-comma", "https://kernel.org, then", .link, "https://kernel.org"),
        .init("link-jp", "https://www.nhk.or.jp/news/", .link),
        .init("link-port", "https://example.org:8443/admin", .link),
        .init("link-nl", "nos.nl", .link),
        .init("link-es", "Más en elpais.es/tecnologia", .link, "elpais.es/tecnologia"),
        .init("link-it", "repubblica.it", .link),
        .init("link-dev", "Try swiftpackageindex.dev now", .link, "swiftpackageindex.dev"),
        .init("link-ch", "admin.ch", .link),
        .init("link-ca", "cbc.ca/news", .link),
        .init("link-edu", "mit.edu", .link),
    ]

    static let emails: [LabelledExample] = [
        .init("email-plain", "anna@example.com", .emailAddress),
        .init("email-sentence", "Write to support@deskkit.dev for help.", .emailAddress, "support@deskkit.dev"),
        .init("email-plus", "jo.bloggs+lists@mail.example.co.uk", .emailAddress),
        .init("email-mailto", "mailto:info@example.org", .emailAddress, "info@example.org"),
        .init("email-de", "Kontakt: hans.mueller@beispiel.de", .emailAddress, "hans.mueller@beispiel.de"),
        .init("email-fr", "Écrivez à contact@exemple.fr.", .emailAddress, "contact@exemple.fr"),
        .init("email-digits", "user123@test42.io", .emailAddress),
        .init("email-underscore", "first_last@company.com", .emailAddress),
        .init("email-hyphen-domain", "team@my-company.net", .emailAddress),
        .init("email-angle", "Ann <ann@example.com>", .emailAddress, "ann@example.com"),
        .init("email-percent", "a%b@example.com", .emailAddress),
        .init("email-long-tld", "hello@studio.agency", .emailAddress),
        .init("email-jp", "連絡先 taro@example.jp まで", .emailAddress, "taro@example.jp"),
        .init("email-caps", "Sales@Example.COM", .emailAddress),
        .init("email-paren", "(bob@example.net)", .emailAddress, "bob@example.net"),
    ]

    static let phones: [LabelledExample] = [
        .init("phone-us-paren", "(555) 123-4567", .phoneNumber),
        .init("phone-us-dash", "Call 555-123-4567 now", .phoneNumber, "555-123-4567"),
        .init("phone-us-dots", "555.123.4567", .phoneNumber),
        .init("phone-us-intl", "+1 555 123 4567", .phoneNumber),
        .init("phone-us-one", "1-800-555-0199", .phoneNumber),
        .init("phone-us-local", "555-0199", .phoneNumber),
        .init("phone-uk-london", "020 7946 0958", .phoneNumber),
        .init("phone-uk-intl", "+44 20 7946 0958", .phoneNumber),
        .init("phone-uk-mobile", "07700 900123", .phoneNumber),
        .init("phone-de", "030 12345678", .phoneNumber),
        .init("phone-de-intl", "+49 30 12345678", .phoneNumber),
        .init("phone-de-dash", "Tel. 089-1234567", .phoneNumber, "089-1234567"),
        .init("phone-fr", "01 23 45 67 89", .phoneNumber),
        .init("phone-fr-intl", "+33 1 23 45 67 89", .phoneNumber),
        .init("phone-fr-dots", "06.12.34.56.78", .phoneNumber),
        .init("phone-jp", "03-1234-5678", .phoneNumber),
        .init("phone-jp-intl", "+81 3-1234-5678", .phoneNumber),
        .init("phone-es", "+34 912 345 678", .phoneNumber),
        .init("phone-it", "06 1234 5678", .phoneNumber),
        .init("phone-nl", "+31 20 123 4567", .phoneNumber),
        .init("phone-au", "+61 2 9876 5432", .phoneNumber),
        .init("phone-in", "+91 98765 43210", .phoneNumber),
        .init("phone-ch", "044 668 18 00", .phoneNumber),
        .init("phone-sentence", "Ring me on +44 7700 900123 later", .phoneNumber, "+44 7700 900123"),
        .init("phone-br", "+55 11 91234-5678", .phoneNumber),
    ]

    static let addresses: [LabelledExample] = [
        .init("addr-us-google", "1600 Amphitheatre Parkway, Mountain View, CA 94043", .address),
        .init("addr-us-apple", "One Apple Park Way", nil),
        .init("addr-us-simple", "742 Evergreen Terrace", .address),
        .init("addr-us-street", "Meet at 350 Fifth Avenue, New York, NY 10118", .address, "350 Fifth Avenue, New York, NY 10118"),
        .init("addr-us-st", "12 Main St.", .address),
        .init("addr-us-blvd", "4059 Mt Lee Dr", .address),
        .init("addr-us-suite", "500 Market Street Suite 300, San Francisco", .address),
        .init("addr-uk-baker", "221B Baker Street, London NW1 6XE", .address),
        .init("addr-uk-downing", "10 Downing Street", .address),
        .init("addr-uk-road", "The office is at 30 Abbey Road, London", .address, "30 Abbey Road, London"),
        .init("addr-de-berlin", "Berliner Straße 12, 10115 Berlin", .address),
        .init("addr-de-short", "Hauptstr. 5", .address),
        .init("addr-de-compound", "Friedrichstraße 43", .address),
        .init("addr-de-weg", "Am Mühlenweg 7", .address),
        .init("addr-de-platz", "Marienplatz 8, 80331 München", .address),
        .init("addr-nl", "Keizersgracht 123, 1015 CJ Amsterdam", .address),
        .init("addr-fr-paix", "10 rue de la Paix, 75002 Paris", .address),
        .init("addr-fr-avenue", "5 avenue Anatole France, 75007 Paris", .address),
        .init("addr-fr-bd", "Rendez-vous au 12 boulevard Saint-Michel", .address, "12 boulevard Saint-Michel"),
        .init("addr-es", "Calle Mayor 5, 28013 Madrid", .address),
        .init("addr-es-plaza", "Plaza de España 1", .address),
        .init("addr-it", "Via Roma 12, 00184 Roma", .address),
        .init("addr-it-piazza", "Piazza del Duomo 3", .address),
        .init("addr-us-lane", "88 Penny Lane", .address),
        .init("addr-us-drive", "1 Infinite Loop Drive", .address),
    ]
}
