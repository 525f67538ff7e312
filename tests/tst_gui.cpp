// The desktop window, offscreen: every preset runs and fills the charts, the mechanism paints,
// Stop interrupts a long run quickly, the event loop stays responsive during a run, a slider
// re-runs, exports write valid files, an invalid formula is marked and blocks Run, and the
// work-precision dialog sweeps, draws, lists orders, rejects bad ranges, cancels and exports.

#include "ElidedLabel.h"
#include "GuiSupport.h"
#include "LinearAnalysisPanel.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "WorkPrecisionDialog.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"
#include "record/Csv.h"

#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

using namespace mechlab;
using mechlab::ui::ChartPanel;
using mechlab::ui::ElidedLabel;
using mechlab::ui::MainWindow;

namespace {

// A chart of 600 x 400 on screen, its x range [0, 1].
bool showChart(ChartPanel& chart) {
    chart.resize(600, 400);
    chart.show();
    if (!QTest::qWaitForWindowExposed(&chart)) return false;
    chart.setXRange(0, 1);
    return true;
}

// Types into a line edit as a person does: select all, type, Enter.
void typeInto(QLineEdit* edit, const QString& value) {
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, value);
    QTest::keyClick(edit, Qt::Key_Return);
}

void setSetting(MainWindow& w, const char* key, const QString& value) {
    auto* edit = w.methodPanel()->findChild<QLineEdit*>(key);
    QVERIFY2(edit, key);
    typeInto(edit, value);
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void presetsRunAndFillCharts();
    void linearModeAnalysisAndProjection();
    void divergenceLimitStopsTheRun();
    void autosaveRestoresEditsAfterACrash();
    void interruptedSaveLeavesAValidFile();
    void mechanismPaints();
    void stopInterruptsLongRun();
    void eventLoopStaysResponsive();
    void sliderTriggersRerun();
    void renewedCurvesKeepTheirPointsUntilNewData();
    void denseCurvesStrokedThin();
    void crowdedLegendDropsTheOverlayEntry();
    void csvExportReadsBack();
    void chartExports();
    void invalidFormulaBlocksRun();
    void statusLineElidesItsMiddle();
    void referenceAccuracyMarked();
    void referencesFollowParameters();
    void exactSolutionFollowsParameters();
    void workPrecisionSweep();
    void workPrecisionOrdersAndCancel();
    void workPrecisionRepeats();
    void screenshots();

private:
    QTemporaryDir m_autosaveDir;
};

void TestGui::initTestCase() {
    test::isolateWindows("mechlab-test", m_autosaveDir.path());
}

void TestGui::presetsRunAndFillCharts() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    for (const std::string& id : core::presetIds()) {
        QVERIFY(w.openPreset(QString::fromStdString(id), false));
        QVERIFY(w.canRun());
        w.run();
        QVERIFY(test::waitFinished(w));
        const auto run = w.controller().current();
        QVERIFY2(run->report.result.status.ok(), run->report.result.status.message().c_str());
        QVERIFY(run->trajectory.rowCount() > 100);
        if (w.linearModel()) {
            // The linear-DAE view: unknowns against the closed form, the error, the analysis.
            QVERIFY(!w.model());
            QVERIFY(!w.mechanismView()->isVisible() && !w.charts()[2]->isVisible());
            for (ChartPanel* chart : {w.charts()[0], w.charts()[1]})
                QTRY_VERIFY2_WITH_TIMEOUT(
                    chart->displayedPointCount() > 0,
                    qPrintable(QString::fromStdString(id) + ": " + chart->title()), 2000);
            QVERIFY(w.charts()[0]->title().contains("closed form"));
            QVERIFY(w.analysisPanel()->isVisible());
            QVERIFY(w.analysisPanel()->text().contains("Regular"));
            QVERIFY(w.statusText().contains("closed form"));
            continue;
        }
        QVERIFY(w.mechanismView()->isVisible() && !w.analysisPanel()->isVisible());
        // The charts refresh one per event-loop turn after the run.
        for (ui::ChartPanel* chart : w.charts()) {
            if (chart == w.charts()[1] && !w.model()->hasExactSolution()) {
                if (w.model()->references().empty()) {
                    QVERIFY(chart->title().contains("no exact solution"));
                    continue;
                }
                QVERIFY2(chart->title().startsWith("Reference values"),
                         qPrintable(QString::fromStdString(id) + ": " + chart->title()));
            }
            // An ODE (no constraints) has no residuals and multipliers to draw, and says so.
            if (w.model()->constraintCount() == 0 &&
                (chart == w.charts()[3] || chart == w.charts()[4])) {
                QVERIFY(chart->title().contains("no constraints"));
                continue;
            }
            QTRY_VERIFY2_WITH_TIMEOUT(
                chart->displayedPointCount() > 0,
                qPrintable(QString::fromStdString(id) + ": " + chart->title()), 2000);
        }
        // Decimated: never more than a few points per pixel column per curve.
        QVERIFY(w.charts()[0]->displayedPointCount() < 4 * 2 * 1400 * 2);
        if (id == "pendulum") {
            // A smooth curve is drawn through a small part of its 1001 samples (its display set,
            // two per pixel column, holds 768 at this size), still reaching their extremes (to
            // 1/8 pixel of a plot a few hundred pixels high on an axis from -1 to 1).
            const QList<QPointF> x = w.charts()[0]->curvePoints("x");
            const std::vector<double>& samples =
                run->trajectory.column(run->trajectory.find("x")).values;
            QVERIFY2(x.size() * 3 < qsizetype(samples.size()),
                     qPrintable(QString::number(x.size())));
            const auto [lowest, highest] =
                std::minmax_element(x.begin(), x.end(), [](const QPointF& a, const QPointF& b) {
                    return a.y() < b.y();
                });
            const auto [low, high] = std::minmax_element(samples.begin(), samples.end());
            QVERIFY(std::abs(lowest->y() - *low) < 2e-3 && std::abs(highest->y() - *high) < 2e-3);
        }
        QVERIFY(w.statusText().contains("steps"));
    }
}

