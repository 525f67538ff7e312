#include "record/Invariants.h"

#include "base/Settings.h"
#include "base/Text.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

void InvariantRecord::add(double t, double value, double terms) {
    if (points++ == 0) i0 = value;
    const double change = std::abs(value - i0);
    if (!(change <= maxChange)) { // NaN sticks
        maxChange = change;
        tMaxChange = t;
    }
    if (!(terms <= maxTerms)) maxTerms = terms;
}

double InvariantRecord::size() const {
    return std::max(std::abs(i0), maxTerms);
}

double InvariantRecord::drift() const {
    const double s = size();
    return s > 0.0 ? maxChange / s : maxChange;
}

std::string InvariantRecord::describe() const {
    if (points == 0) return localized("core", "not measured (no point was recorded)");
    const std::string u = unit.empty() ? "" : " " + unit;
    return localized("core", "drift %1 of its size %2%3 (|%4 - %4_0| = %5%3)")
        .arg(formatBrief(drift()))
        .arg(formatBrief(size()))
        .arg(u)
        .arg(name)
        .arg(formatBrief(maxChange));
}

std::vector<InvariantRecord> invariantRecords(const ModelSpec& spec) {
    std::vector<InvariantRecord> out;
    for (const InvariantSpec& c : spec.invariants) {
        InvariantRecord r;
        r.name = c.name;
        r.unit = c.unit;
        out.push_back(r);
    }
    return out;
}

} // namespace mechlab::core
