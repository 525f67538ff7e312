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

/// The 3D drawing at one state, in model units (x, y, z).
struct DrawingFrame3D {
    std::vector<std::string> names;
    std::vector<std::array<double, 3>> points;
    std::vector<std::pair<int, int>> rods;  // point indices
    std::vector<int> sphereCenters, traces; // point indices
    std::vector<double> sphereRadii;
    std::vector<std::array<int, 3>> discs; // centre and the ends of two perpendicular radii
    std::optional<double> floor;           // the floor's height
    bool compass = false;
};

/// Evaluates the drawing (one instance per thread: it keeps a work buffer).
class DrawingEvaluator {
public:
    explicit DrawingEvaluator(const Model& model);
    bool empty() const { return m_model.spec().drawing.points.empty(); }
    bool has3D() const { return !m_model.spec().drawing.three.empty(); }
    /// The drawing at a state; the multipliers (lambda, then mu) enter the arrows that read
    /// them (zero where not given).
    DrawingFrame frame(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                       const Eigen::VectorXd& multipliers = {});
    /// The 3D drawing at a state (empty without a "3d" block).
    DrawingFrame3D frame3D(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);

private:
    /// t, q and v into the program's inputs.
    void load(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
    Model m_model;
    std::vector<double> m_in, m_out, m_out3d, m_work;
};

} // namespace mechlab::core
