/// `value` rounded to a multiple of `step`, computed so that the result prints back exactly.
func quantize(_ value: Double, _ step: Double) -> Double {
  let inverse = (1 / step).rounded()
  return (value * inverse).rounded() / inverse
}

/// log2 by repeated halving and a short series: no C library call, so identical everywhere.
func portableLog2(_ value: Double) -> Double {
  guard value > 0, value.isFinite else { return 0 }
  var x = value
  var exponent = 0.0
  while x >= 2 {
    x /= 2
    exponent += 1
  }
  while x < 1 {
    x *= 2
    exponent -= 1
  }
  // ln(x) for x in [1, 2) via atanh series: ln x = 2·(y + y³/3 + y⁵/5 + …), y = (x−1)/(x+1).
  let y = (x - 1) / (x + 1)
  let y2 = y * y
  var term = y
  var sum = 0.0
  var n = 1.0
  for _ in 0..<20 {
    sum += term / n
    term *= y2
    n += 2
  }
  return exponent + 2 * sum / 0.693_147_180_559_945_3
}
