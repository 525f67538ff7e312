// Compiling a mechanical model spec: names and sizes checked, every formula parsed into one
// expression graph, the equations of motion derived (from M and f, or from a Lagrangian), the
// constraint Jacobians and the hidden-constraint term differentiated, and the evaluation tapes
// built (compileModel in Model.h).

#include "base/Settings.h"
#include "base/Text.h"
#include "expr/FormulaCompiler.h"
#include "model/Model.h"
#include "model/SpecCompiler.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace mechlab::core {

namespace {

// The additive terms of x: the operands of its sums and differences, through negations,
// products (a (b - c) gives a b and a c, while the expansion stays below 64 terms) and
// quotients (by their numerator's terms), each term a node of g.
void additiveTerms(ExprGraph& g, NodeId x, std::vector<NodeId>& terms) {
    constexpr std::size_t kMaxExpansion = 64;
    const Node node = g.node(x);
    if (node.op == Op::Add || node.op == Op::Sub) {
        additiveTerms(g, node.a, terms);
        additiveTerms(g, node.b, terms);
    } else if (node.op == Op::Neg) {
        additiveTerms(g, node.a, terms);
    } else if (node.op == Op::Mul || node.op == Op::Div) {
        std::vector<NodeId> left, right;
        additiveTerms(g, node.a, left);
        if (node.op == Op::Mul)
            additiveTerms(g, node.b, right);
        else
            right.push_back(node.b);
        if (left.size() * right.size() > kMaxExpansion) {
            terms.push_back(x);
            return;
        }
        for (NodeId a : left)
            for (NodeId b : right) terms.push_back(g.make(node.op, a, b));
    } else if (!g.isConstant(x, 0.0)) {
        terms.push_back(x);
    }
}

// The input slots at the model's initial state (t0, q0, v0, its parameters), `count` of them
// (the drawing's are followed by the multipliers, left zero).
std::vector<double> initialInputs(const Model& model, int count) {
    const int n = model.coordinateCount();
    std::vector<double> in(std::size_t(count), 0.0);
    in[0] = model.tStart();
    for (int i = 0; i < n; ++i) {
        in[std::size_t(model.positionSlot(i))] = model.q0()[i];
        in[std::size_t(model.velocitySlot(i))] = model.v0()[i];
    }
    for (int k = 0; k < model.parameterCount(); ++k)
        in[std::size_t(model.parameterSlot(k))] = model.parameterValues()[std::size_t(k)];
    return in;
}

// 1/2 v^T M v for the n x n mass matrix M, summed as a balanced tree of its nonzero terms: its
// derivatives by each velocity then cost a few nodes each, not the length of the sum.
NodeId kineticEnergy(ExprGraph& g, const NodeMatrix& M, int n) {
    std::vector<NodeId> terms;
    for (int i = 0; i < n; ++i)
        for (const NodeMatrix::Entry& e : M.row(i))
            terms.push_back(g.mul(g.mul(g.input(1 + n + i), e.node), g.input(1 + n + e.column)));
    return g.mul(g.constant(0.5), g.sum(terms));
}

// Collects diagnostics while the compiler walks the spec.
class Compiler : private SpecCompiler {
public:
    explicit Compiler(const ModelSpec& spec) : m_spec(spec) {
        m_c = std::make_shared<CompiledModel>();
        m_c->spec = spec;
    }

    ModelCompileResult run();

private:
    std::optional<Diagnostic> asymmetricMass(const Model& model) const;
    Diagnostics drawingAtStart(const Model& model) const;
    /// A formula that may read the parameters only (not t, q or v): the node, or -1 after a
    /// diagnostic.
    NodeId parameterFormula(const Location& where, const std::string& text, bool allowSpecial,
                            NodeId blankValue = -1);
    void checkNames();
    void defineInputs();
    NodeMatrix compileMass();
    // compileDynamics() in four steps, each handing its nodes to the next.
    struct Typed {
        bool lagrangianForm = false;
        NodeMatrix M;
        std::vector<NodeId> forces, g, b;
        NodeMatrix A; // the velocity constraints' rows
        NodeId L = -1, V = -1, alpha = -1, energy = -1;
    };
    struct Motion {
        NodeMatrix M, Lvv, Lqv;
        std::vector<NodeId> f, Q, Lq, Lv;
        NodeId L = -1, kinetic = -1;
    };
    struct Rows {
        NodeMatrix G;
        std::vector<NodeId> gt, e;
    };
    void compileDynamics();
    bool compileTyped(Typed& t);
    bool deriveMotion(const Typed& t, Motion& motion);
    bool deriveRows(const Typed& t, Rows& rows);
    void buildTapes(const Typed& t, const Motion& motion, const Rows& rows);
    void compileInvariants();
    void compileExact();
    void checkReferences();
    void compileInitial();
    void compileDrawing();
    void compileDrawing3D();
    /// A drawing's point names (`where`: "drawing" or "drawing.3d"): each a valid name used
    /// once, numbered in order; findPoint() gives a name's number, or -1 after saying it is
    /// unknown.
    void addPoint(std::map<std::string, int>& points, const std::string& name,
                  const std::string& where);
    int findPoint(const std::map<std::string, int>& points, const std::string& name,
                  const std::string& where);
    /// The arrows' outputs of the drawing program (after the rest), x and y per arrow.
    void compileArrows(const std::function<int(const std::string&)>& point,
                       std::vector<NodeId>& outputs);

