import Foundation

/// The growth exponent of a cost: the slope of log(cost) against log(size), by least squares.
///
/// 0 means the cost does not grow with the size, 1 that it grows linearly, 2 quadratically.
func growthExponent(sizes: [Double], costs: [Double]) -> Double? {
  let points = zip(sizes, costs).filter { $0.0 > 0 && $0.1 > 0 }.map { (log($0.0), log($0.1)) }
  guard points.count >= 2 else { return nil }
  let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
  let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
  let covariance = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
  let variance = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
  return variance > 0 ? covariance / variance : nil
}
