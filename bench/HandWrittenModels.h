#pragma once

// Two presets written by hand in plain C++, for the benchmarks that separate the cost of the
// formula engine from that of the solvers: Andrews' squeezing mechanism (Hairer and Wanner,
// Solving ODEs II, VII.7; docs/problems/andrews-squeezing.md) and the two-link robot
// (docs/problems/two-link-robot.md), with the presets' default parameters as constants and every
// sine and cosine computed once.
//
// Every function writes dense arrays in column-major order (entry (i, j) of an r x c matrix at
// i + r j):
//   stage:       M (n x n), f (n), G = dg/dq (m x n), g (m)
//   hidden:      e = d/dt (G v) at fixed v (m); both models have no explicit time dependence
//   derivatives: dM/dq (n x n x n, entry dM_ij/dq_c at i + n j + n^2 c), df/dq and df/dv (n x n,
//                entry df_i/dq_c at i + n c), dG/dq (m x n x n, entry dG_ij/dq_c at
//                i + m j + m n c)
// Entries that are zero are written as zero.

#include <algorithm>
#include <cmath>

namespace mechlab::bench {

struct AndrewsByHand {
    static constexpr int n = 7, m = 6;
    static constexpr double m1 = 0.04325, i1 = 2.194e-6, xa = -0.06934, m2 = 0.00365, i2 = 4.41e-7,
                            ya = -0.00227, m3 = 0.02373, i3 = 5.255e-6, xb = -0.03635, m4 = 0.00706,
                            i4 = 5.667e-7, yb = 0.03273, m5 = 0.0705, i5 = 1.169e-5, xc = 0.014,
                            m6 = 0.00706, i6 = 5.667e-7, yc = 0.072, m7 = 0.05498, i7 = 1.912e-5,
                            c0 = 4530.0, d = 0.028, da = 0.0115, e = 0.02, ea = 0.01421, rr = 0.007,
                            ra = 0.00092, l0 = 0.07785, ss = 0.035, sa = 0.01874, sb = 0.01043,
                            sc = 0.018, sd = 0.02, ta = 0.02308, tb = 0.00916, u = 0.04,
                            ua = 0.01228, ub = 0.00449, zf = 0.02, zt = 0.04, fa = 0.01421,
                            mom = 0.033;
    static constexpr double eea = e - ea, zfa = zf - fa;

    // Sines and cosines of the angles the model uses.
    struct Trig {
        double sb, cb, st, ct, sg, cg, sp, cp, sd, cd, so, co, se, ce, sbt, cbt, spd, cpd, soe, coe;
        explicit Trig(const double* q) {
            ::sincos(q[0], &sb, &cb);
            ::sincos(q[1], &st, &ct);
            ::sincos(q[2], &sg, &cg);
            ::sincos(q[3], &sp, &cp);
            ::sincos(q[4], &sd, &cd);
            ::sincos(q[5], &so, &co);
            ::sincos(q[6], &se, &ce);
            ::sincos(q[0] + q[1], &sbt, &cbt);
            ::sincos(q[3] + q[4], &spd, &cpd);
            ::sincos(q[5] + q[6], &soe, &coe);
        }
    };

    static void stage(const double* q, const double* v, double* M, double* f, double* G,
                      double* g) {
        const Trig s(q);
        std::fill(M, M + n * n, 0.0);
        M[0] = m1 * ra * ra + m2 * (rr * rr - 2 * da * rr * s.ct + da * da) + i1 + i2;
        M[1] = M[7] = m2 * (da * da - da * rr * s.ct) + i2;
        M[8] = m2 * da * da + i2;
        M[16] = m3 * (sa * sa + sb * sb) + i3;
        M[24] = m4 * eea * eea + i4;
        M[25] = M[31] = m4 * (eea * eea + zt * eea * s.sp) + i4;
        M[32] =
            m4 * (zt * zt + 2 * zt * eea * s.sp + eea * eea) + m5 * (ta * ta + tb * tb) + i4 + i5;
        M[40] = m6 * zfa * zfa + i6;
        M[41] = M[47] = m6 * (zfa * zfa - u * zfa * s.so) + i6;
        M[48] = m6 * (zfa * zfa - 2 * u * zfa * s.so + u * u) + m7 * (ua * ua + ub * ub) + i6 + i7;

        const double bep = v[0], thp = v[1], php = v[3], dep = v[4], omp = v[5], epp = v[6];
        f[0] = mom - m2 * da * rr * thp * (thp + 2 * bep) * s.st;
        f[1] = m2 * da * rr * bep * bep * s.st;
        f[2] = spring(s.sg, s.cg);
        f[3] = m4 * zt * eea * dep * dep * s.cp;
        f[4] = -m4 * zt * eea * php * (php + 2 * dep) * s.cp;
        f[5] = -m6 * u * zfa * epp * epp * s.co;
        f[6] = m6 * u * zfa * omp * (omp + 2 * epp) * s.co;

        const double cx = rr * s.cb - d * s.cbt, cy = rr * s.sb - d * s.sbt;
        g[0] = cx - ss * s.sg - xb;
        g[1] = cy + ss * s.cg - yb;
        g[2] = cx - e * s.spd - zt * s.cd - xa;
        g[3] = cy + e * s.cpd - zt * s.sd - ya;
        g[4] = cx - zf * s.coe - u * s.se - xa;
        g[5] = cy - zf * s.soe + u * s.ce - ya;

        std::fill(G, G + m * n, 0.0);
        const double gxb = -rr * s.sb + d * s.sbt, gxt = d * s.sbt;
        const double gyb = rr * s.cb - d * s.cbt, gyt = -d * s.cbt;
        for (int row : {0, 2, 4}) {
            G[row] = gxb;
            G[row + m] = gxt;
        }
        for (int row : {1, 3, 5}) {
            G[row] = gyb;
            G[row + m] = gyt;
        }
        G[0 + 2 * m] = -ss * s.cg;
        G[1 + 2 * m] = -ss * s.sg;
        G[2 + 3 * m] = -e * s.cpd;
        G[2 + 4 * m] = -e * s.cpd + zt * s.sd;
        G[3 + 3 * m] = -e * s.spd;
        G[3 + 4 * m] = -e * s.spd - zt * s.cd;
        G[4 + 5 * m] = zf * s.soe;
        G[4 + 6 * m] = zf * s.soe - u * s.ce;
        G[5 + 5 * m] = -zf * s.coe;
        G[5 + 6 * m] = -zf * s.coe - u * s.se;
    }

