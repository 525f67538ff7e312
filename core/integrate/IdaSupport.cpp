#include "integrate/IdaSupport.h"

#include "base/Text.h"
#include "integrate/StepDriver.h"
#include "system/SmallLU.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace mechlab::core {

IdaSession::~IdaSession() {
    if (m_solver) SUNLinSolFree(m_solver);
    if (m_matrix) SUNMatDestroy(m_matrix);
    if (m_id) N_VDestroy(m_id);
    if (m_atol) N_VDestroy(m_atol);
    if (m_localErrors) N_VDestroy(m_localErrors);
    if (m_yp) N_VDestroy(m_yp);
    if (m_y) N_VDestroy(m_y);
    if (m_mem) IDAFree(&m_mem);
    if (m_context) SUNContext_Free(&m_context);
}

namespace {

// IDA's message without its closing period (the status message goes on after it).
std::string withoutPeriod(const char* msg) {
    std::string s = msg ? msg : "";
    while (!s.empty() && (s.back() == '.' || s.back() == ' ')) s.pop_back();
    return s;
}

// IDA's dense iteration matrices factorized by SmallLU (system/SmallLU.h) instead of SUNDIALS'
// dense LU: the same partial pivoting and the same failure (an exactly zero pivot; IDA then
// retries with a smaller step) at a fraction of the cost. Andrews' mechanism in GGL form (26
// unknowns), callgrind: 4.8 k instructions per solve and 28 k per factorization, against
// SUNDIALS' 18.7 k and 76 k; the whole run at tol 1e-4 (379 steps) 0.65 times the instructions.
// A direct solver as far as IDA is concerned: IDA rescales its solutions when cj changed since
// the factorization, as with SUNDIALS' own.
// (IDA takes its flags from the return values: 0 for success in SUNDIALS 6 and 7 alike.)
struct SmallDenseSolver {
    SmallLU<double> lu;

    static SmallDenseSolver& of(SUNLinearSolver S) {
        return *static_cast<SmallDenseSolver*>(S->content);
    }
    static SUNLinearSolver_Type type(SUNLinearSolver) { return SUNLINEARSOLVER_DIRECT; }
    static int setup(SUNLinearSolver S, SUNMatrix A) {
        const auto size = Eigen::Index(SUNDenseMatrix_Rows(A));
        const bool regular = of(S).lu.compute(
            Eigen::Map<const Eigen::MatrixXd>(SUNDenseMatrix_Data(A), size, size), 0.0);
        return regular ? 0 : SUNLS_LUFACT_FAIL;
    }
    static int solve(SUNLinearSolver S, SUNMatrix, N_Vector x, N_Vector b, sunrealtype) {
        N_VScale(1.0, b, x);
        of(S).lu.solveInPlace(N_VGetArrayPointer(x));
        return 0;
    }
    static int destroy(SUNLinearSolver S) {
        if (!S) return 0;
        delete static_cast<SmallDenseSolver*>(S->content);
        S->content = nullptr;
        SUNLinSolFreeEmpty(S);
        return 0;
    }

    static SUNLinearSolver create(SUNContext context) {
        SUNLinearSolver S = SUNLinSolNewEmpty(context);
        if (!S) return nullptr;
        S->ops->gettype = type;
        S->ops->setup = setup;
        S->ops->solve = solve;
        S->ops->free = destroy;
        S->content = new SmallDenseSolver;
        return S;
    }
};

} // namespace

#if SUNDIALS_VERSION_MAJOR >= 7
void IdaSession::errorHandler(int, const char*, const char*, const char* msg, SUNErrCode,
                              void* data, SUNContext) {
    static_cast<IdaSession*>(data)->m_lastError = withoutPeriod(msg);
}
#else
void IdaSession::errorHandler(int, const char*, const char*, char* msg, void* data) {
    static_cast<IdaSession*>(data)->m_lastError = withoutPeriod(msg);
}
#endif

Status IdaSession::check(int flag, const char* call, double t) const {
    if (flag >= 0) return {};
    std::string detail = std::string(call) + " returned " + IDAGetReturnFlagName(flag);
    if (!m_lastError.empty()) detail += ". IDA said: " + m_lastError;
    return Status::failure(idaStatusCode(flag), t, detail);
}

