#include "linear/LinearSolvers.h"

#include "integrate/IdaSupport.h"
#include "integrate/Work.h"

#include <Eigen/Dense>
#include <cmath>

namespace mechlab::core {

using Eigen::MatrixXd;
using Eigen::VectorXd;

namespace {

class LinearRungeKutta final : public LinearDaeIntegrator {
public:
    explicit LinearRungeKutta(const ImplicitTableau& tableau) : m_tab(tableau) {}

    RunOutcome run(const LinearDaeModel& model, const LinearStart& start, const RunRequest& request,
                   StepObserver& observer, const CancelToken& cancel) override {
        RunOutcome out;
        const double cpu0 = threadCpuSeconds();
        const Eigen::Index n = model.unknownCount(), s = m_tab.b.size();
        const MatrixXd &E = model.E(), &A = model.A();
        const double t0 = model.tStart(), tEnd = request.tEnd;
        const double hGiven = request.settings.real("step");
        double t = t0;
        auto finish = [&](Status status) {
            out.status = std::move(status);
            out.stats.cpuSeconds = threadCpuSeconds() - cpu0;
            return out;
        };
        if (Status st = checkEndTime(t, tEnd); !st.ok()) return finish(st);

        // The step matrix I_s (x) E - h A_rk (x) A, factorized for each step size used.
        Eigen::PartialPivLU<MatrixXd> lu;
        double factorizedFor = 0.0;
        auto factorize = [&](double h) {
            MatrixXd K(s * n, s * n);
            for (Eigen::Index i = 0; i < s; ++i)
                for (Eigen::Index j = 0; j < s; ++j)
                    K.block(i * n, j * n, n, n) =
                        (i == j ? E : MatrixXd::Zero(n, n)) - h * m_tab.A(i, j) * A;
            lu.compute(K);
            factorizedFor = h;
            ++out.stats.factorizations;
            return lu.rcond() > 1e-14;
        };

        VectorXd x = start.x, rhs(s * n), K(s * n), f, Ax;
        observer.onStep(t, x, {}, {});
        const VectorXd none;
        while (t < tEnd) {
            if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
            // The last step is shortened to land on tEnd; one that differs from h by round-off
            // only (t_k = t0 + k h accumulates no error) keeps h and its factorization.
            const double rest = tEnd - t;
            const double h =
                rest <= hGiven * (1.0 + 1e-10) && std::abs(rest - hGiven) > 1e-12 * hGiven ? rest
                                                                                           : hGiven;
            if (h != factorizedFor && !factorize(h))
                return finish(Status::failure(
                    StatusCode::SingularMatrix, t,
                    "the stage matrix I (x) E - h A_rk (x) A is singular for h = " +
                        formatNumber(h) +
                        " (an eigenvalue of the method's inverse matrix A_rk^-1, divided by h, "
                        "is an eigenvalue of the pencil); change the step size"));
            Ax.noalias() = A * x;
            for (Eigen::Index i = 0; i < s; ++i) {
                model.forcing(t + m_tab.c[i] * h, f);
                ++out.stats.rhsEvals;
                rhs.segment(i * n, n) = Ax + f;
            }
            K = lu.solve(rhs);
            ++out.stats.linearSolves;
            for (Eigen::Index i = 0; i < s; ++i) x += h * m_tab.b[i] * K.segment(i * n, n);
            ++out.stats.steps;
            t = tEnd - t <= h * (1.0 + 1e-12) ? tEnd : t0 + double(out.stats.steps) * h;
            if (!x.allFinite())
                return finish(Status::failure(StatusCode::NonFinite, t,
                                              "the solution is no longer finite (the forcing "
                                              "or the step size?)"));
            observer.onStep(t, x, none, none);
        }
        return finish({});
    }

private:
    ImplicitTableau m_tab;
};

// IDA on F(t, x, x') = E x' - A x - f(t).
struct IdaProblem {
    const LinearDaeModel* model = nullptr;
    VectorXd f;
    long long forcingEvals = 0;
    std::string lastError;
};

int idaResidual(realtype t, N_Vector yy, N_Vector yp, N_Vector rr, void* data) {
    IdaProblem& p = *static_cast<IdaProblem*>(data);
    const Eigen::Index n = p.model->unknownCount();
    const Eigen::Map<const VectorXd> x(N_VGetArrayPointer(yy), n), xp(N_VGetArrayPointer(yp), n);
    Eigen::Map<VectorXd> r(N_VGetArrayPointer(rr), n);
    p.model->forcing(t, p.f);
    ++p.forcingEvals;
    r.noalias() = p.model->E() * xp - p.model->A() * x - p.f;
    return r.allFinite() ? 0 : 1;
}

int idaJacobian(realtype, realtype cj, N_Vector, N_Vector, N_Vector, SUNMatrix J, void* data,
                N_Vector, N_Vector, N_Vector) {
    IdaProblem& p = *static_cast<IdaProblem*>(data);
    const Eigen::Index n = p.model->unknownCount();
    Eigen::Map<MatrixXd>(SUNDenseMatrix_Data(J), n, n) = cj * p.model->E() - p.model->A();
    return 0;
}

void idaErrorHandler(int, const char*, const char*, char* msg, void* data) {
    static_cast<IdaProblem*>(data)->lastError = msg ? msg : "";
}

class LinearIda final : public LinearDaeIntegrator {
public:
    RunOutcome run(const LinearDaeModel& model, const LinearStart& start, const RunRequest& request,
                   StepObserver& observer, const CancelToken& cancel) override {
        RunOutcome out;
        const double cpu0 = threadCpuSeconds();
        const int n = model.unknownCount();
        const double t0 = model.tStart(), tEnd = request.tEnd;
        const double tol = request.settings.real("tol");
        IdaProblem p;
        p.model = &model;
        IdaSession ida;
        auto finish = [&](Status s) {
            ida.collectStats(out.stats);
            out.stats.rhsEvals = p.forcingEvals;
            out.stats.cpuSeconds = threadCpuSeconds() - cpu0;
            out.status = std::move(s);
            return out;
        };
        if (Status s = checkEndTime(t0, tEnd); !s.ok()) return finish(s);
        if (!ida.open())
            return finish(Status::failure(StatusCode::InvalidSettings, t0,
                                          "SUNDIALS could not be initialized"));
        ida.yy = N_VNew_Serial(n, ida.context);
        ida.yp = N_VNew_Serial(n, ida.context);
        ida.id = N_VNew_Serial(n, ida.context);
        Eigen::Map<VectorXd> x(N_VGetArrayPointer(ida.yy), n), xp(N_VGetArrayPointer(ida.yp), n),
            ids(N_VGetArrayPointer(ida.id), n);
        x = start.x;
        xp = start.xDot;
        // A component whose column of E vanishes never appears differentiated: algebraic.
        for (int j = 0; j < n; ++j) ids[j] = model.E().col(j).lpNorm<Eigen::Infinity>() > 0.0;
        observer.onStep(t0, x, {}, {});

        void* mem = ida.mem = IDACreate(ida.context);
        IDASetErrHandlerFn(mem, idaErrorHandler, &p);
        IDAInit(mem, idaResidual, t0, ida.yy, ida.yp);
        IDASStolerances(mem, tol, tol);
        IDASetUserData(mem, &p);
        ida.matrix = SUNDenseMatrix(n, n, ida.context);
        ida.solver = SUNLinSol_Dense(ida.yy, ida.matrix, ida.context);
        IDASetLinearSolver(mem, ida.solver, ida.matrix);
        IDASetJacFn(mem, idaJacobian);
        IDASetId(mem, ida.id);
        IDASetSuppressAlg(mem,
                          request.settings.choice("algebraic") == "exclude" ? SUNTRUE : SUNFALSE);
        IDASetStopTime(mem, tEnd);
        const long long maxSteps = (long long)request.settings.real("max_steps");
        long long taken = 0;
        double t = t0;
        const VectorXd none;
        while (t < tEnd) {
            if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
            if (++taken > maxSteps)
                return finish(Status::failure(StatusCode::StepLimit, t,
                                              "IDA took " + std::to_string(maxSteps) +
                                                  " steps (max_steps) without reaching the end "
                                                  "time"));
            const int flag = IDASolve(mem, tEnd, &t, ida.yy, ida.yp, IDA_ONE_STEP);
            if (flag < 0) {
                std::string detail =
                    flag == IDA_ERR_FAIL
                        ? "IDA's error test failed repeatedly; for an index-2 or higher DAE "
                          "try algebraic=exclude or an implicit Runge-Kutta method"
                    : flag == IDA_CONV_FAIL ? "IDA's Newton iteration failed repeatedly"
                    : flag == IDA_TOO_MUCH_ACC
                        ? "IDA could not reach the requested accuracy; loosen the tolerance"
                        : std::string("IDA returned ") + IDAGetReturnFlagName(flag);
                if (!p.lastError.empty()) detail += ". IDA said: " + p.lastError;
                return finish(Status::failure(idaStatusCode(flag), t, detail));
            }
            observer.onStep(t, x, none, none);
        }
        return finish({});
    }
};

} // namespace

std::unique_ptr<LinearDaeIntegrator> makeLinearRungeKutta(const ImplicitTableau& tableau) {
    return std::make_unique<LinearRungeKutta>(tableau);
}

std::vector<SettingSpec> linearRungeKuttaSettings() {
    return {{"step",
             "Step size",
             "Fixed step size h (the last step is shortened to end at the end time)",
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
    return {{"tol",
             "Tolerance",
             "Relative and absolute tolerance of IDA's error test",
             SettingType::Real,
             "1e-6",
             1e-14,
             1.0,
             {}},
            {"algebraic",
             "Algebraic unknowns",
             "include: every unknown is in IDA's error test; exclude: unknowns whose column of E "
             "is zero are left out (needed by BDF on index-2 problems)",
             SettingType::Choice,
             "include",
             0,
             0,
             {"include", "exclude"}},
            {"max_steps",
             "Maximum steps",
             "IDA stops with a message after this many steps",
             SettingType::Integer,
             "500000",
             1,
             1e9,
             {}}};
}

} // namespace mechlab::core
