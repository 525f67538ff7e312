#pragma once

// SUNDIALS IDA (variable-order, variable-step BDF) on the stabilized GGL index-2 form or the
// index-1 form of the mechanical DAE, with consistent initial values computed by mechlab and
// IDA's failures explained in plain words.

#include "integrate/Integrator.h"

namespace mechlab::core {

std::unique_ptr<Integrator> makeIdaIntegrator();
std::vector<SettingSpec> idaSettings();

} // namespace mechlab::core
