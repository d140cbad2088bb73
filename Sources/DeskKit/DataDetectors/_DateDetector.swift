import Foundation

/// Finds calendar dates, with a time when one is written beside them, in ISO, English, French,
/// German, Spanish, Italian, Portuguese, Japanese and Chinese and numeric formats; weekdays
/// ("next Tuesday", "mardi prochain", "来週の水曜日", "下周三"), relative days ("tomorrow 9:30",
/// "mañana a las 10", "tonight at 8", "明日の午後3時", "明天下午3点") and ranges ("3. August bis 21. August", "March 3–5", "21 a 31 de dezembro").
///
/// Rules, from the ``Context``:
/// - Numeric dates with slashes read month first where the locale writes them so (US), day
///   first elsewhere, unless only the other order is a valid date; with dots always day first.
/// - A date without a year is its next occurrence, the reference day included.
/// - A weekday, with or without "next" or "this", is the next such day after the reference day.
/// - Two-digit years fall within 80 years before and 20 after the reference year.
/// - Impossible dates (31 April, 30 February) are not dates.
enum _DateDetector {
    struct Context: Sendable {
        let monthFirst: Bool
        /// Whether the writer's language reads "at 3:15" as the afternoon (English): hours from 1
        /// to 7 without "am" or "pm" are then taken as afternoon hours.
        let twelveHour: Bool
        /// The reference day, in the current time zone.
        let year: Int, month: Int, day: Int

