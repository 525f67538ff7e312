#pragma once

// The view of a Model that integrators use (double evaluation with a private work buffer):
//
//     M(q) v' = f(t, q, v) - G(q, t)^T lambda,    g(q, t) = 0,
//     velocity constraint   G(q, t) v + g_t(q, t) = 0,
//     acceleration level    G v' + e(t, q, v) = 0,   e = d/dt (G v + g_t) at fixed v.
//
// One instance per thread: evaluation writes into member buffers. It counts every evaluation so
// that integrators can report their work. The header names the model only: what is above this
// layer sees numbers, never the expression engine.

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <memory>
#include <string>
#include <vector>

namespace mechlab::core {

class Model;
struct CompiledModel;
class Tape;

using Eigen::MatrixXd;
using Eigen::VectorXd;
using ConstVec = Eigen::Ref<const VectorXd>;
using DenseRef = Eigen::Ref<const MatrixXd>;
/// Compressed sparse columns: M and C of a large model whose entries are mostly zeros.
using SparseMatrixD = Eigen::SparseMatrix<double>;

/// Whether `size` entries are all finite, by Eigen's vectorized check.
bool allFiniteVectorized(const double* p, Eigen::Index size);
/// Whether `size` entries are all finite. Up to a dozen entries written out (an entry minus
/// itself is 0 unless it is infinite or NaN): there Eigen's vectorized allFinite() costs more
/// in set-up than in arithmetic, and a small model checks its M, G, stage residuals and Newton
/// increments several times per step; Andrews' mechanism's 39 entries go faster through Eigen.
inline bool allFinite(const double* p, Eigen::Index size) {
    if (size > 12) return allFiniteVectorized(p, size);
    for (Eigen::Index k = 0; k < size; ++k)
        if (p[k] - p[k] != 0.0) return false;
    return true;
}
inline bool allFinite(const MatrixXd& A) {
    return allFinite(A.data(), A.size());
}
inline bool allFinite(const SparseMatrixD& A) {
    return Eigen::Map<const VectorXd>(A.valuePtr(), A.nonZeros()).allFinite();
}

struct EvalCounters {
    long long dynamics = 0;    // evaluations of M and f together
    long long constraints = 0; // g
    long long jacobians = 0;   // G and g_t
    long long hidden = 0;      // e
    long long linearSolves = 0;
};

class MechanicalSystem {
public:
    explicit MechanicalSystem(const Model& model);
    ~MechanicalSystem();
    MechanicalSystem(const MechanicalSystem&) = delete;
    MechanicalSystem& operator=(const MechanicalSystem&) = delete;

    const Model& model() const { return *m_model; }
    double tStart() const;
    /// The consistent initial values the model gives (its parameters' values applied).
    VectorXd q0() const;
    VectorXd v0() const;
    int n() const { return m_n; }
    int m() const { return m_m; }
    /// The first mh() of the m() constraint rows are holonomic (g = 0), the others velocity
    /// constraints A v + b = 0.
    int mh() const { return m_mh; }

    /// Whether M and C are best handled as sparse matrices: a large model whose saddle-point
    /// matrix [M C^T; C 0] is mostly zeros (a chain of many bodies, each coupled to a few
    /// others). The calls below that take SparseMatrixD then give M and C in the structure of
    /// their entries that are not identically zero (the same structure at every point, so that
    /// a factorization can keep its analysis), at a cost that grows with those entries; the
    /// dense ones cost n^2 whatever the model.
    bool sparseAlgebra() const { return m_sparse; }
    /// The same before a system is made.
    static bool sparseAlgebra(const Model& model);

