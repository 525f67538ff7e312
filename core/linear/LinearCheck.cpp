#include "linear/LinearCheck.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "linear/ClosedForm.h"

#include <cmath>
#include <sstream>

namespace mechlab::core {

namespace {

std::string number(double v, double cleanBelow) {
    return formatSix(std::abs(v) < cleanBelow ? 0.0 : v);
}

std::string dimensions(const std::vector<int>& dims) {
    std::string s;
    for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
    return s;
}

} // namespace

std::string formatMatrix(const Eigen::MatrixXd& M, const std::string& indent) {
    if (M.size() == 0)
        return indent + "(empty, " + std::to_string(M.rows()) + " x " + std::to_string(M.cols()) +
               ")\n";
    const double clean = 1e-13 * std::max(1.0, M.lpNorm<Eigen::Infinity>());
    std::string s;
    for (Eigen::Index i = 0; i < M.rows(); ++i) {
        s += indent + "[";
        for (Eigen::Index j = 0; j < M.cols(); ++j) s += (j ? ", " : "") + number(M(i, j), clean);
        s += "]\n";
    }
    return s;
}

std::string formatVector(const Eigen::VectorXd& v) {
    const double clean = 1e-13 * std::max(1.0, v.lpNorm<Eigen::Infinity>());
    std::string s = "(";
    for (Eigen::Index i = 0; i < v.size(); ++i) s += (i ? ", " : "") + number(v[i], clean);
    return s + ")";
}

LinearCheckReport checkLinearDae(const LinearDaeModel& model) {
    LinearCheckReport r;
    std::ostringstream s;
    const PencilAnalysis& p = model.pencil();
    std::string names;
    for (int i = 0; i < model.unknownCount(); ++i) names += (i ? ", " : "") + model.unknownName(i);
    s << localized("core", "Linear DAE E x' = A x + f(t): %1 equations, %2 unknowns x = (%3), %4 "
                           "parameters")
             .arg(model.equationCount())
             .arg(model.unknownCount())
             .arg(names)
             .arg(model.parameterCount())
             .str()
      << "\n";
    s << "E =\n" << formatMatrix(model.E()) << "A =\n" << formatMatrix(model.A());
    const WongSequences& w = p.wong;
    if (w.vDimensions.empty()) { // not analysed (E or A not finite)
        s << localized("core", "Pencil: NOT regular: %1").arg(p.reason).str() << "\n";
        r.text = s.str();
        return r;
    }
    s << (w.wSteps() == 1
              ? localized("core", "Wong sequences: dim V_i = %1; dim W_j = %2 (W stationary after "
                                  "1 step)")
                    .arg(dimensions(w.vDimensions))
                    .arg(dimensions(w.wDimensions))
              : localized("core", "Wong sequences: dim V_i = %1; dim W_j = %2 (W stationary after "
                                  "%3 steps)")
                    .arg(dimensions(w.vDimensions))
                    .arg(dimensions(w.wDimensions))
                    .arg(w.wSteps()))
             .str()
      << "\n";
    s << "  "
      << localized("core", "rank tolerance %1; smallest singular value kept %2, largest "
                           "discarded %3")
             .arg(number(w.gap.tolerance, 0))
             .arg(std::isnan(w.gap.smallestKept) ? std::string("-") : number(w.gap.smallestKept, 0))
             .arg(std::isnan(w.gap.largestDiscarded) ? std::string("-")
                                                     : number(w.gap.largestDiscarded, 0))
             .str()
      << "\n";
    s << "  " << localized("core", "V* (basis as columns):").str() << "\n"
      << formatMatrix(w.vStar, "    ");
    s << "  " << localized("core", "W* (basis as columns):").str() << "\n"
      << formatMatrix(w.wStar, "    ");
    r.regular = p.regular;
    if (!p.regular) {
        const QuasiKronecker& k = p.qkf;
        s << localized("core", "Pencil: NOT regular: %1. mechlab analyses such a pencil but does "
                               "not solve it.")
                 .arg(p.reason)
                 .str()
          << "\n"
          << localized("core", "Quasi-Kronecker blocks (equations x unknowns): underdetermined "
                               "%1 x %2, regular %3 x %4, overdetermined %5 x %6")
                 .arg(k.mP)
                 .arg(k.nP)
                 .arg(k.mR)
                 .arg(k.nR)
                 .arg(k.mQ)
                 .arg(k.nQ)
                 .str()
          << "\n";
        if (p.borderline)
            s << "  "
              << localized("core", "(numerically borderline: sigma_min / sigma_max of (lambda E - "
                                   "A) reaches %1 at sample lambdas)")
                     .arg(number(p.crossCheck, 0))
                     .str()
              << "\n";
        r.text = s.str();
        return r;
    }
    const QuasiWeierstrass& q = p.qwf;
    r.index = q.index;
    s << (p.borderline
              ? localized("core", "Pencil: regular (numerically borderline: the cross-check "
                                  "sigma_min / sigma_max of (lambda E - A) = %1); index %2 "
                                  "(nilpotency index of N; the W sequence took %3)")
                    .arg(number(p.crossCheck, 0))
                    .arg(q.index)
                    .arg(w.wSteps())
              : localized("core", "Pencil: regular; index %1 (nilpotency index of N; the W "
                                  "sequence took %2)")
                    .arg(q.index)
                    .arg(w.wSteps()))
             .str()
      << "\n";
    s << localized("core", "Quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), n1 = "
                           "dim V* = %1, n2 = dim W* = %2:")
             .arg(q.n1)
             .arg(q.n2)
             .str()
      << "\n";
    s << "  J =\n" << formatMatrix(q.J, "    ") << "  N =\n" << formatMatrix(q.N, "    ");
    s << localized("core", "Projectors (independent of the bases):").str() << "\n";
    s << "  " << localized("core", "Pi (consistency) =").str() << "\n"
      << formatMatrix(q.Pi, "    ");
    s << "  Pi_diff =\n" << formatMatrix(q.PiDiff, "    ");
    s << "  Pi_imp =\n" << formatMatrix(q.PiImp, "    ");
    s << "  A_diff =\n" << formatMatrix(q.ADiff, "    ");
    s << "  E_imp =\n" << formatMatrix(q.EImp, "    ");

    const Eigen::MatrixXd f0 = model.forcingDerivatives(model.tStart(), q.index);
    r.initial = analyzeInitialValue(p, model.x0(), f0);
    r.consistent = r.initial.consistent;
    if (r.initial.consistent) {
        s << localized("core", "Initial value x0 = %1: consistent")
                 .arg(formatVector(model.x0()))
                 .str()
          << "\n";
    } else {
        s << localized("core", "Initial value x0 = %1: NOT consistent (distance to the consistent "
                               "set %2)")
                 .arg(formatVector(model.x0()))
                 .arg(number(r.initial.distance, 0))
                 .str()
          << "\n  "
          << localized("core", "it jumps at t0 to x(t0+) = %1 (the integrators start there)")
                 .arg(formatVector(r.initial.jumped))
                 .str()
          << "\n";
        static const char* kDelta[] = {"delta", "delta'", "delta''", "delta'''"};
        for (std::size_t j = 0; j < r.initial.impulses.size(); ++j) {
            const std::string name = j < 4 ? kDelta[j] : "delta^(" + std::to_string(j) + ")";
            s << "  "
              << localized("core", "impulse at t0: %1 %2")
                     .arg(formatVector(r.initial.impulses[j]))
                     .arg(name)
                     .str()
              << "\n";
        }
        if (r.initial.impulses.empty())
            s << "  " << localized("core", "no impulse (index %1)").arg(q.index).str() << "\n";
    }
    if (model.hasExactFormulas()) {
        LinearDaeSolution solution(model);
        Eigen::VectorXd exact;
        double diff = 0.0;
        for (int k = 1; k <= 20; ++k) {
            const double t = model.tStart() + (model.tEnd() - model.tStart()) * k / 20.0;
            model.exactFormulas(t, exact);
            diff = std::max(diff, (solution.at(t) - exact).lpNorm<Eigen::Infinity>());
        }
        s << localized("core", "Closed form against the file's exact formulas (20 times in [t0, "
                               "t_end]): max difference %1")
                 .arg(number(diff, 0))
                 .str()
          << "\n";
    }
    r.text = s.str();
    return r;
}

} // namespace mechlab::core
