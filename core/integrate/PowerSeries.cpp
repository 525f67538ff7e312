// The multistage series methods (MSPPA, ADM) as a scheme of the step driver: segments, their
// lengths, dense output and projection. The series of a segment are built in SeriesExpansion.cpp.

#include "integrate/PowerSeries.h"

#include "base/Text.h"
#include "integrate/GlobalError.h"
#include "integrate/StepDriver.h"
#include "integrate/Work.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <optional>

namespace mechlab::core {

namespace {

// value = sum_k c[k] tau^k (Horner), written out: a segment's series are evaluated a few dozen
// times per segment, and a small model's vectors have a few entries.
void horner(const std::vector<VectorXd>& c, double tau, VectorXd& value) {
    const Eigen::Index n = c.empty() ? 0 : c.front().size();
    value.resize(n);
    double* v = value.data();
    for (Eigen::Index i = 0; i < n; ++i) v[i] = 0.0;
    for (std::size_t k = c.size(); k-- > 0;) {
        const double* ck = c[k].data();
        for (Eigen::Index i = 0; i < n; ++i) v[i] = v[i] * tau + ck[i];
    }
}

// Evaluation of a segment's series: Taylor polynomial or, per component, a Pade approximant.
class SeriesEvaluator {
public:
    // pade: 0 = off, -1 = automatic [L/M], else M with L = degree - M.
    // pade: "off", "auto" (near-diagonal [L/M] with L + M = degree) or "L/M" (L capped so that
    // L + M does not exceed the degree of the series).
    SeriesEvaluator(const std::vector<VectorXd>& c, const std::string& pade, double h) : m_c(c) {
        if (pade == "off" || c.size() < 3) return;
        const int degree = int(c.size()) - 1;
        int M = degree / 2;
        if (pade != "auto") {
            // "L/M" as validated (digits, a slash, digits); a number too large for an int
            // reads as the largest one, which the caps below then bound.
            auto read = [](const char* first, const char* last) {
                int v = std::numeric_limits<int>::max();
                const auto [ptr, ec] = std::from_chars(first, last, v);
                return ec == std::errc() ? v : std::numeric_limits<int>::max();
            };
            const auto slash = pade.find('/');
            const char* text = pade.data();
            m_maxL = read(text, text + slash);
            M = std::min(degree, read(text + slash + 1, text + pade.size()));
        }
        m_pade.resize(std::size_t(c.front().size()));
        for (Eigen::Index i = 0; i < c.front().size(); ++i) build(i, degree, M, h);
    }

    // The series at tau, into `value` (no allocation once it has its size).
    void evaluate(double tau, VectorXd& value) const {
        horner(m_c, tau, value);
        for (std::size_t i = 0; i < m_pade.size(); ++i)
            if (m_pade[i]) value[Eigen::Index(i)] = (*m_pade[i])(tau);
    }

private:
    // Component i: M lowered until the approximant exists and its denominator keeps away from
    // zero on [0, h] (spurious poles); with none, the component keeps its Taylor polynomial.
    void build(Eigen::Index i, int degree, int M, double h) {
        std::vector<double> coeffs;
        for (const VectorXd& c : m_c) coeffs.push_back(c[i]);
        for (; M >= 1; --M) {
            auto approximant = PadeApproximant::build(coeffs, std::min(degree - M, m_maxL), M);
            if (!approximant) continue;
            bool safe = true;
            for (int s = 0; s <= 32 && safe; ++s)
                safe = std::abs(approximant->denominatorAt(h * s / 32.0)) > 1e-3;
            if (!safe) continue;
            m_pade[std::size_t(i)] = std::move(approximant);
            return;
        }
    }
    const std::vector<VectorXd>& m_c;
    int m_maxL = std::numeric_limits<int>::max();
    std::vector<std::optional<PadeApproximant>> m_pade;
};

// Weighted max norm of coefficient k of the combined state (p, v).
double coefficientNorm(const PowerSeriesExpansion& e, std::size_t k, const VectorXd& w) {
    const Eigen::Index n = e.p.front().size();
    double norm = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        norm = std::max(norm, std::abs(e.p[k][i]) / w[i]);
        norm = std::max(norm, std::abs(e.v[k][i]) / w[n + i]);
    }
    return norm;
}

enum class SeriesKind { Msppa, Adm };

// The multistage method shared by both series methods, as a scheme of the step driver: each
// segment expands the solution at its start, dense output comes from the segment's series, and
// the segment end may be projected. Adaptive segments take their length from the series itself.
class SeriesScheme final : public SteppingScheme {
public:
    SeriesScheme(const Model& model, SeriesKind kind, const Settings& s)
        : m_sys(model), m_kind(kind), m_order(int(s.real("order"))), m_dense(int(s.real("dense"))),
          m_pade(s.choice("pade")), m_tol(s.has("tol") ? s.real("tol") : 0.0),
          m_firstStep(s.real("step")), m_projector(parseProjection(s)) {}

