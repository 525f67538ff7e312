// The window as a teacher uses it, driven only by key and mouse events on the real widgets:
// a typo marked and fixed while its cell is being edited (checking never resets the editor and
// never re-triggers itself), undo and redo, removing a coordinate, a slider drag that re-runs
// while the hand moves, a preset switch that clears the previous model's run, the animation
// with the charts' time cursor, the presentation view and text size, `mechlab FILE`, and an error
// mark in a 12-coordinate model's M(11,12), and Check model (Ctrl+K) projecting the initial values
// of either kind of model, File > Export animation writing a GIF that decodes back, and
// View > Energy split.

#include "../bench/ChainModel.h"
#include "AnimationDialog.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "PhaseDialog.h"
#include "ResultView.h"
#include "StartOptions.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"
#include "run/AnyModel.h"
#include "run/Registry.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>
#include <map>
#include <set>

using namespace mechlab;
using mechlab::ui::ChartPanel;
using mechlab::ui::MainWindow;

namespace {

// The "Add row" / "Remove row" button under a table of the model editor.
QPushButton* rowButton(QTableWidget* table, const QString& text) {
    for (auto* b : table->parentWidget()->findChildren<QPushButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

// Saves `spec` as the model file `path` and opens it in the window, shown.
bool openAsFile(MainWindow& w, const core::ModelSpec& spec, const QString& path) {
    if (!core::saveModelFile(spec, path.toStdString(), nullptr)) return false;
    w.show();
    return QTest::qWaitForWindowActive(&w) && w.openFile(path, false);
}

bool anyLegendContains(MainWindow& w, const QString& text) {
    for (ChartPanel* c : w.charts())
        for (const QString& name : c->legendNames())
            if (name.contains(text)) return true;
    return false;
}

// The window at 1280 x 720 with the default preset (the pendulum), run with F5 to its end.
bool showAndRun(MainWindow& w) {
    w.resize(1280, 720);
    w.show();
    if (!QTest::qWaitForWindowActive(&w)) return false;
    QTest::keyClick(&w, Qt::Key_F5);
    return test::waitFinished(w);
}

// Opens the View menu with a click on the menu bar and clicks the action of that object name.
bool clickViewMenuAction(MainWindow& w, const char* name) {
    QMenuBar* bar = w.menuBar();
    QAction* viewMenu = nullptr;
    for (QAction* a : bar->actions())
        if (a->text() == "&View") viewMenu = a;
    if (!viewMenu) return false;
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(viewMenu).center());
    QMenu* menu = nullptr;
    for (int k = 0; k < 100 && !menu; ++k) {
        QTest::qWait(20);
        menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    }
    QAction* action = w.findChild<QAction*>(name);
    if (!menu || !action || !menu->actions().contains(action)) return false;
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
    return true;
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void typoIsFixedInItsOpenCell();
    void emptyDrawingCellCanBeTyped();
    void undoRedoAndRemovingACoordinate();
    void largeTablesFollowEveryEdit();
    void largeMassIsListedByItsEntries();
    void largeModelCompilesWhileTheWindowAnswers();
    void addingACoordinateKeepsTheRest();
    void sliderDragRerunsWhileMoving();
    void chartsTakeANewRunWithItsFirstRows();
    void heldSliderDefersTheGlobalCheck();
    void presetSwitchClearsThePreviousModel();
    void runAnimatesWithTimeCursor();
    void presentationViewAndTextSize();
    void commandLineOpensAFile();
    void markFindsItsCellInALargeModel();
    void manyCurvesShowTheFirstFew();
    void editorKeepsEveryPreset();
    void checkModelProjectsEitherKind();
    void animationExportDecodesBack();
    void energySplitFromTheViewMenu();
    void constraintForceArrowsToggled();
    void phasePortraitOfTheRun();
    void fileDialogsStartWhereTheLastFileWasChosen();
    void presentationChartsAreRemembered();
    void germanMenusAreComplete();
    void germanCoreTexts();
    void chartCurvesAsCsv();
    void energyBarsExchange();
    void animationWithCharts();
    void editorKeepsThe3DDrawing();
    void constraintForceBeforeARun();
    void conservedQuantityTypedInTheEditor();
    void addedCoordinateIsTypedAtOnce();
    void escapeLeavesFullScreen();
    void modelErrorHidesTheLastDrawingAndSliders();

private:
    QTemporaryDir m_autosaveDir;
};

void TestWindow::initTestCase() {
    test::isolateWindows("mechlab-test-window", m_autosaveDir.path());
}

// A typo in f2 is marked; the marked cell is opened, corrected with Backspace and retyped while
// the checks would have run several times, and keeps what is typed; nothing re-checks while idle.
void TestWindow::typoIsFixedInItsOpenCell() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTableWidget* forces = w.editor()->forcesTable();
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - m*gg"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(forces, 1, 0).contains("unknown name 'gg'"));
    QVERIFY(w.isModified());

    // Idle with an error: no check runs (marking a cell is not an edit).
    const int checks = w.recompileCount();
    QTest::qWait(10 * MainWindow::kDebounceMs);
    QCOMPARE(w.recompileCount(), checks);

    auto* editor = qobject_cast<QLineEdit*>(test::openCellEditor(forces, 1, 0));
    QVERIFY(editor);
    QCOMPARE(editor->text(), QString("0 - m*gg"));
    QTest::keyClick(editor, Qt::Key_End);
    QTest::keyClick(editor, Qt::Key_Backspace);
    QTest::keyClick(editor, Qt::Key_Backspace);
    QTest::keyClicks(editor, "g");
    QTest::qWait(5 * MainWindow::kDebounceMs);
    QCOMPARE(editor->text(), QString("0 - m*g")); // what was typed is still there
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(forces, 1, 0).isEmpty());
    QCOMPARE(w.editor()->spec().forces[1], std::string("0 - m*g"));

    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current()->report.result.status.ok());
}