    const ModelSpec& m_spec;
    std::shared_ptr<CompiledModel> m_c;
    int m_n = 0, m_m = 0, m_mh = 0, m_p = 0; // m: all constraints, m_mh: holonomic ones
};

NodeId Compiler::parameterFormula(const Location& where, const std::string& text, bool allowSpecial,
                                  NodeId blankValue) {
    const NodeId node = formula(where, text, allowSpecial, blankValue);
    requireInputs(
        where, text, node, [&](int s) { return s >= 1 + 2 * m_n; },
        localized("core", "the parameters"));
    return node;
}

void Compiler::checkNames() {
    const auto& coordinates = m_spec.coordinates;
    for (int i = 0; i < int(coordinates.size()); ++i)
        checkName(Part::CoordinateName, i, coordinates[std::size_t(i)].name);
    for (int i = 0; i < int(coordinates.size()); ++i)
        checkName(Part::VelocityName, i, coordinates[std::size_t(i)].name + "_dot");
    const auto& parameters = m_spec.parameters;
    for (int k = 0; k < int(parameters.size()); ++k)
        checkName(Part::ParameterName, k, parameters[std::size_t(k)].name);
    for (int k = 0; k < int(m_spec.definitions.size()); ++k)
        checkName(Part::DefinitionName, k, m_spec.definitions[std::size_t(k)].name);
    for (int k = 0; k < int(m_spec.invariants.size()); ++k)
        checkName(Part::InvariantName, k, m_spec.invariants[std::size_t(k)].name);
    checkParameterValues(parameters);
}

void Compiler::defineInputs() {
    auto& names = m_c->inputNames;
    names.push_back("t");
    for (const auto& c : m_spec.coordinates) names.push_back(c.name);
    for (const auto& c : m_spec.coordinates) names.push_back(c.name + "_dot");
    for (const auto& p : m_spec.parameters) names.push_back(p.name);
    SpecCompiler::defineInputs(m_c->graph, names);
}

NodeMatrix Compiler::compileMass() {
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    const NodeId zero = g.zero();
    // Mass matrix, with the lower triangle filled from the upper one when declared symmetric.
    if (!m_spec.mass.isSquare(n)) {
        error(Part::MassMatrix,
              localized("core",
                        "the mass matrix must have %1 rows of %2 entries (one per coordinate)")
                  .arg(std::to_string(n))
                  .arg(std::to_string(n)));
        return {};
    }
    NodeMatrix M(n, zero);
    // Only the entries given: the others are zero (a chain of 1000 links: 2 000 of 4 million).
    const std::string allowedInputs = localized("core", "t, the coordinates and the parameters");
    for (int i = 0; i < n; ++i)
        for (const FormulaRow::Entry& e : m_spec.mass.row(i).entries()) {
            const int j = e.column;
            const Location where(Part::MassMatrix, i, j);
            const std::string& text = e.formula;
            if (isBlank(text)) continue;
            if (m_spec.massSymmetric && i > j) {
                if (text == m_spec.mass.at(j, i)) continue;
                error(where, localized("core", "differs from %1 although the mass matrix is "
                                               "declared symmetric (leave the lower triangle "
                                               "blank)")
                                 .arg(describe(Location(Part::MassMatrix, j, i))));
                continue;
            }
            const NodeId entry = formula(where, text, false, zero);
            M.set(i, j, entry);
            requireNoSpecial(where, text, entry);
            requireInputs(
                where, text, entry, [n](int s) { return s < 1 + n || s >= 1 + 2 * n; },
                allowedInputs);
        }
    // The lower triangle as the upper one (the entries given there were equal or reported;
    // setting them changes other rows than the one read).
    if (m_spec.massSymmetric)
        for (int i = 0; i < n; ++i)
            for (const NodeMatrix::Entry& e : M.row(i))
                if (e.column > i) M.set(e.column, i, e.node);
    return M;
}

void Compiler::compileDynamics() {
    Typed typed;
    Motion motion;
    Rows rows;
    if (compileTyped(typed) && deriveMotion(typed, motion) && deriveRows(typed, rows))
        buildTapes(typed, motion, rows);
}

// The formulas as typed: M or L, V, the forces, alpha, g, the rows of A and b, the energy.
bool Compiler::compileTyped(Typed& t) {
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    const NodeId zero = g.zero();
    const bool lagrangianForm = t.lagrangianForm = !isBlank(m_spec.lagrangian);
    auto notVelocities = [&](int s) { return s < 1 + n || s >= 1 + 2 * n; };
    NodeMatrix& M = t.M;
    std::vector<NodeId>&forces = t.forces, &gNodes = t.g, &b = t.b;
    NodeMatrix& A = t.A;
    NodeId &L = t.L, &V = t.V, &alpha = t.alpha, &energyFormula = t.energy;
    if (lagrangianForm) {
        L = formula(Part::Lagrangian, m_spec.lagrangian, false);
        requireNoSpecial(Part::Lagrangian, m_spec.lagrangian, L);
        bool massGiven = false;
        for (int i = 0; i < m_spec.mass.rows(); ++i)
            for (const FormulaRow::Entry& e : m_spec.mass.row(i).entries())
                massGiven = massGiven || !isBlank(e.formula);
        if (massGiven)
            error(Part::MassMatrix,
                  localized("core", "give either a mass matrix or a Lagrangian, not both (the mass "
                                    "matrix is derived from the Lagrangian)"));
        if (!isBlank(m_spec.potential))
            error(Part::Potential,
                  localized("core", "a model given by its Lagrangian has no separate potential "
                                    "(write -V into the Lagrangian)"));
    } else {
        M = compileMass();
        if (!isBlank(m_spec.potential)) {
            V = formula(Part::Potential, m_spec.potential, false);
            requireNoSpecial(Part::Potential, m_spec.potential, V);
            requireInputs(Part::Potential, m_spec.potential, V, notVelocities,
                          localized("core", "t, the coordinates and the parameters"));
        }
    }

    // Forces: f for a model given by M, the generalized forces Q besides L otherwise (which may
    // be left out altogether).
    const bool forcesOptional = lagrangianForm && m_spec.forces.empty();
    if (!forcesOptional && int(m_spec.forces.size()) != n) {
        error(lagrangianForm ? Part::GeneralizedForce : Part::Force,
              localized("core", "there must be one force formula per coordinate (%1), found %2")
                  .arg(std::to_string(n))
                  .arg(std::to_string(m_spec.forces.size())));
        return false;
    }
    forces.assign(std::size_t(n), zero);
    for (int i = 0; i < n && !forcesOptional; ++i) {
        const Location where(lagrangianForm ? Part::GeneralizedForce : Part::Force, i);
        forces[std::size_t(i)] = formula(where, m_spec.forces[std::size_t(i)], false, zero);
        requireNoSpecial(where, m_spec.forces[std::size_t(i)], forces[std::size_t(i)]);
    }
    alpha = zero;
    if (!isBlank(m_spec.dissipation)) {
        alpha = parameterFormula(Part::Dissipation, m_spec.dissipation, false);
    }

    for (int j = 0; j < m_mh; ++j) {
        const Location where(Part::Constraint, j);
        const std::string& text = m_spec.constraints[std::size_t(j)];
        gNodes.push_back(formula(where, text, false));
        requireNoSpecial(where, text, gNodes.back());
        requireInputs(where, text, gNodes.back(), notVelocities,
                      localized("core", "t, the coordinates and the parameters"));
        const NodeId gj = gNodes.back();
        bool onCoordinates = false;
        for (int slot : gj >= 0 ? g.inputsOf(gj) : std::vector<int>{})
            onCoordinates = onCoordinates || (slot >= 1 && slot <= n);
        if (gj >= 0 && !onCoordinates)
            m_diag.push_back(Diagnostic{
                where, text, -1,
                localized("core", "does not depend on the coordinates: a constraint g(q, t) = 0 "
                                  "must restrict them (its row of G = dg/dq would be zero)")});
    }
    // Velocity constraints: their rows of A (the entries given, blank ones being 0) and b.
    A = NodeMatrix(m_m - m_mh, zero);
    for (int j = 0; j < m_m - m_mh; ++j) {
        const VelocityConstraintSpec& vc = m_spec.velocityConstraints[std::size_t(j)];
        if (vc.coefficients.size() != n) {
            error(Location(Part::VelocityCoefficient, j),
                  localized("core", "the velocity constraint needs one coefficient per "
                                    "coordinate (%1), found %2")
                      .arg(std::to_string(n))
                      .arg(std::to_string(vc.coefficients.size())));
            continue;
        }
        for (const FormulaRow::Entry& entry : vc.coefficients.entries()) {
            const Location where(Part::VelocityCoefficient, j, entry.column);
            const NodeId a = formula(where, entry.formula, false, zero);
            requireNoSpecial(where, entry.formula, a);
            requireInputs(where, entry.formula, a, notVelocities,
                          localized("core", "t, the coordinates and the parameters (the constraint "
                                            "is linear in the velocities)"));
            if (a >= 0) A.set(j, entry.column, a);
        }
        const Location offset(Part::VelocityOffset, j);
        b.push_back(formula(offset, vc.offset, false, zero));
        requireNoSpecial(offset, vc.offset, b.back());
        requireInputs(offset, vc.offset, b.back(), notVelocities,
                      localized("core", "t, the coordinates and the parameters"));
    }
    if (!isBlank(m_spec.energy)) energyFormula = formula(Part::Energy, m_spec.energy, true);
    return m_diag.empty();
}

// The equations of motion from the Lagrangian (given, or T - V of a model given by M).
bool Compiler::deriveMotion(const Typed& t, Motion& mo) {
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    const NodeId zero = g.zero();
    const bool lagrangianForm = t.lagrangianForm;
    auto velocity = [&](int i) { return g.input(1 + n + i); };
    const std::vector<NodeId>& forces = t.forces;
    const NodeId V = t.V, alpha = t.alpha;
    NodeMatrix &M = mo.M, &Lvv = mo.Lvv, &Lqv = mo.Lqv;
    std::vector<NodeId>&f = mo.f, &Q = mo.Q, &Lq = mo.Lq, &Lv = mo.Lv;
    NodeId &L = mo.L, &kinetic = mo.kinetic;
    M = t.M;
    L = t.L;
    // The Lagrangian of a model given by M: T - V with T = 1/2 v^T M v.
    kinetic = zero;
    if (!lagrangianForm) {
        kinetic = kineticEnergy(g, M, n);
        L = g.sub(kinetic, V >= 0 ? V : zero);
    }
    // Derivatives of L: Lq = dL/dq, Lv = dL/dv, Lvv, Lvq (row i = dLv_i), Lvt; the n x n ones
    // formed only by the inputs each row depends on (the others are zero).
    std::vector<NodeId> Lvt;
    NodeMatrix Lvq(n, zero);
    for (int i = 0; i < n; ++i) {
        Lq.push_back(g.derivative(L, 1 + i));
        Lv.push_back(g.derivative(L, 1 + n + i));
        Lvt.push_back(g.derivative(Lv.back(), 0));
    }
    Lvv = NodeMatrix(n, zero);
    Lqv = NodeMatrix(n, zero);
    for (int i = 0; i < n; ++i) {
        const NodeId lv = Lv[std::size_t(i)], lq = Lq[std::size_t(i)];
        for (int slot : std::vector<int>(g.inputsOf(lv))) {
            if (slot >= 1 + n && slot < 1 + 2 * n) Lvv.set(i, slot - 1 - n, g.derivative(lv, slot));
            if (slot >= 1 && slot < 1 + n) Lvq.set(i, slot - 1, g.derivative(lv, slot));
        }
        for (int slot : std::vector<int>(g.inputsOf(lq)))
            if (slot >= 1 + n && slot < 1 + 2 * n) Lqv.set(i, slot - 1 - n, g.derivative(lq, slot));
    }
    if (lagrangianForm) {
        for (int i = 0; i < n; ++i)
            for (const NodeMatrix::Entry& entry : Lvv.row(i))
                for (int slot : g.inputsOf(entry.node))
                    if (slot >= 1 + n && slot < 1 + 2 * n) {
                        error(Part::Lagrangian,
                              localized("core",
                                        "the Lagrangian must be quadratic in the velocities (its "
                                        "mass matrix d2L/dv2 may not depend on them)"));
                        return false;
                    }
        M = Lvv;
    }
    // Equations of motion d/dt Lv - Lq = Q - alpha Lv, i.e.
    //     M v' = Lq - Lvq v - Lvt - alpha Lv + Q,
    // and, for a model given by M and f, the force Q = f - (Lq - Lvq v - Lvt) that acts besides
    // its Lagrangian (what the variational integrators need).
    for (int i = 0; i < n; ++i) {
        NodeId inertial = g.sub(Lq[std::size_t(i)], Lvt[std::size_t(i)]);
        for (const NodeMatrix::Entry& entry : Lvq.row(i))
            inertial = g.sub(inertial, g.mul(entry.node, velocity(entry.column)));
        const NodeId damping = g.mul(alpha, Lv[std::size_t(i)]);
        if (lagrangianForm) {
            Q.push_back(forces[std::size_t(i)]);
            f.push_back(g.add(g.sub(inertial, damping), Q.back()));
        } else {
            Q.push_back(g.sub(forces[std::size_t(i)], inertial));
            f.push_back(g.sub(forces[std::size_t(i)], damping));
        }
    }

    return true;
}

// The constraint rows on the velocity level and the hidden-constraint term.
bool Compiler::deriveRows(const Typed& t, Rows& rows) {
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    auto velocity = [&](int i) { return g.input(1 + n + i); };
    const std::vector<NodeId>&gNodes = t.g, &b = t.b;
    const NodeMatrix& A = t.A;
    NodeMatrix& G = rows.G;
    std::vector<NodeId>&gt = rows.gt, &e = rows.e;
    // Constraint rows C = [G; A] and offsets c = [g_t; b], all symbolic: G = dg/dq, g_t = dg/dt,
    // and the hidden-constraint term e = d/dt (C v + c) with v held fixed
    // = sum_k d(C v + c)/dq_k v_k + d(C v + c)/dt.
    // Each sum runs over the entries that are not identically zero (a model of many bodies has
    // a few per row): adding a zero term leaves the node as it is.
    const NodeId zero = g.zero();
    try {
        G = NodeMatrix(m_m, zero);
        // Row j of C, with its offset.
        auto addRow = [&](int j, NodeId offset) {
            NodeId c = offset;
            gt.push_back(offset);
            for (const NodeMatrix::Entry& entry : G.row(j))
                c = g.add(c, g.mul(entry.node, velocity(entry.column)));
            NodeId ej = g.derivative(c, 0);
            for (int slot : std::vector<int>(g.inputsOf(c)))
                if (slot >= 1 && slot < 1 + n)
                    ej = g.add(ej, g.mul(g.derivative(c, slot), velocity(slot - 1)));
            e.push_back(ej);
        };
        for (int j = 0; j < m_mh; ++j) {
            const NodeId gj = gNodes[std::size_t(j)], offset = g.derivative(gj, 0);
            for (int slot : std::vector<int>(g.inputsOf(gj)))
                if (slot >= 1 && slot < 1 + n) G.set(j, slot - 1, g.derivative(gj, slot));
            addRow(j, offset);
        }
        for (int j = 0; j < m_m - m_mh; ++j) {
            for (const NodeMatrix::Entry& entry : A.row(j))
                G.set(m_mh + j, entry.column, entry.node);
            addRow(m_mh + j, b[std::size_t(j)]);
        }
    } catch (const DerivativeError& err) {
        error(Part::Constraint, err.what());
        return false;
    }
    return true;
}

// The tapes a run evaluates, with the Newton derivatives and the energy.
void Compiler::buildTapes(const Typed& t, const Motion& mo, const Rows& rows) {
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    const NodeId zero = g.zero();
    auto velocity = [&](int i) { return g.input(1 + n + i); };
    const bool lagrangianForm = t.lagrangianForm;
    const NodeMatrix &M = mo.M, &Lvv = mo.Lvv, &Lqv = mo.Lqv, &G = rows.G;
    const std::vector<NodeId>&f = mo.f, &Q = mo.Q, &Lq = mo.Lq, &Lv = mo.Lv, &gNodes = t.g,
          &gt = rows.gt, &e = rows.e;
    const NodeId L = mo.L, kinetic = mo.kinetic, V = t.V, alpha = t.alpha, energyFormula = t.energy;
    // Newton derivatives (M, f and C contain no special functions, so these cannot fail): the
    // nonzero ones only, each by the coordinates (or velocities) its quantity depends on.
    std::vector<NodeId> newton;
    auto differentiate = [&](NewtonEntry::Kind kind, NodeId x, int i, int j, int firstSlot) {
        for (int slot : std::vector<int>(g.inputsOf(x)))
            if (slot >= firstSlot && slot < firstSlot + n) {
                m_c->newtonEntries.push_back({kind, i, j, slot - firstSlot});
                newton.push_back(g.derivative(x, slot));
            }
    };
    for (int a = 0; a < n; ++a)
        for (const NodeMatrix::Entry& entry : M.row(a))
            differentiate(NewtonEntry::Mass, entry.node, a, entry.column, 1);
    for (int a = 0; a < n; ++a) {
        differentiate(NewtonEntry::ForceQ, f[std::size_t(a)], a, 0, 1);
        differentiate(NewtonEntry::ForceV, f[std::size_t(a)], a, 0, 1 + n);
    }
    for (int j = 0; j < m_m; ++j) {
        for (const NodeMatrix::Entry& entry : G.row(j))
            differentiate(NewtonEntry::Row, entry.node, j, entry.column, 1);
        differentiate(NewtonEntry::Offset, gt[std::size_t(j)], j, 0, 1);
    }

    // Energy: the formula if given, else v . Lv - L (= 1/2 v^T M v + V for a model given by M).
    NodeId E = energyFormula;
    if (E < 0 && lagrangianForm) {
        // Sums over the coordinates as balanced trees (ExprGraph::sum): a left fold would form
        // n nested nodes, each with the set of inputs of all before it (n^2 in all).
        std::vector<NodeId> terms{g.neg(L)};
        for (int i = 0; i < n; ++i) terms.push_back(g.mul(velocity(i), Lv[std::size_t(i)]));
        E = g.sum(std::move(terms));
    } else if (E < 0) {
        E = g.add(kinetic, V >= 0 ? V : zero);
    }
    // The kinetic energy 1/2 v^T M v (for a Lagrangian model from M = d2L/dv2), to split E.
    NodeId T = kinetic;
    if (lagrangianForm) {
        T = kineticEnergy(g, Lvv, n);
    }
    // The energy's rate along the motion without the accelerations: dE/dt + dE/dq . v, and
    // dE/dv (the rest of dE/dt is dE/dv . v', see CompiledModel::energyRate). An energy formula
    // with a function that has no derivative leaves the rate unknown.
    try {
        std::vector<NodeId> rateTerms{g.derivative(E, 0)};
        std::vector<NodeId> rateOut{zero};
        for (int i = 0; i < n; ++i) {
            rateTerms.push_back(g.mul(g.derivative(E, 1 + i), velocity(i)));
            rateOut.push_back(g.derivative(E, 1 + n + i));
        }
        rateOut[0] = g.sum(std::move(rateTerms));
        m_c->energyRate = Tape(g, rateOut, 1 + 2 * n);
        m_c->hasEnergyRate = true;
    } catch (const DerivativeError&) {
        m_c->hasEnergyRate = false;
    }

    // Inputs from this slot on are the parameters: constant during a run.
    const int parameters = 1 + 2 * n;
    // The entries other than constant zeros, column by column.
    auto structural = [&](const NodeMatrix& A, std::vector<int>& entries,
                          std::vector<NodeId>& out) {
        std::vector<std::pair<int, NodeId>> byColumn; // (j * rows + i, node)
        for (int i = 0; i < A.rows(); ++i)
            for (const NodeMatrix::Entry& entry : A.row(i))
                if (!g.isConstant(entry.node, 0.0))
                    byColumn.push_back({entry.column * A.rows() + i, entry.node});
        std::sort(byColumn.begin(), byColumn.end());
        for (const auto& [k, x] : byColumn) {
            entries.push_back(k % A.rows() * n + k / A.rows());
            out.push_back(x);
        }
    };
    std::vector<NodeId> dyn;
    structural(M, m_c->massEntries, dyn);
    dyn.insert(dyn.end(), f.begin(), f.end());
    std::vector<NodeId> jac;
    structural(G, m_c->jacobianEntries, jac);
    jac.insert(jac.end(), gt.begin(), gt.end());
    std::vector<NodeId> stage = dyn;
    stage.insert(stage.end(), jac.begin(), jac.end());
    std::vector<NodeId> acceleration = stage;
    stage.insert(stage.end(), gNodes.begin(), gNodes.end());
    acceleration.insert(acceleration.end(), e.begin(), e.end());
    // A small model's programs give M and C with their zeros, column-major (the dense matrices
    // the integrators use are then copied whole); a large one's only their listed entries.
    m_c->denseLayout = std::size_t(n) * std::size_t(n + m_m) <= CompiledModel::kDenseLayoutLimit;
    const int dynBlock = n * n + n, jacBlock = m_m * n + m_m;
    std::vector<int> dynPlace, jacPlace;
    for (int k : m_c->massEntries) dynPlace.push_back(k % n * n + k / n);
    for (int i = 0; i < n; ++i) dynPlace.push_back(n * n + i);
    for (int k : m_c->jacobianEntries) jacPlace.push_back(k % n * m_m + k / n);
    for (int i = 0; i < m_m; ++i) jacPlace.push_back(m_m * n + i);
    // The fused programs' blocks: M and f, C and c, then g or e.
    auto fused = [&](std::size_t tail) {
        std::vector<int> place = dynPlace;
        for (int k : jacPlace) place.push_back(dynBlock + k);
        for (std::size_t k = 0; k < tail; ++k) place.push_back(dynBlock + jacBlock + int(k));
        return place;
    };
    auto tape = [&](const std::vector<NodeId>& outputs, const std::vector<int>& place, int block) {
        return m_c->denseLayout ? Tape(g, outputs, parameters, place, block)
                                : Tape(g, outputs, parameters);
    };
    m_c->dynamics = tape(dyn, dynPlace, dynBlock);
    m_c->constraints = Tape(g, gNodes, parameters);
    m_c->constraintJacobian = tape(jac, jacPlace, jacBlock);
    m_c->hiddenTerm = Tape(g, e, parameters);
    m_c->newtonJacobian = Tape(g, newton, parameters);
    m_c->stage = tape(stage, fused(gNodes.size()), dynBlock + jacBlock + int(gNodes.size()));
    m_c->acceleration = tape(acceleration, fused(e.size()), dynBlock + jacBlock + int(e.size()));
    m_c->energy = Tape(g, {E, T}, parameters);
    std::vector<NodeId> record = {E, T};
    record.insert(record.end(), jac.begin(), jac.end());
    record.insert(record.end(), gNodes.begin(), gNodes.end());
    std::vector<int> recordPlace = {0, 1};
    for (int k : jacPlace) recordPlace.push_back(2 + k);
    for (std::size_t k = 0; k < gNodes.size(); ++k) recordPlace.push_back(2 + jacBlock + int(k));
    m_c->record = tape(record, recordPlace, 2 + jacBlock + int(gNodes.size()));
    std::vector<NodeId> lag = {alpha, L};
    for (const auto* part : {&Lq, &Lv, &Q}) lag.insert(lag.end(), part->begin(), part->end());
    m_c->lagrangian = Tape(g, lag, parameters);
    std::vector<NodeId> lagJac;
    auto addNonzero = [&](int block, int i, int j, NodeId x) {
        if (g.isConstant(x, 0.0)) return;
        m_c->lagrangianJacobianEntries.push_back(block * n * n + i * n + j);
        lagJac.push_back(x);
    };
    for (int i = 0; i < n; ++i)
        for (const NodeMatrix::Entry& entry : Lqv.row(i))
            addNonzero(0, i, entry.column, entry.node);
    for (int i = 0; i < n; ++i)
        for (const NodeMatrix::Entry& entry : Lvv.row(i))
            addNonzero(1, i, entry.column, entry.node);
    for (int i = 0; i < n; ++i)
        for (int slot : std::vector<int>(g.inputsOf(Q[std::size_t(i)])))
            if (slot >= 1 + n && slot < 1 + 2 * n)
                addNonzero(2, i, slot - 1 - n, g.derivative(Q[std::size_t(i)], slot));
    m_c->lagrangianJacobian = Tape(g, lagJac, parameters);
    m_c->massNodes = M;
    m_c->forceNodes = f;
    m_c->constraintNodes = gNodes;
    m_c->jacobianNodes = G;
    m_c->timeDerivativeNodes = gt;
    m_c->hiddenNodes = e;
    m_c->energyNode = E;
    m_c->lagrangianNode = L;
    m_c->hasPotential = V >= 0 || lagrangianForm;
    m_c->hasEnergyFormula = energyFormula >= 0;
}

// The conserved quantities: per quantity I, then its size, the sum of the magnitudes of its
// additive terms (InvariantRecord in record/Invariants.h measures the drift against it).
void Compiler::compileInvariants() {
    ExprGraph& g = m_c->graph;
    std::vector<NodeId> out;
    for (int k = 0; k < int(m_spec.invariants.size()); ++k) {
        const InvariantSpec& c = m_spec.invariants[std::size_t(k)];
        const Location where(Part::Invariant, k, -1, c.name);
        if (isBlank(c.formula)) {
            error(where, localized("core", "the formula is missing"));
            continue;
        }
        const NodeId I = formula(where, c.formula, true);
        if (I < 0) continue;
        std::vector<NodeId> terms;
        additiveTerms(g, I, terms);
        std::vector<NodeId> sizes;
        for (NodeId term : terms) sizes.push_back(g.make(Op::Abs, term));
        out.push_back(I);
        out.push_back(g.sum(sizes));
    }
    if (m_diag.empty() && !out.empty()) m_c->invariants = Tape(g, out, 1 + 2 * m_n);
}

void Compiler::compileExact() {
    const ExactSolutionSpec& ex = m_spec.exact;
    if (ex.empty()) {
        if (!ex.holds.empty())
            error(Part::ExactCondition,
                  localized("core", "a condition is given without an exact solution"));
        return;
    }
    const int n = m_n;
    // Blank formulas (the rows of a coordinate added in the editor after the exact solution was
    // written) leave their group out, as if it were not given, with a note saying which: the
    // exact solution is optional. Without positions, velocities and multipliers are not used.
    auto allBlank = [](const std::vector<std::string>& texts) {
        return std::all_of(texts.begin(), texts.end(), isBlank);
    };
    auto group = [&](const std::vector<std::string>& texts, int expected, const std::string& what,
                     int firstRow, auto nameOf, std::vector<NodeId>& out, const char* notCompared) {
        if (allBlank(texts)) return false;
        if (int(texts.size()) == expected)
            if (const auto it = std::find_if(texts.begin(), texts.end(), isBlank);
                it != texts.end()) {
                if (m_c->exactIncomplete.empty())
                    m_c->exactIncomplete =
                        localized("core", notCompared).arg(nameOf(int(it - texts.begin()))).str();
                return false;
            }
        if (int(texts.size()) != expected) {
            error(Part::ExactSolution, localized("core", "expected %1 %2 formulas, found %3")
                                           .arg(std::to_string(expected))
                                           .arg(what)
                                           .arg(std::to_string(texts.size())));
            return false;
        }
        for (int i = 0; i < expected; ++i) {
            const Location where(Part::Exact, firstRow + i, -1, nameOf(i));
            const NodeId node = formula(where, texts[std::size_t(i)], true);
            requireInputs(
                where, texts[std::size_t(i)], node, [&](int s) { return s == 0 || s >= 1 + 2 * n; },
                localized("core", "t and the parameters"));
            out.push_back(node);
        }
        return true;
    };
    std::vector<NodeId> outputs;
    auto coordName = [&](int i) { return m_spec.coordinates[std::size_t(i)].name; };
    auto velName = [&](int i) { return m_spec.coordinates[std::size_t(i)].name + "_dot"; };
    auto lamName = [&](int j) { return multiplierName(j, m_mh); };
    m_c->hasExactPositions =
        group(ex.positions, n, localized("core", "position"), 0, coordName, outputs,
              ML_NOOP("core", "%1 has no exact formula: the exact solution is not compared"));
    if (m_c->hasExactPositions) {
        m_c->hasExactVelocities = group(
            ex.velocities, n, localized("core", "velocity"), n, velName, outputs,
            ML_NOOP("core", "%1 has no exact formula: the exact velocities are not compared"));
        m_c->hasExactMultipliers = group(
            ex.multipliers, m_m, localized("core", "multiplier"), 2 * n, lamName, outputs,
            ML_NOOP("core", "%1 has no exact formula: the exact multipliers are not compared"));
    }
    if (allBlank(ex.positions) && !(allBlank(ex.velocities) && allBlank(ex.multipliers)))
        error(Part::ExactSolution,
              localized("core", "velocities or multipliers are given without positions"));
    if (!ex.holds.empty()) {
        // The last output: where it is zero the formulas are not this model's solution.
        const Location where(Part::ExactCondition, -1, -1, "holds");
        outputs.push_back(parameterFormula(where, ex.holds, false));
        m_c->hasExactCondition = true;
    }
    if (m_diag.empty()) m_c->exact = Tape(m_c->graph, outputs, 1 + 2 * n);
}

void Compiler::checkReferences() {
    for (std::size_t k = 0; k < m_spec.references.size(); ++k) {
        const ReferenceSpec& r = m_spec.references[k];
        const Location where(Part::Reference, int(k));
        auto size = [&](const std::vector<double>& v, int expected, const std::string& what,
                        bool may) {
            if ((v.empty() && may) || int(v.size()) == expected) return;
            error(where, localized("core", "expected %1 %2, found %3")
                             .arg(std::to_string(expected))
                             .arg(what)
                             .arg(std::to_string(v.size())));
        };
        size(r.positions, m_n, localized("core", "positions"), false);
        size(r.velocities, m_n, localized("core", "velocities"), true);
        size(r.multipliers, m_m, localized("core", "multipliers"), true);
        if (!(r.t > m_spec.tStart))
            error(where, localized("core", "the reference time must lie after the start time"));
    }
}

void Compiler::compileInitial() {
    const int n = m_n;
    std::vector<NodeId> outputs;
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < n; ++i) {
            const CoordinateSpec& c = m_spec.coordinates[std::size_t(i)];
            const Location where(pass == 0 ? Part::InitialPosition : Part::InitialVelocity, i, -1,
                                 c.name);
            const std::string& text = pass == 0 ? c.position : c.velocity;
            outputs.push_back(parameterFormula(where, text, true, m_c->graph.zero()));
        }
    if (!m_diag.empty()) return;
    m_c->initial = Tape(m_c->graph, outputs);
    std::vector<FiniteCheck> checks;
    for (int k = 0; k < 2 * n; ++k) {
        const auto& c = m_spec.coordinates[std::size_t(k % n)];
        checks.push_back(
            {Location(k < n ? Part::InitialPosition : Part::InitialVelocity, k % n, -1, c.name),
             k < n ? c.position : c.velocity, outputs[std::size_t(k)]});
    }
    std::vector<double> in(std::size_t(1 + 2 * n + m_p), 0.0);
    in[0] = m_spec.tStart;
    for (int k = 0; k < m_p; ++k)
        in[std::size_t(1 + 2 * n + k)] = m_spec.parameters[std::size_t(k)].value;
    requireFinite(checks, in);
}