    MechanicalSystem& system() { return m_sys; }

    // "L/M" must fit the series: L + M at most its degree (the order setting), M at least 1. A
    // larger choice ran with the degrees lowered without a word (pade=99999999999/6 echoed in
    // the summary as given), or, with M near the degree, 99 % off (pade=6/100 at order 8).
    Status checkPade() const {
        if (m_pade == "off" || m_pade == "auto") return {};
        const auto slash = m_pade.find('/');
        long long L = -1, M = -1;
        const char* text = m_pade.data();
        const auto a = std::from_chars(text, text + slash, L);
        const auto b = std::from_chars(text + slash + 1, text + m_pade.size(), M);
        const bool read = a.ec == std::errc() && b.ec == std::errc();
        if (read && M >= 1 && L + M <= m_order) return {};
        return Status::failure(
            StatusCode::InvalidSettings, std::nan(""),
            localized("core", "pade=%1 does not fit the series of degree %2 (the order setting): "
                              "choose L/M with M >= 1 and L + M <= %2, e.g. %3/%4, or auto")
                .arg(m_pade)
                .arg(m_order)
                .arg(m_order - m_order / 2)
                .arg(m_order / 2));
    }

    Status begin(double t0, StepObserver& observer) override {
        if (m_kind == SeriesKind::Adm && m_order < 2)
            return Status::failure(StatusCode::InvalidSettings, std::nan(""),
                                   localized("core", "ADM needs order N >= 2 (the degree of p)"));
        if (Status st = checkPade(); !st.ok()) return st;
        m_p = m_sys.q0();
        m_v = m_sys.v0();
        // The first segment's expansion, then the initial point with the multipliers of the
        // index-1 system (exact there): a singular mass matrix is reported as the series sees it.
        if (Status st = expand(t0); !st.ok()) return st;
        if (Status st = accelerations(m_sys, m_ws, t0, m_p, m_v, 0, 0, m_acceleration, m_lambda);
            !st.ok())
            return st;
        observer.onStep(t0, m_p, m_v, m_lambda);
        return {};
    }

    Status prepare(double t, double& h, bool adaptive) override {
        m_adaptive = adaptive;
        if (m_expandedAt != t) {
            if (Status st = expand(t); !st.ok()) return st;
            m_hLimit = std::numeric_limits<double>::infinity();
        }
        if (!adaptive) return {};
        // The segment length from the series itself (docs/methods/msppa.md, section 6): the
        // radius by the root test on the two highest degrees whose coefficients are not zero,
        // among the top four, and each of those two terms at most half the tolerance. Not simply
        // the last two: a motion whose series has only every second or fourth power has zero top
        // coefficients, which must not read as an infinite radius. The length grows at most
        // twofold per segment, starts at most at the "step" setting, and stays below the limit a
        // rejected attempt from this point set.
        const std::size_t K = m_e.v.size() - 1; // highest degree shared by p and v
        VectorXd w(2 * m_p.size());
        w << (m_tol * m_p.cwiseAbs()).array() + m_tol, (m_tol * m_v.cwiseAbs()).array() + m_tol;
        double radius = std::numeric_limits<double>::infinity(), length = radius;
        int used = 0;
        for (std::size_t k = K; k >= 1 && k + kTopDegrees > K && used < 2; --k) {
            const double c = coefficientNorm(m_e, k, w);
            if (!(c > 0)) continue;
            radius = std::min(radius, std::pow(c, -1.0 / double(k)));
            length = std::min(length, std::pow(0.5 / c, 1.0 / double(k)));
            ++used;
        }
        const double growth = std::isfinite(m_hPrevious) ? 2.0 * m_hPrevious : m_firstStep;
        h = std::min({0.5 * radius, length, growth, m_hLimit});
        return {};
    }