// A new drawing point: its empty y cell is marked, and y can then be typed.
void TestWindow::emptyDrawingCellCanBeTyped() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTableWidget* points = w.editor()->drawingPointsTable();
    QPushButton* add = rowButton(points, "Add row");
    QVERIFY(add && test::showWidget(add));
    QTest::mouseClick(add, Qt::LeftButton);
    const int row = points->rowCount() - 1;
    QVERIFY(test::typeIntoCell(points, row, 0, "Q"));
    QVERIFY(test::typeIntoCell(points, row, 1, "x + 0.1"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(!w.editor()->markAt(points, row, 2).isEmpty(),
             qPrintable(w.editor()->diagnosticsText()));
    QVERIFY(test::typeIntoCell(points, row, 2, "y"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QCOMPARE(w.editor()->spec().drawing.points.back().y, std::string("y"));
    QVERIFY(w.editor()->markAt(points, row, 2).isEmpty());
}

// Ctrl+Z and Ctrl+Shift+Z step through edits; removing a coordinate takes its own row and column
// of M, its force and its exact-solution rows with it (the others keep theirs).
void TestWindow::undoRedoAndRemovingACoordinate() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const core::ModelSpec original = w.editor()->spec();
    QTableWidget* forces = w.editor()->forcesTable();
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - 2*m*g"));
    QCOMPARE(w.editor()->spec().forces[1], std::string("0 - 2*m*g"));
    QTest::keyClick(forces, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().forces[1], original.forces[1]);
    QTest::keyClick(forces, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.editor()->spec().forces[1], std::string("0 - 2*m*g"));
    QTest::keyClick(forces, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.editor()->spec() == original);

    // Remove the first coordinate, x, of the pendulum.
    QTableWidget* coordinates = w.editor()->coordinatesTable();
    QVERIFY(test::showWidget(coordinates));
    QTest::mouseClick(coordinates->viewport(), Qt::LeftButton, {},
                      coordinates->visualRect(coordinates->model()->index(0, 0)).center());
    QPushButton* remove = rowButton(coordinates, "Remove row");
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    const core::ModelSpec removed = w.editor()->spec();
    QCOMPARE(int(removed.coordinates.size()), 1);
    QCOMPARE(removed.coordinates[0].name, std::string("y"));
    QCOMPARE(removed.forces[0], original.forces[1]);
    QCOMPARE(removed.mass.at(0, 0), original.mass.at(1, 1));
    QCOMPARE(removed.exact.positions[0], original.exact.positions[1]);
    QCOMPARE(removed.exact.velocities[0], original.exact.velocities[1]);
    QCOMPARE(removed.exact.multipliers, original.exact.multipliers);
    QTest::keyClick(coordinates, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.editor()->spec() == original);
}

// The editor keeps its read of the mass and velocity-constraint tables between edits (a large
// model's tables have millions of cells): a typed cell is in the edit it records, and removing
// and adding a coordinate, undo and redo leave M and A as the tables show them.
void TestWindow::largeTablesFollowEveryEdit() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const core::MassSpec original = w.editor()->spec().mass; // the pendulum: diag(m, m)
    QCOMPARE(original, core::MassSpec({{"m", ""}, {"", "m"}}));
    QTableWidget* mass = w.editor()->massTable();
    QVERIFY(test::typeIntoCell(mass, 1, 1, "2*m"));
    QVERIFY(w.isModified());
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"m", ""}, {"", "2*m"}}));
    QTest::keyClick(mass, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().mass, original);
    QTest::keyClick(mass, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"m", ""}, {"", "2*m"}}));

    QTableWidget* coordinates = w.editor()->coordinatesTable();
    QVERIFY(test::showWidget(coordinates));
    QTest::mouseClick(coordinates->viewport(), Qt::LeftButton, {},
                      coordinates->visualRect(coordinates->model()->index(0, 0)).center());
    QTest::mouseClick(rowButton(coordinates, "Remove row"), Qt::LeftButton);
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"2*m"}}));
    QTest::mouseClick(rowButton(coordinates, "Add row"), Qt::LeftButton);
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"2*m", ""}, {"", ""}}));
    QVERIFY(test::typeIntoCell(mass, 1, 1, "3"));
    QVERIFY(test::typeIntoCell(mass, 0, 0, " "));
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"", ""}, {"", "3"}}));
    for (int k = 0; k < 3; ++k) QTest::keyClick(mass, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"2*m"}}));
    QTest::keyClick(mass, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().mass, core::MassSpec({{"m", ""}, {"", "2*m"}}));

    // So is the table of velocity constraints (Maciel's Foucault pendulum: A = [-y, x]).
    QVERIFY(w.openPreset("foucault-pendulum-nonholonomic", false));
    auto row = [&w] { return w.editor()->spec().velocityConstraints.at(0).coefficients; };
    QCOMPARE(row(), core::FormulaRow({"0 - y", "x"}));
    QTableWidget* velocity = w.editor()->velocityConstraintsTable();
    QVERIFY(test::typeIntoCell(velocity, 0, 1, "2*x"));
    QVERIFY(w.isModified());
    QCOMPARE(row(), core::FormulaRow({"0 - y", "2*x"}));
    QTest::keyClick(velocity, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(row(), core::FormulaRow({"0 - y", "x"}));
    QTest::keyClick(velocity, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(test::showWidget(coordinates));
    QTest::mouseClick(coordinates->viewport(), Qt::LeftButton, {},
                      coordinates->visualRect(coordinates->model()->index(0, 0)).center());
    QTest::mouseClick(rowButton(coordinates, "Remove row"), Qt::LeftButton);
    QCOMPARE(row(), core::FormulaRow({"2*x"}));
    QTest::mouseClick(rowButton(coordinates, "Add row"), Qt::LeftButton);
    // The new coordinate's column comes before b, which stays b.
    QCOMPARE(row(), core::FormulaRow({"2*x", ""}));
    QCOMPARE(w.editor()->spec().velocityConstraints.at(0).offset, std::string("w*(x^2 + y^2)"));
    QVERIFY(test::typeIntoCell(velocity, 0, 1, "z"));
    QCOMPARE(row(), core::FormulaRow({"2*x", "z"}));
    QCOMPARE(w.editor()->spec().velocityConstraints.at(0).offset, std::string("w*(x^2 + y^2)"));
}

// A coordinate or a constraint added keeps every other formula where it was (the rolling disc:
// five coordinates, two velocity constraints, exact positions, velocities and multipliers): the
// coordinate gets a blank row of the exact positions and one of the velocities and a blank
// coefficient before each b; a holonomic constraint's multiplier comes before the velocity
// constraints'.
void TestWindow::addingACoordinateKeepsTheRest() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openPreset("rolling-disc", false));
    const core::ModelSpec disc = w.editor()->spec();
    QCOMPARE(int(disc.velocityConstraints.size()), 2);
    QCOMPARE(int(disc.exact.multipliers.size()), 2);
    QTableWidget* coordinates = w.editor()->coordinatesTable();
    QVERIFY(test::showWidget(coordinates));
    QTest::mouseClick(rowButton(coordinates, "Add row"), Qt::LeftButton);
    auto withBlank = [](std::vector<std::string> v) {
        v.push_back("");
        return v;
    };
    core::ModelSpec added = w.editor()->spec();
    QVERIFY(added.exact.positions == withBlank(disc.exact.positions));
    QVERIFY(added.exact.velocities == withBlank(disc.exact.velocities));
    QVERIFY(added.exact.multipliers == disc.exact.multipliers);
    for (std::size_t j = 0; j < 2; ++j) {
        const core::VelocityConstraintSpec& vc = added.velocityConstraints[j];
        QCOMPARE(vc.offset, disc.velocityConstraints[j].offset);
        QCOMPARE(vc.coefficients.size(), 6);
        for (int k = 0; k < 5; ++k)
            QCOMPARE(vc.coefficients.at(k), disc.velocityConstraints[j].coefficients.at(k));
        QCOMPARE(vc.coefficients.at(5), std::string());
    }
    QTest::keyClick(coordinates, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.editor()->spec() == disc);

    QTableWidget* constraints = w.editor()->constraintsTable();
    QVERIFY(test::showWidget(constraints));
    QTest::mouseClick(rowButton(constraints, "Add row"), Qt::LeftButton);
    added = w.editor()->spec();
    std::vector<std::string> multipliers = disc.exact.multipliers;
    multipliers.insert(multipliers.begin(), "");
    QVERIFY(added.exact.multipliers == multipliers);
    QVERIFY(added.exact.velocities == disc.exact.velocities);
}

// While a slider is held, its re-runs skip the global-error check's second solution (it would
// triple their time); the run after the release makes the check.
void TestWindow::heldSliderDefersTheGlobalCheck() {
    MainWindow w;
    QVERIFY(showAndRun(w));
    QVERIFY2(w.controller().current()->report.result.settingsText.find("global_error=off") ==
                 std::string::npos,
             w.controller().current()->report.result.settingsText.c_str());
    // The runs started while the slider was held, and what each finished run was set to.
    std::set<quint64> held;
    std::map<quint64, std::string> settings;
    auto c0 =
        connect(&w.controller(), &mechlab::ui::RunController::runStarted, &w, [&](quint64 id) {
            if (w.parameterPanel()->isDragging()) held.insert(id);
        });
    auto c1 =
        connect(&w.controller(), &mechlab::ui::RunController::runFinished, &w, [&](quint64 id) {
            settings[id] = w.controller().current()->report.result.settingsText;
        });
    QSlider* length = w.parameterPanel()->slider(1);
    QVERIFY(test::dragSlider(length, length->width() / 4, 6));
    QVERIFY2(held.size() >= 2, qPrintable(QString::number(held.size())));
    // The release started the run with the check (the current one, not started while held).
    QVERIFY(test::waitFinished(w));
    disconnect(c0);
    disconnect(c1);
    int skipped = 0;
    // (A run superseded before the worker began it has no settings: it never ran.)
    for (quint64 id : held)
        if (settings.count(id) && !settings[id].empty()) {
            QVERIFY2(settings[id].find("global_error=off") != std::string::npos,
                     settings[id].c_str());
            ++skipped;
        }
    QVERIFY(skipped >= 1);
    const auto& last = w.controller().current()->report.result;
    QVERIFY(!held.count(w.controller().current()->id));
    QVERIFY(last.status.ok());
    QVERIFY2(last.settingsText.find("global_error=off") == std::string::npos,
             last.settingsText.c_str());
    QCOMPARE(w.controller().current()->parameters[1].second, w.parameterPanel()->values()[1]);
}

// Dragging a slider restarts the run while the hand moves; the last complete run stays faded and
// named in the legend; a parameter is not an unsaved edit.
void TestWindow::sliderDragRerunsWhileMoving() {
    MainWindow w;
    // A projector's size: room for the previous run's entry next to x and y in the legend (an
    // overlay's entry gives way only where the row would overflow).
    QVERIFY(showAndRun(w));
    const int runs = w.runsStarted();
    QSlider* length = w.parameterPanel()->slider(1);
    // A slider as long as the panel is wide, under its name and spin box (beside them it was
    // about 50 pixels long).
    QVERIFY2(length->width() >= w.parameterPanel()->width() * 3 / 4,
             qPrintable(QString("%1 of %2").arg(length->width()).arg(w.parameterPanel()->width())));
    QVERIFY(test::dragSlider(length, length->width() / 4, 6));
    QVERIFY2(w.runsStarted() >= runs + 3, qPrintable(QString::number(w.runsStarted() - runs)));
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current()->report.result.status.ok());
    QVERIFY(!w.isModified());
    // The previous run is the last one that finished before the current one, named by the
    // length it had.
    const double l = w.controller().current()->parameters[1].second;
    QTRY_VERIFY2_WITH_TIMEOUT(!w.charts()[0]->legendNames().filter("previous: l = ").isEmpty(),
                              qPrintable(w.charts()[0]->legendNames().join(", ")), 2000);
    const QString previous = w.charts()[0]->legendNames().filter("previous: l = ").front();
    QVERIFY2(previous.section("= ", 1).toDouble() != l, qPrintable(previous));
    // Run again as it is: the same parameters and method, so just "previous run" (the new run's
    // method was once unknown until it finished, and the legend read "previous: hem4").
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QTRY_VERIFY2_WITH_TIMEOUT(w.charts()[0]->legendNames().contains("previous run"),
                              qPrintable(w.charts()[0]->legendNames().join(", ")), 2000);
    QVERIFY(!anyLegendContains(w, "previous:"));
}

// A new run's charts change with its first rows: until they come (a batch after the start) the
// charts show the run before, then every chart shows the new run at once, the run before faded
// beside it. (Bound at the start, the overlays alone repainted every chart and kept the event
// loop from those rows: a long oscillating run's charts take 10-40 ms each to paint.)
void TestWindow::chartsTakeANewRunWithItsFirstRows() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // An hour of the pendulum's swing: its rows come in batches while it runs.
    QVERIFY(w.openPreset("foucault-pendulum-nonholonomic", false));
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(!anyLegendContains(w, "previous run"));
    bool progressed = false, seenBefore = false, probed = false, titled = false;
    const QList<QPointF> shown = w.charts()[0]->curvePoints("x");
    QVERIFY(!shown.isEmpty());
    QList<QPointF> before;
    std::vector<int> pointsAtFirstRows;
    qsizetype previousAtFirstRows = 0;
    // Queued: after the window has started the run, before its first rows (a batch away).
    auto c0 = connect(
        &w.controller(), &mechlab::ui::RunController::runStarted, &w,
        [&](quint64) {
            if (progressed) return;
            seenBefore = true;
            before = w.charts()[0]->curvePoints("x");
        },
        Qt::QueuedConnection);
    // Direct, after the window's own handler of the same signal.
    auto c1 =
        connect(&w.controller(), &mechlab::ui::RunController::progress, &w, [&](quint64, double) {
            if (std::exchange(progressed, true)) return;
            previousAtFirstRows = w.charts()[0]->curvePoints("previous run").size();
            // The energy chart's title from the worker's probe of the model, not the window's.
            const auto& conservation = w.controller().current()->energyConservation;
            probed = conservation.has_value();
            titled = probed && w.charts()[2]->title().startsWith(conservation->conserved
                                                                     ? "Energy (E0 ="
                                                                     : "Energy: not conserved");
            for (ChartPanel* c : w.charts())
                if (c->isVisible()) pointsAtFirstRows.push_back(c->displayedPointCount());
        });
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    disconnect(c0);
    disconnect(c1);
    QVERIFY(progressed);
    QVERIFY(seenBefore);
    QCOMPARE(before, shown);
    QVERIFY(previousAtFirstRows > 0);
    QVERIFY(probed);
    QVERIFY(titled);
    QVERIFY(w.charts()[0]->legendNames().contains("previous run"));
    QVERIFY(!pointsAtFirstRows.empty());
    for (int points : pointsAtFirstRows) QVERIFY(points > 0);
}

