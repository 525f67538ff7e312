#pragma once

// The 3D view of a model with a "3d" drawing block: Qt Quick 3D in a QQuickWidget, fed with the
// meshes of Scene3D.h. Qt Quick 3D rather than Qt 3D: its public QQuick3DGeometry takes the
// meshes built here as they are (one upload per frame, no scene graph of entities to keep in
// step with the model), the QQuickWidget sits in the widget layout like the 2D drawing and
// hands its picture over (grabFramebuffer: export and tests), and it is the 3D module Qt
// develops further. Both need OpenGL: without it (the offscreen platform, a remote X without
// GLX) the window keeps the 2D drawing. Drag to orbit, right- or middle-drag (or Shift+drag) to
// pan, wheel to zoom, double-click or Home to frame the mechanism again; arrow keys and +/- do the
// same from the keyboard. The camera frames the moving bodies and traced paths (growing with them)
// until the user moves it.

#include "Scene3D.h"

#include <QPoint>
#include <QQuickWidget>
#include <optional>

class QToolButton;

namespace mechlab::ui {

class View3D : public QQuickWidget {
    Q_OBJECT

public:
    /// Whether this display can render the 3D view (an OpenGL context can be made current);
    /// `why` says why not.
    static bool available(QString* why = nullptr);

    explicit View3D(QWidget* parent = nullptr);
    /// Why the scene did not load (its QML modules missing, say); empty when it did.
    QString loadError() const;

    /// Shows a frame at time t with the first `traceCount` points of the traced paths (the
    /// full paths, so far as computed, widen the framed region).
    void showFrame(const core::DrawingFrame3D& frame,
                   const std::vector<std::vector<std::array<double, 3>>>& traces,
                   std::size_t traceCount, double t);
    /// A new model: the framed region and the rod thickness are taken again from its frames.
    void clear();
    /// Frames the mechanism again (after the user moved the camera).
    void resetView();
    const OrbitCamera& camera() const { return m_camera; }
    /// The number of frames built (shown or not).
    int frameCount() const { return m_frames; }

Q_SIGNALS:
    /// The scene graph failed (no usable graphics): the window shows the 2D drawing instead.
    void failed(const QString& message);

protected:
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    /// Camera position, orientation and planes into the scene.
    void applyCamera();
    /// Aims the camera at the framed region unless the user has moved it.
    void frameRegion();
    void userMoved();

    QToolButton* m_reset; // top right: frames the mechanism again
    OrbitCamera m_camera;
    Box3 m_region;                // bodies and traced paths seen so far
    float m_rodRadius = 0;        // from the model's first frame
    std::optional<float> m_floor; // the floor's height, framed with the region
    bool m_userCamera = false;
    QPoint m_last; // the mouse position of the previous drag event
    Qt::MouseButton m_dragButton = Qt::NoButton;
    int m_frames = 0;
};

} // namespace mechlab::ui
