import Foundation

// MARK: - Japanese and Chinese days and times

extension _DateDetector {
    /// Days written relative to today or by weekday in Japanese and Chinese, with no spaces
    /// around them: "明日", "明後日", "今天", "后天", "金曜日", "来週の水曜日", "星期五", "下周三".
    /// Groups: 1 a relative day, 2 "next week" and 3 a weekday in Japanese, 4 "next week" and 5 a
    /// weekday in Chinese.
    private static let eastAsianDayForm = _Patterns.compile(
        "(明後日|明日|今日|今夜|今晚|今天|明天|後天|后天)"
        + "|(来週の?)?([月火水木金土日])曜日?|(下)?(?:星期|礼拜|周)([一二三四五六日天])")

    private static let eastAsianRelativeDays: [String: Int] = [
        "今日": 0, "今夜": 0, "今晚": 0, "今天": 0, "明日": 1, "明天": 1, "明後日": 2, "後天": 2, "后天": 2,
    ]

    /// 1 for Sunday through 7 for Saturday, by the character naming the day.
    private static let eastAsianWeekdays: [Character: Int] = [
        "日": 1, "月": 2, "火": 3, "水": 4, "木": 5, "金": 6, "土": 7,
        "天": 1, "一": 2, "二": 3, "三": 4, "四": 5, "五": 6, "六": 7,
    ]

    /// A time after a date or day: "午後3時", "15時30分", "午後3時半", "下午3点", "晚上8点15分",
    /// "明日の10時"; the period word makes an afternoon or evening hour. "3時間" is three hours, not a time.
    private static let eastAsianTimeForm = _Patterns.compile(
        "\\s*の?\\s*(午前|午後|上午|下午|早上|中午|晚上|夜)?\\s*(\\d{1,2})[時时点點](?![間间])(?:(\\d{1,2})分|(半))?")

    static func eastAsianDays(in text: String, context: Context) -> [Found] {
        let today = Day(year: context.year, month: context.month, day: context.day)
        var found: [Found] = []
        for result in _Patterns.matches(eastAsianDayForm, in: text) {
            if let word = _Patterns.group(result, 1, in: text), let offset = eastAsianRelativeDays[word] {
                found.append(Found(range: result.range, start: adding(offset, to: today)))
                continue
            }
            guard let name = (_Patterns.group(result, 3, in: text) ?? _Patterns.group(result, 5, in: text))?.first,
                  let weekday = eastAsianWeekdays[name] else { continue }
            let current = self.weekday(of: today)
            if _Patterns.group(result, 2, in: text) != nil || _Patterns.group(result, 4, in: text) != nil {
                // Next week's day: weeks start on Monday.
                let toMonday = (2 - current + 7) % 7
                let monday = adding(toMonday == 0 ? 7 : toMonday, to: today)
                found.append(Found(range: result.range, start: adding((weekday - 2 + 7) % 7, to: monday)))
            } else {
                let ahead = (weekday - current + 7) % 7
                found.append(Found(range: result.range, start: adding(ahead == 0 ? 7 : ahead, to: today)))
            }
        }
        return found
    }

    /// The Japanese or Chinese time written at `location`, if there is one, and its length.
    static func eastAsianTime(at location: Int, in text: String) -> (hour: Int, minute: Int, length: Int)? {
        let length = (text as NSString).length - location
        guard length > 0, let result = eastAsianTimeForm.firstMatch(in: text, options: [.anchored], range: NSRange(location: location, length: length)),
              var hour = _Patterns.group(result, 2, in: text).flatMap({ Int($0) }) else { return nil }
        let minute = _Patterns.group(result, 4, in: text) != nil ? 30 : (_Patterns.group(result, 3, in: text).flatMap { Int($0) } ?? 0)
        switch _Patterns.group(result, 1, in: text) {
        case "午後"?, "下午"?, "晚上"?, "夜"?:
            guard (1...12).contains(hour) else { return nil }
            if hour < 12 { hour += 12 }
        case "中午"?:
            if (1...2).contains(hour) { hour += 12 }
        case "午前"?, "上午"?, "早上"?:
            guard (0...12).contains(hour) else { return nil }
            if hour == 12 { hour = 0 }
        default:
            break
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return (hour, minute, result.range.length)
    }
}
