#pragma once

// A planar chain of N links in Cartesian coordinates, the model issue 21 measures how mechlab
// scales with: point masses 1 at (x_i, y_i), i = 1..N, joined by massless rods of length 1, the
// first to the origin; gravity g = 9.81 along -y. 2N coordinates, N constraints
//     g_1 = (x_1^2 + y_1^2 - 1)/2,   g_i = ((x_i - x_{i-1})^2 + (y_i - y_{i-1})^2 - 1)/2,
// M = I. It starts at rest, stretched out horizontally (x_i = i, y_i = 0), and falls. Every
// matrix the integrators meet is sparse: M diagonal, G with four entries per row. The drawing
// shows the links from the pivot O, in a box the chain cannot leave.

#include "model/ModelSpec.h"

#include <string>
#include <vector>

namespace mechlab::bench {

inline core::ModelSpec chainSpec(int links) {
    core::ModelSpec s;
    s.name = "chain of " + std::to_string(links) + " links";
    s.parameters = {{"g", 9.81, "m/s^2", 0, 20, "gravity"}};
    const int n = 2 * links;
    s.mass = core::MassSpec::blank(n);
    std::vector<std::string> heights;
    for (int i = 1; i <= links; ++i) {
        const std::string x = "x" + std::to_string(i), y = "y" + std::to_string(i);
        s.coordinates.push_back({x, "m", std::to_string(i), "0"});
        s.coordinates.push_back({y, "m", "0", "0"});
        s.forces.push_back("0");
        s.forces.push_back("-g");
        heights.push_back(y);
        if (i == 1) {
            s.constraints.push_back("(x1^2 + y1^2 - 1)/2");
        } else {
            const std::string xp = "x" + std::to_string(i - 1), yp = "y" + std::to_string(i - 1);
            s.constraints.push_back("((" + x + " - " + xp + ")^2 + (" + y + " - " + yp +
                                    ")^2 - 1)/2");
        }
    }
    for (int i = 0; i < n; ++i) s.mass.set(i, i, "1");
    // The potential written the plain way, g*(y1 + y2 + ... + yN): formulas' sums are flat.
    std::string sum;
    for (const std::string& y : heights) sum += (sum.empty() ? "" : " + ") + y;
    s.potential = "g*(" + sum + ")";
    s.drawing.points.push_back({"O", "0", "0"});
    for (int i = 1; i <= links; ++i) {
        const std::string k = std::to_string(i);
        s.drawing.points.push_back({"P" + k, "x" + k, "y" + k});
        s.drawing.segments.push_back({i == 1 ? "O" : "P" + std::to_string(i - 1), "P" + k});
    }
    const std::string reach = std::to_string(links);
    s.drawing.xmin = "-" + reach;
    s.drawing.xmax = reach;
    s.drawing.ymin = "-" + reach;
    s.drawing.ymax = "1";
    s.tEnd = 1.0;
    return s;
}

} // namespace mechlab::bench
