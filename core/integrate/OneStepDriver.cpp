#include "integrate/OneStepDriver.h"

#include "system/Constrained.h"
#include "integrate/Work.h"

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

class Driver {
public:
    Driver(MechanicalSystem& sys, OneStepScheme& scheme, const DriverOptions& o,
           StepObserver& observer)
        : m_sys(sys), m_scheme(scheme), m_o(o), m_observer(observer) {}

    RunOutcome run(double tEnd, const CancelToken& cancel);

private:
    // One step plus the projection; returns the status.
    Status advance(double t, double h, const VectorXd& q, const VectorXd& v, VectorXd& q1,
                   VectorXd& v1, VectorXd& lambda) {
        Status s = m_scheme.step(t, h, q, v, q1, v1, lambda);
        if (!s.ok()) return s;
        if (!q1.allFinite() || !v1.allFinite()) {
            std::string why = m_sys.explainNonFinite(t, q, v);
            return Status::failure(StatusCode::NonFinite, t + h,
                                   why.empty() ? "the solution grew without bound in the step "
                                                 "from t = " +
                                                     formatNumber(t)
                                               : why);
        }
        if (m_o.projection == Projection::Off || ++m_sinceProjection < m_o.projectEvery) return s;
        m_sinceProjection = 0;
        if (m_o.projection == Projection::PositionAndVelocity) {
            s = projectPositions(m_sys, m_ws, t + h, q1, v1, 1e-14);
            if (!s.ok()) return s;
        }
        return projectVelocities(m_sys, m_ws, t + h, q1, v1);
    }

    // Reports an accepted point to the observer (with the multipliers the options ask for).
    Status report(double t, const VectorXd& q, const VectorXd& v, VectorXd& lambda) {
        if (m_o.recomputeLambda || lambda.size() != m_sys.m()) {
            const Status s = accelerations(m_sys, m_ws, t, q, v, 0.0, 0.0, m_a, lambda);
            if (!s.ok()) return s;
        }
        m_observer.onStep(t, q, v, lambda);
        return {};
    }

    MechanicalSystem& m_sys;
    OneStepScheme& m_scheme;
    DriverOptions m_o;
    StepObserver& m_observer;
    ConstrainedWorkspace m_ws;
    VectorXd m_a;
    int m_sinceProjection = 0; // steps since the last projection
};

RunOutcome Driver::run(double tEnd, const CancelToken& cancel) {
    RunOutcome out;
    const double cpu0 = threadCpuSeconds();
    double t = m_sys.tStart();
    VectorXd q = m_sys.q0(), v = m_sys.v0(), lambda, q1, v1, qh, vh, lh;

    auto finish = [&](Status s) {
        out.status = std::move(s);
        recordWork(out.stats, m_sys.counters, cpu0);
        return out;
    };

    if (Status s = checkEndTime(t, tEnd); !s.ok()) return finish(s);
    if (Status s = report(t, q, v, lambda); !s.ok()) return finish(s);

    if (!m_o.adaptive) {
        if (!(m_o.step > 0.0) || !std::isfinite(m_o.step))
            return finish(Status::failure(StatusCode::InvalidSettings, t,
                                          "the step size must be a positive number"));
        // Uniform steps that end exactly at tEnd.
        const double span = tEnd - t;
        const long long count = std::max(1LL, (long long)std::ceil(span / m_o.step - 1e-9));
        const double h = span / double(count);
        const double t0 = t;
        for (long long k = 0; k < count; ++k) {
            if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
            if (Status s = advance(t, h, q, v, q1, v1, lambda); !s.ok()) return finish(s);
            t = k + 1 == count ? tEnd : t0 + double(k + 1) * h;
            q.swap(q1);
            v.swap(v1);
            ++out.stats.steps;
            if (Status s = report(t, q, v, lambda); !s.ok()) return finish(s);
        }
        return finish({});
    }

    // Step doubling: one step of h against two of h/2; continue from the two half steps.
    if (!(m_o.tol > 0.0) || !std::isfinite(m_o.tol))
        return finish(Status::failure(StatusCode::InvalidSettings, t,
                                      "the tolerance must be a positive number"));
    const double p = m_o.order;
    double h = std::min(m_o.step, tEnd - t);
    bool rejectedLast = false;
    while (t < tEnd) {
        if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
        const double hMin =
            16.0 * std::numeric_limits<double>::epsilon() * std::max(1.0, std::abs(t));
        if (h < hMin)
            return finish(Status::failure(StatusCode::StepTooSmall, t,
                                          "h = " + formatNumber(h) + " to reach tolerance " +
                                              formatNumber(m_o.tol)));
        const bool last = t + h >= tEnd * (1.0 - 1e-15);
        if (last) h = tEnd - t;
        VectorXd qBig, vBig, lBig;
        Status s = advance(t, h, q, v, qBig, vBig, lBig);
        if (s.ok()) s = advance(t, 0.5 * h, q, v, qh, vh, lh);
        if (s.ok()) s = advance(t + 0.5 * h, 0.5 * h, qh, vh, q1, v1, lambda);
        double err = std::numeric_limits<double>::infinity();
        if (s.ok())
            err = errorNorm(q1, v1, qBig, vBig, m_o.tol) / (std::pow(2.0, p) - 1.0);
        else if (s.code != StatusCode::NonFinite && s.code != StatusCode::SingularMatrix)
            return finish(s);
        if (err <= 1.0) {
            // Accept: report the half-step point and the end point.
            if (Status r = report(t + 0.5 * h, qh, vh, lh); !r.ok()) return finish(r);
            t = last ? tEnd : t + h;
            q.swap(q1);
            v.swap(v1);
            ++out.stats.steps;
            if (Status r = report(t, q, v, lambda); !r.ok()) return finish(r);
            const double facMax = rejectedLast ? 1.0 : 2.0;
            h *= std::min(facMax,
                          std::max(0.2, 0.9 * std::pow(std::max(err, 1e-10), -1.0 / (p + 1.0))));
            rejectedLast = false;
        } else {
            // Reject (a failed stage counts as a large error: retry with a smaller step).
            ++out.stats.rejected;
            h *= std::isfinite(err) ? std::max(0.2, 0.9 * std::pow(err, -1.0 / (p + 1.0))) : 0.25;
            rejectedLast = true;
        }
    }
    return finish({});
}

} // namespace

