#include "system/MechanicalSystem.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "model/Model.h"
#include "system/AdaptiveLU.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mechlab::core {

struct MechanicalSystem::Workspaces {
    Tape::Workspace dynamics, constraints, jacobian, hidden, newton, stage, acceleration,
        lagrangian, lagrangianJacobian, energy, energyRate, exact, record, invariants;
    // Kept from one degree to the next (see Tape::evalSeries()).
    Tape::SeriesWorkspace dynamicsSeries, constraintSeries, jacobianSeries;
};

MechanicalSystem::MechanicalSystem(const Model& model)
    : m_model(std::make_unique<const Model>(model)), m_c(m_model->compiled()),
      m_n(model.coordinateCount()), m_m(model.constraintCount()), m_mh(model.holonomicCount()),
      m_in(std::size_t(model.inputCount()), 0.0), m_ws(std::make_unique<Workspaces>()) {
    for (int k = 0; k < model.parameterCount(); ++k)
        m_in[std::size_t(model.parameterSlot(k))] = model.parameterValues()[std::size_t(k)];
    m_points.assign(Tape::kMaxPoints, m_in);
    // The structures, from the entries listed column by column.
    auto structure = [&](const std::vector<int>& entries, int rows, SparseMatrixD& pattern,
                         std::vector<int>& offsets) {
        pattern.resize(rows, m_n);
        pattern.resizeNonZeros(Eigen::Index(entries.size()));
        int* outer = pattern.outerIndexPtr();
        std::fill(outer, outer + m_n + 1, 0);
        offsets.clear();
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const int i = entries[k] / m_n, j = entries[k] % m_n;
            pattern.innerIndexPtr()[k] = i;
            pattern.valuePtr()[k] = 0.0;
            ++outer[j + 1];
            offsets.push_back(j * rows + i);
        }
        for (int j = 0; j < m_n; ++j) outer[j + 1] += outer[j];
    };
    structure(m_c.massEntries, m_n, m_massPattern, m_massOffsets);
    structure(m_c.jacobianEntries, m_m, m_jacobianPattern, m_jacobianOffsets);
    m_sparse = sparseAlgebra(model);
}

MechanicalSystem::~MechanicalSystem() = default;

bool MechanicalSystem::sparseAlgebra(const Model& model) {
    const CompiledModel& c = model.compiled();
    return AdaptiveLU<double>::sparseFor(c.n + c.m,
                                         c.massEntries.size() + 2 * c.jacobianEntries.size());
}

double MechanicalSystem::tStart() const {
    return m_model->tStart();
}

VectorXd MechanicalSystem::q0() const {
    return m_model->q0();
}

VectorXd MechanicalSystem::v0() const {
    return m_model->v0();
}

bool MechanicalSystem::exactVelocities(double t, VectorXd& v) {
    return m_model->hasExactVelocities() && exact(t, nullptr, &v, nullptr);
}

bool MechanicalSystem::exactMultipliers(double t, VectorXd& lambda) {
    return m_model->hasExactMultipliers() && exact(t, nullptr, nullptr, &lambda);
}

bool allFiniteVectorized(const double* p, Eigen::Index size) {
    return Eigen::Map<const VectorXd>(p, size).allFinite();
}

void MechanicalSystem::load(std::vector<double>& in, double t, const ConstVec& q,
                            const ConstVec* v) const {
    in[0] = t;
    std::copy(q.data(), q.data() + m_n, in.begin() + 1);
    if (v) std::copy(v->data(), v->data() + m_n, in.begin() + 1 + m_n);
}

