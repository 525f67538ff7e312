#pragma once

// Classical RK4 on the index-1 formulation with optional Baumgarte stabilization
// (docs/methods/half-explicit-rk.md, section 7): the accelerations come from
//     [ M  G^T ] [ v'     ]   [ f                                   ]
//     [ G  0   ] [ lambda ] = [ -e - 2 alpha (G v + g_t) - beta^2 g ]
// so the constraint residual obeys eps'' + 2 alpha eps' + beta^2 eps = 0 up to the
// discretization error. alpha = beta = 0 is the plain index-1 form, whose drift the other methods
// are measured against.

#include "integrate/Integrator.h"

namespace mechlab::core {

std::unique_ptr<Integrator> makeExplicitRK4Integrator();
std::vector<SettingSpec> explicitRK4Settings();

} // namespace mechlab::core
