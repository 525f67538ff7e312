// Cost of evaluating a model's M(q), f(q, v) and constraints through the formula engine
// (MechanicalSystem: compiled tapes, results in Eigen objects) relative to the same functions
// written by hand in C++ (parameters as constants, each sine and cosine once): the two-link
// robot's M, f and g, and Andrews' mechanism's M, f, G and g (what a stage of an implicit method
// needs), through the separate programs and through the fused stage program. The hand-written
// functions are checked against the engine first. Both loops run in this process, one after the
// other, several times; the ratio of the best times is reported.

#include "model/Model.h"
#include "model/Presets.h"
#include "system/MechanicalSystem.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace mechlab::core;

namespace {

void robotByHand(const VectorXd& q, const VectorXd& v, MatrixXd& M, VectorXd& f, VectorXd& g) {
    const double c2 = std::cos(q[1]), c1 = std::cos(q[0]), c12 = std::cos(q[0] + q[1]);
    M(0, 0) = 5 + 3 * c2;
    M(0, 1) = M(1, 0) = 1 + 1.5 * c2;
    M(1, 1) = 1;
    f[0] = (c1 + c12) * v[0] - 3 * q[0];
    f[1] = c12 * v[0] + (1 - 1.5 * c2) * q[0];
    g[0] = std::sin(q[0]) + std::sin(q[0] + q[1]);
}

// Andrews' squeezing mechanism (Hairer and Wanner, Solving ODEs II, VII.7) with the preset's
// parameters; coordinates beta, Theta, gamma, Phi, delta, Omega, epsilon.
void andrewsByHand(const VectorXd& q, const VectorXd& v, MatrixXd& M, VectorXd& f, MatrixXd& G,
                   VectorXd& g) {
    constexpr double m1 = 0.04325, i1 = 2.194e-6, xa = -0.06934, m2 = 0.00365, i2 = 4.41e-7,
                     ya = -0.00227, m3 = 0.02373, i3 = 5.255e-6, xb = -0.03635, m4 = 0.00706,
                     i4 = 5.667e-7, yb = 0.03273, m5 = 0.0705, i5 = 1.169e-5, xc = 0.014,
                     m6 = 0.00706, i6 = 5.667e-7, yc = 0.072, m7 = 0.05498, i7 = 1.912e-5,
                     c0 = 4530.0, d = 0.028, da = 0.0115, e = 0.02, ea = 0.01421, rr = 0.007,
                     ra = 0.00092, l0 = 0.07785, ss = 0.035, sa = 0.01874, sb = 0.01043, sc = 0.018,
                     sd = 0.02, ta = 0.02308, tb = 0.00916, u = 0.04, ua = 0.01228, ub = 0.00449,
                     zf = 0.02, zt = 0.04, fa = 0.01421, mom = 0.033;
    const double sibe = std::sin(q[0]), cobe = std::cos(q[0]);
    const double sith = std::sin(q[1]), coth = std::cos(q[1]);
    const double siga = std::sin(q[2]), coga = std::cos(q[2]);
    const double siph = std::sin(q[3]), coph = std::cos(q[3]);
    const double side = std::sin(q[4]), code = std::cos(q[4]);
    const double siom = std::sin(q[5]), coom = std::cos(q[5]);
    const double siep = std::sin(q[6]), coep = std::cos(q[6]);
    const double sibeth = std::sin(q[0] + q[1]), cobeth = std::cos(q[0] + q[1]);
    const double siphde = std::sin(q[3] + q[4]), cophde = std::cos(q[3] + q[4]);
    const double siomep = std::sin(q[5] + q[6]), coomep = std::cos(q[5] + q[6]);
    const double bep = v[0], thp = v[1], php = v[3], dep = v[4], omp = v[5], epp = v[6];
    const double eea = e - ea, zfa = zf - fa;

    M.setZero();
    M(0, 0) = m1 * ra * ra + m2 * (rr * rr - 2 * da * rr * coth + da * da) + i1 + i2;
    M(1, 0) = M(0, 1) = m2 * (da * da - da * rr * coth) + i2;
    M(1, 1) = m2 * da * da + i2;
    M(2, 2) = m3 * (sa * sa + sb * sb) + i3;
    M(3, 3) = m4 * eea * eea + i4;
    M(4, 3) = M(3, 4) = m4 * (eea * eea + zt * eea * siph) + i4;
    M(4, 4) = m4 * (zt * zt + 2 * zt * eea * siph + eea * eea) + m5 * (ta * ta + tb * tb) + i4 + i5;
    M(5, 5) = m6 * zfa * zfa + i6;
    M(6, 5) = M(5, 6) = m6 * (zfa * zfa - u * zfa * siom) + i6;
    M(6, 6) = m6 * (zfa * zfa - 2 * u * zfa * siom + u * u) + m7 * (ua * ua + ub * ub) + i6 + i7;

    const double xd = sd * coga + sc * siga + xb, yd = sd * siga - sc * coga + yb;
    const double lang = std::sqrt((xd - xc) * (xd - xc) + (yd - yc) * (yd - yc));
    const double force = -c0 * (lang - l0) / lang;
    f[0] = mom - m2 * da * rr * thp * (thp + 2 * bep) * sith;
    f[1] = m2 * da * rr * bep * bep * sith;
    f[2] = force * ((xd - xc) * (sc * coga - sd * siga) + (yd - yc) * (sd * coga + sc * siga));
    f[3] = m4 * zt * eea * dep * dep * coph;
    f[4] = -m4 * zt * eea * php * (php + 2 * dep) * coph;
    f[5] = -m6 * u * zfa * epp * epp * coom;
    f[6] = m6 * u * zfa * omp * (omp + 2 * epp) * coom;

    const double cx = rr * cobe - d * cobeth, cy = rr * sibe - d * sibeth;
    g[0] = cx - ss * siga - xb;
    g[1] = cy + ss * coga - yb;
    g[2] = cx - e * siphde - zt * code - xa;
    g[3] = cy + e * cophde - zt * side - ya;
    g[4] = cx - zf * coomep - u * siep - xa;
    g[5] = cy - zf * siomep + u * coep - ya;

    G.setZero();
    const double gxb = -rr * sibe + d * sibeth, gxt = d * sibeth;
    const double gyb = rr * cobe - d * cobeth, gyt = -d * cobeth;
    for (int row : {0, 2, 4}) {
        G(row, 0) = gxb;
        G(row, 1) = gxt;
    }
    for (int row : {1, 3, 5}) {
        G(row, 0) = gyb;
        G(row, 1) = gyt;
    }
    G(0, 2) = -ss * coga;
    G(1, 2) = -ss * siga;
    G(2, 3) = -e * cophde;
    G(2, 4) = -e * cophde + zt * side;
    G(3, 3) = -e * siphde;
    G(3, 4) = -e * siphde - zt * code;
    G(4, 5) = zf * siomep;
    G(4, 6) = zf * siomep - u * coep;
    G(5, 5) = -zf * coomep;
    G(5, 6) = -zf * coomep - u * siep;
}

template <typename F> double bestSeconds(int repeats, F&& body) {
    double best = 1e300;
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        body();
        best = std::min(
            best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

void report(const char* what, int evaluations, double engine, double hand) {
    std::printf("%s, %d evaluations (best of 5)\n", what, evaluations);
    std::printf("  formula engine: %.1f ns per evaluation\n", 1e9 * engine / evaluations);
    std::printf("  hand-written:   %.1f ns per evaluation\n", 1e9 * hand / evaluations);
    std::printf("  ratio engine / hand-written: %.2f\n", engine / hand);
}

void robot(double& sink) {
    const Model model = *compileModel(*loadPreset("two-link-robot").spec).model;
    MechanicalSystem sys(model);
    constexpr int N = 1'000'000;
    VectorXd q(2), v(2), f(2), g(1);
    MatrixXd M(2, 2);
    auto state = [&](int i) {
        const double s = 1e-6 * i;
        q << std::sin(s), -2 * std::sin(s);
        v << std::cos(s), -2 * std::cos(s);
    };
    const double engine = bestSeconds(5, [&] {
        for (int i = 0; i < N; ++i) {
            state(i);
            sys.dynamics(0.0, q, v, M, f);
            sys.constraints(0.0, q, g);
            sink += M(0, 1) + f[0] + g[0];
        }
    });
    const double hand = bestSeconds(5, [&] {
        for (int i = 0; i < N; ++i) {
            state(i);
            robotByHand(q, v, M, f, g);
            sink += M(0, 1) + f[0] + g[0];
        }
    });
    report("two-link robot, M + f + g", N, engine, hand);
}

void andrews(double& sink) {
    const Model model = *compileModel(*loadPreset("andrews-squeezing").spec).model;
    MechanicalSystem sys(model);
    constexpr int N = 200'000;
    VectorXd q0 = sys.q0(), q(7), v(7), f(7), g(6), gt(6), fh(7), gh(6);
    MatrixXd M(7, 7), G(6, 7), Mh(7, 7), Gh(6, 7);
    auto state = [&](int i) {
        const double s = 1e-5 * i;
        for (int k = 0; k < 7; ++k) {
            q[k] = q0[k] + 0.1 * std::sin(s + k);
            v[k] = 10.0 * std::cos(s - k);
        }
    };
    // The hand-written functions are the engine's (the check is what makes the ratio meaningful).
    double worst = 0.0;
    for (int i = 0; i < 1000; i += 37) {
        state(i * 1000);
        sys.stageTerms(0.0, q, v, M, f, G, gt, g);
        andrewsByHand(q, v, Mh, fh, Gh, gh);
        for (double d : {(M - Mh).cwiseAbs().maxCoeff() / M.cwiseAbs().maxCoeff(),
                         (f - fh).cwiseAbs().maxCoeff() / f.cwiseAbs().maxCoeff(),
                         (G - Gh).cwiseAbs().maxCoeff() / G.cwiseAbs().maxCoeff(),
                         (g - gh).cwiseAbs().maxCoeff() / g.cwiseAbs().maxCoeff()})
            worst = std::max(worst, d);
    }
    if (!(worst < 1e-12)) {
        std::printf("Andrews: the hand-written functions differ from the model (%g)\n", worst);
        std::exit(1);
    }
    const double fused = bestSeconds(5, [&] {
        for (int i = 0; i < N; ++i) {
            state(i);
            sys.stageTerms(0.0, q, v, M, f, G, gt, g);
            sink += M(3, 4) + f[2] + G(4, 6) + g[5];
        }
    });
    const double separate = bestSeconds(5, [&] {
        for (int i = 0; i < N; ++i) {
            state(i);
            sys.dynamics(0.0, q, v, M, f);
            sys.constraintJacobian(0.0, q, G, gt);
            sys.constraints(0.0, q, g);
            sink += M(3, 4) + f[2] + G(4, 6) + g[5];
        }
    });
    const double hand = bestSeconds(5, [&] {
        for (int i = 0; i < N; ++i) {
            state(i);
            andrewsByHand(q, v, Mh, fh, Gh, gh);
            sink += Mh(3, 4) + fh[2] + Gh(4, 6) + gh[5];
        }
    });
    report("Andrews, M + f + G + g by the fused stage program", N, fused, hand);
    report("Andrews, M + f + G + g by three separate programs", N, separate, hand);
}

} // namespace

int main() {
    double sink = 0.0;
    robot(sink);
    andrews(sink);
    std::printf("(checksum %g)\n", sink);
    return 0;
}
