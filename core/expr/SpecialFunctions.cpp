#include "expr/SpecialFunctions.h"

#include <algorithm>
#include <boost/math/policies/policy.hpp>
#include <boost/math/special_functions/ellint_1.hpp>
#include <boost/math/special_functions/jacobi_elliptic.hpp>
#include <cmath>
#include <limits>

namespace mechlab::core::special {

namespace {

// Report domain problems as NaN instead of exceptions: formulas are evaluated in integrator loops.
using Policy = boost::math::policies::policy<
    boost::math::policies::domain_error<boost::math::policies::ignore_error>,
    boost::math::policies::pole_error<boost::math::policies::ignore_error>,
    boost::math::policies::overflow_error<boost::math::policies::ignore_error>,
    boost::math::policies::evaluation_error<boost::math::policies::ignore_error>>;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool validParameter(double m) {
    return std::isfinite(m) && m >= 0.0 && m <= 1.0;
}

} // namespace

double ellipK(double m) {
    if (!std::isfinite(m) || m >= 1.0) return kNaN;
    if (m >= 0.0) return boost::math::ellint_1(std::sqrt(m), Policy());
    // Imaginary modulus (m < 0): K(m) = K(-m/(1-m)) / sqrt(1-m)  (DLMF 19.7.5)
    const double mm = -m / (1.0 - m);
    return boost::math::ellint_1(std::sqrt(mm), Policy()) / std::sqrt(1.0 - m);
}

namespace {

// sn and cn at (u, m), computed together (Boost's jacobi_sn and jacobi_cn each run the same
// descending Landen sequence) and kept for the next call: an exact solution asks for sn, cn and
// dn of the same argument, often several times per point.
struct SnCn {
    double u = kNaN, m = kNaN, sn = kNaN, cn = kNaN;
};

// Boost evaluates double arguments in long double (x87), 3.8 us a call on the pendulum's
// modulus, in double in 0.6 us; either way from the modulus k = sqrt(m) rounded to double, which
// moves the period 4K, so that far from u = 0 the error grows with the periods u spans (against
// mpmath at 30 digits, |u| <= 300: m = 0.5 9e-15, m = 0.904 4e-14, m = 0.99 9e-14). Here u is
// first reduced by whole periods 4K(m), with K from m in long double, and sn, cn are then
// evaluated in double at the reduced argument: for |u| <= 300, within 1e-15 of mpmath for
// m <= 0.95 (Boost in long double: 5e-17 for m <= 0.25), 4e-15 at m = 0.99, 8e-14 at m = 0.999
// (Boost: as much near u = 0, 2e-12 at |u| near 300). Closer to m = 1 the period grows without
// bound: long double there, as for a u too large to reduce.
using DoublePolicy =
    boost::math::policies::normalise<Policy, boost::math::policies::promote_double<false>>::type;
constexpr double kReducedUpTo = 0.999;

const SnCn& snCn(double u, double m) {
    thread_local SnCn last;
    thread_local double periodM = kNaN;
    thread_local long double period = 0.0L; // 4 K(m) for m = periodM
    if (u != last.u || m != last.m) {
        double cn = kNaN, sn = kNaN;
        if (m <= kReducedUpTo && std::abs(u) < 1e6) {
            if (m != periodM) {
                period =
                    4.0L * boost::math::ellint_1(std::sqrt(static_cast<long double>(m)), Policy());
                periodM = m;
            }
            const long double whole = std::nearbyint(static_cast<long double>(u) / period);
            const double reduced =
                static_cast<double>(static_cast<long double>(u) - whole * period);
            sn = boost::math::jacobi_elliptic(std::sqrt(m), reduced, &cn,
                                              static_cast<double*>(nullptr), DoublePolicy());
        } else {
            sn = boost::math::jacobi_elliptic(std::sqrt(m), u, &cn, static_cast<double*>(nullptr),
                                              Policy());
        }
        last = {u, m, sn, cn};
    }
    return last;
}

} // namespace

double jacobiSn(double u, double m) {
    if (!validParameter(m)) return kNaN;
    return snCn(u, m).sn;
}

double jacobiCn(double u, double m) {
    if (!validParameter(m)) return kNaN;
    return snCn(u, m).cn;
}

double jacobiDn(double u, double m) {
    if (!validParameter(m)) return kNaN;
    // Boost 1.74 returns a wrong dn at the quarter period u = K(m) (0.86399 instead of
    // sqrt(0.75) for m = 0.25); dn = sqrt(1 - m sn^2) holds for every real u and 0 <= m <= 1.
    const double sn = jacobiSn(u, m);
    return std::sqrt(std::max(0.0, 1.0 - m * sn * sn));
}

} // namespace mechlab::core::special
