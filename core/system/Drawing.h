#pragma once

// The model's drawing at one state: positions of its points (formulas of t, q and parameters),
// the segments and circles between them and the view box, in model units.

#include "model/Model.h"

#include <Eigen/Core>
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mechlab::core {

struct DrawingFrame {
    std::vector<std::string> names;
    std::vector<std::pair<double, double>> points;
    std::vector<std::pair<int, int>> segments; // point indices
    std::vector<int> circleCenters;            // point indices
    std::vector<double> circleRadii;
    std::vector<std::array<int, 3>> ellipses;     // point indices: center, axis ends
    std::vector<int> traces;                      // point indices whose path is drawn
    std::optional<std::array<double, 4>> viewBox; // xmin, xmax, ymin, ymax
    std::string caption, unit;                    // as in the model (unit: "m" when blank)
    struct Arrow {
        int point;
        ArrowKind kind;
        double x, y; // the vector, in its own unit (a velocity, a force)
    };
    std::vector<Arrow> arrows;
};

/// Evaluates the drawing (one instance per thread: it keeps a work buffer).
class DrawingEvaluator {
public:
    explicit DrawingEvaluator(const Model& model);
    bool empty() const { return m_model.spec().drawing.points.empty(); }
    /// The drawing at a state; the multipliers (lambda, then mu) enter the arrows that read
    /// them (zero where not given).
    DrawingFrame frame(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                       const Eigen::VectorXd& multipliers = {});

private:
    Model m_model;
    std::vector<double> m_in, m_out, m_work;
};

} // namespace mechlab::core
