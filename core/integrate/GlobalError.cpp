#include "integrate/GlobalError.h"

#include "base/Text.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

namespace {

// Passes every point on to the run's observer and keeps t, q and v of each, for the second
// solution; stops keeping beyond `maxValues` numbers (the check is then skipped).
class PathKeeper final : public StepObserver {
public:
    PathKeeper(StepObserver& next, std::size_t maxValues) : m_next(next), m_maxValues(maxValues) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override {
        m_next.onStep(t, q, v, lambda);
        if (m_overflow) return;
        m_n = std::size_t(q.size());
        const std::size_t width = std::size_t(q.size() + v.size());
        // A point reported again (the start, once pending and once kept) replaces the one
        // before.
        if (!m_t.empty() && m_t.back() == t) {
            m_t.pop_back();
            m_states.resize(m_states.size() - width);
        }
        if (m_states.size() + width > m_maxValues) {
            m_overflow = true;
            m_t = {};
            m_states = {};
            return;
        }
        m_t.push_back(t);
        m_states.insert(m_states.end(), q.data(), q.data() + q.size());
        m_states.insert(m_states.end(), v.data(), v.data() + v.size());
    }
    bool complete() const { return !m_overflow; }
    const std::vector<double>& times() const { return m_t; }
    std::size_t coordinates() const { return m_n; }
    /// Positions, then velocities, at times()[k].
    const double* state(std::size_t k) const {
        return m_t.empty() ? nullptr : m_states.data() + k * (m_states.size() / m_t.size());
    }

private:
    StepObserver& m_next;
    std::size_t m_maxValues;
    std::size_t m_n = 0;
    bool m_overflow = false;
    std::vector<double> m_t;
    std::vector<double> m_states;
};

// Compares each point of the second solution that lies on the path with the path's there:
// positions and velocities, each relative to max(1, its size), as the step control scales.
class Comparison final : public StepObserver {
public:
    explicit Comparison(const PathKeeper& path) : m_path(path) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd&) override {
        const std::vector<double>& times = m_path.times();
        while (m_next < times.size() && times[m_next] < t) ++m_next;
        if (m_next >= times.size() || times[m_next] != t) return;
        const double* y = m_path.state(m_next);
        auto part = [](const Eigen::VectorXd& x, const double* first) {
            double diff = 0.0, size = 0.0;
            for (Eigen::Index i = 0; i < x.size(); ++i) {
                diff = std::max(diff, std::abs(first[i] - x[i]));
                size = std::max(size, std::abs(x[i]));
            }
            return diff / std::max(1.0, size);
        };
        double e = std::max(part(q, y), part(v, y + m_path.coordinates()));
        if (std::isnan(e)) e = HUGE_VAL;
        if (e > m_max) {
            m_max = e;
            m_at = t;
        }
        ++m_next;
    }
    double max() const { return m_max; }
    double at() const { return m_at; }

private:
    const PathKeeper& m_path;
    std::size_t m_next = 0;
    double m_max = 0.0;
    double m_at = 0.0;
};

// A number rounded down to one significant digit, for advice ("try step = 0.002").
double roundedDown(double x) {
    const double decade = std::pow(10.0, std::floor(std::log10(x)));
    return std::floor(x / decade) * decade;
}

} // namespace