Status IdaSession::open(const Setup& s) {
    m_size = int(s.y0.size());
    const double t0 = m_t0 = s.t0;
    m_rtol = s.rtol;
    auto created = [&](const void* object, const char* what) {
        return object
                   ? Status{}
                   : Status::failure(StatusCode::SolverError, t0,
                                     localized("core", "SUNDIALS could not create %1").arg(what));
    };
#if SUNDIALS_VERSION_MAJOR >= 7
    if (SUNContext_Create(SUN_COMM_NULL, &m_context) != 0) m_context = nullptr;
#else
    if (SUNContext_Create(nullptr, &m_context) != 0) m_context = nullptr;
#endif
    if (Status st = created(m_context, "its context"); !st.ok()) return st;
#if SUNDIALS_VERSION_MAJOR >= 7
    SUNContext_ClearErrHandlers(m_context);
    SUNContext_PushErrHandler(m_context, errorHandler, this);
#endif
    m_y = N_VNew_Serial(m_size, m_context);
    m_yp = N_VNew_Serial(m_size, m_context);
    m_id = N_VNew_Serial(m_size, m_context);
    m_atol = N_VNew_Serial(m_size, m_context);
    m_localErrors = N_VNew_Serial(m_size, m_context);
    if (Status st =
            created(m_y && m_yp && m_id && m_atol && m_localErrors ? m_y : nullptr, "its vectors");
        !st.ok())
        return st;
    m_suppressAlgebraic = s.suppressAlgebraic;
    y() = s.y0;
    yp() = s.yp0;
    Eigen::Map<Eigen::VectorXd>(N_VGetArrayPointer(m_id), m_size) = s.differential;
    Eigen::Map<Eigen::VectorXd>(N_VGetArrayPointer(m_atol), m_size) = s.atol;

    m_mem = IDACreate(m_context);
    if (Status st = created(m_mem, "the IDA solver"); !st.ok()) return st;
#if SUNDIALS_VERSION_MAJOR < 7
    if (Status st = check(IDASetErrHandlerFn(m_mem, errorHandler, this), "IDASetErrHandlerFn", t0);
        !st.ok())
        return st;
#endif
    if (Status st = check(IDAInit(m_mem, s.residual, t0, m_y, m_yp), "IDAInit", t0); !st.ok())
        return st;
    if (Status st = check(IDASVtolerances(m_mem, s.rtol, m_atol), "IDASVtolerances", t0); !st.ok())
        return st;
    if (Status st = check(IDASetUserData(m_mem, s.userData), "IDASetUserData", t0); !st.ok())
        return st;
    if (s.jacobian && s.sparseNonzeros > 0) {
        m_matrix =
            SUNSparseMatrix(m_size, m_size, sunindextype(s.sparseNonzeros), CSC_MAT, m_context);
        if (Status st = created(m_matrix, "the sparse matrix"); !st.ok()) return st;
        m_solver = SUNLinSol_KLU(m_y, m_matrix, m_context);
        if (Status st = created(m_solver, "the sparse linear solver (KLU)"); !st.ok()) return st;
    } else {
        m_matrix = SUNDenseMatrix(m_size, m_size, m_context);
        if (Status st = created(m_matrix, "the dense matrix"); !st.ok()) return st;
        m_solver = SmallDenseSolver::create(m_context);
        if (Status st = created(m_solver, "the dense linear solver"); !st.ok()) return st;
    }
    if (Status st = check(IDASetLinearSolver(m_mem, m_solver, m_matrix), "IDASetLinearSolver", t0);
        !st.ok())
        return st;
    if (s.jacobian)
        if (Status st = check(IDASetJacFn(m_mem, s.jacobian), "IDASetJacFn", t0); !st.ok())
            return st;
    if (Status st = check(IDASetId(m_mem, m_id), "IDASetId", t0); !st.ok()) return st;
    if (Status st = check(IDASetSuppressAlg(m_mem, s.suppressAlgebraic ? SUNTRUE : SUNFALSE),
                          "IDASetSuppressAlg", t0);
        !st.ok())
        return st;
    if (Status st = check(IDASetStopTime(m_mem, s.tStop), "IDASetStopTime", t0); !st.ok())
        return st;
    return check(IDASetInitStep(m_mem, s.initialStep), "IDASetInitStep", t0);
}

