#pragma once

// What the user typed, as plain strings: the content of a model file (see docs/model-format.md).
// A ModelSpec is compiled into an immutable Model by compileModel().

#include <initializer_list>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace mechlab::core {

struct CoordinateSpec {
    std::string name;
    std::string unit;
    std::string position = "0"; // initial value, formula of the parameters
    std::string velocity = "0";
    bool operator==(const CoordinateSpec&) const = default;
};

struct ParameterSpec {
    std::string name;
    double value = 0.0;
    std::string unit;
    double min = 0.0; // slider range
    double max = 0.0;
    std::string description;
    bool operator==(const ParameterSpec&) const = default;
};

/// A named helper formula, usable in every later formula (definitions are evaluated in order).
struct DefinitionSpec {
    std::string name;
    std::string formula;
    bool operator==(const DefinitionSpec&) const = default;
};

/// A quantity the model conserves besides (or instead of) its energy: a Jacobi integral, an
/// angular momentum. Recorded as a column of that name, charted and checked for drift like the
/// energy (record/Invariants.h).
struct InvariantSpec {
    std::string name;    // the recorded column's name (a valid name, unique in the model)
    std::string formula; // of t, q, v and the parameters
    std::string unit;    // for labels; empty: not stated
    bool operator==(const InvariantSpec&) const = default;
};

struct ExactSolutionSpec {
    std::vector<std::string> positions;   // one per coordinate, formulas of t and parameters
    std::vector<std::string> velocities;  // one per coordinate (may be empty)
    std::vector<std::string> multipliers; // one per holonomic constraint (may be empty)
    // Where the formulas hold: a condition on the parameters (nonzero: holds); empty: always.
    std::string holds;
    bool empty() const { return positions.empty() && velocities.empty() && multipliers.empty(); }
    bool operator==(const ExactSolutionSpec&) const = default;
};

/// Reference values of the solution at one time (from a high-accuracy computation), valid at the
/// model's default parameters and initial values.
struct ReferenceSpec {
    double t = 0.0;
    std::vector<double> positions;   // one per coordinate
    std::vector<double> velocities;  // one per coordinate (may be empty)
    std::vector<double> multipliers; // one per constraint (may be empty)
    // How accurate the values themselves are, in the mixed error of ReferenceErrors, per group
    // (0: to round-off). A run's error at this level cannot be told from the reference's own.
    double accuracyQ = 0.0, accuracyV = 0.0, accuracyLambda = 0.0;
    bool operator==(const ReferenceSpec&) const = default;
};

