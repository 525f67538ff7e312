#pragma once

// Special functions for exact-solution formulas (double precision only), parameter convention
// m = k^2 as in docs/problems/pendulum.md. Outside their domain they return NaN.

namespace mechlab::core::special {

/// Complete elliptic integral of the first kind K(m), m < 1.
double ellipK(double m);
/// Jacobi elliptic functions sn(u | m), cn(u | m), dn(u | m), 0 <= m <= 1.
double jacobiSn(double u, double m);
double jacobiCn(double u, double m);
double jacobiDn(double u, double m);

} // namespace mechlab::core::special