        init(monthFirst: Bool, twelveHour: Bool = false, reference: Date) {
            self.monthFirst = monthFirst
            self.twelveHour = twelveHour
            let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: reference)
            year = parts.year!
            month = parts.month!
            day = parts.day!
        }
    }

    /// A date found in text, before ranges are joined and missing years filled in.
    struct Found {
        var range: NSRange
        var start: Day
        var end: Day?
        var hour: Int?
        var minute: Int?
    }

    struct Day {
        var year: Int?
        var month: Int
        var day: Int
    }

    static func matches(in text: String, context: Context) -> [DataDetectorMatch] {
        var found: [Found] = []
        found += numeric(in: text, context: context).map { withWeekdayBefore($0, in: text) }
        found += named(in: text, context: context)
        found += relative(in: text, context: context)
        found += eastAsianDays(in: text, context: context)
        found = joinedRanges(found.sorted { $0.range.location < $1.range.location }, in: text)
        let ns = text as NSString
        return found.compactMap { item in
            var item = item
            addTime(to: &item, in: text, context: context)
            guard let start = resolved(item.start, after: nil, context: context) else { return nil }
            var startComponents = DateComponents(year: start.year, month: start.month, day: start.day)
            startComponents.hour = item.hour
            startComponents.minute = item.minute
            let written = ns.substring(with: item.range)
            if let endDay = item.end {
                guard let end = resolved(endDay, after: start, context: context) else { return nil }
                return DataDetectorMatch(range: item.range, text: written,
                                         kind: .dateRange(start: startComponents, end: DateComponents(year: end.year, month: end.month, day: end.day)))
            }
            return DataDetectorMatch(range: item.range, text: written, kind: .date(startComponents))
        }
    }

    // MARK: - Names

    private static let monthNames: [String: Int] = {
        var names: [String: Int] = [:]
        let languages = [
            ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
            ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
            ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
            ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
            ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
            ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
        ]
        for language in languages {
            for (index, name) in language.enumerated() { names[name] = index + 1 }
        }
        for (index, name) in languages[0].enumerated() { names[String(name.prefix(3))] = index + 1 }
        let more: [String: Int] = [
            "sept": 9, "fevrier": 2, "aout": 8, "decembre": 12, "jänner": 1, "maerz": 3, "mär": 3, "okt": 10, "dez": 12,
            "janv": 1, "févr": 2, "avr": 4, "juil": 7, "déc": 12, "setiembre": 9, "marco": 3,
        ]
        names.merge(more) { first, _ in first }
        return names
    }()

    /// Weekday names and their numbers, 1 for Sunday as in `Calendar`.
    private static let weekdayNames: [String: Int] = {
        var names: [String: Int] = [:]
        let languages = [
            ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
            ["sonntag", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag"],
            ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
            ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
            ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
            ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
        ]
        for language in languages {
            for (index, name) in language.enumerated() { names[name] = index + 1 }
        }
        // Written without their accents, as on keyboards that lack them.
        for (name, day) in ["miercoles": 4, "sabado": 7, "lunedi": 2, "martedi": 3, "mercoledi": 4, "giovedi": 5, "venerdi": 6, "terca-feira": 3] {
            names[name] = day
        }
        names["sonnabend"] = 7
        return names
    }()

    private static func alternation(_ words: some Sequence<String>) -> String {
        "(?:" + words.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
    }

    /// A weekday written before a date ("Fri, 3 March", "Dienstag, den 5. Mai"); not captured.
    private static let weekdayBefore: String = {
        let short = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"]
        // German two-letter abbreviations only with their dot ("Mo., 3. März").
        return "(?:(?:" + alternation(Array(weekdayNames.keys) + short) + "\\.?|(?:mo|di|mi|do|fr|sa|so)\\.),?\\s+(?:the\\s+|den\\s+|le\\s+)?)?"
    }()

    /// Words between the two days of a range: "3–5", "3 to 5", "3. bis 5.", "24 au 26", "24 al 26", "21 a 31".
    private static let rangeWord = "(?:-|–|—|to|until|till|through|thru|bis|au|al|a)"

    // MARK: - Numeric forms

    private static let iso = _Patterns.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})(?=T|\\b)")
    /// "2027年3月3日" in Japanese and Chinese, where no space separates the date from the words around it.
    private static let japanese = _Patterns.compile("(?<!\\d)(\\d{4})年(\\d{1,2})月(\\d{1,2})日")
    /// "3月15日" without a year.
    private static let japaneseWithoutYear = _Patterns.compile("(?<![\\d年])(\\d{1,2})月(\\d{1,2})日")
    private static let slashed = _Patterns.compile("(?<![\\d/.])(\\d{1,2})/(\\d{1,2})/(\\d{4}|\\d{2})(?![\\d/])")
    /// "15.03.2024", "15.03.24" and, with its closing dot, "18.12.".
    private static let dotted = _Patterns.compile("(?<![\\w.])(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})?(?!\\d|\\.\\d)")
    /// Words after which dotted numbers are versions, not dates ("version 2.10.12").
    private static let versionBefore = _Patterns.compile("(?:\\bv|version|release|build|update)\\s*$")

    /// A weekday written before a numeric date ("Samstag, 12.12.2026", "Fri 3/6/2026"), which
    /// then belongs to the date.
    private static let weekdayBeforeNumeric = _Patterns.compile("(?<![\\w'])" + weekdayBefore.dropFirst(3).dropLast(2) + "$")

    /// `found` with a weekday written just before it taken into its range.
    private static func withWeekdayBefore(_ found: Found, in text: String) -> Found {
        let start = max(0, found.range.location - 24)
        let window = (text as NSString).substring(with: NSRange(location: start, length: found.range.location - start))
        guard let result = weekdayBeforeNumeric.firstMatch(in: window, range: NSRange(location: 0, length: (window as NSString).length)),
              result.range.length > 0 else { return found }
        var extended = found
        extended.range = NSRange(location: found.range.location - result.range.length, length: found.range.length + result.range.length)
        return extended
    }

    private static func numeric(in text: String, context: Context) -> [Found] {
        var found: [Found] = []
        for result in _Patterns.matches(iso, in: text) + _Patterns.matches(japanese, in: text) {
            guard let day = day(result, year: 1, month: 2, day: 3, in: text, context: context) else { continue }
            found.append(Found(range: result.range, start: day))
        }
        for result in _Patterns.matches(japaneseWithoutYear, in: text) {
            guard let month = _Patterns.group(result, 1, in: text).flatMap({ Int($0) }), let dayNumber = _Patterns.group(result, 2, in: text).flatMap({ Int($0) }),
                  valid(Day(year: nil, month: month, day: dayNumber)) else { continue }
            found.append(Found(range: result.range, start: Day(year: nil, month: month, day: dayNumber)))
        }
        for result in _Patterns.matches(slashed, in: text) {
            let (first, second) = context.monthFirst ? (2, 1) : (1, 2)
            if let day = day(result, year: 3, month: second, day: first, in: text, context: context)
                ?? day(result, year: 3, month: first, day: second, in: text, context: context) {
                found.append(Found(range: result.range, start: day))
            }
        }
        for result in _Patterns.matches(dotted, in: text) {
            let before = (text as NSString).substring(to: result.range.location)
            let window = String(before.suffix(12))
            guard _Patterns.matches(versionBefore, in: window).isEmpty else { continue }
            if _Patterns.group(result, 3, in: text) == nil {
                guard let month = _Patterns.group(result, 2, in: text).flatMap({ Int($0) }), let dayNumber = _Patterns.group(result, 1, in: text).flatMap({ Int($0) }),
                      valid(Day(year: nil, month: month, day: dayNumber)) else { continue }
                found.append(Found(range: result.range, start: Day(year: nil, month: month, day: dayNumber)))
            } else if let day = day(result, year: 3, month: 2, day: 1, in: text, context: context) {
                found.append(Found(range: result.range, start: day))
            }
        }
        return found
    }

    private static func day(_ result: NSTextCheckingResult, year: Int, month: Int, day: Int, in text: String, context: Context) -> Day? {
        guard let yearText = _Patterns.group(result, year, in: text), let monthNumber = _Patterns.group(result, month, in: text).flatMap({ Int($0) }),
              let dayNumber = _Patterns.group(result, day, in: text).flatMap({ Int($0) }) else { return nil }
        let fullYear = fullYear(yearText, context: context)
        return valid(Day(year: fullYear, month: monthNumber, day: dayNumber)) ? Day(year: fullYear, month: monthNumber, day: dayNumber) : nil
    }

    private static func fullYear(_ written: String, context: Context) -> Int? {
        let digits = written.filter(\.isNumber)
        guard let value = Int(digits) else { return nil }
        guard digits.count == 2 else { return value }
        let century = context.year / 100 * 100
        let candidate = century + value
        return candidate > context.year + 20 ? candidate - 100 : candidate
    }

    private static func valid(_ day: Day) -> Bool {
        guard (1...12).contains(day.month), day.day >= 1 else { return false }
        if let year = day.year {
            return (1900...2199).contains(year) && day.day <= daysIn(day.month, of: year)
        }
        return day.day <= daysIn(day.month, of: 2000)
    }

    // MARK: - Forms with month names

    /// "March 15, 2024", "June 30th", "Mar 3–5", "Sat, Oct 4 '25".
    private static let monthFirstForm = _Patterns.compile(
        "\\b" + weekdayBefore + "(" + alternation(monthNames.keys) + ")\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?"
        + "(?:\\s*" + rangeWord + "\\s*(\\d{1,2})(?:st|nd|rd|th)?)?(?:,?\\s+(\\d{4})|,?\\s+'(\\d{2}))?(?![\\w:]|[.,]\\d)")

    /// "15 March 2024", "3. August", "1er avril", "1° marzo", "15 de marzo de 2024", "3–5 March", "3. bis 5. Mai".
    private static let dayFirstForm = _Patterns.compile(
        "\\b" + weekdayBefore + "(\\d{1,2})(?:st|nd|rd|th|er|°|º)?\\.?(?:\\s*" + rangeWord + "\\s*(\\d{1,2})(?:st|nd|rd|th|er|°|º)?\\.?)?"
        + "\\s+(?:of\\s+|de\\s+)?(" + alternation(monthNames.keys) + ")\\.?(?:,?\\s+(?:de\\s+)?(\\d{4})|\\s+'(\\d{2}))?(?!\\w)")

    private static func named(in text: String, context: Context) -> [Found] {
        var found: [Found] = []
        let forms: [(NSRegularExpression, month: Int, day: Int, endDay: Int)] = [(monthFirstForm, 1, 2, 3), (dayFirstForm, 3, 1, 2)]
        for form in forms {
            for result in _Patterns.matches(form.0, in: text) {
                guard let monthWord = _Patterns.group(result, form.month, in: text),
                      let month = monthNames[monthWord.lowercased()],
                      let dayNumber = _Patterns.group(result, form.day, in: text).flatMap({ Int($0) }) else { continue }
                // "may" and "mar" in lower case are usually the verb and a word fragment.
                if monthWord == "may" || monthWord == "mar" { continue }
                let year = (_Patterns.group(result, 4, in: text) ?? _Patterns.group(result, 5, in: text)).flatMap { fullYear($0, context: context) }
                let start = Day(year: year, month: month, day: dayNumber)
                guard valid(start) else { continue }
                var item = Found(range: result.range, start: start)
                if let endNumber = _Patterns.group(result, form.endDay, in: text).flatMap({ Int($0) }) {
                    let end = Day(year: year, month: month, day: endNumber)
                    guard valid(end), endNumber > dayNumber else { continue }
                    item.end = end
                }
                found.append(item)
            }
        }
        return found
    }

    // MARK: - Weekdays and relative days

    private static let relativeDays: [String: Int] = [
        "today": 0, "tonight": 0, "tomorrow": 1, "day after tomorrow": 2, "the day after tomorrow": 2,
        "heute": 0, "morgen": 1, "übermorgen": 2, "aujourd'hui": 0, "ce soir": 0, "demain": 1, "après-demain": 2,
        "hoy": 0, "esta noche": 0, "mañana": 1, "pasado mañana": 2,
        "oggi": 0, "stasera": 0, "domani": 1, "dopodomani": 2,
        "hoje": 0, "amanhã": 1, "depois de amanhã": 2,
    ]

    /// Parts of the day written after a relative day ("tomorrow morning", "oggi pomeriggio", "hoje à noite").
    private static let partsOfDay = ["morning", "afternoon", "evening", "night", "früh", "vormittag", "nachmittag", "abend", "matin", "après-midi", "soir",
                                     "por la mañana", "por la tarde", "por la noche", "mattina", "pomeriggio", "sera", "de manhã", "à tarde", "à noite"]

    /// "next Tuesday", "nächsten Dienstag", "el próximo lunes", "mardi prochain", "lunedì prossimo", "tomorrow morning".
    private static let relativeForm = _Patterns.compile(
        "(?<![\\w'])(?:(next|this|coming|nächsten|nächste|kommenden|kommende|diesen|el próximo|el proximo|la próxima|próximo|próxima|prossimo|prossima)\\s+)?(" + alternation(weekdayNames.keys) + ")"
        + "(?:\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)|\\s+" + alternation(partsOfDay) + "|\\s+(?:prochain|prochaine|prossimo|prossima|que viene))?(?!\\w)"
        + "|(?<![\\w'])(" + alternation(relativeDays.keys) + ")(?:\\s+" + alternation(partsOfDay) + ")?(?![\\w'])")

    private static func relative(in text: String, context: Context) -> [Found] {
        var found: [Found] = []
        let today = Day(year: context.year, month: context.month, day: context.day)
        for result in _Patterns.matches(relativeForm, in: text) {
            if let name = _Patterns.group(result, 2, in: text), let weekday = weekdayNames[name.lowercased()] {
                let current = self.weekday(of: today)
                let ahead = (weekday - current + 7) % 7
                var day = adding(ahead == 0 ? 7 : ahead, to: today)
                // "Monday 7th": the next Monday that is the 7th of its month, within a year.
                if let dayOfMonth = _Patterns.group(result, 3, in: text).flatMap({ Int($0) }) {
                    var weeks = 0
                    while day.day != dayOfMonth && weeks < 53 { day = adding(7, to: day); weeks += 1 }
                    if day.day != dayOfMonth { continue }
                }
                found.append(Found(range: result.range, start: day))
            } else if let word = _Patterns.group(result, 4, in: text), let offset = relativeDays[word.lowercased()] {
                // "Morgen" with a capital is the noun ("Guten Morgen") unless a time follows.
                if word == "Morgen" && timeAfter(result.range.location + result.range.length, in: text, evening: false) == nil { continue }
                // "mañana" after an article is the morning ("por la mañana", "esta mañana").
                if word.lowercased() == "mañana", before(result.range.location, in: text, endsWithAnyOf: ["la ", "esta ", "las ", "una ", "cada "]) { continue }
                found.append(Found(range: result.range, start: adding(offset, to: today)))
            }
        }
        return found
    }

    /// Whether the text just before `location` ends with one of `words`, ignoring case.
    private static func before(_ location: Int, in text: String, endsWithAnyOf words: [String]) -> Bool {
        let start = max(0, location - 8)
        let window = (text as NSString).substring(with: NSRange(location: start, length: location - start)).lowercased()
        return words.contains { window.hasSuffix($0) }
    }

    /// 1 for Sunday through 7 for Saturday (Zeller's congruence).
    static func weekday(of day: Day) -> Int {
        var (y, m) = (day.year!, day.month)
        if m < 3 { (y, m) = (y - 1, m + 12) }
        let h = (day.day + 13 * (m + 1) / 5 + y + y / 4 - y / 100 + y / 400) % 7
        return (h + 6) % 7 + 1
    }

    static func adding(_ days: Int, to day: Day) -> Day {
        var result = day
        for _ in 0..<days {
            result.day += 1
            if result.day > daysIn(result.month, of: result.year!) { (result.month, result.day) = (result.month + 1, 1) }
            if result.month > 12 { (result.year, result.month) = (result.year! + 1, 1) }
        }
        return result
    }

    // MARK: - Ranges, years and times

    private static let rangeBetween = _Patterns.compile("^\\s*(?:" + rangeWord + "|bis zum|through to)\\s*$")

    /// Joins two dates written as a range ("June 30 - July 2, 2026") into one, and drops dates
    /// inside another.
    private static func joinedRanges(_ sorted: [Found], in text: String) -> [Found] {
        var result: [Found] = []
        for item in sorted {
            if let last = result.last {
                let lastEnd = last.range.location + last.range.length
                if item.range.location < lastEnd {
                    if item.range.location == last.range.location, item.range.length > last.range.length { result[result.count - 1] = item }
                    continue
                }
                let between = (text as NSString).substring(with: NSRange(location: lastEnd, length: item.range.location - lastEnd))
                if last.end == nil, item.end == nil, between.count <= 12, _Patterns.matches(rangeBetween, in: between).count == 1 {
                    var joined = last
                    joined.range.length = item.range.location + item.range.length - last.range.location
                    joined.end = item.start
                    if joined.start.year == nil, let endYear = item.start.year {
                        joined.start.year = (last.start.month, last.start.day) > (item.start.month, item.start.day) ? endYear - 1 : endYear
                    }
                    result[result.count - 1] = joined
                    continue
                }
            }
            result.append(item)
        }
        return result
    }

    /// The day with its year: as written, the year of the range's start (or the next when the end
    /// would come before it), or the next occurrence from the reference day.
    private static func resolved(_ day: Day, after start: Day?, context: Context) -> Day? {
        var result = day
        if result.year == nil {
            if let start {
                result.year = (day.month, day.day) < (start.month, start.day) ? start.year! + 1 : start.year
            } else {
                result.year = (day.month, day.day) < (context.month, context.day) ? context.year + 1 : context.year
            }
            // 29 February in a year without one moves on to the next leap year.
            while result.day > daysIn(result.month, of: result.year!) { result.year! += 1 }
        }
        return valid(result) ? result : nil
    }

    /// A time right after a date: "at 3pm", "14:30", "um 14 Uhr", "à 14h30", "à 18 h 30", "a las 10:30",
    /// "alle ore 21", "às 14h", ", 9:15 a.m.", "at noon". Spaces are taken only before a suffix, so
    /// a match never ends in one.
    private static let timeAfterForm = _Patterns.compile(
        "\\s*(?:,\\s*)?(at|um|ab|à|a las|a la|alle ore|alle|às|ore|@|T)?\\s*(?:(\\d{1,2})(?:(?:[h:.]|\\s?h\\s)(\\d{2}))?(?:\\s*(a\\.?m\\.?|p\\.?m\\.?|uhr|heures|h))?|(noon|midday|midnight|mittag))"
        + "(?:\\s+(" + alternation(dayPeriods.keys) + "))?(?![[\\w:]&&[^\\p{Han}\\p{Hiragana}\\p{Katakana}]]|[.,]\\d)")
    /// A time right before a date: "3pm tomorrow", "at 9:30 on Friday".
    private static let timeBeforeForm = _Patterns.compile(
        "(?<![\\w:.])(?:at\\s+)?(?:(\\d{1,2})(?::(\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)?|(noon|midnight)),?\\s+(?:on\\s+)?$")

    /// Parts of the day written after an hour ("a las 5 de la tarde", "alle 8 di sera"), and
    /// whether they make it an afternoon or evening hour.
    private static let dayPeriods: [String: Bool] = [
        "in the morning": false, "in the afternoon": true, "in the evening": true, "at night": true,
        "de la mañana": false, "de la tarde": true, "de la noche": true,
        "da manhã": false, "da tarde": true, "da noite": true,
        "di mattina": false, "del mattino": false, "del pomeriggio": true, "di pomeriggio": true, "di sera": true, "della sera": true,
        "du matin": false, "de l'après-midi": true, "du soir": true,
    ]

    private static let eveningWords: Set<String> = ["tonight", "evening", "night", "abend", "ce soir", "soir", "esta noche", "noche", "stasera", "sera", "noite"]

    private static func addTime(to item: inout Found, in text: String, context: Context) {
        let written = (text as NSString).substring(with: item.range).lowercased()
        let evening = eveningWords.contains { written.hasSuffix($0) }
        if let (hour, minute, length) = timeAfter(item.range.location + item.range.length, in: text, evening: evening, afternoonGuess: context.twelveHour) {
            (item.hour, item.minute) = (hour, minute)
            item.range.length += length
        } else if item.end == nil, let (hour, minute, length) = timeBefore(item.range.location, in: text) {
            (item.hour, item.minute) = (hour, minute)
            item.range = NSRange(location: item.range.location - length, length: item.range.length + length)
        }
    }

    /// The valid time starting at `location`, if one is written there, and its length.
    static func timeAfter(_ location: Int, in text: String, evening: Bool, afternoonGuess: Bool = false) -> (hour: Int, minute: Int, length: Int)? {
        if let written = eastAsianTime(at: location, in: text) { return written }
        let length = (text as NSString).length - location
        guard length > 0, let result = timeAfterForm.firstMatch(in: text, options: [.anchored], range: NSRange(location: location, length: length)) else { return nil }
        if let word = _Patterns.group(result, 5, in: text)?.lowercased() {
            guard _Patterns.group(result, 1, in: text) != nil else { return nil }
            return (word == "midnight" ? 0 : 12, 0, result.range.length)
        }
        guard let hour = _Patterns.group(result, 2, in: text).flatMap({ Int($0) }) else { return nil }
        let connector = _Patterns.group(result, 1, in: text)
        let minuteText = _Patterns.group(result, 3, in: text)
        var suffix = _Patterns.group(result, 4, in: text)?.lowercased().replacingOccurrences(of: ".", with: "").replacingOccurrences(of: "heures", with: "h")
        if let period = _Patterns.group(result, 6, in: text).flatMap({ dayPeriods[$0.lowercased()] }), suffix != "am", suffix != "pm" {
            guard (1...12).contains(hour) else { return nil }
            suffix = period ? "pm" : "am"
        }
        // A bare number after a date ("March 5, 2024 3 people") is not a time; "at 8" is.
        guard minuteText != nil || suffix != nil || (connector != nil && connector != "T") else { return nil }
        let afternoon = evening || (afternoonGuess && (1...7).contains(hour) && suffix == nil)
        guard let (hour24, minute) = clock(hour, minuteText, suffix, evening: afternoon) else { return nil }
        return (hour24, minute, result.range.length)
    }

    private static func timeBefore(_ location: Int, in text: String) -> (hour: Int, minute: Int, length: Int)? {
        let start = max(0, location - 16)
        let window = (text as NSString).substring(with: NSRange(location: start, length: location - start))
        guard let result = timeBeforeForm.firstMatch(in: window, range: NSRange(location: 0, length: (window as NSString).length)) else { return nil }
        if let word = _Patterns.group(result, 4, in: window)?.lowercased() { return (word == "midnight" ? 0 : 12, 0, result.range.length) }
        guard let hour = _Patterns.group(result, 1, in: window).flatMap({ Int($0) }) else { return nil }
        let minuteText = _Patterns.group(result, 2, in: window)
        let suffix = _Patterns.group(result, 3, in: window)?.lowercased().replacingOccurrences(of: ".", with: "")
        guard minuteText != nil || suffix != nil, let (hour24, minute) = clock(hour, minuteText, suffix, evening: false) else { return nil }
        return (hour24, minute, result.range.length)
    }

    private static func clock(_ hour: Int, _ minuteText: String?, _ suffix: String?, evening: Bool) -> (Int, Int)? {
        var hour24 = hour
        if suffix == "pm" || suffix == "am" {
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (suffix == "pm" ? 12 : 0)
        } else if evening, (1...11).contains(hour) {
            hour24 = hour + 12
        }
        let minute = minuteText.flatMap { Int($0) } ?? 0
        guard (0...23).contains(hour24), (0...59).contains(minute) else { return nil }
        return (hour24, minute)
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
