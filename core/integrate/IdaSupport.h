#pragma once

// One IDA session (SUNDIALS' variable-order BDF solver for F(t, y, y') = 0), used by both IDA
// front ends: the mechanical GGL/index-1 integrator and the linear-DAE solver. The session sets
// IDA up with every SUNDIALS return value checked, owns its objects, runs the stepping loop with
// the cancel token and a step limit, maps every return flag to a status, and reports IDA's
// counters as run statistics. Builds against SUNDIALS 6 and 7.

#include "base/Run.h"

#include <Eigen/Core>
#include <functional>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <string>
#include <sundials/sundials_context.h>
#include <sundials/sundials_version.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

namespace mechlab::core {

class IdaSession {
public:
    struct Setup {
        IDAResFn residual = nullptr;
        IDALsJacFn jacobian = nullptr; // nullptr: IDA's difference quotients
        // With a jacobian: 0 for a dense iteration matrix; else the nonzeros of a sparse one
        // (compressed sparse columns, factorized by KLU), which the jacobian fills.
        long long sparseNonzeros = 0;
        void* userData = nullptr;
        double t0 = 0.0, tStop = 0.0;
        Eigen::VectorXd y0, yp0;
        Eigen::VectorXd differential; // 1 for a differential component, 0 for an algebraic one
        double rtol = 1e-6;
        Eigen::VectorXd atol;           // one per component
        bool suppressAlgebraic = false; // leave algebraic components out of the error test
        double initialStep = 0.0;       // 0: IDA chooses
    };

    IdaSession() = default;
    IdaSession(const IdaSession&) = delete;
    IdaSession& operator=(const IdaSession&) = delete;
    ~IdaSession();

    /// Creates and configures IDA; a failure names the SUNDIALS call and its flag.
    Status open(const Setup& setup);
    /// The current solution and its derivative (IDA's own vectors).
    Eigen::Map<Eigen::VectorXd> y();
    Eigen::Map<Eigen::VectorXd> yp();
    /// Steps to tEnd one IDA step at a time, landing exactly on each of `stopTimes` (increasing;
    /// IDA's stop time); after each step, `onStep(t)` (a failure it returns ends the run).
    /// `explain(flag, t)` says in words what a step failing at t means for the caller's
    /// formulation; IDA's own last message is appended.
    Status run(double tEnd, long long maxSteps, const CancelToken& cancel,
               const std::function<Status(double)>& onStep,
               const std::function<std::string(int, double)>& explain,
               const std::vector<double>& stopTimes = {});
    /// IDA's steps, rejected steps (error-test and convergence failures), Newton iterations,
    /// matrix setups and Jacobian evaluations, into `stats`.
    void collectStats(RunStats& stats) const;
    /// The sum over the accepted steps of IDA's estimate of each step's local error in its
    /// weighted norm (the error test's: units of the tolerance).
    double stepErrorSum() const { return m_errorSum; }

private:
    Status check(int flag, const char* call, double t) const;
    void addStepError();
#if SUNDIALS_VERSION_MAJOR >= 7
    static void errorHandler(int line, const char* function, const char* file, const char* msg,
                             SUNErrCode code, void* data, SUNContext context);
#else
    static void errorHandler(int code, const char* module, const char* function, char* msg,
                             void* data);
#endif

    SUNContext m_context = nullptr;
    void* m_mem = nullptr;
    N_Vector m_y = nullptr, m_yp = nullptr, m_id = nullptr, m_atol = nullptr;
    N_Vector m_localErrors = nullptr; // of the last step (stepErrorSum())
    SUNMatrix m_matrix = nullptr;
    SUNLinearSolver m_solver = nullptr;
    int m_size = 0;
    double m_t0 = 0.0, m_rtol = 0.0, m_errorSum = 0.0;
    bool m_suppressAlgebraic = false;
    std::string m_lastError; // IDA's words for the last error
};

/// The "max_steps" setting of both IDA front ends.
SettingSpec idaMaxStepsSetting();

/// The status code of a failed IDA return flag.
StatusCode idaStatusCode(int flag);

} // namespace mechlab::core
