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

} // namespace mechlab::core
