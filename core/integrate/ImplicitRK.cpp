#include "integrate/ImplicitRK.h"

#include "base/Text.h"
#include "integrate/GlobalError.h"
#include "integrate/OneStep.h"
#include "integrate/StepDriver.h"
#include "integrate/Work.h"
#include "system/AdaptiveLU.h"
#include "system/Constrained.h"
#include "system/FixedSize.h"
#include "system/SmallProducts.h"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

namespace mechlab::core {

namespace {

// A Newton-matrix pivot at most this fraction of the largest entry: singular.
constexpr double kRelativePivot = 1e-14;

enum class Formulation { Index3, Index2, GGL, Index1 };

struct Options {
    Formulation form = Formulation::Index3;
    StepControl control; // fixed steps, or adaptive with control.tol
    bool stageLambda = false;
    Projection projection = Projection::Off;
    int projectEvery = 1;
    double alpha = 0.0, beta = 0.0;
};

// Where the Newton matrices are assembled: a dense matrix, or a list of entries (row, column,
// value) for a sparse one, each block added at its offsets.
template <typename Scalar> class DenseSink {
public:
    using Mat = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    DenseSink(Mat& J, Eigen::Index size) : m_J(J) { setZeros(m_J, size, size); }
    void add(int row, int col, const MatrixXd& x, Scalar f) {
        if (f == Scalar(0.0) || x.size() == 0) return;
        for (Eigen::Index j = 0; j < x.cols(); ++j) {
            Scalar* out = &m_J(row, col + j);
            const double* in = &x(0, j);
            for (Eigen::Index i = 0; i < x.rows(); ++i) out[i] += in[i] * f;
        }
    }
    void identity(int row, int col, int size, Scalar f) {
        m_J.block(row, col, size, size).diagonal().array() += f;
    }
    Mat& matrix() { return m_J; }

private:
    Mat& m_J;
};

template <typename Scalar> class SparseSink {
public:
    using Mat = Eigen::SparseMatrix<Scalar>;
    SparseSink(Mat& J, Eigen::Index size, std::vector<Eigen::Triplet<Scalar>>& entries)
        : m_J(J), m_size(size), m_entries(entries) {
        m_entries.clear();
    }
    /// Entries stored in x are added zero or not, so that the structure stays the same.
    void add(int row, int col, const SparseMatrixD& x, Scalar f) {
        appendEntries(m_entries, row, col, x, f);
    }
    void identity(int row, int col, int size, Scalar f) {
        for (int k = 0; k < size; ++k) m_entries.emplace_back(row + k, col + k, f);
    }
    /// The matrix of the entries added (those at one place summed).
    Mat& matrix() {
        m_J.resize(m_size, m_size);
        m_J.setFromTriplets(m_entries.begin(), m_entries.end());
        return m_J;
    }

private:
    Mat& m_J;
    Eigen::Index m_size;
    std::vector<Eigen::Triplet<Scalar>>& m_entries;
};

// What the solver derives from a tableau alone (an eigendecomposition and a few small
// factorizations: about 80 k instructions, a run's fixed cost), computed once per tableau.
struct TableauData {
    MatrixXd A2; // A^2: Q_i depends on W_j through h^2 (A^2)_ij
    bool explicitFirst = false, stifflyAccurate = false, invertibleA = false;
    VectorXd lambdaW;      // b^T A^-1 (epsilon-embedding update of lambda)
    double rInf = 0.0;     // R(infinity)
    double gamma0 = 0;     // weight of the derivative at t_n in the embedded formula
    VectorXd e;            // embedded minus main weights
    int estimateOrder = 1; // order of the embedded formula
    double meanNode = 0.0; // the mean of the nodes c_i (where the Newton matrix is evaluated)
    // A = T diag(eig) T^-1 (see Solver's blocks), when decoupled.
    bool decoupled = false;
    Eigen::VectorXcd eig;
    MatrixXd TRe, TIm, TinvRe, TinvIm;        // T and T^-1, real and imaginary parts
    std::vector<std::pair<int, bool>> blocks; // (eigenvalue, real) of each block
    int estimateBlock = -1;                   // the real block whose eigenvalue is gamma0, if any
};

TableauData deriveTableau(const ImplicitTableau& tab) {
    TableauData d;
    const int s = int(tab.c.size());
    const MatrixXd& A = tab.A;
    d.A2 = A * A;
    d.meanNode = tab.c.mean();
    d.explicitFirst = tab.c[0] == 0.0 && A.row(0).isZero();
    d.stifflyAccurate = tab.c[s - 1] == 1.0 && (A.row(s - 1).transpose() - tab.b).isZero();
    Eigen::FullPivLU<MatrixXd> lu(A);
    d.invertibleA = lu.isInvertible();
    if (d.invertibleA) {
        d.lambdaW = tab.b.transpose() * lu.inverse();
        d.rInf = 1.0 - d.lambdaW.sum();
    }
    // Embedded weights: the interpolatory quadrature on the nodes 0 (the derivative at t_n, with
    // weight gamma0) and c_1..c_s, exact for polynomials of degree s - 1. When c_1 = 0 is itself
    // a stage (Lobatto IIIA), the nodes c_1..c_{s-1} instead (degree s - 2).
    const int nodes = d.explicitFirst ? s - 1 : s;
    d.gamma0 = d.explicitFirst ? 0.0 : (s == 3 ? 0.2748888295956774 : 1.0 / double(s + 1));
    MatrixXd V(nodes, nodes);
    VectorXd rhs(nodes);
    for (int k = 0; k < nodes; ++k) {
        for (int i = 0; i < nodes; ++i) V(k, i) = std::pow(tab.c[i], k);
        rhs[k] = 1.0 / double(k + 1) - (k == 0 ? d.gamma0 : 0.0);
    }
    VectorXd bhat = VectorXd::Zero(s);
    bhat.head(nodes) = V.fullPivLu().solve(rhs);
    d.e = bhat - tab.b;
    d.estimateOrder = std::max(1, std::min(nodes, tab.order));

    if (d.explicitFirst) return d;
    Eigen::EigenSolver<MatrixXd> eigen(A);
    if (eigen.info() != Eigen::Success) return d;
    d.eig = eigen.eigenvalues();
    const Eigen::MatrixXcd T = eigen.eigenvectors();
    Eigen::FullPivLU<Eigen::MatrixXcd> tlu(T);
    // A defective or nearly defective A keeps the dense system.
    if (!tlu.isInvertible() || tlu.rcond() < 1e-8) return d;
    const Eigen::MatrixXcd Tinv = tlu.inverse();
    d.TRe = T.real();
    d.TIm = T.imag();
    d.TinvRe = Tinv.real();
    d.TinvIm = Tinv.imag();
    for (int k = 0; k < s; ++k) {
        const double im = d.eig[k].imag();
        const bool real = std::abs(im) <= 1e-14 * std::abs(d.eig[k]);
        if (real || im > 0.0) d.blocks.emplace_back(k, real);
        if (real && d.gamma0 != 0.0 && std::abs(d.eig[k].real() - d.gamma0) <= 1e-12)
            d.estimateBlock = int(d.blocks.size()) - 1;
    }
    d.decoupled = true;
    return d;
}

// The data of a tableau, derived at its first use in the process (tableaus are told apart by
// their coefficients, so one built by a caller is never mistaken for another).
const TableauData& tableauData(const ImplicitTableau& tab) {
    static std::mutex mutex;
    static std::vector<std::pair<ImplicitTableau, std::unique_ptr<const TableauData>>> cache;
    const std::lock_guard<std::mutex> lock(mutex);
    for (const auto& [known, data] : cache)
        if (known.order == tab.order && known.A == tab.A && known.b == tab.b && known.c == tab.c)
            return *data;
    cache.emplace_back(tab, std::make_unique<const TableauData>(deriveTableau(tab)));
    return *cache.back().second;
}

// One implicit Runge-Kutta method as a scheme of the step driver. Matrix: MatrixXd, or
// SparseMatrixD for a large model whose matrices are mostly zeros (sparseAlgebra()): M, G and
// the Newton derivatives are then handled as sparse matrices and the Newton systems assembled as
// sparse ones, at a cost that grows with their nonzeros.
template <typename Matrix> class Solver final : public SteppingScheme {
public:
    Solver(const Model& model, const ImplicitTableau& tab, const Options& o);
    /// The order of the embedded error estimate.
    int estimateOrder() const { return m_td.estimateOrder; }
    MechanicalSystem& system() { return m_sys; }

    Status begin(double t0, StepObserver& observer) override;
    Attempt attempt(double t, double h) override;
    Status accept(double t, double h, double t1, StepObserver& observer) override;
    // accept() without the sampling of fixed steps.
    Status acceptStep(double t, double h, double t1, StepObserver& observer);
    void addStats(RunStats& stats) const override;
    void addWarnings(RunStats& stats) const override { m_sampler.warn(stats); }
    double nextStep(double h, double proposed) const override;
    std::string tooSmallHint(const StepControl& control) override {
        // At the last accepted point, where the steps shrank, against the start (models of up
        // to 200 constraint rows: the measure is a dense SVD).
        const std::string note =
            m_m > 200 ? std::string()
                      : rankLossNote(m_sys, m_t, m_q,
                                     constraintRowLengths(m_sys, m_sys.tStart(), m_sys.q0()));
        const std::string hint = SteppingScheme::tooSmallHint(control);
        return note.empty() ? hint : hint + "; " + note;
    }

private:
    void prepareTableau();
    /// Evaluates the Newton matrix data at t_n + shift (see attempt()); true when they are
    /// finite there. Without `derivatives`, K, D and C are kept from the last evaluation.
    bool evaluateJacobian(double shift, bool derivatives = true);
    /// Writes the coupling of a stage's unknowns to the residuals of a stage whose tableau
    /// polynomials are p0 = [i == j], p1 = A_ij, p2 = (A^2)_ij (or, for the transformed system,
    /// 1, lambda, lambda^2 for an eigenvalue lambda of A) into J at the given offsets.
    /// Without `algebraic`, only the dynamics rows.
    template <typename Scalar, typename Sink>
    void writeCoupling(Sink& J, int rowW, int rowC, int rowV, int colW, int colL, int colMu,
                       Scalar p0, Scalar p1, Scalar p2, double h, bool algebraic = true) const;
    /// The sink of this solver's kind for a matrix of the given size, assembled in `dense` or
    /// `sparse` (with the list `entries`).
    template <typename Scalar>
    auto sink(Eigen::Index size, Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& dense,
              Eigen::SparseMatrix<Scalar>& sparse, std::vector<Eigen::Triplet<Scalar>>& entries);
    /// Factorizes the matrix a sink assembled.
    template <typename Scalar, typename Sink>
    bool factorizeSink(Sink& sink, AdaptiveLU<Scalar>& lu);
    bool factorize(double h);
    // The Newton iteration's parts take the number of stages S, of coordinates N and of
    // constraints C as compile-time constants where they are small (see bySizes()),
    // Eigen::Dynamic otherwise (then m_s, m_n and m_m): their loops run over 2-3 stages of a
    // few entries each, and the loops' bookkeeping cost more than their arithmetic.
    template <int S = Eigen::Dynamic, int N = Eigen::Dynamic, int C = Eigen::Dynamic>
    void solveNewton(const VectorXd& r, VectorXd& x);
    template <int S = Eigen::Dynamic, int N = Eigen::Dynamic, int C = Eigen::Dynamic>
    void stageStates(double h);
    template <int S, int N, int C> bool residual(double h);
    template <int S = Eigen::Dynamic, int N = Eigen::Dynamic, int C = Eigen::Dynamic>
    double incrementNorm(const VectorXd& dx, double h, bool roundOffFloor);
    bool solveStages(double h);
    template <int S, int N, int C> bool solveStagesSized(double h);
    template <int S> int stages() const { return S == Eigen::Dynamic ? m_s : S; }
    template <int N> int coordinates() const { return N == Eigen::Dynamic ? m_n : N; }
    template <int C> int constraints() const { return C == Eigen::Dynamic ? m_m : C; }
    // Newton increments of this scaled norm are at round-off level (relative size 1e-11 with
    // adaptive steps, 1e-13 with fixed ones), or of the size round-off in the residual causes
    // through the Newton matrix: further iterations cannot reduce them.
    bool atRoundOff(double norm, double h) {
        return norm * m_newtonTol <= (m_o.control.adaptive ? 1e-11 : 1e-13) ||
               norm <= 10.0 * roundOffIncrement(h, true);
    }
    double roundOffIncrement(double h, bool roundOffFloor);
    // Whether incrementNorm() weights the velocities by h (see there).
    bool velocitiesWeighted() const {
        return m_o.control.adaptive && m_o.form == Formulation::Index3 && m_m > 0 &&
               m_td.invertibleA && m_td.stifflyAccurate;
    }
    double errorEstimate(double h);

    // What a step changes of the solver, to run the sampled half steps of a fixed step
    // (StepErrorSampler) from its start and go on from its end as if they had not been taken.
    struct Snapshot {
        double t = 0.0, hPrevious = 0.0, theta = 1.0, thetaMax = 0.0, factoredH = -1.0;
        bool predictHigh = false, keepDerivatives = false, jacobianAtStart = false;
        VectorXd q, v, w, lambda, wMethod, wEarlier, carryQ, carryV, gNoise;
        std::vector<VectorXd> W, L, Mu, Wprev, Lprev, MuPrev;
        int projections = 0; // the projector's calls
    };
    // Calls op(member, its copy in s) for each member a step changes but the projector's count:
    // the one list save() and restore() share.
    template <typename Op> void eachStepMember(Snapshot& s, Op op);
    void save(Snapshot& s);
    void restore(Snapshot& s);
    // The two half steps of the fixed step from t just accepted (whose state `start` holds),
    // compared with it; a half step that fails leaves the sample out.
    void sampleStepError(double t, double h, double t1, Snapshot& start);

    const ImplicitTableau& m_tab;
    Options m_o;
    MechanicalSystem m_sys;
    Projector m_projector;
    ConstrainedWorkspace m_ws;
    int m_s, m_n, m_m, m_mh, m_unknowns; // m_mh: holonomic rows (the others: A v + b = 0)
    bool m_ggl;
    const TableauData& m_td; // derived from m_tab, once per process

    // Solution at t_n: positions, velocities, accelerations and multipliers.
    double m_t = 0.0;
    VectorXd m_q, m_v, m_w, m_lambda;
    // The method's own acceleration at t_n (with its multipliers, not the recomputed ones): the
    // derivative the embedded estimate compares the stages with.
    VectorXd m_wMethod;
    // Newton matrix data at t_n.
    Matrix m_M0, m_G0, m_K0, m_D0, m_C0, m_KGt, m_GGt, m_C0Gt;
    // Parts of them as the Newton matrices use them: G^T, the holonomic rows of G and GG^T, the
    // velocity-constraint rows of G and C.
    Matrix m_G0t, m_G0h, m_GGth, m_G0v, m_C0v;
    VectorXd m_f0, m_gt0, m_qJ, m_vJ; // m_qJ, m_vJ: where the Jacobian was evaluated
    // The stage system of size s * nb (nb = n + m, or n + 2m with GGL). When A = T diag(l) T^-1
    // (every tableau but Lobatto IIIA, whose first stage is explicit), it falls apart into one
    // nb x nb system per real eigenvalue and one complex system per conjugate pair (Hairer and
    // Wanner, Solving ODEs II, 1996, IV.8): m_blocks lists them; otherwise one dense LU.
    struct Block {
        int k;     // index of the eigenvalue in m_td.eig
        bool real; // real eigenvalue, else the member of a pair with Im > 0
        AdaptiveLU<double> lu;
        AdaptiveLU<std::complex<double>> clu;
    };
    int m_nb = 0;
    std::vector<Block> m_blocks;
    // The assembled Newton matrices (dense, or sparse with their lists of entries).
    MatrixXd m_J, m_B, m_F; // m_F: the error filter's matrix
    Eigen::MatrixXcd m_Bc;
    SparseMatrixD m_sparseB, m_sparseF;
    AdaptiveLU<double> m_filterLU;
    Eigen::SparseMatrix<std::complex<double>> m_sparseBc;
    std::vector<Eigen::Triplet<double>> m_entries;
    std::vector<Eigen::Triplet<std::complex<double>>> m_complexEntries;
    VectorXd m_rb;          // a block's right-hand side, solved in place
    Eigen::VectorXcd m_rbc; // the same for a complex block
    AdaptiveLU<double> m_lu;
    // The step the Newton matrix is factored for (-1: the Jacobian is to be evaluated at t_n).
    double m_factoredH = -1.0;
    // The Newton matrix data, derivatives included, were evaluated for the current step.
    bool m_jacobianAtStart = false;
    // The next evaluation of the Newton matrix data keeps K, D and C (see accept()).
    bool m_keepDerivatives = false;
    double m_theta = 1.0; // contraction rate of the last converged iteration
    double m_newtonTol = 1e-14, m_newtonFactor = 1.0; // fixed steps: to round-off
    // Stage data.
    std::vector<VectorXd> m_W, m_L, m_Mu, m_Q, m_V, m_P, m_gtStage;
    // The stages' position rates P_i: V_i itself but with GGL (then m_P, see stageStates()).
    const std::vector<VectorXd>& positionRates() const { return m_ggl ? m_P : m_V; }
    std::vector<VectorXd> m_dPs; // incrementNorm()'s position increments per stage
    // Stage unknowns of the last accepted step (the Newton starting values of the next one).
    std::vector<VectorXd> m_Wprev, m_Lprev, m_MuPrev;
    double m_hPrevious = 0.0;
    // The accelerations at the start of the last accepted step (the last stage of the one
    // before; empty when there is none), the two predictions of this step's stage accelerations
    // made from them (through the s stage nodes, and through t_n-1 and the nodes), and which one
    // predicted the last step's converged stages better (see solveStages()).
    VectorXd m_wEarlier;
    std::vector<VectorXd> m_predictedLow, m_predictedHigh;
    bool m_predictHigh = false;
    double m_thetaMax = 0.0; // the largest contraction rate in the last Newton solve
    std::vector<Matrix> m_Gs;
    // M, f and g of each stage (the stages are evaluated together where they can be).
    std::vector<Matrix> m_Ms;
    std::vector<VectorXd> m_fs, m_gs;
    // Where M, f, G, g_t and g of a dense model all come from one pass of the stage program (the
    // index-3 and index-2 forms), the residual reads them where the program left them (stage i's
    // at m_stageBlocks[i], see MechanicalSystem::stageBlocks()); m_Ms, m_fs, m_Gs, m_gtStage and
    // m_gs get them only when roundOffIncrement() needs them (m_stagesCopied false until then).
    bool m_readStageBlocks = false;
    std::vector<MechanicalSystem::StageBlock> m_stageBlocks;
    bool m_stagesCopied = true;
    void copyStageBlocks();
    std::vector<double> m_tStage;
    VectorXd m_es, m_r, m_dx, m_rNoise, m_dxNoise, m_qNoise, m_gSample[3];
    // The measured round-off of g, per holonomic row, as a size of terms (see roundOffIncrement()).
    VectorXd m_gNoise;
    // The round-off level of the last Newton solve, in units of the tolerance (-1: not measured
    // there), and the steps whose error test was held to a tenth of it because it exceeded
    // kRoundOffHeld: how many, and the sum of the levels' logarithms (see attempt()).
    double m_stepNoise = -1.0;
    static constexpr double kRoundOffHeld = 10.0;
    // The contraction rate below which an increment at the round-off level does not end the
    // Newton iteration where the velocities are weighted by h (see solveStages()).
    static constexpr double kRoundOffStopRate = 0.05;
    // The contraction rate up to which the next Newton matrix keeps K, D and C (see accept()).
    static constexpr double kKeepDerivatives = 0.03;
    long long m_roundOffSteps = 0;
    double m_roundOffLogSum = 0.0;
    VectorXd m_errRq, m_errRv, m_errQ, m_errV, m_errGrq, m_errCrq, m_errKrq; // errorEstimate()'s
    // The accepted step's new point and multipliers (filled in accept()).
    VectorXd m_q1, m_v1, m_lambdaStage, m_lambdaPost, m_w1;
    // Compensated summation of the steps' increments (see accept()): what rounding the new
    // point dropped of them, carried into the next step.
    VectorXd m_dq, m_dv, m_carryQ, m_carryV;
    long long m_iterations = 0, m_jacobians = 0, m_factorizations = 0;
    // Fixed steps: every StepErrorSampler::kEvery-th is also taken as two half steps.
    StepErrorSampler m_sampler{m_tab.order};
    bool m_sampling = false; // inside the half steps
    Snapshot m_start, m_end;
};

template <typename Matrix>
Solver<Matrix>::Solver(const Model& model, const ImplicitTableau& tab, const Options& o)
    : m_tab(tab), m_o(o), m_sys(model), m_projector(o.projection, o.projectEvery),
      m_s(int(tab.c.size())), m_n(m_sys.n()), m_m(m_sys.m()), m_mh(m_sys.mh()),
      m_td(tableauData(tab)) {
    m_ggl = m_o.form == Formulation::GGL;
    m_unknowns = m_s * (m_n + m_m * (m_ggl ? 2 : 1));
    prepareTableau();
    for (auto* list : {&m_W, &m_L, &m_Mu, &m_Wprev, &m_Lprev, &m_MuPrev, &m_Q, &m_V, &m_P,
                       &m_gtStage, &m_fs, &m_gs, &m_predictedLow, &m_predictedHigh})
        list->resize(std::size_t(m_s));
    m_Gs.resize(std::size_t(m_s));
    m_Ms.resize(std::size_t(m_s));
    m_dPs.assign(std::size_t(m_s), VectorXd(m_n));
    m_tStage.resize(std::size_t(m_s));
    m_readStageBlocks = std::is_same_v<Matrix, MatrixXd> && m_sys.denseBlocks() &&
                        !m_td.explicitFirst && m_s <= MechanicalSystem::kMaxStageBlocks &&
                        (m_o.form == Formulation::Index3 || m_o.form == Formulation::Index2);
    m_stageBlocks.resize(std::size_t(m_s));
}

template <typename Matrix> void Solver<Matrix>::copyStageBlocks() {
    const int n = m_n, m = m_m, mh = m_mh;
    for (int i = 0; i < m_s; ++i) {
        const MechanicalSystem::StageBlock& b = m_stageBlocks[std::size_t(i)];
        if constexpr (std::is_same_v<Matrix, MatrixXd>) {
            m_Ms[std::size_t(i)] = Eigen::Map<const MatrixXd>(b.M, n, n);
            m_Gs[std::size_t(i)] = Eigen::Map<const MatrixXd>(b.G, m, n);
        }
        m_fs[std::size_t(i)] = Eigen::Map<const VectorXd>(b.f, n);
        m_gtStage[std::size_t(i)] = Eigen::Map<const VectorXd>(b.gt, m);
        m_gs[std::size_t(i)] = Eigen::Map<const VectorXd>(b.g, mh);
    }
    m_stagesCopied = true;
}

template <typename Matrix> void Solver<Matrix>::prepareTableau() {
    m_nb = m_n + m_m * (m_ggl ? 2 : 1);
    for (const auto& [k, real] : m_td.blocks) m_blocks.push_back({k, real, {}, {}});
}

template <typename Matrix> bool Solver<Matrix>::evaluateJacobian(double shift, bool derivatives) {
    if (derivatives) ++m_jacobians;
    // Positions and velocities at t_n + shift from their Taylor polynomials; the accelerations
    // and multipliers as at t_n (they enter K only, whose block carries h^2).
    // (Written out, as in errorEstimate().)
    const double half = 0.5 * shift * shift;
    m_qJ.resize(m_n);
    m_vJ.resize(m_n);
    for (int k = 0; k < m_n; ++k) {
        m_qJ[k] = m_q[k] + shift * m_v[k] + half * m_w[k];
        m_vJ[k] = m_v[k] + shift * m_w[k];
    }
    const double tJ = m_t + shift;
    if (m_readStageBlocks) {
        // M and G by the stage program, which computes what they share once (the stage blocks
        // of the last residual are not read after this: the next one is evaluated first).
        MechanicalSystem::StageBlock b;
        m_sys.stageBlocks(1, &tJ, &m_qJ, &m_vJ, &b);
        if constexpr (std::is_same_v<Matrix, MatrixXd>) {
            m_M0 = Eigen::Map<const MatrixXd>(b.M, m_n, m_n);
            m_G0 = Eigen::Map<const MatrixXd>(b.G, m_m, m_n);
        }
    } else {
        m_sys.dynamics(tJ, m_qJ, m_vJ, m_M0, m_f0);
        m_sys.constraintJacobian(tJ, m_qJ, m_G0, m_gt0);
    }
    if (derivatives) m_sys.residualJacobian(tJ, m_qJ, m_vJ, m_w, m_lambda, m_K0, m_D0, m_C0);
    m_factoredH = -1.0;
    const int mh = m_mh, mv = m_m - m_mh;
    m_G0t = m_G0.transpose();
    m_G0h = m_G0.topRows(mh);
    m_G0v = m_G0.bottomRows(mv);
    m_C0v = m_C0.bottomRows(mv);
    if (m_ggl) {
        // The products the GGL blocks need: they depend on the Jacobian, not on h.
        m_KGt = m_K0 * m_G0t;
        m_GGt = m_G0 * m_G0t;
        m_C0Gt = m_C0 * m_G0t;
        m_GGth = m_GGt.topRows(mh);
    }
    // Kept derivative matrices were finite when evaluated (a step that used them converged).
    return allFinite(m_M0) && allFinite(m_G0) &&
           (!derivatives || (allFinite(m_K0) && allFinite(m_D0) && allFinite(m_C0)));
}

// The simplified Newton matrix: derivatives of the (row-scaled) stage residuals with respect to
// the unknowns, with M, G, K = d/dq (M w - f + G^T lambda), D = -df/dv and
// C = d/dq (G v + g_t) frozen for the step (see attempt(); the q-derivative of the hidden term e
// of the index-1 rows is left out). Every block is a polynomial in A applied to one of these
// matrices: the identity (p0), A (p1) or A^2 (p2).
template <typename Matrix>
template <typename Scalar, typename Sink>
void Solver<Matrix>::writeCoupling(Sink& J, int rowW, int rowC, int rowV, int colW, int colL,
                                   int colMu, Scalar p0, Scalar p1, Scalar p2, double h,
                                   bool algebraic) const {
    const int m = m_m, mh = m_mh, mv = m - m_mh;
    J.add(rowW, colW, m_M0, p0);
    J.add(rowW, colW, m_D0, h * p1);
    J.add(rowW, colW, m_K0, h * h * p2);
    if (m == 0) return;
    J.add(rowW, colL, m_G0t, p0);
    if (m_ggl) J.add(rowW, colMu, m_KGt, -h * p1);
    if (!algebraic) return;
    // Velocity constraints have no position level: in the index-3 and GGL formulations their
    // rows are the index-2 rows (and their GGL multiplier mu is zero).
    switch (m_o.form) {
    case Formulation::Index3:
        J.add(rowC, colW, m_G0h, p2);
        J.add(rowC + mh, colW, m_G0v, p1);
        J.add(rowC + mh, colW, m_C0v, h * p2);
        break;
    case Formulation::Index2:
        J.add(rowC, colW, m_G0, p1);
        J.add(rowC, colW, m_C0, h * p2);
        break;
    case Formulation::Index1:
        J.add(rowC, colW, m_G0, p0 + 2.0 * m_o.alpha * h * p1 + m_o.beta * m_o.beta * h * h * p2);
        break;
    case Formulation::GGL:
        J.add(rowC, colW, m_G0h, h * p2);
        J.add(rowC, colMu, m_GGth, -p1);
        J.identity(rowC + mh, colMu + mh, mv, p0);
        J.add(rowV, colW, m_G0, p1);
        J.add(rowV, colW, m_C0, h * p2);
        J.add(rowV, colMu, m_C0Gt, -p1);
        break;
    }
}

template <typename Matrix>
template <typename Scalar>
auto Solver<Matrix>::sink(Eigen::Index size,
                          Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& dense,
                          Eigen::SparseMatrix<Scalar>& sparse,
                          std::vector<Eigen::Triplet<Scalar>>& entries) {
    if constexpr (std::is_same_v<Matrix, MatrixXd>)
        return DenseSink<Scalar>(dense, size);
    else
        return SparseSink<Scalar>(sparse, size, entries);
}

template <typename Matrix>
template <typename Scalar, typename Sink>
bool Solver<Matrix>::factorizeSink(Sink& sink, AdaptiveLU<Scalar>& lu) {
    ++m_factorizations;
    return lu.compute(sink.matrix(), kRelativePivot);
}

template <typename Matrix> bool Solver<Matrix>::factorize(double h) {
    const int s = m_s, n = m_n, m = m_m, nb = m_nb;
    m_factoredH = h;
    if (m_td.decoupled) {
        bool ok = true;
        for (Block& b : m_blocks) {
            const std::complex<double> l = m_td.eig[b.k];
            if (b.real) {
                auto J = sink<double>(nb, m_B, m_sparseB, m_entries);
                writeCoupling<double>(J, 0, n, n + m, 0, n, n + m, 1.0, l.real(),
                                      l.real() * l.real(), h);
                ok = factorizeSink(J, b.lu) && ok;
            } else {
                auto J = sink<std::complex<double>>(nb, m_Bc, m_sparseBc, m_complexEntries);
                writeCoupling<std::complex<double>>(J, 0, n, n + m, 0, n, n + m, 1.0, l, l * l, h);
                ok = factorizeSink(J, b.clu) && ok;
            }
        }
        return ok;
    }
    const MatrixXd& A = m_tab.A;
    const int conRow = s * n, velRow = s * n + s * m;
    auto J = sink<double>(m_unknowns, m_J, m_sparseB, m_entries);
    // With an explicit first stage (t_n itself), its algebraic rows are those of the
    // acceleration level (and mu = 0).
    const bool explicitRows = m > 0 && m_td.explicitFirst;
    for (int i = 0; i < s; ++i)
        for (int j = 0; j < s; ++j)
            writeCoupling<double>(J, i * n, conRow + i * m, velRow + i * m, j * n, conRow + j * m,
                                  velRow + j * m, i == j ? 1.0 : 0.0, A(i, j), m_td.A2(i, j), h,
                                  !(explicitRows && i == 0));
    if (explicitRows) {
        J.add(conRow, 0, m_G0, 1.0);
        if (m_ggl) J.identity(velRow, velRow, m, 1.0);
    }
    return factorizeSink(J, m_lu);
}

// x = J^-1 r for the matrix factorize() formed. The decoupled form transforms the residuals of
// each kind (dynamics, constraint and GGL velocity rows; stage i's part is column i of a
// len x s matrix) with T^-1, solves one block per eigenvalue and transforms back with T; a
// conjugate pair contributes twice the real part of its one member.
template <typename Matrix>
template <int S, int N, int C>
void Solver<Matrix>::solveNewton(const VectorXd& r, VectorXd& x) {
    if (!m_td.decoupled) {
        m_lu.solve(r, x);
        return;
    }
    const int s = stages<S>(), n = coordinates<N>(), m = constraints<C>(), nb = m_nb;
    const int kinds = m_ggl ? 3 : (m > 0 ? 2 : 1);
    const int offset[3] = {0, s * n, s * n + s * m}; // in the stacked vectors
    const int inBlock[3] = {0, n, n + m};            // in a block's vector
    const int length[3] = {n, m, m};
    // Each kind with its length; the dynamics rows' length as a compile-time constant where N is.
    auto eachKind = [&](auto&& body) {
        if constexpr (N == Eigen::Dynamic)
            body(0, n);
        else
            body(0, std::integral_constant<int, N>());
        for (int kind = 1; kind < kinds; ++kind) body(kind, length[kind]);
    };
    setZeros(x, m_unknowns);
    // Written out: at these sizes (a few dozen entries, s = 2 or 3 stages) Eigen's general
    // matrix-vector kernels cost more in set-up than in arithmetic.
    for (Block& b : m_blocks) {
        const int k = b.k;
        if (b.real) {
            m_rb.resize(nb);
            eachKind([&](int kind, auto len) {
                double* out = m_rb.data() + inBlock[kind];
                for (int i = 0; i < len; ++i) out[i] = 0.0;
                for (int j = 0; j < s; ++j) {
                    const double t = m_td.TinvRe(k, j);
                    const double* in = r.data() + offset[kind] + j * len;
                    for (int i = 0; i < len; ++i) out[i] += t * in[i];
                }
            });
            b.lu.solveInPlace(m_rb);
            eachKind([&](int kind, auto len) {
                const double* in = m_rb.data() + inBlock[kind];
                for (int j = 0; j < s; ++j) {
                    const double t = m_td.TRe(j, k);
                    double* out = x.data() + offset[kind] + j * len;
                    for (int i = 0; i < len; ++i) out[i] += t * in[i];
                }
            });
        } else {
            m_rbc.resize(nb);
            eachKind([&](int kind, auto len) {
                std::complex<double>* out = m_rbc.data() + inBlock[kind];
                for (int i = 0; i < len; ++i) {
                    double re = 0.0, im = 0.0;
                    for (int j = 0; j < s; ++j) {
                        const double ri = r[offset[kind] + j * len + i];
                        re += m_td.TinvRe(k, j) * ri;
                        im += m_td.TinvIm(k, j) * ri;
                    }
                    out[i] = {re, im};
                }
            });
            b.clu.solveInPlace(m_rbc);
            eachKind([&](int kind, auto len) {
                const std::complex<double>* in = m_rbc.data() + inBlock[kind];
                for (int j = 0; j < s; ++j) {
                    const double tRe = 2.0 * m_td.TRe(j, k), tIm = 2.0 * m_td.TIm(j, k);
                    double* out = x.data() + offset[kind] + j * len;
                    for (int i = 0; i < len; ++i) out[i] += tRe * in[i].real() - tIm * in[i].imag();
                }
            });
        }
    }
}

// y += a x, y = a x and y -= x over `len` entries (a few per stage: written out, see
// stageSum()).
inline void addScaled(double a, const double* x, double* y, Eigen::Index len) {
    for (Eigen::Index k = 0; k < len; ++k) y[k] += a * x[k];
}
inline void setScaled(double a, const double* x, double* y, Eigen::Index len) {
    for (Eigen::Index k = 0; k < len; ++k) y[k] = a * x[k];
}
inline void subtract(const double* x, double* y, Eigen::Index len) {
    for (Eigen::Index k = 0; k < len; ++k) y[k] -= x[k];
}

// out = base + h sum_j A_ij X_j over the S stages j (N entries each; Eigen::Dynamic: A's and
// base's sizes); written out (a few entries per stage: Eigen's expressions cost more in set-up
// than in arithmetic).
template <int S, int N>
inline void stageSum(VectorXd& out, const VectorXd& base, double h, const MatrixXd& A, int i,
                     const std::vector<VectorXd>& X) {
    const Eigen::Index n = N == Eigen::Dynamic ? base.size() : N;
    const Eigen::Index s = S == Eigen::Dynamic ? A.cols() : S;
    out.resize(n);
    double* o = out.data();
    const double* b = base.data();
    for (Eigen::Index k = 0; k < n; ++k) o[k] = b[k];
    for (Eigen::Index j = 0; j < s; ++j) {
        const double a = h * A(i, j);
        if (a != 0.0) addScaled(a, X[std::size_t(j)].data(), o, n);
    }
}

// V_i = v + h sum_j A_ij W_j, P_i = V_i (less G_i^T mu_i with GGL), Q_i = q + h sum_j A_ij P_j.
template <typename Matrix>
template <int S, int N, int C>
void Solver<Matrix>::stageStates(double h) {
    const MatrixXd& A = m_tab.A;
    const int s = stages<S>(), n = coordinates<N>(), m = constraints<C>();
    for (int i = 0; i < s; ++i) {
        stageSum<S, N>(m_V[i], m_v, h, A, i, m_W);
        if (!m_ggl) continue;
        VectorXd& P = m_P[i];
        P.resize(n);
        for (int k = 0; k < n; ++k) P[k] = m_V[i][k];
        if (m > 0) P.noalias() -= m_Gs[i].transpose() * m_Mu[i];
    }
    for (int i = 0; i < s; ++i) stageSum<S, N>(m_Q[i], m_q, h, A, i, positionRates());
}

// Stage residuals in the order of the unknowns; false if some value is not finite.
template <typename Matrix> template <int S, int N, int C> bool Solver<Matrix>::residual(double h) {
    const int s = stages<S>(), n = coordinates<N>(), m = constraints<C>();
    const int conRow = s * n, velRow = s * n + s * m;
    m_r.resize(m_unknowns);
    for (int i = 0; i < s; ++i) m_tStage[std::size_t(i)] = m_t + m_tab.c[i] * h;
    // The algebraic rows need g (index 3, GGL, Baumgarte) or e (the acceleration level); where
    // every stage needs g, the stages are evaluated in one pass of the stage program.
    if (m_readStageBlocks) {
        m_sys.stageBlocks(s, m_tStage.data(), m_Q.data(), m_V.data(), m_stageBlocks.data());
        m_stagesCopied = false;
        for (int i = 0; i < s; ++i) {
            const MechanicalSystem::StageBlock& b = m_stageBlocks[std::size_t(i)];
            double* dyn = m_r.data() + i * n;
            for (int k = 0; k < n; ++k) dyn[k] = -b.f[k];
            addProduct<N, N>(b.M, n, n, m_W[i].data(), dyn);
            if (m == 0) continue;
            addTransposedProduct<Eigen::Dynamic, N>(b.G, m, n, m_L[i].data(), dyn);
            auto con = m_r.segment(conRow + i * m, m);
            const Eigen::Map<const MatrixXd> Gi(b.G, m, n);
            const Eigen::Map<const VectorXd> gti(b.gt, m);
            if (m_o.form == Formulation::Index3) {
                const double hh = h * h;
                for (int k = 0; k < m_mh; ++k) con[k] = b.g[k] / hh;
                if (m > m_mh)
                    con.tail(m - m_mh) =
                        (Gi.bottomRows(m - m_mh) * m_V[i] + gti.tail(m - m_mh)) / h;
            } else {
                con.noalias() = (Gi * m_V[i] + gti) / h;
            }
        }
        return allFinite(m_r.data(), m_r.size());
    }
    const bool together = !m_td.explicitFirst && m_o.form != Formulation::Index1;
    if (together)
        m_sys.stageTerms(s, m_tStage.data(), m_Q.data(), m_V.data(), m_Ms.data(), m_fs.data(),
                         m_Gs.data(), m_gtStage.data(), m_gs.data());
    for (int i = 0; i < s; ++i) {
        const double Ti = m_tStage[std::size_t(i)];
        Matrix& Ms = m_Ms[std::size_t(i)];
        VectorXd& fs = m_fs[std::size_t(i)];
        VectorXd& gs = m_gs[std::size_t(i)];
        if (!together && ((m_td.explicitFirst && i == 0) || m_o.form == Formulation::Index1))
            m_sys.accelerationTerms(Ti, m_Q[i], m_V[i], Ms, fs, m_Gs[i], m_gtStage[i], m_es);
        else if (!together)
            m_sys.stageTerms(Ti, m_Q[i], m_V[i], Ms, fs, m_Gs[i], m_gtStage[i], gs);
        double* dyn = m_r.data() + i * n;
        for (int k = 0; k < n; ++k) dyn[k] = -fs[k];
        addProduct<N, N>(Ms, m_W[i].data(), dyn);
        if (m == 0) continue;
        addTransposedProduct<Eigen::Dynamic, N>(m_Gs[i], m_L[i].data(), dyn);
        auto con = m_r.segment(conRow + i * m, m);
        if (m_td.explicitFirst && i == 0) {
            con.noalias() = m_Gs[i] * m_W[i] + m_es;
            if (m_ggl) m_r.segment(velRow, m) = m_Mu[0];
            continue;
        }
        switch (m_o.form) {
        case Formulation::Index3:
            con.head(m_mh) = gs / (h * h);
            if (m > m_mh)
                con.tail(m - m_mh) =
                    (m_Gs[i].bottomRows(m - m_mh) * m_V[i] + m_gtStage[i].tail(m - m_mh)) / h;
            break;
        case Formulation::Index2:
            con.noalias() = (m_Gs[i] * m_V[i] + m_gtStage[i]) / h;
            break;
        case Formulation::Index1:
            con.noalias() = m_Gs[i] * m_W[i] + m_es;
            if (m_o.alpha != 0.0)
                con.noalias() += 2.0 * m_o.alpha * (m_Gs[i] * m_V[i] + m_gtStage[i]);
            if (m_o.beta != 0.0) {
                m_sys.constraints(Ti, m_Q[i], gs);
                con.head(m_mh) += m_o.beta * m_o.beta * gs;
            }
            break;
        case Formulation::GGL:
            con.head(m_mh) = gs / h;
            con.tail(m - m_mh) = m_Mu[i].tail(m - m_mh);
            m_r.segment(velRow + i * m, m).noalias() = (m_Gs[i] * m_V[i] + m_gtStage[i]) / h;
            break;
        }
    }
    return m_r.allFinite();
}

// Scaled RMS norm of the change of the stage states caused by the last Newton increment m_dx;
// with `roundOffFloor`, the velocity scale has the floor described below.
template <typename Matrix>
template <int S, int N, int C>
double Solver<Matrix>::incrementNorm(const VectorXd& dx, double h, bool roundOffFloor) {
    const int s = stages<S>(), n = coordinates<N>(), m = constraints<C>();
    const MatrixXd& A = m_tab.A;
    double sum = 0.0;
    // In the index-3 formulation the velocity increments carry the round-off of the constraint
    // rows amplified by 1/h (the rows are g/h^2): the velocity scale has a floor above that
    // level, else a tight tolerance could never be met.
    const double roundOff =
        roundOffFloor && m_o.form == Formulation::Index3 && m > 0
            ? (m_o.control.adaptive ? 1e3 : 10.0) * std::numeric_limits<double>::epsilon() / h
            : 0.0;
    // With adaptive steps, the velocities of the index-3 formulation are weighted by h, as in
    // the error estimate: for the stiffly accurate methods with invertible A (Radau IIA,
    // implicit Euler) they are index-2 variables, and RADAU5 scales the norm of both its Newton
    // iteration and its error test so (Hairer, Lubich and Roche, The Numerical Solution of
    // Differential-Algebraic Systems by Runge-Kutta Methods, 1989). Without it the iteration
    // holds them to 1/h times the accuracy the error test asks of them. (Lobatto IIIA, whose
    // first stage is explicit, needs the velocities converged: weighted, its steps collapse on
    // the slider-crank.)
    const double velocityWeight = velocitiesWeighted() ? h : 1.0;
    // The velocity increments h A dW, then the position increments h A dP (dP = dV, less
    // G^T dmu with GGL).
    for (int i = 0; i < s; ++i) {
        double* dP = m_dPs[i].data();
        for (int k = 0; k < n; ++k) dP[k] = 0.0;
        for (int j = 0; j < s; ++j) addScaled(h * A(i, j), dx.data() + j * n, dP, n);
        const double* V = m_V[i].data();
        for (int k = 0; k < n; ++k) {
            const double e =
                velocityWeight * dP[k] / ((m_newtonTol + roundOff) * (1.0 + std::abs(V[k])));
            sum += e * e;
        }
        if (m_ggl && m > 0)
            m_dPs[i].noalias() -= m_Gs[i].transpose() * dx.segment(s * n + s * m + i * m, m);
    }
    for (int i = 0; i < s; ++i) {
        const double* Q = m_Q[i].data();
        for (int k = 0; k < n; ++k) {
            double dQ = 0.0;
            for (int j = 0; j < s; ++j) dQ += (h * A(i, j)) * m_dPs[j][k];
            const double e = dQ / (m_newtonTol * (1.0 + std::abs(Q[k])));
            sum += e * e;
        }
    }
    return std::sqrt(sum / double(2 * s * n));
}

// Calls f with the number of stages and of coordinates as compile-time constants
// (std::integral_constant) for dense models of up to kFixedCoordinates coordinates solved with
// 2 or 3 stages (radau3, radau5, lobatto3a), with Eigen::Dynamic for both otherwise; the number
// of constraints is one too where it is 1 and there are at most kFixedOneConstraint
// coordinates (the pendulums and the two-link robot), else Eigen::Dynamic. Each combination is
// one more copy of the Newton iteration's code (about 17 kB of machine code, 24 in all). The
// constraint count as a constant took the robot's step with radau5 at tol 1e-6 from 19.8 k to
// 19.1 k instructions: a loop over one constraint row costs its bookkeeping several times over.
constexpr int kFixedCoordinates = 8;
constexpr int kFixedOneConstraint = 4;
using Dynamic = std::integral_constant<int, Eigen::Dynamic>;
template <int S, typename F> bool byCoordinates(int n, int m, F&& f) {
    return byFixedSize<kFixedCoordinates>(n, [&](auto N) {
        if constexpr (N() == Eigen::Dynamic)
            return f(Dynamic(), Dynamic(), Dynamic());
        else if constexpr (N() <= kFixedOneConstraint)
            return m == 1 ? f(std::integral_constant<int, S>(), N, std::integral_constant<int, 1>())
                          : f(std::integral_constant<int, S>(), N, Dynamic());
        else
            return f(std::integral_constant<int, S>(), N, Dynamic());
    });
}
template <bool Fixed, typename F> bool bySizes(int s, int n, int m, F&& f) {
    if constexpr (Fixed) {
        if (s == 3) return byCoordinates<3>(n, m, std::forward<F>(f));
        if (s == 2) return byCoordinates<2>(n, m, std::forward<F>(f));
    }
    return f(Dynamic(), Dynamic(), Dynamic());
}

template <typename Matrix> bool Solver<Matrix>::solveStages(double h) {
    return bySizes<std::is_same_v<Matrix, MatrixXd>>(
        m_s, m_n, m_m, [&](auto S, auto N, auto C) { return solveStagesSized<S(), N(), C()>(h); });
}

// Simplified Newton iteration on the stage equations from the values at t_n. True when it
// converged; the stage states are then up to date.
template <typename Matrix>
template <int S, int N, int C>
bool Solver<Matrix>::solveStagesSized(double h) {
    const int s = stages<S>(), n = coordinates<N>(), m = constraints<C>();
    if (m_hPrevious > 0.0) {
        // Start from the previous step's stage polynomials extrapolated to the new stage times
        // (Lagrange basis on the nodes c_j, in units of the previous step from its start). The
        // accelerations have a second prediction, one degree higher, through the previous
        // step's start as well (where the step before ended: its last stage). On a smooth
        // solution it predicts better (two-link robot: 2.0 instead of 2.9 Newton iterations per
        // step), where the stage accelerations are rough worse (Andrews' mechanism, whose stiff
        // spring they follow): the step starts from the one that predicted the last step's
        // converged stages better, and from the lower one after an iteration that contracted
        // slowly (some rate above 0.1: near the largest step Newton converges for, the rolling
        // disc's h = 0.095 at tol 1e-7, a start from the higher one failed where the lower one
        // converged). Tableaus with a stage at c = 0 (the node the higher one adds) and one-stage
        // ones have the lower one only: for implicit Euler and the midpoint rule the higher is a
        // line through two points, and with it adaptive runs took up to 2.6 times the steps (the
        // midpoint rule on Andrews' mechanism, implicit Euler on the rolling disc in GGL form).
        const bool high = m_wEarlier.size() == n;
        for (int i = 0; i < s; ++i) {
            const double x = 1.0 + m_tab.c[i] * h / m_hPrevious;
            setZeros(m_predictedLow[i], n);
            setZeros(m_L[i], m);
            setZeros(m_Mu[i], m);
            if (high) {
                // The higher one's nodes are 0, c_1, ..., c_s: the weight of node 0 here, those
                // of the c_j (the lower one's times x / c_j) below.
                double l0 = 1.0;
                for (int k = 0; k < s; ++k) l0 *= (x - m_tab.c[k]) / (0.0 - m_tab.c[k]);
                m_predictedHigh[i].resize(n);
                setScaled(l0, m_wEarlier.data(), m_predictedHigh[i].data(), n);
            }
            for (int j = 0; j < s; ++j) {
                double l = 1.0, lHigh = high ? x / m_tab.c[j] : 0.0;
                for (int k = 0; k < s; ++k)
                    if (k != j) {
                        const double factor = (x - m_tab.c[k]) / (m_tab.c[j] - m_tab.c[k]);
                        l *= factor;
                        lHigh *= factor;
                    }
                addScaled(l, m_Wprev[j].data(), m_predictedLow[i].data(), n);
                addScaled(l, m_Lprev[j].data(), m_L[i].data(), m);
                if (m_ggl) addScaled(l, m_MuPrev[j].data(), m_Mu[i].data(), m);
                if (high) addScaled(lHigh, m_Wprev[j].data(), m_predictedHigh[i].data(), n);
            }
            m_W[i] = high && m_predictHigh ? m_predictedHigh[i] : m_predictedLow[i];
            // Only the GGL stage states use a stage's G before its first evaluation.
            if (m_ggl) m_Gs[i] = m_G0;
        }
    } else {
        for (int i = 0; i < s; ++i) {
            m_W[i] = m_w;
            m_L[i] = m_lambda;
            setZeros(m_Mu[i], m);
            if (m_ggl) m_Gs[i] = m_G0;
        }
    }
    m_thetaMax = 0.0;
    // Adaptive steps of the stiffly accurate methods (Radau IIA, implicit Euler, Lobatto IIIA)
    // allow 10 iterations, the midpoint rule 7 (RADAU5's default; 7-10 in
    // docs/methods/implicit-rk-and-linear-dae.md). Near the largest step Newton converges for, the
    // rate is 0.3-0.45 and the seventh increment often lies just above the tolerance; each such
    // failure cost the attempt and two steps of half the length. With 10, radau5 and radau3 on six
    // presets at tol 1e-4 to 1e-8 failed 512 times instead of 896, with up to a quarter fewer steps
    // in a run (the rolling disc at tol 1e-6: 224 -> 166, failures 62 -> 4) and as many iterations
    // in all; CPU time 0.75-1.11 of before at tol 1e-4 to 1e-7 (the robot 0.87-0.95). Lobatto IIIA
    // on nine presets at tol 1e-3 to 1e-9: 3 715 failures instead of 4 981, 0.5 % fewer steps and
    // iterations, the same statuses (Andrews at tol 1e-3: 49 steps instead of 123; the Foucault
    // pendulum at tol 1e-9, whose iteration once stalled with 10 on a sliver before a reference
    // time the step driver no longer leaves, finishes with 56 failures instead of 330).
    const int maxIterations = !m_o.control.adaptive ? 50 : m_td.stifflyAccurate ? 10 : 7;
    double previous = 0.0;
    // Measured only for increments of at most this relative size: 1e-12 where the velocities
    // are weighted by h (see incrementNorm()); else their round-off, eps |q| / h from the
    // constraint rows, reaches 1e-9 of their size at small steps (Lobatto IIIA on Andrews'
    // mechanism at tol 1e-10 ended "step size too small" with 1e-12 there).
    const bool weighted = velocitiesWeighted();
    const double nearRoundOff = (weighted ? 1e-12 : 1e-9) / m_newtonTol;
    // Where the velocities are weighted by h, an increment at the round-off level ends the
    // iteration only once the iteration has slowed to a rate of kRoundOffStopRate (see below).
    const double roundOffStopRate = weighted ? kRoundOffStopRate : 0.0;
    // The increment norm round-off causes (m_stepNoise), measured when first needed.
    m_stepNoise = -1.0;
    auto noiseLevel = [&] {
        if (m_stepNoise < 0.0) m_stepNoise = roundOffIncrement(h, false);
        return m_stepNoise;
    };
    for (int k = 0; k < maxIterations; ++k) {
        stageStates<S, N, C>(h);
        if (!residual<S, N, C>(h)) return false;
        solveNewton<S, N, C>(m_r, m_dx);
        ++m_sys.counters.linearSolves;
        ++m_iterations;
        if (!allFinite(m_dx.data(), m_dx.size())) return false;
        for (int i = 0; i < s; ++i) {
            subtract(m_dx.data() + i * n, m_W[i].data(), n);
            subtract(m_dx.data() + s * n + i * m, m_L[i].data(), m);
            if (m_ggl) subtract(m_dx.data() + s * n + s * m + i * m, m_Mu[i].data(), m);
        }
        // The iteration goes on to the tolerance proper: a floor for round-off in the norm
        // would leave a bias of its size in every step, which adds up as h shrinks. The floor
        // only tells a stalled iteration at round-off from a failing one.
        const double norm = incrementNorm<S, N, C>(m_dx, h, false);
        if (k > 0) {
            const double theta = norm / previous;
            m_thetaMax = std::max(m_thetaMax, theta);
            // Stalled: converged if the increments are at round-off level, failed otherwise.
            m_theta = theta;
            if (theta >= 0.9) {
                if (!atRoundOff(incrementNorm<S, N, C>(m_dx, h, true), h)) return false;
                if (m_o.control.adaptive) noiseLevel();
                stageStates<S, N, C>(h);
                return true;
            }
            // Give up early when the remaining iterations can reach neither the tolerance nor
            // the round-off level. (theta to an integer power by products: std::pow costs a
            // library call per iteration.)
            double power = 1.0;
            for (int j = k + 1; j < maxIterations; ++j) power *= theta;
            const double reach = power / (1.0 - theta) * norm;
            if (m_o.control.adaptive && reach > 100.0 * m_newtonFactor &&
                reach > 100.0 * noiseLevel())
                return false;
        }
        // The remaining error is estimated as theta / (1 - theta) times the last increment. With
        // adaptive steps a first increment is accepted only when it is zero: however small, it
        // does not tell how far the iterate still is from the stage solution (the rate carried
        // over from the previous step is no evidence for this one), and what it leaves has the
        // same sign step after step. Accepted below min(0.03, sqrt(tol)), raised to 10 eps/tol
        // near round-off, it let radau5 take one iteration per step on the two-link robot at
        // tol 1e-12 and end 2.7e-11 off instead of 2.6e-14 (radau3 on the rolling disc 3.9e-6
        // instead of 5.1e-10); accepted below min(0.03, sqrt(tol)) only, Lobatto IIIA on the
        // robot at tol 1e-12 ended 4.7e-12 off instead of 2.1e-13. Fixed steps iterate to
        // round-off, a first increment included.
        //
        // With adaptive steps an increment at the round-off level of this step ends the
        // iteration too. That level is measured once, when an increment comes within 1e-12 of
        // the coordinates' size, 1e-9 with unweighted velocities (from 1e-9 on, it cost radau5
        // on Andrews' mechanism 12 % more instructions at tol 1e-8 for nothing). It is no
        // fixed floor: 10 eps/tol, the floor the stopping rule had before, stopped the
        // iteration with a bias of the same sign in every step, and at tol 1e-10...1e-12 the
        // results got worse as the tolerance got smaller. radau5 on the slider-crank: positions
        // at the reference times 1.5e-7, 1.4e-7 and 2.7e-8 off (relative) at tol 1e-10, 1e-11
        // and 1e-12 against 5.6e-9 at 1e-9, now 1.3e-8, 4.6e-9 and 5.3e-10; on the rolling disc
        // 7.1e-10 off at tol 3e-11 against 6.5e-11 at 1e-10, now 1.7e-11. The round-off
        // measured in the step is 2-6 times below that floor on the slider-crank at tol 1e-12.
        //
        // Where the velocities are weighted by h (Radau IIA and implicit Euler in the index-3
        // form), such an increment ends the iteration only once the iteration contracts by less
        // than a factor 20 per iteration (rate kRoundOffStopRate): the measured level is a bound
        // (alternating signs), and an iteration still contracting fast is not at round-off. A
        // velocity correction left behind is up to tol / h of the velocities' size, and it stays
        // in the state: at the small steps of a tight tolerance these added up. radau3 on
        // Andrews' mechanism at tol 1e-13 stopped that way in 43 138 of its 46 521 Newton solves
        // (at a rate of 0.006 on average) and ended 3.3e-9 off, 1.9e-10 at tol 1e-12; now 2.6e-10
        // and 1.3e-10 (the reference values are accurate to 3e-10), at 1.33 and 1.14 times the
        // M/f evaluations; the slider-crank at tol 1e-13 and 1e-14 2.2e-7 and 1.7e-8 off, now
        // 3.0e-10 and 2.8e-10. (Lobatto IIIA, whose velocities are not weighted, keeps the rule
        // without the rate: with it the slider-crank ended 2-5 times farther off at tol
        // 1e-11...1e-13.)
        const double firstFactor = m_o.control.adaptive ? 0.0 : m_newtonFactor;
        if (k == 0 ? norm <= firstFactor
                   : norm * m_theta / (1.0 - m_theta) <= m_newtonFactor ||
                         (m_o.control.adaptive && m_theta >= roundOffStopRate &&
                          norm <= nearRoundOff && norm <= noiseLevel())) {
            if (k == 0) m_theta = 0.0;
            stageStates<S, N, C>(h);
            return true;
        }
        previous = norm;
    }
    if (!atRoundOff(incrementNorm<S, N, C>(m_dx, h, true), h)) return false;
    if (m_o.control.adaptive) noiseLevel();
    stageStates<S, N, C>(h);
    return true;
}

// The increment norm that round-off in the residual alone causes: residual entries of the size
// of their terms times the unit round-off, with alternating signs, solved through the Newton
// matrix. Its conditioning grows with the size of the model (and like h^-2 for the index-3
// rows g/h^2), so on a long chain this level is well above a fixed fraction of the tolerance.
template <typename Matrix> double Solver<Matrix>::roundOffIncrement(double h, bool roundOffFloor) {
    if (!m_stagesCopied) copyStageBlocks();
    const int s = m_s, n = m_n, m = m_m;
    const int conRow = s * n, velRow = s * n + s * m;
    const double eps = std::numeric_limits<double>::epsilon();
    // The round-off of evaluating g can be far above eps |G| |q|, where large terms cancel: the
    // Foucault pendulum's rod x^2 + y^2 + (z - l)^2 - l^2 with l = 67 m loses about eps l^2.
    // It is measured, as Moré and Wild do (Estimating computational noise, SIAM J. Sci. Comput.
    // 33, 2011), by the second difference of g along a step of 1e-9 of each coordinate's size
    // at the last stage: the curvature shows in it at 1e-18 of the coordinates' size squared,
    // what is left is round-off. One sample can be 0 (the roundings happen to cancel), so the
    // level kept is the larger of the new sample and half the last level. (Estimated from
    // |G| |q| alone, the level was 1000 times too low there, and the Foucault pendulum's
    // iteration at tol 1e-11 failed 1 128 times in its first 600 s, stalled above it.)
    const bool holonomicRows =
        m_mh > 0 && (m_o.form == Formulation::Index3 || m_o.form == Formulation::GGL);
    if (holonomicRows) {
        const VectorXd& Q = m_Q[std::size_t(s - 1)];
        const double T = m_tStage[std::size_t(s - 1)];
        for (int side = 0; side < 3; ++side) {
            m_qNoise = Q;
            if (side < 2)
                for (int k = 0; k < n; ++k)
                    m_qNoise[k] += ((k + side) % 2 ? -1e-9 : 1e-9) * (1.0 + std::abs(Q[k]));
            m_sys.constraints(T, m_qNoise, m_gSample[side]);
        }
        const VectorXd sample =
            (1.0 / eps) * (m_gSample[0] + m_gSample[1] - 2.0 * m_gSample[2]).cwiseAbs();
        m_gNoise = m_gNoise.size() == m_mh ? sample.cwiseMax(0.5 * m_gNoise) : sample;
    }
    m_rNoise.setZero(m_unknowns);
    // M and f of the last stage stand for those of every stage (a size, not a value).
    const VectorXd fAbs = m_fs.back().cwiseAbs();
    for (int i = 0; i < s; ++i) {
        auto dyn = m_rNoise.segment(i * n, n);
        dyn = m_Ms.back().cwiseAbs() * m_W[i].cwiseAbs() + fAbs;
        if (m > 0) dyn += m_Gs[i].cwiseAbs().transpose() * m_L[i].cwiseAbs();
        if (m == 0) continue;
        // A constraint's terms are about |G| |q| in size (quadratic ones exactly so); a
        // velocity row's |G| |v| + |g_t|.
        VectorXd position = (m_Gs[i].cwiseAbs() * m_Q[i].cwiseAbs()).array() + 1.0;
        if (holonomicRows) position.head(m_mh) = position.head(m_mh).cwiseMax(m_gNoise);
        const VectorXd velocity = m_Gs[i].cwiseAbs() * m_V[i].cwiseAbs() + m_gtStage[i].cwiseAbs();
        auto con = m_rNoise.segment(conRow + i * m, m);
        switch (m_o.form) {
        case Formulation::Index3:
            con = velocity / h;
            con.head(m_mh) = position.head(m_mh) / (h * h);
            break;
        case Formulation::Index2:
            con = velocity / h;
            break;
        case Formulation::Index1:
            con = m_Gs[i].cwiseAbs() * m_W[i].cwiseAbs() + velocity;
            break;
        case Formulation::GGL:
            con.head(m_mh) = position.head(m_mh) / h;
            m_rNoise.segment(velRow + i * m, m) = velocity / h;
            break;
        }
    }
    for (int k = 0; k < m_unknowns; ++k) m_rNoise[k] *= (k % 2 ? -eps : eps);
    solveNewton(m_rNoise, m_dxNoise);
    return m_dxNoise.allFinite() ? incrementNorm(m_dxNoise, h, roundOffFloor)
                                 : std::numeric_limits<double>::infinity();
}

// Scaled RMS norm of the embedded error estimate for the step from t_n with the converged stages.
// The raw difference r = (r_q, r_v) of the embedded and the main formula is filtered through one
// implicit-Euler-like linear solve with step h gamma0 on the linearized DAE,
//     e_q - h g0 (e_v - [G^T e_mu]) = r_q
//     h g0 K e_q + (M + h g0 D) e_v + h g0 G^T e_lambda = M r_v
//     algebraic rows of the formulation (G e_q = 0 and/or G e_v = 0),
// as in Hairer and Wanner's RADAU5: it removes the components that violate the linearized
// constraints (an unfiltered estimate of an index-3 problem does not shrink with h) and damps
// stiff ones.
template <typename Matrix> double Solver<Matrix>::errorEstimate(double h) {
    const int n = m_n, m = m_m;
    // Members, not temporaries: no allocation per step.
    // The vector operations written out (a few entries each: Eigen's set-up for each
    // expression cost more than its arithmetic, a third of this estimate on the robot).
    VectorXd &rq = m_errRq, &rv = m_errRv, &eq = m_errQ, &ev = m_errV;
    rq.resize(n);
    rv.resize(n);
    setScaled(h * m_td.gamma0, m_v.data(), rq.data(), n);
    setScaled(h * m_td.gamma0, m_wMethod.data(), rv.data(), n);
    for (int i = 0; i < m_s; ++i) {
        addScaled(h * m_td.e[i], positionRates()[i].data(), rq.data(), n);
        addScaled(h * m_td.e[i], m_W[i].data(), rv.data(), n);
    }
    eq = rq;
    ev = rv;
    if (m_td.estimateBlock >= 0 && m_o.form != Formulation::Index1) {
        // gamma0 is the real eigenvalue of A: the filter's matrix is that block of the Newton
        // system, already factored. With e_q = r_q + h g0 (e_v - [G^T e_mu]) eliminated and the
        // multipliers scaled by h g0, its rows are the block's rows (the linearized constraints
        // G e_q = 0 and G e_v + C e_q = 0, multiplied by g0^2 / (h g0) and g0 as in the block).
        const int mh = m_mh;
        const double hg = h * m_td.gamma0, g0 = m_td.gamma0;
        setZeros(m_rb, m_nb);
        // The products written out, summed as Eigen's matrix-vector kernel sums them (over the
        // columns in order, then scaled and added): at these sizes its set-up costs more than
        // the arithmetic.
        VectorXd &Krq = m_errKrq, &Grq = m_errGrq, &Crq = m_errCrq;
        addProduct(m_M0, rv.data(), m_rb.data());
        setProduct(m_K0, rq, Krq);
        for (int k = 0; k < n; ++k) m_rb[k] += -hg * Krq[k];
        if (m > 0) {
            setProduct(m_G0, rq, Grq);
            setProduct(m_C0, rq, Crq);
            double* rb = m_rb.data();
            switch (m_o.form) {
            case Formulation::Index3:
                setScaled(-g0 / h, Grq.data(), rb + n, mh);
                setScaled(-g0, Crq.data() + mh, rb + n + mh, m - mh);
                break;
            case Formulation::Index2:
                setScaled(-g0, Crq.data(), rb + n, m);
                break;
            case Formulation::GGL:
                setScaled(-g0, Grq.data(), rb + n, mh);
                setScaled(-g0, Crq.data(), rb + n + m, m);
                break;
            case Formulation::Index1:
                break;
            }
        }
        m_blocks[std::size_t(m_td.estimateBlock)].lu.solveInPlace(m_rb);
        const VectorXd& xb = m_rb; // the solution, in place
        if (allFinite(xb.data(), xb.size())) {
            for (int k = 0; k < n; ++k) {
                ev[k] = xb[k];
                eq[k] = rq[k] + hg * ev[k];
            }
            if (m_ggl && m > 0) eq.noalias() -= m_G0.transpose() * xb.segment(n + m, m);
        }
    } else if (m_td.gamma0 != 0.0) {
        const double hg = h * m_td.gamma0;
        const bool lambdaRows = m > 0 && m_o.form != Formulation::Index1;
        const int mu = m_ggl ? m : 0;
        const int size = 2 * n + (lambdaRows ? m : 0) + mu;
        auto F = sink<double>(size, m_F, m_sparseF, m_entries);
        VectorXd rhs = VectorXd::Zero(size);
        F.identity(0, 0, n, 1.0);
        F.identity(0, n, n, -hg);
        F.add(n, 0, m_K0, hg);
        F.add(n, n, m_M0, 1.0);
        F.add(n, n, m_D0, hg);
        rhs.head(n) = rq;
        rhs.segment(n, n) = m_M0 * rv;
        if (lambdaRows) {
            const int row = 2 * n;
            F.add(n, row, m_G0t, hg);
            const int mh = m_mh, mv = m - m_mh;
            if (m_o.form == Formulation::Index2) {
                F.add(row, n, m_G0, 1.0);
            } else {
                F.add(row, 0, m_G0h, 1.0);
                // Velocity constraints: velocity rows (index 3), a zero multiplier mu (GGL).
                if (m_ggl)
                    F.identity(row + mh, row + m + mh, mv, 1.0);
                else
                    F.add(row + mh, n, m_G0v, 1.0);
            }
            if (m_ggl) {
                F.add(0, row + m, m_G0t, hg);
                F.add(row + m, n, m_G0, 1.0);
            }
        }
        VectorXd x;
        if constexpr (std::is_same_v<Matrix, MatrixXd>) {
            x = F.matrix().partialPivLu().solve(rhs);
        } else {
            if (m_filterLU.compute(F.matrix(), kRelativePivot)) m_filterLU.solve(rhs, x);
        }
        if (x.size() == size && x.allFinite()) {
            eq = x.head(n);
            ev = x.segment(n, n);
        }
    }
    // Velocities are index-2 variables of the index-3 formulation: their estimate is scaled by h.
    if (m_o.form == Formulation::Index3 && m > 0)
        for (int k = 0; k < n; ++k) ev[k] *= h;
    const VectorXd& q1 = m_Q[m_s - 1];
    const VectorXd& v1 = m_V[m_s - 1];
    double sum = 0.0;
    for (int k = 0; k < n; ++k) {
        const double sq = m_o.control.tol * (1.0 + std::max(std::abs(m_q[k]), std::abs(q1[k])));
        const double sv = m_o.control.tol * (1.0 + std::max(std::abs(m_v[k]), std::abs(v1[k])));
        sum += std::pow(eq[k] / sq, 2) + std::pow(ev[k] / sv, 2);
    }
    return std::sqrt(sum / double(2 * n));
}

template <typename Matrix> Status Solver<Matrix>::begin(double t0, StepObserver& observer) {
    m_t = t0;
    m_q = m_sys.q0();
    m_carryQ.setZero(m_n);
    m_carryV.setZero(m_n);
    m_v = m_sys.v0();
    if (m_o.control.adaptive) {
        const double tol = m_o.control.tol;
        // RADAU5's stopping rule (Hairer and Wanner, IV.8) for the tolerance the error estimate
        // is held to: the estimated remaining error below min(0.03, sqrt(tol)) of it, or the
        // increment at the round-off level measured in the step. (0.03 tol for every tol saves
        // Newton iterations on Andrews but costs the robot and the pendulum more time at equal
        // accuracy.) A first increment is not accepted on its own (see solveStages()).
        m_newtonTol = tol;
        m_newtonFactor = std::min(0.03, std::sqrt(tol));
    }
    // Consistent accelerations and multipliers at the start.
    if (Status st = accelerations(m_sys, m_ws, m_t, m_q, m_v, 0.0, 0.0, m_w, m_lambda); !st.ok())
        return st;
    m_wMethod = m_w;
    observer.onStep(m_t, m_q, m_v, m_lambda);
    return {};
}

template <typename Matrix> Attempt Solver<Matrix>::attempt(double t, double h) {
    const bool adaptive = m_o.control.adaptive;
    if (m_factoredH < 0.0) {
        // The Newton matrix is evaluated at the mean of the stage times, t_n + c h with
        // c = mean(c_i), not at t_n: the iteration then contracts faster. With M, G and the
        // derivatives frozen for the step, the contraction rate is about the relative change of M
        // (and of G) between the point they are frozen at and the stages (Newton matrix
        // M + O(h), residual rows M(Q_i) W_i), so about proportional to h; from the stages' mean
        // time that change is about half of what it is from t_n. The 11 presets at tol
        // 1e-3...1e-9, from t_n -> from the mean time: radau5 412826 -> 348051 Newton
        // iterations, 174261 -> 163335 steps, 6671 -> 1267 convergence failures; radau3
        // 2.17 M -> 2.06 M iterations, 2818 -> 807 failures; Lobatto IIIA 8019 -> 2215 failures
        // (the robot with radau5 at tol 1e-5: 193 -> 90 iterations). A point where the model is
        // not finite (the extrapolation can leave the model's domain) falls back to t_n.
        const bool derivatives = !m_keepDerivatives;
        m_keepDerivatives = false;
        m_jacobianAtStart = derivatives;
        if (!evaluateJacobian(m_td.meanNode * h, derivatives)) {
            evaluateJacobian(0.0);
            m_jacobianAtStart = true;
        }
    }
    if (m_factoredH != h && !factorize(h))
        return Attempt::failed(
            Status::failure(
                StatusCode::SingularMatrix, t,
                localized("core", "the Newton matrix of the stage equations is singular (h = %1)")
                    .arg(formatNumber(h))),
            0.5);
    if (!solveStages(h)) {
        m_predictHigh = false;
        if (adaptive && !m_jacobianAtStart) {
            // A Jacobian from an earlier step: evaluate it here and try the same step again.
            m_factoredH = -1.0;
            return Attempt::failed(Status::failure(StatusCode::NewtonFailed, t, ""), 1.0);
        }
        // The shorter step that follows needs the Jacobian at its own stage times: from where
        // this one had it (outside the shorter step) Newton contracts no faster as h shrinks
        // (Lobatto IIIA on the slider-crank at tol 1e-3 stalled at h = 1e-9 that way).
        m_factoredH = -1.0;
        std::string why = adaptive ? std::string() : m_sys.explainNonFinite(t, m_q, m_v);
        return Attempt::failed(
            Status::failure(
                StatusCode::NewtonFailed, t,
                !why.empty() ? why
                : adaptive   ? localized("core", "the stage equations did not converge with h = %1")
                                 .arg(formatNumber(h))
                                 .str()
                           : localized("core", "the stage equations did not converge with h = "
                                               "%1 (fixed steps)")
                                 .arg(formatNumber(h))
                                 .str()),
            0.5);
    }
    if (!adaptive) return Attempt::done();
    // Where round-off alone moves the stage solution by more than ten times the tolerance (the
    // level measured in the Newton iteration, see roundOffIncrement()), the step cannot be held
    // to the tolerance, and a shorter one would not help: that level grows as h shrinks (through
    // the constraint rows g/h^2, more where the velocities are not weighted by h), so refining
    // there costs steps and digits. Such a step's error test is held to a tenth of that level
    // instead (the step size settles where the truncation error meets round-off), and the run
    // says so in a warning. Lobatto IIIA at tol 1e-13: the two-link robot took 102 095 steps to
    // end 1.0e-9 off (12 595 and 3.2e-13 at tol 1e-11), now 39 393 and 3.3e-11; Andrews'
    // mechanism ended "step size too small" from tol 3e-13 on, now 2.8e-11 at every tolerance
    // below 3e-12 in 26 700 steps (1.7e-10 at 1e-12 in 35 565 before); the pendulum 1.5e-11 in
    // 231 215 steps, now 3.6e-12 in 188 214. Held to the level itself, the plateaus of Andrews
    // and the pendulum lay 4-60 times higher (Andrews 1.7e-9): the measure (alternating signs
    // through the Newton matrix) is a bound more than a typical value; the robot's at tol 1e-14
    // lay lower, 3.6e-13 in 125 767 steps (ten is the best of 1, 3, 10 and 30 on the other
    // two). Radau IIA's level on the presets stays below 2.5 times the tolerance down to tol
    // 1e-14 (velocities weighted by h): never held.
    double err = errorEstimate(h);
    if (m_stepNoise > kRoundOffHeld) {
        err *= kRoundOffHeld / m_stepNoise;
        ++m_roundOffSteps;
        m_roundOffLogSum += std::log(m_stepNoise);
    }
    return Attempt::done(err);
}

template <typename Matrix>
template <typename Op>
void Solver<Matrix>::eachStepMember(Snapshot& s, Op op) {
    op(m_t, s.t);
    op(m_hPrevious, s.hPrevious);
    op(m_theta, s.theta);
    op(m_thetaMax, s.thetaMax);
    op(m_factoredH, s.factoredH);
    op(m_predictHigh, s.predictHigh);
    op(m_keepDerivatives, s.keepDerivatives);
    op(m_jacobianAtStart, s.jacobianAtStart);
    op(m_q, s.q);
    op(m_v, s.v);
    op(m_w, s.w);
    op(m_lambda, s.lambda);
    op(m_wMethod, s.wMethod);
    op(m_wEarlier, s.wEarlier);
    op(m_carryQ, s.carryQ);
    op(m_carryV, s.carryV);
    op(m_gNoise, s.gNoise);
    op(m_W, s.W);
    op(m_L, s.L);
    op(m_Mu, s.Mu);
    op(m_Wprev, s.Wprev);
    op(m_Lprev, s.Lprev);
    op(m_MuPrev, s.MuPrev);
}

template <typename Matrix> void Solver<Matrix>::save(Snapshot& s) {
    eachStepMember(s, [](const auto& member, auto& copy) { copy = member; });
    s.projections = m_projector.calls();
}

template <typename Matrix> void Solver<Matrix>::restore(Snapshot& s) {
    eachStepMember(s, [](auto& member, const auto& copy) { member = copy; });
    m_projector.setCalls(s.projections);
}

namespace {
class NoObserver final : public StepObserver {
public:
    void onStep(double, const VectorXd&, const VectorXd&, const VectorXd&) override {}
};
} // namespace

template <typename Matrix>
void Solver<Matrix>::sampleStepError(double t, double h, double t1, Snapshot& start) {
    save(m_end);
    restore(start);
    m_sampling = true;
    NoObserver none;
    const double half = 0.5 * h, tHalf = t + half;
    const bool ok = attempt(t, half).status.ok() && accept(t, half, tHalf, none).ok() &&
                    attempt(tHalf, t1 - tHalf).status.ok() &&
                    accept(tHalf, t1 - tHalf, t1, none).ok();
    m_sampling = false;
    // The half steps' end (the state is restored below: copies).
    const VectorXd qHalf = m_q, vHalf = m_v;
    restore(m_end);
    // In the index-3 formulation the velocities are index-2 unknowns: their local errors do not
    // add up from step to step (radau3 on the pendulum at h = 0.001, 5.8e-8 off, summed them to
    // 1.4e-2), and only the positions are compared.
    static const VectorXd noVelocities;
    const bool positionsOnly = m_o.form == Formulation::Index3 && m_m > 0;
    if (ok)
        m_sampler.add(m_q, positionsOnly ? noVelocities : m_v, qHalf,
                      positionsOnly ? noVelocities : vHalf);
}

template <typename Matrix>
Status Solver<Matrix>::accept(double t, double h, double t1, StepObserver& observer) {
    // Fixed steps have no error control: every StepErrorSampler::kEvery-th step is also taken
    // as two half steps from its start, after the step itself (the run goes on from the full
    // step, as it would without them).
    const bool sample = !m_o.control.adaptive && !m_sampling && m_sampler.due();
    if (sample) save(m_start);
    Status status = acceptStep(t, h, t1, observer);
    if (sample && status.ok()) sampleStepError(t, h, t1, m_start);
    return status;
}

template <typename Matrix>
Status Solver<Matrix>::acceptStep(double t, double h, double t1, StepObserver& observer) {
    // The new point, the multipliers of the epsilon-embedding, the projection. The increments
    // are added with compensated summation (Kahan, 1965; for Runge-Kutta methods Hairer,
    // McLachlan and Razakarivony, Achieving Brouwer's law with implicit Runge-Kutta methods,
    // BIT 48, 2008): the low-order bits that adding them to a larger coordinate drops are
    // carried into the next step instead of accumulating, like sqrt(steps) eps |q| otherwise.
    // (The new point is the last stage of the stiffly accurate methods: weights b = that row
    // of A.)
    setZeros(m_dq, m_n);
    setZeros(m_dv, m_n);
    for (int i = 0; i < m_s; ++i) {
        const double weight = h * (m_td.stifflyAccurate ? m_tab.A(m_s - 1, i) : m_tab.b[i]);
        addScaled(weight, positionRates()[i].data(), m_dq.data(), m_n);
        addScaled(weight, m_W[i].data(), m_dv.data(), m_n);
    }
    m_q1.resize(m_n);
    m_v1.resize(m_n);
    for (int k = 0; k < m_n; ++k) {
        const double dq = m_dq[k] + m_carryQ[k], dv = m_dv[k] + m_carryV[k];
        m_q1[k] = m_q[k] + dq;
        m_v1[k] = m_v[k] + dv;
        m_carryQ[k] = dq - (m_q1[k] - m_q[k]);
        m_carryV[k] = dv - (m_v1[k] - m_v[k]);
    }
    if (m_td.invertibleA) {
        m_lambdaStage.resize(m_m);
        setScaled(m_td.rInf, m_lambda.data(), m_lambdaStage.data(), m_m);
        for (int i = 0; i < m_s; ++i)
            addScaled(m_td.lambdaW[i], m_L[i].data(), m_lambdaStage.data(), m_m);
    } else {
        m_lambdaStage = m_L[m_s - 1];
    }
    if (m_o.projection != Projection::Off) {
        if (Status st = m_projector.apply(m_sys, t1, m_q1, m_v1); !st.ok()) return st;
        // With projection the carried bits are dropped: it moves the point by far more.
        m_carryQ.setZero();
        m_carryV.setZero();
    }
    if (!allFinite(m_q1.data(), m_n) || !allFinite(m_v1.data(), m_n))
        return Status::failure(
            StatusCode::NonFinite, t1,
            localized("core", "the solution grew without bound in the step from t = %1")
                .arg(formatNumber(t)));
    // A stiffly accurate method's last stage sits at the new point and holds the accelerations
    // there; without projection, the index-1 solve at the new point serves only the multipliers
    // of lambda=post, and with the method's own (lambda=stage) it is left out.
    if (m_o.stageLambda && m_td.stifflyAccurate && m_o.projection == Projection::Off) {
        m_w1 = m_W[m_s - 1];
    } else if (Status st = accelerations(m_sys, m_ws, t1, m_q1, m_v1, 0.0, 0.0, m_w1, m_lambdaPost);
               !st.ok()) {
        return st;
    }
    if (m_o.control.adaptive && m_td.gamma0 != 0.0) {
        if (m_td.stifflyAccurate) {
            m_wMethod = m_W[m_s - 1];
        } else {
            m_sys.dynamics(t1, m_q1, m_v1, m_ws.M, m_ws.f);
            m_sys.constraintJacobian(t1, m_q1, m_ws.G, m_ws.gt);
            m_ws.f.noalias() -= m_ws.G.transpose() * m_lambdaStage;
            m_wMethod = m_ws.M.partialPivLu().solve(m_ws.f);
        }
    }
    // Which prediction of this step's stage accelerations was closer to where they converged.
    if (m_hPrevious > 0.0 && m_wEarlier.size() == m_n) {
        // Each acceleration's miss relative to its size (cheaper than the Newton norm, which
        // transforms them through A: measured the same way, 5.6 k instructions per step on
        // Andrews' mechanism).
        double low = 0.0, high = 0.0;
        for (int i = 0; i < m_s; ++i) {
            const double *w = m_W[i].data(), *pLow = m_predictedLow[i].data(),
                         *pHigh = m_predictedHigh[i].data();
            for (int k = 0; k < m_n; ++k) {
                const double scale = 1.0 + std::abs(w[k]);
                low += std::pow((w[k] - pLow[k]) / scale, 2);
                high += std::pow((w[k] - pHigh[k]) / scale, 2);
            }
        }
        m_predictHigh = m_thetaMax < 0.1 && high < low;
    }
    // The accelerations at this step's start, for the next step's higher prediction: the last
    // stage of the previous step, if it sits at its end (none without a previous step, where a
    // stage sits at c = 0, or with one stage, see solveStages()).
    if (m_hPrevious > 0.0 && m_s > 1 && m_tab.c[0] > 0.0 && m_tab.c[m_s - 1] == 1.0)
        m_wEarlier = m_Wprev[std::size_t(m_s - 1)];
    else
        m_wEarlier.resize(0);
    // The stage unknowns are set afresh at the next step's start: exchanged, not copied.
    m_Wprev.swap(m_W);
    m_Lprev.swap(m_L);
    m_MuPrev.swap(m_Mu);
    m_hPrevious = h;
    // After a projection the stage polynomial still predicts the next stages to O(h^s) (the
    // projection moves the point by the size of the local error); fixed steps keep it as the
    // Newton start, adaptive ones (whose error control was measured with that choice) start from
    // the projected point.
    if (m_o.projection != Projection::Off && m_o.control.adaptive) m_hPrevious = 0.0;
    m_t = t1;
    m_q.swap(m_q1);
    m_v.swap(m_v1);
    m_w.swap(m_w1);
    m_lambda = m_o.stageLambda ? m_lambdaStage : m_lambdaPost;
    observer.onStep(m_t, m_q, m_v, m_lambda);
    // Adaptive steps keep the Jacobian (and the factorization, see nextStep()) while Newton
    // contracts fast, by a factor 0.001 or better per iteration (RADAU5's rule, Hairer and
    // Wanner, IV.8); otherwise, and always with fixed steps, it is evaluated at the new point.
    // There M, G and g_t are evaluated afresh, the derivative matrices K, D and C only where the
    // iteration contracted slower than kKeepDerivatives, or where the Newton matrix has
    // velocity-level rows (below): the rate follows the change of M and G across the step (see
    // attempt()), while K and D enter the Newton matrix with the factors h^2 and h. radau5, radau3
    // and Lobatto IIIA on five presets (Andrews, pendulum, slider-crank, damped oscillator,
    // Foucault pendulum) at tol 1e-4...1e-10, 60 runs: derivative evaluations 697 685 -> 325 851,
    // Newton iterations 0.996 of before, steps within 3 %; errors: median ratio 1.00, geometric
    // mean 1.09. Where a run ends farther off (the pendulum with radau5 at tol 1e-10: 3.5e-12 ->
    // 2.1e-11; the slider-crank at 1e-8: 6.4e-7 -> 6.7e-6; radau3 there at 1e-10 8.0e-8 -> 7.0e-7;
    // Lobatto IIIA on the Foucault pendulum at 1e-10 3.1e-10 -> 2.4e-9), the iteration driven to a
    // tenth of its tolerance ends as far off with fresh derivatives as with kept ones (the pendulum
    // 2.6e-11 either way; the slider-crank 2.9e-6 and 2.8e-6 with radau5, 2.3e-6 either way with
    // radau3; the Foucault pendulum 4.0e-9, and 1.4e-9 with the threshold at 0.1): what differs is
    // where the iteration stops, not what it converges to; others end closer (the slider-crank with
    // Lobatto IIIA at 1e-6: 1.9e-4 -> 4.8e-5). The two-link robot at tol 1e-8: one derivative
    // evaluation in the run instead of 197 for its 215 steps, 23.2 k -> 22.1 k instructions per
    // step; Andrews at tol 1e-8 124.7 k -> 120.7 k. At 0.1 instead of 0.03: 213 262 evaluations,
    // but 4 % more instructions on the slider-crank at tol 1e-6. Only where the Newton matrix has
    // no velocity-level rows (index 3 or index 1, no velocity constraints A v + b = 0): there C,
    // which carries the velocities, is what couples them, and kept it cost 10-24 % more iterations
    // in the index-2 and GGL formulations on Andrews, the pendulum and the slider-crank, and the
    // Foucault pendulum's nonholonomic model, whose constraint row vanishes at the origin, ended
    // "step size too small" with radau3 in the index-2 formulation at every tolerance from 3e-6 to
    // 3e-7 instead of at two of five, and in the index-3 one at tol 1e-6 and 1e-8, where it had
    // finished.
    if (!(m_o.control.adaptive && m_theta <= 1e-3)) {
        m_factoredH = -1.0;
        const bool noVelocityRows =
            (m_o.form == Formulation::Index3 || m_o.form == Formulation::Index1) && m_mh == m_m;
        m_keepDerivatives = m_o.control.adaptive && noVelocityRows && m_theta <= kKeepDerivatives;
    }
    m_jacobianAtStart = false;
    return {};
}

// With the Jacobian kept, a step that would grow by less than 20 % stays as it is: the
// factorization is then used again as well (RADAU5's quot1 = 1, quot2 = 1.2).
template <typename Matrix> double Solver<Matrix>::nextStep(double h, double proposed) const {
    return m_factoredH == h && proposed >= h && proposed <= 1.2 * h ? h : proposed;
}

template <typename Matrix> void Solver<Matrix>::addStats(RunStats& stats) const {
    addEvaluations(stats, m_sys.counters);
    stats.newtonIterations = m_iterations;
    stats.newtonJacobians = m_jacobians;
    stats.factorizations = m_factorizations;
    // A looser tolerance does as well or better: Lobatto IIIA on the two-link robot ends 2.5e-11
    // off at tol 1e-13 in 39 183 steps, 5.1e-15 at 1e-12 in 27 128 (Andrews' mechanism and the
    // pendulum about the same from tol 1e-12 down).
    if (m_roundOffSteps > 0)
        stats.warnings.push_back(
            localized("core",
                      "the tolerance %1 is below what round-off lets this method resolve here: in "
                      "%2 attempted steps round-off alone moved the stage solution by about %3 "
                      "(typical), and those steps were held to a tenth of that instead of refined "
                      "further; the result cannot be as accurate as the tolerance asks, and a "
                      "looser tolerance gives a result as accurate or more so in fewer steps")
                .arg(formatBrief(m_o.control.tol))
                .arg(m_roundOffSteps)
                .arg(formatBrief(m_o.control.tol *
                                 std::exp(m_roundOffLogSum / double(m_roundOffSteps)))));
}

class ImplicitRKIntegrator final : public Integrator {
public:
    explicit ImplicitRKIntegrator(const ImplicitTableau& tableau) : m_tableau(tableau) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        const Settings& s = request.settings;
        Options o;
        const std::string form = s.choice("formulation");
        o.form = form == "index2"   ? Formulation::Index2
                 : form == "ggl"    ? Formulation::GGL
                 : form == "index1" ? Formulation::Index1
                                    : Formulation::Index3;
        o.control = stepControl(s, m_tableau.order, 4.0);
        o.control.stopTimes = request.stopTimes;
        o.projection = parseProjection(s);
        o.projectEvery = std::max(1, int(s.real("project_every")));
        o.stageLambda = s.choice("lambda") == "stage";
        o.alpha = s.real("baumgarte_alpha");
        o.beta = s.real("baumgarte_beta");
        // The run is followed by a second solution over its steps halved, which estimates
        // the result's error (integrate/GlobalError.h).
        const bool check = s.choice("global_error") == "on";
        auto go = [&](auto& solver) {
            using SolverType = std::remove_reference_t<decltype(solver)>;
            o.control.exponent = double(solver.estimateOrder() + 1);
            // Implicit Euler's estimate is of its own order; the others' of a lower one, whose
            // error is larger than the step's own.
            o.control.estimateIsStepError = solver.estimateOrder() >= m_tableau.order;
            const MethodPass pass = [&](const StepControl& control, StepObserver& to) {
                if (control.grid.empty())
                    return drive(solver, control, solver.system().tStart(), request.tEnd, to,
                                 cancel);
                Options fixed = o;
                fixed.control = control;
                SolverType second(model, m_tableau, fixed);
                return drive(second, fixed.control, second.system().tStart(), request.tEnd, to,
                             cancel);
            };
            return driveWithGlobalCheck(
                pass, o.control, observer,
                {check, m_tableau.order, solver.system().n() + solver.system().m()});
        };
        if (MechanicalSystem::sparseAlgebra(model)) {
            Solver<SparseMatrixD> solver(model, m_tableau, o);
            return go(solver);
        }
        Solver<MatrixXd> solver(model, m_tableau, o);
        return go(solver);
    }

private:
    const ImplicitTableau& m_tableau;
};

} // namespace