    // The spring's generalized force on gamma, -dV/dgamma = -c0 (L - l0) L' (L the spring's
    // length), and with `derivative` its derivative by gamma.
    static double spring(double sg, double cg, double* derivative = nullptr) {
        const double xd = sd * cg + sc * sg + xb - xc, yd = sd * sg - sc * cg + yb - yc;
        const double xd1 = sc * cg - sd * sg, yd1 = sd * cg + sc * sg; // d/dgamma
        const double L = std::sqrt(xd * xd + yd * yd);
        const double S = xd * xd1 + yd * yd1; // L L'
        const double force = -c0 * (L - l0) / L * S;
        if (derivative) {
            const double L1 = S / L;
            // S' = x'^2 + y'^2 + x x'' + y y'' with x'' = -(x - xb + xc), y'' = -(y - yb + yc).
            const double S1 = xd1 * xd1 + yd1 * yd1 - xd * (xd - xb + xc) - yd * (yd - yb + yc);
            const double L2 = (S1 - L1 * L1) / L;
            *derivative = -c0 * (L1 * L1 + (L - l0) * L2);
        }
        return force;
    }

    // The Hessians of the constraints: H[k] is the symmetric 7 x 7 Hessian of g_k, column-major.
    static void hessians(const Trig& s, double H[m][n * n]) {
        for (int k = 0; k < m; ++k) std::fill(H[k], H[k] + n * n, 0.0);
        const double xbb = -rr * s.cb + d * s.cbt, xbt = d * s.cbt; // of rr cos b - d cos(b + T)
        const double ybb = -rr * s.sb + d * s.sbt, ybt = d * s.sbt; // of rr sin b - d sin(b + T)
        auto set = [&](int k, int i, int j, double x) { H[k][i + n * j] = H[k][j + n * i] = x; };
        for (int k = 0; k < m; k += 2) {
            set(k, 0, 0, xbb);
            set(k, 0, 1, xbt);
            set(k, 1, 1, xbt);
            set(k + 1, 0, 0, ybb);
            set(k + 1, 0, 1, ybt);
            set(k + 1, 1, 1, ybt);
        }
        set(0, 2, 2, ss * s.sg);
        set(1, 2, 2, -ss * s.cg);
        set(2, 3, 3, e * s.spd);
        set(2, 3, 4, e * s.spd);
        set(2, 4, 4, e * s.spd + zt * s.cd);
        set(3, 3, 3, -e * s.cpd);
        set(3, 3, 4, -e * s.cpd);
        set(3, 4, 4, -e * s.cpd + zt * s.sd);
        set(4, 5, 5, zf * s.coe);
        set(4, 5, 6, zf * s.coe);
        set(4, 6, 6, zf * s.coe + u * s.se);
        set(5, 5, 5, zf * s.soe);
        set(5, 5, 6, zf * s.soe);
        set(5, 6, 6, zf * s.soe - u * s.ce);
    }

    static void hidden(const double* q, const double* v, double* eOut) {
        const Trig s(q);
        double H[m][n * n];
        hessians(s, H);
        for (int k = 0; k < m; ++k) {
            double sum = 0.0;
            for (int j = 0; j < n; ++j)
                for (int i = 0; i < n; ++i) sum += H[k][i + n * j] * v[i] * v[j];
            eOut[k] = sum;
        }
    }

