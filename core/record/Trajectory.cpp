#include "record/Trajectory.h"

namespace mechlab::core {

int Trajectory::find(const std::string& name) const {
    for (int i = 0; i < columnCount(); ++i)
        if (m_columns[std::size_t(i)].name == name) return i;
    return -1;
}

void Trajectory::appendRow(const double* values) {
    for (std::size_t i = 0; i < m_columns.size(); ++i) m_columns[i].values.push_back(values[i]);
}

} // namespace mechlab::core
