#pragma once

// CSV files of a trajectory: '#' comment lines name the model, the method with its settings and
// the units; then one header row of column names and one row per solution point. Numbers are
// written in their shortest round-trip form, so reading the file back gives the same doubles.

#include "record/Trajectory.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QTemporaryFile;

namespace mechlab::core {

struct CsvMetadata {
    std::string model;
    std::string method;
    std::string settings;
    std::string status;
    std::vector<std::string> warnings;  // one "# warning: ..." line each
    std::string energy;                 // "# energy: ..." (the drift and what it means)
    std::vector<std::string> conserved; // "# conserved: ..." per declared conserved quantity
};

/// Receives output bytes; false when they could not be written.
using ByteSink = std::function<bool(const char* data, std::size_t size)>;

/// The comment lines and the header row of a CSV of the columns of `columns` (its rows are not
/// read, only how many it holds of how many recorded when it was thinned: a "# rows:" line).
std::string csvHeader(const Trajectory& columns, const CsvMetadata& meta);
/// One row of `columns` values as a CSV line, appended to `out`.
void appendCsvRow(std::string& out, const double* row, int columns);

/// Writes a file whose bytes `produce` hands to the sink it is given: a regular file (or a new
/// one) by a temporary file renamed over it (never half written); a device, a FIFO or a socket
/// directly. False with the system's message in `error` when a write fails (a full disk
/// included) or `produce` returns false (then `error` is left to it when it set one).
bool writeFile(const std::string& path, const std::function<bool(const ByteSink&)>& produce,
               std::string* error);
/// writeFile() of `text`.
bool writeText(const std::string& path, const std::string& text, std::string* error);
/// The trajectory as CSV (header and the rows it holds), by writeFile().
bool writeCsv(const std::string& path, const Trajectory& trajectory, const CsvMetadata& meta,
              std::string* error);

/// The rows of a CSV written while a run goes, every one of them however long the run: into a
/// temporary file (removed with this object), because the header that says how the run ended
/// comes first. csvHeader() and copyTo() then make the file.
class CsvRowFile {
public:
    /// The temporary file in `directory` (empty: the system's temporary directory).
    explicit CsvRowFile(const std::string& directory);
    ~CsvRowFile();
    CsvRowFile(const CsvRowFile&) = delete;
    CsvRowFile& operator=(const CsvRowFile&) = delete;

    void append(const double* row, int columns);
    std::uint64_t rows() const { return m_rows; }
    /// Empty while every write worked; else why the first one failed.
    const std::string& error() const { return m_error; }
    /// Hands every row written to `write`, in chunks; false when a row could not be kept or
    /// `write` failed.
    bool copyTo(const ByteSink& write);

private:
    bool spill();
    std::unique_ptr<QTemporaryFile> m_file;
    std::string m_buffer, m_error;
    std::uint64_t m_rows = 0;
};

/// A CSV file read back: column names and the numbers by column.
struct CsvTable {
    std::vector<std::string> names;
    std::vector<std::vector<double>> columns;
};
std::optional<CsvTable> parseCsv(const std::string& text, std::string* error);

} // namespace mechlab::core
