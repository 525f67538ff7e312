#pragma once

// A columnar record of a run: one column per recorded quantity, one row per solution point.

#include <string>
#include <vector>

namespace mechlab::core {

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
    std::size_t rowCount() const { return m_columns.empty() ? 0 : m_columns.front().values.size(); }
    const Column& column(int i) const { return m_columns[std::size_t(i)]; }
    /// Index of the column with this name, or -1.
    int find(const std::string& name) const;
    /// Appends one row: exactly columnCount() values.
    void appendRow(const double* values);

private:
    std::vector<Column> m_columns;
};

} // namespace mechlab::core
