#pragma once

// The compiled, immutable model of a mechanical system
//
//     q' = v
//     M(q) v' = f(t, q, v) - G(q, t)^T lambda - A(q, t)^T mu
//     0 = g(q, t),            G = dg/dq (derived symbolically)
//     0 = A(q, t) v + b(q, t) (velocity constraints)
//
// given by M, f (and V), or by a Lagrangian L(t, q, v) with generalized forces Q and a Rayleigh
// rate alpha, from which M = d2L/dv2 and f = dL/dq - (d2L/dv dq) v - d2L/dv dt - alpha dL/dv + Q
// are derived. Integrators see the constraints as one list of rows C v + c = 0 with
// multipliers (lambda, mu).
//
// built from a ModelSpec by compileModel(). Every formula reads the input slots
//     [ t | q_1 .. q_n | v_1 .. v_n | p_1 .. p_P ]
// (time, coordinates, velocities, parameters). Parameters are inputs rather than constants, so a
// slider change builds a new Model that shares the compiled programs (withParameters()).
// Nothing in a Model changes after construction; it may be read from any thread.

#include "base/Diagnostic.h"
#include "expr/ExprGraph.h"
#include "expr/Tape.h"
#include "model/ModelSpec.h"

#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

/// Which derivative an output of CompiledModel::newtonJacobian is: dM_ij/dq_c (Mass), df_i/dq_c
/// (ForceQ), df_i/dv_c (ForceV), dC_ij/dq_c (Row: C = [G; A], row i, column j), dc_i/dq_c
/// (Offset: c = [g_t; b]).
struct NewtonEntry {
    enum Kind : std::uint8_t { Mass, ForceQ, ForceV, Row, Offset } kind;
    int i, j, c;
};

/// The programs compiled from a ModelSpec (shared by all parameter variants of a model).
/// The name of multiplier j of a model with `holonomic` constraints g: lambda1, ... for those,
/// then mu1, ... for the velocity constraints.
std::string multiplierName(int j, int holonomic);

/// What an arrow of the drawing shows (DrawingArrowSpec::kind).
enum class ArrowKind { Velocity, Force, Constraint };
inline constexpr int kArrowKinds = 3;

/// A matrix of graph nodes that holds the entries other than the zero node only, row by row in
/// ascending columns: a model of many bodies has a few per row of its n x n mass matrix and its
/// m x n constraint rows (a chain of 1000 links: as dense tables, 16 MB of nodes each).
class NodeMatrix {
public:
    struct Entry {
        int column;
        NodeId node;
    };

    NodeMatrix() = default;
    /// `rows` rows without entries; `zero` is the graph's zero node.
    NodeMatrix(int rows, NodeId zero) : m_zero(zero), m_rows(std::size_t(std::max(rows, 0))) {}

    int rows() const { return int(m_rows.size()); }
    /// The entry at row i, column j: the zero node where none is held.
    NodeId operator()(int i, int j) const;
    /// Sets the entry at row i, column j; the zero node removes it.
    void set(int i, int j, NodeId node);
    /// Row i's entries, by ascending column.
    const std::vector<Entry>& row(int i) const { return m_rows[std::size_t(i)]; }

private:
    NodeId m_zero = -1;
    std::vector<std::vector<Entry>> m_rows;
};

struct CompiledModel {
    ModelSpec spec;
    ExprGraph graph;
    // n coordinates; m constraints: the first mh holonomic (g = 0), the others on velocities.
    int n = 0, m = 0, mh = 0, parameterCount = 0;

    // The entries of M and of C = [G; A] that are not the constant zero, column by column (rows
    // increasing within a column), each as its row-major index (i * n + j): the programs below
    // write these entries only, so that their cost and the matrices' storage grow with the
    // nonzeros of a large model (a chain of many bodies) instead of n^2.
    std::vector<int> massEntries, jacobianEntries;
    // Whether the programs that give M and C (dynamics, constraintJacobian, stage,
    // acceleration) give them whole, zeros included, column by column (their blocks: M (n x n)
    // then f; C (m x n) then c; M, f, C, c, then g or e), as they do for models with
    // n (n + m) <= kDenseLayoutLimit; otherwise their blocks hold the listed entries only.
    bool denseLayout = false;
    static constexpr std::size_t kDenseLayoutLimit = 4096;

