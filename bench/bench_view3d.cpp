// Frame rate of the 3D view on this machine's renderer (run under X, e.g.
// `xvfb-run -a -s "-screen 0 1920x1080x24" build/bench/bench_view3d`: Mesa's software OpenGL).
// The rolling disc (steady circle preset) turning and rolling, with a full traced path
// (2000 points, the most the view keeps): per frame the 3D drawing evaluated, the meshes
// built, and the frame rendered and read back (grabFramebuffer: an upper bound of what showing
// it costs), at three view sizes. Reports frames per second and the share of the mesh building.

#include "View3D.h"
#include "model/Model.h"
#include "model/Presets.h"
#include "system/Drawing.h"

#include <QApplication>
#include <QElapsedTimer>
#include <cmath>
#include <cstdio>

using namespace mechlab;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QString why;
    if (!ui::View3D::available(&why)) {
        std::fprintf(stderr, "no 3D view here: %s (run under X, e.g. xvfb-run)\n", qPrintable(why));
        return 1;
    }
    const core::ModelCompileResult compiled =
        core::compileModel(*core::loadPreset("rolling-disc").spec);
    const core::Model& model = *compiled.model;
    core::DrawingEvaluator drawing(model);
    // States along the motion: every coordinate at its initial rate (enough for the cost).
    auto stateAt = [&](double t) { return Eigen::VectorXd(model.q0() + t * model.v0()); };
    constexpr int kTrace = 2000;
    const double span = 10.0;
    std::vector<std::vector<std::array<double, 3>>> traces(1);
    for (int k = 0; k < kTrace; ++k) {
        const double t = span * k / (kTrace - 1);
        const core::DrawingFrame3D f = drawing.frame3D(t, stateAt(t), model.v0());
        traces[0].push_back(f.points[std::size_t(f.traces.at(0))]);
    }

    constexpr int kFrames = 240;
    QElapsedTimer clock;
    clock.start();
    std::size_t floats = 0;
    for (int k = 0; k < kFrames; ++k) {
        const double t = span * k / kFrames;
        const core::DrawingFrame3D f = drawing.frame3D(t, stateAt(t), model.v0());
        floats += ui::buildMesh(f, traces, kTrace, ui::focusBox(f), 0.01f).solids.size();
    }
    const double buildMs = clock.nsecsElapsed() / 1e6 / kFrames;
    std::printf("3D drawing + meshes: %.3f ms a frame (%zu vertices)\n", buildMs,
                floats / kFrames / ui::Mesh3D::kSolidFloats);

    for (QSize size : {QSize(480, 360), QSize(800, 600), QSize(1280, 900)}) {
        ui::View3D view;
        view.resize(size);
        view.show();
        for (int k = 0; k < 10; ++k) app.processEvents(); // exposed, first frame
        view.grabFramebuffer();
        clock.restart();
        for (int k = 0; k < kFrames; ++k) {
            const double t = span * k / kFrames;
            view.showFrame(drawing.frame3D(t, stateAt(t), model.v0()), traces, kTrace, t);
            view.grabFramebuffer();
        }
        const double ms = clock.nsecsElapsed() / 1e6 / kFrames;
        std::printf("%4dx%-4d  %.2f ms a frame = %.0f frames/s (meshes %.0f %%)\n", size.width(),
                    size.height(), ms, 1000 / ms, 100 * buildMs / ms);
    }
    return 0;
}
