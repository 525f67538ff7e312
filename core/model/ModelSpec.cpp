#include "model/ModelSpec.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace mechlab::core {

FormulaRow::FormulaRow(const std::vector<std::string>& formulas) : m_length(int(formulas.size())) {
    for (std::size_t k = 0; k < formulas.size(); ++k)
        if (!formulas[k].empty()) m_entries.push_back({int(k), formulas[k]});
}

FormulaRow FormulaRow::blank(int length) {
    FormulaRow r;
    r.m_length = std::max(length, 0);
    return r;
}

std::size_t FormulaRow::position(int k) const {
    return std::size_t(std::lower_bound(m_entries.begin(), m_entries.end(), k,
                                        [](const Entry& e, int at) { return e.column < at; }) -
                       m_entries.begin());
}

const std::string& FormulaRow::at(int k) const {
    static const std::string none;
    const std::size_t p = position(k);
    return p < m_entries.size() && m_entries[p].column == k ? m_entries[p].formula : none;
}

void FormulaRow::set(int k, std::string formula) {
    assert(k >= 0 && k < m_length);
    const std::size_t p = position(k);
    const auto it = m_entries.begin() + std::ptrdiff_t(p);
    const bool present = p < m_entries.size() && it->column == k;
    if (formula.empty()) {
        if (present) m_entries.erase(it);
    } else if (present) {
        it->formula = std::move(formula);
    } else {
        m_entries.insert(it, Entry{k, std::move(formula)});
    }
}

MassSpec::MassSpec(std::initializer_list<std::vector<std::string>> rows) {
    for (const auto& r : rows) appendRow(r);
}

MassSpec MassSpec::blank(int n) {
    MassSpec m;
    m.m_rowLengths.assign(std::size_t(std::max(n, 0)), n);
    return m;
}

void MassSpec::appendRow(const std::vector<std::string>& row) {
    const int i = rows();
    m_rowLengths.push_back(int(row.size()));
    for (std::size_t j = 0; j < row.size(); ++j)
        if (!row[j].empty()) m_entries.push_back({i, int(j), row[j]});
}

bool MassSpec::isSquare(int n) const {
    return rows() == n &&
           std::all_of(m_rowLengths.begin(), m_rowLengths.end(), [n](int l) { return l == n; });
}

std::size_t MassSpec::position(int i, int j) const {
    const auto before = [](const Entry& e, const std::pair<int, int>& at) {
        return e.row < at.first || (e.row == at.first && e.column < at.second);
    };
    return std::size_t(
        std::lower_bound(m_entries.begin(), m_entries.end(), std::pair(i, j), before) -
        m_entries.begin());
}

const std::string& MassSpec::at(int i, int j) const {
    static const std::string none;
    const std::size_t k = position(i, j);
    return k < m_entries.size() && m_entries[k].row == i && m_entries[k].column == j
               ? m_entries[k].formula
               : none;
}

std::vector<std::string> MassSpec::row(int i) const {
    if (i < 0 || i >= rows()) return {};
    std::vector<std::string> out(std::size_t(m_rowLengths[std::size_t(i)]));
    for (std::size_t k = position(i, 0); k < m_entries.size() && m_entries[k].row == i; ++k)
        out[std::size_t(m_entries[k].column)] = m_entries[k].formula;
    return out;
}

void MassSpec::set(int i, int j, std::string formula) {
    assert(i >= 0 && i < rows() && j >= 0 && j < m_rowLengths[std::size_t(i)]);
    const std::size_t k = position(i, j);
    const auto it = m_entries.begin() + std::ptrdiff_t(k);
    const bool present = k < m_entries.size() && it->row == i && it->column == j;
    if (formula.empty()) {
        if (present) m_entries.erase(it);
    } else if (present) {
        it->formula = std::move(formula);
    } else {
        m_entries.insert(it, Entry{i, j, std::move(formula)});
    }
}

} // namespace mechlab::core
