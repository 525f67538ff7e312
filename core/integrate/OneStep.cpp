#include "integrate/OneStep.h"

#include "base/Text.h"
#include "integrate/GlobalError.h"
#include "integrate/Work.h"
#include "system/Constrained.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mechlab::core {

namespace {

// Scaled RMS norm of the difference of two states (q and v only, never lambda).
double errorNorm(const VectorXd& qa, const VectorXd& va, const VectorXd& qb, const VectorXd& vb,
                 double tol) {
    double sum = 0.0;
    auto acc = [&](const VectorXd& a, const VectorXd& b) {
        for (Eigen::Index i = 0; i < a.size(); ++i) {
            const double sc = tol + tol * std::max(std::abs(a[i]), std::abs(b[i]));
            sum += std::pow((a[i] - b[i]) / sc, 2);
        }
    };
    acc(qa, qb);
    acc(va, vb);
    return std::sqrt(sum / double(qa.size() + va.size()));
}

// A one-step method as a scheme of the driver; adaptive runs compare one step of h with two of
// h/2 and continue from the two half steps.
class StepDoubling final : public SteppingScheme {
public:
    StepDoubling(MechanicalSystem& sys, OneStepScheme& method, const OneStepOptions& o)
        : m_sys(sys), m_method(method), m_o(o), m_projector(o.projection, o.projectEvery) {}

    Status begin(double t0, StepObserver& observer) override {
        m_q = m_sys.q0();
        m_v = m_sys.v0();
        return report(observer, t0, m_q, m_v, m_lambda);
    }

    Attempt attempt(double t, double h) override {
        if (!m_o.control.adaptive) {
            Status s = advance(t, h, m_q, m_v, m_q1, m_v1, m_lambda1);
            if (s.ok() && m_sampler.due()) sampleStepError(t, h);
            return s.ok() ? Attempt::done() : Attempt::failed(std::move(s));
        }
        Status s = advance(t, h, m_q, m_v, m_qBig, m_vBig, m_lBig);
        if (s.ok()) s = advance(t, 0.5 * h, m_q, m_v, m_qh, m_vh, m_lh);
        if (s.ok()) s = advance(t + 0.5 * h, 0.5 * h, m_qh, m_vh, m_q1, m_v1, m_lambda1);
        if (!s.ok()) {
            // A failed stage counts as a large error: retry with a smaller step.
            const bool cured =
                s.code == StatusCode::NonFinite || s.code == StatusCode::SingularMatrix;
            return Attempt::failed(std::move(s), cured ? 0.25 : 0.0);
        }
        const double p = m_o.order;
        return Attempt::done(errorNorm(m_q1, m_v1, m_qBig, m_vBig, m_o.control.tol) /
                             (std::pow(2.0, p) - 1.0));
    }

    Status accept(double t, double h, double t1, StepObserver& observer) override {
        // Adaptive: the half-step point is reported too.
        if (m_o.control.adaptive)
            if (Status r = report(observer, t + 0.5 * h, m_qh, m_vh, m_lh); !r.ok()) return r;
        m_q.swap(m_q1);
        m_v.swap(m_v1);
        m_lambda.swap(m_lambda1);
        return report(observer, t1, m_q, m_v, m_lambda);
    }

    void addStats(RunStats& stats) const override { addEvaluations(stats, m_sys.counters); }
    void addWarnings(RunStats& stats) const override { m_sampler.warn(stats); }

private:
    // A sampled fixed step (StepErrorSampler): the two half steps, and the full step without
    // the projection where there is one. A half step that fails leaves the sample out; the run
    // goes on from its own step.
    void sampleStepError(double t, double h) {
        const VectorXd* full = &m_q1;
        const VectorXd* fullV = &m_v1;
        if (m_o.projection != Projection::Off) {
            if (!m_method.step(t, h, m_q, m_v, m_sq, m_sv, m_sl).ok()) return;
            full = &m_sq;
            fullV = &m_sv;
        }
        if (m_method.step(t, 0.5 * h, m_q, m_v, m_hq, m_hv, m_sl).ok() &&
            m_method.step(t + 0.5 * h, 0.5 * h, m_hq, m_hv, m_hq2, m_hv2, m_sl).ok())
            m_sampler.add(*full, *fullV, m_hq2, m_hv2);
    }

    // One step plus the projection.
    Status advance(double t, double h, const VectorXd& q, const VectorXd& v, VectorXd& q1,
                   VectorXd& v1, VectorXd& lambda) {
        Status s = m_method.step(t, h, q, v, q1, v1, lambda);
        if (!s.ok()) return s;
        if (!q1.allFinite() || !v1.allFinite()) {
            std::string why = m_sys.explainNonFinite(t, q, v);
            return Status::failure(StatusCode::NonFinite, t + h,
                                   why.empty()
                                       ? localized("core", "the solution grew without bound "
                                                           "in the step from t = %1")
                                             .arg(formatNumber(t))
                                             .str()
                                       : why);
        }
        return m_projector.apply(m_sys, t + h, q1, v1);
    }

