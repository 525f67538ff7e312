#include "linear/LinearSolvers.h"

#include "base/Text.h"
#include "integrate/IdaSupport.h"
#include "integrate/StepDriver.h"
#include "integrate/Work.h"

#include <Eigen/Dense>
#include <cmath>

namespace mechlab::core {

using Eigen::MatrixXd;
using Eigen::VectorXd;

namespace {

// An implicit Runge-Kutta method in the direct form as a scheme of the step driver (fixed steps:
// one factorization of the stage matrix serves the whole run). Every StepErrorSampler::kEvery-th
// step is also taken as two half steps (their stage matrix factorized once, when first needed),
// and the run warns when the local errors so estimated add up to more than 1 % of the state: the
// 5x5 DAE of Sanchez Rivera (2021), Ex. 14-15, with implicit Euler at its default step 0.01
// ended 0.18 off, the RC circuit with its square wave 0.14 with the midpoint rule, both without
// a word.
class LinearStages final : public SteppingScheme {
public:
    LinearStages(const LinearDaeModel& model, const ImplicitTableau& tab, const LinearStart& start)
        : m_model(model), m_tab(tab), m_x(start.x), m_sampler(tab.order) {}

    Status begin(double t0, StepObserver& observer) override {
        observer.onStep(t0, m_x, m_none, m_none);
        return {};
    }

    Attempt attempt(double t, double h) override {
        if (Status s = advance(m_full, t, h, m_x, m_x1); !s.ok()) return Attempt::failed(s);
        if (m_sampler.due()) sampleStepError(t, h);
        return Attempt::done();
    }

    Status accept(double, double, double t1, StepObserver& observer) override {
        m_x.swap(m_x1);
        observer.onStep(t1, m_x, m_none, m_none);
        return {};
    }

    void addStats(RunStats& stats) const override {
        stats.rhsEvals = m_forcingEvals;
        stats.factorizations = m_factorizations;
        stats.linearSolves = m_solves;
    }
    void addWarnings(RunStats& stats) const override { m_sampler.warn(stats); }

private:
    // The stage matrix I_s (x) E - h A_rk (x) A, factorized for one step size.
    struct Factored {
        Eigen::PartialPivLU<MatrixXd> lu;
        double h = 0.0;
    };

    // x1 from x by one step of h.
    Status advance(Factored& f, double t, double h, const VectorXd& x, VectorXd& x1) {
        const Eigen::Index n = m_model.unknownCount(), s = m_tab.b.size();
        if (h != f.h && !factorize(f, h))
            return Status::failure(
                StatusCode::SingularMatrix, t,
                localized("core", "the stage matrix I (x) E - h A_rk (x) A is singular for h = %1 "
                                  "(an eigenvalue of the method's inverse matrix A_rk^-1, divided "
                                  "by h, is an eigenvalue of the pencil); change the step size")
                    .arg(formatNumber(h)));
        m_Ax.noalias() = m_model.A() * x;
        m_rhs.resize(s * n);
        for (Eigen::Index i = 0; i < s; ++i) {
            m_model.forcing(t + m_tab.c[i] * h, m_f);
            ++m_forcingEvals;
            m_rhs.segment(i * n, n) = m_Ax + m_f;
        }
        m_K = f.lu.solve(m_rhs);
        ++m_solves;
        x1 = x;
        for (Eigen::Index i = 0; i < s; ++i) x1 += h * m_tab.b[i] * m_K.segment(i * n, n);
        if (!x1.allFinite())
            return Status::failure(
                StatusCode::NonFinite, t + h,
                localized("core",
                          "the solution is no longer finite (the forcing or the step size?)"));
        return {};
    }

    bool factorize(Factored& f, double h) {
        const Eigen::Index n = m_model.unknownCount(), s = m_tab.b.size();
        const MatrixXd &E = m_model.E(), &A = m_model.A();
        MatrixXd K(s * n, s * n);
        for (Eigen::Index i = 0; i < s; ++i)
            for (Eigen::Index j = 0; j < s; ++j)
                K.block(i * n, j * n, n, n) =
                    (i == j ? E : MatrixXd::Zero(n, n)) - h * m_tab.A(i, j) * A;
        f.lu.compute(K);
        f.h = h;
        ++m_factorizations;
        return f.lu.rcond() > 1e-14;
    }

