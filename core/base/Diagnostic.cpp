#include "base/Diagnostic.h"

#include "base/Text.h"

#include <cstdio>

namespace mechlab::core {

namespace {

std::string entry(const char* letter, int row, int column) {
    const std::string r = std::to_string(row + 1);
    if (column < 0) return letter + r;
    const std::string c = std::to_string(column + 1);
    return r.size() == 1 && c.size() == 1 ? letter + r + c
                                          : std::string(letter) + "(" + r + "," + c + ")";
}

std::string matrix(const char* letter, const Location& w) {
    return w.row < 0 ? std::string(letter) : entry(letter, w.row, w.column);
}

} // namespace

std::string describe(const Location& w) {
    switch (w.part) {
    case Part::Text:
        return w.name;
    case Part::MassMatrix:
        return matrix("M", w);
    case Part::Force:
        return matrix("f", w);
    case Part::GeneralizedForce:
        return matrix("Q", w);
    case Part::Constraint:
        return matrix("g", w);
    case Part::VelocityCoefficient:
        return matrix("A", w);
    case Part::VelocityOffset:
        return matrix("b", w);
    case Part::Lagrangian:
        return "L";
    case Part::Dissipation:
        return "alpha";
    case Part::Potential:
        return "V";
    case Part::Energy:
        return localized("core", "energy");
    case Part::Invariant:
        return localized("core", "conserved quantity %1").arg(w.name);
    case Part::InvariantName:
        return w.name.empty() ? localized("core", "conserved quantity")
                              : localized("core", "conserved quantity '%1'").arg(w.name);
    case Part::Definition:
        return localized("core", "definition %1").arg(w.name);
    case Part::DefinitionName:
        return w.name.empty() ? localized("core", "definition")
                              : localized("core", "definition '%1'").arg(w.name);
    case Part::CoordinateName:
        return w.name.empty() ? localized("core", "coordinate")
                              : localized("core", "coordinate '%1'").arg(w.name);
    case Part::VelocityName:
        return w.name.empty() ? localized("core", "velocity")
                              : localized("core", "velocity '%1'").arg(w.name);
    case Part::UnknownName:
        return w.name.empty() ? localized("core", "unknown")
                              : localized("core", "unknown '%1'").arg(w.name);
    case Part::ParameterName:
        return w.name.empty() ? localized("core", "parameter")
                              : localized("core", "parameter '%1'").arg(w.name);
    case Part::InitialPosition:
        return localized("core", "initial position of %1").arg(w.name);
    case Part::InitialVelocity:
        return localized("core", "initial velocity of %1").arg(w.name);
    case Part::Exact:
        return localized("core", "exact %1").arg(w.name);
    case Part::ExactSolution:
        return localized("core", "exact solution");
    case Part::ExactCondition:
        return localized("core", "condition of the exact solution");
    case Part::Reference:
        return localized("core", "reference %1").arg(w.row + 1);
    case Part::PointX:
        return localized("core", "point %1 (x)").arg(w.name);
    case Part::PointY:
        return localized("core", "point %1 (y)").arg(w.name);
    case Part::CircleRadius:
        return localized("core", "circle at %1 (radius)").arg(w.name);
    case Part::ArrowX:
        return localized("core", "arrow %1 at %2 (x)").arg(w.row + 1).arg(w.name);
    case Part::ArrowY:
        return localized("core", "arrow %1 at %2 (y)").arg(w.row + 1).arg(w.name);
    case Part::ViewBox:
        return localized("core", "view box %1").arg(w.name);
    case Part::TimeInterval:
        return localized("core", "time interval");
    case Part::LinearE:
        return matrix("E", w);
    case Part::LinearA:
        return matrix("A", w);
    case Part::LinearForcing:
        return matrix("f", w);
    case Part::InitialValue:
        return localized("core", "initial value of %1").arg(w.name);
    }
    return w.name;
}

std::string Diagnostic::toString(bool withCaret) const {
    const std::string place = where();
    std::string s = place.empty() ? message : place + ": " + message;
    if (position >= 0 && !formula.empty())
        s += ' ' + localized("core", "(at character %1)").arg(position + 1).str();
    if (withCaret && position >= 0 && !formula.empty()) {
        s += "\n    " + formula + "\n    " + std::string(static_cast<std::size_t>(position), ' ') +
             "^";
    }
    return s;
}

std::string toString(const Diagnostics& diagnostics, bool withCaret) {
    std::string s;
    for (const Diagnostic& d : diagnostics) {
        if (!s.empty()) s += "\n";
        s += d.toString(withCaret);
    }
    return s;
}

std::string codePointName(unsigned codePoint) {
    char text[16];
    std::snprintf(text, sizeof text, "U+%04X", codePoint);
    return text;
}

} // namespace mechlab::core