namespace {

// A matrix of the given structure from a program's block: the whole matrix column by column
// (`whole`, a model's dense layout), or its structural entries in order; `offsets` are the
// entries' column-major places.
void place(const double* block, bool whole, const SparseMatrixD& pattern,
           const std::vector<int>& offsets, MatrixXd& A) {
    // memcpy and memset rather than Eigen's assignment, which moves two doubles per instruction
    // in this build: copying M and G was a tenth of a stage evaluation of Andrews' mechanism.
    A.resize(pattern.rows(), pattern.cols());
    double* a = A.data();
    const std::size_t bytes = sizeof(double) * std::size_t(A.size());
    if (bytes == 0) return; // (a model without constraints: no block, and A has no data)
    if (whole) {
        std::memcpy(a, block, bytes);
        return;
    }
    std::memset(a, 0, bytes);
    for (std::size_t k = 0; k < offsets.size(); ++k) a[offsets[k]] = block[k];
}

// Gives A the structure of `pattern` unless it has it (its values are then zeros).
void shape(SparseMatrixD& A, const SparseMatrixD& pattern) {
    const Eigen::Index nonzeros = pattern.nonZeros(), columns = pattern.cols();
    const bool same =
        A.rows() == pattern.rows() && A.cols() == columns && A.nonZeros() == nonzeros &&
        A.isCompressed() &&
        std::equal(pattern.outerIndexPtr(), pattern.outerIndexPtr() + columns + 1,
                   A.outerIndexPtr()) &&
        std::equal(pattern.innerIndexPtr(), pattern.innerIndexPtr() + nonzeros, A.innerIndexPtr());
    if (!same) A = pattern;
}

// The same into a sparse matrix of that structure (given to it unless it has it).
void place(const double* block, bool whole, const SparseMatrixD& pattern,
           const std::vector<int>& offsets, SparseMatrixD& A) {
    const Eigen::Index nonzeros = pattern.nonZeros();
    shape(A, pattern);
    double* values = A.valuePtr();
    if (whole)
        for (std::size_t k = 0; k < offsets.size(); ++k) values[k] = block[offsets[k]];
    else
        std::copy(block, block + nonzeros, values);
}

// A vector from a program's block (memcpy, as in place()).
void assign(VectorXd& x, const double* from, Eigen::Index size) {
    x.resize(size);
    if (size > 0) std::memcpy(x.data(), from, sizeof(double) * std::size_t(size));
}

} // namespace

template <typename Matrix>
const double* MechanicalSystem::unpackDynamics(const double* out, Matrix& M, VectorXd& f) const {
    place(out, m_c.denseLayout, m_massPattern, m_massOffsets, M);
    out += m_c.denseLayout ? std::size_t(m_n) * std::size_t(m_n) : m_massOffsets.size();
    assign(f, out, m_n);
    return out + m_n;
}

template <typename Matrix>
const double* MechanicalSystem::unpackJacobian(const double* out, Matrix& G, VectorXd& gt) const {
    place(out, m_c.denseLayout, m_jacobianPattern, m_jacobianOffsets, G);
    out += m_c.denseLayout ? std::size_t(m_m) * std::size_t(m_n) : m_jacobianOffsets.size();
    assign(gt, out, m_m);
    return out + m_m;
}

template <typename Matrix>
void MechanicalSystem::dynamicsInto(double t, const ConstVec& q, const ConstVec& v, Matrix& M,
                                    VectorXd& f) {
    load(t, q, &v);
    unpackDynamics(m_c.dynamics.eval(m_in.data(), m_ws->dynamics), M, f);
    ++counters.dynamics;
}

void MechanicalSystem::dynamics(double t, const ConstVec& q, const ConstVec& v, MatrixXd& M,
                                VectorXd& f) {
    dynamicsInto(t, q, v, M, f);
}

void MechanicalSystem::dynamics(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& M,
                                VectorXd& f) {
    dynamicsInto(t, q, v, M, f);
}

void MechanicalSystem::constraints(double t, const ConstVec& q, VectorXd& g) {
    load(t, q, nullptr);
    if (m_mh > 0)
        assign(g, m_c.constraints.eval(m_in.data(), m_ws->constraints), m_mh);
    else
        g.resize(0);
    ++counters.constraints;
}

template <typename Matrix>
void MechanicalSystem::constraintJacobianInto(double t, const ConstVec& q, Matrix& G,
                                              VectorXd& gt) {
    load(t, q, nullptr);
    unpackJacobian(m_m > 0 ? m_c.constraintJacobian.eval(m_in.data(), m_ws->jacobian) : nullptr, G,
                   gt);
    ++counters.jacobians;
}

