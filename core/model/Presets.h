#pragma once

// The preset models shipped in resources/presets/ (compiled into the library as Qt resources).

#include "model/ModelJson.h"

#include <string>
#include <vector>

namespace mechlab::core {

/// The preset the applications open with.
inline constexpr const char* kDefaultPreset = "pendulum";

/// Ids of every preset ("pendulum", "two-link-robot", ...), sorted.
std::vector<std::string> presetIds();
ModelSpecResult loadPreset(const std::string& id);
/// A preset id, or else a path to a model file.
ModelSpecResult loadModelSource(const std::string& idOrPath);

} // namespace mechlab::core
