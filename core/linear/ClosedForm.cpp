#include "linear/ClosedForm.h"

#include <Eigen/Dense>
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <unsupported/Eigen/MatrixFunctions>

namespace mechlab::core {

using Eigen::MatrixXd;
using Eigen::VectorXd;

namespace {

// Gauss-Legendre nodes on [-1, 1] and weights, from the eigen-decomposition of the Jacobi
// matrix of the Legendre polynomials (Golub-Welsch).
struct GaussLegendre {
    VectorXd nodes, weights;
    explicit GaussLegendre(int points) {
        MatrixXd jacobi = MatrixXd::Zero(points, points);
        for (int k = 1; k < points; ++k) {
            const double beta = k / std::sqrt(4.0 * k * k - 1.0);
            jacobi(k, k - 1) = jacobi(k - 1, k) = beta;
        }
        Eigen::SelfAdjointEigenSolver<MatrixXd> eig(jacobi);
        nodes = eig.eigenvalues();
        weights = 2.0 * eig.eigenvectors().row(0).transpose().array().square();
    }
};

const GaussLegendre& rule() {
    static const GaussLegendre r(10);
    return r;
}

} // namespace

LinearDaeSolution::LinearDaeSolution(const LinearDaeModel& model) : m_model(model) {
    const QuasiWeierstrass& q = model.pencil().qwf;
    m_S1 = q.S.topRows(q.n1);
    m_S2 = q.S.bottomRows(q.n2);
    m_t0 = m_t = model.tStart();
    m_w1Start = (q.Tinv * model.x0()).head(q.n1);
    m_w1 = m_w1Start;
}

VectorXd LinearDaeSolution::algebraicPart(double t) const {
    const QuasiWeierstrass& q = m_model.pencil().qwf;
    VectorXd w2 = VectorXd::Zero(q.n2);
    if (q.index == 0) return w2;
    const MatrixXd f = m_model.forcingDerivatives(t, q.index);
    MatrixXd Npower = MatrixXd::Identity(q.n2, q.n2);
    for (int i = 0; i < q.index; ++i) {
        w2 -= Npower * (m_S2 * f.col(i));
        Npower = Npower * q.N;
    }
    return w2;
}

// int_a^b e^{J (b - s)} f1(s) ds: Gauss-Legendre on [a, b] against the sum over both halves,
// halving where they disagree.
VectorXd LinearDaeSolution::w1Integral(double a, double b) const {
    const QuasiWeierstrass& q = m_model.pencil().qwf;
    const GaussLegendre& gl = rule();
    VectorXd f;
    auto panel = [&](double lo, double hi) {
        VectorXd sum = VectorXd::Zero(q.n1);
        const double half = 0.5 * (hi - lo), mid = 0.5 * (hi + lo);
        for (Eigen::Index k = 0; k < gl.nodes.size(); ++k) {
            const double s = mid + half * gl.nodes[k];
            m_model.forcing(s, f);
            // One differential unknown (the RC circuit's): e^{j (b - s)} is a scalar exponential,
            // not a Pade approximant of a matrix (a sixth of the run before).
            if (q.n1 == 1)
                sum += gl.weights[k] * std::exp(q.J(0, 0) * (b - s)) * (m_S1 * f);
            else
                sum += gl.weights[k] * ((q.J * (b - s)).exp() * (m_S1 * f));
        }
        return VectorXd(half * sum);
    };
    struct Piece {
        double lo, hi;
        VectorXd whole;
        int depth;
    };
    // A budget of panels bounds the work for a forcing that oscillates faster than the
    // quadrature can follow (the result is then as good as that many panels make it).
    constexpr int kMaxPanels = 4096;
    int panels = 1;
    VectorXd total = VectorXd::Zero(q.n1);
    std::vector<Piece> stack{{a, b, panel(a, b), 0}};
    while (!stack.empty()) {
        Piece p = std::move(stack.back());
        stack.pop_back();
        const double mid = 0.5 * (p.lo + p.hi);
        VectorXd left = panel(p.lo, mid), right = panel(mid, p.hi);
        panels += 2;
        const VectorXd halves = left + right;
        const double scale = 1.0 + halves.lpNorm<Eigen::Infinity>();
        const bool accurate = (halves - p.whole).lpNorm<Eigen::Infinity>() <= 1e-14 * scale;
        if (accurate || p.depth >= 30 || panels >= kMaxPanels) {
            // Round-off can keep two estimates 1e-14 apart; only a visible gap counts.
            if (!accurate && (halves - p.whole).lpNorm<Eigen::Infinity>() > 1e-10 * scale)
                m_converged = false;
            total += halves;
            continue;
        }
        stack.push_back({p.lo, mid, std::move(left), p.depth + 1});
        stack.push_back({mid, p.hi, std::move(right), p.depth + 1});
    }
    return total;
}

VectorXd LinearDaeSolution::at(double t) {
    const QuasiWeierstrass& q = m_model.pencil().qwf;
    if (t < m_t) {
        m_t = m_t0;
        m_w1 = m_w1Start;
    }
    if (t > m_t && q.n1 > 0) {
        // Pieces no longer than the time scale of J, so that each quadrature is a local one.
        const double Jnorm = q.J.lpNorm<Eigen::Infinity>();
        const double piece = Jnorm > 0.0 ? 1.0 / Jnorm : t - m_t;
        const int count = int(std::min(1e6, std::ceil((t - m_t) / piece)));
        const double start = m_t, length = (t - start) / count;
        const MatrixXd propagator = (q.J * length).exp();
        for (int k = 1; k <= count; ++k) {
            const double b = k == count ? t : start + k * length;
            m_w1 = propagator * m_w1 + w1Integral(m_t, b);
            m_t = b;
        }
    }
    VectorXd w(q.n1 + q.n2);
    w << m_w1, algebraicPart(t);
    return q.T * w;
}

VectorXd LinearDaeSolution::start() const {
    const QuasiWeierstrass& q = m_model.pencil().qwf;
    VectorXd w(q.n1 + q.n2);
    w << m_w1Start, algebraicPart(m_t0);
    return q.T * w;
}

VectorXd LinearDaeSolution::derivativeAtStart() const {
    const QuasiWeierstrass& q = m_model.pencil().qwf;
    VectorXd f;
    m_model.forcing(m_t0, f);
    VectorXd w1Dot = q.J * m_w1Start + m_S1 * f;
    VectorXd w2Dot = VectorXd::Zero(q.n2);
    if (q.index > 0) {
        const MatrixXd d = m_model.forcingDerivatives(m_t0, q.index + 1);
        MatrixXd Npower = MatrixXd::Identity(q.n2, q.n2);
        for (int i = 0; i < q.index; ++i) {
            w2Dot -= Npower * (m_S2 * d.col(i + 1));
            Npower = Npower * q.N;
        }
    }
    VectorXd w(q.n1 + q.n2);
    w << w1Dot, w2Dot;
    return q.T * w;
}

} // namespace mechlab::core
