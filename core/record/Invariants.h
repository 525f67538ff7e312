#pragma once

// The conserved quantities a model declares besides its energy (ModelSpec::invariants): a
// Jacobi integral of a rheonomic model, an angular momentum. Their drift is measured against
// the quantity's size over the run,
//
//     size = max(|I0|, max over the run of S),   S = sum of the magnitudes of I's additive terms
//
// (for I = E - Omega L_z: |T| + |V| + |Omega L_z|), so that an angular momentum that starts at
// zero is measured against the momenta its terms carry, not against its own round-off, and a
// quantity whose terms cancel to a small value is not flattered by a large |I0|. The drift is
// max |I - I0| / size; a model's declaration is taken at its word (a quantity the motion does
// not conserve shows as a drift, which the warning names).

#include "model/ModelSpec.h"

#include <limits>
#include <string>
#include <vector>

namespace mechlab::core {

struct InvariantRecord {
    std::string name, unit;
    double i0 = std::numeric_limits<double>::quiet_NaN();
    double maxChange = 0.0; // max |I - I0|
    double tMaxChange = std::numeric_limits<double>::quiet_NaN();
    double maxTerms = 0.0; // max S
    long points = 0;       // recorded so far

    void add(double t, double value, double terms);
    /// max(|I0|, max S): what the drift is relative to.
    double size() const;
    /// max |I - I0| / size (0 when the size is 0: every term vanished throughout).
    double drift() const;
    /// The drift in words, e.g. "drift 3.2e-09 of its size 0.49 kg m^2/s (|I - I0| = 1.6e-09
    /// kg m^2/s)".
    std::string describe() const;
};

/// One record per conserved quantity of `spec`, named and with its unit.
std::vector<InvariantRecord> invariantRecords(const ModelSpec& spec);

} // namespace mechlab::core