// A linear DAE with an inconsistent x0: the analysis says so and shows the jump and the impulse;
// "Project x0" writes the consistent value into the editor; the editor marks a bad entry of E;
// the method list offers only the methods that solve linear DAEs.
void TestGui::linearModeAnalysisAndProjection() {
    QTemporaryDir dir;
    core::ModelSpec spec = *core::loadPreset("rl-circuit").spec;
    spec.coordinates[2].position = "0.3"; // iL(0-) differs from i(0) = 0
    const QString path = dir.filePath("rl.json");
    QVERIFY(core::saveModelFile(spec, path.toStdString(), nullptr));
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(path, false));
    QVERIFY(w.linearModel());
    QVERIFY(w.editor()->isLinearDae());
    const auto& report = w.analysisPanel()->report();
    QVERIFY(report.regular && !report.consistent);
    QCOMPARE(report.index, 2);
    QVERIFY(w.analysisPanel()->text().contains("not consistent"));
    QVERIFY(w.analysisPanel()->text().contains("Impulse"));
    auto* project = w.analysisPanel()->findChild<QPushButton*>();
    QVERIFY(project && project->isEnabled());
    project->click();
    QVERIFY(w.analysisPanel()->report().consistent);
    QVERIFY(!project->isEnabled());
    QCOMPARE(w.editor()->spec().coordinates[0].position, std::string("1")); // L I0 omega
    QCOMPARE(w.editor()->spec().coordinates[2].position, std::string("0"));
    QVERIFY(w.isModified());

    auto* methods = w.methodPanel()->findChild<QComboBox*>();
    QCOMPARE(methods->count(), 5);
    QVERIFY(methods->findData("hem4") < 0 && methods->findData("ida") >= 0);
    w.methodPanel()->select("midpoint", {{"step", "0.02"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current()->report.result.status.ok());
    QVERIFY(w.statusText().startsWith("midpoint (step=0.02)"));

    QVERIFY(test::typeIntoCell(w.editor()->linearETable(), 1, 2, "L*t"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(w.editor()->linearETable(), 1, 2).contains("constant"));
    QVERIFY(w.editor()->diagnosticsText().contains("constant"));

    // The editor gives back exactly what it was given (no lost work), for every linear preset;
    // the CSV export holds the unknowns, the closed form and the error.
    for (const char* id :
         {"rc-circuit", "rl-circuit", "linear-dae-5x5", "rc-circuit-square-wave"}) {
        QVERIFY(w.openPreset(id, false));
        QVERIFY2(w.editor()->spec() == *core::loadPreset(id).spec, id);
    }
    w.run();
    QVERIFY(test::waitFinished(w));
    const QString csvPath = dir.filePath("square.csv");
    QVERIFY(w.exportCsv(csvPath));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    std::string error;
    const auto table = core::parseCsv(csv.readAll().toStdString(), &error);
    QVERIFY2(table.has_value(), error.c_str());
    QCOMPARE(table->names.back(), std::string("err_x"));
    QCOMPARE(int(table->names.size()), 1 + 3 + 3 + 1);
    QCOMPARE(table->columns[0].back(), 20.0);

    // A pencil that is not regular is analysed but cannot be run.
    core::ModelSpec singular = *core::loadPreset("rc-circuit").spec;
    singular.linear.A[2] = {"0", "0", "0"};
    const QString singularPath = dir.filePath("singular.json");
    QVERIFY(core::saveModelFile(singular, singularPath.toStdString(), nullptr));
    QVERIFY(w.openFile(singularPath, false));
    QVERIFY(w.linearModel() && !w.canRun());
    QVERIFY(w.analysisPanel()->text().contains("Not regular"));
    QVERIFY(w.analysisPanel()->text().contains("underdetermined part (1 equation in 2 unknowns"));
    QVERIFY(!project->isEnabled());

    // Back to a mechanical preset: the mechanism view and all methods return.
    QVERIFY(w.openPreset("pendulum", false));
    QVERIFY(w.model() && !w.linearModel());
    QVERIFY(w.mechanismView()->isVisible() && !w.analysisPanel()->isVisible());
    QVERIFY(methods->findData("hem4") >= 0);
    QVERIFY(w.newLinearModel(false));
    QVERIFY(w.linearModel() && w.canRun());
}

// A divergence limit typed in the Run tab stops the run with "diverged" and keeps its data.
void TestGui::divergenceLimitStopsTheRun() {
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("slider-crank", false));
    w.methodPanel()->select("rk4", {{"step", "0.01"}});
    auto* limit = w.findChild<QLineEdit*>("maxResidual");
    QVERIFY(limit && limit->isVisible());
    typeInto(limit, "1e-3");
    w.run();
    QVERIFY(test::waitFinished(w));
    const auto run = w.controller().current();
    QCOMPARE(run->report.result.status.code, core::StatusCode::Diverged);
    QVERIFY(run->report.summary.tFinal < 0.5 && run->trajectory.rowCount() > 10);
    bool banner = false; // the window says so, with the cause
    for (QLabel* label : w.findChildren<QLabel*>())
        banner = banner || (label->isVisible() &&
                            label->text().startsWith("Stopped: the run diverged at t = 0.29") &&
                            label->text().contains("max_residual"));
    QVERIFY(banner);
    QVERIFY(w.openPreset("rc-circuit", false));
    QVERIFY(!limit->isVisible()); // not for linear DAEs
}

// The window is killed mid-edit (the helper aborts once its edit is autosaved); the next window
// offers the edit, restores it unsaved, and a normal close removes the autosave file.
void TestGui::autosaveRestoresEditsAfterACrash() {
    QTemporaryDir dir;
    qputenv("MECHLAB_AUTOSAVE_DIR", dir.path().toUtf8());
    QProcess helper;
    helper.start(MECHLAB_CRASH_HELPER, {"edit"});
    QVERIFY(helper.waitForFinished(60000));
    QCOMPARE(helper.exitStatus(), QProcess::CrashExit);
    {
        MainWindow w;
        w.show();
        QVERIFY(w.pendingRecovery().has_value());
        QCOMPARE(w.pendingRecovery()->source, QString("pendulum"));
        auto* restore = w.findChild<QPushButton*>("restoreAutosave");
        QVERIFY(restore && restore->isVisible());
        restore->click();
        QCOMPARE(w.editor()->forcesTable()->item(1, 0)->text(), QString("0 - 1.5*m*g"));
        QVERIFY(w.isModified() && !restore->isVisible());
        w.setModified(false); // as after Save: nothing to recover any more
    }
    QVERIFY(!QFile::exists(dir.filePath("autosave.json")));
    MainWindow clean;
    QVERIFY(!clean.pendingRecovery());
    qputenv("MECHLAB_AUTOSAVE_DIR", m_autosaveDir.path().toUtf8());
}

// A save killed while it writes (4 MB per save, killed after 50 .. 350 ms) leaves the file as
// it was before or after that save, never a torn one: saving writes a temporary file and renames
// it.
void TestGui::interruptedSaveLeavesAValidFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("model.json");
    core::ModelSpec before = *core::loadPreset("pendulum").spec;
    QVERIFY(core::saveModelFile(before, path.toStdString(), nullptr));
    for (int delay : {50, 150, 350}) {
        QProcess helper;
        helper.start(MECHLAB_CRASH_HELPER, {"save", path});
        QVERIFY(helper.waitForStarted());
        QTest::qWait(delay);
        helper.kill();
        QVERIFY(helper.waitForFinished());
        const core::ModelSpecResult r = core::loadModelFile(path.toStdString());
        QVERIFY2(r.ok(), qPrintable(QString::fromStdString(core::toString(r.diagnostics))));
        const std::string& d = r.spec->description;
        QVERIFY(d == before.description || d == std::string(4 << 20, 'a') ||
                d == std::string(4 << 20, 'b'));
    }
}

