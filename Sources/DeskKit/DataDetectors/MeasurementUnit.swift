/// A unit the measurement detector knows, with what it converts to for the other system.
///
/// Factors come from the exact definitions (the international yard and pound of 1959, the US
/// customary gallon of 231 cubic inches); temperatures convert with their offsets.
public struct MeasurementUnit: Hashable, Sendable {
    /// The quantity a unit measures; conversions stay within one.
    public enum Dimension: Hashable, Sendable {
        /// The quantities the detector knows, with base units m, kg, K, L, m/s and m².
        case length, mass, temperature, volume, speed, area
    }

    /// A short identifier, also the symbol shown in menus ("cm", "°F", "mph").
    public let symbol: String
    /// What the unit measures; converting to a unit of another dimension gives nil.
    public let dimension: Dimension
    /// How many base units (m, kg, K, L, m/s, m²) one of this unit is.
    let factor: Double
    /// Added after scaling, for temperatures.
    let offset: Double
    /// The symbol of the unit in the other system that values convert to.
    public let counterpartSymbol: String

    /// The value in base units.
    func toBase(_ value: Double) -> Double { value * factor + offset }
    func fromBase(_ value: Double) -> Double { (value - offset) / factor }

    /// The unit values of this one convert to.
    public var counterpart: MeasurementUnit? { MeasurementUnit.bySymbol[counterpartSymbol] }

    /// Converts `value` of this unit to its counterpart.
    public func convert(_ value: Double) -> (value: Double, unit: MeasurementUnit)? {
        guard let target = counterpart, target.dimension == dimension else { return nil }
        return (target.fromBase(toBase(value)), target)
    }

    /// Converts `value` of this unit to `unit`; nil across dimensions.
    public func convert(_ value: Double, to unit: MeasurementUnit) -> Double? {
        guard unit.dimension == dimension else { return nil }
        return unit.fromBase(toBase(value))
    }

    /// The unit whose ``symbol`` is `symbol` exactly ("km/h", "°F"); nil for others and spellings.
    public static func unit(symbol: String) -> MeasurementUnit? { bySymbol[symbol] }
}

// MARK: - The unit table

extension MeasurementUnit {
    private static func unit(_ symbol: String, _ dimension: Dimension, _ factor: Double, to counterpart: String, offset: Double = 0) -> MeasurementUnit {
        MeasurementUnit(symbol: symbol, dimension: dimension, factor: factor, offset: offset, counterpartSymbol: counterpart)
    }

    /// Every unit the detector knows, metric and US customary or imperial, grouped by dimension.
    public static let all: [MeasurementUnit] = [
        unit("mm", .length, 0.001, to: "in"), unit("cm", .length, 0.01, to: "in"), unit("m", .length, 1, to: "ft"),
        unit("km", .length, 1000, to: "mi"), unit("in", .length, 0.0254, to: "cm"), unit("ft", .length, 0.3048, to: "m"),
        unit("yd", .length, 0.9144, to: "m"), unit("mi", .length, 1609.344, to: "km"),
        unit("mg", .mass, 0.000001, to: "oz"), unit("g", .mass, 0.001, to: "oz"), unit("kg", .mass, 1, to: "lb"),
        unit("oz", .mass, 0.028349523125, to: "g"), unit("lb", .mass, 0.45359237, to: "kg"), unit("st", .mass, 6.35029318, to: "kg"),
        unit("°C", .temperature, 1, to: "°F", offset: 273.15), unit("°F", .temperature, 5.0 / 9.0, to: "°C", offset: 273.15 - 32 * 5.0 / 9.0),
        unit("K", .temperature, 1, to: "°C"),
        unit("mL", .volume, 0.001, to: "fl oz"), unit("cL", .volume, 0.01, to: "fl oz"), unit("L", .volume, 1, to: "gal"),
        unit("fl oz", .volume, 0.0295735295625, to: "mL"), unit("cup", .volume, 0.2365882365, to: "mL"),
        unit("pt", .volume, 0.473176473, to: "L"), unit("qt", .volume, 0.946352946, to: "L"), unit("gal", .volume, 3.785411784, to: "L"),
        unit("tbsp", .volume, 0.01478676478125, to: "mL"), unit("tsp", .volume, 0.00492892159375, to: "mL"),
        unit("km/h", .speed, 1 / 3.6, to: "mph"), unit("mph", .speed, 0.44704, to: "km/h"), unit("m/s", .speed, 1, to: "mph"),
        unit("kn", .speed, 1852.0 / 3600.0, to: "km/h"),
        unit("m²", .area, 1, to: "ft²"), unit("km²", .area, 1_000_000, to: "mi²"), unit("cm²", .area, 0.0001, to: "in²"),
        unit("ha", .area, 10_000, to: "ac"), unit("ft²", .area, 0.09290304, to: "m²"), unit("in²", .area, 0.00064516, to: "cm²"),
        unit("yd²", .area, 0.83612736, to: "m²"), unit("mi²", .area, 2_589_988.110336, to: "km²"), unit("ac", .area, 4046.8564224, to: "ha"),
    ]

