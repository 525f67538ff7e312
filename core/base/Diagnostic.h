#pragma once

#include <string>
#include <vector>

namespace mechlab::core {

/// The part of a model a diagnostic refers to. Rows and columns are 0-based indices into the
/// model spec's lists, so a front end finds the cell without reading text.
enum class Part {
    Text,                // anything without a cell: a file, a JSON path, "drawing", ... (name)
    MassMatrix,          // M(row, column); the whole matrix when row < 0
    Force,               // f(row) of a model given by M; the whole vector when row < 0
    GeneralizedForce,    // Q(row) of a model given by its Lagrangian
    Constraint,          // g(row)
    VelocityCoefficient, // A(row, column) of the velocity constraints
    VelocityOffset,      // b(row)
    Lagrangian,
    Dissipation,
    Potential,
    Energy,
    Invariant,       // the formula of invariants[row] (name)
    InvariantName,   // the name of invariants[row]
    Definition,      // the formula of definitions[row] (name)
    DefinitionName,  // the name of definitions[row]
    CoordinateName,  // coordinates[row].name (the coordinates of a linear DAE: unknowns)
    VelocityName,    // the velocity name of coordinates[row]
    UnknownName,     // coordinates[row].name of a linear DAE
    ParameterName,   // parameters[row].name, or its value
    InitialPosition, // coordinates[row].position (a linear DAE: the initial value)
    InitialVelocity, // coordinates[row].velocity
    Exact,           // row 0..n-1 positions, n..2n-1 velocities, then the multipliers
    ExactSolution,   // the exact-solution block as a whole
    ExactCondition,  // the condition on the parameters where the exact solution holds
    Reference,       // references[row]
    PointX,          // drawing.points[row] (name); PointY likewise
    PointY,
    CircleRadius, // drawing.circles[row] (name: its centre)
    ArrowX,       // drawing.arrows[row] (name: its point; column 1: its kind); ArrowY likewise
    ArrowY,
    ViewBox, // name: xmin, xmax, ymin or ymax
    TimeInterval,
    LinearE,       // E(row, column) of a linear DAE
    LinearA,       // A(row, column) of a linear DAE
    LinearForcing, // f(row) of a linear DAE
    InitialValue,  // coordinates[row].position of a linear DAE (name)
};

/// Where in a model a diagnostic points.
struct Location {
    Part part = Part::Text;
    int row = -1;
    int column = -1;
    std::string name;

    Location() = default;
    Location(Part p, int r = -1, int c = -1, std::string n = {})
        : part(p), row(r), column(c), name(std::move(n)) {}
    /// A place without a cell, named by text ("file", "drawing", "coordinates[2].name").
    Location(std::string text) : name(std::move(text)) {}
    Location(const char* text) : name(text) {}

    bool operator==(const Location&) const = default;
};

/// The place in words, as messages print it: "M12", "f3", "g1", "initial velocity of x",
/// "definition k", ... Matrix entries whose row or column number has two or more digits are
/// written with parentheses, "M(11,12)", so that the text is never ambiguous.
std::string describe(const Location& where);

/// A problem found in what the user typed or in a model file: which part, the text, the
/// character position (0-based, -1 if none) and a plain-language message.
struct Diagnostic {
    Location location;
    std::string formula; // the text the position refers to (may be empty)
    int position = -1;
    std::string message;

    std::string where() const { return describe(location); }
    /// One line "where: message (at character N)"; with `withCaret`, the formula and a caret
    /// under the position follow on two more lines.
    std::string toString(bool withCaret = false) const;
};

using Diagnostics = std::vector<Diagnostic>;

std::string toString(const Diagnostics& diagnostics, bool withCaret = false);

/// A character named by its code point, as messages about invisible or look-alike characters
/// name it: "U+043A".
std::string codePointName(unsigned codePoint);

} // namespace mechlab::core