void MechanicalSystem::constraintJacobian(double t, const ConstVec& q, MatrixXd& G, VectorXd& gt) {
    constraintJacobianInto(t, q, G, gt);
}

void MechanicalSystem::constraintJacobian(double t, const ConstVec& q, SparseMatrixD& G,
                                          VectorXd& gt) {
    constraintJacobianInto(t, q, G, gt);
}

void MechanicalSystem::hiddenTerm(double t, const ConstVec& q, const ConstVec& v, VectorXd& e) {
    load(t, q, &v);
    if (m_m > 0)
        assign(e, m_c.hiddenTerm.eval(m_in.data(), m_ws->hidden), m_m);
    else
        e.resize(0);
    ++counters.hidden;
}

void MechanicalSystem::evalStagePoints(int count, const double* t, const VectorXd* q,
                                       const VectorXd* v, const double** out) {
    const double* in[Tape::kMaxPoints];
    for (int p = 0; p < count; ++p) {
        const ConstVec velocity(v[p]);
        load(m_points[std::size_t(p)], t[p], q[p], &velocity);
        in[p] = m_points[std::size_t(p)].data();
    }
    m_c.stage.evalPoints(count, in, m_ws->stage, out);
    counters.dynamics += count;
    counters.jacobians += count;
    counters.constraints += count;
}

template <typename Matrix>
void MechanicalSystem::stageTermsInto(int count, const double* t, const VectorXd* q,
                                      const VectorXd* v, Matrix* M, VectorXd* f, Matrix* G,
                                      VectorXd* gt, VectorXd* g) {
    const double* out[Tape::kMaxPoints];
    for (int first = 0; first < count; first += Tape::kMaxPoints) {
        const int points = std::min(Tape::kMaxPoints, count - first);
        evalStagePoints(points, t + first, q + first, v + first, out);
        for (int p = 0; p < points; ++p) {
            const int k = first + p;
            const double* rest = unpackJacobian(unpackDynamics(out[p], M[k], f[k]), G[k], gt[k]);
            assign(g[k], rest, m_mh);
        }
    }
}

bool MechanicalSystem::denseBlocks() const {
    return m_c.denseLayout;
}

static_assert(MechanicalSystem::kMaxStageBlocks == Tape::kMaxPoints,
              "stageBlocks() evaluates its points in one pass");

void MechanicalSystem::stageBlocks(int count, const double* t, const VectorXd* q, const VectorXd* v,
                                   StageBlock* blocks) {
    const double* out[Tape::kMaxPoints];
    evalStagePoints(count, t, q, v, out);
    const std::size_t n = std::size_t(m_n), m = std::size_t(m_m);
    for (int p = 0; p < count; ++p) {
        StageBlock& b = blocks[p];
        b.M = out[p];
        b.f = b.M + n * n;
        b.G = b.f + n;
        b.gt = b.G + m * n;
        b.g = b.gt + m;
    }
}

template <typename Matrix>
void MechanicalSystem::stageTermsInto(double t, const ConstVec& q, const ConstVec& v, Matrix& M,
                                      VectorXd& f, Matrix& G, VectorXd& gt, VectorXd& g) {
    load(t, q, &v);
    const double* rest =
        unpackJacobian(unpackDynamics(m_c.stage.eval(m_in.data(), m_ws->stage), M, f), G, gt);
    assign(g, rest, m_mh);
    ++counters.dynamics;
    ++counters.jacobians;
    ++counters.constraints;
}

void MechanicalSystem::stageTerms(double t, const ConstVec& q, const ConstVec& v, MatrixXd& M,
                                  VectorXd& f, MatrixXd& G, VectorXd& gt, VectorXd& g) {
    stageTermsInto(t, q, v, M, f, G, gt, g);
}

void MechanicalSystem::stageTerms(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& M,
                                  VectorXd& f, SparseMatrixD& G, VectorXd& gt, VectorXd& g) {
    stageTermsInto(t, q, v, M, f, G, gt, g);
}

