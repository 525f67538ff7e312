// The 3D view. Its geometry without a display: a disc is a thin cylinder of the model's radius
// in the plane of its two radii, rods and spheres have their radii, the view frames the bodies
// and not a far suspension point, the compass's needle points north (-x), the camera projects
// the framed box into the picture. Then the view in the window under X (ctest runs this suite in
// xvfb-run: Mesa's software OpenGL), driven by keys and the mouse: the rolling disc drawn where
// the camera projects its centre, following the time slider; drag to turn, right-drag to move,
// wheel to zoom, double-click, Home and the Reset view button to frame it again; the picture and
// the animation exported in 3D; Ctrl+3 to the 2D drawing and back; a model without a 3D drawing
// keeps the 2D drawing.

#include "GuiSupport.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "Scene3D.h"
#include "TestSupport.h"
#include "View3D.h"
#include "system/Drawing.h"

#include <QApplication>
#include <QComboBox>
#include <QImageReader>
#include <QLineEdit>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>
#include <cmath>

using namespace mechlab;
using ui::Box3;
using ui::Mesh3D;
using ui::OrbitCamera;

namespace {

QVector3D solidVertex(const Mesh3D& mesh, int k) {
    const float* v = &mesh.solids[std::size_t(k * Mesh3D::kSolidFloats)];
    return {v[0], v[1], v[2]};
}

std::array<float, 4> solidColor(const Mesh3D& mesh, int k) {
    const float* v = &mesh.solids[std::size_t(k * Mesh3D::kSolidFloats) + 6];
    return {v[0], v[1], v[2], v[3]};
}

// A mesh colour (linear light) against an sRGB colour.
bool sameColor(const std::array<float, 4>& a, const QColor& b) {
    const std::array<float, 4> l = ui::linearColor(b);
    for (int i = 0; i < 4; ++i)
        if (std::abs(a[std::size_t(i)] - l[std::size_t(i)]) > 1e-6f) return false;
    return true;
}

// A coloured pixel of a body (the disc's blue or orange), not the grey floor, the white
// background or the dark rod.
bool saturated(QRgb c) {
    const int hi = std::max({qRed(c), qGreen(c), qBlue(c)}),
              lo = std::min({qRed(c), qGreen(c), qBlue(c)});
    return hi - lo > 50;
}

// Whether a saturated pixel lies within `radius` pixels of p.
bool saturatedNear(const QImage& image, QPointF p, int radius) {
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint q = p.toPoint() + QPoint(dx, dy);
            if (image.rect().contains(q) && saturated(image.pixel(q))) return true;
        }
    return false;
}

int differingPixels(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return a.width() * a.height();
    int n = 0;
    for (int y = 0; y < a.height(); y += 2)
        for (int x = 0; x < a.width(); x += 2)
            if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

// Opens the preset box's list (F4), walks to the preset with the arrow keys and takes it (Enter).
void choosePreset(QComboBox* presets, const QString& id) {
    presets->setFocus();
    QTest::keyClick(presets, Qt::Key_F4);
    QWidget* popup = nullptr;
    QTRY_VERIFY((popup = QApplication::activePopupWidget()) != nullptr);
    QWidget* list = popup->focusWidget() ? popup->focusWidget() : popup;
    const int target = presets->findData(id);
    QVERIFY(target >= 0);
    for (int k = presets->currentIndex(); k < target; ++k) QTest::keyClick(list, Qt::Key_Down);
    for (int k = presets->currentIndex(); k > target; --k) QTest::keyClick(list, Qt::Key_Up);
    QTest::keyClick(list, Qt::Key_Return);
    QTRY_COMPARE(presets->currentData().toString(), id);
}

// Shows the window and gives it the keyboard (xvfb-run has no window manager to do that).
void showActive(QWidget& w) {
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
}

void wheel(QWidget* w, int notches) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                  Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

} // namespace

class TestView3D : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void discIsAThinCylinderInItsPlane();
    void rodsAndSpheresHaveTheirRadii();
    void viewFramesTheBodiesAndTheCompassPointsNorth();
    void cameraProjectsTheFramedBox();
    void windowShowsTheRollingDiscIn3D();
    void modelWithoutA3DDrawingKeepsThe2DDrawing();

