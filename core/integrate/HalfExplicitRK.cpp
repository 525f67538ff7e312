#include "integrate/HalfExplicitRK.h"

#include "base/Text.h"
#include "integrate/OneStep.h"
#include "system/Constrained.h"

#include <cmath>

namespace mechlab::core {

const HalfExplicitTableau& hem4Tableau() {
    static const HalfExplicitTableau t = [] {
        const double r6 = std::sqrt(6.0);
        HalfExplicitTableau tab;
        tab.stages = 5;
        tab.order = 4;
        tab.a = {
            {},
            {3.0 / 10.0},
            {(1.0 + r6) / 30.0, (11.0 - 4.0 * r6) / 30.0},
            {(-79.0 - 31.0 * r6) / 150.0, (-1.0 - 4.0 * r6) / 30.0, (24.0 + 11.0 * r6) / 25.0},
            {(14.0 + 5.0 * r6) / 6.0, (-8.0 + 7.0 * r6) / 6.0, (-9.0 - 7.0 * r6) / 4.0,
             (9.0 - r6) / 4.0},
            {0.0, 0.0, (16.0 - r6) / 36.0, (16.0 + r6) / 36.0, 1.0 / 9.0},
        };
        tab.c = {0.0, 3.0 / 10.0, (4.0 - r6) / 10.0, (4.0 + r6) / 10.0, 1.0, 1.0};
        return tab;
    }();
    return t;
}

const HalfExplicitTableau& hem3Tableau() {
    static const HalfExplicitTableau t = [] {
        HalfExplicitTableau tab;
        tab.stages = 3;
        tab.order = 3;
        tab.a = {{}, {1.0 / 3.0}, {-1.0, 2.0}, {0.0, 3.0 / 4.0, 1.0 / 4.0}};
        tab.c = {0.0, 1.0 / 3.0, 1.0, 1.0};
        return tab;
    }();
    return t;
}

namespace {

// Matrix: MatrixXd, or SparseMatrixD for a system with sparseAlgebra().
template <typename Matrix> class HalfExplicitScheme final : public OneStepScheme {
public:
    HalfExplicitScheme(MechanicalSystem& sys, const HalfExplicitTableau& tab)
        : m_sys(sys), m_tab(tab), m_Q(std::size_t(tab.stages + 1)),
          m_V(std::size_t(tab.stages + 1)), m_W(std::size_t(tab.stages)) {}

    Status step(double t, double h, const VectorXd& q, const VectorXd& v, VectorXd& q1,
                VectorXd& v1, VectorXd& lambda) override {
        const int s = m_tab.stages;
        m_Q[0] = q;
        m_V[0] = v;
        Matrix &Ccur = m_Ccur, &Cnext = m_Cnext, &M = m_M;
        VectorXd &dcur = m_dcur, &dnext = m_dnext, &f = m_f, &Vt = m_Vt, &r2 = m_r2;
        // G and g_t at the step's start are those the previous step evaluated at its end (its
        // last stage point is its new point) when this step starts there.
        if (!(t == m_tEnd && q.size() == m_qEnd.size() && q == m_qEnd))
            m_sys.constraintJacobian(t, q, Ccur, dcur);
        m_tEnd = std::nan("");
        for (int i = 0; i < s; ++i) {
            const auto& arow = m_tab.a[std::size_t(i + 1)];
            const double ti = t + m_tab.c[std::size_t(i)] * h;
            const double tn = t + m_tab.c[std::size_t(i + 1)] * h;
            m_sys.dynamics(ti, m_Q[std::size_t(i)], m_V[std::size_t(i)], M, f);
            if (!allFinite(M) || !f.allFinite() || !allFinite(Ccur) || !dcur.allFinite())
                return Status::failure(
                    StatusCode::NonFinite, ti,
                    m_sys.explainNonFinite(ti, m_Q[std::size_t(i)], m_V[std::size_t(i)]));
            // Explicit parts of the next stage point.
            VectorXd& Qn = m_Q[std::size_t(i + 1)];
            Qn = q;
            for (int j = 0; j <= i; ++j) Qn += (h * arow[std::size_t(j)]) * m_V[std::size_t(j)];
            Vt = v;
            for (int j = 0; j < i; ++j) Vt += (h * arow[std::size_t(j)]) * m_W[std::size_t(j)];
            m_sys.constraintJacobian(tn, Qn, Cnext, dnext);
            const double hai = h * arow[std::size_t(i)];
            r2.noalias() = Cnext * Vt;
            r2 = -(r2 + dnext) / hai;
            if (!m_kkt.solve(M, Ccur, Cnext, f, r2, m_W[std::size_t(i)], lambda, m_sys.counters)) {
                if (!allFinite(Cnext) || !dnext.allFinite())
                    return Status::failure(StatusCode::NonFinite, tn,
                                           m_sys.explainNonFinite(tn, Qn, Vt));
                return Status::failure(
                    StatusCode::SingularMatrix, ti,
                    localized("core", "the stage matrix [M C^T; C 0] is singular (is M invertible "
                                      "and G of full rank here?)"));
            }
            m_V[std::size_t(i + 1)] = Vt;
            m_V[std::size_t(i + 1)] += hai * m_W[std::size_t(i)];
            Ccur.swap(Cnext);
            dcur.swap(dnext);
        }
        q1 = m_Q[std::size_t(s)];
        v1 = m_V[std::size_t(s)];
        m_tEnd = t + m_tab.c[std::size_t(s)] * h; // where Ccur and dcur were evaluated
        m_qEnd = q1;
        return {};
    }

private:
    MechanicalSystem& m_sys;
    const HalfExplicitTableau& m_tab;
    std::vector<VectorXd> m_Q, m_V, m_W;
    Matrix m_Ccur, m_Cnext, m_M;
    VectorXd m_dcur, m_dnext, m_f, m_Vt, m_r2;
    double m_tEnd = std::nan(""); // the last step's end, NaN after a failed step
    VectorXd m_qEnd;
    SaddlePointSolver m_kkt;
};

class HalfExplicitIntegrator final : public Integrator {
public:
    explicit HalfExplicitIntegrator(const HalfExplicitTableau& tab) : m_tab(tab) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        MechanicalSystem sys(model);
        OneStepOptions options = oneStepOptions(request.settings, m_tab.order);
        options.control.stopTimes = request.stopTimes;
        if (sys.sparseAlgebra()) {
            HalfExplicitScheme<SparseMatrixD> scheme(sys, m_tab);
            return runOneStep(sys, scheme, options, request.tEnd, observer, cancel);
        }
        HalfExplicitScheme<MatrixXd> scheme(sys, m_tab);
        return runOneStep(sys, scheme, options, request.tEnd, observer, cancel);
    }

private:
    const HalfExplicitTableau& m_tab;
};

} // namespace

std::unique_ptr<Integrator> makeHalfExplicitIntegrator(const HalfExplicitTableau& tableau) {
    return std::make_unique<HalfExplicitIntegrator>(tableau);
}

std::vector<SettingSpec> halfExplicitSettings() {
    return oneStepSettings(true);
}

} // namespace mechlab::core