void MechanicalSystem::stageTerms(int count, const double* t, const VectorXd* q, const VectorXd* v,
                                  MatrixXd* M, VectorXd* f, MatrixXd* G, VectorXd* gt,
                                  VectorXd* g) {
    stageTermsInto(count, t, q, v, M, f, G, gt, g);
}

void MechanicalSystem::stageTerms(int count, const double* t, const VectorXd* q, const VectorXd* v,
                                  SparseMatrixD* M, VectorXd* f, SparseMatrixD* G, VectorXd* gt,
                                  VectorXd* g) {
    stageTermsInto(count, t, q, v, M, f, G, gt, g);
}

template <typename Matrix>
void MechanicalSystem::accelerationTermsInto(double t, const ConstVec& q, const ConstVec& v,
                                             Matrix& M, VectorXd& f, Matrix& G, VectorXd& gt,
                                             VectorXd& e) {
    load(t, q, &v);
    const double* rest = unpackJacobian(
        unpackDynamics(m_c.acceleration.eval(m_in.data(), m_ws->acceleration), M, f), G, gt);
    assign(e, rest, m_m);
    ++counters.dynamics;
    ++counters.jacobians;
    ++counters.hidden;
}

void MechanicalSystem::accelerationTerms(double t, const ConstVec& q, const ConstVec& v,
                                         MatrixXd& M, VectorXd& f, MatrixXd& G, VectorXd& gt,
                                         VectorXd& e) {
    accelerationTermsInto(t, q, v, M, f, G, gt, e);
}

void MechanicalSystem::accelerationTerms(double t, const ConstVec& q, const ConstVec& v,
                                         SparseMatrixD& M, VectorXd& f, SparseMatrixD& G,
                                         VectorXd& gt, VectorXd& e) {
    accelerationTermsInto(t, q, v, M, f, G, gt, e);
}

template <typename Add>
void MechanicalSystem::newtonTerms(double t, const ConstVec& q, const ConstVec& v,
                                   const ConstVec& w, const ConstVec& lambda, const VectorXd* mu,
                                   Add&& add) {
    load(t, q, &v);
    const double* jac = m_c.newtonJacobian.eval(m_in.data(), m_ws->newton);
    const std::vector<NewtonEntry>& entries = m_c.newtonEntries;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const NewtonEntry& d = entries[k];
        const double x = jac[k];
        switch (d.kind) {
        case NewtonEntry::Mass:
            add(0, d.i, d.c, x * w[d.j]);
            break;
        case NewtonEntry::ForceQ:
            add(0, d.i, d.c, -x);
            break;
        case NewtonEntry::ForceV:
            add(1, d.i, d.c, -x);
            break;
        case NewtonEntry::Row:
            add(0, d.j, d.c, x * lambda[d.i]);
            add(2, d.i, d.c, x * v[d.j]);
            if (mu) add(3, d.j, d.c, x * (*mu)[d.i]);
            break;
        case NewtonEntry::Offset:
            add(2, d.i, d.c, x);
            break;
        }
    }
    ++counters.jacobians;
}

void MechanicalSystem::residualJacobian(double t, const ConstVec& q, const ConstVec& v,
                                        const ConstVec& w, const ConstVec& lambda, MatrixXd& K,
                                        MatrixXd& D, MatrixXd& C, const VectorXd* mu,
                                        MatrixXd* dGtMu) {
    const int n = m_n, m = m_m;
    K.setZero(n, n);
    D.setZero(n, n);
    C.setZero(m, n);
    const bool withMu = mu && dGtMu;
    if (withMu) dGtMu->setZero(n, n);
    MatrixXd* out[4] = {&K, &D, &C, dGtMu};
    newtonTerms(t, q, v, w, lambda, withMu ? mu : nullptr,
                [&](int which, int i, int j, double x) { (*out[which])(i, j) += x; });
}