private:
    QTemporaryDir m_autosaveDir;
};

void TestView3D::initTestCase() {
    ::test::isolateWindows("mechlab-test-view3d", m_autosaveDir.path());
}

void TestView3D::discIsAThinCylinderInItsPlane() {
    core::DrawingFrame3D f;
    const QVector3D c(1, 2, 0.5f), u(0.3f, 0, 0.4f), w(0, 0.5f, 0); // radius 0.5, tilted
    for (const QVector3D& p : {c, c + u, c + w}) f.points.push_back({p.x(), p.y(), p.z()});
    f.discs.push_back({0, 1, 2});
    const Mesh3D mesh = ui::buildMesh(f, {}, 0, Box3(), 0.01f);
    QVERIFY(mesh.solidVertices() > 100);
    const QVector3D n = QVector3D::crossProduct(u, w).normalized();
    const float radius = 0.5f;
    float widest = 0;
    int plain = 0, marked = 0;
    for (int k = 0; k < mesh.solidVertices(); ++k) {
        const QVector3D d = solidVertex(mesh, k) - c;
        const float across = QVector3D::dotProduct(d, n), along = (d - across * n).length();
        QVERIFY2(std::abs(across) <= 0.05f * radius + 1e-5f, "thicker than a tenth of R");
        QVERIFY(along <= radius + 1e-5f);
        widest = std::max(widest, along);
        plain += sameColor(solidColor(mesh, k), ui::colors3d::disc());
        marked += sameColor(solidColor(mesh, k), ui::colors3d::discMark());
    }
    QVERIFY(std::abs(widest - radius) < 1e-5f);
    QVERIFY(plain > 0 && marked > 0); // sectors of two colours: the turning shows
    // The two radius ends are on the rim of both faces.
    for (const QVector3D& end : {c + u, c + w}) {
        bool found = false;
        for (int k = 0; k < mesh.solidVertices() && !found; ++k)
            found = (solidVertex(mesh, k) - (end + 0.05f * radius * n)).length() < 1e-5f;
        QVERIFY(found);
    }
}

void TestView3D::rodsAndSpheresHaveTheirRadii() {
    core::DrawingFrame3D f;
    const QVector3D a(0, 0, 0), b(1, 2, 2), s(-1, 0, 3);
    for (const QVector3D& p : {a, b, s}) f.points.push_back({p.x(), p.y(), p.z()});
    f.rods.push_back({0, 1});
    const Mesh3D rod = ui::buildMesh(f, {}, 0, Box3(), 0.05f);
    QVERIFY(rod.solidVertices() > 0);
    const QVector3D axis = (b - a).normalized();
    for (int k = 0; k < rod.solidVertices(); ++k) {
        const QVector3D d = solidVertex(rod, k) - a;
        const float along = QVector3D::dotProduct(d, axis);
        QVERIFY(std::abs((d - along * axis).length() - 0.05f) < 1e-5f);
        QVERIFY(along > -1e-5f && along < 3 + 1e-5f);
    }
    f.rods.clear();
    f.sphereCenters.push_back(2);
    f.sphereRadii.push_back(0.25);
    const Mesh3D sphere = ui::buildMesh(f, {}, 0, Box3(), 0.05f);
    QVERIFY(sphere.solidVertices() > 100);
    for (int k = 0; k < sphere.solidVertices(); ++k)
        QVERIFY(std::abs((solidVertex(sphere, k) - s).length() - 0.25f) < 1e-5f);
}

