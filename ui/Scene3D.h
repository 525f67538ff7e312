#pragma once

// The 3D drawing as triangles and lines, and the orbiting camera that looks at it. Plain
// geometry (no renderer): the 3D view uploads the meshes, tests check them and the projection.
// Model coordinates throughout: x, y horizontal, z up, right-handed.

#include "system/Drawing.h"

#include <QColor>
#include <QMatrix4x4>
#include <QPointF>
#include <QQuaternion>
#include <QSize>
#include <QVector3D>
#include <array>
#include <vector>

namespace mechlab::ui {

/// An axis-aligned box (empty until a point is added).
struct Box3 {
    QVector3D lo{1e30f, 1e30f, 1e30f}, hi{-1e30f, -1e30f, -1e30f};
    bool empty() const { return lo.x() > hi.x(); }
    void add(const QVector3D& p, float radius = 0);
    void add(const Box3& b);
    QVector3D center() const { return 0.5f * (lo + hi); }
    /// Half the diagonal (0 for a point).
    float radius() const { return empty() ? 0.0f : 0.5f * (hi - lo).length(); }
};

/// A colour's components in linear light (Qt Quick 3D lights and blends vertex colours as
/// linear and writes sRGB: an sRGB colour passed as it is would come out paler).
std::array<float, 4> linearColor(const QColor& c);

/// Interleaved vertex arrays: solids as triangles (position, normal, linear colour: 10 floats
/// a vertex), lines as pairs of vertices (position, linear colour: 7 floats a vertex).
struct Mesh3D {
    static constexpr int kSolidFloats = 10, kLineFloats = 7;
    std::vector<float> solids, lines;
    Box3 bounds;
    int solidVertices() const { return int(solids.size()) / kSolidFloats; }
    int lineVertices() const { return int(lines.size()) / kLineFloats; }
    void triangle(const QVector3D& a, const QVector3D& b, const QVector3D& c, const QVector3D& na,
                  const QVector3D& nb, const QVector3D& nc, const QColor& color);
    void line(const QVector3D& a, const QVector3D& b, const QColor& color);
};

/// The colours of the 3D drawing (as in the 2D drawing: dark rods, blue bodies, orange traces).
namespace colors3d {
QColor rod();
QColor sphere();
QColor disc();
QColor discMark(); // every other sector of a disc, so that its turning shows
QColor trace();
QColor floor();
QColor grid();
QColor compass();
} // namespace colors3d

/// The region a view of the drawing should show: its bodies (spheres and discs) and traced
/// points with their paths; fixed points far away (a Foucault pendulum's suspension 67 m up)
/// may leave the picture. All points when there is no body.
Box3 focusBox(const core::DrawingFrame3D& frame);

/// The floor drawn under a region: a square at height z around the region's footprint.
struct FloorSquare {
    QVector3D center;
    float half = 0;
    Box3 box() const;
};
FloorSquare floorSquare(const Box3& area, float z);

/// Builds the meshes of a frame: rods of radius `rodRadius`, spheres, discs (a thin cylinder
/// in eight alternately coloured sectors), the traced paths (their first `traceCount` points;
/// `traces[k]` belongs to frame.traces[k]), the floor with a grid over `area` and, if the
/// model asks for it, a compass rose (x south, y east) at the floor's corner.
Mesh3D buildMesh(const core::DrawingFrame3D& frame,
                 const std::vector<std::vector<std::array<double, 3>>>& traces,
                 std::size_t traceCount, const Box3& area, float rodRadius);

/// A camera on a sphere around a target: azimuth from the x axis towards y, elevation above
/// the floor, z up.
struct OrbitCamera {
    QVector3D target;
    float distance = 1, azimuth = -0.6f, elevation = 0.6f; // radians
    float fieldOfView = 45;                                // vertical, degrees

    QVector3D eye() const;
    /// The orientation of a camera that looks along its -z axis: towards the target, z up.
    QQuaternion rotation() const;
    /// Frames a box: looks at its centre from the distance where the box fills the view.
    void fit(const Box3& box, float aspect);
    void orbit(float dAzimuth, float dElevation);
    /// Moves the target in the view plane by a share of the view's height.
    void pan(float right, float up);
    void zoom(float factor);
    float nearPlane() const { return distance / 50; }
    float farPlane() const { return distance * 200; }
    /// The pixel a point is drawn at in a view of the given size (as a perspective camera with
    /// these planes and field of view draws it).
    QPointF project(const QVector3D& p, QSize viewport) const;
};

inline QVector3D toVector(const std::array<double, 3>& p) {
    return QVector3D(float(p[0]), float(p[1]), float(p[2]));
}

} // namespace mechlab::ui