std::vector<SettingSpec> oneStepSettings(bool withLambdaChoice) {
    std::vector<SettingSpec> s = {
        {"step",
         "Step h",
         "Fixed step size (s); with a tolerance, the initial step",
         SettingType::Real,
         "0.01",
         1e-9,
         1e3,
         {}},
        {"tol",
         "Tolerance",
         "Relative and absolute error tolerance per step (step doubling); "
         "leave empty for fixed steps",
         SettingType::Real,
         "",
         1e-14,
         1.0,
         {}},
        {"projection",
         "Projection",
         "After each step: off (drift visible), velocity (onto G v + g_t = 0), or on (positions "
         "onto g = 0, then velocities)",
         SettingType::Choice,
         "off",
         0,
         0,
         {"off", "velocity", "on"}},
        {"project_every",
         "Project every",
         "Project after every N-th step only (1 = every step); larger N lets the drift grow "
         "between projections",
         SettingType::Integer,
         "1",
         1,
         1e9,
         {}},
    };
    if (withLambdaChoice)
        s.push_back({"lambda",
                     "Multipliers",
                     "post: recomputed at each step point from the index-1 system (full order); "
                     "raw: the method's last-stage value (order 2)",
                     SettingType::Choice,
                     "post",
                     0,
                     0,
                     {"post", "raw"}});
    return s;
}

std::vector<SettingSpec> baumgarteSettings() {
    return {{"baumgarte_alpha",
             "Baumgarte alpha",
             "Damping rate alpha (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; 0 = off. Keep "
             "h*alpha below about 1 with explicit methods",
             SettingType::Real,
             "0",
             0.0,
             1e6,
             {}},
            {"baumgarte_beta",
             "Baumgarte beta",
             "Frequency beta (1/s) of eps'' + 2 alpha eps' + beta^2 eps = 0; 0 = off. Keep "
             "h*beta below about 1 with explicit methods",
             SettingType::Real,
             "0",
             0.0,
             1e6,
             {}}};
}

DriverOptions driverOptions(const Settings& settings, int order) {
    DriverOptions o;
    o.order = order;
    o.step = settings.real("step");
    o.adaptive = settings.has("tol");
    if (o.adaptive) o.tol = settings.real("tol");
    const std::string projection = settings.choice("projection");
    o.projection = projection == "on"         ? Projection::PositionAndVelocity
                   : projection == "velocity" ? Projection::Velocity
                                              : Projection::Off;
    o.projectEvery = std::max(1, int(settings.real("project_every")));
    o.recomputeLambda = settings.choice("lambda") != "raw";
    return o;
}

RunOutcome runOneStep(MechanicalSystem& sys, OneStepScheme& scheme, const DriverOptions& options,
                      double tEnd, StepObserver& observer, const CancelToken& cancel) {
    return Driver(sys, scheme, options, observer).run(tEnd, cancel);
}

} // namespace mechlab::core