    static let bySymbol: [String: MeasurementUnit] = Dictionary(uniqueKeysWithValues: all.map { ($0.symbol, $0) })

    /// How units are written, lower-cased, mapped to their symbols. Ambiguous spellings that
    /// read as words ("in", "pt") are accepted only at the end of text or before punctuation.
    static let spellings: [(written: String, symbol: String)] = [
        ("millimeters", "mm"), ("millimetres", "mm"), ("millimeter", "mm"), ("millimetre", "mm"), ("mm", "mm"),
        ("centimeters", "cm"), ("centimetres", "cm"), ("centimeter", "cm"), ("centimetre", "cm"), ("cm", "cm"),
        ("kilometers", "km"), ("kilometres", "km"), ("kilometer", "km"), ("kilometre", "km"), ("km", "km"),
        ("meters", "m"), ("metres", "m"), ("meter", "m"), ("metre", "m"), ("m", "m"),
        ("inches", "in"), ("inch", "in"), ("in", "in"), ("\"", "in"), ("″", "in"),
        ("feet", "ft"), ("foot", "ft"), ("ft", "ft"), ("'", "ft"), ("′", "ft"),
        ("yards", "yd"), ("yard", "yd"), ("yd", "yd"), ("miles", "mi"), ("mile", "mi"), ("mi", "mi"),
        ("milligrams", "mg"), ("milligram", "mg"), ("mg", "mg"), ("kilograms", "kg"), ("kilogram", "kg"), ("kilos", "kg"), ("kg", "kg"),
        ("grams", "g"), ("gram", "g"), ("g", "g"), ("ounces", "oz"), ("ounce", "oz"), ("oz", "oz"),
        ("pounds", "lb"), ("pound", "lb"), ("lbs", "lb"), ("lb", "lb"), ("stone", "st"),
        ("°c", "°C"), ("ºc", "°C"), ("℃", "°C"), ("degrees celsius", "°C"), ("degrees c", "°C"), ("celsius", "°C"), ("grad celsius", "°C"),
        ("°f", "°F"), ("ºf", "°F"), ("℉", "°F"), ("degrees fahrenheit", "°F"), ("degrees f", "°F"), ("fahrenheit", "°F"), ("kelvin", "K"),
        ("milliliters", "mL"), ("millilitres", "mL"), ("ml", "mL"), ("cl", "cL"), ("liters", "L"), ("litres", "L"), ("liter", "L"), ("litre", "L"), ("l", "L"),
        ("fluid ounces", "fl oz"), ("fl oz", "fl oz"), ("cups", "cup"), ("cup", "cup"), ("pints", "pt"), ("pint", "pt"), ("pt", "pt"),
        ("quarts", "qt"), ("quart", "qt"), ("qt", "qt"), ("gallons", "gal"), ("gallon", "gal"), ("gal", "gal"),
        ("tablespoons", "tbsp"), ("tablespoon", "tbsp"), ("tbsp", "tbsp"), ("teaspoons", "tsp"), ("teaspoon", "tsp"), ("tsp", "tsp"),
        ("km/h", "km/h"), ("kmh", "km/h"), ("kph", "km/h"), ("mph", "mph"), ("m/s", "m/s"), ("knots", "kn"), ("kn", "kn"),
        ("square meters", "m²"), ("square metres", "m²"), ("sq m", "m²"), ("m²", "m²"), ("m2", "m²"), ("km²", "km²"), ("km2", "km²"),
        ("cm²", "cm²"), ("cm2", "cm²"), ("hectares", "ha"), ("hectare", "ha"), ("ha", "ha"),
        ("square feet", "ft²"), ("sq ft", "ft²"), ("ft²", "ft²"), ("ft2", "ft²"), ("sq in", "in²"), ("in²", "in²"),
        ("sq yd", "yd²"), ("yd²", "yd²"), ("square miles", "mi²"), ("sq mi", "mi²"), ("mi²", "mi²"), ("acres", "ac"), ("acre", "ac"),
    ]

    /// Spellings that are also common words; they count as units only before punctuation or the end.
    static let wordLikeSpellings: Set<String> = ["in", "pt", "'", "mi", "st", "kn", "stone"]
}