    Tape dynamics;    // M (its massEntries), then f (n)
    Tape constraints; // g (mh)
    // Constraint rows on the velocity level, C v + c = 0: C = [G; A] (its jacobianEntries),
    // then c = [g_t; b] (m).
    Tape constraintJacobian;
    Tape hiddenTerm; // e (m) = d/dt (C v + c) along q' = v, v' = 0
    // The same quantities fused into one program each, for the places that need them at one
    // point (shared subexpressions, such as the sine of a coordinate, computed once):
    // stage = M, f, C, c, g (the stage residuals of implicit methods, the residual of IDA);
    // acceleration = M, f, C, c, e (the index-1 system).
    Tape stage;
    Tape acceleration;
    // Derivatives for Newton's method of the implicit integrators: the nonzero ones, output k
    // being the one newtonEntries[k] names.
    Tape newtonJacobian;
    std::vector<NewtonEntry> newtonEntries;
    // The Lagrangian view every model has (given, or 1/2 v^T M v - V), for the variational
    // integrators: alpha, L, dL/dq (n), dL/dv (n), Q (n) (forces besides L and the dissipation);
    // and its Jacobian: the entries of d(dL/dq)/dv, d2L/dv2 and dQ/dv (three n x n matrices)
    // that are not the constant zero, each listed as b * n^2 + i * n + j for entry (i, j) of
    // matrix b.
    Tape lagrangian;
    Tape lagrangianJacobian;
    std::vector<int> lagrangianJacobianEntries;
    Tape energy; // E, and the kinetic energy T = 1/2 v^T M v
    // Per conserved quantity of the spec (ModelSpec::invariants): its value, then its size
    // (the sum of its additive terms' magnitudes). Empty without such quantities.
    Tape invariants;
    // What a recorded point needs, by one program: E, T, then C and c (as constraintJacobian
    // gives them), then g (mh).
    Tape record;
    // dE/dt + dE/dq . v, then dE/dv (n): with v' = M^-1 (f - G^T lambda) the energy's rate
    // along the motion. Missing (hasEnergyRate false) when E cannot be differentiated.
    Tape energyRate;
    Tape exact;   // positions (n), velocities (n), multipliers (m), where given
    Tape initial; // q0 (n), v0 (n)
    // Per point x, y; per circle the radius; the view box (4) if given; per arrow x, y. Its
    // inputs are the model's, then the multipliers (drawingInputCount() in all).
    Tape drawing;

    bool hasPotential = false, hasEnergyFormula = false, hasEnergyRate = false;
    bool hasExactPositions = false, hasExactVelocities = false, hasExactMultipliers = false;
    bool hasExactCondition = false; // the exact program's last output: nonzero where it holds
    // Which group of the exact solution was left out for a blank formula, and why (else empty).
    std::string exactIncomplete;
    bool hasViewBox = false;

    // Graph nodes of the main quantities, for printing them as formulas.
    NodeMatrix massNodes, jacobianNodes; // M (n x n) and C = [G; A] (m x n)
    std::vector<NodeId> forceNodes, constraintNodes, timeDerivativeNodes, hiddenNodes;
    NodeId energyNode = -1, lagrangianNode = -1;

    std::vector<std::string> inputNames; // per input slot: t, q names, x_dot names, parameters
    std::vector<std::pair<int, int>> segments; // point indices
    std::vector<int> circleCenters, traces;    // point indices
    std::vector<std::array<int, 3>> ellipses;  // point indices: center, axis ends
    std::vector<int> arrowPoints;              // point indices
    std::vector<ArrowKind> arrowKinds;

    // The 3D drawing: per point x, y, z; per sphere the radius; the floor's height if given.
    Tape drawing3d;
    std::vector<std::pair<int, int>> rods3d; // point indices of the 3D drawing
    std::vector<int> sphereCenters3d, traces3d;
    std::vector<std::array<int, 3>> discs3d;
    bool hasFloor3d = false;

