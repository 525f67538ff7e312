#include "record/Recorder.h"

#include "model/Model.h"
#include "system/SmallProducts.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

namespace {

struct ErrorColumns {
    bool q, v, lambda;
};

// The squared lengths of G's rows: written out for a dense G (see system/SmallProducts.h).
void squaredRowLengths(const Eigen::MatrixXd& G, Eigen::VectorXd& out) {
    const Eigen::Index rows = G.rows();
    out.setZero(rows);
    double* length = out.data();
    for (Eigen::Index j = 0; j < G.cols(); ++j) {
        const double* a = G.data() + j * rows;
        for (Eigen::Index i = 0; i < rows; ++i) length[i] += a[i] * a[i];
    }
}

void squaredRowLengths(const SparseMatrixD& G, Eigen::VectorXd& out) {
    out.noalias() = G.cwiseAbs2() * Eigen::VectorXd::Ones(G.cols());
}

ErrorColumns errorColumns(const Model& model) {
    return {model.hasExactSolution(), model.hasExactVelocities(),
            model.hasExactMultipliers() && model.constraintCount() > 0};
}

} // namespace

Trajectory Recorder::columns(const Model& model) {
    Trajectory tr;
    auto unitOf = [&](int i) { return model.spec().coordinates[std::size_t(i)].unit; };
    tr.addColumn("t", "s");
    for (int i = 0; i < model.coordinateCount(); ++i)
        tr.addColumn(model.coordinateName(i), unitOf(i));
    for (int i = 0; i < model.coordinateCount(); ++i)
        tr.addColumn(model.velocityName(i), unitOf(i).empty() ? "" : unitOf(i) + "/s");
    for (int j = 0; j < model.constraintCount(); ++j) tr.addColumn(model.multiplierName(j), "");
    tr.addColumn("energy", model.spec().energyUnit);
    tr.addColumn("abs_dE", model.spec().energyUnit);
    tr.addColumn("kinetic", model.spec().energyUnit); // T = 1/2 v^T M v; E - T is the rest
    for (const InvariantSpec& c : model.spec().invariants) {
        tr.addColumn(c.name, c.unit);
        tr.addColumn("abs_d" + c.name, c.unit); // |I - I0|
    }
    tr.addColumn("abs_g", "");
    tr.addColumn("abs_Gv", "");
    if (model.velocityConstraintCount() > 0) tr.addColumn("abs_Av_b", "");
    const ErrorColumns e = errorColumns(model);
    if (e.q) tr.addColumn("err_q", "");
    if (e.v) tr.addColumn("err_v", "");
    if (e.lambda) tr.addColumn("err_lambda", "");
    return tr;
}

Recorder::Recorder(const Model& model) : m_sys(model), m_trajectory(columns(model)) {
    const ErrorColumns e = errorColumns(model);
    m_summary.hasErrorQ = e.q;
    m_summary.hasErrorV = e.v;
    m_summary.hasErrorLambda = e.lambda;
    m_summary.energy.conservation = checkEnergyConservation(model);
    m_summary.invariants = invariantRecords(model.spec());
    m_row.resize(std::size_t(m_trajectory.columnCount()));
    m_trajectory.setRowLimit(defaultRowLimit(m_trajectory.columnCount()));
    // The reference times' rows survive any thinning: the run's scd is measured on them.
    for (const ReferenceSpec& ref : model.references()) m_referenceTimes.push_back(ref.t);
}