// Switching the preset leaves nothing of the previous model on screen.
void TestWindow::presetSwitchClearsThePreviousModel() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(!w.statusText().isEmpty());
    auto* presets = w.findChild<QComboBox*>("presets");
    QVERIFY(presets && presets->currentData().toString() == "pendulum");
    presets->setFocus();
    QTest::keyClicks(presets, "Two");
    QCOMPARE(presets->currentData().toString(), QString("two-link-robot"));
    QCOMPARE(QString::fromStdString(w.model()->name()), QString("Two-link robot"));
    QVERIFY(w.statusText().isEmpty());
    QVERIFY(w.findChild<QProgressBar*>()->text().contains("Run"));
    for (ChartPanel* c : w.charts()) QVERIFY(c->legendNames().isEmpty());
    QVERIFY(w.windowTitle().startsWith("Two-link robot"));
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QTest::qWait(200);
    QVERIFY(!anyLegendContains(w, "previous"));
    QCOMPARE(w.charts()[0]->legendNames(), QStringList({"theta1", "theta2"})); // exact: dashed
    QCOMPARE(w.charts()[4]->title(), QString("Multipliers (dashed: exact)"));
    // Opened, a model's charts are titled as its own before its first run, not as the last run's.
    QVERIFY(w.openPreset("pendulum", false));
    QCOMPARE(w.charts()[0]->title(), QString("Coordinates"));
    QCOMPARE(w.charts()[4]->title(), QString("Multipliers"));
    QVERIFY(w.openPreset("two-link-robot", false));
    // Cancelling the question about unsaved edits keeps the preset box on what is loaded.
    QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 0, 0, "0"));
    const auto asked = test::answerNextDialog(Qt::Key_Escape);
    presets->setFocus();
    // A key within the keyboard-search interval would extend the search for "Two" ("twop"
    // matches nothing, and no dialog opens).
    QTest::qWait(QApplication::keyboardInputInterval() + 100);
    QTest::keyClick(presets, Qt::Key_P); // one key: each choice asks about the unsaved edit
    QVERIFY(*asked);
    QCOMPARE(presets->currentData().toString(), QString("two-link-robot"));
    QCOMPARE(QString::fromStdString(w.model()->name()), QString("Two-link robot"));
}

// Run plays the animation from the start at the chosen speed; every chart's cursor follows it;
// a click on a chart moves the time there.
void TestWindow::runAnimatesWithTimeCursor() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ui::MechanismView* view = w.mechanismView();
    QCOMPARE(view->speed(), 1.0); // the pendulum's 10 s play in real time
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(view->isPlaying());
    QVERIFY(test::waitFinished(w));
    QTest::qWait(300);
    // In real time: well before the end of the 10 s, never ahead of the integration.
    QVERIFY2(view->time() > 0.1 && view->time() < 5.0, qPrintable(QString::number(view->time())));
    ChartPanel* chart = w.charts()[0];
    QVERIFY(chart->cursorPixel() > 0);
    QTest::keyClick(&w, Qt::Key_Space); // pause
    QVERIFY(!view->isPlaying());
    const QWidget* port = chart->viewport();
    const QPoint middle(port->width() / 2, port->height() / 2);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, middle);
    QVERIFY2(std::abs(view->time() - 5.0) < 1.5, qPrintable(QString::number(view->time())));
    QVERIFY(std::abs(chart->cursorPixel() - middle.x()) < 3);
    for (ChartPanel* c : w.charts()) QVERIFY(c->cursorPixel() > 0);
    // The time slider moves the cursors too.
    const double before = view->time();
    QVERIFY(test::dragSlider(view->timeSlider(), -view->timeSlider()->width() / 4, 3));
    QVERIFY(view->time() < before - 1.0);
}

// F9 shows the mechanism large with two charts and large text, and back; Ctrl+= / Ctrl+- scale
// the charts' text and are remembered.
void TestWindow::presentationViewAndTextSize() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(w.textScale(), 1.0);
    const int normalWidth = w.mechanismView()->width();
    QTest::keyClick(&w, Qt::Key_F9);
    QVERIFY(w.isPresentation());
    QTRY_VERIFY(w.mechanismView()->width() > 1.5 * normalWidth);
    QVERIFY(w.charts()[0]->isVisible() && w.charts()[2]->isVisible());
    QVERIFY(!w.charts()[1]->isVisible() && !w.charts()[3]->isVisible());
    QVERIFY(!w.findChild<QComboBox*>("presets")->isVisible()); // no preset box
    QVERIFY(w.parameterPanel()->slider(1)->isVisible());
    QCOMPARE(w.charts()[0]->fontScale(), MainWindow::kPresentationTextScale);
    QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(w.textScale() > 1.1);
    QCOMPARE(w.charts()[0]->fontScale(), w.textScale() * MainWindow::kPresentationTextScale);
    QTest::keyClick(&w, Qt::Key_F9);
    QVERIFY(!w.isPresentation());
    QVERIFY(w.charts()[1]->isVisible());
    QCOMPARE(w.charts()[1]->fontScale(), w.textScale());
    {
        MainWindow next; // the text size is remembered
        QCOMPARE(next.textScale(), w.textScale());
    }
    QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(w.charts()[1]->fontScale(), 1.0);
}

