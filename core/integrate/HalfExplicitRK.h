#pragma once

// Half-explicit Runge-Kutta methods for the velocity-level index-2 form
//     q' = v,  M(q) v' = f(t, q, v) - C(q, t)^T lambda,  0 = C(q, t) v + d(q, t)
// with C = G, d = g_t (docs/methods/half-explicit-rk.md, sections 2-4). Every stage is one
// linear saddle-point solve: force directions C^T at the stage point Q_i, constraint rows at the
// next point Q_{i+1}, so that C(Q_{i+1}) V_{i+1} + d = 0 holds at every stage.

#include "integrate/Integrator.h"

#include <vector>

namespace mechlab::core {

/// Coefficients a_{ij} (rows 1..s; row s holds b) and nodes c_i (c_s = 1), 0-based:
/// a[i][j] for i = 1..s, j < i; c[i] for i = 0..s.
struct HalfExplicitTableau {
    int stages = 0;
    int order = 0;
    std::vector<std::vector<double>> a; // (s+1) rows; a[s] = b
    std::vector<double> c;              // s+1 entries; c[s] = 1
};

/// HEM4: five stages, order 4 (Brasey & Hairer; see the methods doc, section 4.1).
const HalfExplicitTableau& hem4Tableau();
/// The three-stage order-3 scheme of section 4.2.
const HalfExplicitTableau& hem3Tableau();

std::unique_ptr<Integrator> makeHalfExplicitIntegrator(const HalfExplicitTableau& tableau);
std::vector<SettingSpec> halfExplicitSettings();

} // namespace mechlab::core
