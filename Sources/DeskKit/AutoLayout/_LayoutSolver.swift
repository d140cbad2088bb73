import Foundation

/// A linear constraint solver in the manner of Cassowary: required constraints hold exactly,
/// weaker ones are met as closely as their weights allow, by the simplex method over a tableau
/// of rows `basic = constant + Σ coefficient × parametric`.
///
/// The solver is rebuilt for each layout pass; variables are plain integers the caller hands out.
struct _LayoutSolver {
    /// An equation or inequality `Σ coefficient × variable + constant (relation) 0`.
    struct Constraint {
        enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        /// `nil` for a required constraint, else how much missing it costs per point.
        var weight: Double?
    }

    /// Why a constraint could not be added; the tableau is unchanged.
    enum Failure: Error { case unsatisfiable }

    private struct Symbol: Hashable, Comparable {
        enum Kind: Int { case external, slack, error, dummy }
        let id: Int
        let kind: Kind
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    }

    private struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
            let value = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = _LayoutSolver.isNearZero(value) ? nil : value
        }

        mutating func insert(_ row: Row, _ coefficient: Double = 1) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            cells = cells.mapValues { -$0 }
        }

        /// Rewrites `0 = row` as `symbol = …`, removing `symbol` from the cells.
        mutating func solve(for symbol: Symbol) {
            let scale = -1 / cells.removeValue(forKey: symbol)!
            constant *= scale
            cells = cells.mapValues { $0 * scale }
        }

        /// Rewrites `lhs = row` (row holding `rhs`) as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
        }
    }

    private var rows: [Symbol: Row] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?
    private var nextID = 0
    private var variables: [Int: Symbol] = [:]

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// The value the solution gives `variable` (0 for one no constraint mentions).
    func value(of variable: Int) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Adds `constraint` and re-solves; throws, leaving the solution as it was, when a
    /// required constraint contradicts those already added.
    mutating func add(_ constraint: Constraint) throws(Failure) {
        let saved = self
        var row = Row(constant: constraint.constant)
        for term in constraint.terms where !Self.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var marker: Symbol, other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if let weight = constraint.weight {
                let error = newSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective.insert(error, weight)
            }
        case .equal:
            if let weight = constraint.weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            } else {
                marker = newSymbol(.dummy)
                row.insert(marker)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Self.isNearZero(row.constant) else { self = saved; throw .unsatisfiable }
            // Redundant with what is there already: nothing to add.
        } else if !addWithArtificialVariable(row) {
            self = saved
            throw .unsatisfiable
        }
        guard optimize(.objective) else { self = saved; throw .unsatisfiable }
    }

    private mutating func symbol(for variable: Int) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = newSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    /// An external symbol, else a new slack or error symbol with a negative coefficient.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [marker, other].compactMap({ $0 }) where candidate.kind == .slack || candidate.kind == .error {
            if row.coefficient(candidate) < 0 { return candidate }
        }
        return nil
    }

    private mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Finds a feasible basis for `row` by minimizing an artificial variable equal to it.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        guard optimize(.artificial), let minimized = artificial else { artificial = nil; return false }
        let success = Self.isNearZero(minimized.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min() else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private enum Target { case objective, artificial }

    /// Primal simplex: pivots until no coefficient of the target row is negative; false if
    /// the target is unbounded.
    private mutating func optimize(_ target: Target) -> Bool {
        for _ in 0..<10_000 {
            guard let targetRow = target == .objective ? objective : artificial else { return false }
            guard let entering = targetRow.cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).keys.min() else { return true }
            var leaving: Symbol?, best = Double.infinity
            for (symbol, row) in rows.sorted(by: { $0.key < $1.key }) where symbol.kind != .external {
                let coefficient = row.coefficient(entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best { best = ratio; leaving = symbol }
            }
            guard let leaving, var pivot = rows.removeValue(forKey: leaving) else { return false }
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            rows[entering] = pivot
        }
        return false
    }
}
