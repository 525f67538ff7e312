// Redraw cost of a chart holding a run of 10^6 recorded samples: the incremental live update,
// a full re-decimation (zoom), and painting, each timed in one run (offscreen).

#include "plot/ChartPanel.h"
#include "record/Envelope.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <cmath>
#include <cstdio>
#include <memory>

using namespace mechlab::ui;

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    constexpr std::size_t N = 1'000'000;
    auto data = std::make_shared<std::vector<std::vector<double>>>(4, std::vector<double>(N));
    for (std::size_t i = 0; i < N; ++i) {
        const double t = 10.0 * double(i) / double(N - 1);
        (*data)[0][i] = t;
        (*data)[1][i] = std::sin(7 * t) + 0.01 * std::sin(9000 * t);
        (*data)[2][i] = std::cos(3 * t);
        (*data)[3][i] = 1e-9 * (1 + t * t) * (1.5 + std::sin(50 * t));
    }
    ChartPanel linear("coordinates", "q", ChartPanel::Scale::Linear);
    ChartPanel log("residuals", "residual", ChartPanel::Scale::Log);
    linear.resize(520, 420);
    log.resize(520, 420);
    linear.show();
    log.show();
    for (int c : {1, 2})
        linear.addCurve(QString("q%1").arg(c),
                        CurveData{data, &(*data)[0], &(*data)[std::size_t(c)]}, QPen(Qt::blue));
    log.addCurve("|g|", CurveData{data, &(*data)[0], &(*data)[3]}, QPen(Qt::red));
    linear.setXRange(0, 10);
    log.setXRange(0, 10);

    QElapsedTimer timer;
    timer.start();
    linear.refresh();
    log.refresh();
    const double first = timer.nsecsElapsed() * 1e-6;
    timer.restart();
    QPixmap a = linear.grab(), b = log.grab();
    const double paint = timer.nsecsElapsed() * 1e-6;
    timer.restart();
    for (int k = 0; k < (qEnvironmentVariableIsSet("MANY") ? 300 : 10); ++k) {
        linear.refresh();
        log.refresh();
    }
    const double again = timer.nsecsElapsed() * 1e-6 / 10;
    timer.restart();
    const auto decimated = mechlab::core::decimate((*data)[0], (*data)[1], 0.0, 10.0, 512, false);
    const double alone = timer.nsecsElapsed() * 1e-6;
    std::printf("two charts, three curves, %zu samples each\n", N);
    std::printf("  decimation of one curve alone:            %.1f ms (%zu points)\n", alone,
                decimated.size());
    std::printf("  first display set (every sample visited): %.1f ms\n", first);
    std::printf("  live refresh with no new samples:         %.2f ms\n", again);
    std::printf("  paint both charts:                        %.1f ms\n", paint);
    std::printf("  points handed to the charts:              %d\n",
                linear.displayedPointCount() + log.displayedPointCount());
    return a.isNull() || b.isNull();
}