void Compiler::addPoint(std::map<std::string, int>& points, const std::string& name,
                        const std::string& where) {
    if (!isValidIdentifier(name))
        error(where, localized("core", "point name '%1' is not a valid name: %2 (names use ASCII "
                                       "letters, digits and '_', starting with a letter)")
                         .arg(name)
                         .arg(whyNotIdentifier(name)));
    else if (!points.emplace(name, int(points.size())).second)
        error(where, localized("core", "point name '%1' is used twice").arg(name));
}

int Compiler::findPoint(const std::map<std::string, int>& points, const std::string& name,
                        const std::string& where) {
    auto it = points.find(name);
    if (it != points.end()) return it->second;
    error(where, localized("core", "unknown point '%1'").arg(name));
    return -1;
}

void Compiler::compileDrawing() {
    const DrawingSpec& d = m_spec.drawing;
    std::map<std::string, int> pointIndex;
    std::vector<NodeId> outputs;
    for (int k = 0; k < int(d.points.size()); ++k) {
        const DrawingPointSpec& p = d.points[std::size_t(k)];
        addPoint(pointIndex, p.name, "drawing");
        outputs.push_back(formula(Location(Part::PointX, k, -1, p.name), p.x, true));
        outputs.push_back(formula(Location(Part::PointY, k, -1, p.name), p.y, true));
    }
    auto point = [&](const std::string& name) { return findPoint(pointIndex, name, "drawing"); };
    for (const auto& s : d.segments) m_c->segments.emplace_back(point(s.from), point(s.to));
    for (int k = 0; k < int(d.circles.size()); ++k) {
        const DrawingCircleSpec& c = d.circles[std::size_t(k)];
        m_c->circleCenters.push_back(point(c.center));
        outputs.push_back(formula(Location(Part::CircleRadius, k, -1, c.center), c.radius, true));
    }
    for (const auto& e : d.ellipses)
        m_c->ellipses.push_back({point(e.center), point(e.axis1), point(e.axis2)});
    for (const auto& t : d.traces) m_c->traces.push_back(point(t));
    const bool anyView =
        !isBlank(d.xmin) || !isBlank(d.xmax) || !isBlank(d.ymin) || !isBlank(d.ymax);
    if (anyView) {
        const std::pair<const char*, const std::string*> box[] = {
            {"xmin", &d.xmin}, {"xmax", &d.xmax}, {"ymin", &d.ymin}, {"ymax", &d.ymax}};
        for (const auto& [label, text] : box) {
            const Location where(Part::ViewBox, -1, -1, label);
            outputs.push_back(parameterFormula(where, *text, true));
        }
        m_c->hasViewBox = true;
    }
    compileArrows(point, outputs);
    if (m_diag.empty()) m_c->drawing = Tape(m_c->graph, outputs);
}

