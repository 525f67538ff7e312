#include "base/Diagnostic.h"

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
        return "energy";
    case Part::Definition:
        return "definition " + w.name;
    case Part::DefinitionName:
        return w.name.empty() ? "definition" : "definition '" + w.name + "'";
    case Part::CoordinateName:
        return w.name.empty() ? "coordinate" : "coordinate '" + w.name + "'";
    case Part::VelocityName:
        return w.name.empty() ? "velocity" : "velocity '" + w.name + "'";
    case Part::UnknownName:
        return w.name.empty() ? "unknown" : "unknown '" + w.name + "'";
    case Part::ParameterName:
        return w.name.empty() ? "parameter" : "parameter '" + w.name + "'";
    case Part::InitialPosition:
        return "initial position of " + w.name;
    case Part::InitialVelocity:
        return "initial velocity of " + w.name;
    case Part::Exact:
        return "exact " + w.name;
    case Part::ExactSolution:
        return "exact solution";
    case Part::Reference:
        return "reference " + std::to_string(w.row + 1);
    case Part::PointX:
        return "point " + w.name + " (x)";
    case Part::PointY:
        return "point " + w.name + " (y)";
    case Part::CircleRadius:
        return "circle at " + w.name + " (radius)";
    case Part::ArrowX:
        return "arrow " + std::to_string(w.row + 1) + " at " + w.name + " (x)";
    case Part::ArrowY:
        return "arrow " + std::to_string(w.row + 1) + " at " + w.name + " (y)";
    case Part::ViewBox:
        return "view box " + w.name;
    case Part::TimeInterval:
        return "time interval";
    case Part::LinearE:
        return matrix("E", w);
    case Part::LinearA:
        return matrix("A", w);
    case Part::LinearForcing:
        return matrix("f", w);
    case Part::InitialValue:
        return "initial value of " + w.name;
    }
    return w.name;
}

std::string Diagnostic::toString(bool withCaret) const {
    const std::string place = where();
    std::string s = place.empty() ? message : place + ": " + message;
    if (position >= 0 && !formula.empty())
        s += " (at character " + std::to_string(position + 1) + ")";
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