// `mechlab FILE` opens FILE; --version and --help answer without a display; a file that cannot
// be opened is explained and the window keeps its model.
// Twelve free particles: a typo typed into M(11,12) is marked in that cell and nowhere else, and
// the message names the entry without ambiguity (the text "M1112" could be M(11,12) or M(1,112)).
void TestWindow::markFindsItsCellInALargeModel() {
    constexpr int n = 12;
    core::ModelSpec spec;
    spec.name = "Twelve particles";
    spec.tEnd = 1;
    spec.parameters.push_back({"m", 1.0, "kg", 0.5, 2.0, "mass"});
    spec.mass = core::MassSpec::blank(n);
    for (int i = 0; i < n; ++i) {
        spec.coordinates.push_back({"x" + std::to_string(i + 1), "", "0", "1"});
        spec.mass.set(i, i, "m");
        spec.forces.push_back("0");
    }
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openAsFile(w, spec, dir.filePath("twelve.json")));
    QVERIFY(w.canRun());

    QTableWidget* mass = w.editor()->massTable();
    QCOMPARE(mass->rowCount(), n);
    QVERIFY(test::typeIntoCell(mass, 10, 11, "m*"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(w.editor()->markAt(mass, 10, 11).contains("M(11,12)"),
             qPrintable(w.editor()->diagnosticsText()));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (r != 10 || c != 11) QVERIFY(w.editor()->markAt(mass, r, c).isEmpty());
    QVERIFY(w.editor()->diagnosticsText().startsWith("M(11,12): "));

    QVERIFY(test::typeIntoCell(mass, 10, 11, "0"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(mass, 10, 11).isEmpty());
}

// Above ModelEditor::kDenseMassLimit coordinates M is the list of its given entries (a chain of
// 10 000 links has 400 million cells): typed formulas, a new entry, an unknown name, an error
// mark and a removed coordinate all reach the model as they do in the n x n table. A formula
// longer than a line edit's default 32 767 characters arrives whole.
void TestWindow::largeMassIsListedByItsEntries() {
    core::ModelSpec spec = bench::chainSpec(60); // 120 coordinates, M = I
    std::string potential = "g*(0";
    for (int k = 0; potential.size() < 40000; ++k)
        potential += " + y" + std::to_string(1 + k % 60) + "/100";
    spec.potential = potential + ")";
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openAsFile(w, spec, dir.filePath("chain.json")));
    QVERIFY(w.canRun());
    QCOMPARE(w.editor()->spec().potential, spec.potential);
    QTableWidget* list = w.editor()->massListTable();
    QVERIFY(test::showWidget(list));
    QVERIFY(!w.editor()->massTable()->isVisible());
    QCOMPARE(w.editor()->massTable()->rowCount(), 0);
    QCOMPARE(list->rowCount(), 120);
    QCOMPARE(list->item(3, 0)->text(), QString("y2"));
    QCOMPARE(list->item(3, 1)->text(), QString("y2"));
    QCOMPARE(w.editor()->spec().mass, spec.mass);

    QVERIFY(test::typeIntoCell(list, 3, 2, "2"));
    QVERIFY(w.isModified());
    QCOMPARE(w.editor()->spec().mass.at(3, 3), std::string("2"));
    QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().mass, spec.mass);

    // A new entry: its row and column by name, then its formula typed into the opened cell.
    QLineEdit* row = w.editor()->massEntryRowField();
    QLineEdit* column = w.editor()->massEntryColumnField();
    test::retype(row, "x1");
    test::retype(column, "z7");
    QTest::mouseClick(w.editor()->massEntryButton(), Qt::LeftButton);
    QVERIFY(w.editor()->massEntryMessage()->text().contains("z7"));
    QCOMPARE(list->rowCount(), 120);
    test::retype(column, "y1");
    QTest::keyClick(column, Qt::Key_Return);
    QVERIFY(w.editor()->massEntryMessage()->text().isEmpty());
    QCOMPARE(list->rowCount(), 121);
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget()->parent() &&
                QApplication::focusWidget()->parent()->parent() == list);
    const QPointer<QWidget> editor = QApplication::focusWidget();
    QTest::keyClicks(editor, "m*");
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(editor.isNull() || !editor->isVisible()); // committed on the next turn
    QCOMPARE(w.editor()->spec().mass.at(0, 1), std::string("m*"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(w.editor()->markAt(list, 120, 2).contains("unknown name 'm'"),
             qPrintable(w.editor()->diagnosticsText()));
    QVERIFY(test::typeIntoCell(list, 120, 2, "0"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(w.editor()->markAt(list, 120, 2).isEmpty());

    // Removing x1 takes its row and column of M; the later entries move up with their
    // coordinates.
    const core::MassSpec before = w.editor()->spec().mass;
    QTableWidget* coordinates = w.editor()->coordinatesTable();
    QVERIFY(test::showWidget(coordinates));
    QTest::mouseClick(coordinates->viewport(), Qt::LeftButton, {},
                      coordinates->visualRect(coordinates->model()->index(0, 0)).center());
    QTest::mouseClick(rowButton(coordinates, "Remove row"), Qt::LeftButton);
    const core::MassSpec removed = w.editor()->spec().mass;
    QCOMPARE(removed.rows(), 119);
    QCOMPARE(removed.entryCount(), std::size_t(119));
    QCOMPARE(removed.at(0, 0), std::string("1"));
    QCOMPARE(removed.at(0, 1), std::string());
    QVERIFY(test::showWidget(list));
    QCOMPARE(list->item(0, 0)->text(), QString("y1"));
    QTest::keyClick(coordinates, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.editor()->spec().mass, before);
}

// A model of more than 1000 coordinates compiles on a thread of its own: the window says so, Run
// (F5) pressed meanwhile starts the run once the model is compiled, and the run ends ok.
void TestWindow::largeModelCompilesWhileTheWindowAnswers() {
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openAsFile(w, bench::chainSpec(501), dir.filePath("chain.json")));
    QVERIFY(!w.canRun());
    auto* banner = w.findChild<QLabel*>("banner");
    QVERIFY(banner);
    QVERIFY2(banner->text().contains("Compiling"), qPrintable(banner->text()));
    QTest::keyClick(&w, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(w.controller().isRunning() || w.controller().current(), 60000);
    QVERIFY(test::waitFinished(w, 120000));
    QVERIFY(w.canRun());
    QVERIFY(w.controller().current()->report.result.status.ok());
    QCOMPARE(w.model()->coordinateCount(), 1002);
}

// Twelve particles hanging from one rod each (twelve constraints): the coordinates' and the
// multipliers' charts draw the first eight of each (the palette's colours) and say so; the run's
// trajectory still has every column.
void TestWindow::manyCurvesShowTheFirstFew() {
    constexpr int n = 12;
    core::ModelSpec spec;
    spec.name = "Twelve pendulums";
    spec.tEnd = 0.5;
    spec.mass = core::MassSpec::blank(n);
    for (int i = 0; i < n; ++i) {
        const std::string x = "x" + std::to_string(i + 1);
        spec.coordinates.push_back({x, "m", "1", "0"});
        spec.mass.set(i, i, "1");
        spec.forces.push_back("0 - 9.81");
        spec.constraints.push_back(x + "^2 - 1");
    }
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(openAsFile(w, spec, dir.filePath("twelve.json")));
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current()->report.result.status.ok());
    static_assert(ui::ResultView::kMaxCurves == 8);
    QCOMPARE(w.charts()[0]->legendNames(),
             QStringList({"x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8"}));
    QCOMPARE(w.charts()[0]->title(), QString("Coordinates: the first 8 of 12"));
    QCOMPARE(w.charts()[4]->legendNames().size(), 8);
    QVERIFY(w.charts()[4]->legendNames().contains(QString::fromUtf8("\u03bb8")));
    QCOMPARE(w.charts()[4]->title(), QString("Multipliers: the first 8 of 12"));
    const core::Trajectory& recorded = w.controller().current()->trajectory;
    QVERIFY(recorded.find("x12") >= 0 && recorded.find("lambda12") >= 0);
}

void TestWindow::commandLineOpensAFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("my-robot.json");
    core::ModelSpec spec = *core::loadPreset("two-link-robot").spec;
    spec.name = "My robot";
    QVERIFY(core::saveModelFile(spec, path.toStdString(), nullptr));
    const ui::StartOptions options = ui::parseStartOptions({"mechlab", path});
    QVERIFY(!options.quit);
    QCOMPARE(options.file, path);
    MainWindow w;
    w.show();
    QVERIFY(w.openFile(options.file, false));
    QCOMPARE(QString::fromStdString(w.model()->name()), QString("My robot"));
    QVERIFY(w.windowTitle().contains("My robot") && w.windowTitle().contains("my-robot.json"));
    // The title follows the name as it is typed.
    auto* name = w.editor()->findChild<QLineEdit*>("name");
    QVERIFY(name);
    QTest::keyClick(name, Qt::Key_End);
    QTest::keyClicks(name, " 2");
    QVERIFY2(w.windowTitle().startsWith("My robot 2 (my-robot.json)"), qPrintable(w.windowTitle()));
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClick(name, Qt::Key_Backspace);
    const auto told = test::answerNextDialog(Qt::Key_Escape);
    QVERIFY(!w.openFile(dir.filePath("missing.json"), false));
    QVERIFY(*told);
    QCOMPARE(QString::fromStdString(w.model()->name()), QString("My robot"));

    QVERIFY(ui::parseStartOptions({"mechlab", "--version"}).quit);
    QCOMPARE(ui::parseStartOptions({"mechlab", "a", "b"}).exitCode, 2);
    for (const char* flag : {"--version", "--help"}) {
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("DISPLAY");
        env.remove("QT_QPA_PLATFORM"); // no display needed
        gui.setProcessEnvironment(env);
        gui.start(MECHLAB_GUI_PATH, {flag});
        QVERIFY(gui.waitForFinished(30000));
        QCOMPARE(gui.exitCode(), 0);
        const QString out = gui.readAllStandardOutput();
        QVERIFY2(out.contains(flag == QString("--version") ? "mechlab " : "[FILE]"),
                 qPrintable(out));
    }
}

// No lost work: the editor gives back exactly the model it was given, for every preset (the
// drawing's ellipses, caption and unit included).
void TestWindow::editorKeepsEveryPreset() {
    MainWindow w;
    for (const std::string& id : core::presetIds()) {
        QVERIFY(w.openPreset(QString::fromStdString(id), false));
        core::ModelSpec shown = w.editor()->spec();
        // The f table has a row per coordinate: a file without forces comes back with blanks
        // (blank means 0), the same model.
        if (std::all_of(shown.forces.begin(), shown.forces.end(),
                        [](const std::string& f) { return f.empty(); }))
            shown.forces.clear();
        QVERIFY2(shown == *core::loadPreset(id).spec, id.c_str());
    }
    // A model of the same size after one with more mass entries: the robot's M12 is not left in
    // the pendulum's table.
    QVERIFY(w.openPreset("two-link-robot", false));
    QVERIFY(w.openPreset("pendulum", false));
    QVERIFY(w.editor()->spec().mass == core::loadPreset("pendulum").spec->mass);
    QVERIFY(w.openPreset("rolling-disc", false));
    QCOMPARE(int(w.editor()->spec().drawing.ellipses.size()), 1);
    QCOMPARE(w.editor()->spec().drawing.caption, std::string("seen from above"));
}

// Ctrl+K on a pendulum started off its circle and on a linear DAE with an inconsistent x0: the
// same dialog says "not consistent", its "Project initial values" button (clicked with the mouse)
// writes consistent values into the editor, and a second check finds them consistent.
void TestWindow::checkModelProjectsEitherKind() {
    core::ModelSpec pendulum = *core::loadPreset("pendulum").spec;
    pendulum.coordinates[0].position = "0.9";
    pendulum.coordinates[0].velocity = "0.3";
    core::ModelSpec circuit = *core::loadPreset("rl-circuit").spec;
    circuit.coordinates[2].position = "0.3"; // iL(0-) differs from i(0) = 0
    QTemporaryDir dir;
    for (const core::ModelSpec& spec : {pendulum, circuit}) {
        const QString path = dir.filePath("start.json");
        QVERIFY(core::saveModelFile(spec, path.toStdString(), nullptr));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(path, false));
        QString headline;
        bool clicked = false;
        // The dialog is modal: it is answered from a timer while Ctrl+K's exec() runs.
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            poll.stop();
            headline = box->text();
            for (QAbstractButton* b : box->buttons())
                if (b->text() == "Project initial values") {
                    QTest::mouseClick(b, Qt::LeftButton);
                    clicked = true;
                    return;
                }
            QTest::keyClick(box, Qt::Key_Escape);
        });
        poll.start(50);
        QTest::keyClick(&w, Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!poll.isActive(), 20000);
        QVERIFY2(headline.contains("not consistent"), qPrintable(headline));
        QVERIFY(clicked);
        QVERIFY(w.isModified());
        const auto compiled = core::compileAnyModel(w.editor()->spec());
        QVERIFY(compiled.ok());
        const core::CheckReport after = compiled.model->check();
        QVERIFY2(after.consistent, after.text.c_str());
        QVERIFY(!after.projectable);
    }
}

