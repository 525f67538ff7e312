#include "linear/LinearCheck.h"

#include "linear/ClosedForm.h"

#include <cmath>
#include <sstream>

namespace mechlab::core {

namespace {

std::string number(double v, double cleanBelow) {
    if (std::abs(v) < cleanBelow) v = 0.0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
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
    s << "Linear DAE E x' = A x + f(t): " << model.equationCount() << " equations, "
      << model.unknownCount() << " unknowns x = (" << names << "), " << model.parameterCount()
      << " parameters\n";
    s << "E =\n" << formatMatrix(model.E()) << "A =\n" << formatMatrix(model.A());
    const WongSequences& w = p.wong;
    if (w.vDimensions.empty()) { // not analysed (E or A not finite)
        s << "Pencil: NOT regular: " << p.reason << "\n";
        r.text = s.str();
        return r;
    }
    s << "Wong sequences: dim V_i = " << dimensions(w.vDimensions)
      << "; dim W_j = " << dimensions(w.wDimensions) << " (W stationary after " << w.wSteps()
      << (w.wSteps() == 1 ? " step" : " steps") << ")\n";
    s << "  rank tolerance " << number(w.gap.tolerance, 0) << "; smallest singular value kept "
      << (std::isnan(w.gap.smallestKept) ? std::string("-") : number(w.gap.smallestKept, 0))
      << ", largest discarded "
      << (std::isnan(w.gap.largestDiscarded) ? std::string("-") : number(w.gap.largestDiscarded, 0))
      << "\n";
    s << "  V* (basis as columns):\n" << formatMatrix(w.vStar, "    ");
    s << "  W* (basis as columns):\n" << formatMatrix(w.wStar, "    ");
    r.regular = p.regular;
    if (!p.regular) {
        const QuasiKronecker& k = p.qkf;
        s << "Pencil: NOT regular: " << p.reason
          << ". mechlab analyses such a pencil but does not solve it.\n"
          << "Quasi-Kronecker blocks (equations x unknowns): underdetermined " << k.mP << " x "
          << k.nP << ", regular " << k.mR << " x " << k.nR << ", overdetermined " << k.mQ << " x "
          << k.nQ << "\n";
        if (p.borderline)
            s << "  (numerically borderline: sigma_min / sigma_max of (lambda E - A) reaches "
              << number(p.crossCheck, 0) << " at sample lambdas)\n";
        r.text = s.str();
        return r;
    }
    const QuasiWeierstrass& q = p.qwf;
    r.index = q.index;
    s << "Pencil: regular"
      << (p.borderline ? " (numerically borderline: the cross-check "
                         "sigma_min / sigma_max of (lambda E - A) = " +
                             number(p.crossCheck, 0) + ")"
                       : "")
      << "; index " << q.index << " (nilpotency index of N; the W sequence took " << w.wSteps()
      << ")\n";
    s << "Quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), n1 = dim V* = " << q.n1
      << ", n2 = dim W* = " << q.n2 << ":\n";
    s << "  J =\n" << formatMatrix(q.J, "    ") << "  N =\n" << formatMatrix(q.N, "    ");
    s << "Projectors (independent of the bases):\n";
    s << "  Pi (consistency) =\n" << formatMatrix(q.Pi, "    ");
    s << "  Pi_diff =\n" << formatMatrix(q.PiDiff, "    ");
    s << "  Pi_imp =\n" << formatMatrix(q.PiImp, "    ");
    s << "  A_diff =\n" << formatMatrix(q.ADiff, "    ");
    s << "  E_imp =\n" << formatMatrix(q.EImp, "    ");

    const Eigen::MatrixXd f0 = model.forcingDerivatives(model.tStart(), q.index);
    r.initial = analyzeInitialValue(p, model.x0(), f0);
    r.consistent = r.initial.consistent;
    s << "Initial value x0 = " << formatVector(model.x0()) << ": ";
    if (r.initial.consistent) {
        s << "consistent\n";
    } else {
        s << "NOT consistent (distance to the consistent set " << number(r.initial.distance, 0)
          << ")\n  it jumps at t0 to x(t0+) = " << formatVector(r.initial.jumped)
          << " (the integrators start there)\n";
        static const char* kDelta[] = {"delta", "delta'", "delta''", "delta'''"};
        for (std::size_t j = 0; j < r.initial.impulses.size(); ++j) {
            const std::string name = j < 4 ? kDelta[j] : "delta^(" + std::to_string(j) + ")";
            s << "  impulse at t0: " << formatVector(r.initial.impulses[j]) << " " << name << "\n";
        }
        if (r.initial.impulses.empty()) s << "  no impulse (index " << q.index << ")\n";
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
        s << "Closed form against the file's exact formulas (20 times in [t0, t_end]): max "
             "difference "
          << number(diff, 0) << "\n";
    }
    r.text = s.str();
    return r;
}

} // namespace mechlab::core
