#pragma once

// Min/max decimation of a curve for display: the x-range [x0, x1] is split into `columns`
// buckets (one per pixel column); each bucket keeps its minimum and maximum sample and emits
// them in the order they occurred. A polyline through those points covers the vertical extent
// the full curve has in every column, with at most two points per column however many samples
// there are (a bucket holding one sample emits just that sample, so sparse data stays exact).
//
// Samples are added incrementally (a live run appends them), so the display set of a growing
// curve costs O(new samples + columns) per refresh.

#include <cstddef>
#include <utility>
#include <vector>

namespace mechlab::core {

class Envelope {
public:
    Envelope() = default;
    Envelope(double x0, double x1, int columns) { reset(x0, x1, columns); }

    void reset(double x0, double x1, int columns);
    /// Adds one sample; samples outside [x0, x1] and non-finite y are ignored (a log axis cannot
    /// show y <= 0: use `skipNonPositive`).
    void add(double x, double y);
    void setSkipNonPositive(bool skip) { m_skipNonPositive = skip; }

    /// The display set: for each non-empty column its minimum and maximum, ordered by x.
    std::vector<std::pair<double, double>> points() const;

    double x0() const { return m_x0; }
    double x1() const { return m_x1; }
    int columns() const { return int(m_buckets.size()); }

private:
    struct Sample {
        double x = 0, y = 0;
    };
    struct Bucket {
        bool empty = true;
        Sample min, max;
    };
    double m_x0 = 0, m_x1 = 1;
    double m_scale = 1; // buckets per unit of x
    bool m_skipNonPositive = false;
    std::vector<Bucket> m_buckets;
};

/// The display set of samples (x[i], y[i]), i in [begin, end), over [x0, x1] in `columns`
/// columns (x sorted ascending; only the samples inside the range are visited).
std::vector<std::pair<double, double>> decimate(const std::vector<double>& x,
                                                const std::vector<double>& y, double x0, double x1,
                                                int columns, bool skipNonPositive);

/// A subset of `points` (in order, the first and the last included) whose polyline passes
/// within `tolerance` of every one of them, with x scaled by `sx` and y by `sy` (pixels per
/// unit: the tolerance is in pixels). For a curve that runs forward in x, as a display set does.
/// One greedy pass, O(n): a point is dropped while the segment from the last kept point to the
/// next one passes within the tolerance of it (that point's direction stays inside the cone of
/// directions every dropped point allows, and it lies at least as far away; a cone bound in the
/// manner of Zhao and Saalfeld, Linear-time sleeve-fitting polyline simplification algorithms,
/// AutoCarto 13, 1997).
std::vector<std::pair<double, double>>
simplify(const std::vector<std::pair<double, double>>& points, double sx, double sy,
         double tolerance);

} // namespace mechlab::core
