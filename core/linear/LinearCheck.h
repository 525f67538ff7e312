#pragma once

// "Check model" for a linear DAE: the pencil's analysis (regularity, Wong sequences with the rank
// gap, quasi-Weierstrass form, index, projectors) and the initial value's consistency (with the
// jump and impulse an inconsistent x0 causes), as text for the CLI and the GUI.

#include "linear/LinearDae.h"

#include <Eigen/Core>
#include <string>

namespace mechlab::core {

/// A matrix as rows "[a, b, c]" (entries below 1e-13 times the largest printed as 0).
std::string formatMatrix(const Eigen::MatrixXd& M, const std::string& indent = "  ");
/// A vector as "(a, b, c)".
std::string formatVector(const Eigen::VectorXd& v);

struct LinearCheckReport {
    bool regular = false;
    bool consistent = false;
    int index = -1;
    InitialValueAnalysis initial; // for regular pencils
    std::string text;
};

LinearCheckReport checkLinearDae(const LinearDaeModel& model);

} // namespace mechlab::core