RunOutcome driveWithGlobalCheck(const MethodPass& pass, const StepControl& control,
                                StepObserver& observer, const GlobalCheck& check) {
    if (!check.on) return pass(control, observer);
    if (check.unknowns > kGlobalErrorUnknowns) {
        RunOutcome r = pass(control, observer);
        // A fixed-step run keeps its sampled local errors (StepErrorSampler) as its estimate.
        if (control.adaptive && r.status.ok())
            r.stats.warnings.push_back(
                localized("core", "the global error is not estimated for models of more than %1 "
                                  "unknowns (coordinates and multipliers): the tolerance holds "
                                  "each step's error, not the result's; compare with a run at a "
                                  "smaller tolerance")
                    .arg(kGlobalErrorUnknowns));
        return r;
    }
    // A fixed-step run's sampled local errors are superseded by the estimate.
    StepControl first = control;
    first.schemeWarnings = false;
    PathKeeper path(observer, kGlobalErrorValues);
    RunOutcome r = pass(first, path);
    if (!r.status.ok()) return r;
    if (!path.complete()) {
        r.stats.warnings.push_back(localized(
            "core", "the global error is not estimated: the run took too many steps to keep for a "
                    "second solution; compare with a run at a smaller tolerance or step"));
        return r;
    }

    // The run's points are all known: a display shows them while the estimate is computed.
    observer.onSolutionComplete();
    // The second solution: every step of the run as two halves.
    const std::vector<double>& t = path.times();
    StepControl halves;
    halves.adaptive = false;
    halves.grid.reserve(2 * t.size());
    double shortest = HUGE_VAL, longest = 0.0;
    for (std::size_t k = 0; k < t.size(); ++k) {
        if (k > 0) {
            const double h = t[k] - t[k - 1];
            halves.grid.push_back(t[k - 1] + 0.5 * h);
            shortest = std::min(shortest, 0.5 * h);
            longest = std::max(longest, h);
        }
        halves.grid.push_back(t[k]);
    }
    if (halves.grid.size() < 3) return r;
    halves.step = shortest;
    Comparison compare(path);
    const RunOutcome second = pass(halves, compare);
    r.stats.cpuSeconds += second.stats.cpuSeconds;
    if (!second.status.ok()) {
        if (second.status.code != StatusCode::Cancelled)
            r.stats.warnings.push_back(
                localized("core", "the global error could not be estimated: the second solution "
                                  "over the run's steps halved failed at t = %1 (%2), so the "
                                  "result is likely not converged either; compare with a run at "
                                  "a smaller tolerance or step")
                    .arg(formatBrief(second.status.t))
                    .arg(second.status.message()));
        return r;
    }
    const double p = double(check.order);
    const double estimate = compare.max() / (1.0 - std::pow(2.0, -p));
    if (control.adaptive) {
        const double tol = control.tol;
        if (!(estimate > kGlobalErrorWarning * tol)) return r;
        // The global error of a method of order p falls about like tol^(p / (p + 1)).
        const double suggested = tol * std::pow(tol / estimate, (p + 1.0) / p);
        r.stats.warnings.push_back(
            localized("core", "the estimated global error reaches %1 of the state's size at t = "
                              "%2, %3 times the tolerance %4 (a second solution over the run's "
                              "steps halved): the tolerance holds each step's error, not the "
                              "result's; try tol = %5")
                .arg(formatBrief(estimate))
                .arg(formatBrief(compare.at()))
                .arg(formatBrief(estimate / tol))
                .arg(formatBrief(tol))
                .arg(formatBrief(std::max(roundedDown(suggested), 1e-14))));
        return r;
    }
    if (!(estimate > StepErrorSampler::kWarning)) return r;
    // The global error of a method of order p falls like h^p: a step for a tenth of the level.
    const double suggested =
        longest * std::pow(0.1 * StepErrorSampler::kWarning / estimate, 1.0 / p);
    Localized message =
        check.tolerance
            ? localized("core", "the estimated global error reaches %1 of the state's size at t = "
                                "%2 (a second solution with the steps halved; fixed steps have no "
                                "error control): try step = %3, or a tolerance")
            : localized("core", "the estimated global error reaches %1 of the state's size at t = "
                                "%2 (a second solution with the steps halved; fixed steps have no "
                                "error control): try step = %3");
    r.stats.warnings.push_back(message.arg(formatBrief(estimate))
                                   .arg(formatBrief(compare.at()))
                                   .arg(formatBrief(roundedDown(suggested))));
    return r;
}

SettingSpec globalErrorSetting() {
    return {"global_error",
            ML_NOOP("core", "Global error check"),
            ML_NOOP("core", "After the run, a second solution over its steps halved estimates "
                            "the result's error (about twice the run's work); the run warns where "
                            "it passes ten times the tolerance (fixed steps: 1 % of the state's "
                            "size); off: no estimate"),
            SettingType::Choice,
            "on",
            0,
            0,
            {"on", "off"}};
}

} // namespace mechlab::core