void Recorder::onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                      const Eigen::VectorXd& lambda) {
    const int n = m_sys.n(), m = m_sys.m(), mh = m_sys.mh();
    std::size_t k = 0;
    m_row[k++] = t;
    for (int i = 0; i < n; ++i) m_row[k++] = q[i];
    for (int i = 0; i < n; ++i) m_row[k++] = v[i];
    for (int j = 0; j < m; ++j) m_row[k++] = j < lambda.size() ? lambda[j] : std::nan("");

    double kinetic = 0.0, energy = 0.0;
    double absG = 0.0, absGv = 0.0, absAvb = 0.0;
    if (m == 0) {
        energy = m_sys.energy(t, q, v, kinetic);
    } else {
        // The energy, g, G v and the row lengths of G (by one program, which computes what
        // they share once), from the dense or the sparse form (a large sparse model).
        auto measure = [&](auto& G) {
            energy = m_sys.recordTerms(t, q, v, kinetic, G, m_gt, m_g);
            m_Gv = m_gt;
            addProduct(G, v.data(), m_Gv.data());
            squaredRowLengths(G, m_rowLengthSquared);
        };
        if (m_sys.sparseAlgebra())
            measure(m_sparseG);
        else
            measure(m_G);
        if (mh > 0) absG = m_g.lpNorm<Eigen::Infinity>();
        if (mh > 0) absGv = m_Gv.head(mh).lpNorm<Eigen::Infinity>();
        if (m > mh) absAvb = m_Gv.tail(m - mh).lpNorm<Eigen::Infinity>();
        // The violations in the coordinates' own units: a row's residual over the length of
        // its gradient is the distance to that constraint (to first order), here as a fraction
        // of the size of q (positions) or v (velocities), so that it means the same for a
        // pendulum in metres and a mechanism in radians and centimetres.
        const double qSize = std::max(1.0, q.lpNorm<Eigen::Infinity>());
        const double vSize = std::max(1.0, v.lpNorm<Eigen::Infinity>());
        double violation = 0.0;
        for (int j = 0; j < m; ++j) {
            const double row = std::sqrt(m_rowLengthSquared[j]);
            const double scale = row > 0 ? row : 1.0;
            if (j < mh) violation = std::max(violation, std::abs(m_g[j]) / scale / qSize);
            violation = std::max(violation, std::abs(m_Gv[j]) / scale / vSize);
        }
        if (!(violation <= m_summary.maxViolation)) { // NaN sticks
            m_summary.maxViolation = violation;
            m_summary.tMaxViolation = t;
        }
    }
    RunSummary& s = m_summary;
    s.energy.add(t, energy, kinetic);
    m_row[k++] = energy;
    m_row[k++] = std::abs(energy - s.energy.e0);
    m_row[k++] = kinetic;
    if (const double* c = s.invariants.empty() ? nullptr : m_sys.invariants(t, q, v))
        for (std::size_t j = 0; j < s.invariants.size(); ++j) {
            s.invariants[j].add(t, c[2 * j], c[2 * j + 1]);
            m_row[k++] = c[2 * j];
            m_row[k++] = std::abs(c[2 * j] - s.invariants[j].i0);
        }
    m_row[k++] = absG;
    m_row[k++] = absGv;
    if (m > mh) m_row[k++] = absAvb;

    s.maxAbsAvb = std::max(s.maxAbsAvb, absAvb);
    s.maxAbsG = std::max(s.maxAbsG, absG);
    s.maxAbsGv = std::max(s.maxAbsGv, absGv);
    if (s.hasErrorQ && m_sys.exact(t, &m_qx, &m_vx, &m_lx)) {
        const double eq = (q - m_qx).lpNorm<Eigen::Infinity>();
        s.maxErrorQ = std::max(s.maxErrorQ, eq);
        m_row[k++] = eq;
        if (s.hasErrorV) {
            const double ev = (v - m_vx).lpNorm<Eigen::Infinity>();
            s.maxErrorV = std::max(s.maxErrorV, ev);
            m_row[k++] = ev;
        }
        if (s.hasErrorLambda) {
            const double el =
                lambda.size() == m ? (lambda - m_lx).lpNorm<Eigen::Infinity>() : std::nan("");
            s.maxErrorLambda = std::max(s.maxErrorLambda, el);
            m_row[k++] = el;
        }
    }
    m_trajectory.appendRow(m_row.data(), std::find(m_referenceTimes.begin(), m_referenceTimes.end(),
                                                   t) != m_referenceTimes.end());
    s.tFinal = t;
    s.qFinal = q;
    s.vFinal = v;
    s.lambdaFinal = lambda;
}

double ReferenceErrors::mixedError(double x, double r, double largest) {
    const double scale = std::max(std::abs(r), kFloor * largest);
    return scale > 0.0 ? std::abs(x - r) / scale : std::abs(x - r);
}

