#include "record/Envelope.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

void Envelope::reset(double x0, double x1, int columns) {
    m_x0 = x0;
    m_x1 = x1 > x0 ? x1 : x0 + 1.0;
    m_buckets.assign(std::size_t(std::max(1, columns)), Bucket{});
    m_scale = double(m_buckets.size()) / (m_x1 - m_x0);
}

void Envelope::add(double x, double y) {
    if (!(x >= m_x0 && x <= m_x1) || !std::isfinite(y) || (m_skipNonPositive && !(y > 0.0))) return;
    const std::size_t k = std::min(m_buckets.size() - 1, std::size_t((x - m_x0) * m_scale));
    Bucket& b = m_buckets[k];
    const Sample s{x, y};
    if (b.empty) {
        b.empty = false;
        b.min = b.max = s;
        return;
    }
    if (y < b.min.y) b.min = s;
    if (y > b.max.y) b.max = s;
}

std::vector<std::pair<double, double>> Envelope::points() const {
    std::vector<std::pair<double, double>> out;
    out.reserve(m_buckets.size() * 2);
    for (const Bucket& b : m_buckets) {
        if (b.empty) continue;
        const Sample& first = b.min.x <= b.max.x ? b.min : b.max;
        const Sample& second = b.min.x <= b.max.x ? b.max : b.min;
        out.emplace_back(first.x, first.y);
        if (second.x != first.x) out.emplace_back(second.x, second.y);
    }
    return out;
}

std::vector<std::pair<double, double>> decimate(const std::vector<double>& x,
                                                const std::vector<double>& y, double x0, double x1,
                                                int columns, bool skipNonPositive) {
    Envelope env(x0, x1, columns);
    env.setSkipNonPositive(skipNonPositive);
    const std::size_t n = std::min(x.size(), y.size());
    // Include one sample on each side of the range so the curve reaches the plot's edges.
    auto lo = std::lower_bound(x.begin(), x.begin() + long(n), x0);
    auto hi = std::upper_bound(lo, x.begin() + long(n), x1);
    std::size_t begin = std::size_t(lo - x.begin()), end = std::size_t(hi - x.begin());
    for (std::size_t i = begin; i < end; ++i) env.add(x[i], y[i]);
    auto pts = env.points();
    if (begin > 0 && std::isfinite(y[begin - 1]) && (!skipNonPositive || y[begin - 1] > 0))
        pts.insert(pts.begin(), {x[begin - 1], y[begin - 1]});
    if (end < n && std::isfinite(y[end]) && (!skipNonPositive || y[end] > 0))
        pts.emplace_back(x[end], y[end]);
    return pts;
}

std::vector<std::pair<double, double>>
simplify(const std::vector<std::pair<double, double>>& points, double sx, double sy,
         double tolerance) {
    const std::size_t n = points.size();
    if (n <= 2 || !(tolerance > 0.0) || !std::isfinite(sx) || !std::isfinite(sy)) return points;
    std::vector<std::pair<double, double>> out;
    out.push_back(points[0]);
    // The last kept point (in pixels), and the cone of directions from it whose rays pass within
    // the tolerance of every point dropped since: between the unit vectors `right` and `left`
    // (counterclockwise from right to left; any direction while `open`); `farthest` is the
    // largest distance of those points, which a segment must reach (then each lies within the
    // tolerance of the segment, not only of its line).
    double ax = points[0].first * sx, ay = points[0].second * sy;
    bool open = true;
    double rightX = 0, rightY = 0, leftX = 0, leftY = 0, farthest = 0;
    std::size_t candidate = 0; // the last point a segment from the kept one may end at
    auto cross = [](double ux, double uy, double vx, double vy) { return ux * vy - uy * vx; };
    for (std::size_t i = 1; i < n; ++i) {
        for (int pass = 0; pass < 2; ++pass) {
            const double dx = points[i].first * sx - ax, dy = points[i].second * sy - ay;
            const double d = std::hypot(dx, dy);
            if (d <= tolerance) { // near the kept point: every segment from it passes near
                candidate = i;
                break;
            }
            const double ux = dx / d, uy = dy / d;
            const bool inside = open || (cross(rightX, rightY, ux, uy) >= 0.0 &&
                                         cross(ux, uy, leftX, leftY) >= 0.0);
            if (pass == 1 || (inside && d >= farthest)) {
                // This point's cone: its direction turned by +-asin(tolerance / d).
                const double sinHalf = tolerance / d, cosHalf = std::sqrt(1.0 - sinHalf * sinHalf);
                const double rx = ux * cosHalf + uy * sinHalf, ry = uy * cosHalf - ux * sinHalf;
                const double lx = ux * cosHalf - uy * sinHalf, ly = uy * cosHalf + ux * sinHalf;
                if (open || cross(rightX, rightY, rx, ry) > 0.0) rightX = rx, rightY = ry;
                if (open || cross(lx, ly, leftX, leftY) > 0.0) leftX = lx, leftY = ly;
                open = false;
                farthest = std::max(farthest, d);
                candidate = i;
                break;
            }
            // A segment to this point would miss a dropped one: keep the last candidate and
            // measure from it.
            out.push_back(points[candidate]);
            ax = points[candidate].first * sx;
            ay = points[candidate].second * sy;
            open = true;
            farthest = 0.0;
        }
    }
    out.push_back(points[n - 1]);
    return out;
}

} // namespace mechlab::core
