#pragma once

// CSV files of a trajectory: '#' comment lines name the model, the method with its settings and
// the units; then one header row of column names and one row per solution point. Numbers are
// written in their shortest round-trip form, so reading the file back gives the same doubles.

#include "record/Trajectory.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

struct CsvMetadata {
    std::string model;
    std::string method;
    std::string settings;
    std::string status;
    std::vector<std::string> warnings; // one "# warning: ..." line each
    std::string energy;                // "# energy: ..." (the drift and what it means)
};

std::string toCsv(const Trajectory& trajectory, const CsvMetadata& meta);
/// Writes `text` to `path`: a regular file by a temporary file renamed over it (never half
/// written); a device, a FIFO or a socket directly. False with the system's message in `error`
/// when a write fails (a full disk included).
bool writeText(const std::string& path, const std::string& text, std::string* error);
/// toCsv() written by writeText().
bool writeCsv(const std::string& path, const Trajectory& trajectory, const CsvMetadata& meta,
              std::string* error);

/// A CSV file read back: column names and the numbers by column.
struct CsvTable {
    std::vector<std::string> names;
    std::vector<std::vector<double>> columns;
};
std::optional<CsvTable> parseCsv(const std::string& text, std::string* error);

} // namespace mechlab::core