    Attempt attempt(double t, double h) override {
        m_P.emplace(m_e.p, m_pade, h);
        m_V.emplace(m_e.v, m_pade, h);
        m_L.emplace(m_e.lambda, m_pade, h);
        m_P->evaluate(h, m_p1);
        m_V->evaluate(h, m_v1);
        if (!m_p1.allFinite() || !m_v1.allFinite())
            return diverged(t, h, localized("core", "is not finite"));
        if (!m_adaptive) {
            if (Status st = addDefect(t, h); !st.ok()) return Attempt::failed(st);
        }
        if (m_kind == SeriesKind::Adm || m_pade != "off") return Attempt::done();
        // MSPPA's own check, for the Taylor polynomial (ADM's velocity series is not the exact
        // derivative of a Taylor polynomial of the motion, and a Pade approximant is not the
        // polynomial whose derivative is compared below): the acceleration the model gives at the
        // segment end against the derivative of the velocity series there (their difference is the
        // defect of the DAE), scaled by h into a velocity error. A segment within the series'
        // radius passes with room: truncated after degree K with each top term below half the
        // tolerance, the scaled defect stays near K (K + 1) / 4; far beyond the radius it grows
        // without bound.
        const Status st = accelerations(m_sys, m_ws, t + h, m_p1, m_v1, 0, 0, m_a1, m_l1);
        if (!st.ok())
            return diverged(
                t, h, localized("core", "makes the constraints singular (%1)").arg(st.detail));
        VectorXd slope = VectorXd::Zero(m_v1.size());
        for (std::size_t k = m_e.v.size(); k-- > 1;) slope = slope * h + double(k) * m_e.v[k];
        const VectorXd defect = (slope - m_a1).cwiseAbs();
        const double K = double(m_e.v.size() - 1);
        if (m_adaptive) {
            const VectorXd w = (m_tol * m_v1.cwiseAbs()).array() + m_tol;
            const double scaled = (h * defect.array() / w.array()).maxCoeff();
            if (!(scaled <= (K + 1) * (K + 1)))
                return diverged(t, h,
                                localized("core", "misses the equations of motion at its end"));
        } else if (!(defect.maxCoeff() <= 1.0 + m_a1.lpNorm<Eigen::Infinity>())) {
            // Fixed segments: only a series that has lost the motion (the acceleration at the
            // segment end wrong by more than its own size) stops the run.
            return diverged(t, h, localized("core", "misses the equations of motion at its end"));
        }
        return Attempt::done();
    }

    Status accept(double t, double h, double t1, StepObserver& observer) override {
        m_hPrevious = h;
        for (int j = 1; j <= m_dense; ++j) {
            const double tau = h * double(j) / double(m_dense + 1);
            m_P->evaluate(tau, m_pAt);
            m_V->evaluate(tau, m_vAt);
            m_L->evaluate(tau, m_lAt);
            observer.onStep(t + tau, m_pAt, m_vAt, m_lAt);
        }
        m_p.swap(m_p1);
        m_v.swap(m_v1);
        if (Status st = m_projector.apply(m_sys, t1, m_p, m_v); !st.ok()) return st;
        // MSPPA: lambda from the segment's series (its degree equals the order); ADM: lambda
        // lags two orders, so the segment end takes the index-1 value (= Lambda_0 of the next
        // segment).
        if (m_kind == SeriesKind::Msppa) {
            m_L->evaluate(h, m_lambda);
        } else if (Status st =
                       accelerations(m_sys, m_ws, t1, m_p, m_v, 0, 0, m_acceleration, m_lambda);
                   !st.ok()) {
            return st;
        }
        observer.onStep(t1, m_p, m_v, m_lambda);
        return {};
    }