void TestGui::mechanismPaints() {
    MainWindow w;
    w.show();
    w.run();
    QVERIFY(test::waitFinished(w));
    auto* canvas = w.mechanismView()->canvas();
    const int before = canvas->paintCount();
    const QImage image = canvas->grab().toImage();
    QVERIFY(canvas->paintCount() > before);
    // Something other than the white background was drawn (rod, bob, trace).
    int colored = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if (image.pixelColor(x, y) != QColor(Qt::white)) ++colored;
    QVERIFY2(colored > 200, qPrintable(QString::number(colored)));
}

void TestGui::stopInterruptsLongRun() {
    MainWindow w;
    w.show();
    setSetting(w, "step", "1e-6"); // ten million steps: far longer than the test waits
    w.run();
    QTest::qWait(300);
    QVERIFY(w.controller().isRunning());
    QSignalSpy finished(&w.controller(), &ui::RunController::runFinished);
    w.stop();
    // Stop does stop. How fast is bench_responsiveness's figure; the bound here only catches a
    // run that ignores its cancel flag.
    QVERIFY(finished.wait(60000));
    const auto run = w.controller().current();
    QCOMPARE(run->report.result.status.code, core::StatusCode::Cancelled);
    QVERIFY(run->trajectory.rowCount() > 10); // what was computed is kept
    QTRY_VERIFY_WITH_TIMEOUT(w.charts()[0]->displayedPointCount() > 0, 2000);
}

// While a long run computes, the GUI thread's event loop keeps getting events and the rows
// arrive in batches. How long the loop is blocked at most is bench_responsiveness's figure; the
// bounds here are 20 times looser than what an idle machine measures (about 400 ticks of a 5 ms
// timer and 60 batches in 2 s), so a sanitized build on a busy machine passes too.
void TestGui::eventLoopStaysResponsive() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    setSetting(w, "step", "2e-6");
    w.run();
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    QSignalSpy progress(&w.controller(), &ui::RunController::progress);
    timer.start(5);
    // A real event loop (QTest::qWait sleeps between its event batches).
    QEventLoop loop;
    QTimer::singleShot(2000, &loop, &QEventLoop::quit);
    loop.exec();
    timer.stop();
    QVERIFY(w.controller().isRunning());
    w.stop();
    QVERIFY(test::waitFinished(w));
    QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks)));
    QVERIFY(progress.count() >= 3);  // the charts were updated live...
    QVERIFY(progress.count() <= 70); // ...in batches, at most ~30 per second
}

void TestGui::sliderTriggersRerun() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.run();
    QVERIFY(test::waitFinished(w));
    const int runs = w.runsStarted();
    const auto first = w.controller().current();
    // The rod length's handle dragged to the right.
    QSlider* length = w.parameterPanel()->slider(1);
    const int before = length->value();
    QVERIFY(test::dragSlider(length, length->width() / 6, 4));
    QVERIFY(length->value() > before + 50);
    QTRY_VERIFY_WITH_TIMEOUT(w.runsStarted() > runs, 2000);
    QVERIFY(test::waitFinished(w));
    const auto second = w.controller().current();
    QVERIFY(second != first);
    QVERIFY(second->report.result.status.ok());
    // The new run used the new length: the bob hangs lower.
    QVERIFY(second->report.summary.qFinal.norm() > first->report.summary.qFinal.norm() + 0.05);
    // A parameter is not a model edit: nothing to save, no question when switching models.
    QVERIFY(!w.isModified());
}

