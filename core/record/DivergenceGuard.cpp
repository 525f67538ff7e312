#include "record/DivergenceGuard.h"

#include "base/Text.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

DivergenceGuard::DivergenceGuard(const Model& model, const Recorder& recorder,
                                 DivergenceLimits limits, double tEnd, CancelToken& stop)
    : m_model(model), m_recorded(recorder.trajectory()), m_summary(recorder.summary()),
      m_energyUnit(model.spec().energyUnit), m_limits(limits), m_tEnd(tEnd), m_stop(stop) {
    const Trajectory& recorded = m_recorded;
    m_energy = recorded.find("energy");
    for (const auto& [column, name] :
         {std::pair{"abs_g", "|g|"}, {"abs_Gv", "|G v + g_t|"}, {"abs_Av_b", "|A v + b|"}})
        if (const int k = recorded.find(column); k >= 0) m_residuals.emplace_back(k, name);
    const double size =
        std::max({1.0, model.q0().lpNorm<Eigen::Infinity>(), model.v0().lpNorm<Eigen::Infinity>()});
    const double span = std::max(1.0, tEnd - model.tStart());
    m_stateBound = kStateGrowth * size * span * span;
}

void DivergenceGuard::trip(Status status) {
    if (m_tripped) return;
    m_tripped = std::move(status);
    m_stop.cancel();
}

void DivergenceGuard::onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                             const Eigen::VectorXd& lambda) {
    if (m_tripped) return;
    // A value that is not finite, named (a backstop: most methods stop on it themselves).
    auto firstNonFinite = [](const Eigen::VectorXd& x) {
        for (Eigen::Index i = 0; i < x.size(); ++i)
            if (!std::isfinite(x[i])) return int(i);
        return -1;
    };
    if (const int i = firstNonFinite(q); i >= 0)
        return trip(Status::failure(StatusCode::NonFinite, t,
                                    localized("core", "%1 became %2")
                                        .arg(m_model.coordinateName(i))
                                        .arg(formatBrief(q[i]))));
    if (const int i = firstNonFinite(v); i >= 0)
        return trip(Status::failure(
            StatusCode::NonFinite, t,
            localized("core", "%1 became %2").arg(m_model.velocityName(i)).arg(formatBrief(v[i]))));
    if (const int j = firstNonFinite(lambda); j >= 0 && j < m_model.constraintCount())
        return trip(Status::failure(StatusCode::NonFinite, t,
                                    localized("core", "%1 became %2")
                                        .arg(m_model.multiplierName(j))
                                        .arg(formatBrief(lambda[j]))));
    // Finite but far beyond any motion the model's scales allow: diverged, not a result.
    auto beyond = [&](const Eigen::VectorXd& x) {
        for (Eigen::Index i = 0; i < x.size(); ++i)
            if (std::abs(x[i]) > m_stateBound) return int(i);
        return -1;
    };
    const int qi = beyond(q), vi = qi >= 0 ? -1 : beyond(v);
    if (qi >= 0 || vi >= 0)
        return trip(Status::failure(
            StatusCode::Diverged, t,
            localized("core", "%1 = %2 grew beyond %3, %4 times the initial state's size and "
                              "the interval's square: the run is stopped as diverged (a step "
                              "too large for the model, a stiff model for an explicit method, "
                              "or a solution that grows without bound)")
                .arg(qi >= 0 ? m_model.coordinateName(qi) : m_model.velocityName(vi))
                .arg(formatBrief(qi >= 0 ? q[qi] : v[vi]))
                .arg(formatBrief(m_stateBound))
                .arg(formatBrief(kStateGrowth))));
    // The last step may be short: it only closes the interval.
    const double step = t - m_lastT;
    m_lastT = t;
    if (step > 0.0 && step < m_limits.minStep &&
        t < m_tEnd - 4.0 * std::numeric_limits<double>::epsilon() * std::abs(m_tEnd))
        return trip(
            Status::failure(StatusCode::StepTooSmall, t,
                            localized("core", "the step fell to %1, below the floor %2 (min_step)")
                                .arg(formatBrief(step))
                                .arg(formatBrief(m_limits.minStep))));
    if (m_recorded.rowsAppended() == 0) return;
    for (const auto& [column, name] : m_residuals) {
        const double r = m_recorded.last(column);
        if (std::isnan(r))
            return trip(Status::failure(
                StatusCode::NonFinite, t,
                localized(
                    "core",
                    "%1 is not finite at this state (a domain error in a constraint formula?)")
                    .arg(name)));
        if (r > m_limits.maxResidual)
            return trip(
                Status::failure(StatusCode::Diverged, t,
                                localized("core", "%1 = %2 passed the limit %3 (max_residual)")
                                    .arg(name)
                                    .arg(formatBrief(r))
                                    .arg(formatBrief(m_limits.maxResidual))));
    }
    if (const double e = m_energy >= 0 ? m_recorded.last(m_energy) : 0.0; !std::isfinite(e))
        return trip(Status::failure(
            StatusCode::NonFinite, t,
            std::isnan(e)
                ? localized("core",
                            "the energy E is not a number at this state (a domain error in the "
                            "potential V or the energy formula?)")
                : localized("core",
                            "the energy E overflowed at this state (the solution grows without "
                            "bound?)")));
    const EnergyRecord& energy = m_summary.energy;
    if (const EnergyRecord::Drift d = energy.drift();
        d.kind != EnergyRecord::Kind::NotConserved && d.value > m_limits.maxEnergyDrift) {
        const std::string unit = m_energyUnit.empty() ? "" : " " + m_energyUnit;
        return trip(Status::failure(
            StatusCode::Diverged, t,
            d.kind == EnergyRecord::Kind::Relative
                ? localized(
                      "core",
                      "the energy drift |E - E0|/|E0| = %1 passed the limit %2 (max_energy_drift)")
                      .arg(formatBrief(d.value))
                      .arg(formatBrief(m_limits.maxEnergyDrift))
                : localized("core",
                            "the energy drift |E - E0| = %1%2 (absolute: |E0| is below 10 x the "
                            "energy's scale) passed the limit %3 (max_energy_drift)")
                      .arg(formatBrief(d.value))
                      .arg(unit)
                      .arg(formatBrief(m_limits.maxEnergyDrift))));
    }
    for (const InvariantRecord& c : m_summary.invariants)
        if (c.drift() > m_limits.maxInvariantDrift)
            return trip(Status::failure(
                StatusCode::Diverged, t,
                localized("core", "the drift of the conserved quantity %1, |%1 - %1_0| / size = "
                                  "%2, passed the limit %3 (max_invariant_drift)")
                    .arg(c.name)
                    .arg(formatBrief(c.drift()))
                    .arg(formatBrief(m_limits.maxInvariantDrift))));
}

} // namespace mechlab::core
