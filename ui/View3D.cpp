#include "View3D.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuick3DGeometry>
#include <QQuickItem>
#include <QToolButton>
#include <QWheelEvent>
#include <cmath>
#include <cstring>

namespace mechlab::ui {

namespace {

// A mesh of one primitive kind, filled from C++ (QML type Mechlab.MeshGeometry).
class MeshGeometry : public QQuick3DGeometry {
    Q_OBJECT

public:
    // A stride from the start: an empty geometry with none divides by zero in Qt Quick 3D 6.4.
    explicit MeshGeometry(QQuick3DObject* parent = nullptr) : QQuick3DGeometry(parent) {
        setStride(Mesh3D::kLineFloats * int(sizeof(float)));
    }

    void set(const std::vector<float>& data, int floatsPerVertex, bool lines, const Box3& box) {
        clear();
        QByteArray bytes(qsizetype(data.size() * sizeof(float)), Qt::Uninitialized);
        if (!data.empty()) std::memcpy(bytes.data(), data.data(), std::size_t(bytes.size()));
        setVertexData(bytes);
        setStride(floatsPerVertex * int(sizeof(float)));
        setPrimitiveType(lines ? PrimitiveType::Lines : PrimitiveType::Triangles);
        addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
        int offset = 3 * int(sizeof(float));
        if (!lines) {
            addAttribute(Attribute::NormalSemantic, offset, Attribute::F32Type);
            offset += 3 * int(sizeof(float));
        }
        addAttribute(Attribute::ColorSemantic, offset, Attribute::F32Type);
        if (!box.empty()) setBounds(box.lo, box.hi);
        update();
    }
};

void registerTypes() {
    static const bool once = [] {
        qmlRegisterType<MeshGeometry>("Mechlab", 1, 0, "MeshGeometry");
        return true;
    }();
    (void)once;
}

constexpr float kOrbitPerPixel = 0.008f; // radians
constexpr float kZoomPerNotch = 0.85f;   // distance factor for one wheel notch

} // namespace

bool View3D::available(QString* why) {
    static const QString reason = [] {
        QOpenGLContext context;
        if (!context.create()) return tr("this display offers no OpenGL");
        QOffscreenSurface surface;
        surface.setFormat(context.format());
        surface.create();
        if (!surface.isValid() || !context.makeCurrent(&surface))
            return tr("no OpenGL context could be made current on this display");
        context.doneCurrent();
        return QString();
    }();
    if (why) *why = reason;
    return reason.isEmpty();
}

View3D::View3D(QWidget* parent) : QQuickWidget(parent) {
    registerTypes();
    setResizeMode(QQuickWidget::SizeRootObjectToView);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(220, 200);
    setToolTip(tr("The mechanism in 3D: drag to turn, right-drag to move, wheel to zoom, "
                  "double-click to frame it again"));
    connect(
        this, &QQuickWidget::sceneGraphError, this,
        [this](QQuickWindow::SceneGraphError, const QString& message) { Q_EMIT failed(message); });
    m_reset = new QToolButton(this);
    m_reset->setObjectName("resetViewButton");
    m_reset->setText(tr("Reset view"));
    m_reset->setToolTip(tr("Frame the mechanism again (Home, or double-click the view)"));
    m_reset->setFocusPolicy(Qt::NoFocus);
    connect(m_reset, &QToolButton::clicked, this, &View3D::resetView);
    setSource(QUrl("qrc:/mechlab/qml/View3D.qml"));
    if (QQuickItem* root = rootObject())
        root->setProperty("hint", tr("drag: turn \u00b7 right-drag: move \u00b7 wheel: zoom \u00b7 "
                                     "double-click: reset"));
}

QString View3D::loadError() const {
    if (rootObject()) return {};
    QStringList messages;
    for (const QQmlError& e : errors()) messages << e.toString();
    return tr("the 3D scene could not be loaded: %1").arg(messages.join("; "));
}

void View3D::clear() {
    m_region = Box3();
    m_rodRadius = 0;
    m_floor.reset();
    m_userCamera = false;
}

void View3D::showFrame(const core::DrawingFrame3D& frame,
                       const std::vector<std::vector<std::array<double, 3>>>& traces,
                       std::size_t traceCount, double t) {
    QQuickItem* root = rootObject();
    if (!root) return;
    ++m_frames;
    const Box3 focus = focusBox(frame);
    if (m_rodRadius <= 0) m_rodRadius = 0.012f * std::max(focus.radius(), 1e-6f);
    const Box3 before = m_region;
    m_floor.reset();
    if (frame.floor && std::isfinite(*frame.floor)) m_floor = float(*frame.floor);
    m_region.add(focus);
    for (const auto& trace : traces)
        for (const auto& p : trace) m_region.add(toVector(p));
    if (before.empty() || before.lo != m_region.lo || before.hi != m_region.hi) frameRegion();

    const Mesh3D mesh = buildMesh(frame, traces, traceCount, m_region, m_rodRadius);
    if (auto* solids = qobject_cast<MeshGeometry*>(root->property("solids").value<QObject*>()))
        solids->set(mesh.solids, Mesh3D::kSolidFloats, false, mesh.bounds);
    if (auto* lines = qobject_cast<MeshGeometry*>(root->property("lines").value<QObject*>()))
        lines->set(mesh.lines, Mesh3D::kLineFloats, true, mesh.bounds);
    root->setProperty("caption", QString("t = %1 s").arg(t, 0, 'f', 3));
}

void View3D::frameRegion() {
    if (m_userCamera || m_region.empty()) return;
    Box3 box = m_region;
    if (m_floor) box.add(floorSquare(m_region, *m_floor).box());
    m_camera.fit(box, float(width()) / float(std::max(height(), 1)));
    applyCamera();
}

void View3D::resetView() {
    m_userCamera = false;
    m_camera = OrbitCamera();
    frameRegion();
}

void View3D::userMoved() {
    m_userCamera = true;
    applyCamera();
}

void View3D::applyCamera() {
    QQuickItem* root = rootObject();
    QObject* camera = root ? root->property("camera").value<QObject*>() : nullptr;
    if (!camera) return;
    camera->setProperty("position", m_camera.eye());
    camera->setProperty("rotation", m_camera.rotation());
    camera->setProperty("fieldOfView", m_camera.fieldOfView);
    camera->setProperty("clipNear", m_camera.nearPlane());
    camera->setProperty("clipFar", m_camera.farPlane());
}

void View3D::mousePressEvent(QMouseEvent* e) {
    m_last = e->position().toPoint();
    m_dragButton = e->button();
    e->accept();
}

void View3D::mouseMoveEvent(QMouseEvent* e) {
    if (m_dragButton == Qt::NoButton) return;
    const QPoint p = e->position().toPoint(), d = p - m_last;
    m_last = p;
    const bool pan = m_dragButton != Qt::LeftButton || (e->modifiers() & Qt::ShiftModifier);
    if (pan) {
        const float h = float(std::max(height(), 1));
        m_camera.pan(-float(d.x()) / h, float(d.y()) / h);
    } else {
        m_camera.orbit(-kOrbitPerPixel * float(d.x()), kOrbitPerPixel * float(d.y()));
    }
    userMoved();
    e->accept();
}

void View3D::mouseReleaseEvent(QMouseEvent* e) {
    m_dragButton = Qt::NoButton;
    e->accept();
}

void View3D::mouseDoubleClickEvent(QMouseEvent* e) {
    resetView();
    e->accept();
}

void View3D::wheelEvent(QWheelEvent* e) {
    const float notches = float(e->angleDelta().y()) / 120.0f;
    if (notches == 0) return;
    m_camera.zoom(std::pow(kZoomPerNotch, notches));
    userMoved();
    e->accept();
}

void View3D::keyPressEvent(QKeyEvent* e) {
    const float step = 10 * kOrbitPerPixel;
    switch (e->key()) {
    case Qt::Key_Left:
        m_camera.orbit(step, 0);
        break;
    case Qt::Key_Right:
        m_camera.orbit(-step, 0);
        break;
    case Qt::Key_Up:
        m_camera.orbit(0, step);
        break;
    case Qt::Key_Down:
        m_camera.orbit(0, -step);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_camera.zoom(kZoomPerNotch);
        break;
    case Qt::Key_Minus:
        m_camera.zoom(1 / kZoomPerNotch);
        break;
    case Qt::Key_Home:
        resetView();
        return e->accept();
    default:
        return QQuickWidget::keyPressEvent(e);
    }
    userMoved();
    e->accept();
}

void View3D::resizeEvent(QResizeEvent* e) {
    QQuickWidget::resizeEvent(e);
    m_reset->adjustSize();
    m_reset->move(width() - m_reset->width() - 4, 4);
    frameRegion();
}

} // namespace mechlab::ui

#include "View3D.moc"