    void dynamics(double t, const ConstVec& q, const ConstVec& v, MatrixXd& M, VectorXd& f);
    /// M in its structure (a matrix that has another structure is given this one).
    void dynamics(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& M, VectorXd& f);
    /// The holonomic constraints g (mh values).
    void constraints(double t, const ConstVec& q, VectorXd& g);
    /// All constraint rows on the velocity level, C v + c = 0: G = C = [dg/dq; A] (m x n) and
    /// gt = c = [dg/dt; b] (m).
    void constraintJacobian(double t, const ConstVec& q, MatrixXd& G, VectorXd& gt);
    void constraintJacobian(double t, const ConstVec& q, SparseMatrixD& G, VectorXd& gt);
    void hiddenTerm(double t, const ConstVec& q, const ConstVec& v, VectorXd& e);
    /// dynamics(), constraintJacobian() and constraints() at one point, by one program.
    void stageTerms(double t, const ConstVec& q, const ConstVec& v, MatrixXd& M, VectorXd& f,
                    MatrixXd& G, VectorXd& gt, VectorXd& g);
    void stageTerms(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& M, VectorXd& f,
                    SparseMatrixD& G, VectorXd& gt, VectorXd& g);
    /// stageTerms() at `count` points (t[p], q[p], v[p]), p < count, with the results of point
    /// p in M[p], f[p], G[p], gt[p], g[p]: every instruction of the program is decoded once for
    /// up to four points (the stages of an implicit Runge-Kutta method).
    void stageTerms(int count, const double* t, const VectorXd* q, const VectorXd* v, MatrixXd* M,
                    VectorXd* f, MatrixXd* G, VectorXd* gt, VectorXd* g);
    void stageTerms(int count, const double* t, const VectorXd* q, const VectorXd* v,
                    SparseMatrixD* M, VectorXd* f, SparseMatrixD* G, VectorXd* gt, VectorXd* g);
    /// Whether the programs' results hold M and G whole, column by column (a model of up to
    /// CompiledModel::kDenseLayoutLimit entries in M and G): what stageBlocks() needs.
    bool denseBlocks() const;
    static constexpr int kMaxStageBlocks = 4;
    /// Where the stage program left one point's results: M (n x n) and G (m x n) column by
    /// column, f (n), g_t (m) and g (mh).
    struct StageBlock {
        const double *M = nullptr, *f = nullptr, *G = nullptr, *gt = nullptr, *g = nullptr;
    };
    /// The stage program at `count` points (1 <= count <= kMaxStageBlocks) with its results
    /// left where it wrote them (blocks[p] for point p), valid until the stage program runs
    /// again. stageTerms() without the copies, for models with denseBlocks().
    void stageBlocks(int count, const double* t, const VectorXd* q, const VectorXd* v,
                     StageBlock* blocks);
    /// dynamics(), constraintJacobian() and hiddenTerm() at one point, by one program.
    void accelerationTerms(double t, const ConstVec& q, const ConstVec& v, MatrixXd& M, VectorXd& f,
                           MatrixXd& G, VectorXd& gt, VectorXd& e);
    void accelerationTerms(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& M,
                           VectorXd& f, SparseMatrixD& G, VectorXd& gt, VectorXd& e);
    double energy(double t, const ConstVec& q, const ConstVec& v);
    /// The energy and its kinetic part T = 1/2 v^T M v.
    double energy(double t, const ConstVec& q, const ConstVec& v, double& kinetic);
    /// The conserved quantities of the spec (ModelSpec::invariants) at one point: per quantity
    /// its value and its size, in pairs (nullptr for a model without them).
    const double* invariants(double t, const ConstVec& q, const ConstVec& v);
    /// energy(), constraintJacobian() and constraints() at one point, by one program (what a
    /// recorded point needs).
    double recordTerms(double t, const ConstVec& q, const ConstVec& v, double& kinetic, MatrixXd& G,
                       VectorXd& gt, VectorXd& g);
    double recordTerms(double t, const ConstVec& q, const ConstVec& v, double& kinetic,
                       SparseMatrixD& G, VectorXd& gt, VectorXd& g);
    /// The energy's rate without the accelerations, dE/dt + dE/dq . v, and dE/dv: along the
    /// motion dE/dt = explicitRate + dEdv . v'. False when E cannot be differentiated.
    bool energyRate(double t, const ConstVec& q, const ConstVec& v, double& explicitRate,
                    VectorXd& dEdv);
    /// Derivatives of the residual  M(q) w - f(t, q, v) + G(q, t)^T lambda  at the given point:
    /// K = d/dq (n x n), D = d/dv = -df/dv (n x n); and of the velocity constraint:
    /// C = d/dq (G(q, t) v + g_t(q, t)) (m x n); with `mu`, also dGtMu = d/dq (G^T mu) (n x n).
    /// Formed from the symbolic derivatives, in one evaluation.
    void residualJacobian(double t, const ConstVec& q, const ConstVec& v, const ConstVec& w,
                          const ConstVec& lambda, MatrixXd& K, MatrixXd& D, MatrixXd& C,
                          const VectorXd* mu = nullptr, MatrixXd* dGtMu = nullptr);
    /// The same as sparse matrices (the entries the symbolic derivatives give, zero or not: the
    /// same structure at every point).
    void residualJacobian(double t, const ConstVec& q, const ConstVec& v, const ConstVec& w,
                          const ConstVec& lambda, SparseMatrixD& K, SparseMatrixD& D,
                          SparseMatrixD& C, const VectorXd* mu = nullptr,
                          SparseMatrixD* dGtMu = nullptr);