std::unique_ptr<Integrator> makeImplicitRKIntegrator(const ImplicitTableau& tableau) {
    return std::make_unique<ImplicitRKIntegrator>(tableau);
}

std::vector<SettingSpec> implicitRKSettings(const char* formulation) {
    std::vector<SettingSpec> s = oneStepSettings(false);
    for (SettingSpec& spec : s) {
        if (spec.key == "step") {
            spec.defaultValue = "0.001";
            spec.tooltip = ML_NOOP(
                "core", "Initial step size (s) with a tolerance; the fixed step without one");
        } else if (spec.key == "tol") {
            spec.defaultValue = "1e-6";
            spec.tooltip =
                ML_NOOP("core", "Relative and absolute tolerance of the embedded error estimate; "
                                "leave empty for fixed steps");
        }
    }
    // The default first, the others in their usual order (lists of choices show the default
    // first).
    std::vector<std::string> forms = {formulation};
    for (const char* f : {"index3", "index2", "ggl", "index1"})
        if (forms.front() != f) forms.push_back(f);
    s.push_back(
        {"formulation", ML_NOOP("core", "Formulation"),
         ML_NOOP("core",
                 "Algebraic equation of every stage: index3 (g = 0), index2 (G v + g_t = 0, g "
                 "drifts), ggl (both, with an extra multiplier: no drift), index1 (acceleration "
                 "level, with optional Baumgarte feedback)"),
         SettingType::Choice, formulation, 0, 0, forms});
    s.push_back(
        {"lambda",
         ML_NOOP("core", "Multipliers"),
         ML_NOOP("core",
                 "post: recomputed at each step point from the index-1 system, as accurate as "
                 "the positions and velocities; stage: the method's own value (the "
                 "epsilon-embedding update of Sánchez Rivera, 2021), of lower order: Radau IIA "
                 "with s stages has order s at index 2 and s - 1 at index 3"),
         SettingType::Choice,
         "post",
         0,
         0,
         {"post", "stage"}});
    for (const SettingSpec& spec : baumgarteSettings(true)) s.push_back(spec);
    return s;
}

} // namespace mechlab::core