void Compiler::compileDrawing3D() {
    const Drawing3DSpec& d = m_spec.drawing.three;
    if (d.empty()) return;
    std::map<std::string, int> pointIndex;
    std::vector<NodeId> outputs;
    auto where = [](const std::string& what) { return Location("drawing.3d " + what); };
    for (const DrawingPoint3Spec& p : d.points) {
        addPoint(pointIndex, p.name, "drawing.3d");
        for (const auto& [axis, text] :
             {std::pair{"x", &p.x}, std::pair{"y", &p.y}, std::pair{"z", &p.z}})
            outputs.push_back(formula(where("point " + p.name + " (" + axis + ")"), *text, true));
    }
    auto point = [&](const std::string& name) { return findPoint(pointIndex, name, "drawing.3d"); };
    for (const auto& r : d.rods) m_c->rods3d.emplace_back(point(r.from), point(r.to));
    for (const auto& s : d.spheres) {
        m_c->sphereCenters3d.push_back(point(s.center));
        outputs.push_back(formula(where("sphere at " + s.center + " (radius)"), s.radius, true));
    }
    for (const auto& e : d.discs)
        m_c->discs3d.push_back({point(e.center), point(e.axis1), point(e.axis2)});
    for (const auto& t : d.traces) m_c->traces3d.push_back(point(t));
    if (!isBlank(d.floor)) {
        const Location at = where("floor");
        outputs.push_back(parameterFormula(at, d.floor, true));
        m_c->hasFloor3d = true;
    }
    if (m_diag.empty()) m_c->drawing3d = Tape(m_c->graph, outputs);
}

