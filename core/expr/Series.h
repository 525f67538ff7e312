#pragma once

// Truncated Taylor arithmetic (Taylor-mode automatic differentiation).
//
// A series of degree K is the coefficient array a[0..K] of
//     a(tau) = a_0 + a_1 tau + ... + a_K tau^K + O(tau^(K+1)).
// Every function below writes the K+1 coefficients of the result into `c`, using the standard
// recurrences obtained from the differential equation each elementary function satisfies
// (see docs/methods/taylor-arithmetic.md, section 3). Coefficient k of a result depends only
// on coefficients 0..k of the operands (causality), so evaluating on a series whose higher
// coefficients are still zero gives the valid lower coefficients.
//
// Domain errors (log of a non-positive number, division by a zero constant term, ...) fill the
// result with NaN; the formula layer reports them by position (Tape::explainNonFinite).
// Output arrays must not alias inputs unless stated.
//
// The functions with a `from` argument compute only coefficients from..K of the result, given
// its coefficients 0..from-1 from an earlier call on operands with the same first `from`
// coefficients: by the same operations in the same order, so bit for bit what a call from 0
// gives (Tape::evalSeries() evaluates a program order by order that way).

#include <cstddef>
#include <span>

namespace mechlab::core::series {

using Coeffs = std::span<double>;
using ConstCoeffs = std::span<const double>;

/// Scratch space for the functions that need auxiliary series (sin needs cos, tan needs 1 + y^2,
/// ...). Every span must hold at least K+1 doubles.
struct Scratch {
    Coeffs s0, s1, s2;
};

void constant(double value, Coeffs c, std::size_t from = 0);
// The four operations of most instructions: inline, for the one or two new coefficients of an
// evaluation order by order.
inline void add(ConstCoeffs a, ConstCoeffs b, Coeffs c, std::size_t from = 0) {
    for (std::size_t k = from; k < c.size(); ++k) c[k] = a[k] + b[k];
}
inline void sub(ConstCoeffs a, ConstCoeffs b, Coeffs c, std::size_t from = 0) {
    for (std::size_t k = from; k < c.size(); ++k) c[k] = a[k] - b[k];
}
inline void neg(ConstCoeffs a, Coeffs c, std::size_t from = 0) {
    for (std::size_t k = from; k < c.size(); ++k) c[k] = -a[k];
}
inline void mul(ConstCoeffs a, ConstCoeffs b, Coeffs c, std::size_t from = 0) {
    // Cauchy product, highest coefficient first: c may alias a or b.
    for (std::size_t k = c.size(); k-- > from;) {
        double sum = 0.0;
        for (std::size_t j = 0; j <= k; ++j) sum += a[j] * b[k - j];
        c[k] = sum;
    }
}
void div(ConstCoeffs a, ConstCoeffs b, Coeffs c, std::size_t from = 0);
/// a^r for a real constant r (requires a_0 > 0).
void powReal(ConstCoeffs a, double r, Coeffs c, std::size_t from = 0);
/// a^b with both operands series: exp(b log a).
void pow(ConstCoeffs a, ConstCoeffs b, Coeffs c, const Scratch& s);
/// (With a zero constant term and K >= 1 every coefficient is NaN, coefficient 0 included: a
/// call from `from` > 0 is then not what a call from 0 gives.)
void sqrt(ConstCoeffs a, Coeffs c, std::size_t from = 0);
void exp(ConstCoeffs a, Coeffs c, std::size_t from = 0);
void log(ConstCoeffs a, Coeffs c, std::size_t from = 0);
/// sin and cos together (each needs the other); either output may be the scratch of the caller.
void sinCos(ConstCoeffs a, Coeffs s, Coeffs c, std::size_t from = 0);
void sinhCosh(ConstCoeffs a, Coeffs s, Coeffs c, std::size_t from = 0);
void tan(ConstCoeffs a, Coeffs y, const Scratch& s);
void tanh(ConstCoeffs a, Coeffs y, const Scratch& s);
void atan(ConstCoeffs a, Coeffs y, const Scratch& s);
void atan2(ConstCoeffs y, ConstCoeffs x, Coeffs th, const Scratch& s);
void asin(ConstCoeffs a, Coeffs y, const Scratch& s);
void acos(ConstCoeffs a, Coeffs y, const Scratch& s);

/// Sign of the series for small tau > 0: the sign of its first nonzero coefficient (0 if none).
int leadingSign(ConstCoeffs a);
/// Lexicographic comparison of two series (the order for small tau > 0): -1, 0 or 1.
int compare(ConstCoeffs a, ConstCoeffs b);

} // namespace mechlab::core::series
