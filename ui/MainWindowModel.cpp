// The window's model: opening presets and files, new models from templates, compiling the
// editor's spec (with its diagnostics), parameters, Check model and the actions a model allows.

#include "DocumentController.h"
#include "ElidedLabel.h"
#include "LinearAnalysisPanel.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "PhaseDialog.h"
#include "Text.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace mechlab::ui {

core::ModelSpec translatedPreset(core::ModelSpec spec) {
    auto translate = [](std::string& text) {
        if (!text.empty()) text = QCoreApplication::translate("preset", text.c_str()).toStdString();
    };
    translate(spec.name);
    translate(spec.description);
    for (core::ParameterSpec& p : spec.parameters) translate(p.description);
    return spec;
}

bool MainWindow::openPreset(const QString& id, bool ask) {
    if (ask && !m_document->maybeSave()) return false;
    const core::ModelSpecResult r = core::loadPreset(id.toStdString());
    if (!r.ok()) {
        QMessageBox::warning(this, tr("Preset"), q(core::toString(r.diagnostics)));
        return false;
    }
    loadSpec(translatedPreset(*r.spec), id, QString());
    return true;
}

bool MainWindow::openFile(const QString& path, bool ask) {
    if (ask && !m_document->maybeSave()) return false;
    const core::ModelSpecResult r = core::loadModelFile(path.toStdString());
    if (!r.ok()) {
        QMessageBox::warning(
            this, tr("Open model"),
            tr("Cannot open %1:\n\n%2").arg(path, q(core::toString(r.diagnostics))));
        return false;
    }
    loadSpec(*r.spec, path, path);
    return true;
}

bool MainWindow::saveFile(const QString& path) {
    return m_document->saveTo(path);
}

void MainWindow::loadSpec(const core::ModelSpec& spec, const QString& source, const QString& path) {
    stop();
    // Nothing of the model before stays on screen: overlays, curves, axes, progress, statistics.
    m_previous.reset();
    m_comparison.reset();
    m_pinAction->setChecked(false);
    m_runWhenCompiled = false;
    m_editor->setSpec(spec);
    m_method->setLinearMode(spec.isLinearDae());
    m_method->select(core::defaultMethod(spec), spec.recommendedSettings);
    m_model.reset();
    arrangeView();
    for (ChartPanel* c : m_charts) {
        c->clearCurves();
        c->setXRange(spec.tStart, std::isfinite(spec.tEnd) ? spec.tEnd : spec.tStart + 1);
        c->setCursorTime(std::nan(""));
        c->resetZoom();
    }
    m_charts[0]->setTitle(tr("Coordinates"));
    m_charts[1]->setTitle(tr("Error against the exact solution"));
    m_charts[2]->setTitle(tr("Energy"));
    m_charts[3]->setTitle(tr("Constraint residuals"));
    m_charts[4]->setTitle(tr("Multipliers"));
    m_progress->setValue(0);
    m_progress->setFormat(tr("press Run (F5)"));
    m_stats->setFullText(QString());
    m_banner->setVisible(false);
    m_hint->setVisible(true);
    recompile();
    m_document->loaded(source, path);
}

void MainWindow::updateTitle() {
    // The name only: the title follows every keystroke, and spec() reads every table cell (a
    // model of 2000 coordinates: 4 million of the mass matrix, 0.08 s).
    const QString name = q(m_editor->modelName());
    const QString& path = m_document->path();
    const QString file = path.isEmpty() ? QString() : QFileInfo(path).fileName();
    QString title = name.isEmpty() ? (file.isEmpty() ? tr("untitled") : file) : name;
    if (!file.isEmpty() && !name.isEmpty()) title += QString(" (%1)").arg(file);
    setWindowTitle(QString("%1[*] \u2014 mechlab").arg(title));
}

void MainWindow::showLoadedPreset() {
    m_presets->setCurrentIndex(
        m_document->path().isEmpty() ? std::max(0, m_presets->findData(m_document->source())) : 0);
}

void MainWindow::recompile() {
    m_recompileTimer->stop();
    ++m_recompiles;
    core::ModelSpec spec = m_editor->spec();
    const quint64 generation = ++m_compileGeneration;
    if (spec.coordinates.size() <= kBackgroundCompileCoordinates) {
        m_runWhenCompiled = false; // asked of a model compiled in the background, now replaced
        core::AnyModelCompileResult compiled = core::compileAnyModel(spec);
        applyCompiled(spec, std::move(compiled));
        return;
    }
    // Until it is compiled, the model cannot run; edits meanwhile compile again, and only the
    // newest result is taken.
    m_model.reset();
    m_banner->setText(tr("Compiling the model (%1 coordinates)\u2026")
                          .arg(QLocale().toString(qlonglong(spec.coordinates.size()))));
    m_banner->setStyleSheet("background: #e7f1ff; color: #084298; padding: 4px;");
    m_banner->setVisible(true);
    auto result = std::make_shared<core::AnyModelCompileResult>();
    auto input = std::make_shared<core::ModelSpec>(std::move(spec));
    QThread* compile =
        QThread::create([result, input] { *result = core::compileAnyModel(*input); });
    m_compiles.push_back(compile);
    m_compiling = true;
    updateActions();
    connect(compile, &QThread::finished, this, [this, compile, result, input, generation] {
        std::erase(m_compiles, compile);
        compile->deleteLater();
        if (generation != m_compileGeneration) return; // an edit made it stale
        applyCompiled(*input, std::move(*result));
        if (std::exchange(m_runWhenCompiled, false)) run();
    });
    compile->start();
}