    // The two half steps of a sampled step; one that fails leaves the sample out. Only the
    // part of the state in V* is compared (Pi x, Pi = T diag(I, 0) T^-1 of the quasi-Weierstrass
    // form, docs/methods/implicit-rk-and-linear-dae.md B.5): the rest follows from the forcing
    // at each time, and its errors do not add up from step to step. A pencil without a
    // differential part (the RL circuit: dim V* = 0) is not sampled.
    void sampleStepError(double t, double h) {
        const Eigen::MatrixXd& Pi = m_model.pencil().qwf.Pi;
        if (m_model.pencil().qwf.n1 == 0 || Pi.rows() != m_x.size()) return;
        if (!advance(m_half, t, 0.5 * h, m_x, m_xh).ok() ||
            !advance(m_half, t + 0.5 * h, 0.5 * h, m_xh, m_xh2).ok())
            return;
        m_dFull.noalias() = Pi * m_x1;
        m_dHalf.noalias() = Pi * m_xh2;
        m_sampler.add(m_dFull, m_none, m_dHalf, m_none);
    }

    const LinearDaeModel& m_model;
    const ImplicitTableau& m_tab;
    Factored m_full, m_half;
    VectorXd m_x, m_x1, m_xh, m_xh2, m_dFull, m_dHalf, m_rhs, m_K, m_f, m_Ax;
    const VectorXd m_none;
    long long m_forcingEvals = 0, m_factorizations = 0, m_solves = 0;
    StepErrorSampler m_sampler;
};

class LinearRungeKutta final : public LinearDaeIntegrator {
public:
    explicit LinearRungeKutta(const ImplicitTableau& tableau) : m_tab(tableau) {}