// A re-run of the same curves (the window's live re-runs) takes over the chart's series: they
// show the earlier run's points until the new run has rows of its own, or none once it has ended
// without any; renamed curves keep their place, and series no curve took over go. (The legend
// shows its entries once the chart has been laid out: hence the waits.)
void TestGui::crowdedLegendDropsTheOverlayEntry() {
    // Qt Charts shortens every label of a legend row that overflows (the rolling disc's five
    // coordinates and the previous run at 1280 x 720 showed no names at all): the overlay's
    // entry gives way while the row would overflow, and returns when the chart is wide again.
    ChartPanel chart("Coordinates", "q", ChartPanel::Scale::Linear);
    chart.resize(900, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setXRange(0, 1);
    auto data = std::make_shared<std::vector<double>>(std::vector<double>{0.0, 1.0});
    const ui::CurveData line{data, data.get(), data.get()};
    chart.addCurve("previous run", line, QPen(Qt::lightGray), false, true, true);
    const QStringList names = {"X", "Y", "theta", "phi", "psi"};
    for (const QString& name : names) chart.addCurve(name, line, QPen(Qt::blue));
    chart.refresh(true);
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), QStringList{"previous run"} + names, 2000);
    chart.resize(280, 300);
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), names, 2000);
    chart.resize(900, 300);
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), QStringList{"previous run"} + names, 2000);
}

// A fast oscillation over a long run fills each pixel column with its minimum and maximum: that
// band is stroked one pixel wide (its dash kept), a curve of fewer points with its own pen.
void TestGui::denseCurvesStrokedThin() {
    ChartPanel chart("chart", "y", ChartPanel::Scale::Linear);
    QVERIFY(showChart(chart));
    struct Data {
        std::vector<double> t, fast, slow;
    };
    auto d = std::make_shared<Data>();
    for (int i = 0; i <= 20000; ++i) {
        const double t = i / 20000.0;
        d->t.push_back(t);
        d->fast.push_back(std::sin(2 * M_PI * 1000 * t));
        d->slow.push_back(std::sin(2 * M_PI * t));
    }
    QPen dashed(Qt::red, 1.5, Qt::DashLine);
    chart.addCurve("fast", {d, &d->t, &d->fast}, dashed);
    chart.addCurve("slow", {d, &d->t, &d->slow}, QPen(Qt::blue, 2.0));
    chart.refresh(true);
    QTRY_VERIFY_WITH_TIMEOUT(chart.curvePoints("fast").size() > 600, 2000);
    QCOMPARE(chart.curvePen("fast").widthF(), 1.0);
    QCOMPARE(chart.curvePen("fast").style(), Qt::DashLine);
    QVERIFY(chart.curvePoints("slow").size() < 600);
    QCOMPARE(chart.curvePen("slow").widthF(), 2.0);
    // The next run's fast curve is slow: its own pen again.
    chart.renewCurves();
    chart.addCurve("fast", {d, &d->t, &d->slow}, dashed);
    chart.addCurve("slow", {d, &d->t, &d->slow}, QPen(Qt::blue, 2.0));
    chart.refresh(true);
    QCOMPARE(chart.curvePen("fast").widthF(), 1.5);
}

void TestGui::renewedCurvesKeepTheirPointsUntilNewData() {
    ChartPanel chart("chart", "y", ChartPanel::Scale::Linear);
    QVERIFY(showChart(chart));
    struct Data {
        std::vector<double> t, a, b, c;
    };
    auto curves = [&chart](const std::shared_ptr<Data>& d, const QString& suffix) {
        chart.addCurve("a" + suffix, {d, &d->t, &d->a}, QPen(Qt::red));
        chart.addCurve("b" + suffix, {d, &d->t, &d->b}, QPen(Qt::blue));
        chart.addCurve("c" + suffix, {d, &d->t, &d->c}, QPen(Qt::gray), false, false);
    };
    auto first = std::make_shared<Data>();
    for (int i = 0; i <= 100; ++i) {
        first->t.push_back(0.01 * i);
        first->a.push_back(0.01 * i);
        first->b.push_back(1.0 - 0.01 * i);
        first->c.push_back(0.5);
    }
    curves(first, "");
    chart.refresh(true);
    const QList<QPointF> a = chart.curvePoints("a");
    QVERIFY(a.size() >= 2);
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), QStringList({"a", "b"}), 2000);

    // The next run has no rows yet: the earlier points stay, under the new names.
    auto second = std::make_shared<Data>();
    chart.renewCurves();
    curves(second, "'");
    chart.refresh();
    QCOMPARE(chart.curvePoints("a'"), a);
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), QStringList({"a'", "b'"}), 2000);
    // Its first rows replace them.
    second->t = {0.0, 0.5};
    second->a = {2.0, 2.0};
    second->b = {3.0, 3.0};
    second->c = {4.0, 4.0};
    chart.refresh();
    const QList<QPointF> own = chart.curvePoints("a'");
    QVERIFY(!own.isEmpty());
    for (const QPointF& p : own) QCOMPARE(p.y(), 2.0);

    // A run with one curve that ended without rows: that curve is empty, the others are gone.
    auto third = std::make_shared<Data>();
    chart.renewCurves();
    chart.addCurve("a\"", {third, &third->t, &third->a}, QPen(Qt::red));
    chart.refresh(true);
    QVERIFY(chart.curvePoints("a\"").isEmpty());
    QVERIFY(chart.curvePoints("b'").isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(chart.legendNames(), QStringList({"a\""}), 2000);
    QCOMPARE(chart.displayedPointCount(), 0);
}

