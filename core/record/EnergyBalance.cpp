#include "record/EnergyBalance.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <cmath>

namespace mechlab::core {

namespace {

// A change of the applied forces' power below this fraction of its terms is round-off.
constexpr double kPowerRoundOff = 1e-8;
// |E0| at least this many times the energy's scale: the drift is relative to |E0|.
constexpr double kRelativeEnergy = 10.0;
// Points near the initial state where the power is evaluated.
constexpr int kProbePoints = 8;

} // namespace

EnergyConservation checkEnergyConservation(const Model& model) {
    EnergyConservation out;
    MechanicalSystem sys(model);
    const int n = sys.n(), m = sys.m();
    const VectorXd q0 = sys.q0(), v0 = sys.v0();
    const double t0 = sys.tStart();
    // A fixed pseudo-random sequence in [-1, 1] (the same verdict on every run).
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    auto random = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return double(state >> 11) / double(1ull << 53) * 2.0 - 1.0;
    };
    // Dense M and G only for a model the dense algebra serves: a chain of 10 000 links would
    // reserve 4.8 GB for them.
    const bool sparse = sys.sparseAlgebra();
    MatrixXd M(sparse ? 0 : n, sparse ? 0 : n), G(sparse ? 0 : m, sparse ? 0 : n);
    SparseMatrixD sparseM, sparseG;
    VectorXd f(n), dEdv(n), gt(m), q(n), v(n), a(n);
    EquilibratedLU lu;
    AdaptiveLU<double> sparseLU; // for the sparse M of a large sparse model
    // M^-1 f at (t, q, v); false if M is singular there.
    auto accelerations = [&](double t) {
        if (sys.sparseAlgebra()) {
            sys.dynamics(t, q, v, sparseM, f);
            if (!sparseLU.compute(sparseM, 1e-13)) return false;
            sparseLU.solve(f, a);
            return true;
        }
        sys.dynamics(t, q, v, M, f);
        if (!lu.compute(M, n)) return false;
        lu.solve(f, a);
        return true;
    };
    for (int k = 0; k < kProbePoints; ++k) {
        const double t = t0 + 0.01 * (1.0 + std::abs(t0)) * random();
        for (int i = 0; i < n; ++i) q[i] = q0[i] + 0.01 * (1.0 + std::abs(q0[i])) * random();
        for (int i = 0; i < n; ++i) v[i] = v0[i] + 0.1 * (1.0 + std::abs(v0[i])) * random();
        double explicitRate = 0.0;
        if (!sys.energyRate(t, q, v, explicitRate, dEdv)) return out;
        if (!accelerations(t)) continue;
        const double power = explicitRate + dEdv.dot(a);
        const double terms = std::abs(explicitRate) + dEdv.cwiseProduct(a).cwiseAbs().sum();
        if (!std::isfinite(power) || !std::isfinite(terms)) continue;
        if (std::abs(power) > kPowerRoundOff * terms) {
            out.conserved = false;
            out.why = localized("core",
                                "the forces do work (they depend on t or on the velocities beyond "
                                "gyroscopic terms: driven or dissipative)");
            out.brief = localized("core", "forces do work");
            return out;
        }
        if (m == 0) continue;
        VectorXd rowSums;
        auto measure = [&](auto& G) {
            sys.constraintJacobian(t, q, G, gt);
            rowSums = G.cwiseAbs() * VectorXd::Ones(n);
        };
        if (sys.sparseAlgebra())
            measure(sparseG);
        else
            measure(G);
        for (int j = 0; j < m; ++j) {
            const double size = rowSums[j] * std::max(1.0, v.lpNorm<Eigen::Infinity>());
            if (std::abs(gt[j]) > kPowerRoundOff * size) {
                out.conserved = false;
                out.why =
                    j < sys.mh()
                        ? localized("core", "a constraint moves with time (g depends on t)")
                        : localized("core", "a velocity constraint has an offset b (A v + b = 0)");
                out.brief = j < sys.mh() ? localized("core", "moving constraint")
                                         : localized("core", "offset b in A v + b");
                return out;
            }
        }
    }
    return out;
}

void EnergyRecord::add(double t, double energy, double kinetic) {
    if (std::isnan(e0)) e0 = energy;
    const double change = std::abs(energy - e0);
    if (!(change <= maxChange)) { // NaN sticks
        maxChange = change;
        tMaxChange = t;
    }
    maxKinetic = std::max(maxKinetic, kinetic);
    const double potential = energy - kinetic;
    minPotential = std::min(minPotential, potential);
    maxPotential = std::max(maxPotential, potential);
}

double EnergyRecord::scale() const {
    const double range = maxPotential >= minPotential ? maxPotential - minPotential : 0.0;
    return std::max(maxKinetic, range);
}

EnergyRecord::Drift EnergyRecord::drift() const {
    if (!conservation.conserved) return {Kind::NotConserved, maxChange};
    if (e0 != 0.0 && std::abs(e0) >= kRelativeEnergy * scale())
        return {Kind::Relative, maxChange / std::abs(e0)};
    return {Kind::Absolute, maxChange};
}

std::string EnergyRecord::describe(const std::string& unit) const {
    if (std::isnan(e0)) return localized("core", "not measured (no point was recorded)");
    const std::string u = unit.empty() ? "" : " " + unit;
    const Drift d = drift();
    switch (d.kind) {
    case Kind::Relative:
        return localized("core", "drift %1 relative to |E0| = %2%3")
            .arg(formatBrief(d.value))
            .arg(formatBrief(std::abs(e0)))
            .arg(u);
    case Kind::Absolute:
        return localized("core", "drift %1%2 absolute (|E0| = %3%2 is below 10 x the energy's "
                                 "scale %4%2 = %5%2)")
            .arg(formatBrief(d.value))
            .arg(u)
            .arg(formatBrief(std::abs(e0)))
            .arg(formatBrief(scale()))
            .arg(formatBrief(kRelativeEnergy * scale()));
    case Kind::NotConserved:
        break;
    }
    return localized("core", "not conserved: %1; E - E0 reached %2%3")
        .arg(conservation.why)
        .arg(formatBrief(d.value))
        .arg(u);
}

} // namespace mechlab::core