    /// The Lagrangian view of the model (see CompiledModel::lagrangian): returns alpha and
    /// writes L, dL/dq, dL/dv and the forces Q acting besides L, at (t, q, v).
    double lagrangian(double t, const ConstVec& q, const ConstVec& v, double& L, VectorXd& Lq,
                      VectorXd& Lv, VectorXd& Q);
    /// Its Jacobian at (t, q, v): Lqv = d(dL/dq)/dv, Lvv = d2L/dv2 (the mass matrix),
    /// Qv = dQ/dv.
    void lagrangianJacobian(double t, const ConstVec& q, const ConstVec& v, MatrixXd& Lqv,
                            MatrixXd& Lvv, MatrixXd& Qv);
    void lagrangianJacobian(double t, const ConstVec& q, const ConstVec& v, SparseMatrixD& Lqv,
                            SparseMatrixD& Lvv, SparseMatrixD& Qv);

    /// Exact solution at t where the model has one: the parts the model gives are written (one
    /// evaluation of the exact-solution program for all of them); returns false without one.
    bool exact(double t, VectorXd* q, VectorXd* v, VectorXd* lambda);
    bool exactPositions(double t, VectorXd& q) { return exact(t, &q, nullptr, nullptr); }
    bool exactVelocities(double t, VectorXd& v);
    bool exactMultipliers(double t, VectorXd& lambda);

    /// Why some model quantity is not finite at (t, q, v): names the formula and the operation
    /// ("f2 is not finite at t = 0.5: division by zero in m/x"); empty if everything is finite.
    std::string explainNonFinite(double t, const ConstVec& q, const ConstVec& v);

    // Taylor coefficients of the model along series q(tau), v(tau), t = t0 + tau
    // (taylor-arithmetic.md): setSeriesState() sets the inputs, the other calls return
    // coefficient k = 0..degree of each quantity (exact up to round-off given the inputs'
    // coefficients 0..k; unknown higher input coefficients are zero) in the first degree + 1
    // entries of their lists, which grow as needed and otherwise keep their storage. They take
    // the degree of setSeriesState() or, where given, a lower one: coefficients that are not
    // final yet are then not computed (and computed once, when they are). Entries below `from`
    // are not written: a caller that asks for the degrees in turn, with inputs whose lower
    // coefficients stay as they were, keeps those from its earlier calls (an expansion unpacks
    // each coefficient once instead of at every degree).
    void setSeriesState(double t0, const std::vector<VectorXd>& q, const std::vector<VectorXd>& v,
                        int degree);
    // M and G come as dense matrices or as sparse ones in the structure of their entries that
    // are not identically zero (for a system with sparseAlgebra()).
    void seriesDynamics(std::vector<MatrixXd>& M, std::vector<VectorXd>& f, int degree = -1,
                        int from = 0);
    void seriesDynamics(std::vector<SparseMatrixD>& M, std::vector<VectorXd>& f, int degree = -1,
                        int from = 0);
    void seriesConstraints(std::vector<VectorXd>& g, int degree = -1, int from = 0);
    void seriesJacobian(std::vector<MatrixXd>& G, std::vector<VectorXd>& gt, int degree = -1,
                        int from = 0);
    void seriesJacobian(std::vector<SparseMatrixD>& G, std::vector<VectorXd>& gt, int degree = -1,
                        int from = 0);