void TestGui::csvExportReadsBack() {
    MainWindow w;
    w.show();
    w.run();
    QVERIFY(test::waitFinished(w));
    QTemporaryDir dir;
    const QString path = dir.filePath("pendulum.csv");
    QString error;
    QVERIFY2(w.exportCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::string message;
    const auto table = core::parseCsv(file.readAll().toStdString(), &message);
    QVERIFY2(table.has_value(), message.c_str());
    const core::Trajectory& tr = w.controller().current()->trajectory;
    QCOMPARE(int(table->names.size()), tr.columnCount());
    for (int c = 0; c < tr.columnCount(); ++c) {
        QCOMPARE(QString::fromStdString(table->names[std::size_t(c)]),
                 QString::fromStdString(tr.column(c).name));
        QCOMPARE(table->columns[std::size_t(c)].size(), tr.rowCount());
        for (std::size_t r = 0; r < tr.rowCount(); ++r)
            if (!(std::isnan(tr.column(c).values[r]) &&
                  std::isnan(table->columns[std::size_t(c)][r])))
                QCOMPARE(table->columns[std::size_t(c)][r], tr.column(c).values[r]);
    }
}

void TestGui::chartExports() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    w.run();
    QVERIFY(test::waitFinished(w));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(w.exportAllCharts(dir.path(), &error), qPrintable(error));
    const QStringList png = QDir(dir.path()).entryList({"*.png"});
    const QStringList svg = QDir(dir.path()).entryList({"*.svg"});
    const QStringList pdf = QDir(dir.path()).entryList({"*.pdf"});
    QCOMPARE(png.size(), 5);
    QCOMPARE(svg.size(), 5);
    QCOMPARE(pdf.size(), 5);
    for (const QString& f : png) {
        const QImage image(dir.filePath(f));
        QVERIFY2(!image.isNull() && image.width() > 200, qPrintable(f));
    }
    for (const QString& f : svg) {
        QFile file(dir.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.startsWith("<?xml") && text.contains("<svg") &&
                     text.trimmed().endsWith("</svg>"),
                 qPrintable(f));
    }
    for (const QString& f : pdf) {
        QFile file(dir.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("%PDF"));
    }
    // The mechanism at the time shown: PNG of the size asked for, showing that time (the bob
    // elsewhere than at t = 0), and SVG; another suffix is refused.
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    canvas->setTime(1.0);
    QVERIFY2(canvas->exportTo(dir.filePath("m.png"), QSize(500, 400), &error), qPrintable(error));
    const QImage picture(dir.filePath("m.png"));
    QCOMPARE(picture.size(), QSize(500, 400));
    QCOMPARE(picture.convertToFormat(QImage::Format_RGB32), canvas->renderImage({500, 400}, 1.0));
    QVERIFY(picture.convertToFormat(QImage::Format_RGB32) != canvas->renderImage({500, 400}, 0.0));
    QVERIFY2(canvas->exportTo(dir.filePath("m.svg"), QSize(500, 400), &error), qPrintable(error));
    QFile svgFile(dir.filePath("m.svg"));
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.contains("<svg") && svgText.contains("t = 1.000 s"));
    QVERIFY(!canvas->exportTo(dir.filePath("m.bmp"), QSize(500, 400), &error));
    QVERIFY2(error.contains(".png or .svg"), qPrintable(error));
}

