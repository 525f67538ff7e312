// Cost of evaluating a model's M(q), f(q, v), G(q) and g(q) through the formula engine
// (MechanicalSystem: compiled tapes, results in Eigen objects) relative to the same functions
// written by hand in C++ (bench/HandWrittenModels.h: parameters as constants, each sine and
// cosine once, dense arrays): the two-link robot and Andrews' mechanism, what a stage of an
// implicit method needs, through the fused stage program (one point per call, and the three
// stages of Radau IIA 5 in one call) and through the separate programs. The hand-written
// functions are checked against the engine first. Each engine loop runs twice: on models whose
// programs are interpreted and on the same models with machine code (model/NativeCode.h; the
// same results). The loops alternate in rounds and the best round of each is reported, so that
// a busy machine slows all alike.
//
// `bench_formula_engine count [LOOP]` runs each loop (or the one named: robotByHand,
// robotEngine, andrewsByHand, andrewsEngine, andrewsStages, andrewsSeparate; the engine's with
// the machine code: robotNative, andrewsNative, andrewsStagesNative) once over 3000 points,
// for callgrind.

#include "HandWrittenModels.h"
#include "model/Model.h"
#include "model/NativeCode.h"
#include "model/Presets.h"
#include "system/MechanicalSystem.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace mechlab::core;
using mechlab::bench::AndrewsByHand;
using mechlab::bench::RobotByHand;