void TestView3D::viewFramesTheBodiesAndTheCompassPointsNorth() {
    const core::Model model = mechlab::test::presetModel("foucault-pendulum");
    core::DrawingEvaluator drawing(model);
    QVERIFY(drawing.has3D());
    const core::DrawingFrame3D f = drawing.frame3D(model.tStart(), model.q0(), model.v0());
    QVERIFY(f.compass && f.floor);
    // The bob (1 m east, 67 m below the suspension) is framed; the suspension is not.
    const Box3 focus = ui::focusBox(f);
    QVERIFY(!focus.empty());
    QVERIFY(focus.hi.z() < 1 && focus.radius() < 1);
    const int bob = f.sphereCenters.at(0);
    QVERIFY((focus.center() - ui::toVector(f.points[std::size_t(bob)])).length() < 1e-3f);

    // The north needle (the filled red kite) points from the rose's centre towards -x.
    const Mesh3D mesh = ui::buildMesh(f, {}, 0, focus, 0.01f);
    std::vector<QVector3D> needle;
    for (int k = 0; k < mesh.solidVertices(); ++k)
        if (sameColor(solidColor(mesh, k), QColor(200, 40, 40)))
            needle.push_back(solidVertex(mesh, k));
    QCOMPARE(int(needle.size()), 3);
    // The base's two corners are symmetric about the centre; the tip is the third vertex.
    QVector3D tip, centre;
    for (int k = 0; k < 3; ++k) {
        const QVector3D p = needle[std::size_t(k)], q = needle[std::size_t((k + 1) % 3)];
        if (std::abs(p.x() - q.x()) < 1e-6f) {
            centre = 0.5f * (p + q);
            tip = needle[std::size_t((k + 2) % 3)];
        }
    }
    const QVector3D pointing = (tip - centre).normalized();
    QVERIFY2(pointing.x() < -0.999f, "north is -x");
    // Everything lies on or above the floor.
    for (int k = 0; k < mesh.solidVertices(); ++k)
        QVERIFY(solidVertex(mesh, k).z() >= float(*f.floor) - 1e-5f);
}

void TestView3D::cameraProjectsTheFramedBox() {
    Box3 box;
    box.add(QVector3D(-1, 2, 0));
    box.add(QVector3D(3, 4, 1.5f));
    const QSize viewport(800, 450);
    OrbitCamera camera;
    camera.fit(box, 800.0f / 450.0f);
    const QPointF centre = camera.project(box.center(), viewport);
    QVERIFY(std::abs(centre.x() - 400) < 0.5 && std::abs(centre.y() - 225) < 0.5);
    for (int corner = 0; corner < 8; ++corner) {
        const QVector3D p(corner & 1 ? box.hi.x() : box.lo.x(),
                          corner & 2 ? box.hi.y() : box.lo.y(),
                          corner & 4 ? box.hi.z() : box.lo.z());
        const QPointF px = camera.project(p, viewport);
        QVERIFY2(QRectF(QPointF(0, 0), viewport).contains(px), "a corner outside the picture");
    }
    // Up is up: a point above the target is drawn higher.
    QVERIFY(camera.project(box.center() + QVector3D(0, 0, 1), viewport).y() < centre.y());
    const float distance = camera.distance;
    camera.orbit(0.3f, 0.2f);
    QVERIFY(std::abs((camera.eye() - camera.target).length() - distance) < 1e-4f * distance);
    camera.orbit(0, 10);
    QVERIFY(camera.elevation <= 1.5f); // never over the top
    const QVector3D before = camera.target, view = (camera.target - camera.eye()).normalized();
    camera.pan(0.1f, 0.1f);
    QVERIFY(std::abs(QVector3D::dotProduct(camera.target - before, view)) < 1e-5f);
    QVERIFY((camera.target - before).length() > 0);
    camera.zoom(0.5f);
    QVERIFY(std::abs(camera.distance - 0.5f * distance) < 1e-5f * distance);
}