void Compiler::compileArrows(const std::function<int(const std::string&)>& point,
                             std::vector<NodeId>& outputs) {
    const DrawingSpec& d = m_spec.drawing;
    if (d.arrows.empty()) return;
    ExprGraph& g = m_c->graph;
    const int n = m_n;
    std::vector<std::string> multipliers;
    for (int j = 0; j < m_m; ++j) multipliers.push_back(multiplierName(j, m_mh));
    defineLateInputs(multipliers, 1 + 2 * n + m_p);
    for (int k = 0; k < int(d.arrows.size()); ++k) {
        const DrawingArrowSpec& a = d.arrows[std::size_t(k)];
        const int at = point(a.at);
        const Location whereX(Part::ArrowX, k, -1, a.at), whereY(Part::ArrowY, k, -1, a.at);
        ArrowKind kind = ArrowKind::Force;
        if (a.kind == "velocity")
            kind = ArrowKind::Velocity;
        else if (a.kind == "constraint")
            kind = ArrowKind::Constraint;
        else if (a.kind != "force")
            error(Location(Part::ArrowX, k, 1, a.at),
                  localized("core", "the kind '%1' is none of velocity, force, constraint "
                                    "(what the arrow shows)")
                      .arg(a.kind));
        m_c->arrowPoints.push_back(at);
        m_c->arrowKinds.push_back(kind);
        if (!isBlank(a.x) || !isBlank(a.y) || kind != ArrowKind::Velocity || at < 0) {
            outputs.push_back(formula(whereX, a.x, true, g.zero()));
            outputs.push_back(formula(whereY, a.y, true, g.zero()));
            continue;
        }
        // The point's velocity: d/dt of its position (its nodes, the first outputs),
        // dP/dt + dP/dq v over the coordinates it reads.
        const std::string& name = d.points[std::size_t(at)].name;
        const NodeId px = outputs[std::size_t(2 * at)], py = outputs[std::size_t(2 * at + 1)];
        for (const auto& [where, position] : {std::pair{whereX, px}, std::pair{whereY, py}}) {
            if (position < 0) return; // its own diagnostic says why
            try {
                std::vector<NodeId> terms = {g.derivative(position, 0)};
                for (int slot : std::vector<int>(g.inputsOf(position))) {
                    if (slot >= 1 + n && slot < 1 + 2 * n) {
                        error(where,
                              localized("core",
                                        "point %1 depends on velocities: give the arrow's x and y")
                                  .arg(name));
                        return;
                    }
                    if (slot >= 1 && slot < 1 + n)
                        terms.push_back(g.mul(g.derivative(position, slot), g.input(slot + n)));
                }
                outputs.push_back(g.sum(terms));
            } catch (const DerivativeError& e) {
                error(where, localized("core", "the velocity of point %1 cannot be derived "
                                               "(%2): give the arrow's x and y")
                                 .arg(name)
                                 .arg(e.what()));
                return;
            }
        }
    }
}

