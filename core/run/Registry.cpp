#include "run/Registry.h"

#include "base/Text.h"
#include "integrate/ExplicitRK4.h"
#include "integrate/HalfExplicitRK.h"
#include "integrate/IdaIntegrator.h"
#include "integrate/ImplicitRK.h"
#include "integrate/PowerSeries.h"
#include "integrate/Variational.h"
#include "linear/LinearSolvers.h"

namespace mechlab::core {

const std::vector<MethodEntry>& methodRegistry() {
    // The linear-DAE solver of the Runge-Kutta methods that can take a singular E.
    auto linearRK = [](const ImplicitTableau& tableau, const char* note) {
        return LinearSupport{.settings = linearRungeKuttaSettings(),
                             .create = [&tableau] { return makeLinearRungeKutta(tableau); },
                             .note = note};
    };
    static const std::vector<MethodEntry> registry = {
        {.info = {.id = "hem4",
                  .name = ML_NOOP("core", "HEM4 (half-explicit Runge-Kutta, order 4)"),
                  .description = ML_NOOP(
                      "core", "Five-stage half-explicit method on the velocity constraints "
                              "G v + g_t = 0: linear solves only, |G v| at round-off, g drifts "
                              "slowly unless projected"),
                  .order = 4,
                  .formulation = ML_NOOP("core", "index 2 (velocity constraints)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = halfExplicitSettings()},
         .create = [] { return makeHalfExplicitIntegrator(hem4Tableau()); }},
        {.info = {.id = "hem3",
                  .name = ML_NOOP("core", "HEM3 (half-explicit Runge-Kutta, order 3)"),
                  .description = ML_NOOP(
                      "core", "Three-stage half-explicit comparator of HEM4 on the velocity "
                              "constraints"),
                  .order = 3,
                  .formulation = ML_NOOP("core", "index 2 (velocity constraints)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = halfExplicitSettings()},
         .create = [] { return makeHalfExplicitIntegrator(hem3Tableau()); }},
        {.info = {.id = "rk4",
                  .name = ML_NOOP("core", "RK4 + Baumgarte (index 1)"),
                  .description =
                      ML_NOOP("core", "Classical explicit RK4 on the acceleration-level (index-1) "
                                      "form with optional Baumgarte feedback: the textbook method "
                                      "whose constraint drift the others are measured against"),
                  .order = 4,
                  .formulation = ML_NOOP("core", "index 1 (acceleration constraints)"),
                  .index = 1,
                  .nonholonomic = true,
                  .settings = explicitRK4Settings()},
         .create = [] { return makeExplicitRK4Integrator(); }},
        {.info = {.id = "msppa",
                  .name = ML_NOOP("core", "MSPPA (power series + Adomian polynomials)"),
                  .description =
                      ML_NOOP("core", "Taylor expansion of the GGL index-2 form to order K on "
                                      "segments of length h, coefficients from the model's Taylor "
                                      "series (Benítez Pacheco (2021), corrected recursion)"),
                  .order = 8,
                  .formulation = ML_NOOP("core", "GGL index 2 (position and velocity constraints)"),
                  .index = 2,
                  .nonholonomic = false,
                  .settings = seriesSettings()},
         .create = [] { return makeMsppaIntegrator(); }},
        {.info = {.id = "adm",
                  .name = ML_NOOP("core", "ADM (Adomian decomposition, index 3)"),
                  .description = ML_NOOP(
                      "core", "Adomian decomposition of the index-3 form on segments of "
                              "length h: one constant KKT matrix per segment, p of degree N, "
                              "lambda two orders behind (Benhammouda (2022)). Explicit: not "
                              "for stiff problems"),
                  .order = 7,
                  .formulation = ML_NOOP("core", "index 3 (position constraints)"),
                  .index = 3,
                  .nonholonomic = false,
                  .settings = seriesSettings()},
         .create = [] { return makeAdmIntegrator(); }},
        {.info = {.id = "radau5",
                  .name = ML_NOOP("core", "Radau IIA (3 stages, order 5)"),
                  .description =
                      ML_NOOP("core", "Implicit collocation method, L-stable and stiffly accurate: "
                                      "stiff problems, index 3 directly, adaptive steps with an "
                                      "embedded estimate, simplified Newton"),
                  .order = 5,
                  .formulation = ML_NOOP("core", "index 3 (selectable: index 2, GGL, index 1)"),
                  .index = 3,
                  .nonholonomic = true,
                  .stiff = true,
                  .settings = implicitRKSettings()},
         .create = [] { return makeImplicitRKIntegrator(radau5Tableau()); },
         .linear = linearRK(radau5Tableau(),
                            ML_NOOP("core", "direct form, stiffly accurate: the last stage "
                                            "satisfies the algebraic equations"))},
        {.info = {.id = "radau3",
                  .name = ML_NOOP("core", "Radau IIA (2 stages, order 3)"),
                  .description =
                      ML_NOOP("core", "The two-stage member of the Radau IIA family (Sánchez "
                                      "Rivera's worked examples)"),
                  .order = 3,
                  .formulation = ML_NOOP("core", "index 3 (selectable: index 2, GGL, index 1)"),
                  .index = 3,
                  .nonholonomic = true,
                  .stiff = true,
                  .settings = implicitRKSettings()},
         .create = [] { return makeImplicitRKIntegrator(radau3Tableau()); },
         .linear = linearRK(radau3Tableau(),
                            ML_NOOP("core", "direct form, stiffly accurate: the last stage "
                                            "satisfies the algebraic equations"))},
        {.info = {.id = "implicit-euler",
                  .name = ML_NOOP("core", "Implicit Euler (order 1)"),
                  .description = ML_NOOP(
                      "core", "One-stage Radau IIA: L-stable, strongly damped, first order"),
                  .order = 1,
                  .formulation = ML_NOOP("core", "index 3 (selectable: index 2, GGL, index 1)"),
                  .index = 3,
                  .nonholonomic = true,
                  .stiff = true,
                  .settings = implicitRKSettings()},
         .create = [] { return makeImplicitRKIntegrator(implicitEulerTableau()); },
         .linear = linearRK(implicitEulerTableau(),
                            ML_NOOP("core", "direct form, stiffly accurate, order 1"))},
        {.info = {.id = "midpoint",
                  .name = ML_NOOP("core", "Implicit midpoint rule (order 2)"),
                  .description =
                      ML_NOOP("core", "One-stage Gauss method: A-stable but not L-stable "
                                      "(R(inf) = -1), so errors in the multipliers are not damped; "
                                      "best with lambda=post; on the velocity constraints by "
                                      "default (index 3 fails on most constrained models)"),
                  .order = 2,
                  .formulation = ML_NOOP("core", "index 2 (selectable: index 3, GGL, index 1)"),
                  .index = 2,
                  .nonholonomic = true,
                  // Index 2 by default: in the index-3 form the constraint errors are carried
                  // from step to step with alternating sign (R(inf) = -1) and the Newton
                  // iteration fails as they grow: "step size too small" or a failed iteration
                  // on Andrews' mechanism, the pendulum, the slider-crank and the Foucault
                  // pendulum at tol 1e-4...1e-8, on the first three at h = 1e-3 too, where
                  // index 2 ends ok on all of them (GGL fails on Andrews at tol 1e-6 and 1e-8).
                  .settings = implicitRKSettings("index2")},
         .create = [] { return makeImplicitRKIntegrator(midpointTableau()); },
         .linear = linearRK(
             midpointTableau(),
             ML_NOOP("core", "direct form; R(inf) = -1: errors in the algebraic unknowns are "
                             "carried from step to step with alternating sign, not damped"))},
        {.info = {.id = "lobatto3a",
                  .name = ML_NOOP("core", "Lobatto IIIA (3 stages, order 4)"),
                  .description = ML_NOOP(
                      "core", "Collocation at 0, 1/2, 1 (trapezoidal family): A-stable, not "
                              "L-stable; its first stage is the consistent acceleration at "
                              "t_n"),
                  .order = 4,
                  .formulation = ML_NOOP("core", "index 3 (selectable: index 2, GGL, index 1)"),
                  .index = 3,
                  .nonholonomic = true,
                  .settings = implicitRKSettings()},
         .create = [] { return makeImplicitRKIntegrator(lobatto3aTableau()); }},
        {.info = {.id = "ida",
                  .name = ML_NOOP("core", "SUNDIALS IDA (variable-order BDF)"),
                  .description = ML_NOOP(
                      "core", "The industrial reference: IDA from SUNDIALS on the stabilized "
                              "GGL index-2 form (or index 1), orders 1-5, multipliers "
                              "excluded from the error test"),
                  .order = 5,
                  .formulation = ML_NOOP("core", "GGL index 2 (selectable: index 1)"),
                  .index = 2,
                  .nonholonomic = true,
                  .stiff = true,
                  .settings = idaSettings()},
         .create = [] { return makeIdaIntegrator(); },
         .linear = {.settings = linearIdaSettings(),
                    .create = [] { return makeLinearIda(); },
                    .note = ML_NOOP("core",
                                    "BDF on E x' - A x - f = 0 with the iteration matrix cj E - A; "
                                    "from index 2 on, algebraic unknowns are left out of the error "
                                    "test (algebraic=auto)")}},
        {.info = {.id = "contact1",
                  .name = ML_NOOP("core", "Contact integrator, order 1 (Herglotz, variational)"),
                  .description = ML_NOOP(
                      "core", "Maciel's discrete Herglotz principle with nonholonomic "
                              "constraints: left-point kinetic term, trapezoidal potential, "
                              "dissipation as the contact variable; fixed steps, Newton on "
                              "exact Jacobians. Order 1 in general; without dissipation and "
                              "velocity constraints it is a Stoermer-Verlet (SHAKE-type) "
                              "scheme of order 2 (docs/methods/contact-variational.md, 4.1)"),
                  .order = 1,
                  .formulation = ML_NOOP(
                      "core", "discrete variational (positions; velocity constraints at the "
                              "left point)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = variationalSettings(VariationalScheme::Contact1)},
         .create = [] { return makeVariationalIntegrator(VariationalScheme::Contact1); }},
        {.info = {.id = "contact2",
                  .name = ML_NOOP("core", "Contact integrator, order 2 (Herglotz, variational)"),
                  .description = ML_NOOP(
                      "core", "Second-order discrete Herglotz principle: L averaged over both "
                              "ends of the step, velocity constraints at the midpoint (or the "
                              "left point); long runs without spurious energy gain or loss"),
                  .order = 2,
                  .formulation = ML_NOOP(
                      "core", "discrete variational (positions; velocity constraints at the "
                              "midpoint)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = variationalSettings(VariationalScheme::Contact2)},
         .create = [] { return makeVariationalIntegrator(VariationalScheme::Contact2); }},
        {.info = {.id = "lda1",
                  .name = ML_NOOP("core", "Lagrange-d'Alembert integrator, order 1"),
                  .description = ML_NOOP(
                      "core", "Discrete Lagrange-d'Alembert principle (Cortes-Martinez) with "
                              "the dissipation as a discrete force: Maciel's comparison "
                              "method"),
                  .order = 1,
                  .formulation = ML_NOOP(
                      "core", "discrete variational (positions; velocity constraints at the "
                              "left point)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = variationalSettings(VariationalScheme::Lda1)},
         .create = [] { return makeVariationalIntegrator(VariationalScheme::Lda1); }},
        {.info = {.id = "lda2",
                  .name = ML_NOOP("core", "Lagrange-d'Alembert integrator, order 2"),
                  .description =
                      ML_NOOP("core", "The discrete Lagrange-d'Alembert principle on contact2's "
                                      "discretization, the dissipation as a force at both ends of "
                                      "the step"),
                  .order = 2,
                  .formulation = ML_NOOP(
                      "core", "discrete variational (positions; velocity constraints at the "
                              "midpoint)"),
                  .index = 2,
                  .nonholonomic = true,
                  .settings = variationalSettings(VariationalScheme::Lda2)},
         .create = [] { return makeVariationalIntegrator(VariationalScheme::Lda2); }},
    };
    return registry;
}

const MethodEntry* findMethod(const std::string& id) {
    for (const MethodEntry& e : methodRegistry())
        if (e.info.id == id) return &e;
    return nullptr;
}

const SettingSpec* findSetting(const MethodEntry& entry, const std::string& key) {
    for (const SettingSpec& spec : entry.info.settings)
        if (spec.key == key) return &spec;
    return nullptr;
}

} // namespace mechlab::core