    void addStats(RunStats& stats) const override {
        addEvaluations(stats, m_sys.counters);
        if (!(m_defect <= kDefectWarning))
            stats.warnings.push_back(
                localized("core", "the series' local errors, estimated from the residual of the "
                                  "equations of motion inside each segment, add up to %1 of the "
                                  "state's size by t = %2 (fixed segments have no error control); "
                                  "try a smaller step, a higher order or a tolerance")
                    .arg(formatBrief(m_defect))
                    .arg(formatBrief(m_defectT)));
    }

    std::string tooSmallHint(const StepControl&) override {
        return localized("core", "(the series' radius of convergence collapsed: a singularity or "
                                 "a non-smooth formula?)");
    }

private:
    // The series of the segment that starts at (t, p, v).
    Status expand(double t) {
        m_expandedAt = t;
        return m_kind == SeriesKind::Msppa ? expandPowerSeries(m_sys, t, m_p, m_v, m_order, m_e)
                                           : expandAdomian(m_sys, t, m_p, m_v, m_order, m_e);
    }

    // Fixed segments have no error control of their own: the residual of the equations of
    // motion q' = v, v' = a(t, q, v) (the accelerations of the index-1 system) along the
    // segment's series, d(tau), integrated over the segment by Simpson's rule (d(0) = 0: the
    // series matches the equations at its start), estimates the segment's local error; the
    // run's sum of them, as a fraction of the state's size, is reported when large. Derivatives
    // of the series by central differences (any kind of series, Pade included).
    Status addDefect(double t, double h) {
        const double delta = 1e-3 * h;
        VectorXd &p = m_pAt, &v = m_vAt, &above = m_above, &below = m_below;
        auto residual = [&](double tau, VectorXd& dp, VectorXd& dv) -> Status {
            m_P->evaluate(tau, p);
            m_V->evaluate(tau, v);
            const double lo = tau - delta, hi = std::min(h, tau + delta);
            m_P->evaluate(hi, above);
            m_P->evaluate(lo, below);
            dp = ((above - below) / (hi - lo) - v).cwiseAbs();
            m_V->evaluate(hi, above);
            m_V->evaluate(lo, below);
            if (Status st = accelerations(m_sys, m_ws, t + tau, p, v, 0, 0, m_a1, m_l1); !st.ok())
                return st;
            dv = ((above - below) / (hi - lo) - m_a1).cwiseAbs();
            return {};
        };
        VectorXd dpMid, dvMid, dpEnd, dvEnd;
        if (Status st = residual(0.5 * h, dpMid, dvMid); !st.ok()) return st;
        if (Status st = residual(h, dpEnd, dvEnd); !st.ok()) return st;
        const double ep = (h / 6.0) * (4.0 * dpMid + dpEnd).maxCoeff() /
                          std::max(1.0, m_p1.lpNorm<Eigen::Infinity>());
        const double ev = (h / 6.0) * (4.0 * dvMid + dvEnd).maxCoeff() /
                          std::max(1.0, m_v1.lpNorm<Eigen::Infinity>());
        const double e = std::max(ep, ev);
        if (std::isfinite(e)) {
            m_defect += e;
            if (m_defect > kDefectWarning && std::isnan(m_defectT)) m_defectT = t + h;
        }
        return {};
    }

    // A segment the series does not cover: adaptive segments are retried at half the length
    // (and no longer from this point); a fixed one ends the run with what to do.
    Attempt diverged(double t, double h, const std::string& what) {
        if (m_adaptive) {
            m_hLimit = 0.5 * h;
            return Attempt::failed(Status::failure(StatusCode::StepTooSmall, t, ""), 0.5);
        }
        return Attempt::failed(Status::failure(
            StatusCode::NonFinite, t + h,
            localized(
                "core",
                "the series diverged: the segment from t = %1 %2, so it is longer than the series' "
                "radius of convergence; use a smaller step or a tolerance (adaptive segments)")
                .arg(formatNumber(t))
                .arg(what)));
    }