ModelCompileResult Compiler::run() {
    m_n = int(m_spec.coordinates.size());
    m_mh = int(m_spec.constraints.size());
    m_m = m_mh + int(m_spec.velocityConstraints.size());
    m_p = int(m_spec.parameters.size());
    m_c->n = m_n;
    m_c->m = m_m;
    m_c->mh = m_mh;
    m_c->parameterCount = m_p;
    if (m_n == 0)
        error("coordinates", localized("core", "the model needs at least one coordinate"));
    if (m_n > ModelSpec::kMaxCoordinates)
        error("coordinates",
              localized("core", "the model has %1 coordinates; mechlab handles up to %2")
                  .arg(std::to_string(m_n))
                  .arg(std::to_string(ModelSpec::kMaxCoordinates)));
    if (m_m > ModelSpec::kMaxConstraints)
        error("constraints",
              localized("core", "the model has %1 constraints; mechlab handles up to %2")
                  .arg(std::to_string(m_m))
                  .arg(std::to_string(ModelSpec::kMaxConstraints)));
    if (!m_diag.empty()) return {std::nullopt, m_diag};
    if (!std::isfinite(m_spec.tStart) || !std::isfinite(m_spec.tEnd) ||
        !(m_spec.tEnd > m_spec.tStart))
        error(Part::TimeInterval,
              localized("core", "the end time must be a finite number after the start time"));
    checkNames();
    if (!m_diag.empty()) return {std::nullopt, m_diag};

    defineInputs();
    compileDefinitions(m_spec.definitions);
    compileDynamics();
    compileInvariants();
    compileExact();
    checkReferences();
    compileInitial();
    compileDrawing();
    compileDrawing3D();
    if (!m_diag.empty()) return {std::nullopt, m_diag};

    std::vector<double> params;
    for (const auto& p : m_spec.parameters) params.push_back(p.value);
    Model model(m_c, std::move(params));
    if (!m_spec.massSymmetric)
        if (auto asymmetric = asymmetricMass(model)) return {std::nullopt, {*asymmetric}};
    if (Diagnostics drawing = drawingAtStart(model); !drawing.empty())
        return {std::nullopt, std::move(drawing)};
    return {std::move(model), {}};
}

