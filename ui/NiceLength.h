#pragma once

// Round lengths for scale bars, arrow legends and grids.

#include <cmath>

namespace mechlab::ui {

/// The largest 1, 2 or 5 times a power of ten not above `length` (positive).
inline double niceLength(double length) {
    const double power = std::pow(10.0, std::floor(std::log10(length)));
    for (double m : {5.0, 2.0, 1.0})
        if (m * power <= length) return m * power;
    return power;
}

} // namespace mechlab::ui