void TestView3D::windowShowsTheRollingDiscIn3D() {
    QString why;
    QVERIFY2(ui::View3D::available(&why), qPrintable("no 3D on this display: " + why));
    ui::MainWindow w;
    w.resize(1280, 720);
    showActive(w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto* presets = w.findChild<QComboBox*>("presets");
    choosePreset(presets, "rolling-disc-exp2");
    w.activateWindow(); // back from the list (no window manager hands the keyboard back)
    QTRY_VERIFY(w.isActiveWindow());
    QCOMPARE(presets->currentData().toString(), QString("rolling-disc-exp2"));
    ui::MechanismView* mechanism = w.mechanismView();
    ui::View3D* view = mechanism->view3D();
    QVERIFY(view && view->isVisible());
    QVERIFY(!mechanism->canvas()->isVisible());
    QVERIFY(w.findChild<QToolButton*>("view3DButton")->isVisible());

    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(::test::waitFinished(w));
    QVERIFY(!w.statusText().isEmpty()); // it ran
    QTest::keyClick(&w, Qt::Key_Space); // pause the animation
    QTRY_VERIFY(!mechanism->isPlaying());

    // The disc is drawn where the camera projects its centre, at two times along the slider.
    auto discCentre = [&] {
        const core::DrawingFrame3D f = mechanism->canvas()->frame3DAt(mechanism->time());
        return view->camera().project(ui::toVector(f.points[std::size_t(f.discs.at(0)[0])]),
                                      view->size());
    };
    QSlider* slider = mechanism->timeSlider();
    QVERIFY(::test::dragSlider(slider, -slider->width(), 4)); // to the start
    const double t0 = mechanism->time();
    const QPointF at0 = discCentre();
    QImage first;
    QTRY_VERIFY((first = view->grabFramebuffer(), saturatedNear(first, at0, 2)));
    QVERIFY(!saturated(first.pixel(4, first.height() - 4))); // the corner: floor or background
    QVERIFY(::test::dragSlider(slider, slider->width() / 3, 4));
    QVERIFY(mechanism->time() > t0);
    const QPointF at1 = discCentre();
    QVERIFY2(QLineF(at0, at1).length() > 10, "the disc rolls across the picture");
    QImage second;
    QTRY_VERIFY((second = view->grabFramebuffer(), saturatedNear(second, at1, 2)));
    QVERIFY(differingPixels(first, second) > 100);

    // File > Export mechanism picture: PNG is the 3D view as shown, SVG the 2D line drawing.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(mechanism->exportPicture(dir.filePath("disc.png"), &error), qPrintable(error));
    const QImage exported(dir.filePath("disc.png"));
    QCOMPARE(exported.size(), view->size());
    QVERIFY(saturatedNear(exported, at1, 2));
    QVERIFY2(mechanism->exportPicture(dir.filePath("disc.svg"), &error), qPrintable(error));
    QFile svg(dir.filePath("disc.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly) && svg.readAll().contains("<svg"));

    // Drag to turn, right-drag to move, wheel to zoom; each changes the picture.
    const OrbitCamera framed = view->camera();
    const QPoint middle(view->width() / 2, view->height() / 2);
    QTest::mousePress(view, Qt::LeftButton, {}, middle);
    for (int k = 1; k <= 6; ++k) QTest::mouseMove(view, middle + QPoint(10 * k, 0));
    QTest::mouseRelease(view, Qt::LeftButton, {}, middle + QPoint(60, 0));
    QVERIFY(std::abs(std::remainder(view->camera().azimuth - framed.azimuth + 0.48f, 6.2831853f)) <
            1e-4f);
    QImage turned;
    QTRY_VERIFY((turned = view->grabFramebuffer(), differingPixels(second, turned) > 100));
    QTest::mousePress(view, Qt::RightButton, {}, middle);
    QTest::mouseMove(view, middle + QPoint(0, 30));
    QTest::mouseRelease(view, Qt::RightButton, {}, middle + QPoint(0, 30));
    QVERIFY((view->camera().target - framed.target).length() > 0);
    wheel(view, 2);
    QVERIFY(std::abs(view->camera().distance - framed.distance * 0.85f * 0.85f) <
            1e-4f * framed.distance);
    // The disc is still where the camera puts it.
    const QPointF moved = discCentre();
    QTRY_VERIFY(view->rect().contains(moved.toPoint()) &&
                saturatedNear(view->grabFramebuffer(), moved, 3));

    // Double-click frames it again; so do Home and the Reset view button.
    auto isFramed = [&] {
        const OrbitCamera& c = view->camera();
        return std::abs(c.azimuth - framed.azimuth) < 1e-6f &&
               std::abs(c.distance - framed.distance) < 1e-6f * framed.distance &&
               (c.target - framed.target).length() < 1e-6f * framed.distance;
    };
    QVERIFY(!isFramed());
    QTest::mouseDClick(view, Qt::LeftButton, {}, middle);
    QVERIFY(isFramed());
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Minus);
    QVERIFY(!isFramed());
    QTest::keyClick(view, Qt::Key_Home);
    QVERIFY(isFramed());
    QTest::keyClick(view, Qt::Key_Up);
    auto* reset = view->findChild<QToolButton*>("resetViewButton");
    QVERIFY(reset && reset->isVisible());
    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(isFramed());

    // Ctrl+Shift+E: the animation in 3D (2 s at 10 frames a second, 320 x 240 typed, Enter):
    // the decoded frames are the 3D view's pictures at their times, not the 2D drawing.
    const double shownBefore = mechanism->time();
    const QString gif = dir.filePath("disc.gif");
    bool typed = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        QWidget* d = QApplication::activeModalWidget();
        if (!d || !d->findChild<QLineEdit*>("animationFile")) return;
        poll.stop();
        ::test::retype(d->findChild<QLineEdit*>("animationFile"), gif);
        ::test::retype(d->findChild<QLineEdit*>("animationTo"), "2");
        ::test::retype(d->findChild<QSpinBox*>("animationFps"), "10");
        ::test::retype(d->findChild<QSpinBox*>("animationWidth"), "320");
        ::test::retype(d->findChild<QSpinBox*>("animationHeight"), "240");
        typed = true;
        QTest::keyClick(d->findChild<QSpinBox*>("animationHeight"), Qt::Key_Return);
    });
    poll.start(50);
    QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(!poll.isActive() && !QApplication::activeModalWidget(), 20000);
    QVERIFY(typed);
    QCOMPARE(mechanism->time(), shownBefore); // the view shows its time again
    QImageReader reader(gif);
    QCOMPARE(reader.imageCount(), 20);
    QCOMPARE(reader.size(), QSize(320, 240));
    for (int k = 0; k < 20; ++k) {
        const QImage frame = reader.read().convertToFormat(QImage::Format_RGB32);
        QVERIFY2(!frame.isNull(), qPrintable(reader.errorString()));
        if (k != 15) continue;
        const double t = t0 + k / 10.0;
        const QImage in3D = mechanism->render3D(QSize(320, 240), t)
                                .convertToFormat(QImage::Format_RGB32),
                     in2D = mechanism->canvas()->renderImage(QSize(320, 240), t);
        const int to3D = ::test::worstColourDistance(frame, in3D),
                  to2D = ::test::worstColourDistance(frame, in2D);
        QVERIFY2(to3D <= 3 * 25 * 25 && to2D > 3 * 25 * 25,
                 qPrintable(QString("%1 %2").arg(to3D).arg(to2D)));
    }
    mechanism->seek(shownBefore);
    w.activateWindow(); // back from the dialog (no window manager hands the keyboard back)
    QTRY_VERIFY(w.isActiveWindow());

    // Ctrl+3: the 2D drawing (seen from above) and back; remembered.
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QVERIFY(mechanism->canvas()->isVisible() && !mechanism->view3D());
    QCOMPARE(QSettings().value("view/3d").toBool(), false);
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QVERIFY(mechanism->view3D() && !mechanism->canvas()->isVisible());
    QCOMPARE(QSettings().value("view/3d").toBool(), true);
}

void TestView3D::modelWithoutA3DDrawingKeepsThe2DDrawing() {
    ui::MainWindow w;
    w.resize(1280, 720);
    showActive(w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto* presets = w.findChild<QComboBox*>("presets");
    QCOMPARE(presets->currentData().toString(), QString("pendulum"));
    ui::MechanismView* mechanism = w.mechanismView();
    QVERIFY(mechanism->canvas()->isVisible() && !mechanism->view3D());
    QVERIFY(!w.findChild<QToolButton*>("view3DButton")->isVisible());
    QVERIFY(!mechanism->view3DAction()->isEnabled());
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier); // nothing to switch to
    QVERIFY(mechanism->canvas()->isVisible() && !mechanism->view3D());
}

QTEST_MAIN(TestView3D)
#include "tst_view3d.moc"
