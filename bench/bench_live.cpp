// Frame pace, per preset at its default settings (issue "every preset live at frame pace"):
//   - run: the whole run's integration CPU time in the core (formulas as machine code, as the
//     window runs them once compiled), median of five, with the run's own global-error check
//     (GlobalError.h) and without it ("no check");
//   - slider -> curves, measured as a person does it: the real window (offscreen), the preset's
//     first slider pressed with the mouse and moved a few pixels at a time (QTest mouse
//     events); for every move, the time to the first curves of the new run painted (the run
//     streams its rows in batches) and to the whole new curves painted (the run finished, the
//     charts refreshed and repainted); median over the moves;
//   - live: how many times faster than real time the default method steps the model (simulated
//     time over the run's CPU time without the check), what an open-ended run at wall-clock pace
//     has in hand.
// `bench_live --chain N` opens the planar chain of N links (ChainModel.h) as a file in the window
// instead, runs it and lets it animate, and prints the time to each stage and the longest the
// window did not answer (the largest gap between the ticks of a 5 ms timer): a frozen window.
// Not a test: the figures depend on the machine and its load.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_live [PRESET...]
//   QT_QPA_PLATFORM=offscreen build/bench/bench_live --chain 10000

#include "ChainModel.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "ParameterPanel.h"
#include "RunController.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"
#include "run/AnyModel.h"
#include "run/Registry.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>
#include <vector>

using mechlab::ui::ChartPanel;
using mechlab::ui::MainWindow;

namespace {

QElapsedTimer g_clock;

double ms(qint64 ns) {
    return ns / 1e6;
}

// Time of the latest paint of each watched widget, and how many paints it had.
class PaintWatch : public QObject {
public:
    explicit PaintWatch(const std::vector<QWidget*>& widgets)
        : m_last(widgets.size(), -1), m_count(widgets.size(), 0) {
        for (std::size_t k = 0; k < widgets.size(); ++k) {
            widgets[k]->installEventFilter(this);
            m_index[widgets[k]] = k;
        }
    }
    qint64 last(std::size_t k) const { return m_last[k]; }
    int count(std::size_t k) const { return m_count[k]; }
    std::size_t size() const { return m_last.size(); }

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Paint) {
            const std::size_t k = m_index.at(static_cast<QWidget*>(o));
            m_last[k] = g_clock.nsecsElapsed();
            ++m_count[k];
        }
        return false;
    }

private:
    std::vector<qint64> m_last;
    std::vector<int> m_count;
    std::map<QWidget*, std::size_t> m_index;
};

struct Sample {
    double finished, painted;
};

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

struct Pace {
    double first = NAN, whole = NAN;
    std::size_t moves = 0;
};

