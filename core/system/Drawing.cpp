#include "system/Drawing.h"

namespace mechlab::core {

DrawingEvaluator::DrawingEvaluator(const Model& model)
    : m_model(model), m_in(std::size_t(model.drawingInputCount()), 0.0) {
    for (int k = 0; k < model.parameterCount(); ++k)
        m_in[std::size_t(model.parameterSlot(k))] = model.parameterValues()[std::size_t(k)];
    m_out.resize(std::size_t(model.compiled().drawing.outputCount()));
}

void DrawingEvaluator::load(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
    const int n = m_model.coordinateCount();
    m_in[0] = t;
    for (int i = 0; i < n && i < q.size(); ++i) m_in[std::size_t(1 + i)] = q[i];
    for (int i = 0; i < n && i < v.size(); ++i) m_in[std::size_t(1 + n + i)] = v[i];
}

DrawingFrame DrawingEvaluator::frame(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                     const Eigen::VectorXd& multipliers) {
    const CompiledModel& c = m_model.compiled();
    const int m = m_model.constraintCount();
    load(t, q, v);
    const std::size_t first = std::size_t(m_model.inputCount());
    for (int j = 0; j < m; ++j)
        m_in[first + std::size_t(j)] = j < multipliers.size() ? multipliers[j] : 0.0;
    if (!c.drawing.empty()) c.drawing.eval(m_in.data(), m_out.data(), m_work);

    DrawingFrame f;
    const auto& spec = m_model.spec().drawing;
    std::size_t k = 0;
    for (const auto& p : spec.points) {
        f.names.push_back(p.name);
        f.points.emplace_back(m_out[k], m_out[k + 1]);
        k += 2;
    }
    f.segments = c.segments;
    f.circleCenters = c.circleCenters;
    for (std::size_t i = 0; i < c.circleCenters.size(); ++i) f.circleRadii.push_back(m_out[k++]);
    f.ellipses = c.ellipses;
    f.traces = c.traces;
    f.caption = spec.caption;
    f.unit = spec.unit.empty() ? "m" : spec.unit;
    if (c.hasViewBox) {
        f.viewBox = std::array<double, 4>{m_out[k], m_out[k + 1], m_out[k + 2], m_out[k + 3]};
        k += 4;
    }
    for (std::size_t a = 0; a < c.arrowPoints.size(); ++a, k += 2)
        f.arrows.push_back({c.arrowPoints[a], c.arrowKinds[a], m_out[k], m_out[k + 1]});
    return f;
}

DrawingFrame3D DrawingEvaluator::frame3D(double t, const Eigen::VectorXd& q,
                                         const Eigen::VectorXd& v) {
    DrawingFrame3D f;
    const CompiledModel& c = m_model.compiled();
    const Drawing3DSpec& spec = m_model.spec().drawing.three;
    if (spec.empty() || c.drawing3d.empty()) return f;
    load(t, q, v);
    m_out3d.resize(std::size_t(c.drawing3d.outputCount()));
    c.drawing3d.eval(m_in.data(), m_out3d.data(), m_work);
    std::size_t k = 0;
    for (const auto& p : spec.points) {
        f.names.push_back(p.name);
        f.points.push_back({m_out3d[k], m_out3d[k + 1], m_out3d[k + 2]});
        k += 3;
    }
    f.rods = c.rods3d;
    f.sphereCenters = c.sphereCenters3d;
    for (std::size_t i = 0; i < c.sphereCenters3d.size(); ++i)
        f.sphereRadii.push_back(m_out3d[k++]);
    f.discs = c.discs3d;
    f.traces = c.traces3d;
    if (c.hasFloor3d) f.floor = m_out3d[k++];
    f.compass = spec.compass;
    return f;
}

} // namespace mechlab::core