struct DrawingPointSpec {
    std::string name;
    std::string x, y; // formulas of t, q and parameters
    bool operator==(const DrawingPointSpec&) const = default;
};
struct DrawingSegmentSpec {
    std::string from, to;
    bool operator==(const DrawingSegmentSpec&) const = default;
};
struct DrawingCircleSpec {
    std::string center;
    std::string radius; // formula of the parameters
    bool operator==(const DrawingCircleSpec&) const = default;
};
/// An ellipse through the centre and the ends of two conjugate semi-diameters: the parallel
/// projection of a circle in space (a tilted disc seen from above), c + (a1 - c) cos s +
/// (a2 - c) sin s.
struct DrawingEllipseSpec {
    std::string center, axis1, axis2; // point names
    bool operator==(const DrawingEllipseSpec&) const = default;
};
/// An arrow drawn from a point: a velocity, an applied force or a constraint force, kind
/// "velocity", "force" or "constraint". x and y are formulas of t, q, the velocities, the
/// parameters and the multipliers (lambda1, ..., mu1, ...); a velocity arrow with both blank is
/// the point's velocity, the time derivative of its position formulas.
struct DrawingArrowSpec {
    std::string at, kind, x, y;
    bool operator==(const DrawingArrowSpec&) const = default;
};
/// A point of the 3D drawing: formulas of t, q, the velocities and the parameters.
struct DrawingPoint3Spec {
    std::string name, x, y, z;
    bool operator==(const DrawingPoint3Spec&) const = default;
};
/// The 3D drawing (optional): points in space, rods between them, spheres (radius formulas of
/// the parameters), discs through the ends of two perpendicular radii (their orientation and
/// turning follow the points), traced points and a floor at a height (formula of the
/// parameters; blank: none) with an optional compass rose (x south, y east, z up).
struct Drawing3DSpec {
    std::vector<DrawingPoint3Spec> points;
    std::vector<DrawingSegmentSpec> rods;
    std::vector<DrawingCircleSpec> spheres;
    std::vector<DrawingEllipseSpec> discs;
    std::vector<std::string> traces;
    std::string floor;
    bool compass = false;
    bool empty() const { return points.empty(); }
    bool operator==(const Drawing3DSpec&) const = default;
};
struct DrawingSpec {
    std::vector<DrawingPointSpec> points;
    std::vector<DrawingSegmentSpec> segments;
    std::vector<DrawingCircleSpec> circles;
    std::vector<DrawingEllipseSpec> ellipses;
    std::vector<DrawingArrowSpec> arrows;
    std::vector<std::string> traces; // points whose path is drawn
    // View box in model units (formulas of the parameters); empty: fit the drawing.
    std::string xmin, xmax, ymin, ymax;
    std::string caption; // shown on the drawing, e.g. "seen from above"
    std::string unit;    // the length unit of the scale bar (empty: m)
    Drawing3DSpec three; // the "3d" block
    bool empty() const { return points.empty(); }
    bool operator==(const DrawingSpec&) const = default;
};

/// A row of formulas by column, a blank entry meaning 0. Only the entries given are held, so a
/// row of a model of many bodies, which names a few of its coordinates, takes memory in
/// proportion to those, not to its length.
class FormulaRow {
public:
    struct Entry {
        int column = 0;
        std::string formula;
        bool operator==(const Entry&) const = default;
    };

    FormulaRow() = default;
    /// One formula per column ("" where blank), as a model file lists them.
    FormulaRow(const std::vector<std::string>& formulas);
    FormulaRow(std::initializer_list<std::string> formulas)
        : FormulaRow(std::vector<std::string>(formulas)) {}
    /// A row of `length` blank entries.
    static FormulaRow blank(int length);

    int size() const { return m_length; }
    /// The formula at column k; "" where blank or outside the row.
    const std::string& at(int k) const;
    /// One formula per column, "" where blank.
    std::vector<std::string> formulas() const;
    /// Sets the formula at column k (inside the row); "" makes the entry blank.
    void set(int k, std::string formula);
    /// The entries given, by column.
    const std::vector<Entry>& entries() const { return m_entries; }
    bool operator==(const FormulaRow&) const = default;

private:
    /// Where the entry at column k is or would go in `m_entries`.
    std::size_t position(int k) const;

    int m_length = 0;
    std::vector<Entry> m_entries;
};

/// One velocity constraint  a(q, t) . v + b(q, t) = 0: a row of A and its offset b.
struct VelocityConstraintSpec {
    FormulaRow coefficients; // one per coordinate
    std::string offset;      // b; blank means 0
    bool operator==(const VelocityConstraintSpec&) const = default;
};

/// A linear constant-coefficient DAE  E x' = A x + f(t)  instead of a mechanical system: the
/// coordinates are the unknowns x (their `position` is the initial value x0, `velocity` is
/// unused). E and A are formulas of the parameters, f of t and the parameters.
struct LinearDaeSpec {
    std::vector<std::vector<std::string>> E, A; // one row per equation, one entry per unknown
    std::vector<std::string> forcing;           // f, one per equation; blank means 0
    bool empty() const { return E.empty() && A.empty() && forcing.empty(); }
    bool operator==(const LinearDaeSpec&) const = default;
};