// Ctrl+Shift+E after a run of the pendulum: 5 s at 30 frames per second and 320 x 240 typed
// (with a typo in 'To' that disables Export until it is corrected; then Enter) give a GIF that
// Qt's own decoder reads back as 150 frames of that size, 5 s in all, each the drawing at its
// time to within the palette's rounding, the pendulum moving between them.
void TestWindow::animationExportDecodesBack() {
    MainWindow w;
    QVERIFY(showAndRun(w));
    QTemporaryDir dir;
    const QString path = dir.filePath("pendulum.gif");
    QString typoSummary;
    bool typoBlocked = false, exported = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        auto* d = qobject_cast<ui::AnimationDialog*>(QApplication::activeModalWidget());
        if (!d) return;
        poll.stop();
        auto* button = d->findChild<QPushButton*>("animationExport");
        test::retype(d->findChild<QLineEdit*>("animationFile"), path);
        test::retype(d->findChild<QLineEdit*>("animationTo"), "5x");
        typoSummary = d->findChild<QLabel*>("animationSummary")->text();
        typoBlocked = !button->isEnabled();
        QTest::keyClick(d->findChild<QLineEdit*>("animationTo"), Qt::Key_Backspace);
        test::retype(d->findChild<QSpinBox*>("animationFps"), "30");
        test::retype(d->findChild<QSpinBox*>("animationWidth"), "320");
        test::retype(d->findChild<QSpinBox*>("animationHeight"), "240");
        exported = button->isEnabled();
        QTest::keyClick(d->findChild<QSpinBox*>("animationHeight"), Qt::Key_Return);
    });
    poll.start(50);
    QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(!poll.isActive(), 20000);
    QVERIFY2(typoBlocked && typoSummary.contains("not a number"), qPrintable(typoSummary));
    QVERIFY(exported);

    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("gif"));
    QCOMPARE(reader.imageCount(), 150);
    QCOMPARE(reader.size(), QSize(320, 240));
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    int totalDelay = 0, worst = 0;
    QImage first, middle;
    for (int k = 0; k < 150; ++k) {
        const QImage frame = reader.read().convertToFormat(QImage::Format_RGB32);
        QVERIFY2(!frame.isNull(), qPrintable(reader.errorString()));
        QCOMPARE(frame.size(), QSize(320, 240));
        totalDelay += reader.nextImageDelay();
        if (k % 37 != 0) continue;
        // The frame is the drawing at t = k / 30, each channel rounded to the palette.
        const QImage drawn = canvas->renderImage(QSize(320, 240), k / 30.0);
        worst = std::max(worst, test::worstColourDistance(frame, drawn));
        (k == 0 ? first : middle) = frame;
    }
    // The colour written is the nearest palette entry: no farther than the nearest entry of the
    // cube, which is within half a step of 51 in each channel (a grey may be nearer, though
    // farther in one channel: the arrows' colours are mapped so).
    QVERIFY2(worst <= 3 * 25 * 25, qPrintable(QString::number(worst)));
    QVERIFY(first != middle);
    // Qt reports the delays in milliseconds: 3 or 4 hundredths each, 5 s in all.
    QCOMPARE(totalDelay, 5000);
}

// View > Energy split, clicked in the opened menu: the energy chart shows the kinetic energy T,
// V = E - T and E (the recorded T is 1/2 m |v|^2 of the pendulum, 0 at the start from rest, and
// reaches m g l (1 - cos 60 deg) at the bottom, where V is lowest); the choice is remembered; a
// second click
// brings back E - E0.
void TestWindow::energySplitFromTheViewMenu() {
    QSettings().remove("view/energySplit");
    MainWindow w;
    QVERIFY(showAndRun(w));
    ChartPanel* energy = w.charts()[2];
    QVERIFY(energy->legendNames().contains("E - E0"));
    auto clickSplit = [&] { QVERIFY(clickViewMenuAction(w, "energySplitAction")); };
    clickSplit();
    QTRY_VERIFY(energy->legendNames().contains("T"));
    QVERIFY(energy->legendNames().contains("V = E - T") && energy->legendNames().contains("E"));
    QVERIFY(energy->title().startsWith("Energy: kinetic T"));
    QVERIFY(!anyLegendContains(w, "drift")); // the drift has the other view
    // V = E - T from m g y = -4.9 J at the start (60 degrees) down to -9.81 J at the bottom.
    QTRY_VERIFY(!energy->curvePoints("V = E - T").isEmpty());
    double vLow = 0.0, vHigh = -1e9;
    for (const QPointF& p : energy->curvePoints("V = E - T")) {
        vLow = std::min(vLow, p.y());
        vHigh = std::max(vHigh, p.y());
    }
    QVERIFY2(std::abs(vLow + 9.81) < 1e-3 && std::abs(vHigh + 4.905) < 1e-3,
             qPrintable(QString("%1 %2").arg(vLow).arg(vHigh)));
    QCOMPARE(QSettings().value("view/energySplit").toBool(), true);

    const core::Trajectory& tr = w.controller().current()->trajectory;
    const auto& xd = tr.column(tr.find("x_dot")).values;
    const auto& yd = tr.column(tr.find("y_dot")).values;
    const auto& kinetic = tr.column(tr.find("kinetic")).values;
    double largest = 0.0;
    for (std::size_t r = 0; r < kinetic.size(); ++r) {
        QVERIFY(std::abs(kinetic[r] - 0.5 * (xd[r] * xd[r] + yd[r] * yd[r])) <= 1e-12);
        largest = std::max(largest, kinetic[r]);
    }
    QCOMPARE(kinetic.front(), 0.0);
    QVERIFY2(std::abs(largest - 9.81 * 0.5) < 1e-3, qPrintable(QString::number(largest)));

    clickSplit();
    QTRY_VERIFY(energy->legendNames().contains("E - E0"));
    QCOMPARE(QSettings().value("view/energySplit").toBool(), false);
}

// The file dialogs start where the user last chose a file, in any of them and in the next
// session: Ctrl+E first opens in the home directory (the pendulum preset has no directory of its
// own), the trajectory saved in a temporary directory is written there, and the next dialog, and
// a new window's, start in that directory.
void TestWindow::fileDialogsStartWhereTheLastFileWasChosen() {
    QSettings().remove("files/lastDirectory");
    QTemporaryDir dir;
    const QString wanted = QFileInfo(dir.path()).canonicalFilePath();
    auto exportCsv = [&](MainWindow& w, const QString& folder) {
        QString startedIn;
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!d) return;
            poll.stop();
            startedIn = QFileInfo(d->directory().absolutePath()).canonicalFilePath();
            if (folder.isEmpty()) return QTest::keyClick(d, Qt::Key_Escape);
            // Qt's own dialog, not mechlab's: the folder is chosen through its API (its path
            // completer takes typed keys at times of its own: a completion list opening after a
            // directory is read eats the Enter), then Save is clicked, keeping the name offered.
            d->setDirectory(folder);
            auto* box = d->findChild<QDialogButtonBox*>();
            QTest::mouseClick(box->button(QDialogButtonBox::Save), Qt::LeftButton);
        });
        // A dialog left open is closed, so that the test fails instead of hanging.
        QTimer guard;
        guard.setSingleShot(true);
        connect(&guard, &QTimer::timeout, [&] {
            if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget()))
                d->reject();
        });
        guard.start(15000);
        poll.start(50);
        w.activateWindow(); // back from an earlier dialog
        if (!QTest::qWaitForWindowActive(&w)) return QString("(window not active)");
        QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier);
        if (!QTest::qWaitFor([&] { return !poll.isActive() && !QApplication::activeModalWidget(); },
                             20000))
            return QString("(no dialog)");
        return startedIn;
    };
    {
        MainWindow w;
        QVERIFY(showAndRun(w));
        QCOMPARE(exportCsv(w, dir.path()), QFileInfo(QDir::homePath()).canonicalFilePath());
        QCOMPARE(QDir(dir.path()).entryList({"*.csv"}, QDir::Files).size(), 1);
        QCOMPARE(exportCsv(w, QString()), wanted);
    }
    MainWindow next;
    QVERIFY(showAndRun(next));
    QCOMPARE(exportCsv(next, QString()), wanted);
    QSettings().remove("files/lastDirectory");
}

// View > Presentation charts, walked with the keyboard: the choice (the error chart instead of
// the older of the two) is what the next window starts with.
void TestWindow::presentationChartsAreRemembered() {
    QSettings().remove("view/presentationCharts");
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* error = w.findChild<QAction*>("presentationChart1");
        QVERIFY(error && !error->isChecked());
        QVERIFY(w.findChild<QAction*>("presentationChart0")->isChecked());
        QTest::keyClick(&w, Qt::Key_V, Qt::AltModifier);
        QMenu* view = nullptr;
        QTRY_VERIFY((view = qobject_cast<QMenu*>(QApplication::activePopupWidget())));
        QTest::keyClick(view, Qt::Key_C); // Presentation &charts
        QMenu* charts = nullptr;
        QTRY_VERIFY((charts = qobject_cast<QMenu*>(QApplication::activePopupWidget())) &&
                    charts != view);
        QTest::keyClick(charts, Qt::Key_Down); // the first entry (coordinates) is active
        QTest::keyClick(charts, Qt::Key_Return);
        QTRY_VERIFY(error->isChecked());
    }
    MainWindow next;
    QVERIFY(next.findChild<QAction*>("presentationChart1")->isChecked());
    QVERIFY(!next.findChild<QAction*>("presentationChart0")->isChecked());
    QVERIFY(next.findChild<QAction*>("presentationChart2")->isChecked());
    QSettings().remove("view/presentationCharts"); // the later tests' default
}

