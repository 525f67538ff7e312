#include "run/ModelCheck.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "run/Registry.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <Eigen/Cholesky>
#include <Eigen/OrderingMethods>
#include <Eigen/QR>
#include <Eigen/SPQRSupport>
#include <Eigen/SparseCholesky>
#include <algorithm>

namespace mechlab::core {

namespace {

// Whether M (its lower triangle, as LLT reads it) is positive definite, by a Cholesky
// factorization.
bool positiveDefinite(const MatrixXd& M) {
    return Eigen::LLT<MatrixXd>(M).info() == Eigen::Success;
}
bool positiveDefinite(const SparseMatrixD& M) {
    return Eigen::SimplicialLLT<SparseMatrixD>(M).info() == Eigen::Success;
}

// The rank of the constraint rows by a rank-revealing QR of G^T, columns whose remaining norm is
// below 1e-10 of the largest counting as zero (the singular values would say the same at many
// times the cost for large models).
int constraintRank(const MatrixXd& G) {
    Eigen::ColPivHouseholderQR<MatrixXd> qr(G.transpose());
    qr.setThreshold(1e-10);
    return int(qr.rank());
}
int constraintRank(const SparseMatrixD& G) {
    const SparseMatrixD rows = G.transpose();
    double largest = 0.0;
    for (Eigen::Index j = 0; j < rows.outerSize(); ++j)
        largest = std::max(largest, rows.col(j).norm());
    // SuiteSparseQR: columns of remaining norm at most the threshold count as zero.
    Eigen::SPQR<SparseMatrixD> qr;
    qr.setPivotThreshold(1e-10 * largest);
    qr.compute(rows);
    return int(qr.rank());
}

// The initial residuals; with `full`, also the rank of the constraint rows and whether M is
// positive definite (a check, not every run, pays for them: dense, they are cubic in the size,
// and for the 2000 coordinates of a chain of 1000 links took most of a second). M and G are dense
// matrices, or sparse ones for a system with sparseAlgebra().
template <typename Matrix>
void checkMatrices(MechanicalSystem& sys, const Model& model, bool full, ModelCheckReport& r) {
    const double t = model.tStart();
    const VectorXd& q = model.q0();
    const VectorXd& v = model.v0();
    Matrix G;
    VectorXd g, gt;
    sys.constraints(t, q, g);
    sys.constraintJacobian(t, q, G, gt);
    if (!r.finite) return;
    if (full) {
        Matrix M;
        VectorXd f;
        sys.dynamics(t, q, v, M, f);
        r.massPositiveDefinite = positiveDefinite(M);
    }
    if (model.constraintCount() == 0) return;
    const int mh = r.constraints;
    const VectorXd residual = G * v + gt;
    r.maxAbsG0 = mh > 0 ? g.lpNorm<Eigen::Infinity>() : 0.0;
    r.maxAbsGv0 = mh > 0 ? residual.head(mh).lpNorm<Eigen::Infinity>() : 0.0;
    r.maxAbsAvb0 = r.velocityConstraints > 0
                       ? residual.tail(r.velocityConstraints).lpNorm<Eigen::Infinity>()
                       : 0.0;
    if (full) r.rankG = constraintRank(G);
}

// The sizes and the initial residuals (see checkMatrices()).
ModelCheckReport checkStart(const Model& model, bool full) {
    ModelCheckReport r;
    r.coordinates = model.coordinateCount();
    r.constraints = model.holonomicCount();
    r.velocityConstraints = model.velocityConstraintCount();
    r.parameters = model.parameterCount();
    MechanicalSystem sys(model);
    r.nonFinite = sys.explainNonFinite(model.tStart(), model.q0(), model.v0());
    r.finite = r.nonFinite.empty();
    if (sys.sparseAlgebra())
        checkMatrices<SparseMatrixD>(sys, model, full, r);
    else
        checkMatrices<MatrixXd>(sys, model, full, r);
    r.consistent = r.finite && r.maxAbsG0 <= kConsistencyTolerance &&
                   r.maxAbsGv0 <= kConsistencyTolerance && r.maxAbsAvb0 <= kConsistencyTolerance;
    return r;
}

} // namespace

ModelCheckReport checkInitialValues(const Model& model) {
    return checkStart(model, false);
}

// Rows of at most this many columns are written out entry by entry.
constexpr int kRowsWritten = 12;

namespace {

// Row i of a matrix of the model's formulas: "[a, b, ...]", or with `byName` the entries held
// only, "x: a, y: b (the other N entries are 0)" (a row of the 10 000-link chain has 4 of 20 000).
std::string rowText(const Model& model, const NodeMatrix& matrix, int i, bool byName) {
    const int n = model.coordinateCount();
    std::string text;
    if (!byName) {
        for (int k = 0; k < n; ++k) text += (k ? ", " : "") + model.formula(matrix(i, k));
        return "[" + text + "]";
    }
    const auto& entries = matrix.row(i);
    for (std::size_t e = 0; e < entries.size(); ++e)
        text += (e ? ", " : "") + model.coordinateName(entries[e].column) + ": " +
                model.formula(entries[e].node);
    return text + " " +
           localized("core", "(the other %1 entries are 0)").arg(n - int(entries.size())).str();
}

} // namespace

ModelCheckReport checkModel(const Model& model, const std::string& methodId) {
    ModelCheckReport r = checkStart(model, true);
    const CompiledModel& c = model.compiled();
    const int n = r.coordinates;
    // A row of many columns names its nonzero entries only (a chain of 1000 links: four of 2000).
    const bool byName = n > kRowsWritten;
    for (int j = 0; j < model.constraintCount(); ++j) {
        const bool holonomic = j < r.constraints;
        r.jacobianText += "  " +
                          (holonomic ? localized("core", "G row %1:").arg(j + 1)
                                     : localized("core", "A row %1:").arg(j - r.constraints + 1))
                              .str() +
                          " ";
        r.jacobianText += rowText(model, c.jacobianNodes, j, byName);
        if (!holonomic)
            r.jacobianText += ", b = " + model.formula(c.timeDerivativeNodes[std::size_t(j)]);
        r.jacobianText += "\n";
    }
    if (!model.spec().lagrangian.empty()) {
        for (int i = 0; i < n; ++i) {
            r.equationsText += "  " + localized("core", "M row %1:").arg(i + 1).str() + " ";
            r.equationsText += rowText(model, c.massNodes, i, byName);
            r.equationsText += "\n";
        }
        for (int i = 0; i < n; ++i)
            r.equationsText += "  f" + std::to_string(i + 1) + " = " +
                               model.formula(c.forceNodes[std::size_t(i)]) + "\n";
    }
    if (!methodId.empty())
        if (const MethodEntry* e = findMethod(methodId)) {
            r.methodId = methodId;
            r.methodIndex = e->info.index;
        }
    return r;
}

std::string ModelCheckReport::text() const {
    std::string s;
    auto line = [&s](const std::string& text) { s += text + "\n"; };
    // Each count with its noun, singular for one.
    std::string sizes =
        (coordinates == 1 ? localized("core", "1 coordinate")
                          : localized("core", "%1 coordinates").arg(coordinates))
            .str() +
        ", " +
        (constraints == 1 ? localized("core", "1 holonomic constraint")
                          : localized("core", "%1 holonomic constraints").arg(constraints))
            .str();
    if (velocityConstraints > 0)
        sizes +=
            ", " + (velocityConstraints == 1
                        ? localized("core", "1 velocity constraint")
                        : localized("core", "%1 velocity constraints").arg(velocityConstraints))
                       .str();
    sizes += ", " + (parameters == 1 ? localized("core", "1 parameter")
                                     : localized("core", "%1 parameters").arg(parameters))
                        .str();
    line(localized("core", "Sizes: %1").arg(sizes));
    if (!finite) {
        line(localized("core", "Problem: %1").arg(nonFinite));
        return s;
    }
    line(massPositiveDefinite ? localized("core", "Mass matrix at q0: positive definite")
                              : localized("core", "Mass matrix at q0: NOT positive definite "
                                                  "(check M)"));
    if (!equationsText.empty())
        s += localized("core", "Equations of motion M v' = f derived from the Lagrangian:").str() +
             "\n" + equationsText;
    const int all = constraints + velocityConstraints;
    if (all > 0) {
        line(velocityConstraints > 0
                 ? localized("core", "Constraint rows (G = dg/dq derived; A, b as given):")
                 : localized("core", "Constraint Jacobian G = dg/dq (derived):"));
        s += jacobianText;
        line(rankG < all ? localized("core", "Rank of the constraint rows at q0: %1 of %2 "
                                             "(constraints are dependent or degenerate here)")
                               .arg(rankG)
                               .arg(all)
                         : localized("core", "Rank of the constraint rows at q0: %1 of %2")
                               .arg(rankG)
                               .arg(all));
        std::string measured;
        if (constraints > 0)
            measured = "max |g(q0)| = " + formatSix(maxAbsG0) +
                       ", max |G v0 + g_t| = " + formatSix(maxAbsGv0);
        if (velocityConstraints > 0)
            measured += (constraints > 0 ? ", " : "") + std::string("max |A v0 + b| = ") +
                        formatSix(maxAbsAvb0);
        line(consistent ? localized("core", "Initial values: %1 -> consistent").arg(measured)
                        : localized("core", "Initial values: %1 -> INCONSISTENT (project them "
                                            "onto the constraints)")
                              .arg(measured));
    } else {
        line(localized("core", "No constraints: the model is an ODE."));
    }
    if (methodIndex >= 0)
        line(localized("core", "Method %1 integrates a formulation of index %2")
                 .arg(methodId)
                 .arg(methodIndex));
    return s;
}

std::optional<Model> projectInitialValues(const Model& model, std::string* error) {
    MechanicalSystem sys(model);
    ConstrainedWorkspace ws;
    const double t0 = model.tStart();
    VectorXd q = model.q0(), v = model.v0();
    // Newton's method from q0 (five iterations per call, up to 20): it ends on g = 0 when a
    // solution is near; where there is none (x^2 + y^2 + 1 = 0), or q0 is far from it, it wanders.
    Status s;
    const double size = std::max(1.0, q.lpNorm<Eigen::Infinity>());
    auto residual = [&] {
        if (sys.mh() == 0) return 0.0;
        sys.constraints(t0, q, ws.g);
        return ws.g.lpNorm<Eigen::Infinity>();
    };
    for (int round = 0; round < 4 && s.ok() && !(residual() <= 1e-12 * size); ++round)
        s = projectPositions(sys, ws, t0, q, v, 1e-15);
    // Failed after it moved (not singular at q0 itself): it found no solution on its way.
    const double moved = (q - model.q0()).lpNorm<Eigen::Infinity>();
    const bool lostOnTheWay = !s.ok() && s.code == StatusCode::SingularMatrix && moved > 0.0;
    if ((s.ok() || lostOnTheWay) && q.allFinite() && !(residual() <= 1e-10 * size)) {
        if (error)
            *error = (lostOnTheWay
                          ? localized("core", "g(q) = 0 has no solution near q0: Newton's method "
                                              "from q0 ended at |g| = %1 after moving q by %2, "
                                              "where G lost rank (the constraints may have no "
                                              "real solution, or q0 is far from one)")
                          : localized("core", "g(q) = 0 has no solution near q0: Newton's method "
                                              "from q0 ended at |g| = %1 after moving q by %2 "
                                              "(the constraints may have no real solution, or q0 "
                                              "is far from one)"))
                         .arg(formatBrief(residual()))
                         .arg(formatBrief(moved));
        return std::nullopt;
    }
    if (s.ok()) s = projectVelocities(sys, ws, t0, q, v);
    if (!s.ok() || !q.allFinite() || !v.allFinite()) {
        if (error)
            *error = s.ok() ? localized("core", "the projection produced non-finite values").str()
                            : s.message();
        return std::nullopt;
    }
    return model.withInitialValues(q, v);
}

} // namespace mechlab::core
