#pragma once

// Butcher tableaus of the implicit Runge-Kutta methods, shared by the mechanical integrators
// (ImplicitRK.h) and the linear-DAE solvers (linear/LinearSolvers.h). The collocation methods
// of Hairer & Wanner, Solving Ordinary Differential Equations II (2nd ed., 1996), Section IV.5
// (see docs/references.md).

#include <Eigen/Core>
#include <string>

namespace mechlab::core {

struct ImplicitTableau {
    std::string id;
    int order = 0;
    Eigen::VectorXd c, b;
    Eigen::MatrixXd A;
};

/// Radau IIA with 3 stages (order 5) and 2 stages (order 3), implicit Euler (Radau IIA with one
/// stage), the implicit midpoint rule (Gauss, order 2) and Lobatto IIIA with 3 stages (order 4).
const ImplicitTableau& radau5Tableau();
const ImplicitTableau& radau3Tableau();
const ImplicitTableau& implicitEulerTableau();
const ImplicitTableau& midpointTableau();
const ImplicitTableau& lobatto3aTableau();

} // namespace mechlab::core