std::vector<ReferenceErrors> referenceErrorsAt(const Model& model, const Trajectory& trajectory) {
    std::vector<ReferenceErrors> out;
    const int n = model.coordinateCount(), m = model.constraintCount();
    const std::vector<double>& t = trajectory.column(0).values;
    const double tFirst = t.empty() ? model.tStart() : t.front();
    const double tLast = t.empty() ? model.tStart() : t.back();
    // The worst mixed error of a group of components (positions, velocities or multipliers).
    auto worst = [](const std::vector<double>& r, auto&& value) {
        double largest = 0.0, e = 0.0;
        for (double ri : r) largest = std::max(largest, std::abs(ri));
        for (std::size_t i = 0; i < r.size(); ++i)
            e = std::max(e, ReferenceErrors::mixedError(value(int(i)), r[i], largest));
        return e;
    };
    auto worstMixed = [](const std::vector<double>& r, auto&& value) {
        double e = 0.0;
        for (std::size_t i = 0; i < r.size(); ++i)
            e = std::max(e, std::abs(value(int(i)) - r[i]) / (1.0 + std::abs(r[i])));
        return e;
    };
    for (const ReferenceSpec& ref : model.references()) {
        // Only times the run covered; compared only at a recorded step point (every run ends
        // exactly at its end time, adaptive ones stop on each reference time): an interpolated
        // value would measure the interpolation rather than the method.
        const double tolT = 1e-12 * std::max(1.0, std::abs(ref.t));
        if (t.empty() || ref.t < tFirst - tolT || ref.t > tLast + tolT) continue;
        ReferenceErrors e;
        e.t = ref.t;
        const std::size_t k =
            std::size_t(std::lower_bound(t.begin(), t.end(), ref.t - tolT) - t.begin());
        if (k == t.size() || std::abs(t[k] - ref.t) > tolT) {
            out.push_back(e); // count 0: not a step point
            continue;
        }
        auto valueAt = [&](int column) { return trajectory.column(column).values[k]; };
        e.count = 1;
        e.accuracyQ = ref.accuracyQ;
        e.accuracyV = ref.accuracyV;
        e.accuracyLambda = ref.accuracyLambda;
        auto position = [&](int i) { return valueAt(1 + i); };
        auto velocity = [&](int i) { return valueAt(1 + n + i); };
        auto multiplier = [&](int j) { return valueAt(1 + 2 * n + j); };
        e.relErrorQ = worst(ref.positions, position);
        e.mixedErrorQ = worstMixed(ref.positions, position);
        e.hasV = !ref.velocities.empty();
        e.relErrorV = worst(ref.velocities, velocity);
        e.mixedErrorV = worstMixed(ref.velocities, velocity);
        e.hasLambda = !ref.multipliers.empty() && m > 0;
        if (e.hasLambda) {
            e.relErrorLambda = worst(ref.multipliers, multiplier);
            e.mixedErrorLambda = worstMixed(ref.multipliers, multiplier);
        }
        out.push_back(e);
    }
    return out;
}

ReferenceErrors worstReferenceErrors(const std::vector<ReferenceErrors>& each) {
    ReferenceErrors out;
    for (const ReferenceErrors& e : each) {
        if (e.count == 0) continue;
        out.t = out.count == 0 ? e.t : std::nan("");
        ++out.count;
        out.relErrorQ = std::max(out.relErrorQ, e.relErrorQ);
        out.relErrorV = std::max(out.relErrorV, e.relErrorV);
        out.relErrorLambda = std::max(out.relErrorLambda, e.relErrorLambda);
        out.mixedErrorQ = std::max(out.mixedErrorQ, e.mixedErrorQ);
        out.mixedErrorV = std::max(out.mixedErrorV, e.mixedErrorV);
        out.mixedErrorLambda = std::max(out.mixedErrorLambda, e.mixedErrorLambda);
        out.accuracyQ = std::max(out.accuracyQ, e.accuracyQ);
        out.accuracyV = std::max(out.accuracyV, e.accuracyV);
        out.accuracyLambda = std::max(out.accuracyLambda, e.accuracyLambda);
        out.hasV = out.hasV || e.hasV;
        out.hasLambda = out.hasLambda || e.hasLambda;
    }
    return out;
}

ReferenceErrors Recorder::referenceErrors() const {
    return worstReferenceErrors(referenceErrorsAt(m_sys.model(), m_trajectory));
}

} // namespace mechlab::core
