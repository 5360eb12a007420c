/// Ordinary least squares through the normal equations, for the few unknowns of a cost model.
enum LeastSquares {
    /// The coefficients minimising the squared error of `rows · x` against `targets`, or `nil` when
    /// the columns are linearly dependent and no single answer exists.
    static func solve(rows: [[Double]], targets: [Double]) -> [Double]? {
        guard let width = rows.first?.count, rows.count == targets.count else { return nil }
        // The augmented normal equations [AᵀA | Aᵀb].
        var system = (0..<width).map { i in
            (0..<width).map { j in zip(rows, rows).reduce(0) { $0 + $1.0[i] * $1.1[j] } }
                + [zip(rows, targets).reduce(0) { $0 + $1.0[i] * $1.1 }]
        }
        // A pivot this small against its column's own sum of squares means the column is (nearly) a
        // combination of the others.
        let scale = (0..<width).map { system[$0][$0] }
        for column in 0..<width {
            guard let pivot = (column..<width).max(by: { abs(system[$0][column]) < abs(system[$1][column]) }),
                  abs(system[pivot][column]) > 1e-10 * scale[column] else { return nil }
            system.swapAt(column, pivot)
            for row in 0..<width where row != column {
                let factor = system[row][column] / system[column][column]
                for index in column...width { system[row][index] -= factor * system[column][index] }
            }
        }
        return (0..<width).map { system[$0][width] / system[$0][$0] }
    }
}