    static void derivatives(const double* q, const double* v, double* dM, double* fq, double* fv,
                            double* dG) {
        const Trig s(q);
        std::fill(dM, dM + n * n * n, 0.0);
        std::fill(fq, fq + n * n, 0.0);
        std::fill(fv, fv + n * n, 0.0);
        auto mass = [&](int i, int j, int c, double x) {
            dM[i + n * j + n * n * c] = dM[j + n * i + n * n * c] = x;
        };
        mass(0, 0, 1, 2 * m2 * da * rr * s.st);
        mass(0, 1, 1, m2 * da * rr * s.st);
        mass(3, 4, 3, m4 * zt * eea * s.cp);
        mass(4, 4, 3, 2 * m4 * zt * eea * s.cp);
        mass(5, 6, 5, -m6 * u * zfa * s.co);
        mass(6, 6, 5, -2 * m6 * u * zfa * s.co);

        const double bep = v[0], thp = v[1], php = v[3], dep = v[4], omp = v[5], epp = v[6];
        const double k2 = m2 * da * rr, k4 = m4 * zt * eea, k6 = m6 * u * zfa;
        auto Q = [&](int i, int c) -> double& { return fq[i + n * c]; };
        auto V = [&](int i, int c) -> double& { return fv[i + n * c]; };
        Q(0, 1) = -k2 * thp * (thp + 2 * bep) * s.ct;
        V(0, 0) = -2 * k2 * thp * s.st;
        V(0, 1) = -k2 * (2 * thp + 2 * bep) * s.st;
        Q(1, 1) = k2 * bep * bep * s.ct;
        V(1, 0) = 2 * k2 * bep * s.st;
        spring(s.sg, s.cg, &Q(2, 2));
        Q(3, 3) = -k4 * dep * dep * s.sp;
        V(3, 4) = 2 * k4 * dep * s.cp;
        Q(4, 3) = k4 * php * (php + 2 * dep) * s.sp;
        V(4, 3) = -k4 * (2 * php + 2 * dep) * s.cp;
        V(4, 4) = -2 * k4 * php * s.cp;
        Q(5, 5) = k6 * epp * epp * s.so;
        V(5, 6) = -2 * k6 * epp * s.co;
        Q(6, 5) = -k6 * omp * (omp + 2 * epp) * s.so;
        V(6, 5) = k6 * (2 * omp + 2 * epp) * s.co;
        V(6, 6) = 2 * k6 * omp * s.co;

        double H[m][n * n];
        hessians(s, H);
        for (int c = 0; c < n; ++c)
            for (int j = 0; j < n; ++j)
                for (int k = 0; k < m; ++k) dG[k + m * j + m * n * c] = H[k][j + n * c];
    }
};

struct RobotByHand {
    static constexpr int n = 2, m = 1;

    static void stage(const double* q, const double* v, double* M, double* f, double* G,
                      double* g) {
        double s1, c1, s2, c2, s12, c12;
        ::sincos(q[0], &s1, &c1);
        ::sincos(q[1], &s2, &c2);
        ::sincos(q[0] + q[1], &s12, &c12);
        M[0] = 5 + 3 * c2;
        M[1] = M[2] = 1 + 1.5 * c2;
        M[3] = 1;
        f[0] = (c1 + c12) * v[0] - 3 * q[0];
        f[1] = c12 * v[0] + (1 - 1.5 * c2) * q[0];
        g[0] = s1 + s12;
        G[0] = c1 + c12;
        G[1] = c12;
    }

    static void hidden(const double* q, const double* v, double* eOut) {
        const double s1 = std::sin(q[0]), s12 = std::sin(q[0] + q[1]);
        // v^T H v with H = [[-s1 - s12, -s12], [-s12, -s12]].
        eOut[0] = -s1 * v[0] * v[0] - s12 * (v[0] + v[1]) * (v[0] + v[1]);
    }

    static void derivatives(const double* q, const double* v, double* dM, double* fq, double* fv,
                            double* dG) {
        double s1, c1, s2, c2, s12, c12;
        ::sincos(q[0], &s1, &c1);
        ::sincos(q[1], &s2, &c2);
        ::sincos(q[0] + q[1], &s12, &c12);
        std::fill(dM, dM + 8, 0.0);
        dM[4] = -3 * s2;           // dM11/dtheta2
        dM[5] = dM[6] = -1.5 * s2; // dM12/dtheta2
        fq[0] = -(s1 + s12) * v[0] - 3;
        fq[1] = -s12 * v[0] + 1 - 1.5 * c2;
        fq[2] = -s12 * v[0];
        fq[3] = -s12 * v[0] + 1.5 * s2 * q[0];
        fv[0] = c1 + c12;
        fv[1] = c12;
        fv[2] = fv[3] = 0.0;
        dG[0] = -s1 - s12; // dG11/dtheta1
        dG[1] = -s12;      // dG12/dtheta1
        dG[2] = -s12;      // dG11/dtheta2
        dG[3] = -s12;      // dG12/dtheta2
    }
};

} // namespace mechlab::bench
