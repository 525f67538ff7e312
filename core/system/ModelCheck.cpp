#include "system/ModelCheck.h"

#include "integrate/Constrained.h"
#include "integrate/Registry.h"
#include "system/MechanicalSystem.h"

#include <Eigen/Cholesky>
#include <Eigen/SVD>
#include <sstream>

namespace mechlab::core {

ModelCheckReport checkModel(const Model& model, const std::string& methodId) {
    ModelCheckReport r;
    r.coordinates = model.coordinateCount();
    r.constraints = model.constraintCount();
    r.parameters = model.parameterCount();
    MechanicalSystem sys(model);
    const double t = model.tStart();
    const VectorXd& q = model.q0();
    const VectorXd& v = model.v0();
    r.nonFinite = sys.explainNonFinite(t, q, v);
    r.finite = r.nonFinite.empty();
    MatrixXd M, G;
    VectorXd f, g, gt;
    sys.dynamics(t, q, v, M, f);
    sys.constraints(t, q, g);
    sys.constraintJacobian(t, q, G, gt);
    if (r.finite) {
        r.massPositiveDefinite = Eigen::LLT<MatrixXd>(M).info() == Eigen::Success;
        if (r.constraints > 0) {
            r.maxAbsG0 = g.lpNorm<Eigen::Infinity>();
            r.maxAbsGv0 = (G * v + gt).lpNorm<Eigen::Infinity>();
            Eigen::JacobiSVD<MatrixXd> svd(G);
            svd.setThreshold(1e-10);
            r.rankG = int(svd.rank());
        }
    }
    r.consistent =
        r.finite && r.maxAbsG0 <= kConsistencyTolerance && r.maxAbsGv0 <= kConsistencyTolerance;
    const CompiledModel& c = model.compiled();
    for (int j = 0; j < r.constraints; ++j) {
        r.jacobianText += "  G row " + std::to_string(j + 1) + ": [";
        for (int k = 0; k < r.coordinates; ++k)
            r.jacobianText += (k ? ", " : "") +
                              model.formula(c.jacobianNodes[std::size_t(j * r.coordinates + k)]);
        r.jacobianText += "]\n";
    }
    if (!methodId.empty())
        if (const MethodEntry* e = findMethod(methodId)) {
            r.methodId = methodId;
            r.methodIndex = e->info.index;
        }
    return r;
}

std::string ModelCheckReport::text() const {
    std::ostringstream s;
    s << "Sizes: " << coordinates << " coordinates, " << constraints << " holonomic constraints, "
      << parameters << " parameters\n";
    if (!finite) {
        s << "Problem: " << nonFinite << "\n";
        return s.str();
    }
    s << "Mass matrix at q0: "
      << (massPositiveDefinite ? "positive definite" : "NOT positive definite (check M)") << "\n";
    if (constraints > 0) {
        s << "Constraint Jacobian G = dg/dq (derived):\n" << jacobianText;
        s << "Rank of G at q0: " << rankG << " of " << constraints
          << (rankG < constraints ? " (constraints are dependent or degenerate here)" : "") << "\n";
        s << "Initial values: max |g(q0)| = " << maxAbsG0 << ", max |G v0 + g_t| = " << maxAbsGv0
          << " -> "
          << (consistent ? "consistent" : "INCONSISTENT (project them onto the constraints)")
          << "\n";
    } else {
        s << "No constraints: the model is an ODE.\n";
    }
    if (methodIndex >= 0)
        s << "Method " << methodId << " integrates a formulation of index " << methodIndex << "\n";
    return s.str();
}

std::optional<Model> projectInitialValues(const Model& model, std::string* error) {
    MechanicalSystem sys(model);
    ConstrainedWorkspace ws;
    VectorXd q = model.q0(), v = model.v0();
    Status s = projectPositions(sys, ws, model.tStart(), q, v, 1e-15);
    if (s.ok()) s = projectVelocities(sys, ws, model.tStart(), q, v);
    if (!s.ok() || !q.allFinite() || !v.allFinite()) {
        if (error) *error = s.ok() ? "the projection produced non-finite values" : s.message();
        return std::nullopt;
    }
    return model.withInitialValues(q, v);
}

} // namespace mechlab::core