    // Reports an accepted point to the observer (with the multipliers the options ask for).
    Status report(StepObserver& observer, double t, const VectorXd& q, const VectorXd& v,
                  VectorXd& lambda) {
        if (m_o.recomputeLambda || lambda.size() != m_sys.m()) {
            const Status s = accelerations(m_sys, m_ws, t, q, v, 0.0, 0.0, m_a, lambda);
            if (!s.ok()) return s;
        }
        observer.onStep(t, q, v, lambda);
        return {};
    }

    MechanicalSystem& m_sys;
    OneStepScheme& m_method;
    OneStepOptions m_o;
    Projector m_projector;
    ConstrainedWorkspace m_ws;
    VectorXd m_q, m_v, m_lambda, m_q1, m_v1, m_lambda1, m_qBig, m_vBig, m_lBig, m_qh, m_vh, m_lh,
        m_a;
    StepErrorSampler m_sampler{m_o.order};
    VectorXd m_sq, m_sv, m_sl, m_hq, m_hv, m_hq2, m_hv2; // the sampled steps' states
};

} // namespace

std::vector<SettingSpec> oneStepSettings(bool withLambdaChoice) {
    std::vector<SettingSpec> s = {
        {"step",
         ML_NOOP("core", "Step h"),
         ML_NOOP("core", "Fixed step size (s); with a tolerance, the initial step"),
         SettingType::Real,
         "0.01",
         1e-9,
         1e3,
         {}},
        {"tol",
         ML_NOOP("core", "Tolerance"),
         ML_NOOP("core", "Relative and absolute error tolerance per step (step doubling); "
                         "leave empty for fixed steps"),
         SettingType::Real,
         "",
         1e-14,
         1.0,
         {}},
        {"projection",
         ML_NOOP("core", "Projection"),
         ML_NOOP("core", "After each step: off (drift visible), velocity (onto G v + g_t = 0), or "
                         "on (positions "
                         "onto g = 0, then velocities)"),
         SettingType::Choice,
         "off",
         0,
         0,
         {"off", "velocity", "on"}},
        {"project_every",
         ML_NOOP("core", "Project every"),
         ML_NOOP(
             "core",
             "Project after every N-th step only (1 = every step); larger N lets the drift grow "
             "between projections"),
         SettingType::Integer,
         "1",
         1,
         1e9,
         {}},
        globalErrorSetting(),
    };
    if (withLambdaChoice)
        s.push_back(
            {"lambda",
             ML_NOOP("core", "Multipliers"),
             ML_NOOP("core",
                     "post: recomputed at each step point from the index-1 system (full order); "
                     "raw: the method's last-stage value (order 2)"),
             SettingType::Choice,
             "post",
             0,
             0,
             {"post", "raw"}});
    return s;
}

std::vector<SettingSpec> baumgarteSettings(bool index1Only) {
    // Whole sentences, so that each is one translatable text.
    const char* alpha =
        index1Only
            ? ML_NOOP("core", "Damping rate alpha (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; "
                              "0 = off (index1 formulation only)")
            : ML_NOOP("core", "Damping rate alpha (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; "
                              "0 = off. Keep h*alpha below about 1 with explicit methods");
    const char* beta =
        index1Only
            ? ML_NOOP("core", "Frequency beta (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; 0 = "
                              "off (index1 formulation only)")
            : ML_NOOP("core", "Frequency beta (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; 0 = "
                              "off. Keep h*beta below about 1 with explicit methods");
    return {{"baumgarte_alpha",
             ML_NOOP("core", "Baumgarte alpha"),
             alpha,
             SettingType::Real,
             "0",
             0.0,
             1e6,
             {}},
            {"baumgarte_beta",
             ML_NOOP("core", "Baumgarte beta"),
             beta,
             SettingType::Real,
             "0",
             0.0,
             1e6,
             {}}};
}

OneStepOptions oneStepOptions(const Settings& settings, int order) {
    OneStepOptions o;
    o.order = order;
    o.control = stepControl(settings, order);
    // Step doubling estimates the error of the two half steps the run continues from.
    o.control.estimateIsStepError = true;
    o.projection = parseProjection(settings);
    o.projectEvery = std::max(1, int(settings.real("project_every")));
    o.recomputeLambda = settings.choice("lambda") != "raw";
    o.globalCheck = settings.choice("global_error") == "on";
    return o;
}

RunOutcome runOneStep(MechanicalSystem& sys, OneStepScheme& scheme, const OneStepOptions& options,
                      double tEnd, StepObserver& observer, const CancelToken& cancel) {
    const MethodPass pass = [&](const StepControl& control, StepObserver& to) {
        OneStepOptions o = options;
        o.control = control;
        StepDoubling doubling(sys, scheme, o);
        return drive(doubling, o.control, sys.tStart(), tEnd, to, cancel);
    };
    return driveWithGlobalCheck(pass, options.control, observer,
                                {options.globalCheck, options.order, sys.n() + sys.m()});
}

} // namespace mechlab::core
