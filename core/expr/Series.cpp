#include "expr/Series.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace mechlab::core::series {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

void fillNaN(Coeffs c) {
    std::fill(c.begin(), c.end(), kNaN);
}

} // namespace

void constant(double value, Coeffs c, std::size_t from) {
    if (from == 0) c[0] = value;
    std::fill(c.begin() + std::ptrdiff_t(std::max<std::size_t>(from, 1)), c.end(), 0.0);
}

void div(ConstCoeffs a, ConstCoeffs b, Coeffs c, std::size_t from) {
    if (b[0] == 0.0) return fillNaN(c);
    // c = a / b  <=>  b * c = a:  c_k = (a_k - sum_{j=1..k} b_j c_{k-j}) / b_0
    for (std::size_t k = from; k < c.size(); ++k) {
        double sum = a[k];
        for (std::size_t j = 1; j <= k; ++j) sum -= b[j] * c[k - j];
        c[k] = sum / b[0];
    }
}

void powReal(ConstCoeffs a, double r, Coeffs c, std::size_t from) {
    if (!(a[0] > 0.0)) return fillNaN(c);
    // From c' a = r a' c:  c_k = 1/(k a_0) sum_{j=1..k} (r j - (k - j)) a_j c_{k-j}
    if (from == 0) c[0] = std::pow(a[0], r);
    for (std::size_t k = std::max<std::size_t>(from, 1); k < c.size(); ++k) {
        double sum = 0.0;
        for (std::size_t j = 1; j <= k; ++j)
            sum += (r * double(j) - double(k - j)) * a[j] * c[k - j];
        c[k] = sum / (double(k) * a[0]);
    }
}

void pow(ConstCoeffs a, ConstCoeffs b, Coeffs c, const Scratch& s) {
    const std::size_t len = c.size();
    Coeffs logA = s.s0.first(len), product = s.s1.first(len);
    log(a, logA);
    mul(b, logA, product);
    exp(product, c);
}

void sqrt(ConstCoeffs a, Coeffs c, std::size_t from) {
    if (a[0] < 0.0) return fillNaN(c);
    if (from == 0) c[0] = std::sqrt(a[0]);
    if (c.size() > 1 && c[0] == 0.0) return fillNaN(c);
    // c * c = a:  c_k = (a_k - sum_{j=1..k-1} c_j c_{k-j}) / (2 c_0)
    for (std::size_t k = std::max<std::size_t>(from, 1); k < c.size(); ++k) {
        double sum = a[k];
        for (std::size_t j = 1; j < k; ++j) sum -= c[j] * c[k - j];
        c[k] = sum / (2.0 * c[0]);
    }
}

void exp(ConstCoeffs a, Coeffs c, std::size_t from) {
    // e' = a' e:  e_k = 1/k sum_{j=1..k} j a_j e_{k-j}
    if (from == 0) c[0] = std::exp(a[0]);
    for (std::size_t k = std::max<std::size_t>(from, 1); k < c.size(); ++k) {
        double sum = 0.0;
        for (std::size_t j = 1; j <= k; ++j) sum += double(j) * a[j] * c[k - j];
        c[k] = sum / double(k);
    }
}

void log(ConstCoeffs a, Coeffs c, std::size_t from) {
    if (!(a[0] > 0.0)) return fillNaN(c);
    // a l' = a':  l_k = (a_k - 1/k sum_{j=1..k-1} j l_j a_{k-j}) / a_0
    if (from == 0) c[0] = std::log(a[0]);
    for (std::size_t k = std::max<std::size_t>(from, 1); k < c.size(); ++k) {
        double sum = 0.0;
        for (std::size_t j = 1; j < k; ++j) sum += double(j) * c[j] * a[k - j];
        c[k] = (a[k] - sum / double(k)) / a[0];
    }
}

namespace {

// s' = a' c and c' = sigma a' s (sigma = -1: sin/cos, +1: sinh/cosh), computed together.
// The constant terms s0 and c0 are computed by the caller where from == 0 only.
template <typename ConstantTerms>
void sinCosLike(ConstCoeffs a, Coeffs s, Coeffs c, double sigma, std::size_t from,
                ConstantTerms constantTerms) {
    if (from == 0) constantTerms(s[0], c[0]);
    for (std::size_t k = std::max<std::size_t>(from, 1); k < s.size(); ++k) {
        double ss = 0.0, cc = 0.0;
        for (std::size_t j = 1; j <= k; ++j) {
            ss += double(j) * a[j] * c[k - j];
            cc += double(j) * a[j] * s[k - j];
        }
        s[k] = ss / double(k);
        c[k] = sigma * cc / double(k);
    }
}

} // namespace

void sinCos(ConstCoeffs a, Coeffs s, Coeffs c, std::size_t from) {
    sinCosLike(a, s, c, -1.0, from, [&](double& s0, double& c0) {
        s0 = std::sin(a[0]);
        c0 = std::cos(a[0]);
    });
}