/// The mass matrix as typed: rows of formulas by column, a blank entry meaning 0. Only the
/// entries given are held, so a model of many bodies, whose mass matrix is mostly blank, takes
/// memory in proportion to its entries, not to the square of its size (a chain of 1000 links:
/// 2 000 formulas, not 4 million strings).
class MassSpec {
public:
    MassSpec() = default;
    /// Rows of entries, as a model file's "entries" lists them (and as code writes a small
    /// matrix: {{"m1", ""}, {"", "m2"}}).
    MassSpec(std::initializer_list<FormulaRow> rows) : m_rows(rows) {}
    /// An n x n matrix with every entry blank.
    static MassSpec blank(int n);

    /// Appends a row; rows of another length than their number are kept as they are, for the
    /// compiler to report.
    void appendRow(FormulaRow row) { m_rows.push_back(std::move(row)); }
    int rows() const { return int(m_rows.size()); }
    bool empty() const { return m_rows.empty(); }
    /// n rows of n entries each.
    bool isSquare(int n) const;
    /// The formula at row i, column j; "" where blank or outside the matrix.
    const std::string& at(int i, int j) const;
    /// Row i (a row without entries outside the matrix).
    const FormulaRow& row(int i) const;
    /// Sets the formula at row i, column j (inside the matrix); "" makes the entry blank.
    void set(int i, int j, std::string formula);
    /// How many entries are given.
    std::size_t entryCount() const;
    bool operator==(const MassSpec&) const = default;

private:
    std::vector<FormulaRow> m_rows;
};

struct ModelSpec {
    static constexpr int kFormatVersion = 1;
    /// Most coordinates (unknowns of a linear DAE) and most constraints a model may have: the
    /// largest size measured (bench_chain: a chain of 10 000 links, 20 000 coordinates; see
    /// docs/performance.md). Memory grows with the entries given in the mass matrix and the
    /// nonzero derivatives of the constraints, not with n^2 (unless M is given in full).
    static constexpr int kMaxCoordinates = 20000, kMaxConstraints = 20000;
    /// Most unknowns (and equations) of a linear DAE: its pencil is analysed densely (QZ),
    /// with cost growing with the cube of the number.
    static constexpr int kMaxLinearUnknowns = 400;

    std::string name;
    std::string description;
    std::vector<CoordinateSpec> coordinates;
    std::vector<ParameterSpec> parameters;
    std::vector<DefinitionSpec> definitions;
    /// Mass matrix, n x n; a blank entry means 0. With `massSymmetric` the lower triangle may
    /// be left blank and is filled from the upper one.
    MassSpec mass;
    bool massSymmetric = true;
    std::vector<std::string> forces;      // f(t, q, v), one per coordinate; blank means 0
    std::vector<std::string> constraints; // holonomic g(q, t) = 0
    std::vector<VelocityConstraintSpec> velocityConstraints; // A(q, t) v + b(q, t) = 0
    std::string potential;                                   // V(q), optional
    std::string energy;     // energy formula, optional (overrides 1/2 v'Mv + V)
    std::string energyUnit; // the energy's unit (e.g. "J"), for labels; empty: not stated
    std::vector<InvariantSpec> invariants; // conserved quantities other than the energy
    /// Lagrangian L(t, q, v), instead of `mass` and `potential`: M = d2L/dv2 and f are derived,
    /// and `forces` are then the generalized forces Q(t, q, v) acting besides L.
    std::string lagrangian;
    /// Rayleigh (Herglotz) dissipation rate alpha, a formula of the parameters: the force
    /// -alpha dL/dv (= -alpha M v for L = 1/2 v'Mv - V) is added to f. Blank means 0.
    std::string dissipation;
    /// Set for a linear DAE model (then mass, forces, constraints etc. stay empty).
    LinearDaeSpec linear;
    ExactSolutionSpec exact;
    std::vector<ReferenceSpec> references;
    double tStart = 0.0;
    double tEnd = 10.0;
    DrawingSpec drawing;
    std::string recommendedMethod;
    std::map<std::string, std::string> recommendedSettings;

    bool isLinearDae() const { return !linear.empty(); }
    bool operator==(const ModelSpec&) const = default;
};

} // namespace mechlab::core