    EvalCounters counters;

private:
    /// Evaluates a tape on the series inputs; returns the coefficients, output-major.
    enum class SeriesProgram { Dynamics, Constraints, Jacobian };
    const std::vector<double>& evalSeries(SeriesProgram program, int degree);
    /// The degree a series call computes: the one asked for, if given and not above the
    /// degree of setSeriesState(), else that one.
    int seriesDegree(int degree) const {
        return degree < 0 || degree > m_degree ? m_degree : degree;
    }
    template <typename Matrix>
    void seriesDynamicsInto(std::vector<Matrix>& M, std::vector<VectorXd>& f, int degree, int from);
    template <typename Matrix>
    void seriesJacobianInto(std::vector<Matrix>& G, std::vector<VectorXd>& gt, int degree,
                            int from);
    void load(double t, const ConstVec& q, const ConstVec* v) { load(m_in, t, q, v); }
    /// Writes t, q and v (if given) into the input slots `in`.
    void load(std::vector<double>& in, double t, const ConstVec& q, const ConstVec* v) const;
    template <typename Matrix>
    void dynamicsInto(double t, const ConstVec& q, const ConstVec& v, Matrix& M, VectorXd& f);
    template <typename Matrix>
    void constraintJacobianInto(double t, const ConstVec& q, Matrix& G, VectorXd& gt);
    template <typename Matrix>
    void stageTermsInto(double t, const ConstVec& q, const ConstVec& v, Matrix& M, VectorXd& f,
                        Matrix& G, VectorXd& gt, VectorXd& g);
    /// Loads and runs the stage program at `count` points (at most Tape::kMaxPoints); out[p] is
    /// point p's output block.
    void evalStagePoints(int count, const double* t, const VectorXd* q, const VectorXd* v,
                         const double** out);
    template <typename Matrix>
    void stageTermsInto(int count, const double* t, const VectorXd* q, const VectorXd* v, Matrix* M,
                        VectorXd* f, Matrix* G, VectorXd* gt, VectorXd* g);
    /// Evaluates the Newton derivatives and hands each term of K, D, C (and d/dq (G^T mu)) to
    /// add(which, row, column, value), which = 0, 1, 2, 3 in that order.
    template <typename Add>
    void newtonTerms(double t, const ConstVec& q, const ConstVec& v, const ConstVec& w,
                     const ConstVec& lambda, const VectorXd* mu, Add&& add);
    template <typename Matrix>
    double recordTermsInto(double t, const ConstVec& q, const ConstVec& v, double& kinetic,
                           Matrix& G, VectorXd& gt, VectorXd& g);
    template <typename Matrix>
    void accelerationTermsInto(double t, const ConstVec& q, const ConstVec& v, Matrix& M,
                               VectorXd& f, Matrix& G, VectorXd& gt, VectorXd& e);
    /// Evaluates the Lagrangian Jacobian and hands each nonzero entry to add(block, row, column,
    /// value), block 0, 1, 2 = d(dL/dq)/dv, d2L/dv2, dQ/dv.
    template <typename Add>
    void lagrangianJacobianTerms(double t, const ConstVec& q, const ConstVec& v, Add&& add);
    /// Copies the outputs M, f (from `out`) into M and f; returns the rest.
    template <typename Matrix>
    const double* unpackDynamics(const double* out, Matrix& M, VectorXd& f) const;
    /// Copies the outputs C, c into G and gt; returns the rest.
    template <typename Matrix>
    const double* unpackJacobian(const double* out, Matrix& G, VectorXd& gt) const;

    std::unique_ptr<const Model> m_model;
    const CompiledModel& m_c;
    int m_n, m_m, m_mh;
    // The structures of M and C (values zero), and each entry's place in a dense matrix
    // (column-major offset).
    SparseMatrixD m_massPattern, m_jacobianPattern;
    std::vector<int> m_massOffsets, m_jacobianOffsets;
    bool m_sparse = false;
    std::vector<double> m_in, m_work;
    // The input slots of the points evaluated together (stageTerms() of several points).
    std::vector<std::vector<double>> m_points;
    // Sparse results as lists of entries: K, D, C, dGtMu (residualJacobian); the Lagrangian
    // Jacobian's three blocks.
    std::vector<Eigen::Triplet<double>> m_terms[4];
    // The slots of the programs evaluated in every step (their parameter part computed once).
    struct Workspaces;
    std::unique_ptr<Workspaces> m_ws;
    std::vector<double> m_seriesIn;  // inputs x m_seriesStride (see setSeriesState())
    std::vector<double> m_seriesOut; // outputs x (degree + 1)
    std::size_t m_seriesStride = 0;
    int m_degree = 0;
};

} // namespace mechlab::core