// `mechlab --lang de` (or a German system locale): every entry of every menu of the menu bar,
// walked in an English and a German window side by side, differs from its English text (the
// recent files are file names).
void TestWindow::germanMenusAreComplete() {
    QSettings().remove("recentFiles");
    const ui::StartOptions options = ui::parseStartOptions({"mechlab", "--lang", "de"});
    QVERIFY(!options.quit);
    QCOMPARE(options.language, QString("de"));
    QVERIFY(ui::parseStartOptions({"mechlab", "--lang", "xx"}).quit);
    QStringList english, german;
    auto collect = [](MainWindow& w, QStringList& out) {
        std::function<void(QMenu*, const QString&)> walk = [&](QMenu* menu, const QString& path) {
            for (QAction* a : menu->actions()) {
                if (a->isSeparator()) continue;
                out << path + " > " + a->text();
                if (a->menu()) walk(a->menu(), path + " > " + a->text());
            }
        };
        for (QAction* a : w.menuBar()->actions()) {
            out << a->text();
            walk(a->menu(), a->text());
        }
    };
    {
        MainWindow w;
        collect(w, english);
    }
    QVERIFY(ui::installTranslations("de"));
    {
        MainWindow w;
        collect(w, german);
    }
    QVERIFY(ui::installTranslations("en")); // the other tests find the English texts
    QCOMPARE(german.size(), english.size());
    QStringList untranslated;
    for (qsizetype i = 0; i < english.size(); ++i)
        if (german[i].section(" > ", -1) == english[i].section(" > ", -1))
            untranslated << english[i];
    for (const QString& entry : untranslated) qWarning().noquote() << "untranslated:" << entry;
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QString("%1 untranslated menu entries").arg(untranslated.size())));
}

// In German the core's texts are German too: the method list with its tooltips and setting
// labels, and the message under a formula mistyped as a user types it. Back in English, so are
// they.
void TestWindow::germanCoreTexts() {
    auto methodNames = [](MainWindow& w) {
        QStringList names;
        auto* methods = w.methodPanel()->findChild<QComboBox*>();
        for (int i = 0; i < methods->count(); ++i) names << methods->itemText(i);
        return names;
    };
    QVERIFY(ui::installTranslations("de"));
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // as LANG=de_DE.UTF-8
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // Numbers with a decimal point also in a German locale, as the formulas write them.
        const auto spins = w.parameterPanel()->findChildren<QDoubleSpinBox*>();
        QVERIFY(!spins.isEmpty());
        for (QDoubleSpinBox* spin : spins)
            QVERIFY2(spin->text().contains('.') && !spin->text().contains(','),
                     qPrintable(spin->text()));
        const QStringList names = methodNames(w);
        QVERIFY2(names.contains("Radau IIA (3 Stufen, Ordnung 5)"), qPrintable(names.join("; ")));
        QVERIFY(!names.contains("Radau IIA (3 stages, order 5)"));
        w.methodPanel()->select("radau5", {});
        QStringList labels;
        for (QLabel* label : w.methodPanel()->findChildren<QLabel*>()) labels << label->text();
        QVERIFY2(labels.contains("Toleranz") && labels.contains("Formulierung"),
                 qPrintable(labels.join("; ")));
        QVERIFY(w.methodPanel()->findChild<QLineEdit*>("tol")->toolTip().startsWith(
            "Relative und absolute Toleranz"));
        // The presets: their names in the list, chosen by typing; the model's name and the
        // sliders' tooltips of the one opened.
        auto* presets = w.findChild<QComboBox*>("presets");
        presets->setFocus();
        QTest::keyClicks(presets, "Zwei");
        QCOMPARE(presets->currentData().toString(), QString("two-link-robot"));
        QCOMPARE(QString::fromStdString(w.model()->name()), QString("Zweigelenkroboter"));
        QStringList tips;
        for (QSlider* slider : w.parameterPanel()->findChildren<QSlider*>())
            tips << slider->toolTip();
        QVERIFY2(tips.join(" ").contains("Anfangswinkel theta1(0)"), qPrintable(tips.join("; ")));
        QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 1, 0, "0 - a*gg"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
        const QString messages = w.editor()->diagnosticsText();
        QVERIFY2(messages.contains("f2: unbekannter Name 'gg' (bei Zeichen 7)"),
                 qPrintable(messages));
        // The model check's reports, mechanical and linear, as the window shows them.
        for (const auto& [preset, expected] :
             {std::pair{"pendulum", "Größen: 2 Koordinaten, 1 holonome Bindung, 4 Parameter"},
              std::pair{"rl-circuit", "Büschel: regulär; Index 2"}}) {
            const auto model = core::compileAnyModel(*core::loadPreset(preset).spec);
            QVERIFY(model.ok());
            const QString report = QString::fromStdString(model.model->check("radau5").text);
            QVERIFY2(report.contains(QString::fromUtf8(expected)), qPrintable(report));
        }
    }
    QLocale::setDefault(before);
    // Every text of the method registry and of the run statuses has a German entry (a new
    // method's texts are marked ML_NOOP, extracted by update_translations and translated).
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), "mechlab", "_", ":/mechlab/translations"));
    QStringList missing;
    auto check = [&](const std::string& text) {
        if (!text.empty() && german.translate("core", text.c_str()).isEmpty())
            missing << QString::fromStdString(text);
    };
    for (const core::MethodEntry& e : core::methodRegistry()) {
        for (const std::string& text : {e.info.name, e.info.description, e.info.formulation})
            check(text);
        if (e.solvesLinearDae()) check(e.linear.note);
        for (const auto* settings : {&e.info.settings, &e.linear.settings})
            for (const core::SettingSpec& spec : *settings) {
                check(spec.label);
                check(spec.tooltip);
            }
    }
    for (int code = 0; code <= int(core::StatusCode::SolverError); ++code) {
        check(core::statusHeadline(core::StatusCode(code)));
        check(core::statusAdvice(core::StatusCode(code)));
    }
    // ... and every preset's name, description and parameter descriptions (context "preset").
    for (const std::string& id : core::presetIds()) {
        const core::ModelSpecResult preset = core::loadPreset(id);
        QVERIFY(preset.ok());
        for (const std::string& text : {preset.spec->name, preset.spec->description})
            if (german.translate("preset", text.c_str()).isEmpty())
                missing << QString::fromStdString(text);
        for (const core::ParameterSpec& p : preset.spec->parameters)
            if (!p.description.empty() &&
                german.translate("preset", p.description.c_str()).isEmpty())
                missing << QString::fromStdString(p.description);
    }
    QVERIFY2(missing.isEmpty(), qPrintable("no German for: " + missing.join(" | ")));

    QVERIFY(ui::installTranslations("en"));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(methodNames(w).contains("Radau IIA (3 stages, order 5)"));
    QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 1, 0, "0 - m*gg"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY(w.editor()->diagnosticsText().contains("f2: unknown name 'gg' (at character 7)"));
}

// A conserved quantity typed into the editor's Energy tab (the pendulum's energy written out):
// a typo in its name is marked in its cell; once fixed, the run records it, the energy chart
// shows its change and the run's drift is the energy's.
void TestWindow::conservedQuantityTypedInTheEditor() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto* table = w.editor()->findChild<QTableWidget*>("invariants");
    QVERIFY(table);
    QVERIFY(test::showWidget(table));
    QTest::mouseClick(rowButton(table, "Add row"), Qt::LeftButton);
    QCOMPARE(table->rowCount(), 1);
    QVERIFY(test::typeIntoCell(table, 0, 0, "x"));
    QVERIFY(test::typeIntoCell(table, 0, 1, "m/2*(x_dot^2 + y_dot^2) + m*g*y"));
    QVERIFY(test::typeIntoCell(table, 0, 2, "J"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY2(w.editor()->markAt(table, 0, 0).contains("taken by another recorded column"),
             qPrintable(w.editor()->markAt(table, 0, 0)));
    QVERIFY(test::typeIntoCell(table, 0, 0, "E_typed"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    const auto run = w.controller().current();
    QVERIFY(run->report.result.status.ok());
    const core::Trajectory& tr = run->trajectory;
    const int typed = tr.find("E_typed"), energy = tr.find("energy");
    QVERIFY(typed >= 0 && tr.find("abs_dE_typed") >= 0);
    for (std::size_t r = 0; r < tr.rowCount(); r += 50)
        QVERIFY(std::abs(tr.column(typed).values[r] - tr.column(energy).values[r]) < 1e-12);
    const core::InvariantRecord& c = run->report.summary.invariants.at(0);
    QVERIFY(c.drift() < 1e-3);
    QVERIFY(anyLegendContains(w, "|E_typed - E_typed_0| [J]"));
}

// A typo in the model: the Run tab does not go on showing the last valid model's drawing and
// sliders as if they were this one's; fixing the typo brings them back.
void TestWindow::modelErrorHidesTheLastDrawingAndSliders() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    QVERIFY(!canvas->showsModelError());
    QVERIFY(w.parameterPanel()->isEnabled());
    QTableWidget* forces = w.editor()->forcesTable();
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - m*gg"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.canRun(), 2000);
    QVERIFY(canvas->showsModelError());
    QVERIFY(!w.parameterPanel()->isEnabled());
    QVERIFY(w.parameterPanel()->toolTip().contains("errors"));
    QVERIFY(test::typeIntoCell(forces, 1, 0, "0 - m*g"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun(), 2000);
    QVERIFY(!canvas->showsModelError());
    QVERIFY(w.parameterPanel()->isEnabled());
}

// After "Add row" the new coordinate's name is typed at once (before, the focus stayed on the
// button and the keys went nowhere); its blank exact formulas do not block Run: the exact solution
// is left out, and the error chart's tooltip says why.
void TestWindow::addedCoordinateIsTypedAtOnce() {
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTableWidget* coordinates = w.editor()->coordinatesTable();
    QVERIFY(test::showWidget(coordinates));
    QCOMPARE(coordinates->rowCount(), 2);
    QTest::mouseClick(rowButton(coordinates, "Add row"), Qt::LeftButton);
    QCOMPARE(coordinates->rowCount(), 3);
    QWidget* typing = QApplication::focusWidget();
    QVERIFY(typing && coordinates->isAncestorOf(typing));
    QTest::keyClicks(typing, "z");
    QTest::keyClick(typing, Qt::Key_Return);
    QTRY_COMPARE(QString::fromStdString(w.editor()->spec().coordinates.at(2).name), QString("z"));
    QVERIFY(test::typeIntoCell(coordinates, 2, 2, "0"));
    QVERIFY(test::typeIntoCell(coordinates, 2, 3, "0"));
    QVERIFY(test::typeIntoCell(w.editor()->massTable(), 2, 2, "m"));
    QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 2, 0, "0"));
    QTRY_VERIFY_WITH_TIMEOUT(w.canRun() && w.model() && w.model()->coordinateCount() == 3, 2000);
    QVERIFY(!w.model()->hasExactSolution());
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current()->report.result.status.ok());
    QCOMPARE(w.charts()[1]->title(), QString("Error: no exact solution for these values"));
    QCOMPARE(w.charts()[1]->toolTip(),
             QString("z has no exact formula: the exact solution is not compared"));
}