void MechanicalSystem::residualJacobian(double t, const ConstVec& q, const ConstVec& v,
                                        const ConstVec& w, const ConstVec& lambda, SparseMatrixD& K,
                                        SparseMatrixD& D, SparseMatrixD& C, const VectorXd* mu,
                                        SparseMatrixD* dGtMu) {
    for (auto& terms : m_terms) terms.clear();
    const bool withMu = mu && dGtMu;
    newtonTerms(t, q, v, w, lambda, withMu ? mu : nullptr,
                [&](int which, int i, int j, double x) { m_terms[which].emplace_back(i, j, x); });
    if (withMu) {
        dGtMu->resize(m_n, m_n);
        dGtMu->setFromTriplets(m_terms[3].begin(), m_terms[3].end());
    }
    K.resize(m_n, m_n);
    D.resize(m_n, m_n);
    C.resize(m_m, m_n);
    K.setFromTriplets(m_terms[0].begin(), m_terms[0].end());
    D.setFromTriplets(m_terms[1].begin(), m_terms[1].end());
    C.setFromTriplets(m_terms[2].begin(), m_terms[2].end());
}

double MechanicalSystem::lagrangian(double t, const ConstVec& q, const ConstVec& v, double& L,
                                    VectorXd& Lq, VectorXd& Lv, VectorXd& Q) {
    load(t, q, &v);
    const double* out = m_c.lagrangian.eval(m_in.data(), m_ws->lagrangian);
    const int n = m_n;
    L = out[1];
    Lq = Eigen::Map<const VectorXd>(out + 2, n);
    Lv = Eigen::Map<const VectorXd>(out + 2 + n, n);
    Q = Eigen::Map<const VectorXd>(out + 2 + 2 * n, n);
    ++counters.dynamics;
    return out[0];
}

template <typename Add>
void MechanicalSystem::lagrangianJacobianTerms(double t, const ConstVec& q, const ConstVec& v,
                                               Add&& add) {
    load(t, q, &v);
    const double* out = m_c.lagrangianJacobian.eval(m_in.data(), m_ws->lagrangianJacobian);
    const int n = m_n;
    const std::vector<int>& entries = m_c.lagrangianJacobianEntries;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const int e = entries[k];
        add(e / (n * n), (e / n) % n, e % n, out[k]);
    }
    ++counters.jacobians;
}

void MechanicalSystem::lagrangianJacobian(double t, const ConstVec& q, const ConstVec& v,
                                          MatrixXd& Lqv, MatrixXd& Lvv, MatrixXd& Qv) {
    MatrixXd* blocks[3] = {&Lqv, &Lvv, &Qv};
    for (MatrixXd* b : blocks) b->setZero(m_n, m_n);
    lagrangianJacobianTerms(t, q, v,
                            [&](int block, int i, int j, double x) { (*blocks[block])(i, j) = x; });
}

void MechanicalSystem::lagrangianJacobian(double t, const ConstVec& q, const ConstVec& v,
                                          SparseMatrixD& Lqv, SparseMatrixD& Lvv,
                                          SparseMatrixD& Qv) {
    for (auto& terms : m_terms) terms.clear();
    lagrangianJacobianTerms(
        t, q, v, [&](int block, int i, int j, double x) { m_terms[block].emplace_back(i, j, x); });
    SparseMatrixD* blocks[3] = {&Lqv, &Lvv, &Qv};
    for (int b = 0; b < 3; ++b) {
        blocks[b]->resize(m_n, m_n);
        blocks[b]->setFromTriplets(m_terms[b].begin(), m_terms[b].end());
    }
}

double MechanicalSystem::energy(double t, const ConstVec& q, const ConstVec& v) {
    double kinetic = 0.0;
    return energy(t, q, v, kinetic);
}

double MechanicalSystem::energy(double t, const ConstVec& q, const ConstVec& v, double& kinetic) {
    load(t, q, &v);
    const double* out = m_c.energy.eval(m_in.data(), m_ws->energy);
    kinetic = out[1];
    return out[0];
}

const double* MechanicalSystem::invariants(double t, const ConstVec& q, const ConstVec& v) {
    if (m_c.invariants.empty()) return nullptr;
    load(t, q, &v);
    return m_c.invariants.eval(m_in.data(), m_ws->invariants);
}