// The drawing at the initial state (multipliers zero): a circle's radius is not negative and
// the view box is not empty or inverted (xmin < xmax, ymin < ymax), which a drawing would
// otherwise show mirrored or as nothing, without a word.
Diagnostics Compiler::drawingAtStart(const Model& model) const {
    Diagnostics out;
    const DrawingSpec& d = m_spec.drawing;
    if (m_c->drawing.empty() || (d.circles.empty() && !m_c->hasViewBox)) return out;
    std::vector<double> in = initialInputs(model, model.drawingInputCount()),
                        values(std::size_t(m_c->drawing.outputCount())), work;
    m_c->drawing.eval(in.data(), values.data(), work);
    const std::size_t circles = 2 * d.points.size();
    for (std::size_t k = 0; k < d.circles.size(); ++k)
        if (const double r = values[circles + k]; r < 0.0)
            out.push_back(Diagnostic{Location(Part::CircleRadius, int(k), -1, d.circles[k].center),
                                     d.circles[k].radius, -1,
                                     localized("core", "the radius is negative (%1) at the initial "
                                                       "state: a circle's radius is its size")
                                         .arg(formatBrief(r))});
    if (m_c->hasViewBox) {
        const double* box = values.data() + circles + d.circles.size();
        for (int axis = 0; axis < 2; ++axis)
            if (!(box[2 * axis] < box[2 * axis + 1]))
                out.push_back(Diagnostic{
                    Location(Part::ViewBox, -1, -1, axis == 0 ? "xmax" : "ymax"), "", -1,
                    localized("core", "%1 = %2 is not above %3 = %4: the view box would be %5")
                        .arg(axis == 0 ? "xmax" : "ymax")
                        .arg(formatBrief(box[2 * axis + 1]))
                        .arg(axis == 0 ? "xmin" : "ymin")
                        .arg(formatBrief(box[2 * axis]))
                        .arg(box[2 * axis] == box[2 * axis + 1]
                                 ? localized("core", "empty")
                                 : localized("core", "inverted (the drawing mirrored)"))});
    }
    return out;
}