void sinhCosh(ConstCoeffs a, Coeffs s, Coeffs c, std::size_t from) {
    sinCosLike(a, s, c, 1.0, from, [&](double& s0, double& c0) {
        s0 = std::sinh(a[0]);
        c0 = std::cosh(a[0]);
    });
}

namespace {

// y' = a' u with u = 1 + sigma y^2 (sigma = +1: tan, -1: tanh), u updated after each y_m.
void tanLike(ConstCoeffs a, Coeffs y, Coeffs u, double sigma, double y0) {
    if (!std::isfinite(y0)) return fillNaN(y);
    y[0] = y0;
    u[0] = 1.0 + sigma * y0 * y0;
    for (std::size_t k = 1; k < y.size(); ++k) {
        double sum = 0.0;
        for (std::size_t j = 1; j <= k; ++j) sum += double(j) * a[j] * u[k - j];
        y[k] = sum / double(k);
        double sq = 0.0;
        for (std::size_t i = 0; i <= k; ++i) sq += y[i] * y[k - i];
        u[k] = sigma * sq;
    }
}

// y' = a' / r  with a known series r:  y_k = (k a_k - sum_{j=1..k-1} j y_j r_{k-j}) / (k r_0)
void quotientIntegral(ConstCoeffs a, ConstCoeffs r, Coeffs y, double y0) {
    if (r[0] == 0.0) return fillNaN(y);
    y[0] = y0;
    for (std::size_t k = 1; k < y.size(); ++k) {
        double sum = double(k) * a[k];
        for (std::size_t j = 1; j < k; ++j) sum -= double(j) * y[j] * r[k - j];
        y[k] = sum / (double(k) * r[0]);
    }
}

} // namespace

void tan(ConstCoeffs a, Coeffs y, const Scratch& s) {
    tanLike(a, y, s.s0.first(y.size()), 1.0, std::tan(a[0]));
}

void tanh(ConstCoeffs a, Coeffs y, const Scratch& s) {
    tanLike(a, y, s.s0.first(y.size()), -1.0, std::tanh(a[0]));
}

void atan(ConstCoeffs a, Coeffs y, const Scratch& s) {
    Coeffs d = s.s0.first(y.size());
    mul(a, a, d);
    d[0] += 1.0;
    quotientIntegral(a, d, y, std::atan(a[0]));
}

void atan2(ConstCoeffs y, ConstCoeffs x, Coeffs th, const Scratch& s) {
    const std::size_t len = th.size();
    if (x[0] == 0.0 && y[0] == 0.0) return fillNaN(th);
    // d th' = x y' - y x'  with d = x^2 + y^2
    Coeffs d = s.s0.first(len), tmp = s.s1.first(len);
    mul(x, x, d);
    mul(y, y, tmp);
    for (std::size_t k = 0; k < len; ++k) d[k] += tmp[k];
    th[0] = std::atan2(y[0], x[0]);
    for (std::size_t k = 1; k < len; ++k) {
        double n = 0.0;
        for (std::size_t i = 0; i < k; ++i)
            n += double(k - i) * (x[i] * y[k - i] - y[i] * x[k - i]);
        for (std::size_t j = 1; j < k; ++j) n -= double(j) * th[j] * d[k - j];
        th[k] = n / (double(k) * d[0]);
    }
}

void asin(ConstCoeffs a, Coeffs y, const Scratch& s) {
    const std::size_t len = y.size();
    if (!(std::abs(a[0]) < 1.0)) {
        if (len == 1 && std::abs(a[0]) == 1.0) {
            y[0] = std::asin(a[0]);
            return;
        }
        return fillNaN(y);
    }
    // y' = a' / r  with r = sqrt(1 - a^2)
    Coeffs oneMinusSq = s.s0.first(len), r = s.s1.first(len);
    mul(a, a, oneMinusSq);
    for (std::size_t k = 0; k < len; ++k) oneMinusSq[k] = -oneMinusSq[k];
    oneMinusSq[0] += 1.0;
    sqrt(oneMinusSq, r);
    quotientIntegral(a, r, y, std::asin(a[0]));
}

void acos(ConstCoeffs a, Coeffs y, const Scratch& s) {
    asin(a, y, s);
    for (double& v : y) v = -v;
    if (std::isfinite(y[0])) y[0] = std::acos(a[0]);
}

int leadingSign(ConstCoeffs a) {
    for (double v : a) {
        if (v > 0.0) return 1;
        if (v < 0.0) return -1;
    }
    return 0;
}

int compare(ConstCoeffs a, ConstCoeffs b) {
    for (std::size_t k = 0; k < a.size(); ++k) {
        if (a[k] < b[k]) return -1;
        if (a[k] > b[k]) return 1;
    }
    return 0;
}

} // namespace mechlab::core::series
