// How the window responds while a long run computes (offscreen, the real window): the time from
// Stop to the run's end, and the longest time the GUI thread's event loop is blocked while rows
// arrive (the lateness of a 5 ms timer beyond its period) with the number of batches handed over
// in 2 s. Median and worst over ten repetitions. Not a test: the figures depend on the machine
// and its load; the tests (tst_gui) check only that Stop stops and the loop gets events.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_responsiveness

#include "GuiSupport.h"
#include "MainWindow.h"
#include "MethodPanel.h"
#include "RunController.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>
#include <vector>

using mechlab::ui::MainWindow;

namespace {

void setStep(MainWindow& w, const char* step) {
    auto* edit = w.methodPanel()->findChild<QLineEdit*>("step");
    edit->selectAll();
    QTest::keyClicks(edit, step);
    QTest::keyClick(edit, Qt::Key_Return);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double worst(const std::vector<double>& v) {
    return *std::max_element(v.begin(), v.end());
}

// Stop pressed 300 ms into a run of ten million steps: milliseconds until it has finished.
double stopLatency(MainWindow& w) {
    setStep(w, "1e-6");
    w.run();
    QTest::qWait(300);
    QSignalSpy finished(&w.controller(), &mechlab::ui::RunController::runFinished);
    QElapsedTimer clock;
    clock.start();
    w.stop();
    finished.wait(60000);
    return double(clock.nsecsElapsed()) / 1e6;
}

// Two seconds of a long run under a real event loop: the worst lateness of a 5 ms timer (ms) and
// the batches handed to the window.
std::pair<double, int> eventLoopStall(MainWindow& w) {
    setStep(w, "2e-6");
    w.run();
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, late = 0;
    int ticks = 0;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        if (ticks++ > 0) late = std::max(late, now - last - 5);
        last = now;
    });
    QSignalSpy progress(&w.controller(), &mechlab::ui::RunController::progress);
    timer.start(5);
    QEventLoop loop;
    QTimer::singleShot(2000, &loop, &QEventLoop::quit);
    loop.exec();
    timer.stop();
    w.stop();
    test::waitFinished(w);
    return {double(late), int(progress.count())};
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir autosave;
    test::isolateWindows("mechlab-bench-responsiveness", autosave.path());
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QTest::qWait(200);
    std::vector<double> stops, stalls, batches;
    for (int k = 0; k < 10; ++k) {
        stops.push_back(stopLatency(w));
        const auto [stall, count] = eventLoopStall(w);
        stalls.push_back(stall);
        batches.push_back(count);
    }
    std::printf("Stop to the run's end:        median %6.1f ms, worst %6.1f ms\n", median(stops),
                worst(stops));
    std::printf("event loop blocked at most:   median %6.1f ms, worst %6.1f ms\n", median(stalls),
                worst(stalls));
    std::printf("batches handed over in 2 s:   median %6.0f, fewest %6.0f\n", median(batches),
                *std::min_element(batches.begin(), batches.end()));
    return 0;
}
