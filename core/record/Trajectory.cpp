#include "record/Trajectory.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

Bracket bracket(const std::vector<double>& times, double t) {
    Bracket b;
    b.hi = std::min(std::size_t(std::lower_bound(times.begin(), times.end(), t) - times.begin()),
                    times.size() - 1);
    b.lo = b.hi > 0 ? b.hi - 1 : 0;
    b.w = times[b.hi] > times[b.lo]
              ? std::clamp((t - times[b.lo]) / (times[b.hi] - times[b.lo]), 0.0, 1.0)
              : 1.0;
    return b;
}

int Trajectory::find(const std::string& name) const {
    for (int i = 0; i < columnCount(); ++i)
        if (m_columns[std::size_t(i)].name == name) return i;
    return -1;
}

void Trajectory::setRowLimit(std::size_t limit) {
    m_limit = limit == 0 ? 0 : std::max(limit, kMinRowLimit);
}

void Trajectory::appendRow(const double* values, bool pinned) {
    if (m_sink) m_sink(values);
    if (m_appended == 0) {
        // Room for the first kReservedRows rows at once: grown by doubling from one row, the
        // columns were reallocated and copied about ten times in a run of a thousand steps (the
        // two-link robot with radau5 at tol 1e-4, 27 steps: 28.4 k instructions per step, now
        // 27.5 k).
        const std::size_t rows = m_limit == 0 ? kReservedRows : std::min(kReservedRows, m_limit);
        for (Column& c : m_columns) c.values.reserve(rows);
        if (m_limit != 0) m_pinned.reserve(rows);
    }
    ++m_appended;
    m_last.assign(values, values + m_columns.size());
    if (m_limit == 0) {
        for (std::size_t i = 0; i < m_columns.size(); ++i) m_columns[i].values.push_back(values[i]);
        return;
    }
    store(0, values, pinned);
}

// A row enters at `level`: it has passed through that many reductions. It is held when it has
// passed through as many as the held rows, else it waits in that level's bucket.
void Trajectory::store(std::size_t level, const double* values, bool pinned) {
    if (level >= m_levels) return storeHeld(values, pinned);
    Pending& p = m_pending[level];
    p.rows.insert(p.rows.end(), values, values + m_columns.size());
    p.pinned.push_back(pinned);
    if (p.pinned.size() < bucketRows()) return;
    // A full bucket: its surviving rows go one level up. Taken out first: storing them may thin
    // the held rows and add a level (m_pending grows).
    Pending full;
    std::swap(full, p);
    const std::size_t cols = m_columns.size();
    std::vector<std::size_t> kept;
    keep(
        full.pinned.size(), full.pinned,
        [&](std::size_t r, std::size_t c) { return full.rows[r * cols + c]; }, kept);
    for (std::size_t k : kept) store(level + 1, full.rows.data() + k * cols, full.pinned[k]);
}

void Trajectory::storeHeld(const double* values, bool pinned) {
    if (rowCount() >= m_limit) {
        deepen();
        // From now on a new row passes through one more reduction, as the held ones did.
        return store(m_levels - 1, values, pinned);
    }
    for (std::size_t i = 0; i < m_columns.size(); ++i) m_columns[i].values.push_back(values[i]);
    m_pinned.push_back(pinned);
}

void Trajectory::deepen() {
    thinHeld();
    ++m_levels;
    m_pending.resize(m_levels);
}

void Trajectory::thinHeld() {
    const std::size_t n = rowCount(), b = bucketRows();
    std::size_t w = 0;
    std::vector<std::size_t> kept;
    for (std::size_t start = 0; start < n; start += b) {
        const std::size_t len = std::min(b, n - start);
        const std::vector<char> pinned(m_pinned.begin() + std::ptrdiff_t(start),
                                       m_pinned.begin() + std::ptrdiff_t(start + len));
        keep(
            len, pinned,
            [&](std::size_t r, std::size_t c) { return m_columns[c].values[start + r]; }, kept);
        for (std::size_t k : kept) {
            for (Column& col : m_columns) col.values[w] = col.values[start + k];
            m_pinned[w] = m_pinned[start + k];
            ++w;
        }
    }
    for (Column& col : m_columns) col.values.resize(w);
    m_pinned.resize(w);
}

template <class At>
void Trajectory::keep(std::size_t rows, const std::vector<char>& pinned, const At& at,
                      std::vector<std::size_t>& kept) const {
    kept.clear();
    if (rows == 0) return;
    kept.push_back(0);
    kept.push_back(rows - 1);
    for (std::size_t r = 0; r < rows; ++r)
        if (pinned[r]) kept.push_back(r);
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        std::size_t lo = rows, hi = rows;
        for (std::size_t r = 0; r < rows; ++r) {
            const double x = at(r, c);
            if (std::isnan(x)) continue;
            if (lo == rows || x < at(lo, c)) lo = r;
            if (hi == rows || x > at(hi, c)) hi = r;
        }
        if (lo < rows) kept.push_back(lo);
        if (hi < rows) kept.push_back(hi);
    }
    std::sort(kept.begin(), kept.end());
    kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
}

void Trajectory::flush() {
    // The waiting rows in time order: the highest level holds the oldest.
    std::vector<Pending> waiting;
    std::swap(waiting, m_pending);
    m_pending.resize(m_levels);
    const std::size_t cols = m_columns.size();
    for (std::size_t level = waiting.size(); level-- > 0;)
        for (std::size_t r = 0; r < waiting[level].pinned.size(); ++r) {
            if (rowCount() >= m_limit) deepen();
            const double* row = waiting[level].rows.data() + r * cols;
            for (std::size_t i = 0; i < cols; ++i) m_columns[i].values.push_back(row[i]);
            m_pinned.push_back(waiting[level].pinned[r]);
        }
}

void Trajectory::clearRows() {
    for (Column& col : m_columns) col.values.clear();
    m_pinned.clear();
    m_pending.clear();
    m_appended = m_levels = 0;
}

std::size_t defaultRowLimit(int columns) {
    constexpr std::size_t kRows = 2'000'000, kBytes = std::size_t(256) << 20;
    return std::max(Trajectory::kMinRowLimit,
                    std::min(kRows, kBytes / (sizeof(double) * std::size_t(std::max(columns, 1)))));
}

} // namespace mechlab::core