template <typename Matrix>
double MechanicalSystem::recordTermsInto(double t, const ConstVec& q, const ConstVec& v,
                                         double& kinetic, Matrix& G, VectorXd& gt, VectorXd& g) {
    load(t, q, &v);
    const double* out = m_c.record.eval(m_in.data(), m_ws->record);
    kinetic = out[1];
    assign(g, unpackJacobian(out + 2, G, gt), m_mh);
    ++counters.jacobians;
    ++counters.constraints;
    return out[0];
}

double MechanicalSystem::recordTerms(double t, const ConstVec& q, const ConstVec& v,
                                     double& kinetic, MatrixXd& G, VectorXd& gt, VectorXd& g) {
    return recordTermsInto(t, q, v, kinetic, G, gt, g);
}

double MechanicalSystem::recordTerms(double t, const ConstVec& q, const ConstVec& v,
                                     double& kinetic, SparseMatrixD& G, VectorXd& gt, VectorXd& g) {
    return recordTermsInto(t, q, v, kinetic, G, gt, g);
}

bool MechanicalSystem::energyRate(double t, const ConstVec& q, const ConstVec& v,
                                  double& explicitRate, VectorXd& dEdv) {
    if (!m_c.hasEnergyRate) return false;
    load(t, q, &v);
    const double* out = m_c.energyRate.eval(m_in.data(), m_ws->energyRate);
    explicitRate = out[0];
    dEdv = Eigen::Map<const VectorXd>(out + 1, m_n);
    return true;
}

bool MechanicalSystem::exact(double t, VectorXd* q, VectorXd* v, VectorXd* lambda) {
    if (!m_model->hasExactSolution()) return false;
    m_in[0] = t;
    const double* out = m_c.exact.eval(m_in.data(), m_ws->exact);
    // Outputs: positions (n), then velocities (n) and multipliers (m) where given.
    if (q) *q = Eigen::Map<const VectorXd>(out, m_n);
    if (v && m_c.hasExactVelocities) *v = Eigen::Map<const VectorXd>(out + m_n, m_n);
    const int offset = m_c.hasExactVelocities ? 2 * m_n : m_n;
    if (lambda && m_c.hasExactMultipliers) *lambda = Eigen::Map<const VectorXd>(out + offset, m_m);
    return true;
}

void MechanicalSystem::setSeriesState(double t0, const std::vector<VectorXd>& q,
                                      const std::vector<VectorXd>& v, int degree) {
    m_degree = degree;
    const std::size_t len = std::size_t(degree + 1);
    // Input s's coefficients from s * m_seriesStride on: a layout kept from degree to degree (an
    // expansion asks for every degree up to its order, segment after segment), where only the
    // coordinates' and velocities' coefficients change. Time t0 + tau; parameters are
    // constants.
    if (m_seriesStride < len) {
        m_seriesStride = std::max({len, 2 * m_seriesStride, std::size_t(8)});
        m_seriesIn.assign(m_in.size() * m_seriesStride, 0.0);
        m_seriesIn[1] = 1.0;
    }
    const std::size_t stride = m_seriesStride;
    m_seriesIn[0] = t0;
    for (std::size_t s = std::size_t(1 + 2 * m_n); s < m_in.size(); ++s)
        m_seriesIn[s * stride] = m_in[s];
    for (int i = 0; i < m_n; ++i) {
        double* qi = m_seriesIn.data() + std::size_t(1 + i) * stride;
        double* vi = m_seriesIn.data() + std::size_t(1 + m_n + i) * stride;
        for (std::size_t k = 0; k < len; ++k) {
            qi[k] = k < q.size() ? q[k][i] : 0.0;
            vi[k] = k < v.size() ? v[k][i] : 0.0;
        }
    }
}

