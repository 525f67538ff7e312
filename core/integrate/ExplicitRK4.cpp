#include "integrate/ExplicitRK4.h"

#include "integrate/OneStep.h"
#include "system/Constrained.h"

namespace mechlab::core {

namespace {

class RK4Scheme final : public OneStepScheme {
public:
    RK4Scheme(MechanicalSystem& sys, double alpha, double beta)
        : m_sys(sys), m_alpha(alpha), m_beta(beta) {}

    Status step(double t, double h, const VectorXd& q, const VectorXd& v, VectorXd& q1,
                VectorXd& v1, VectorXd& lambda) override {
        // Stage derivatives of y = (q, v): k_q = v, k_v = a(t, q, v).
        static constexpr double c[4] = {0.0, 0.5, 0.5, 1.0};
        static constexpr double b[4] = {1.0 / 6.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 6.0};
        m_Q = q;
        m_V = v;
        q1 = q;
        v1 = v;
        for (int i = 0; i < 4; ++i) {
            if (i > 0) {
                m_Q = q + (c[i] * h) * m_V;
                m_V = v + (c[i] * h) * m_a;
            }
            const Status s =
                accelerations(m_sys, m_ws, t + c[i] * h, m_Q, m_V, m_alpha, m_beta, m_a, lambda);
            if (!s.ok()) return s;
            q1 += (b[i] * h) * m_V;
            v1 += (b[i] * h) * m_a;
        }
        return {};
    }

private:
    MechanicalSystem& m_sys;
    double m_alpha, m_beta;
    ConstrainedWorkspace m_ws;
    VectorXd m_Q, m_V, m_a; // stage point and its acceleration (k_q = V, k_v = a)
};

class RK4Integrator final : public Integrator {
public:
    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        MechanicalSystem sys(model);
        RK4Scheme scheme(sys, request.settings.real("baumgarte_alpha"),
                         request.settings.real("baumgarte_beta"));
        OneStepOptions options = oneStepOptions(request.settings, 4);
        options.control.stopTimes = request.stopTimes;
        return runOneStep(sys, scheme, options, request.tEnd, observer, cancel);
    }
};

} // namespace

std::unique_ptr<Integrator> makeExplicitRK4Integrator() {
    return std::make_unique<RK4Integrator>();
}

std::vector<SettingSpec> explicitRK4Settings() {
    std::vector<SettingSpec> s = oneStepSettings(false);
    for (const SettingSpec& spec : baumgarteSettings()) s.push_back(spec);
    return s;
}

} // namespace mechlab::core
