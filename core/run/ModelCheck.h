#pragma once

// "Check model": what a user should know before a run, in plain language — sizes, the
// consistency of the initial values (g(q0), G v0 + g_t, A v0 + b), the rank of the constraint
// rows, whether M is positive definite, the equations of motion derived from a Lagrangian, and
// the index of the formulation the chosen method integrates.

#include "model/Model.h"

#include <optional>
#include <string>

namespace mechlab::core {

struct ModelCheckReport {
    int coordinates = 0, constraints = 0, velocityConstraints = 0, parameters = 0;
    double maxAbsG0 = 0.0;   // max |g(q0, t0)|
    double maxAbsGv0 = 0.0;  // max |G(q0) v0 + g_t|
    double maxAbsAvb0 = 0.0; // max |A(q0) v0 + b|
    int rankG = 0;           // rank of all constraint rows [G; A]
    bool massPositiveDefinite = false;
    bool finite = true;      // every quantity finite at the initial state
    std::string nonFinite;   // why not, if not
    bool consistent = false; // |g| and |G v + g_t| below the tolerance
    std::string methodId;
    int methodIndex = -1;      // index of the formulation the method integrates
    std::string jacobianText;  // G and A as formulas, one row per line
    std::string equationsText; // M and f derived from a Lagrangian, as formulas
    std::string text() const;
};

/// Tolerance below which initial values count as consistent.
inline constexpr double kConsistencyTolerance = 1e-10;

ModelCheckReport checkModel(const Model& model, const std::string& methodId = "");
/// The part of checkModel() a run needs: sizes, finiteness and the initial residuals (no
/// rank, no definiteness, no formulas).
ModelCheckReport checkInitialValues(const Model& model);

/// Initial values projected onto g = 0 and G v + g_t = 0 (M-orthogonal corrections); returns the
/// projected model, or nothing with `error` set.
std::optional<Model> projectInitialValues(const Model& model, std::string* error);

} // namespace mechlab::core
