#include "run/Registry.h"

#include "integrate/ExplicitRK4.h"
#include "integrate/HalfExplicitRK.h"
#include "integrate/IdaIntegrator.h"
#include "integrate/ImplicitRK.h"
#include "integrate/PowerSeries.h"
#include "integrate/Variational.h"
#include "linear/LinearSolvers.h"

namespace mechlab::core {

const std::vector<MethodEntry>& methodRegistry() {
    static const std::vector<MethodEntry> registry = {
        {{"hem4", "HEM4 (half-explicit Runge-Kutta, order 4)",
          "Five-stage half-explicit method on the velocity constraints G v + g_t = 0: linear "
          "solves only, |G v| at round-off, g drifts slowly unless projected",
          4, "index 2 (velocity constraints)", 2, true, false, halfExplicitSettings()},
         [] { return makeHalfExplicitIntegrator(hem4Tableau()); }},
        {{"hem3", "HEM3 (half-explicit Runge-Kutta, order 3)",
          "Three-stage half-explicit comparator of HEM4 on the velocity constraints", 3,
          "index 2 (velocity constraints)", 2, true, false, halfExplicitSettings()},
         [] { return makeHalfExplicitIntegrator(hem3Tableau()); }},
        {{"rk4", "RK4 + Baumgarte (index 1)",
          "Classical explicit RK4 on the acceleration-level (index-1) form with optional "
          "Baumgarte feedback: the textbook method whose constraint drift the others are "
          "measured against",
          4, "index 1 (acceleration constraints)", 1, true, false, explicitRK4Settings()},
         [] { return makeExplicitRK4Integrator(); }},
        {{"msppa", "MSPPA (power series + Adomian polynomials)",
          "Taylor expansion of the GGL index-2 form to order K on segments of length h, "
          "coefficients from the model's Taylor series (Benítez Pacheco (2021), corrected recursion)",
          8, "GGL index 2 (position and velocity constraints)", 2, false, true, seriesSettings()},
         [] { return makeMsppaIntegrator(); }},
        {{"adm", "ADM (Adomian decomposition, index 3)",
          "Adomian decomposition of the index-3 form on segments of length h: one constant KKT "
          "matrix per segment, p of degree N, lambda two orders behind (Benhammouda (2022)). Explicit: "
          "not for stiff problems",
          7, "index 3 (position constraints)", 3, false, true, seriesSettings()},
         [] { return makeAdmIntegrator(); }},
        {{"radau5", "Radau IIA (3 stages, order 5)",
          "Implicit collocation method, L-stable and stiffly accurate: stiff problems, index 3 "
          "directly, adaptive steps with an embedded estimate, simplified Newton",
          5, "index 3 (selectable: index 2, GGL, index 1)", 3, true, false, implicitRKSettings()},
         [] { return makeImplicitRKIntegrator(radau5Tableau()); },
         {linearRungeKuttaSettings(), [] { return makeLinearRungeKutta(radau5Tableau()); },
          "direct form, stiffly accurate: the last stage satisfies the algebraic equations"}},
        {{"radau3", "Radau IIA (2 stages, order 3)",
          "The two-stage member of the Radau IIA family (Sánchez Rivera's worked examples)", 3,
          "index 3 (selectable: index 2, GGL, index 1)", 3, true, false, implicitRKSettings()},
         [] { return makeImplicitRKIntegrator(radau3Tableau()); },
         {linearRungeKuttaSettings(), [] { return makeLinearRungeKutta(radau3Tableau()); },
          "direct form, stiffly accurate: the last stage satisfies the algebraic equations"}},
        {{"implicit-euler", "Implicit Euler (order 1)",
          "One-stage Radau IIA: L-stable, strongly damped, first order", 1,
          "index 3 (selectable: index 2, GGL, index 1)", 3, true, false, implicitRKSettings()},
         [] { return makeImplicitRKIntegrator(implicitEulerTableau()); },
         {linearRungeKuttaSettings(), [] { return makeLinearRungeKutta(implicitEulerTableau()); },
          "direct form, stiffly accurate, order 1"}},
        {{"midpoint", "Implicit midpoint rule (order 2)",
          "One-stage Gauss method: A-stable but not L-stable (R(inf) = -1), so errors in the "
          "multipliers are not damped; best with lambda=post",
          2, "index 3 (selectable: index 2, GGL, index 1)", 3, true, false, implicitRKSettings()},
         [] { return makeImplicitRKIntegrator(midpointTableau()); },
         {linearRungeKuttaSettings(), [] { return makeLinearRungeKutta(midpointTableau()); },
          "direct form; R(inf) = -1: errors in the algebraic unknowns are carried from step "
          "to step with alternating sign, not damped"}},
        {{"lobatto3a", "Lobatto IIIA (3 stages, order 4)",
          "Collocation at 0, 1/2, 1 (trapezoidal family): A-stable, not L-stable; its first "
          "stage is the consistent acceleration at t_n",
          4, "index 3 (selectable: index 2, GGL, index 1)", 3, true, false, implicitRKSettings()},
         [] { return makeImplicitRKIntegrator(lobatto3aTableau()); }},
        {{"ida", "SUNDIALS IDA (variable-order BDF)",
          "The industrial reference: IDA from SUNDIALS on the stabilized GGL index-2 form "
          "(or index 1), orders 1-5, multipliers excluded from the error test",
          5, "GGL index 2 (selectable: index 1)", 2, true, false, idaSettings()},
         [] { return makeIdaIntegrator(); },
         {linearIdaSettings(), [] { return makeLinearIda(); },
          "BDF on E x' - A x - f = 0 with the iteration matrix cj E - A; index 2 needs "
          "algebraic=exclude"}},
        {{"contact1", "Contact integrator, order 1 (Herglotz, variational)",
          "Maciel's discrete Herglotz principle with nonholonomic constraints: left-point "
          "kinetic term, trapezoidal potential, dissipation as the contact variable; fixed "
          "steps, Newton on exact Jacobians",
          1, "discrete variational (positions; velocity constraints at the left point)", 2, true,
          false, variationalSettings(VariationalScheme::Contact1)},
         [] { return makeVariationalIntegrator(VariationalScheme::Contact1); }},
        {{"contact2", "Contact integrator, order 2 (Herglotz, variational)",
          "Second-order discrete Herglotz principle: L averaged over both ends of the step, "
          "velocity constraints at the midpoint (or the left point); long runs without spurious "
          "energy gain or loss",
          2, "discrete variational (positions; velocity constraints at the midpoint)", 2, true,
          false, variationalSettings(VariationalScheme::Contact2)},
         [] { return makeVariationalIntegrator(VariationalScheme::Contact2); }},
        {{"lda1", "Lagrange-d'Alembert integrator, order 1",
          "Discrete Lagrange-d'Alembert principle (Cortes-Martinez) with the dissipation as a "
          "discrete force: Maciel's comparison method",
          1, "discrete variational (positions; velocity constraints at the left point)", 2, true,
          false, variationalSettings(VariationalScheme::Lda1)},
         [] { return makeVariationalIntegrator(VariationalScheme::Lda1); }},
        {{"lda2", "Lagrange-d'Alembert integrator, order 2",
          "The discrete Lagrange-d'Alembert principle on contact2's discretization, the "
          "dissipation as a force at both ends of the step",
          2, "discrete variational (positions; velocity constraints at the midpoint)", 2, true,
          false, variationalSettings(VariationalScheme::Lda2)},
         [] { return makeVariationalIntegrator(VariationalScheme::Lda2); }},
    };
    return registry;
}

const MethodEntry* findMethod(const std::string& id) {
    for (const MethodEntry& e : methodRegistry())
        if (e.info.id == id) return &e;
    return nullptr;
}

} // namespace mechlab::core