void MainWindow::applyCompiled(const core::ModelSpec& spec, core::AnyModelCompileResult compiled) {
    m_compiling = false;
    const std::vector<core::ParameterSpec>* before = compiledParameters();
    const bool parametersChanged = !before || before->size() != spec.parameters.size() || [&] {
        for (std::size_t k = 0; k < spec.parameters.size(); ++k) {
            const auto& a = (*before)[k];
            const auto& b = spec.parameters[k];
            if (a.name != b.name || a.min != b.min || a.max != b.max || a.unit != b.unit)
                return true;
        }
        return false;
    }();
    m_model = std::move(compiled.model);
    m_editor->showDiagnostics(compiled.diagnostics);
    if (!m_model) {
        m_banner->setText(tr("The model has errors (see the Model tab): ") +
                          q(compiled.diagnostics.front().toString()));
        m_banner->setStyleSheet("background: #fde2e2; color: #8a0000; padding: 4px;");
        m_banner->setVisible(true);
        // Neither the drawing nor the sliders of the last valid model stand for this one.
        m_mechanism->setModelError();
        m_parameters->setEnabled(false);
        m_parameters->setToolTip(tr("The model has errors (see the Model tab): its parameters "
                                    "take effect once they are fixed"));
        updateActions();
        return;
    }
    m_banner->setVisible(false);
    m_parameters->setEnabled(true);
    m_parameters->setToolTip(QString());
    // Machine code for the programs, compiled meanwhile; runs before it is ready interpret them
    // (with the same results).
    m_model->attachNativeCodeLater();
    // A linear DAE's charts are titled from the model before its first run; the mechanical
    // titles of loadSpec() hold until a run binds its curves.
    if (m_model->isLinearDae()) ResultView::create(m_charts, *m_model, nullptr)->setTitles();
    if (parametersChanged) m_parameters->setParameters(spec.parameters);
    applyParameters(true); // an edit may change the drawing
    updateActions();
}

void MainWindow::applyParameters(bool resetView) {
    m_exact.reset(); // resampled for the parameters of the next run
    const core::AnyModel model = currentModel();
    if (const core::LinearDaeModel* linear = model.linearDae()) {
        m_analysis->setModel(*linear);
        if (m_phase) m_phase->hide(); // for mechanical models only
    } else {
        m_mechanism->setModel(*model.mechanical(), resetView);
        if (m_phase) m_phase->setModel(*model.mechanical());
    }
}

const std::vector<core::ParameterSpec>* MainWindow::compiledParameters() const {
    return m_model ? &m_model->spec().parameters : nullptr;
}

core::AnyModel MainWindow::currentModel() const {
    const std::vector<double> values = m_parameters->values();
    if (int(values.size()) != m_model->parameterCount()) return *m_model;
    return m_model->withParameters(values);
}

void MainWindow::setInitialValues(const std::vector<double>& positions,
                                  const std::vector<double>* velocities) {
    core::ModelSpec spec = m_editor->spec();
    for (std::size_t i = 0; i < positions.size() && i < spec.coordinates.size(); ++i) {
        spec.coordinates[i].position = core::formatNumber(positions[i]);
        if (velocities) spec.coordinates[i].velocity = core::formatNumber((*velocities)[i]);
    }
    m_editor->applyEdit(spec, tr("Set the initial values"));
    recompile();
}

void MainWindow::checkModel() {
    if (m_compiling) {
        QMessageBox::information(this, tr("Check model"),
                                 tr("The model is still being compiled; check it once it is "
                                    "ready."));
        return;
    }
    if (!m_model) {
        QMessageBox::warning(this, tr("Check model"),
                             tr("The model has errors; see the Model tab:\n\n") +
                                 m_editor->diagnosticsText());
        return;
    }
    const core::AnyModel model = currentModel();
    const core::CheckReport report = model.check(m_method->methodId());
    QMessageBox box(this);
    box.setObjectName("checkModel");
    box.setWindowTitle(tr("Check model"));
    box.setText(q(report.headline));
    // A short report in the box; a long one (a pencil's analysis) behind "Show Details".
    if (std::count(report.text.begin(), report.text.end(), '\n') <= 30)
        box.setInformativeText(q(report.text));
    else
        box.setDetailedText(q(report.text));
    box.setStandardButtons(QMessageBox::Close);
    QPushButton* project = nullptr;
    if (report.projectable)
        project = box.addButton(tr("Project initial values"), QMessageBox::ActionRole);
    box.exec();
    if (!project || box.clickedButton() != project) return;
    std::string error;
    const auto start = model.projectStart(&error);
    if (!start) {
        QMessageBox::warning(this, tr("Projection failed"), q(error));
        return;
    }
    setInitialValues(start->positions, start->velocities ? &*start->velocities : nullptr);
}

