// Live tweaking, measured as a person does it: the real window (offscreen), the real parameter
// slider, pressed with the mouse and moved a few pixels at a time (QTest mouse events). For every
// move: the time from the slider event to the end of the run it started (integration and the
// hand-over of its rows to the window), and to the new curves painted (the charts have taken
// the run and repainted). Median and 90th percentile over 40 moves, for the pendulum and the
// two-link robot at their default settings. Not a test: the figures depend on the machine.
//
//   QT_QPA_PLATFORM=offscreen build/bench/bench_live_tweak

#include "GuiSupport.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "RunController.h"
#include "plot/ChartPanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
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

// Time of the latest paint of each watched widget.
class PaintWatch : public QObject {
public:
    explicit PaintWatch(const std::vector<QWidget*>& widgets) : m_last(widgets.size(), -1) {
        for (std::size_t k = 0; k < widgets.size(); ++k) {
            widgets[k]->installEventFilter(this);
            m_index[widgets[k]] = k;
        }
    }
    qint64 last(std::size_t k) const { return m_last[k]; }
    std::size_t size() const { return m_last.size(); }

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Paint) m_last[m_index.at(static_cast<QWidget*>(o))] = g_clock.nsecsElapsed();
        return false;
    }

private:
    std::vector<qint64> m_last;
    std::map<QWidget*, std::size_t> m_index;
};

struct Sample {
    double finished, painted;
};

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

void measure(MainWindow& w, const char* preset, int parameter) {
    w.openPreset(preset, false);
    w.run();
    test::waitFinished(w);
    QTest::qWait(200);
    std::vector<QWidget*> viewports;
    for (ChartPanel* c : w.charts())
        if (c->isVisible()) viewports.push_back(c->viewport());
    PaintWatch paints(viewports);
    qint64 finishedAt = -1, refreshedAt = -1;
    auto c1 = QObject::connect(&w.controller(), &mechlab::ui::RunController::runFinished,
                               [&](quint64) { finishedAt = g_clock.nsecsElapsed(); });
    auto c2 = QObject::connect(&w, &MainWindow::chartsRefreshed,
                               [&] { refreshedAt = g_clock.nsecsElapsed(); });

    QSlider* slider = w.parameterPanel()->slider(parameter);
    QPoint at = test::handleCenter(slider);
    QTest::mousePress(slider, Qt::LeftButton, {}, at);
    std::vector<Sample> samples;
    for (int k = 0; k < 40; ++k) {
        at += QPoint(k < 20 ? 2 : -2, 0);
        finishedAt = refreshedAt = -1;
        const int value = slider->value();
        const qint64 t0 = g_clock.nsecsElapsed();
        QTest::mouseMove(slider, at);
        if (slider->value() == value) continue; // a pixel that did not change the value
        // Until the run has finished, its curves are refreshed and every chart has repainted.
        QElapsedTimer guard;
        guard.start();
        auto painted = [&] {
            // The refresh that follows the run's end (one also follows its start).
            if (finishedAt < t0 || refreshedAt < finishedAt) return false;
            for (std::size_t i = 0; i < paints.size(); ++i)
                if (paints.last(i) < refreshedAt) return false;
            return true;
        };
        while (!painted() && guard.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        qint64 last = 0;
        for (std::size_t i = 0; i < paints.size(); ++i) last = std::max(last, paints.last(i));
        samples.push_back({ms(finishedAt - t0), ms(last - t0)});
    }
    QTest::mouseRelease(slider, Qt::LeftButton, {}, at);
    QObject::disconnect(c1);
    QObject::disconnect(c2);
    std::vector<double> f, p;
    for (const Sample& s : samples) f.push_back(s.finished), p.push_back(s.painted);
    std::printf("%-16s %3zu moves  integration + hand-over: median %6.1f ms (90%%: %6.1f)   "
                "to new curves painted: median %6.1f ms (90%%: %6.1f)\n",
                preset, samples.size(), percentile(f, 0.5), percentile(f, 0.9), percentile(p, 0.5),
                percentile(p, 0.9));
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("mechlab-bench");
    g_clock.start();
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    measure(w, "pendulum", 1);       // the rod length
    measure(w, "two-link-robot", 0); // the initial angle a
    return 0;
}