// A status line longer than the window is wide (radau5 names its eight settings) shows its
// beginning and its end, the middle elided, and the whole text as its tooltip; wide enough, all
// of it and no tooltip.
void TestGui::statusLineElidesItsMiddle() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(w.openPreset("pendulum", false));
    w.methodPanel()->select("radau5", {{"tol", "1e-6"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    auto* line = w.statusBar()->findChild<ElidedLabel*>();
    QVERIFY(line);
    const QString full = w.statusText();
    QVERIFY2(full.startsWith("radau5 (") && full.contains("steps"), qPrintable(full));
    QTRY_VERIFY_WITH_TIMEOUT(line->text() != full, 2000);
    QVERIFY2(line->text().contains(QChar(0x2026)), qPrintable(line->text()));
    QVERIFY(line->text().startsWith("radau5 ("));
    QVERIFY(full.endsWith(line->text().section(QChar(0x2026), -1)));
    QCOMPARE(line->toolTip(), full);
    w.resize(4000, 720);
    QTRY_COMPARE_WITH_TIMEOUT(line->text(), full, 2000);
    QVERIFY(line->toolTip().isEmpty());
}

void TestGui::invalidFormulaBlocksRun() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.canRun());
    QTableWidget* forces = w.editor()->forcesTable();
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - m*gg"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    const QString messages = w.editor()->diagnosticsText();
    QVERIFY2(messages.contains("f2: unknown name 'gg' (at character 7)"), qPrintable(messages));
    QVERIFY(w.editor()->markAt(forces, 1, 0).contains("unknown name 'gg'"));
    const int runs = w.runsStarted();
    QTest::keyClick(&w, Qt::Key_F5);
    QCOMPARE(w.runsStarted(), runs);
    // Correcting the formula clears the mark and enables Run again.
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - m*g"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(w.editor()->diagnosticsText().isEmpty());
    QVERIFY(w.editor()->markAt(forces, 1, 0).isEmpty());
    // An arrow's kind mistyped is marked in its cell; the right kind clears it.
    QTableWidget* arrows = w.editor()->arrowsTable();
    QVERIFY(test::typeIntoCell(arrows, 0, 1, "speed"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(w.editor()->markAt(arrows, 0, 1).contains("none of velocity, force, constraint"),
             qPrintable(w.editor()->diagnosticsText()));
    QVERIFY(test::typeIntoCell(arrows, 0, 1, "velocity"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(arrows, 0, 1).isEmpty());
    // A marked field shows the message as its tooltip and gets its help back when corrected.
    QLineEdit* lagrangian = nullptr;
    for (QLineEdit* e : w.editor()->findChildren<QLineEdit*>())
        if (e->toolTip().startsWith("A Lagrangian")) lagrangian = e;
    QVERIFY(lagrangian);
    QVERIFY(test::showWidget(lagrangian));
    const QString help = lagrangian->toolTip();
    QTest::mouseClick(lagrangian, Qt::LeftButton);
    QTest::keyClicks(lagrangian, "m*");
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(lagrangian->toolTip() != help, qPrintable(lagrangian->toolTip()));
    QTest::keyClick(lagrangian, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(lagrangian, Qt::Key_Delete);
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QCOMPARE(lagrangian->toolTip(), help);
}

void TestGui::referenceAccuracyMarked() {
    // Andrews' reference positions are accurate to 3e-10: a run that close to them has its
    // digits marked in the error chart's title, explained in its tooltip; a looser run after it
    // has neither.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("andrews-squeezing", false));
    ChartPanel* error = w.charts()[1];
    w.methodPanel()->select("radau5", {{"tol", "1e-12"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    QVERIFY2(
        QRegularExpression("^Reference values: q 9\\.[0-9]\\*").match(error->title()).hasMatch() &&
            error->toolTip().contains("own accuracy"),
        qPrintable(error->title()));
    w.methodPanel()->select("radau5", {{"tol", "1e-6"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    QVERIFY2(error->title().startsWith("Reference values: q ") && !error->title().contains('*') &&
                 error->toolTip().isEmpty(),
             qPrintable(error->title()));
}

void TestGui::referencesFollowParameters() {
    // The slider-crank's reference values hold at its default parameters only: the error chart
    // marks them, a moved slider drops them, moving it back restores them, and a saved file
    // keeps them.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("slider-crank", false));
    QCOMPARE(int(w.model()->references().size()), 3);
    w.methodPanel()->select("hem4", {{"step", "0.001"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    ChartPanel* error = w.charts()[1];
    QVERIFY2(error->title().startsWith("Reference values: q 5.7"), qPrintable(error->title()));
    // The charts redraw on a scheduled refresh after the run's end, later on a loaded machine.
    QTRY_COMPARE_WITH_TIMEOUT(error->displayedPointCount(), 9, 5000); // q, v, lambda at 3 times

    QVERIFY(test::typeIntoSpinBox(w.parameterPanel(), 7, "40")); // phi10_deg
    QTest::qWait(MainWindow::kDebounceMs * 3);
    QVERIFY(test::waitFinished(w));
    QVERIFY2(error->title().contains("no exact solution"), qPrintable(error->title()));
    QTRY_COMPARE_WITH_TIMEOUT(error->displayedPointCount(), 0, 5000);

    QVERIFY(test::typeIntoSpinBox(w.parameterPanel(), 7, "30"));
    QTest::qWait(MainWindow::kDebounceMs * 3);
    QVERIFY(test::waitFinished(w));
    QVERIFY2(error->title().startsWith("Reference values: q 5.7"), qPrintable(error->title()));
    QTemporaryDir dir;
    const QString path = dir.filePath("crank.json");
    QVERIFY(w.saveFile(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"reference\""));
}

void TestGui::exactSolutionFollowsParameters() {
    // The rolling disc's steady circle is its exact solution without damping: a damping typed
    // next to its slider takes the dashed curves and the error against them away, and the error
    // chart says why; typed back to 0, they return.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("rolling-disc", false));
    w.methodPanel()->select("hem4", {{"tol", "1e-6"}});
    w.run();
    QVERIFY(test::waitFinished(w));
    ChartPanel* coordinates = w.charts()[0];
    ChartPanel* error = w.charts()[1];
    QCOMPARE(error->title(), QString("Error against the exact solution"));
    QVERIFY(coordinates->title().contains("dashed: exact"));
    QVERIFY(w.statusText().contains("max error q"));

    QVERIFY(test::typeIntoSpinBox(w.parameterPanel(), 3, "0.1")); // alpha
    QTest::qWait(MainWindow::kDebounceMs * 3);
    QVERIFY(test::waitFinished(w));
    QCOMPARE(error->title(), QString("Error: no exact solution for these values"));
    QVERIFY2(error->toolTip().contains("holds where alpha == 0"), qPrintable(error->toolTip()));
    QVERIFY(!coordinates->title().contains("exact"));
    QVERIFY2(!w.statusText().contains("max error"), qPrintable(w.statusText()));
    QTRY_COMPARE_WITH_TIMEOUT(error->displayedPointCount(), 0, 5000);

    QVERIFY(test::typeIntoSpinBox(w.parameterPanel(), 3, "0"));
    QTest::qWait(MainWindow::kDebounceMs * 3);
    QVERIFY(test::waitFinished(w));
    QCOMPARE(error->title(), QString("Error against the exact solution"));
    QVERIFY(error->toolTip().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(error->displayedPointCount() > 0, 5000);

    // The condition is the model's: typed in its editor, it takes effect with the next run; one
    // on a coordinate is refused in the field itself.
    auto* holds = w.findChild<QLineEdit*>("exactHolds");
    QVERIFY(holds && test::showWidget(holds));
    QVERIFY(holds->text().startsWith("alpha == 0"));
    test::retype(holds, "m > 10");
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    w.run();
    QVERIFY(test::waitFinished(w));
    QCOMPARE(error->title(), QString("Error: no exact solution for these values"));
    QVERIFY2(error->toolTip().contains("holds where m > 10"), qPrintable(error->toolTip()));
    const QString help = holds->toolTip();
    test::retype(holds, "theta > 0");
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(holds->toolTip().contains("may depend on the parameters only"),
             qPrintable(holds->toolTip()));
    QTest::keyClick(holds, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(holds, Qt::Key_Delete);
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QCOMPARE(holds->toolTip(), help);
}

void TestGui::workPrecisionSweep() {
    // Andrews' mechanism against its reference values: every run drawn and listed, the errors
    // those of the reference comparison, tighter tolerances more accurate, the diagram exported.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("andrews-squeezing", false));
    ui::WorkPrecisionDialog* dialog = w.openWorkPrecision();
    QVERIFY(dialog);
    dialog->setMethods({"radau5", "hem4"});
    dialog->setRange(false, "nonsense");
    QVERIFY(!dialog->start());
    QVERIFY2(dialog->statusText().contains("A:B"), qPrintable(dialog->statusText()));
    dialog->setRange(false, "1e-4:1e-8:1");
    dialog->setThreads(2);
    QSignalSpy finished(dialog, &ui::WorkPrecisionDialog::sweepFinished);
    QVERIFY(dialog->start());
    QVERIFY(finished.wait(60000));
    QCOMPARE(int(dialog->runs().size()), 10);
    QCOMPARE(dialog->runTable()->rowCount(), 10);
    // The ten runs and the dashed line at the reference positions' stated accuracy (3e-10).
    QCOMPARE(dialog->diagram()->displayedPointCount(), 12);
    const QList<QPointF> line = dialog->diagram()->curvePoints("accuracy of the reference values");
    QCOMPARE(line.size(), 2);
    QCOMPARE(line[0].y(), std::log10(3e-10)); // the log axis holds log10 of the values
    QCOMPARE(line[1].y(), line[0].y());
    QCOMPARE(dialog->orderTable()->rowCount(), 0); // adaptive runs have no step order
    for (const char* method : {"radau5", "hem4"}) {
        std::vector<double> errors;
        for (const core::SweepRun& r : dialog->runs())
            if (r.method == method) {
                QVERIFY2(r.status.ok(), r.status.message().c_str());
                QCOMPARE(r.errorKind, std::string("reference"));
                errors.push_back(*r.error);
            }
        QCOMPARE(int(errors.size()), 5);
        // From 1e-4 to 1e-8 at least two more correct digits.
        QVERIFY2(errors.back() < 1e-2 * errors.front(), method);
    }
    QVERIFY(dialog->statusText().contains("10 runs"));
    QTemporaryDir dir;
    QString error;
    QVERIFY2(dialog->diagram()->exportTo(dir.filePath("wp.svg"), &error), qPrintable(error));
    QVERIFY(QFileInfo(dir.filePath("wp.svg")).size() > 1000);
    dialog->close();
}

void TestGui::workPrecisionOrdersAndCancel() {
    // Fixed steps on the pendulum: Radau IIA 5's observed orders 5 (positions, index 3). Then a
    // long sweep cancelled.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("pendulum", false));
    ui::WorkPrecisionDialog* dialog = w.openWorkPrecision();
    QVERIFY(dialog);
    dialog->setMethods({"radau5"});
    dialog->setRange(true, "0.04:0.005");
    QSignalSpy finished(dialog, &ui::WorkPrecisionDialog::sweepFinished);
    QVERIFY(dialog->start());
    QVERIFY(finished.wait(60000));
    QTableWidget* orders = dialog->orderTable();
    QCOMPARE(orders->rowCount(), 3);
    for (int row = 0; row < 3; ++row) {
        const double order = orders->item(row, 2)->text().toDouble();
        QVERIFY2(std::abs(order - 5.0) < 0.2, qPrintable(orders->item(row, 2)->text()));
    }
    // A sweep of many small steps, cancelled at once: it stops with what it has.
    dialog->setMethods({"rk4", "hem4"});
    dialog->setRange(true, "0.001:0.0000078125");
    dialog->setThreads(1);
    QVERIFY(dialog->start());
    QVERIFY(dialog->isRunning());
    dialog->cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(dialog->runs().size() < 16); // stopped before the sweep was through
    QVERIFY(dialog->statusText().startsWith("Cancelled"));
    dialog->close();
}

void TestGui::workPrecisionRepeats() {
    // Repeats typed into their box: each run's CPU time is the least of that many, the results
    // (steps, errors) those of one run, and the summary says so.
    MainWindow w;
    w.show();
    QVERIFY(w.openPreset("two-link-robot", false));
    ui::WorkPrecisionDialog* dialog = w.openWorkPrecision();
    QVERIFY(dialog);
    // Before the first sweep the progress bar shows no count (it read "0 / 100 runs").
    auto* progress = dialog->findChild<QProgressBar*>();
    QVERIFY(progress && !progress->isTextVisible());
    dialog->setMethods({"radau5"});
    dialog->setRange(false, "1e-4:1e-6");
    QSignalSpy finished(dialog, &ui::WorkPrecisionDialog::sweepFinished);
    QVERIFY(dialog->start());
    QVERIFY(finished.wait(60000));
    const std::vector<core::SweepRun> once = dialog->runs();
    QVERIFY2(!dialog->statusText().contains("least of"), qPrintable(dialog->statusText()));

    auto* repeats = dialog->findChild<QSpinBox*>("repeats");
    QVERIFY(repeats);
    repeats->setFocus();
    QTest::keyClick(repeats, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(repeats, "3");
    QCOMPARE(repeats->value(), 3);
    QTest::keyClick(repeats, Qt::Key_Return, Qt::ControlModifier); // Run sweep
    QVERIFY(finished.wait(60000));
    QVERIFY2(dialog->statusText().contains("the least of 3 repetitions"),
             qPrintable(dialog->statusText()));
    // The suite runs with MECHLAB_NATIVE=off; the summary says whose times these are.
    QVERIFY2(dialog->statusText().endsWith("Formula programs: interpreted."),
             qPrintable(dialog->statusText()));
    QVERIFY(progress->isTextVisible());
    QCOMPARE(progress->text(), QString("3 / 3 runs"));
    const std::vector<core::SweepRun> repeated = dialog->runs();
    QCOMPARE(repeated.size(), once.size());
    QCOMPARE(int(once.size()), 3);
    auto byTolerance = [](std::vector<core::SweepRun> runs) {
        std::sort(runs.begin(), runs.end(), [](const core::SweepRun& a, const core::SweepRun& b) {
            return a.value < b.value;
        });
        return runs;
    };
    const auto a = byTolerance(once), b = byTolerance(repeated);
    for (std::size_t k = 0; k < a.size(); ++k) {
        QVERIFY(b[k].status.ok());
        QCOMPARE(b[k].stats.steps, a[k].stats.steps);
        QCOMPARE(*b[k].error, *a[k].error);
    }
    dialog->close();
}

void TestGui::screenshots() {
    // The animation paused at the end of the run.
    auto showEnd = [](MainWindow& w) {
        w.mechanismView()->setPlaying(false);
        w.mechanismView()->seek(w.controller().current()->tEnd);
    };
    const QString folder = qEnvironmentVariable("MECHLAB_SCREENSHOT_DIR");
    if (folder.isEmpty()) QSKIP("set MECHLAB_SCREENSHOT_DIR to write the README screenshots");
    // A window at screenshot size, prepared by `prepare`, saved as folder/name.png (a run still
    // going is cancelled when the window closes).
    auto shot = [&](const QString& name, const std::function<void(MainWindow&)>& prepare,
                    QSize size = QSize(1600, 950)) {
        MainWindow w;
        w.resize(size);
        w.show();
        prepare(w);
        QTest::qWait(300);
        QVERIFY(w.grab().save(folder + "/" + name + ".png"));
    };
    shot("pendulum-mid-run", [](MainWindow& w) {
        setSetting(w, "step", "2e-5"); // 500000 steps: long enough to be caught mid-run
        w.run();
        // Mid-run: about 40 % of the interval computed.
        QTRY_VERIFY_WITH_TIMEOUT(w.controller().current()->trajectory.rowCount() > 200000, 60000);
    });
    shot("two-link-robot", [&](MainWindow& w) {
        QVERIFY(w.openPreset("two-link-robot", false));
        setSetting(w, "step", "0.05");
        w.parameterPanel()->setValue(0, 0.5); // each slider change re-runs after the debounce
        w.parameterPanel()->setValue(1, 0.3);
        QTest::qWait(MainWindow::kDebounceMs * 3);
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
    shot("model-editor-error", [](MainWindow& w) {
        // The Model tab, forces page: a typo marked, its cell open again and being corrected.
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 1, 0, "0 - m*gg"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
        QWidget* editor = test::openCellEditor(w.editor()->forcesTable(), 1, 0);
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_End);
        QTest::keyClick(editor, Qt::Key_Backspace);
    });
    shot(
        "presentation",
        [](MainWindow& w) {
            // In front of a class, on a 1280 x 720 projector: F9, Run, the animation under way.
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QTest::keyClick(&w, Qt::Key_F9);
            QTest::keyClick(&w, Qt::Key_F5);
            QVERIFY(test::waitFinished(w));
            QTest::qWait(1500);
        },
        QSize(1280, 720));
    shot("pendulum-msppa", [&](MainWindow& w) {
        // A series method from the registry, with its settings, on the pendulum.
        w.methodPanel()->select("msppa", {{"order", "12"}, {"step", "0.1"}});
        w.run();
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
    shot("foucault-pendulum", [&](MainWindow& w) {
        // The rotating-frame pendulum with the Earth sped up: the rosette turns clockwise.
        QVERIFY(w.openPreset("foucault-pendulum", false));
        w.parameterPanel()->setValue(4, 0.01); // Omega
        QTest::qWait(MainWindow::kDebounceMs * 3);
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
    shot("rolling-disc", [&](MainWindow& w) {
        // Experiment 2.3 with the second-order contact integrator.
        QVERIFY(w.openPreset("rolling-disc-exp2", false));
        w.methodPanel()->select("contact2", {{"step", "0.01"}});
        w.run();
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
    shot("rl-circuit", [](MainWindow& w) {
        // The linear-DAE view: the index-2 RL circuit with the midpoint rule at a coarse step.
        QVERIFY(w.openPreset("rl-circuit", false));
        w.methodPanel()->select("midpoint", {{"step", "0.1"}});
        w.run();
        QVERIFY(test::waitFinished(w));
    });
    shot("linear-dae-editor", [](MainWindow& w) {
        // The editor of a linear DAE: E, A and f of the 5 x 5 example.
        QVERIFY(w.openPreset("linear-dae-5x5", false));
        for (QTabWidget* tabs : w.findChildren<QTabWidget*>())
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->tabText(i) == "Model" || tabs->tabText(i) == "E, A, f")
                    tabs->setCurrentIndex(i);
        w.run();
        QVERIFY(test::waitFinished(w));
    });
    shot("andrews-squeezing", [&](MainWindow& w) {
        // Two sliders, the fixed geometry listed.
        QVERIFY(w.openPreset("andrews-squeezing", false));
        w.run();
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
    // The work-precision dialog after a sweep; `orders` shows the observed-orders tab.
    auto sweepShot = [&](const QString& name, const QString& preset,
                         const std::vector<std::string>& methods, bool fixedSteps,
                         const QString& range, bool orders) {
        MainWindow w;
        QVERIFY(w.openPreset(preset, false));
        ui::WorkPrecisionDialog* dialog = w.openWorkPrecision();
        QVERIFY(dialog);
        dialog->resize(1300, 800);
        dialog->setMethods(methods);
        dialog->setRange(fixedSteps, range);
        dialog->setThreads(1);
        QSignalSpy finished(dialog, &ui::WorkPrecisionDialog::sweepFinished);
        QVERIFY(dialog->start());
        QVERIFY(finished.wait(120000));
        if (orders)
            for (QTabWidget* tabs : dialog->findChildren<QTabWidget*>()) tabs->setCurrentIndex(1);
        QTest::qWait(300);
        QVERIFY(dialog->grab().save(folder + "/" + name + "-dialog.png"));
        QString error;
        QVERIFY2(dialog->diagram()->exportTo(folder + "/" + name + ".png", &error),
                 qPrintable(error));
    };
    // Andrews' mechanism: the README's work-precision diagram.
    sweepShot("work-precision", "andrews-squeezing", {"radau5", "ida", "hem4"}, false, "1e-4:1e-10",
              false);
    sweepShot("convergence", "pendulum", {"radau5", "radau3", "lobatto3a"}, true, "0.04:0.005",
              true);
    shot("slider-crank-drift", [&](MainWindow& w) {
        // Unstabilized RK4 with a coarse step: the rod end leaves the slider (constraint drift).
        QVERIFY(w.openPreset("slider-crank", false));
        w.methodPanel()->select("rk4", {{"step", "0.01"}});
        w.run();
        QVERIFY(test::waitFinished(w));
        showEnd(w); // the drawing with its whole trace
    });
}

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
