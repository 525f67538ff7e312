#pragma once

// Model files: JSON, format "mechlab-model", version 1 (docs/model-format.md).

#include "base/Diagnostic.h"
#include "model/ModelSpec.h"

#include <optional>
#include <string>

namespace mechlab::core {

struct ModelSpecResult {
    std::optional<ModelSpec> spec;
    Diagnostics diagnostics;
    bool ok() const { return spec.has_value(); }
};

/// The value of a model file's "format" key.
constexpr const char* kModelFormatName = "mechlab-model";

/// Largest model file read (a model is a few kilobytes; anything this big is not one).
constexpr long long kMaxModelFileBytes = 16ll * 1024 * 1024;

ModelSpecResult parseModelJson(const std::string& json);
ModelSpecResult loadModelFile(const std::string& path);

std::string toModelJson(const ModelSpec& spec);
/// Writes atomically (temporary file, then rename); on failure returns false and sets `error`.
bool saveModelFile(const ModelSpec& spec, const std::string& path, std::string* error);

} // namespace mechlab::core
