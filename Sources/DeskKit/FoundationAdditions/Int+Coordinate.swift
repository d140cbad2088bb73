extension Int {
    /// A cell, line or column number computed from a coordinate an app gave (a point, a
    /// rectangle): rounded as `rule` says and kept to ±10¹⁵, with 0 for not a number, so a point
    /// far outside everything picks the first or last cell instead of stopping the app.
    init(coordinate value: Double, _ rule: FloatingPointRoundingRule) {
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value.rounded(rule), -1e15), 1e15))
    }
}