// A mass matrix given entry by entry ("symmetric": false) must still be symmetric: its
// antisymmetric part does not enter the kinetic energy 1/2 v^T M v, and a typo there (M12 = 3,
// M21 = -3) makes a model that runs to nonsense. Checked at the initial state.
std::optional<Diagnostic> Compiler::asymmetricMass(const Model& model) const {
    const int n = m_n;
    std::vector<double> in = initialInputs(model, model.inputCount()),
                        out(m_c->massEntries.size() + std::size_t(n)), work;
    m_c->dynamics.eval(in.data(), out.data(), work);
    // The entries that are not identically zero by (row, column), and the pairs (i < j) where
    // M_ij or M_ji is one of them, in row-major order (the others are 0 on both sides).
    std::map<std::pair<int, int>, double> mass;
    std::set<std::pair<int, int>> pairs;
    double largest = 0.0;
    for (std::size_t k = 0; k < m_c->massEntries.size(); ++k) {
        const int i = m_c->massEntries[k] / n, j = m_c->massEntries[k] % n;
        mass[{i, j}] = out[k];
        if (i != j) pairs.insert({std::min(i, j), std::max(i, j)});
        largest = std::max(largest, std::abs(out[k]));
    }
    auto M = [&](int i, int j) {
        const auto it = mass.find({i, j});
        return it != mass.end() ? it->second : 0.0;
    };
    for (const auto& [i, j] : pairs)
        if (std::abs(M(i, j) - M(j, i)) > 1e-10 * largest) {
            const Location where(Part::MassMatrix, j, i);
            return Diagnostic{
                where, m_spec.mass.at(j, i), -1,
                localized("core",
                          "is %1 at the initial state but %2 is %3: a mass matrix is symmetric "
                          "(its antisymmetric part does not enter the kinetic energy)")
                    .arg(formatNumber(M(j, i)))
                    .arg(describe(Location(Part::MassMatrix, i, j)))
                    .arg(formatNumber(M(i, j)))};
        }
    return std::nullopt;
}

} // namespace

ModelCompileResult compileModel(const ModelSpec& spec) {
    if (spec.isLinearDae())
        return {
            std::nullopt,
            {Diagnostic{
                "linear_dae", "", -1,
                localized("core",
                          "this is a linear DAE model (E x' = A x + f), not a mechanical one")}}};
    return Compiler(spec).run();
}

} // namespace mechlab::core