    MechanicalSystem m_sys;
    SeriesKind m_kind;
    // The top degrees of the series whose coefficients set an adaptive segment's length.
    static constexpr std::size_t kTopDegrees = 4;
    // The sum of the estimated local errors (a fraction of the state's size) that is reported.
    static constexpr double kDefectWarning = 1e-2;
    double m_defect = 0.0;
    double m_defectT = std::numeric_limits<double>::quiet_NaN();    // where it passed the bound
    double m_expandedAt = std::numeric_limits<double>::quiet_NaN(); // where m_e was expanded
    bool m_adaptive = false;
    int m_order, m_dense;
    std::string m_pade;
    double m_tol, m_firstStep;
    double m_hLimit = std::numeric_limits<double>::infinity(); // after a rejected attempt
    Projector m_projector;
    ConstrainedWorkspace m_ws;
    PowerSeriesExpansion m_e;
    std::optional<SeriesEvaluator> m_P, m_V, m_L;
    VectorXd m_p, m_v, m_lambda, m_acceleration, m_p1, m_v1, m_a1, m_l1;
    // The series at a point inside the segment, and near it for differences (see addDefect()).
    VectorXd m_pAt, m_vAt, m_lAt, m_above, m_below;
    double m_hPrevious = std::numeric_limits<double>::infinity();
};

class SeriesIntegrator final : public Integrator {
public:
    explicit SeriesIntegrator(SeriesKind kind) : m_kind(kind) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        SeriesScheme scheme(model, m_kind, request.settings);
        StepControl control = stepControl(request.settings, 0);
        control.stopTimes = request.stopTimes;
        // The second solution (GlobalError.h) takes every reported point's interval, dense
        // output included, as two segments: its segments are shorter than the run's by the
        // dense points' factor again, so its own error is negligible; the series' order is
        // their degree (the expansion's, "order").
        const MethodPass pass = [&](const StepControl& c, StepObserver& to) {
            if (c.grid.empty())
                return drive(scheme, c, scheme.system().tStart(), request.tEnd, to, cancel);
            SeriesScheme second(model, m_kind, request.settings);
            return drive(second, c, second.system().tStart(), request.tEnd, to, cancel);
        };
        return driveWithGlobalCheck(pass, control, observer,
                                    {request.settings.choice("global_error") == "on",
                                     std::max(1, int(request.settings.real("order")) - 1),
                                     scheme.system().n() + scheme.system().m()});
    }

private:
    SeriesKind m_kind;
};

} // namespace

std::unique_ptr<Integrator> makeMsppaIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesKind::Msppa);
}

std::unique_ptr<Integrator> makeAdmIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesKind::Adm);
}

std::vector<SettingSpec> seriesSettings() {
    return {
        {"step",
         ML_NOOP("core", "Segment h"),
         ML_NOOP("core", "Length of each expansion segment (s); the series restarts at its end"),
         SettingType::Real,
         "0.1",
         1e-9,
         1e3,
         {}},
        {"tol",
         ML_NOOP("core", "Tolerance"),
         ML_NOOP(
             "core",
             "Adaptive segments: length from the decay of the last two Taylor coefficients so that "
             "they stay below this relative and absolute tolerance; empty for fixed segments"),
         SettingType::Real,
         "",
         1e-15,
         1.0,
         {}},
        {"order",
         ML_NOOP("core", "Order"),
         ML_NOOP("core", "Degree of the series in p (MSPPA: global order K; ADM: about N - 1)"),
         SettingType::Integer,
         "8",
         1,
         40,
         {}},
        {"pade",
         ML_NOOP("core", "Pade"),
         ML_NOOP(
             "core",
             "off, auto (near-diagonal [L/M] from every coefficient) or L/M, e.g. 6/6: evaluate "
             "each component through that Pade approximant"),
         SettingType::Text,
         "off",
         0,
         0,
         {},
         "off|auto|[0-9]+/[0-9]+"},
        {"projection",
         ML_NOOP("core", "Projection"),
         ML_NOOP(
             "core",
             "After each segment: off (drift visible), velocity, or on (positions and velocities)"),
         SettingType::Choice,
         "off",
         0,
         0,
         {"off", "velocity", "on"}},
        {"dense",
         ML_NOOP("core", "Output points"),
         ML_NOOP("core", "Points reported inside each segment (dense output from the series)"),
         SettingType::Integer,
         "4",
         0,
         1000,
         {}},
        globalErrorSetting(),
    };
}

} // namespace mechlab::core
