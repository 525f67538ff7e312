#include "Scene3D.h"

#include "NiceLength.h"

#include <algorithm>
#include <cmath>

namespace mechlab::ui {

namespace {

constexpr float kPi = 3.14159265358979f;

// A unit vector perpendicular to d (d nonzero).
QVector3D perpendicular(const QVector3D& d) {
    const QVector3D other =
        std::abs(d.x()) < 0.6f * d.length() ? QVector3D(1, 0, 0) : QVector3D(0, 1, 0);
    return QVector3D::crossProduct(d, other).normalized();
}

bool finite(const QVector3D& p) {
    return std::isfinite(p.x()) && std::isfinite(p.y()) && std::isfinite(p.z());
}

void addRod(Mesh3D& mesh, const QVector3D& a, const QVector3D& b, float radius,
            const QColor& color) {
    const QVector3D d = b - a;
    if (d.length() <= 0 || radius <= 0) return;
    const QVector3D e1 = perpendicular(d), e2 = QVector3D::crossProduct(d.normalized(), e1);
    constexpr int sides = 12;
    for (int k = 0; k < sides; ++k) {
        const float s0 = 2 * kPi * k / sides, s1 = 2 * kPi * (k + 1) / sides;
        const QVector3D n0 = std::cos(s0) * e1 + std::sin(s0) * e2,
                        n1 = std::cos(s1) * e1 + std::sin(s1) * e2;
        const QVector3D a0 = a + radius * n0, a1 = a + radius * n1, b0 = b + radius * n0,
                        b1 = b + radius * n1;
        mesh.triangle(a0, a1, b1, n0, n1, n1, color);
        mesh.triangle(a0, b1, b0, n0, n1, n0, color);
    }
}

void addSphere(Mesh3D& mesh, const QVector3D& c, float radius, const QColor& color) {
    if (radius <= 0) return;
    constexpr int rings = 14, sectors = 24;
    auto normal = [](int i, int j) {
        const float polar = kPi * i / rings, azimuth = 2 * kPi * j / sectors;
        return QVector3D(std::sin(polar) * std::cos(azimuth), std::sin(polar) * std::sin(azimuth),
                         std::cos(polar));
    };
    for (int i = 0; i < rings; ++i)
        for (int j = 0; j < sectors; ++j) {
            const QVector3D n00 = normal(i, j), n01 = normal(i, j + 1), n10 = normal(i + 1, j),
                            n11 = normal(i + 1, j + 1);
            if (i > 0)
                mesh.triangle(c + radius * n00, c + radius * n10, c + radius * n01, n00, n10, n01,
                              color);
            if (i < rings - 1)
                mesh.triangle(c + radius * n01, c + radius * n10, c + radius * n11, n01, n10, n11,
                              color);
        }
}

// A disc through its centre c and the ends of two perpendicular radii: two faces in eight
// sectors of alternating colour and a rim, thickness a tenth of the radius.
void addDisc(Mesh3D& mesh, const QVector3D& c, const QVector3D& end1, const QVector3D& end2) {
    const QVector3D u = end1 - c;
    const float radius = u.length();
    QVector3D n = QVector3D::crossProduct(u, end2 - c);
    if (radius <= 0 || n.length() <= 0) return;
    n.normalize();
    const QVector3D w = QVector3D::crossProduct(n, u); // u turned a quarter in the disc's plane
    const QVector3D half = 0.05f * radius * n;
    constexpr int segments = 64, perSector = segments / 8;
    auto rim = [&](int k) {
        const float s = 2 * kPi * k / segments;
        return std::cos(s) * u + std::sin(s) * w;
    };
    for (int k = 0; k < segments; ++k) {
        const QColor face = (k / perSector) % 2 ? colors3d::discMark() : colors3d::disc();
        const QVector3D r0 = rim(k), r1 = rim(k + 1);
        mesh.triangle(c + half, c + half + r0, c + half + r1, n, n, n, face);
        mesh.triangle(c - half, c - half + r1, c - half + r0, -n, -n, -n, face);
        const QVector3D n0 = r0.normalized(), n1 = r1.normalized();
        const QColor edge = colors3d::disc().darker(140);
        mesh.triangle(c - half + r0, c - half + r1, c + half + r1, n0, n1, n1, edge);
        mesh.triangle(c - half + r0, c + half + r1, c + half + r0, n0, n1, n0, edge);
    }
}

// Stroke letters in a unit cell (x right, y up): the compass's N, E, S, W.
const std::vector<std::vector<QPointF>>& letterStrokes(char letter) {
    static const std::vector<std::vector<QPointF>> n{{{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
        e{{{1, 0}, {0, 0}, {0, 1}, {1, 1}}, {{0, 0.5}, {0.7, 0.5}}},
        s{{{1, 0.85},
           {0.8, 1},
           {0.2, 1},
           {0, 0.8},
           {0, 0.62},
           {0.2, 0.5},
           {0.8, 0.5},
           {1, 0.38},
           {1, 0.2},
           {0.8, 0},
           {0.2, 0},
           {0, 0.15}}},
        w{{{0, 1}, {0.25, 0}, {0.5, 0.6}, {0.75, 0}, {1, 1}}};
    switch (letter) {
    case 'N':
        return n;
    case 'E':
        return e;
    case 'S':
        return s;
    default:
        return w;
    }
}

// A compass rose lying on the floor: north is -x, east +y; the letters read from above with
// north at the top.
void addCompass(Mesh3D& mesh, const QVector3D& c, float size) {
    const QVector3D north(-1, 0, 0), east(0, 1, 0), up(0, 0, 1);
    const QColor ink = colors3d::compass();
    mesh.line(c - size * north, c + size * north, ink);
    mesh.line(c - size * east, c + size * east, ink);
    // The north needle as a filled kite, the other points as open ones.
    const float wing = 0.18f * size;
    const QVector3D tip = c + size * north;
    mesh.triangle(c + wing * east, tip, c - wing * east, up, up, up, QColor(200, 40, 40));
    for (const QVector3D& d : {east, -north, -east}) {
        const QVector3D side = QVector3D::crossProduct(up, d);
        mesh.line(c + wing * side, c + size * d, ink);
        mesh.line(c - wing * side, c + size * d, ink);
    }
    const float h = 0.28f * size;
    const std::pair<char, QVector3D> letters[] = {
        {'N', north}, {'E', east}, {'S', -north}, {'W', -east}};
    for (const auto& [letter, d] : letters) {
        // Cell centred 1.3 size out, x along east, y along north.
        const QVector3D origin = c + (size + 0.75f * h) * d - 0.4f * h * east - 0.5f * h * north;
        for (const auto& stroke : letterStrokes(letter))
            for (std::size_t i = 1; i < stroke.size(); ++i) {
                auto at = [&](const QPointF& q) {
                    return origin + float(q.x()) * 0.8f * h * east + float(q.y()) * h * north;
                };
                mesh.line(at(stroke[i - 1]), at(stroke[i]), ink);
            }
    }
}

} // namespace

std::array<float, 4> linearColor(const QColor& c) {
    auto linear = [](double v) {
        return float(v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4));
    };
    return {linear(c.redF()), linear(c.greenF()), linear(c.blueF()), float(c.alphaF())};
}

void Box3::add(const QVector3D& p, float radius) {
    if (!finite(p)) return;
    lo = QVector3D(std::min(lo.x(), p.x() - radius), std::min(lo.y(), p.y() - radius),
                   std::min(lo.z(), p.z() - radius));
    hi = QVector3D(std::max(hi.x(), p.x() + radius), std::max(hi.y(), p.y() + radius),
                   std::max(hi.z(), p.z() + radius));
}

void Box3::add(const Box3& b) {
    if (b.empty()) return;
    add(b.lo);
    add(b.hi);
}

void Mesh3D::triangle(const QVector3D& a, const QVector3D& b, const QVector3D& c,
                      const QVector3D& na, const QVector3D& nb, const QVector3D& nc,
                      const QColor& color) {
    if (!finite(a) || !finite(b) || !finite(c)) return;
    const std::array<float, 4> rgba = linearColor(color);
    for (const auto& [p, n] : {std::pair{a, na}, std::pair{b, nb}, std::pair{c, nc}}) {
        solids.insert(solids.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z()});
        solids.insert(solids.end(), std::begin(rgba), std::end(rgba));
        bounds.add(p);
    }
}

void Mesh3D::line(const QVector3D& a, const QVector3D& b, const QColor& color) {
    if (!finite(a) || !finite(b)) return;
    for (const QVector3D& p : {a, b}) {
        const std::array<float, 4> rgba = linearColor(color);
        lines.insert(lines.end(), {p.x(), p.y(), p.z(), rgba[0], rgba[1], rgba[2], rgba[3]});
        bounds.add(p);
    }
}

namespace colors3d {
QColor rod() {
    return QColor(70, 70, 80);
}
QColor sphere() {
    return QColor(70, 130, 200);
}
QColor disc() {
    return QColor(70, 130, 200);
}
QColor discMark() {
    return QColor(235, 170, 60);
}
QColor trace() {
    return QColor(215, 110, 20);
}
QColor floor() {
    return QColor(232, 232, 226);
}
QColor grid() {
    return QColor(190, 190, 184);
}
QColor compass() {
    return QColor(40, 40, 50);
}
} // namespace colors3d

Box3 focusBox(const core::DrawingFrame3D& f) {
    Box3 box;
    auto point = [&](int k) { return toVector(f.points[std::size_t(k)]); };
    for (std::size_t k = 0; k < f.sphereCenters.size(); ++k)
        if (f.sphereCenters[k] >= 0) box.add(point(f.sphereCenters[k]), float(f.sphereRadii[k]));
    for (const auto& d : f.discs)
        if (d[0] >= 0 && d[1] >= 0) box.add(point(d[0]), (point(d[1]) - point(d[0])).length());
    for (int k : f.traces)
        if (k >= 0) box.add(point(k));
    if (box.empty())
        for (const auto& p : f.points) box.add(toVector(p));
    return box;
}

Box3 FloorSquare::box() const {
    Box3 b;
    b.add(center - QVector3D(half, half, 0));
    b.add(center + QVector3D(half, half, 0));
    return b;
}

FloorSquare floorSquare(const Box3& area, float z) {
    const QVector3D c = area.center();
    const float half =
        1.15f * std::max({0.5f * (area.hi.x() - area.lo.x()), 0.5f * (area.hi.y() - area.lo.y()),
                          0.25f * area.radius(), 1e-6f});
    return {QVector3D(c.x(), c.y(), z), half};
}

Mesh3D buildMesh(const core::DrawingFrame3D& f,
                 const std::vector<std::vector<std::array<double, 3>>>& traces,
                 std::size_t traceCount, const Box3& area, float rodRadius) {
    Mesh3D mesh;
    auto point = [&](int k) { return toVector(f.points[std::size_t(k)]); };
    // The floor: a square around the area's footprint, a grid of round spacing on it; lines
    // lie a hair above it so that they are not hidden in it.
    float lift = 0;
    if (f.floor && std::isfinite(*f.floor) && !area.empty()) {
        const FloorSquare square = floorSquare(area, float(*f.floor));
        const QVector3D c = square.center;
        const float half = square.half, z = c.z();
        lift = 4e-3f * half;
        const QVector3D up(0, 0, 1), p00(c.x() - half, c.y() - half, z),
            p10(c.x() + half, c.y() - half, z), p11(c.x() + half, c.y() + half, z),
            p01(c.x() - half, c.y() + half, z);
        mesh.triangle(p00, p10, p11, up, up, up, colors3d::floor());
        mesh.triangle(p00, p11, p01, up, up, up, colors3d::floor());
        const float spacing = float(niceLength(half / 4));
        const float zl = z + lift;
        for (float x = std::ceil((c.x() - half) / spacing) * spacing; x <= c.x() + half;
             x += spacing)
            mesh.line({x, c.y() - half, zl}, {x, c.y() + half, zl}, colors3d::grid());
        for (float y = std::ceil((c.y() - half) / spacing) * spacing; y <= c.y() + half;
             y += spacing)
            mesh.line({c.x() - half, y, zl}, {c.x() + half, y, zl}, colors3d::grid());
        if (f.compass)
            addCompass(mesh, QVector3D(c.x() + 0.74f * half, c.y() - 0.74f * half, zl + lift),
                       0.15f * half);
    }
    const QVector3D raise(0, 0, 2 * lift);
    for (std::size_t k = 0; k < traces.size(); ++k) {
        const auto& trace = traces[k];
        for (std::size_t i = 1; i < traceCount && i < trace.size(); ++i)
            mesh.line(toVector(trace[i - 1]) + raise, toVector(trace[i]) + raise,
                      colors3d::trace());
    }
    for (auto [a, b] : f.rods)
        if (a >= 0 && b >= 0) addRod(mesh, point(a), point(b), rodRadius, colors3d::rod());
    for (std::size_t k = 0; k < f.sphereCenters.size(); ++k)
        if (f.sphereCenters[k] >= 0)
            addSphere(mesh, point(f.sphereCenters[k]), float(f.sphereRadii[k]), colors3d::sphere());
    for (const auto& d : f.discs)
        if (d[0] >= 0 && d[1] >= 0 && d[2] >= 0)
            addDisc(mesh, point(d[0]), point(d[1]), point(d[2]));
    return mesh;
}

QVector3D OrbitCamera::eye() const {
    return target + distance * QVector3D(std::cos(elevation) * std::cos(azimuth),
                                         std::cos(elevation) * std::sin(azimuth),
                                         std::sin(elevation));
}

QQuaternion OrbitCamera::rotation() const {
    return QQuaternion::fromDirection(eye() - target, QVector3D(0, 0, 1));
}

void OrbitCamera::fit(const Box3& box, float aspect) {
    if (box.empty()) return;
    target = box.center();
    aspect = std::max(aspect, 0.1f);
    const float halfVertical = 0.5f * fieldOfView * kPi / 180;
    const float halfHorizontal = std::atan(std::tan(halfVertical) * aspect);
    // The bounding sphere fits at this distance; the box itself (a flat floor seen at a slant)
    // usually fits closer: the nearest distance where every corner lies inside the picture
    // with a margin of 4 % of its size.
    const float far =
        std::max(box.radius(), 1e-6f) / std::sin(std::min(halfVertical, halfHorizontal));
    const QSize viewport(int(std::lround(1000 * aspect)), 1000);
    const QRectF inside(0.04 * viewport.width(), 0.04 * viewport.height(), 0.92 * viewport.width(),
                        0.92 * viewport.height());
    auto fits = [&](float d) {
        distance = d;
        const QVector3D e = eye(), forward = (target - e).normalized();
        for (int corner = 0; corner < 8; ++corner) {
            const QVector3D p(corner & 1 ? box.hi.x() : box.lo.x(),
                              corner & 2 ? box.hi.y() : box.lo.y(),
                              corner & 4 ? box.hi.z() : box.lo.z());
            if (QVector3D::dotProduct(p - e, forward) <= nearPlane() ||
                !inside.contains(project(p, viewport)))
                return false;
        }
        return true;
    };
    float lo = 0.2f * far, hi = far;
    if (!fits(hi)) return void(distance = far);
    for (int k = 0; k < 30; ++k) {
        const float mid = 0.5f * (lo + hi);
        (fits(mid) ? hi : lo) = mid;
    }
    distance = hi;
}

void OrbitCamera::orbit(float dAzimuth, float dElevation) {
    azimuth = std::remainder(azimuth + dAzimuth, 2 * kPi);
    elevation = std::clamp(elevation + dElevation, -1.45f, 1.5f);
}

void OrbitCamera::pan(float right, float up) {
    const float height = 2 * distance * std::tan(0.5f * fieldOfView * kPi / 180);
    const QQuaternion r = rotation();
    target += height * (right * r.rotatedVector(QVector3D(1, 0, 0)) +
                        up * r.rotatedVector(QVector3D(0, 1, 0)));
}

void OrbitCamera::zoom(float factor) {
    distance = std::clamp(distance * factor, 1e-6f, 1e7f);
}

QPointF OrbitCamera::project(const QVector3D& p, QSize viewport) const {
    QMatrix4x4 projection, view;
    projection.perspective(fieldOfView, float(viewport.width()) / float(viewport.height()),
                           nearPlane(), farPlane());
    view.lookAt(eye(), target, rotation().rotatedVector(QVector3D(0, 1, 0)));
    const QVector3D ndc = (projection * view).map(p);
    return QPointF((ndc.x() + 1) / 2 * viewport.width(), (1 - ndc.y()) / 2 * viewport.height());
}

} // namespace mechlab::ui
