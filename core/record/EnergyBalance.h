#pragma once

// What the energy of a run means. E is conserved along every motion of a model exactly when
//
//     dE/dt = dE/dt|explicit + dE/dq . v + dE/dv . M^-1 (f - G^T lambda)  vanishes,
//
// which splits into the applied forces' power P(t, q, v) = dE/dt|explicit + dE/dq . v +
// dE/dv . M^-1 f and the constraint forces' power. For E = 1/2 v^T M v + V (or v . dL/dv - L)
// dE/dv = v^T M, so the constraint forces' power is -(G v)^T lambda = g_t^T lambda (plus b^T mu
// for velocity constraints): zero unless a constraint moves with time. P vanishes identically,
// for every (t, q, v), when the forces come from the potential (gravity, springs) or are
// gyroscopic (Coriolis); a driving force or a damping term makes it nonzero at almost every
// point. So P and c = [g_t; b] are evaluated at a few points near the initial state: nonzero
// there means not conserved. (An energy formula whose dE/dv is not v^T M is taken at its word
// for the constraint forces.)
//
// For a conserved energy the drift of a run is measured relative to |E0| only when |E0| is well
// above (at least ten times) the energy's scale over the run, max(T_max, V_max - V_min) with
// T = 1/2 v^T M v and V = E - T: otherwise |E0| is mostly an accident of where V is zero (E0 = 0
// for a pendulum started level with its pivot, or round-off) and the drift is absolute, in the
// model's energy unit.

#include "model/Model.h"

#include <limits>
#include <string>

namespace mechlab::core {

struct EnergyConservation {
    bool conserved = true;
    std::string why;   // when not conserved: what does work
    std::string brief; // the same in two or three words, for a chart title
};

EnergyConservation checkEnergyConservation(const Model& model);

/// The energy figures of a run (kept up to date by the Recorder).
struct EnergyRecord {
    double e0 = std::numeric_limits<double>::quiet_NaN();
    double maxChange = 0.0; // max |E - E0|
    double tMaxChange = std::numeric_limits<double>::quiet_NaN();
    double maxKinetic = 0.0;
    double minPotential = std::numeric_limits<double>::infinity();
    double maxPotential = -std::numeric_limits<double>::infinity();
    EnergyConservation conservation;

    void add(double t, double energy, double kinetic);
    /// max(T_max, V_max - V_min) over the points so far.
    double scale() const;

    enum class Kind { Relative, Absolute, NotConserved };
    struct Drift {
        Kind kind = Kind::Absolute;
        double value = 0.0; // max |E - E0| / |E0| (relative), else max |E - E0|
    };
    /// The drift as defined above; NotConserved carries the largest change |E - E0|.
    Drift drift() const;
    /// The drift in words with its unit, e.g. "3.2e-09 relative to |E0| = 0.49 J".
    std::string describe(const std::string& unit) const;
};

} // namespace mechlab::core