// Slider -> curves on the preset's first parameter with a slider (none: not measured).
Pace sliderToCurves(MainWindow& w, const std::string& preset) {
    w.openPreset(QString::fromStdString(preset), false);
    w.run();
    test::waitFinished(w);
    QTest::qWait(200);
    QSlider* slider = nullptr;
    for (int i = 0; i < w.parameterPanel()->count() && !slider; ++i)
        slider = w.parameterPanel()->slider(i);
    if (!slider) return {}; // no parameter with a slider
    std::vector<QWidget*> viewports;
    for (ChartPanel* c : w.charts())
        if (c->isVisible()) viewports.push_back(c->viewport());
    PaintWatch paints(viewports);
    qint64 startedAt = -1, finishedAt = -1, firstRefresh = -1, lastRefresh = -1;
    auto c0 = QObject::connect(&w.controller(), &mechlab::ui::RunController::runStarted,
                               [&](quint64) { startedAt = g_clock.nsecsElapsed(); });
    auto c1 = QObject::connect(&w.controller(), &mechlab::ui::RunController::runFinished,
                               [&](quint64) { finishedAt = g_clock.nsecsElapsed(); });
    auto c2 = QObject::connect(&w.controller(), &mechlab::ui::RunController::progress,
                               [&](quint64, double) {
                                   if (firstRefresh < 0) firstRefresh = g_clock.nsecsElapsed();
                               });
    auto c3 = QObject::connect(&w, &MainWindow::chartsRefreshed,
                               [&] { lastRefresh = g_clock.nsecsElapsed(); });

    QPoint at = test::handleCenter(slider);
    QTest::mousePress(slider, Qt::LeftButton, {}, at);
    std::vector<double> first, whole;
    for (int k = 0; k < 16; ++k) {
        at += QPoint(k < 8 ? 2 : -2, 0);
        startedAt = finishedAt = firstRefresh = lastRefresh = -1;
        const int value = slider->value();
        const qint64 t0 = g_clock.nsecsElapsed();
        QTest::mouseMove(slider, at);
        if (slider->value() == value) continue; // a pixel that did not change the value
        QElapsedTimer guard;
        guard.start();
        auto paintedAfter = [&](qint64 when) {
            if (when < 0) return false;
            for (std::size_t i = 0; i < paints.size(); ++i)
                if (paints.last(i) < when) return false;
            return true;
        };
        qint64 firstPainted = -1;
        // The new run's first rows painted, then its whole curves (the refresh after its end).
        while (guard.elapsed() < 20000) {
            if (firstPainted < 0 && paintedAfter(firstRefresh))
                firstPainted = g_clock.nsecsElapsed();
            if (finishedAt >= t0 && lastRefresh >= finishedAt && paintedAfter(lastRefresh)) break;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        }
        qint64 last = 0;
        for (std::size_t i = 0; i < paints.size(); ++i) last = std::max(last, paints.last(i));
        whole.push_back(ms(last - t0));
        first.push_back(ms(std::min(firstPainted >= 0 ? firstPainted : last, last) - t0));
    }
    QTest::mouseRelease(slider, Qt::LeftButton, {}, at);
    // The release's run (the one with the global-error check) ends before anything else is
    // timed: it would share the machine with the next preset's runs.
    QTest::qWait(50);
    test::waitFinished(w);
    for (auto c : {c0, c1, c2, c3}) QObject::disconnect(c);
    if (whole.empty()) return {};
    return {percentile(first, 0.5), percentile(whole, 0.5), whole.size()};
}

// The whole run's CPU time (ms) at the preset's defaults, median of five; `check`: with the
// run's own global-error check. NaN when it does not end ok.
double runMs(const mechlab::core::AnyModel& model, bool check, double* simulated) {
    std::vector<double> times;
    for (int k = 0; k < 5; ++k) {
        mechlab::core::RunRecording recording(model);
        mechlab::core::SimulationRequest request;
        // No method named: the model's recommended one with its recommended settings.
        if (!check) {
            const mechlab::core::MethodEntry* entry =
                mechlab::core::findMethod(model.defaultMethod());
            // The method makes no check: "run" is its only figure.
            if (!entry || !mechlab::core::findSetting(*entry, "global_error")) return NAN;
            request.settings["global_error"] = "off";
        }
        mechlab::core::CancelToken cancel;
        const auto r = model.simulate(request, recording, cancel);
        if (!r.status.ok()) return NAN;
        times.push_back(1e3 * r.stats.cpuSeconds);
        *simulated = r.tEnd - model.spec().tStart;
    }
    return percentile(times, 0.5);
}

// The longest the event loop did not turn since the last reset, by the gaps between the ticks of
// a 5 ms timer.
class Stalls : public QObject {
public:
    Stalls() {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = g_clock.nsecsElapsed();
            m_longest = std::max(m_longest, now - m_last);
            m_last = now;
        });
        m_timer.start(5);
        reset();
    }
    void reset() {
        m_last = g_clock.nsecsElapsed();
        m_longest = 0;
    }
    double longestMs() const { return ms(std::max(m_longest, g_clock.nsecsElapsed() - m_last)); }

