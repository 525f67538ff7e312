#pragma once

// A columnar record of a run: one column per recorded quantity, one row per solution point.
//
// With a row limit the record stays bounded however long the run: when the limit is reached the
// rows are thinned by decimation that keeps extremes. The rows are cut into buckets of
// bucketRows() consecutive rows, and of each bucket only its first and last row, the rows
// holding the smallest and largest value of each column, and the pinned rows (reference times)
// survive. Every row that arrives later passes through the same reductions (one per thinning so
// far) before it is stored, so every part of the run is kept at the same density, and the first
// row, the last row, every column's extremes and every pinned row are always there. A row sink
// sees every row before any thinning (a CSV written while the run goes).

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace mechlab::core {

/// Linear interpolation in a sampled quantity: the samples lo and hi = lo + 1 around t in
/// ascending times (the first or last sample outside them) and the weight of the later one.
struct Bracket {
    std::size_t lo = 0, hi = 0;
    double w = 1.0;
    /// The sampled values' interpolant at t: (1 - w) x[lo] + w x[hi].
    double of(const std::vector<double>& x) const { return (1 - w) * x[lo] + w * x[hi]; }
};
/// The bracket of t in `times` (not empty, ascending).
Bracket bracket(const std::vector<double>& times, double t);

class Trajectory {
public:
    struct Column {
        std::string name;
        std::string unit;
        std::vector<double> values;
    };

    void addColumn(std::string name, std::string unit) {
        m_columns.push_back({std::move(name), std::move(unit), {}});
    }
    int columnCount() const { return int(m_columns.size()); }
    /// Rows held (after any thinning).
    std::size_t rowCount() const { return m_columns.empty() ? 0 : m_columns.front().values.size(); }
    const Column& column(int i) const { return m_columns[std::size_t(i)]; }
    /// Index of the column with this name, or -1.
    int find(const std::string& name) const;
    /// Appends one row: exactly columnCount() values. A pinned row survives every thinning.
    void appendRow(const double* values, bool pinned = false);
    /// Moves the rows still waiting in the reductions into the record (at the end of a run, so
    /// that its last point is there); rows appended afterwards continue the thinning.
    void flush();
    /// Drops every row and starts afresh (the columns, the limit and the sink stay).
    void clearRows();

    /// At most this many rows held (0: no limit; else at least kMinRowLimit). Call before the
    /// first row.
    void setRowLimit(std::size_t limit);
    std::size_t rowLimit() const { return m_limit; }
    /// Every row appended, before any thinning.
    void setRowSink(std::function<void(const double*)> sink) { m_sink = std::move(sink); }
    /// The value in `column` of the row appended last (held or not); call after a row.
    double last(int column) const { return m_last[std::size_t(column)]; }
    /// Rows appended in all (held or thinned out).
    std::size_t rowsAppended() const { return m_appended; }
    /// Some rows were thinned out.
    bool decimated() const { return m_levels > 0; }
    /// Consecutive rows reduced together: room for the first and last row and the two extremes
    /// of every column, twice over, so that a thinning at least halves the record.
    std::size_t bucketRows() const { return 4 * m_columns.size() + 8; }

    static constexpr std::size_t kMinRowLimit = 1000;
    /// Rows every column has room for from the first row on.
    static constexpr std::size_t kReservedRows = 1024;

private:
    struct Pending {
        std::vector<double> rows; // row-major
        std::vector<char> pinned;
    };
    void store(std::size_t level, const double* values, bool pinned);
    void storeHeld(const double* values, bool pinned);
    void thinHeld();
    // thinHeld(), and one reduction more for every row from now on.
    void deepen();
    // The rows of a bucket to keep (indices into it, increasing); `at(r, c)` reads row r.
    template <class At>
    void keep(std::size_t rows, const std::vector<char>& pinned, const At& at,
              std::vector<std::size_t>& kept) const;

    std::vector<Column> m_columns;
    std::vector<char> m_pinned;     // of the held rows (only with a row limit)
    std::vector<Pending> m_pending; // one per thinning so far
    std::size_t m_limit = 0, m_appended = 0, m_levels = 0;
    std::function<void(const double*)> m_sink;
    std::vector<double> m_last;
};

/// The default row limit of a run with `columns` columns: two million rows, fewer when that
/// would take more than 256 MB.
std::size_t defaultRowLimit(int columns);

} // namespace mechlab::core
