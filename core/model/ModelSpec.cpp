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

std::vector<std::string> FormulaRow::formulas() const {
    std::vector<std::string> out(static_cast<std::size_t>(m_length));
    for (const Entry& e : m_entries) out[std::size_t(e.column)] = e.formula;
    return out;
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

MassSpec MassSpec::blank(int n) {
    MassSpec m;
    m.m_rows.assign(std::size_t(std::max(n, 0)), FormulaRow::blank(n));
    return m;
}

bool MassSpec::isSquare(int n) const {
    return rows() == n && std::all_of(m_rows.begin(), m_rows.end(),
                                      [n](const FormulaRow& r) { return r.size() == n; });
}

const std::string& MassSpec::at(int i, int j) const {
    return row(i).at(j);
}

const FormulaRow& MassSpec::row(int i) const {
    static const FormulaRow none;
    return i >= 0 && i < rows() ? m_rows[std::size_t(i)] : none;
}

void MassSpec::set(int i, int j, std::string formula) {
    assert(i >= 0 && i < rows());
    m_rows[std::size_t(i)].set(j, std::move(formula));
}

std::size_t MassSpec::entryCount() const {
    std::size_t count = 0;
    for (const FormulaRow& r : m_rows) count += r.entries().size();
    return count;
}

} // namespace mechlab::core