    RunOutcome run(const LinearDaeModel& model, const LinearStart& start, const RunRequest& request,
                   StepObserver& observer, const CancelToken& cancel) override {
        LinearStages stages(model, m_tab, start);
        StepControl control;
        control.step = request.settings.real("step");
        control.exactStep = true;
        return drive(stages, control, model.tStart(), request.tEnd, observer, cancel);
    }

private:
    ImplicitTableau m_tab;
};

// IDA on F(t, x, x') = E x' - A x - f(t).
struct IdaProblem {
    const LinearDaeModel* model = nullptr;
    VectorXd f;
    long long forcingEvals = 0;
};

int idaResidual(sunrealtype t, N_Vector yy, N_Vector yp, N_Vector rr, void* data) {
    IdaProblem& p = *static_cast<IdaProblem*>(data);
    const Eigen::Index n = p.model->unknownCount();
    const Eigen::Map<const VectorXd> x(N_VGetArrayPointer(yy), n), xp(N_VGetArrayPointer(yp), n);
    Eigen::Map<VectorXd> r(N_VGetArrayPointer(rr), n);
    p.model->forcing(t, p.f);
    ++p.forcingEvals;
    r.noalias() = p.model->E() * xp - p.model->A() * x - p.f;
    return r.allFinite() ? 0 : 1;
}

int idaJacobian(sunrealtype, sunrealtype cj, N_Vector, N_Vector, N_Vector, SUNMatrix J, void* data,
                N_Vector, N_Vector, N_Vector) {
    IdaProblem& p = *static_cast<IdaProblem*>(data);
    const Eigen::Index n = p.model->unknownCount();
    Eigen::Map<MatrixXd>(SUNDenseMatrix_Data(J), n, n) = cj * p.model->E() - p.model->A();
    return 0;
}

class LinearIda final : public LinearDaeIntegrator {
public:
    RunOutcome run(const LinearDaeModel& model, const LinearStart& start, const RunRequest& request,
                   StepObserver& observer, const CancelToken& cancel) override {
        const RunClock clock;
        const int n = model.unknownCount();
        const double t0 = model.tStart(), tEnd = request.tEnd;
        const double tol = request.settings.real("tol");
        IdaProblem p;
        p.model = &model;
        IdaSession ida;
        std::string excluded; // the unknowns left out of the error test, by name
        const std::string algebraic = request.settings.choice("algebraic");
        const bool highIndex = model.pencil().index() >= 2;
        auto finish = [&](Status s) {
            // With every unknown in the error test on a pencil of index 2 or more, a run that
            // creeps to its step limit was held back by that test, not by max_steps.
            if (s.code == StatusCode::StepLimit && algebraic == "include" && highIndex)
                s.detail += localized("core", "; with algebraic=include, BDF's error test on the "
                                              "algebraic unknowns of this index-%1 DAE holds the "
                                              "steps back: algebraic=auto leaves them out")
                                .arg(model.pencil().index())
                                .str();
            RunStats stats;
            ida.collectStats(stats);
            stats.rhsEvals = p.forcingEvals;
            // Their error follows from the others' but is not held to the tolerance (the RL
            // circuit at tol 1e-10: e1 and e2 2.4e-7 off, iL 1.6e-12).
            if (s.ok() && !excluded.empty())
                stats.warnings.push_back(
                    localized("core", "the algebraic unknowns %1 are left out of IDA's error "
                                      "test: the tolerance does not bound their error; compare "
                                      "with a run at a smaller tolerance")
                        .arg(excluded));
            return clock.outcome(std::move(s), stats);
        };
        if (Status s = checkEndTime(t0, tEnd); !s.ok()) return finish(s);
        observer.onStep(t0, start.x, {}, {});

        IdaSession::Setup setup;
        setup.residual = idaResidual;
        setup.jacobian = idaJacobian;
        setup.userData = &p;
        setup.t0 = t0;
        setup.tStop = tEnd;
        setup.y0 = start.x;
        setup.yp0 = start.xDot;
        // A component whose column of E vanishes never appears differentiated: algebraic.
        setup.differential = VectorXd::Zero(n);
        for (int j = 0; j < n; ++j)
            setup.differential[j] = model.E().col(j).lpNorm<Eigen::Infinity>() > 0.0;
        setup.rtol = tol;
        setup.atol = VectorXd::Constant(n, tol);
        // BDF's error test on index-2 unknowns fails step after step however small the step
        // (the RL circuit at tol 1e-6: 500 000 steps reach t = 7.7, half of them rejected):
        // auto leaves them out where the pencil's index is 2 or more.
        setup.suppressAlgebraic = algebraic == "exclude" || (algebraic == "auto" && highIndex);
        if (setup.suppressAlgebraic)
            for (int j = 0; j < n; ++j)
                if (setup.differential[j] == 0.0)
                    excluded += (excluded.empty() ? "" : ", ") + model.unknownName(j);
        if (Status s = ida.open(setup); !s.ok()) return finish(s);

        Eigen::Map<VectorXd> x = ida.y();
        const VectorXd none;
        auto onStep = [&](double t) -> Status {
            observer.onStep(t, x, none, none);
            return {};
        };
        auto explain = [](int flag, double) -> std::string {
            switch (flag) {
            case IDA_ERR_FAIL:
                return "IDA's error test failed repeatedly; for an index-2 or higher DAE try "
                       "algebraic=exclude or an implicit Runge-Kutta method";
            case IDA_CONV_FAIL:
                return "IDA's Newton iteration failed repeatedly";
            case IDA_TOO_MUCH_ACC:
                return "IDA could not reach the requested accuracy; loosen the tolerance";
            default:
                return std::string("IDA returned ") + IDAGetReturnFlagName(flag);
            }
        };
        const long long maxSteps = (long long)request.settings.real("max_steps");
        return finish(ida.run(tEnd, maxSteps, cancel, onStep, explain));
    }
};

} // namespace

std::unique_ptr<LinearDaeIntegrator> makeLinearRungeKutta(const ImplicitTableau& tableau) {
    return std::make_unique<LinearRungeKutta>(tableau);
}

std::vector<SettingSpec> linearRungeKuttaSettings() {
    return {
        {"step",
         ML_NOOP("core", "Step size"),
         ML_NOOP("core", "Fixed step size h (the last step is shortened to end at the end time)"),
         SettingType::Real,
         "0.01",
         1e-9,
         1e6,
         {}}};
}

std::unique_ptr<LinearDaeIntegrator> makeLinearIda() {
    return std::make_unique<LinearIda>();
}

std::vector<SettingSpec> linearIdaSettings() {
    return {
        {"tol",
         ML_NOOP("core", "Tolerance"),
         ML_NOOP("core", "Relative and absolute tolerance of IDA's error test"),
         SettingType::Real,
         "1e-6",
         1e-14,
         1.0,
         {}},
        {"algebraic",
         ML_NOOP("core", "Algebraic unknowns"),
         ML_NOOP(
             "core",
             "auto: exclude where the pencil's index is 2 or more, else include; include: every "
             "unknown is in IDA's error test; exclude: unknowns whose column of E is zero are "
             "left out (needed by BDF on index-2 problems)"),
         SettingType::Choice,
         "auto",
         0,
         0,
         {"auto", "include", "exclude"}},
        idaMaxStepsSetting()};
}

} // namespace mechlab::core
