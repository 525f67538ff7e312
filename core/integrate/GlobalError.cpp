#include "integrate/GlobalError.h"

#include "base/Text.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

void PathKeeper::onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                        const Eigen::VectorXd& lambda) {
    m_next.onStep(t, q, v, lambda);
    if (m_overflow) return;
    m_width = std::size_t(q.size() + v.size());
    // A point reported again (a method that reports the start once pending and once kept)
    // replaces the one before.
    if (!m_t.empty() && m_t.back() == t) {
        m_t.pop_back();
        m_states.resize(m_states.size() - m_width);
    }
    if (m_states.size() + m_width > m_maxValues) {
        m_overflow = true;
        m_t = {};
        m_states = {};
        return;
    }
    m_t.push_back(t);
    m_states.insert(m_states.end(), q.data(), q.data() + q.size());
    m_states.insert(m_states.end(), v.data(), v.data() + v.size());
}

namespace {

// Compares each point of the second solution that lies on the path with the path's.
class Comparison final : public StepObserver {
public:
    Comparison(const PathKeeper& path, std::size_t n) : m_path(path), m_n(n) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd&) override {
        const std::vector<double>& times = m_path.times();
        while (m_next < times.size() && times[m_next] < t) ++m_next;
        if (m_next >= times.size() || times[m_next] != t) return;
        const double* y = m_path.state(m_next);
        // As the step control scales: each part relative to max(1, its size).
        auto part = [&](const Eigen::VectorXd& x, const double* first) {
            double diff = 0.0, size = 0.0;
            for (Eigen::Index i = 0; i < x.size(); ++i) {
                diff = std::max(diff, std::abs(first[i] - x[i]));
                size = std::max(size, std::abs(x[i]));
            }
            return diff / std::max(1.0, size);
        };
        const double e = std::max(part(q, y), part(v, y + m_n));
        if (e > m_max || std::isnan(e)) {
            m_max = std::isnan(e) ? HUGE_VAL : e;
            m_at = t;
        }
        ++m_next;
    }
    double max() const { return m_max; }
    double at() const { return m_at; }

private:
    const PathKeeper& m_path;
    std::size_t m_n;
    std::size_t m_next = 0;
    double m_max = 0.0;
    double m_at = 0.0;
};

} // namespace

GlobalErrorEstimate
estimateGlobalError(const PathKeeper& path, int order,
                    const std::function<RunOutcome(const StepControl&, StepObserver&)>& second) {
    GlobalErrorEstimate out;
    const std::vector<double>& t = path.times();
    StepControl c;
    c.adaptive = false;
    c.grid.reserve(2 * t.size());
    double shortest = HUGE_VAL;
    for (std::size_t k = 0; k < t.size(); ++k) {
        if (k > 0) {
            c.grid.push_back(t[k - 1] + 0.5 * (t[k] - t[k - 1]));
            shortest = std::min(shortest, 0.5 * (t[k] - t[k - 1]));
        }
        c.grid.push_back(t[k]);
    }
    c.step = shortest;
    Comparison compare(path, path.width() / 2);
    const RunOutcome r = second(c, compare);
    out.status = r.status;
    out.cpuSeconds = r.stats.cpuSeconds;
    out.error = compare.max() / (1.0 - std::pow(2.0, -order));
    out.at = compare.at();
    return out;
}

void reportGlobalError(const GlobalErrorEstimate& e, double tol, int order, RunStats& stats) {
    stats.cpuSeconds += e.cpuSeconds;
    if (!e.status.ok()) {
        if (e.status.code == StatusCode::Cancelled) return;
        stats.warnings.push_back(
            localized("core", "the global error could not be estimated: the second solution over "
                              "the run's steps halved failed at t = %1 (%2); the tolerance holds "
                              "each step's error, not the result's: compare with a run at a "
                              "smaller tolerance")
                .arg(formatBrief(e.status.t))
                .arg(e.status.message()));
        return;
    }
    if (!(e.error > kGlobalErrorWarning * tol)) return;
    // The global error of a method of order p falls about like tol^(p / (p + 1)).
    const double p = double(order);
    const double suggested = tol * std::pow(tol / e.error, (p + 1.0) / p);
    const double rounded = std::pow(10.0, std::floor(std::log10(suggested)));
    stats.warnings.push_back(
        localized("core", "the estimated global error reaches %1 of the state's size at t = %2, "
                          "%3 times the tolerance %4 (a second solution over the run's steps "
                          "halved): the tolerance holds each step's error, not the result's; "
                          "try tol = %5")
            .arg(formatBrief(e.error))
            .arg(formatBrief(e.at))
            .arg(formatBrief(e.error / tol))
            .arg(formatBrief(tol))
            .arg(formatBrief(std::max(rounded, 1e-14))));
}

} // namespace mechlab::core