Eigen::Map<Eigen::VectorXd> IdaSession::y() {
    return {N_VGetArrayPointer(m_y), m_size};
}

Eigen::Map<Eigen::VectorXd> IdaSession::yp() {
    return {N_VGetArrayPointer(m_yp), m_size};
}

Status IdaSession::run(double tEnd, long long maxSteps, const CancelToken& cancel,
                       const std::function<Status(double)>& onStep,
                       const std::function<std::string(int, double)>& explain,
                       const std::vector<double>& stopTimes) {
    if (Status st = checkTimeResolution(m_t0, tEnd, tEnd - m_t0, true); !st.ok()) return st;
    // IDA's own step limit counts per call, and every call here is one step: counted here.
    double t = m_t0;
    long long taken = 0;
    auto next = std::upper_bound(stopTimes.begin(), stopTimes.end(), t);
    auto setStop = [&] {
        const double stop = next != stopTimes.end() && *next < tEnd ? *next : tEnd;
        return check(IDASetStopTime(m_mem, stop), "IDASetStopTime", t);
    };
    if (Status st = setStop(); !st.ok()) return st;
    // With a tolerance within a thousand units of round-off IDA may, instead of failing, go on
    // with steps too small to get anywhere (Andrews' mechanism at 1e-13: 500 000 steps of about
    // 1e-13 s that advance t by 1e-7 s). A hundred steps in a row below a billionth of the
    // interval end such a run as the accuracy limit it is.
    const double crawl = 1e-9 * (tEnd - m_t0);
    constexpr int kCrawlSteps = 100;
    int crawling = 0;
    while (t < tEnd) {
        if (cancel.cancelled()) return Status::failure(StatusCode::Cancelled, t, "");
        if (++taken > maxSteps)
            return Status::failure(
                StatusCode::StepLimit, t,
                localized("core", "IDA took %1 steps (max_steps) without reaching the end time")
                    .arg(std::to_string(maxSteps)));
        m_lastError.clear();
        const int flag = IDASolve(m_mem, tEnd, &t, m_y, m_yp, IDA_ONE_STEP);
        if (flag < 0) {
            const std::string said =
                m_lastError.empty() ? ""
                                    : localized("core", ". IDA said: %1").arg(m_lastError).str();
            // A tolerance within a thousand units of round-off (named first: it is the cause),
            // or a step that shrank to a few units of round-off of t before the test or the
            // Newton iteration failed for good: the tolerance asks for more than double
            // precision resolves here (seen with Andrews' mechanism at 1e-14, where the step
            // collapses to 2e-22), and the generic advice (a tighter tolerance, a singular
            // solution) would mislead.
            double h = 0.0;
            IDAGetCurrentStep(m_mem, &h);
            const double resolvable = kRoundOffTolerance * std::max(1.0, std::abs(t));
            if (flag == IDA_CONV_FAIL || flag == IDA_ERR_FAIL) {
                if (m_rtol <= kRoundOffTolerance)
                    return Status::failure(
                        StatusCode::AccuracyLimit, t,
                        localized("core",
                                  "IDA failed at h = %1 with a tolerance of %2, within a thousand "
                                  "units of round-off: its error and Newton tests cannot be met "
                                  "reliably at this accuracy%3")
                            .arg(formatSix(h))
                            .arg(formatNumber(m_rtol))
                            .arg(said));
                if (std::abs(h) < resolvable)
                    return Status::failure(
                        StatusCode::AccuracyLimit, t,
                        localized("core",
                                  "IDA's step collapsed to h = %1 without meeting the tolerance: "
                                  "round-off decides its error and Newton tests at this accuracy%2")
                            .arg(formatSix(h))
                            .arg(said));
            }
            return Status::failure(idaStatusCode(flag), t, explain(flag, t) + said);
        }
        if (Status st = onStep(t); !st.ok()) return st;
        addStepError();
        double h = 0.0;
        IDAGetLastStep(m_mem, &h);
        crawling = m_rtol <= kRoundOffTolerance && std::abs(h) < crawl ? crawling + 1 : 0;
        if (crawling == kCrawlSteps)
            return Status::failure(
                StatusCode::AccuracyLimit, t,
                localized("core", "IDA's steps stayed below h = %1 for %2 steps with a tolerance "
                                  "of %3, within a thousand units of round-off: round-off decides "
                                  "its error and Newton tests at this accuracy")
                    .arg(formatSix(crawl))
                    .arg(std::to_string(kCrawlSteps))
                    .arg(formatNumber(m_rtol)));
        if (next != stopTimes.end() && t >= *next) {
            while (next != stopTimes.end() && t >= *next) ++next;
            if (Status st = setStop(); !st.ok()) return st;
        }
    }
    return {};
}

