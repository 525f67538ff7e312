// Cost of evaluating the two-link robot's M(q), f(q, v) and g(q) through the formula engine
// (MechanicalSystem: compiled tapes, results in Eigen objects) relative to the same functions
// written by hand in C++. Both loops run in this process, one after the other, several times;
// the ratio of the best times is reported.

#include "model/Model.h"
#include "model/Presets.h"
#include "system/MechanicalSystem.h"

#include <chrono>
#include <cmath>
#include <cstdio>

using namespace mechlab::core;

namespace {

void handWritten(const VectorXd& q, const VectorXd& v, MatrixXd& M, VectorXd& f, VectorXd& g) {
    const double c2 = std::cos(q[1]), c1 = std::cos(q[0]), c12 = std::cos(q[0] + q[1]);
    M(0, 0) = 5 + 3 * c2;
    M(0, 1) = M(1, 0) = 1 + 1.5 * c2;
    M(1, 1) = 1;
    f[0] = (c1 + c12) * v[0] - 3 * q[0];
    f[1] = c12 * v[0] + (1 - 1.5 * c2) * q[0];
    g[0] = std::sin(q[0]) + std::sin(q[0] + q[1]);
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

} // namespace

int main() {
    const Model model = *compileModel(*loadPreset("two-link-robot").spec).model;
    MechanicalSystem sys(model);
    constexpr int N = 1'000'000;
    VectorXd q(2), v(2), f(2), g(1);
    MatrixXd M(2, 2);
    double sink = 0.0;
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
            handWritten(q, v, M, f, g);
            sink += M(0, 1) + f[0] + g[0];
        }
    });
    std::printf("two-link robot, M + f + g, %d evaluations (best of 5)\n", N);
    std::printf("  formula engine: %.1f ns per evaluation\n", 1e9 * engine / N);
    std::printf("  hand-written:   %.1f ns per evaluation\n", 1e9 * hand / N);
    std::printf("  ratio engine / hand-written: %.2f\n", engine / hand);
    std::printf("(checksum %g)\n", sink);
    return 0;
}