namespace {

double g_sink = 0.0;

// The states the loops visit: near the model's initial positions, velocities of order 10.
struct States {
    std::vector<VectorXd> q, v;
    States(const VectorXd& q0, int count) {
        const int n = int(q0.size());
        for (int i = 0; i < count; ++i) {
            const double s = 1e-3 * i;
            VectorXd a(n), b(n);
            for (int k = 0; k < n; ++k) {
                a[k] = q0[k] + 0.1 * std::sin(s + k);
                b[k] = 10.0 * std::cos(s - k);
            }
            q.push_back(a);
            v.push_back(b);
        }
    }
};

constexpr int kStates = 64;

template <typename Model>
void byHand(const States& st, int evaluations, std::vector<double>& M, std::vector<double>& f,
            std::vector<double>& G, std::vector<double>& g) {
    for (int i = 0; i < evaluations; ++i) {
        const int k = i % kStates;
        Model::stage(st.q[k].data(), st.v[k].data(), M.data(), f.data(), G.data(), g.data());
        g_sink += M[1] + f[0] + G[0] + g[0];
    }
}

__attribute__((noinline)) void robotByHand(const States& st, int evaluations) {
    static std::vector<double> M(4), f(2), G(2), g(1);
    byHand<RobotByHand>(st, evaluations, M, f, G, g);
}

__attribute__((noinline)) void andrewsByHand(const States& st, int evaluations) {
    static std::vector<double> M(49), f(7), G(42), g(6);
    byHand<AndrewsByHand>(st, evaluations, M, f, G, g);
}

struct Engine {
    MechanicalSystem sys;
    MatrixXd M, G, Ms[3], Gs[3];
    VectorXd f, gt, g, fs[3], gts[3], gs[3];
    explicit Engine(const Model& model) : sys(model) {}
};

__attribute__((noinline)) void engineStage(Engine& e, const States& st, int evaluations) {
    for (int i = 0; i < evaluations; ++i) {
        const int k = i % kStates;
        e.sys.stageTerms(0.0, st.q[k], st.v[k], e.M, e.f, e.G, e.gt, e.g);
        g_sink += e.M(0, 1) + e.f[0] + e.G(0, 0) + e.g[0];
    }
}

// Three points per call (the stages of Radau IIA 5); `evaluations` counts points.
__attribute__((noinline)) void engineStages(Engine& e, const States& st, int evaluations) {
    const double t[3] = {0.0, 0.0, 0.0};
    for (int i = 0; i < evaluations; i += 3) {
        const int k = i % (kStates - 2);
        e.sys.stageTerms(3, t, &st.q[std::size_t(k)], &st.v[std::size_t(k)], e.Ms, e.fs, e.Gs,
                         e.gts, e.gs);
        g_sink += e.Ms[2](0, 1) + e.fs[1][0] + e.Gs[0](0, 0) + e.gs[2][0];
    }
}

__attribute__((noinline)) void engineSeparate(Engine& e, const States& st, int evaluations) {
    for (int i = 0; i < evaluations; ++i) {
        const int k = i % kStates;
        e.sys.dynamics(0.0, st.q[k], st.v[k], e.M, e.f);
        e.sys.constraintJacobian(0.0, st.q[k], e.G, e.gt);
        e.sys.constraints(0.0, st.q[k], e.g);
        g_sink += e.M(0, 1) + e.f[0] + e.G(0, 0) + e.g[0];
    }
}

// The largest relative difference between the engine's and the hand-written functions.
template <typename Hand> double difference(Engine& e, const States& st) {
    constexpr int n = Hand::n, m = Hand::m;
    std::vector<double> M(n * n), f(n), G(m * n), g(m);
    double worst = 0.0;
    auto rel = [&](const double* a, const double* b, int size) {
        double diff = 0.0, scale = 0.0;
        for (int k = 0; k < size; ++k) {
            diff = std::max(diff, std::abs(a[k] - b[k]));
            scale = std::max(scale, std::abs(b[k]));
        }
        return diff / scale;
    };
    for (int k = 0; k < kStates; ++k) {
        e.sys.stageTerms(0.0, st.q[k], st.v[k], e.M, e.f, e.G, e.gt, e.g);
        Hand::stage(st.q[k].data(), st.v[k].data(), M.data(), f.data(), G.data(), g.data());
        worst = std::max({worst, rel(e.M.data(), M.data(), n * n), rel(e.f.data(), f.data(), n),
                          rel(e.G.data(), G.data(), m * n), rel(e.g.data(), g.data(), m)});
    }
    return worst;
}

double seconds(const std::function<void()>& body) {
    const auto t0 = std::chrono::steady_clock::now();
    body();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Best time of each body over alternating rounds.
std::vector<double> bestOfRounds(const std::vector<std::function<void()>>& bodies, int rounds) {
    std::vector<double> best(bodies.size(), 1e300);
    for (int r = 0; r < rounds; ++r)
        for (std::size_t b = 0; b < bodies.size(); ++b)
            best[b] = std::min(best[b], seconds(bodies[b]));
    return best;
}

void report(const char* what, int evaluations, double engine, double hand) {
    std::printf("  %-44s %7.1f ns per point, ratio to hand-written %.2f\n", what,
                1e9 * engine / evaluations, engine / hand);
}

Model preset(const char* id) {
    return *compileModel(*loadPreset(id).spec).model;
}

} // namespace

int main(int argc, char** argv) {
    const bool count = argc > 1 && std::strcmp(argv[1], "count") == 0;
    const Model robot = preset("two-link-robot"), andrews = preset("andrews-squeezing");
    // The same models compiled once more, their programs as machine code.
    const Model robotNative = preset("two-link-robot"), andrewsNative = preset("andrews-squeezing");
    for (const Model* m : {&robotNative, &andrewsNative}) {
        std::string why;
        if (!attachNativeCode(m->compiled(), &why)) {
            std::printf("no machine code for %s: %s\n", m->name().c_str(), why.c_str());
            return 1;
        }
    }
    Engine er(robot), ea(andrews), ern(robotNative), ean(andrewsNative);
    const States sr(robot.q0(), kStates), sa(andrews.q0(), kStates);
    const double dr = difference<RobotByHand>(er, sr), da = difference<AndrewsByHand>(ea, sa);
    const double drn = difference<RobotByHand>(ern, sr), dan = difference<AndrewsByHand>(ean, sa);
    if (!(std::max(dr, drn) < 1e-13) || !(std::max(da, dan) < 1e-12)) {
        std::printf("the hand-written functions differ from the models (%g, %g, %g, %g)\n", dr, da,
                    drn, dan);
        return 1;
    }
    if (count) {
        constexpr int N = 3000;
        const std::string only = argc > 2 ? argv[2] : "";
        auto wanted = [&](const char* name) { return only.empty() || only == name; };
        if (wanted("robotByHand")) robotByHand(sr, N);
        if (wanted("robotEngine")) engineStage(er, sr, N);
        if (wanted("andrewsByHand")) andrewsByHand(sa, N);
        if (wanted("andrewsEngine")) engineStage(ea, sa, N);
        if (wanted("andrewsStages")) engineStages(ea, sa, N);
        if (wanted("andrewsSeparate")) engineSeparate(ea, sa, N);
        if (wanted("robotNative")) engineStage(ern, sr, N);
        if (wanted("andrewsNative")) engineStage(ean, sa, N);
        if (wanted("andrewsStagesNative")) engineStages(ean, sa, N);
        std::printf("%d evaluations each (checksum %g)\n", N, g_sink);
        return 0;
    }
    constexpr int NR = 100'000, NA = 30'000, rounds = 15;
    std::printf("Best of %d alternating rounds\n", rounds);
    const std::vector<double> r =
        bestOfRounds({[&] { robotByHand(sr, NR); }, [&] { engineStage(er, sr, NR); },
                      [&] { engineStage(ern, sr, NR); }},
                     rounds);
    std::printf("two-link robot, M + f + G + g: hand-written %.1f ns\n", 1e9 * r[0] / NR);
    report("stage program", NR, r[1], r[0]);
    report("stage program, machine code", NR, r[2], r[0]);
    const std::vector<double> a =
        bestOfRounds({[&] { andrewsByHand(sa, NA); }, [&] { engineStage(ea, sa, NA); },
                      [&] { engineStages(ea, sa, NA); }, [&] { engineSeparate(ea, sa, NA); },
                      [&] { engineStage(ean, sa, NA); }, [&] { engineStages(ean, sa, NA); }},
                     rounds);
    std::printf("Andrews, M + f + G + g: hand-written %.1f ns\n", 1e9 * a[0] / NA);
    report("stage program, one point per call", NA, a[1], a[0]);
    report("stage program, three points per call", NA, a[2], a[0]);
    report("separate programs (dynamics, G, g)", NA, a[3], a[0]);
    report("machine code, one point per call", NA, a[4], a[0]);
    report("machine code, three points per call", NA, a[5], a[0]);
    std::printf("(checksum %g)\n", g_sink);
    return 0;
}