const std::vector<double>& MechanicalSystem::evalSeries(SeriesProgram program, int degree) {
    const Tape& tape = program == SeriesProgram::Dynamics      ? m_c.dynamics
                       : program == SeriesProgram::Constraints ? m_c.constraints
                                                               : m_c.constraintJacobian;
    Tape::SeriesWorkspace& ws = program == SeriesProgram::Dynamics      ? m_ws->dynamicsSeries
                                : program == SeriesProgram::Constraints ? m_ws->constraintSeries
                                                                        : m_ws->jacobianSeries;
    m_seriesOut.resize(std::size_t(tape.outputCount() * (degree + 1)));
    if (!tape.empty())
        tape.evalSeries(m_seriesIn.data(), degree, m_seriesOut.data(), ws, m_seriesStride);
    return m_seriesOut;
}

namespace {

// Coefficients from..count-1 of a series of vectors, sized; a list that is long enough keeps its
// storage (an expansion asks for every degree up to its order, segment after segment).
void sizeSeries(std::vector<VectorXd>& x, std::size_t from, std::size_t count, Eigen::Index size) {
    if (x.size() < count) x.resize(count);
    for (std::size_t k = from; k < count; ++k) x[k].resize(size);
}

// Coefficients from..count-1 of a series of matrices of the given structure from a series
// program's output, where entry e's coefficient k is values[e * count + k] (offsets: the
// entries' column-major places). Dense: zeros elsewhere. A list keeps its storage as above.
void placeSeries(const double* values, std::size_t from, std::size_t count,
                 const SparseMatrixD& pattern, const std::vector<int>& offsets,
                 std::vector<MatrixXd>& x) {
    if (x.size() < count) x.resize(count);
    const std::size_t entries = offsets.size();
    const int* offset = offsets.data();
    // (Where every entry is listed, as in a small model's M, each is written below.)
    const bool full = Eigen::Index(entries) == pattern.rows() * pattern.cols();
    for (std::size_t k = from; k < count; ++k) {
        if (full)
            x[k].resize(pattern.rows(), pattern.cols());
        else
            x[k].setZero(pattern.rows(), pattern.cols());
        double* a = x[k].data();
        for (std::size_t e = 0; e < entries; ++e) a[offset[e]] = values[e * count + k];
    }
}
void placeSeries(const double* values, std::size_t from, std::size_t count,
                 const SparseMatrixD& pattern, const std::vector<int>& offsets,
                 std::vector<SparseMatrixD>& x) {
    if (x.size() < count) x.resize(count);
    const std::size_t entries = offsets.size();
    for (std::size_t k = from; k < count; ++k) {
        shape(x[k], pattern);
        double* a = x[k].valuePtr();
        for (std::size_t e = 0; e < entries; ++e) a[e] = values[e * count + k];
    }
}

} // namespace

template <typename Matrix>
void MechanicalSystem::seriesDynamicsInto(std::vector<Matrix>& M, std::vector<VectorXd>& f,
                                          int degree, int from) {
    degree = seriesDegree(degree);
    const auto& out = evalSeries(SeriesProgram::Dynamics, degree);
    const std::size_t len = std::size_t(degree + 1), entries = m_massOffsets.size();
    const std::size_t first = std::size_t(std::clamp(from, 0, degree + 1));
    placeSeries(out.data(), first, len, m_massPattern, m_massOffsets, M);
    sizeSeries(f, first, len, m_n);
    for (std::size_t k = first; k < len; ++k)
        for (int i = 0; i < m_n; ++i) f[k][i] = out[(entries + std::size_t(i)) * len + k];
    ++counters.dynamics;
}

void MechanicalSystem::seriesDynamics(std::vector<MatrixXd>& M, std::vector<VectorXd>& f,
                                      int degree, int from) {
    seriesDynamicsInto(M, f, degree, from);
}

void MechanicalSystem::seriesDynamics(std::vector<SparseMatrixD>& M, std::vector<VectorXd>& f,
                                      int degree, int from) {
    seriesDynamicsInto(M, f, degree, from);
}

void MechanicalSystem::seriesConstraints(std::vector<VectorXd>& g, int degree, int from) {
    degree = seriesDegree(degree);
    const std::size_t len = std::size_t(degree + 1);
    const std::size_t first = std::size_t(std::clamp(from, 0, degree + 1));
    sizeSeries(g, first, len, m_mh);
    if (m_mh > 0) {
        const auto& out = evalSeries(SeriesProgram::Constraints, degree);
        for (std::size_t k = first; k < len; ++k)
            for (int j = 0; j < m_mh; ++j) g[k][j] = out[std::size_t(j) * len + k];
    }
    ++counters.constraints;
}