// Escape stops a run; with nothing running it leaves full screen (before, only F11 did).
void TestWindow::escapeLeavesFullScreen() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openPreset("foucault-pendulum", false));
    QTest::keyClick(&w, Qt::Key_F11);
    QTRY_VERIFY(w.isFullScreen());
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(w.controller().isRunning());
    QTest::keyClick(&w, Qt::Key_Escape);
    QVERIFY(test::waitFinished(w));
    QCOMPARE(w.controller().current()->report.result.status.code, core::StatusCode::Cancelled);
    QVERIFY(w.isFullScreen());
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_VERIFY(!w.isFullScreen());
}

QTEST_MAIN(TestWindow)
// The pendulum's constraint-force arrow (red) is drawn on the rod, from the bob towards the
// pivot, and goes when the Arrows button's "Constraint forces" is clicked (remembered); the
// second click brings it back. Only pixels below the pivot within the rod's reach count: the
// legend at the top right is red too.
void TestWindow::constraintForceArrowsToggled() {
    QSettings().remove("view/arrows/constraint");
    QSettings().setValue("view/energyBars", false); // the drawing centred: the pivot's pixel
    MainWindow w;
    QVERIFY(showAndRun(w));
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    const core::Trajectory& tr = w.controller().current()->trajectory;
    std::size_t row = 1; // on the way down, halfway
    while (row < tr.rowCount() && tr.column(1).values[row] > 0.5) ++row;
    QVERIFY(row < tr.rowCount());
    const double t = tr.column(0).values[row], x = tr.column(1).values[row],
                 y = tr.column(2).values[row];
    const QSize size(640, 480);
    // The view box is [-1.3, 1.3]^2 (l = 1): the pivot's pixel and the scale.
    const double scale = std::min((size.width() - 16) / 2.6, (size.height() - 40) / 2.6);
    const QPointF pivot(size.width() / 2.0, (size.height() - 24) / 2.0);
    struct Red {
        int count = 0;
        QPointF centroid;
    };
    auto red = [&] {
        const QImage image = canvas->renderImage(size, t);
        Red r;
        for (int py = int(pivot.y()); py < size.height(); ++py)
            for (int px = 0; px < size.width(); ++px) {
                const QRgb c = image.pixel(px, py);
                if (qRed(c) < 170 || qGreen(c) > 90 || qBlue(c) > 90) continue;
                const QPointF d = QPointF(px, py) - pivot;
                if (std::hypot(d.x(), d.y()) > 1.05 * scale) continue;
                ++r.count;
                r.centroid += d;
            }
        if (r.count > 0) r.centroid /= r.count;
        return r;
    };
    const Red on = red();
    QVERIFY2(on.count > 40, qPrintable(QString::number(on.count)));
    // On the rod (pixel direction (x, -y)), between the pivot and the bob, nearer the bob.
    const QPointF rod(x * scale, -y * scale);
    const double along = (on.centroid.x() * rod.x() + on.centroid.y() * rod.y()) /
                         (rod.x() * rod.x() + rod.y() * rod.y());
    const double across = std::abs(on.centroid.x() * rod.y() - on.centroid.y() * rod.x()) /
                          std::hypot(rod.x(), rod.y());
    QVERIFY2(along > 0.6 && along < 0.95 && across < 4,
             qPrintable(QString("%1 %2").arg(along).arg(across)));

    auto* button = w.mechanismView()->findChild<QToolButton*>("arrowsButton");
    QVERIFY(button && button->isVisible());
    // The button's menu runs its own event loop from the press: a timer clicks the action in it.
    auto clickConstraint = [&] {
        QAction* action = w.findChild<QAction*>("arrows_constraint");
        QVERIFY(action && action->isEnabled());
        bool clicked = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu || !menu->actions().contains(action)) return;
            poll.stop();
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
            clicked = true;
        });
        poll.start(20);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(clicked);
    };
    clickConstraint();
    QTRY_VERIFY(!canvas->arrowsShown(core::ArrowKind::Constraint));
    QCOMPARE(red().count, 0);
    QCOMPARE(QSettings().value("view/arrows/constraint").toBool(), false);
    clickConstraint();
    QTRY_VERIFY(canvas->arrowsShown(core::ArrowKind::Constraint));
    QCOMPARE(red().count, on.count);
    QSettings().remove("view/energyBars");
}

