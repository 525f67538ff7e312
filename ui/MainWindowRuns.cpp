// The window's runs: starting and stopping them, the overlaid previous and pinned runs, charts
// bound to the current run and refreshed while it grows, the status line, and exports.

#include "AnimationDialog.h"
#include "DocumentController.h"
#include "ElidedLabel.h"
#include "MainWindow.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "PhaseDialog.h"
#include "Text.h"
#include "WorkPrecisionDialog.h"
#include "plot/ChartPanel.h"
#include "record/Csv.h"
#include "run/Registry.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QTimer>
#include <cmath>

namespace mechlab::ui {

namespace {

// Samples of the exact solution's dashed curves: about two per pixel column of a wide chart.
constexpr int kExactSamples = 1001;

// Two runs of the same model: the same kind and the same recorded columns (coordinates,
// multipliers), whatever the parameters and the method.
bool sameModel(const RunData& a, const RunData& b) {
    if (a.kind != b.kind || a.modelName != b.modelName) return false;
    const int n = a.trajectory.columnCount();
    if (n != b.trajectory.columnCount()) return false;
    for (int k = 0; k < n; ++k)
        if (a.trajectory.column(k).name != b.trajectory.column(k).name) return false;
    return true;
}

// How an overlaid run differs from the current one, for its legend entry: the parameters that
// differ ("l = 1.5"), else the method.
QString overlayLabel(const RunData& overlay, const RunData& current) {
    QStringList changed;
    for (std::size_t k = 0;
         k < overlay.parameters.size() && k < current.parameters.size() && changed.size() < 3; ++k)
        if (overlay.parameters[k].second != current.parameters[k].second)
            changed << QString("%1 = %2")
                           .arg(q(overlay.parameters[k].first))
                           .arg(overlay.parameters[k].second, 0, 'g', 4);
    if (!changed.isEmpty()) return changed.join(", ");
    if (overlay.method != current.method && !overlay.method.empty()) return q(overlay.method);
    return {};
}

} // namespace

void MainWindow::run() {
    start(false);
}

void MainWindow::start(bool keepAnimationTime) {
    m_rerunTimer->stop();
    if (m_recompileTimer->isActive()) recompile();
    if (m_compiling) {
        // The run starts once the model is compiled.
        if (!std::exchange(m_runWhenCompiled, true))
            m_banner->setText(m_banner->text() + " " + tr("The run starts when it is ready."));
        return;
    }
    if (!canRun()) return;
    // The run shown now becomes the faded "previous" one if it is complete (a run superseded
    // while a slider is dragged is not) and of the same model (checked once the new run exists).
    const auto before = m_controller->current();
    core::SimulationRequest request;
    request.method = m_method->methodId();
    request.settings = m_method->settings();
    // Each move of a held slider re-runs the model. The global-error check's second solution
    // (docs/methods/global-error.md) would triple those runs' CPU time and delay the next one;
    // they skip it, and the run after the release makes it.
    const bool beforeSkippedCheck = m_checkDeferred;
    m_checkDeferred = false;
    const core::MethodEntry* entry = core::findMethod(request.method);
    if (const core::SettingSpec* check =
            entry ? core::findSetting(*entry, "global_error") : nullptr;
        check && m_parameters->isDragging()) {
        const auto given = request.settings.find(check->key);
        if ((given == request.settings.end() ? check->defaultValue : given->second) != "off") {
            request.settings[check->key] = "off";
            m_checkDeferred = true;
        }
    }
    // The limits watch mechanical runs (their box is hidden for a linear DAE).
    for (auto [edit, limit] : {std::pair{m_maxResidual, &request.limits.maxResidual},
                               {m_maxDrift, &request.limits.maxEnergyDrift},
                               {m_maxInvariantDrift, &request.limits.maxInvariantDrift},
                               {m_minStep, &request.limits.minStep}}) {
        bool ok = false;
        const double v = QLocale::c().toDouble(edit->text().trimmed(), &ok);
        if (ok && v > 0) *limit = v;
    }
    const core::AnyModel model = currentModel();
    // The worker integrates while this thread samples the exact solution for the charts.
    m_controller->start(model, request);
    const core::Model* mechanical = model.mechanical();
    if (!m_exact && mechanical)
        m_exact = MechanicalResultView::sampleExact(*mechanical, kExactSamples);
    ++m_runsStarted;
    const auto fresh = m_controller->current();
    // The run after a slider's release that only adds the global-error check to the last run
    // of the drag is that run again: the faded one stays the run from before the drag.
    const bool sameRunChecked = beforeSkippedCheck && before &&
                                before->parameters == fresh->parameters &&
                                before->method == fresh->method;
    if (before && before->finished &&
        before->report.result.status.code != core::StatusCode::Cancelled &&
        before->trajectory.rowCount() > 1 && sameModel(*before, *fresh) && !sameRunChecked)
        m_previous = before;
    if (m_previous && !sameModel(*m_previous, *fresh)) m_previous.reset();
    if (m_comparison && !sameModel(*m_comparison, *fresh)) pinComparison(false);
    m_hint->setVisible(false);
    m_banner->setVisible(false);
    if (mechanical) m_mechanism->setRun(m_controller->current(), keepAnimationTime);
    if (mechanical && m_phase) m_phase->setRun(m_controller->current()); // model set already
    // The charts take the new run with its first rows, a batch away (RunController): binding
    // them now would repaint every chart for the overlays alone and keep the event loop from
    // those rows (a long oscillating run's charts take 10-40 ms each to paint).
    m_bindAtFirstRows = true;
    m_refreshTimer->stop();
    m_pendingCharts = 0;
    m_progress->setValue(0);
    m_progress->setFormat(tr("t = 0"));
    updateActions();
}

void MainWindow::stop() {
    m_rerunTimer->stop();
    m_controller->stop();
}

void MainWindow::pinComparison(bool pin) {
    m_comparison = pin ? m_controller->current() : nullptr;
    m_pinAction->setChecked(m_comparison != nullptr);
    bindCharts();
}

WorkPrecisionDialog* MainWindow::openWorkPrecision() {
    if (m_model && m_model->isLinearDae()) {
        QMessageBox::information(
            this, tr("Work-precision study"),
            tr("The study compares methods on mechanical models. For a linear DAE, run the "
               "methods at several step sizes: the error chart measures each against the "
               "closed-form solution."));
        return nullptr;
    }
    if (!m_model) {
        QMessageBox::warning(this, tr("Work-precision study"),
                             tr("The model has errors; see the Model tab:\n\n") +
                                 m_editor->diagnosticsText());
        return nullptr;
    }
    auto* dialog =
        new WorkPrecisionDialog(*currentModel().mechanical(), m_method->methodId(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

PhaseDialog* MainWindow::openPhasePortrait() {
    if (!m_model || !currentModel().mechanical()) {
        QMessageBox::information(this, tr("Phase portrait"),
                                 !m_model ? tr("The model has errors; see the Model tab.")
                                          : tr("Phase portraits are drawn for mechanical models."));
        return nullptr;
    }
    if (!m_phase) {
        m_phase = new PhaseDialog(this);
        m_phase->setModel(*currentModel().mechanical());
        m_phase->setRun(m_controller->current());
        m_phase->setTime(m_mechanism->time());
    }
    m_phase->show();
    m_phase->runUpdated(); // the rows that arrived while it was closed
    m_phase->raise();
    m_phase->activateWindow();
    return m_phase;
}

void MainWindow::bindCharts() {
    m_bindAtFirstRows = false;
    // The charts keep their series, and the current curves their earlier points until the run
    // has rows: a re-run (a slider's live one) neither blanks them nor lays them out anew. (A
    // live run refreshes one chart per batch, in turn: each chart takes the new run's curves at
    // its turn, as it would take its newer rows.)
    for (ChartPanel* c : m_charts) c->renewCurves();
    const auto run = m_controller->current();
    m_view =
        m_model ? ResultView::create(m_charts, currentModel(), m_exact, {m_energySplit}) : nullptr;
    if (run && m_view && run->kind == m_view->kind()) m_view->bind(run, overlays(*run));
    scheduleChartRefresh();
}

std::vector<ResultView::Overlay> MainWindow::overlays(const RunData& run) const {
    std::vector<ResultView::Overlay> list;
    // Drawn first, so the current run lies on top of them.
    if (m_previous && m_previous != m_comparison && sameModel(*m_previous, run)) {
        const QString how = overlayLabel(*m_previous, run);
        list.push_back(
            {m_previous, how.isEmpty() ? tr("previous run") : tr("previous: %1").arg(how), true});
    }
    if (m_comparison && m_comparison.get() != &run && sameModel(*m_comparison, run)) {
        const QString how = overlayLabel(*m_comparison, run);
        list.push_back(
            {m_comparison, how.isEmpty() ? tr("pinned run") : tr("pinned: %1").arg(how), false});
    }
    return list;
}

void MainWindow::scheduleChartRefresh() {
    m_pendingCharts = m_charts.size();
    m_refreshTimer->start();
}

void MainWindow::runProgress(quint64 id, double t) {
    const auto run = m_controller->current();
    if (!run || run->id != id || std::isnan(t)) return; // NaN: a run that never started
    const double span = run->tEnd - run->tStart;
    m_progress->setValue(int(1000 * (t - run->tStart) / (span > 0 ? span : 1)));
    m_progress->setFormat(QString("t = %1 / %2 s").arg(t, 0, 'f', 2).arg(run->tEnd, 0, 'g', 4));
    // The first rows in every chart at once; then one chart per batch, in turn: each chart
    // still updates several times a second, and a batch never costs the event loop more than
    // one chart's redraw.
    if (m_bindAtFirstRows) {
        bindCharts();
        // Refreshed here, so the full refresh bindCharts() scheduled would redo them.
        m_refreshTimer->stop();
        m_pendingCharts = 0;
        for (ChartPanel* c : m_charts) c->refresh();
    } else {
        m_charts[m_nextChart++ % m_charts.size()]->refresh();
    }
    m_mechanism->runUpdated(true);
    if (m_phase) m_phase->runUpdated();
}

void MainWindow::runFinished(quint64 id) {
    const auto run = m_controller->current();
    if (!run || run->id != id) return;
    if (m_bindAtFirstRows) bindCharts();
    if (m_view && m_view->kind() == run->kind) m_view->finished(*run);
    scheduleChartRefresh();
    m_mechanism->runUpdated(false);
    if (m_phase) m_phase->runUpdated();
    const core::Status& s = run->report.result.status;
    if (s.ok()) {
        m_progress->setValue(1000);
        m_progress->setFormat(tr("t = %1 s — done").arg(run->tEnd, 0, 'g', 4));
        // Finished, but the run's own checks doubt the result: said where it is seen.
        if (const auto& warnings = run->report.result.stats.warnings; !warnings.empty()) {
            QStringList list;
            for (const std::string& w : warnings) list << q(w);
            m_banner->setText(tr("Finished, but check the result: %1").arg(list.join("; ")));
            m_banner->setStyleSheet("background: #fff3cd; color: #664d03; padding: 4px;");
            m_banner->setVisible(true);
        }
    } else if (s.code == core::StatusCode::Cancelled) {
        m_banner->setText(tr("Stopped at t = %1 s; the charts show what was computed until then.")
                              .arg(run->report.summary.tFinal, 0, 'g', 4));
        m_banner->setStyleSheet("background: #e8e8e8; color: #333; padding: 4px;");
        m_banner->setVisible(true);
    } else {
        // A run stopped at its own limit did not fail: it says so without the "failed".
        m_banner->setText((s.code == core::StatusCode::Diverged
                               ? tr("Stopped: %1. The charts show what was computed until then.")
                               : tr("The run failed: %1. The charts show what was computed until "
                                    "then."))
                              .arg(q(s.message())));
        m_banner->setStyleSheet("background: #fde2e2; color: #8a0000; padding: 4px;");
        m_banner->setVisible(true);
    }
    showStatistics();
    updateActions();
}

void MainWindow::showStatistics() {
    const auto run = m_controller->current();
    if (!run || !run->finished) return;
    m_stats->setFullText(ResultView::statistics(run->report));
}

QString MainWindow::statusText() const {
    return m_stats->fullText();
}

QString MainWindow::suggestedName(const QString& suffix) const {
    QString base = m_model ? q(m_model->name()) : "model";
    if (const auto run = m_controller->current(); run && suffix != "json")
        base += "-" + q(run->method.empty() ? m_method->methodId() : run->method);
    return m_document->suggestedPath(base, suffix);
}

bool MainWindow::exportCsv(const QString& path, QString* error) const {
    const auto run = m_controller->current();
    if (!run) {
        if (error) *error = tr("Nothing to export yet: run the simulation first.");
        return false;
    }
    const core::CsvMetadata meta{
        run->modelName,
        run->method.empty() ? m_method->methodId() : run->method,
        run->report.result.settingsText,
        run->finished
            ? (run->report.result.status.ok() ? "ok" : run->report.result.status.message())
            : "running",
        run->finished ? run->report.result.stats.warnings : std::vector<std::string>{},
        run->finished ? core::energyText(run->report) : std::string(),
        run->finished ? core::conservedTexts(run->report) : std::vector<std::string>{}};
    std::string message;
    if (!core::writeCsv(path.toStdString(), run->trajectory, meta, &message)) {
        if (error) *error = q(message);
        return false;
    }
    return true;
}

bool MainWindow::exportAllCharts(const QString& folder, QString* error) const {
    if (!m_view) {
        if (error) *error = tr("Nothing to export yet: the model has errors.");
        return false;
    }
    const QString base = QFileInfo(suggestedName("png")).completeBaseName();
    const std::vector<QString> names = m_view->chartFileNames();
    for (std::size_t i = 0; i < names.size(); ++i)
        for (const char* suffix : {"png", "svg", "pdf"})
            if (!m_charts[i]->exportTo(
                    QDir(folder).filePath(QString("%1-%2.%3").arg(base, names[i], suffix)), error))
                return false;
    return true;
}

void MainWindow::exportAnimation() {
    const auto span = m_mechanism->isVisible() ? m_mechanism->computedSpan() : std::nullopt;
    if (!span) {
        QMessageBox::information(this, tr("Export animation"),
                                 m_mechanism->isVisible()
                                     ? tr("Run the model first (F5): the animation shows the "
                                          "computed run.")
                                     : tr("A linear DAE has no mechanism to animate."));
        return;
    }
    std::vector<ChartPanel*> charts;
    for (std::size_t k : m_presentationCharts) charts.push_back(m_charts[k]);
    AnimationDialog dialog(m_mechanism->canvas(), span->first, span->second, m_mechanism->speed(),
                           suggestedName("gif"), charts, this);
    if (m_mechanism->view3D()) {
        dialog.setPicture([this](QSize size, double t) { return m_mechanism->render3D(size, t); });
        const double shown = m_mechanism->time();
        dialog.exec();
        return m_mechanism->seek(shown); // the 3D view showed the frames
    }
    dialog.exec();
}

} // namespace mechlab::ui