template <typename Matrix>
void MechanicalSystem::seriesJacobianInto(std::vector<Matrix>& G, std::vector<VectorXd>& gt,
                                          int degree, int from) {
    degree = seriesDegree(degree);
    const std::size_t len = std::size_t(degree + 1), entries = m_jacobianOffsets.size();
    const std::size_t first = std::size_t(std::clamp(from, 0, degree + 1));
    sizeSeries(gt, first, len, m_m);
    if (m_m > 0) {
        const auto& out = evalSeries(SeriesProgram::Jacobian, degree);
        placeSeries(out.data(), first, len, m_jacobianPattern, m_jacobianOffsets, G);
        for (std::size_t k = first; k < len; ++k)
            for (int j = 0; j < m_m; ++j) gt[k][j] = out[(entries + std::size_t(j)) * len + k];
    } else {
        placeSeries(nullptr, first, len, m_jacobianPattern, m_jacobianOffsets, G);
    }
    ++counters.jacobians;
}

void MechanicalSystem::seriesJacobian(std::vector<MatrixXd>& G, std::vector<VectorXd>& gt,
                                      int degree, int from) {
    seriesJacobianInto(G, gt, degree, from);
}

void MechanicalSystem::seriesJacobian(std::vector<SparseMatrixD>& G, std::vector<VectorXd>& gt,
                                      int degree, int from) {
    seriesJacobianInto(G, gt, degree, from);
}

std::string MechanicalSystem::explainNonFinite(double t, const ConstVec& q, const ConstVec& v) {
    load(t, q, &v);
    for (int i = 0; i < m_n; ++i)
        if (!std::isfinite(q[i]) || !std::isfinite(v[i])) {
            return localized("core",
                             "the state itself is not finite at t = %1 (%2 or its velocity)")
                .arg(formatSix(t))
                .arg(m_model->coordinateName(i));
        }
    struct Part {
        const Tape* tape;
        std::function<std::string(int)> name;
    };
    const int n = m_n;
    auto idx = [n](int e) { return std::to_string(e / n + 1) + std::to_string(e % n + 1); };
    const int massEntries = int(m_c.massEntries.size());
    const int jacobianEntries = int(m_c.jacobianEntries.size());
    const Part parts[] = {
        {&m_c.dynamics,
         [&](int k) {
             return k < massEntries ? "M" + idx(m_c.massEntries[std::size_t(k)])
                                    : "f" + std::to_string(k - massEntries + 1);
         }},
        {&m_c.constraints, [](int k) { return "g" + std::to_string(k + 1); }},
        {&m_c.constraintJacobian,
         [&](int k) {
             return k < jacobianEntries ? "G" + idx(m_c.jacobianEntries[std::size_t(k)])
                                        : "dg" + std::to_string(k - jacobianEntries + 1) + "/dt";
         }},
        {&m_c.hiddenTerm,
         [](int k) { return localized("core", "hidden constraint term %1").arg(k + 1).str(); }},
    };
    for (const Part& part : parts) {
        if (part.tape->empty()) continue;
        std::vector<double> out(std::size_t(part.tape->outputCount()));
        part.tape->eval(m_in.data(), out.data(), m_work);
        for (int k = 0; k < int(out.size()); ++k) {
            if (std::isfinite(out[std::size_t(k)])) continue;
            if (auto failure = part.tape->explainNonFinite(m_in.data(), m_work))
                return localized("core", "%1 is not finite at t = %2: %3 in %4")
                    .arg(part.name(k))
                    .arg(formatSix(t))
                    .arg(failure->what)
                    .arg(m_model->formula(failure->node));
            return localized("core", "%1 is not finite at t = %2")
                .arg(part.name(k))
                .arg(formatSix(t));
        }
    }
    return {};
}

} // namespace mechlab::core