bool MainWindow::newMechanicalModel(bool ask) {
    if (ask && !m_document->maybeSave()) return false;
    core::ModelSpec spec;
    spec.name = tr("New model").toStdString();
    spec.description =
        tr("A mass on a spring: edit M, f and g, or give a Lagrangian.").toStdString();
    spec.coordinates = {{"x", "m", "0.5", "0"}};
    spec.parameters = {{"m", 1.0, "kg", 0.1, 10.0, tr("mass").toStdString()},
                       {"k", 4.0, "N/m", 0.5, 20.0, tr("spring constant").toStdString()}};
    spec.mass = {{"m"}};
    spec.forces = {"0 - k*x"};
    spec.potential = "k*x^2/2";
    spec.exact.positions = {"0.5*cos(sqrt(k/m)*t)"};
    spec.exact.velocities = {"0 - 0.5*sqrt(k/m)*sin(sqrt(k/m)*t)"};
    spec.tEnd = 10.0;
    spec.drawing.points = {{"O", "-1.5", "0"}, {"P", "x", "0"}};
    spec.drawing.segments = {{"O", "P"}};
    spec.drawing.circles = {{"P", "0.1"}};
    spec.drawing.xmin = "-1.6";
    spec.drawing.xmax = "1";
    spec.drawing.ymin = "-0.5";
    spec.drawing.ymax = "0.5";
    spec.recommendedMethod = "hem4";
    spec.recommendedSettings = {{"step", "0.01"}};
    loadSpec(spec, QString(), QString());
    return true;
}

bool MainWindow::newLinearModel(bool ask) {
    if (ask && !m_document->maybeSave()) return false;
    core::ModelSpec spec;
    spec.name = tr("New linear DAE").toStdString();
    spec.description =
        tr("x1' = -k x1 + x2, 0 = x1 - x2 + sin(t): index 1, x2 algebraic.").toStdString();
    spec.coordinates = {{"x1", "", "0", "0"}, {"x2", "", "0", "0"}};
    spec.parameters = {{"k", 1.0, "", 0.1, 10.0, tr("decay rate").toStdString()}};
    spec.linear.E = {{"1", "0"}, {"0", "0"}};
    spec.linear.A = {{"0 - k", "1"}, {"1", "-1"}};
    spec.linear.forcing = {"0", "sin(t)"};
    spec.tEnd = 10.0;
    spec.recommendedMethod = "radau5";
    spec.recommendedSettings = {{"step", "0.05"}};
    loadSpec(spec, QString(), QString());
    return true;
}

void MainWindow::parameterMoved(int index, double value) {
    // A parameter changes the run, not the model: no unsaved edit (Save still writes the value).
    m_editor->setParameterValue(index, value);
    if (!m_model) return;
    // The exact curves and the drawing follow the parameters at once (the compiled programs do
    // not depend on them); the run restarts at the next turn of the event loop.
    if (m_recompileTimer->isActive())
        recompile();
    else
        applyParameters(false);
    m_rerunTimer->start();
}

bool MainWindow::canRun() const {
    if (!m_model || m_model->unsolvable()) return false; // analysed, not solved
    return m_method->validationError().isEmpty();
}

void MainWindow::updateActions() {
    const bool running = m_controller->isRunning();
    // While a large model compiles, Run is taken and starts the run once it is compiled.
    const bool ok = canRun() || m_compiling;
    m_runAction->setEnabled(ok && !running);
    m_stopAction->setEnabled(running);
    m_runButton->setEnabled(ok || running);
    m_runButton->setText(running ? tr("Stop") : tr("Run"));
    const bool compiled = m_model.has_value();
    // The study sweeps mechanical models only.
    if (m_studyAction) m_studyAction->setEnabled(!compiled || !m_model->isLinearDae());
    const QString methodError = compiled ? m_method->validationError() : QString();
    if (const auto why = compiled ? m_model->unsolvable() : std::nullopt) {
        QString reason = q(*why);
        reason[0] = reason[0].toUpper();
        m_banner->setText(
            tr("%1. The analysis below shows its parts; mechlab does not solve it.").arg(reason));
        m_banner->setStyleSheet("background: #fff3cd; color: #664d03; padding: 4px;");
        m_banner->setVisible(true);
    } else if (compiled && !methodError.isEmpty()) {
        m_banner->setText(tr("Method settings: ") + methodError);
        m_banner->setStyleSheet("background: #fff3cd; color: #664d03; padding: 4px;");
        m_banner->setVisible(true);
    }
}

} // namespace mechlab::ui