    /// Every program above (what applies to all of them: their machine code, NativeCode.h).
    std::vector<const Tape*> programs() const;
};

class Model {
public:
    /// Used by compileModel(); `parameters` holds one value per parameter of the spec.
    Model(std::shared_ptr<const CompiledModel> compiled, std::vector<double> parameters);

    int coordinateCount() const { return m_c->n; }
    /// All constraints (each with a multiplier): holonomic first, then velocity constraints.
    int constraintCount() const { return m_c->m; }
    int holonomicCount() const { return m_c->mh; }
    int velocityConstraintCount() const { return m_c->m - m_c->mh; }
    int parameterCount() const { return m_c->parameterCount; }
    int inputCount() const { return 1 + 2 * m_c->n + m_c->parameterCount; }
    int positionSlot(int i) const { return 1 + i; }
    int velocitySlot(int i) const { return 1 + m_c->n + i; }
    int parameterSlot(int k) const { return 1 + 2 * m_c->n + k; }
    /// The drawing program's inputs: the model's, then the multipliers.
    int drawingInputCount() const { return inputCount() + constraintCount(); }

    const ModelSpec& spec() const { return m_c->spec; }
    const CompiledModel& compiled() const { return *m_c; }
    /// The same, shared (its programs outlive this model while it is held).
    std::shared_ptr<const CompiledModel> sharedCompiled() const { return m_c; }
    const std::string& name() const { return m_c->spec.name; }
    double tStart() const { return m_c->spec.tStart; }
    double tEnd() const { return m_c->spec.tEnd; }

    const std::vector<double>& parameterValues() const { return m_parameters; }
    std::optional<int> parameterIndex(const std::string& name) const;
    /// The same model with other parameter values (initial values recomputed).
    Model withParameters(std::vector<double> values) const;

    /// Initial values at the current parameters.
    const Eigen::VectorXd& q0() const { return m_q0; }
    const Eigen::VectorXd& v0() const { return m_v0; }
    /// The same model with other initial values (after a projection, for instance).
    Model withInitialValues(const Eigen::VectorXd& q0, const Eigen::VectorXd& v0) const;

    /// The exact solution applies: its formulas are given, their condition holds at these
    /// parameter values and they start where the model does (a slider that moves the initial
    /// values, or a force or damping the formulas leave out, makes them another motion's).
    bool hasExactSolution() const { return m_exactHolds; }
    bool hasExactVelocities() const { return m_exactHolds && m_c->hasExactVelocities; }
    bool hasExactMultipliers() const { return m_exactHolds && m_c->hasExactMultipliers; }
    /// Why the exact-solution formulas do not apply here (empty when they do or there are none).
    const std::string& exactSolutionNote() const { return m_exactNote; }
    /// The spec's reference values, when they apply: at the spec's own parameter values (empty
    /// otherwise: a slider moved away from the defaults).
    const std::vector<ReferenceSpec>& references() const;

    /// Names for display: coordinate, velocity ("x_dot"), multiplier ("lambda1" of a holonomic
    /// constraint, "mu1" of a velocity constraint).
    const std::string& coordinateName(int i) const;
    std::string velocityName(int i) const;
    std::string multiplierName(int j) const;

    /// A graph node printed as a formula in the model's names.
    std::string formula(NodeId node) const;

private:
    /// The programs' inputs at the start: t0 and the parameters (coordinates and velocities 0).
    std::vector<double> startInputs() const;
    void computeInitialValues();
    void checkExactSolution();

    std::shared_ptr<const CompiledModel> m_c;
    std::vector<double> m_parameters;
    Eigen::VectorXd m_q0, m_v0;
    bool m_exactHolds = false;
    std::string m_exactNote;
};

struct ModelCompileResult {
    std::optional<Model> model;
    Diagnostics diagnostics;
    bool ok() const { return model.has_value(); }
};

/// Compiles a spec: validates names and sizes, parses every formula, derives G, g_t, the
/// hidden-constraint term and the energy. Returns the model or every problem found.
ModelCompileResult compileModel(const ModelSpec& spec);

} // namespace mechlab::core