// Ctrl+Shift+P after a run: x_dot against x through every recorded state (the path's first
// and last points are the run's), the animation's state marked. A typo typed into the vertical
// formula says what is wrong and clears the path; Backspace fixes it; a formula of q, v and
// lambda1 (the power of the rod's force, -lambda1 (x x_dot + y y_dot), zero on the constraint)
// is drawn against t.
void TestWindow::phasePortraitOfTheRun() {
    MainWindow w;
    QVERIFY(showAndRun(w));
    QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    auto* dialog = w.findChild<ui::PhaseDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->horizontalField()->currentText(), QString("x"));
    QCOMPARE(dialog->verticalField()->currentText(), QString("x_dot"));
    ChartPanel* chart = dialog->chart();
    const core::Trajectory& tr = w.controller().current()->trajectory;
    const auto& x = tr.column(tr.find("x")).values;
    const auto& xd = tr.column(tr.find("x_dot")).values;
    QTRY_VERIFY(!chart->curvePoints("x_dot against x").isEmpty());
    const QList<QPointF> path = chart->curvePoints("x_dot against x");
    QCOMPARE(path.front(), QPointF(x.front(), xd.front()));
    QCOMPARE(path.back(), QPointF(x.back(), xd.back()));
    QVERIFY(path.size() >= std::min<qsizetype>(qsizetype(tr.rowCount()), 1000));
    w.mechanismView()->seek(tr.column(0).values[40]);
    QCOMPARE(chart->marker(), QPointF(x[40], xd[40]));

    QLineEdit* vertical = dialog->verticalField()->lineEdit();
    QTest::mouseClick(vertical, Qt::LeftButton);
    QTest::keyClick(vertical, Qt::Key_End);
    QTest::keyClicks(vertical, "t");
    QVERIFY2(dialog->message().contains("unknown name 'x_dott'"), qPrintable(dialog->message()));
    QVERIFY(chart->curvePoints("x_dott against x").isEmpty());
    QTest::keyClick(vertical, Qt::Key_Backspace);
    QVERIFY(dialog->message().isEmpty());
    QTRY_COMPARE(chart->curvePoints("x_dot against x").size(), path.size());

    QLineEdit* horizontal = dialog->horizontalField()->lineEdit();
    QTest::mouseClick(horizontal, Qt::LeftButton);
    QTest::keyClick(horizontal, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(horizontal, "t");
    QTest::mouseClick(vertical, Qt::LeftButton);
    QTest::keyClick(vertical, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(vertical, "0 - lambda1*(x*x_dot + y*y_dot)");
    QVERIFY2(dialog->message().isEmpty(), qPrintable(dialog->message()));
    const QList<QPointF> power = chart->curvePoints("0 - lambda1*(x*x_dot + y*y_dot) against t");
    QCOMPARE(power.size(), qsizetype(tr.rowCount()));
    for (const QPointF& p : power) QVERIFY(std::abs(p.y()) < 1e-6);

    // Add curve keeps the power on the chart; the kinetic energy typed next joins it and equals
    // the recorded T; kept curves are computed again for a new run; Clear removes them.
    const QString powerName = "0 - lambda1*(x*x_dot + y*y_dot) against t",
                  kineticName = "0.5*m*(x_dot^2 + y_dot^2) against t";
    QTest::mouseClick(dialog->findChild<QPushButton*>("phaseAddCurve"), Qt::LeftButton);
    QCOMPARE(dialog->keptCurves(), QStringList{powerName});
    QTest::mouseClick(vertical, Qt::LeftButton);
    QTest::keyClick(vertical, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(vertical, "0.5*m*(x_dot^2 + y_dot^2)");
    QVERIFY2(dialog->message().isEmpty(), qPrintable(dialog->message()));
    QTRY_COMPARE(chart->curvePoints(kineticName).size(), qsizetype(tr.rowCount()));
    QCOMPARE(chart->curvePoints(powerName).size(), qsizetype(tr.rowCount()));
    const auto& kinetic = tr.column(tr.find("kinetic")).values;
    const QList<QPointF> energy = chart->curvePoints(kineticName);
    for (qsizetype r = 0; r < energy.size(); r += 50)
        QVERIFY(std::abs(energy[r].y() - kinetic[std::size_t(r)]) <=
                1e-12 * (1 + kinetic[std::size_t(r)]));
    QTest::mouseClick(dialog->findChild<QPushButton*>("phaseAddCurve"), Qt::LeftButton);
    QCOMPARE(dialog->keptCurves(), (QStringList{powerName, kineticName}));
    w.activateWindow();
    QTRY_VERIFY(w.isActiveWindow());
    const auto firstRun = w.controller().current();
    QTest::keyClick(&w, Qt::Key_F5);
    QVERIFY(test::waitFinished(w));
    QVERIFY(w.controller().current() != firstRun);
    const core::Trajectory& again = w.controller().current()->trajectory;
    QTRY_COMPARE(chart->curvePoints(powerName).size(), qsizetype(again.rowCount()));
    QCOMPARE(chart->curvePoints(kineticName).size(), qsizetype(again.rowCount()));
    QTest::mouseClick(dialog->findChild<QPushButton*>("phaseClearCurves"), Qt::LeftButton);
    QVERIFY(dialog->keptCurves().isEmpty());
    QVERIFY(chart->curvePoints(powerName).isEmpty());
    QCOMPARE(chart->curvePoints(kineticName).size(), qsizetype(again.rowCount())); // the fields'
}

// A chart's curves as CSV (the Export chart menu's CSV type): per curve its times and values,
// the full recorded data rather than the display set: the coordinates chart's x equals the
// run's column, and its exact curves (dashed) are there too.
void TestWindow::chartCurvesAsCsv() {
    MainWindow w;
    QVERIFY(showAndRun(w));
    QTemporaryDir dir;
    const QString path = dir.filePath("coordinates.csv");
    QString error;
    QVERIFY2(w.charts()[0]->exportTo(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.front().split(',');
    const int column = int(header.indexOf("x"));
    QVERIFY2(column > 0 && header[column - 1] == "t [s] (x)", qPrintable(lines.front()));
    const core::Trajectory& tr = w.controller().current()->trajectory;
    const auto& x = tr.column(tr.find("x")).values;
    const auto& t = tr.column(0).values;
    QCOMPARE(qsizetype(lines.size()) - 1, std::max<qsizetype>(qsizetype(x.size()), 2));
    for (std::size_t r = 0; r < x.size(); r += 97) {
        const QStringList cells = lines[qsizetype(r) + 1].split(',');
        QCOMPARE(cells[column].toDouble(), x[r]);
        QCOMPARE(cells[column - 1].toDouble(), t[r]);
    }
    QCOMPARE(lines.front(), QString("t [s] (x),x,t [s] (x exact),x exact,t [s] (y),y,t [s] (y "
                                    "exact),y exact"));
    // The exact curve's values: HEM4 at h = 0.01 is within 1e-6 of them at every row.
    for (qsizetype r = 1; r < lines.size(); ++r) {
        const QStringList cells = lines[r].split(',');
        QCOMPARE(cells.size(), 8);
        QVERIFY(std::abs(cells[1].toDouble() - cells[3].toDouble()) < 1e-6);
        QVERIFY(std::abs(cells[5].toDouble() - cells[7].toDouble()) < 1e-6);
    }
}

// The energy bars on the drawing (on by default, arrows off here): at the release T is zero
// (no T-coloured pixel), at the bottom of the swing T is m g l (1 - cos 60 deg) = 4.905 J and V
// = m g y lower (its bar, below the zero line, longer); E's bar keeps its length (energy
// conserved); View > Energy bars removes them.
void TestWindow::energyBarsExchange() {
    QSettings().remove("view/energyBars");
    for (const char* kind : {"velocity", "force", "constraint"})
        QSettings().setValue(QString("view/arrows/%1").arg(kind), false);
    MainWindow w;
    QVERIFY(showAndRun(w));
    for (const char* kind : {"velocity", "force", "constraint"})
        QSettings().remove(QString("view/arrows/%1").arg(kind));
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    QVERIFY(canvas->energyBarsShown());
    const core::Trajectory& tr = w.controller().current()->trajectory;
    const auto& kinetic = tr.column(tr.find("kinetic")).values;
    const std::size_t bottom = std::size_t(
        std::max_element(kinetic.begin(), kinetic.end() - kinetic.size() / 2) - kinetic.begin());
    QVERIFY(std::abs(kinetic[bottom] - 4.905) < 0.05);
    // The rows holding a pixel of exactly a bar's colour in the left quarter of the drawing:
    // the bar's length in pixels (its antialiased ends left out).
    auto count = [&](double t, const QColor& color) {
        const QImage image = canvas->renderImage(QSize(640, 480), t);
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width() / 4; ++x)
                if (image.pixel(x, y) == color.rgb()) {
                    ++n;
                    break;
                }
        return n;
    };
    const QColor T = ui::paletteColor(3), V = ui::paletteColor(2), E = ui::paletteColor(0);
    const double t0 = tr.column(0).values.front(), t1 = tr.column(0).values[bottom];
    QCOMPARE(count(t0, T), 0);
    QVERIFY(count(t1, T) > 60);
    QVERIFY(count(t1, V) > count(t0, V));
    QVERIFY2(std::abs(count(t1, E) - count(t0, E)) <= 2,
             qPrintable(QString("%1 %2").arg(count(t1, E)).arg(count(t0, E))));
    // V = E - T with V, E < 0 < T: |V| = |E| + T in pixels (within the rows of their ends).
    const int tPixels = count(t1, T), vPixels = count(t1, V), ePixels = count(t1, E);
    QVERIFY2(std::abs(vPixels - (ePixels + tPixels)) <= 3,
             qPrintable(QString("%1 %2 %3").arg(tPixels).arg(vPixels).arg(ePixels)));

    QVERIFY(clickViewMenuAction(w, "energyBarsAction"));
    QTRY_VERIFY(!canvas->energyBarsShown());
    QCOMPARE(count(t1, T), 0);
    QCOMPARE(QSettings().value("view/energyBars").toBool(), false);
    QSettings().remove("view/energyBars");
}

// The animation with the charts (the box clicked): 2 s at 10 frames per second and 640 x 360;
// each frame holds the drawing at the left and the presentation charts (coordinates, energy)
// stacked at the right, their time cursor at the frame's time: the top right corner equals the
// coordinates chart rendered with the cursor there (within the palette's rounding) and changes
// from frame to frame.
void TestWindow::animationWithCharts() {
    MainWindow w;
    QVERIFY(showAndRun(w));
    QTemporaryDir dir;
    const QString path = dir.filePath("charts.gif");
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
        auto* d = qobject_cast<ui::AnimationDialog*>(QApplication::activeModalWidget());
        if (!d) return;
        poll.stop();
        test::retype(d->findChild<QLineEdit*>("animationFile"), path);
        test::retype(d->findChild<QLineEdit*>("animationTo"), "2");
        test::retype(d->findChild<QSpinBox*>("animationFps"), "10");
        test::retype(d->findChild<QSpinBox*>("animationWidth"), "640");
        test::retype(d->findChild<QSpinBox*>("animationHeight"), "360");
        auto* charts = d->findChild<QCheckBox*>("animationCharts");
        QTest::mouseClick(charts, Qt::LeftButton, {}, QPoint(8, charts->height() / 2));
        QTest::mouseClick(d->findChild<QPushButton*>("animationExport"), Qt::LeftButton);
    });
    poll.start(50);
    QTest::keyClick(&w, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(!poll.isActive(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path) && !QApplication::activeModalWidget(), 20000);

    QImageReader reader(path);
    QCOMPARE(reader.imageCount(), 20);
    QCOMPARE(reader.size(), QSize(640, 360));
    ChartPanel* coordinates = w.charts()[0];
    const double shown = w.mechanismView()->time();
    const int width = std::clamp(int(std::lround(180 * coordinates->aspectRatio())), 160, 320);
    QImage previous;
    for (int k = 0; k < 20; ++k) {
        const QImage frame = reader.read().convertToFormat(QImage::Format_RGB32);
        QVERIFY(!frame.isNull());
        const QImage corner = frame.copy(640 - width, 0, width, 180);
        if (k % 7 == 0) {
            coordinates->setCursorTime(k / 10.0);
            const QImage drawn =
                coordinates->render(QSize(width, 180)).convertToFormat(QImage::Format_RGB32);
            const int worst = test::worstColourDistance(corner, drawn);
            QVERIFY2(worst <= 3 * 25 * 25, qPrintable(QString("frame %1: %2").arg(k).arg(worst)));
        }
        if (k > 0) QVERIFY(corner != previous); // the cursor moves
        previous = corner;
    }
    coordinates->setCursorTime(shown);
}

// The model editor has no tables for the 3D drawing yet: it keeps the block as loaded, through
// an edit typed into a force cell, so that saving loses nothing.
void TestWindow::editorKeepsThe3DDrawing() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    for (const char* id : {"rolling-disc", "foucault-pendulum"}) {
        QVERIFY(w.openPreset(id, false));
        const core::ModelSpec preset = *core::loadPreset(id).spec;
        QVERIFY(!preset.drawing.three.empty());
        QVERIFY2(w.editor()->spec() == preset, id);
        QVERIFY(test::typeIntoCell(w.editor()->forcesTable(), 0, 0, "1"));
        QCOMPARE(w.editor()->spec().forces[0], std::string("1"));
        QVERIFY(w.editor()->spec().drawing.three == preset.drawing.three);
    }
}

// Before any run the pendulum's drawing shows the rod's tension at the release, from the
// multipliers of the consistent initial accelerations: m g cos 60 deg = 4.905 N, the arrow's
// scale then set by it (so it reaches a fifth of the 2.6 m view box: 0.52 m).
void TestWindow::constraintForceBeforeARun() {
    QSettings().setValue("view/energyBars", false);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ui::MechanismCanvas* canvas = w.mechanismView()->canvas();
    QVERIFY(std::abs(canvas->arrowMaximum(core::ArrowKind::Constraint) - 4.905) < 1e-9);
    const QImage image = canvas->renderImage(QSize(640, 480), 0.0);
    int red = 0;
    for (int y = 240; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            if (qRed(c) >= 170 && qGreen(c) <= 90 && qBlue(c) <= 90) ++red;
        }
    QVERIFY2(red > 40, qPrintable(QString::number(red)));
    QSettings().remove("view/energyBars");
}

#include "tst_window.moc"