private:
    QTimer m_timer;
    qint64 m_last = 0, m_longest = 0;
};

// The window with the chain of `links` links: opened from a file, compiled, run, animated.
int chainInWindow(MainWindow& w, int links) {
    QTemporaryDir dir;
    const QString path = dir.filePath("chain.json");
    std::string error;
    if (!mechlab::core::saveModelFile(mechlab::bench::chainSpec(links), path.toStdString(),
                                      &error)) {
        std::fprintf(stderr, "bench_live: %s\n", error.c_str());
        return 1;
    }
    Stalls stalls;
    std::printf("| chain of %d links | s | longest stall (ms) |\n|---|---|---|\n", links);
    auto row = [&](const char* stage, qint64 since) {
        std::printf("| %s | %.2f | %.0f |\n", stage, (g_clock.nsecsElapsed() - since) / 1e9,
                    stalls.longestMs());
        std::fflush(stdout);
        stalls.reset();
    };
    qint64 t0 = g_clock.nsecsElapsed();
    if (!w.openFile(path, false)) return 1;
    row("open the file (editor filled)", t0);
    t0 = g_clock.nsecsElapsed();
    if (!QTest::qWaitFor([&] { return w.canRun(); }, 300000)) return 1;
    row("compiled and checked", t0);
    // The drawing's repaints: the animation plays while the run streams and after it.
    PaintWatch drawing({w.mechanismView()});
    t0 = g_clock.nsecsElapsed();
    w.run();
    if (!test::waitFinished(w, 600000)) return 1;
    const double running = (g_clock.nsecsElapsed() - t0) / 1e9;
    const int framesRunning = drawing.count(0);
    row("run to the end", t0);
    t0 = g_clock.nsecsElapsed();
    QTest::qWait(2000);
    row("animate for 2 s more", t0);
    std::printf("drawing repainted %.0f times a second during the run, %.0f after it\nrun: %s\n",
                framesRunning / running, (drawing.count(0) - framesRunning) / 2.0,
                w.statusText().toStdString().c_str());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("mechlab-bench");
    g_clock.start();
    std::vector<std::string> presets;
    for (int i = 1; i < argc; ++i) presets.push_back(argv[i]);
    const bool chain = argc == 3 && presets[0] == "--chain";
    if (presets.empty()) presets = mechlab::core::presetIds();
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    if (chain) return chainInWindow(w, std::atoi(argv[2]));
    std::printf(
        "| preset | run (ms) | run, no check (ms) | slider -> first curves (ms) | slider -> "
        "whole curves (ms) | live (x real time) |\n|---|---|---|---|---|---|\n");
    for (const std::string& id : presets) {
        const auto loaded = mechlab::core::loadPreset(id);
        if (!loaded.ok()) continue;
        const auto compiled = mechlab::core::compileAnyModel(*loaded.spec);
        if (!compiled.ok()) continue;
        // Timed as the window runs it once its formulas are machine code (as the CLI does).
        if (std::string why; !compiled.model->attachNativeCode(&why))
            std::fprintf(stderr, "%s: interpreted (%s)\n", id.c_str(), why.c_str());
        double simulated = 0;
        const double checked = runMs(*compiled.model, true, &simulated);
        double plain = runMs(*compiled.model, false, &simulated);
        const double stepping = std::isnan(plain) ? checked : plain;
        const Pace pace = sliderToCurves(w, id);
        auto cell = [](double v) {
            char buf[32];
            std::snprintf(buf, sizeof buf, std::isnan(v) ? "-" : "%.1f", v);
            return std::string(buf);
        };
        std::printf("| %s | %s | %s | %s | %s | %.0f |\n", id.c_str(), cell(checked).c_str(),
                    cell(plain).c_str(), cell(pace.first).c_str(), cell(pace.whole).c_str(),
                    simulated / (stepping / 1e3));
        std::fflush(stdout);
    }
    return 0;
}