// The norm of IDA's error test (a weighted RMS over all components, the algebraic ones left out
// of the sum where they are suppressed) of the last step's estimated local errors, with IDA's
// weights 1 / (rtol |y_i| + atol_i) taken at the new point (IDAGetErrWeights' copy of them cost
// as much as the rest).
void IdaSession::addStepError() {
    if (IDAGetEstLocalErrors(m_mem, m_localErrors) < 0) return;
    const double *e = N_VGetArrayPointer(m_localErrors), *y = N_VGetArrayPointer(m_y),
                 *atol = N_VGetArrayPointer(m_atol), *id = N_VGetArrayPointer(m_id);
    double sum = 0.0;
    for (int i = 0; i < m_size; ++i)
        if (!m_suppressAlgebraic || id[i] > 0.0) {
            const double scaled = e[i] / (m_rtol * std::abs(y[i]) + atol[i]);
            sum += scaled * scaled;
        }
    m_errorSum += std::sqrt(sum / double(m_size));
}

void IdaSession::collectStats(RunStats& stats) const {
    if (!m_mem) return;
    long int steps = 0, jac = 0, etf = 0, ncf = 0, nni = 0, lsetups = 0;
    IDAGetNumSteps(m_mem, &steps);
    IDAGetNumJacEvals(m_mem, &jac);
    IDAGetNumErrTestFails(m_mem, &etf);
    IDAGetNumNonlinSolvConvFails(m_mem, &ncf);
    IDAGetNumNonlinSolvIters(m_mem, &nni);
    IDAGetNumLinSolvSetups(m_mem, &lsetups);
    stats.steps = steps;
    stats.rejected = etf + ncf;
    stats.errorTestFailures = etf;
    stats.convergenceFailures = ncf;
    stats.newtonIterations = nni;
    stats.factorizations = lsetups;
    stats.newtonJacobians = jac;
}

SettingSpec idaMaxStepsSetting() {
    return {"max_steps",
            ML_NOOP("core", "Maximum steps"),
            ML_NOOP("core", "IDA stops with a message after this many steps"),
            SettingType::Integer,
            "500000",
            1,
            1e9,
            {}};
}

StatusCode idaStatusCode(int flag) {
    switch (flag) {
    case IDA_TOO_MUCH_WORK:
        return StatusCode::StepLimit;
    case IDA_TOO_MUCH_ACC:
        return StatusCode::AccuracyLimit;
    case IDA_ERR_FAIL:
        return StatusCode::StepTooSmall;
    case IDA_CONV_FAIL:
    case IDA_NLS_INIT_FAIL:
    case IDA_NLS_SETUP_FAIL:
    case IDA_NLS_FAIL:
    case IDA_LINESEARCH_FAIL:
    case IDA_NO_RECOVERY:
        return StatusCode::NewtonFailed;
    case IDA_LINIT_FAIL:
    case IDA_LSETUP_FAIL:
    case IDA_LSOLVE_FAIL:
        return StatusCode::SingularMatrix;
    case IDA_RES_FAIL:
    case IDA_REP_RES_ERR:
    case IDA_FIRST_RES_FAIL:
        return StatusCode::NonFinite;
    case IDA_ILL_INPUT:
    case IDA_BAD_EWT:
    case IDA_BAD_T:
    case IDA_CONSTR_FAIL:
        return StatusCode::InvalidSettings;
    default:
        return StatusCode::SolverError;
    }
}

} // namespace mechlab::core
