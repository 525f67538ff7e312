#include "MainWindow.h"

#include "DocumentController.h"
#include "LinearAnalysisPanel.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "ResultView.h"
#include "Text.h"
#include "WorkPrecisionDialog.h"
#include "linear/LinearCheck.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"
#include "record/Csv.h"
#include "run/ModelCheck.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDoubleValidator>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
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

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    m_controller = new RunController(this);
    m_recompileTimer = new QTimer(this);
    m_recompileTimer->setSingleShot(true);
    m_recompileTimer->setInterval(kDebounceMs);
    // A slider move re-runs at the next turn of the event loop (the moves of one turn make one
    // run); a run still computing is cancelled and restarted, so the curves follow the hand.
    m_rerunTimer = new QTimer(this);
    m_rerunTimer->setSingleShot(true);
    m_rerunTimer->setInterval(0);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, [this] {
        // As many charts as fit in a few milliseconds per turn of the event loop: all of them
        // at once after a short run (one repaint for all), one by one after a long one.
        QElapsedTimer budget;
        budget.start();
        while (m_pendingCharts > 0 && budget.elapsed() < kRefreshBudgetMs)
            m_charts[m_charts.size() - m_pendingCharts--]->refresh();
        if (m_pendingCharts > 0) return;
        m_refreshTimer->stop();
        Q_EMIT chartsRefreshed();
    });
    buildUi();
    buildMenus();
    setTextScale(QSettings().value("view/textScale", 1.0).toDouble());
    connect(m_recompileTimer, &QTimer::timeout, this, &MainWindow::recompile);
    // A slider re-run: the animation goes on where it was.
    connect(m_rerunTimer, &QTimer::timeout, this, [this] { start(true); });
    connect(m_controller, &RunController::progress, this, &MainWindow::runProgress);
    // The charts' time cursor follows the animation; a click on a chart moves the time.
    connect(m_mechanism, &MechanismView::timeChanged, this, [this](double t) {
        for (ChartPanel* c : m_charts) c->setCursorTime(t);
    });
    for (ChartPanel* c : m_charts)
        connect(c, &ChartPanel::timeClicked, m_mechanism, &MechanismView::seek);
    connect(m_controller, &RunController::runFinished, this, &MainWindow::runFinished);
    // A model an abnormal exit left behind is offered (over the default preset, not an edit).
    openPreset(core::kDefaultPreset, false);
    if (const auto& r = m_document->pendingRecovery()) {
        m_recoveryText->setText(
            tr("mechlab did not close normally. The unsaved model \u201c%1\u201d from %2 can be "
               "restored.")
                .arg(q(r->spec.name), QLocale().toString(r->saved, QLocale::ShortFormat)));
        m_recoveryBar->setVisible(true);
    }
}

void MainWindow::restoreRecovery() {
    const std::optional<Autosave::Recovered> r = m_document->takeRecovery();
    if (!r) return;
    m_recoveryBar->setVisible(false);
    // A file the model came from is where Save writes again; a preset stays read-only.
    const bool fromFile = !r->source.isEmpty() && QFileInfo(r->source).isFile();
    loadSpec(r->spec, r->source, fromFile ? r->source : QString());
    m_document->restored();
}

void MainWindow::discardRecovery() {
    m_recoveryBar->setVisible(false);
    m_document->discardRecovery();
}

const std::optional<Autosave::Recovered>& MainWindow::pendingRecovery() const {
    return m_document->pendingRecovery();
}

bool MainWindow::isModified() const {
    return m_document->isModified();
}

void MainWindow::setModified(bool modified) {
    m_document->setModified(modified);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildUi() {
    setWindowTitle("mechlab");
    m_document = new DocumentController(this, [this] { return m_editor->spec(); });
    connect(m_document, &DocumentController::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &DocumentController::locationChanged, this, [this] {
        updateTitle();
        showLoadedPreset();
    });
    connect(m_document, &DocumentController::openRequested, this,
            [this](const QString& path) { openFile(path); });
    // Left: model and run controls.
    m_presets = new QComboBox;
    m_presets->setObjectName("presets");
    m_presets->addItem(tr("Choose a preset..."), QString());
    for (const std::string& id : core::presetIds()) {
        const auto spec = core::loadPreset(id);
        m_presets->addItem(spec.ok() ? q(spec.spec->name) : q(id), q(id));
    }
    m_presets->setToolTip(tr("Load a built-in model"));
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        const QString id = m_presets->itemData(index).toString();
        if (id.isEmpty() || !openPreset(id)) showLoadedPreset(); // cancelled: show what is loaded
    });

    m_runButton = new QPushButton(tr("Run"));
    m_runButton->setToolTip(tr("Run the simulation (F5); click again to stop (Esc)"));
    m_runButton->setMinimumHeight(32);
    connect(m_runButton, &QPushButton::clicked, this, [this] {
        if (m_controller->isRunning())
            stop();
        else
            run();
    });
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("t = %v"));
    m_progress->setToolTip(tr("Simulated time / end time"));

    m_parameters = new ParameterPanel;
    connect(m_parameters, &ParameterPanel::valueChanged, this, &MainWindow::parameterMoved);
    m_method = new MethodPanel;
    connect(m_method, &MethodPanel::changed, this, &MainWindow::updateActions);
    m_editor = new ModelEditor;
    connect(m_editor, &ModelEditor::changed, this, [this] {
        setModified(true);
        updateTitle();
        m_recompileTimer->start();
    });

    auto* runPage = new QWidget;
    auto* runLayout = new QVBoxLayout(runPage);
    auto* parametersBox = new QGroupBox(tr("Parameters"));
    auto* pl = new QVBoxLayout(parametersBox);
    pl->addWidget(m_parameters);
    auto* methodBox = m_methodBox = new QGroupBox(tr("Method"));
    auto* ml = new QVBoxLayout(methodBox);
    ml->addWidget(m_method);
    // Limits of a run: it stops ("diverged") when a residual or the energy drift passes them,
    // ("step-too-small") when the step falls below the floor (blank: no limit).
    auto* limitsBox = m_limitsBox = new QGroupBox(tr("Stop the run when"));
    auto* limitsForm = new QFormLayout(limitsBox);
    m_maxResidual = new QLineEdit;
    m_maxDrift = new QLineEdit;
    m_minStep = new QLineEdit;
    for (QLineEdit* e : {m_maxResidual, m_maxDrift, m_minStep}) {
        auto* v = new QDoubleValidator(0.0, 1e300, 1000, e);
        v->setLocale(QLocale::c());
        e->setValidator(v);
        e->setPlaceholderText(tr("off"));
    }
    m_maxResidual->setToolTip(tr("Stop when |g|, |G v + g_t| or |A v + b| exceeds this value "
                                 "(blank: never)"));
    m_maxDrift->setToolTip(tr("Stop when the relative energy drift |E - E0|/|E0| exceeds this "
                              "value (blank: never)"));
    m_minStep->setToolTip(tr("Stop when two accepted points before the end lie closer than "
                             "this (an adaptive method crawling through a stiff model; blank: "
                             "only the method's own round-off floor)"));
    m_maxResidual->setObjectName("maxResidual");
    m_maxDrift->setObjectName("maxEnergyDrift");
    m_minStep->setObjectName("minStep");
    limitsForm->addRow(tr("a residual exceeds"), m_maxResidual);
    limitsForm->addRow(tr("the energy drift exceeds"), m_maxDrift);
    limitsForm->addRow(tr("the step falls below"), m_minStep);
    runLayout->addWidget(parametersBox);
    runLayout->addWidget(methodBox);
    runLayout->addWidget(limitsBox);
    runLayout->addStretch(1);
    auto* runScroll = new QScrollArea;
    runScroll->setWidget(runPage);
    runScroll->setWidgetResizable(true);

    auto* tabs = m_tabs = new QTabWidget;
    tabs->addTab(runScroll, tr("Run"));
    tabs->addTab(m_editor, tr("Model"));

    auto* left = m_left = new QWidget;
    auto* ll = new QVBoxLayout(left);
    ll->setContentsMargins(4, 4, 4, 4);
    ll->addWidget(m_presets);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_progress, 1);
    ll->addLayout(runRow);
    ll->addWidget(tabs, 1);

    // Right: banner, mechanism and charts.
    m_banner = new QLabel;
    m_banner->setWordWrap(true);
    m_banner->setVisible(false);
    m_hint = new QLabel(tr("Press <b>Run</b> (F5) to simulate. Drag a parameter slider to re-run, "
                           "click a chart to move the time, F1 for the quick guide."));
    m_hint->setObjectName("firstRunHint");
    m_hint->setStyleSheet("background: #eef6e8; color: #2d4a1e; padding: 4px;");
    m_mechanism = new MechanismView;
    using Scale = ChartPanel::Scale;
    m_charts = {
        new ChartPanel(tr("Coordinates (dashed: exact)"), "q", Scale::Linear),
        new ChartPanel(tr("Error against the exact solution"), tr("max-norm error"), Scale::Log),
        new ChartPanel(tr("Energy"), tr("E - E0"), Scale::Linear),
        new ChartPanel(tr("Constraint residuals"), tr("residual"), Scale::Log),
        new ChartPanel(tr("Multipliers (dashed: exact)"), QString::fromUtf8("\u03bb"),
                       Scale::Linear),
    };
    m_charts[2]->setSecondaryAxis(tr("relative drift |E - E0|/|E0|"), Scale::Log);
    m_analysis = new LinearAnalysisPanel;
    connect(m_analysis, &LinearAnalysisPanel::projectRequested, this,
            [this](const Eigen::VectorXd& x) {
                setInitialValues(std::vector<double>(x.data(), x.data() + x.size()), nullptr);
            });
    auto* grid = new QWidget;
    // The grid owns the analysis panel also while a mechanical model keeps it out of the layout.
    m_analysis->setParent(grid);
    m_grid = new QGridLayout(grid);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(2);
    arrangeView();
    auto* right = new QWidget;
    auto* rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    m_recoveryBar = new QFrame;
    m_recoveryBar->setStyleSheet("background: #dbeafe; color: #1e3a5f;");
    {
        auto* bar = new QHBoxLayout(m_recoveryBar);
        bar->setContentsMargins(6, 3, 6, 3);
        m_recoveryText = new QLabel;
        m_recoveryText->setWordWrap(true);
        m_recoveryText->setTextFormat(Qt::PlainText); // a model name is shown as typed
        auto* restore = new QPushButton(tr("Restore"));
        restore->setObjectName("restoreAutosave");
        restore->setToolTip(tr("Open the autosaved model (its edits stay unsaved until you save)"));
        auto* discard = new QPushButton(tr("Discard"));
        discard->setObjectName("discardAutosave");
        discard->setToolTip(tr("Delete the autosaved model"));
        connect(restore, &QPushButton::clicked, this, [this] {
            if (m_document->maybeSave()) restoreRecovery();
        });
        connect(discard, &QPushButton::clicked, this, &MainWindow::discardRecovery);
        bar->addWidget(m_recoveryText, 1);
        bar->addWidget(restore);
        bar->addWidget(discard);
    }
    m_recoveryBar->setVisible(false);
    rl->addWidget(m_recoveryBar);
    rl->addWidget(m_banner);
    rl->addWidget(m_hint);
    rl->addWidget(grid, 1);

    auto* splitter = m_splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    m_stats = new QLabel;
    m_stats->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addWidget(m_stats, 1);

    // The window fits the screen it opens on (a projector's 1280 x 720 too), or comes back where
    // it was closed.
    const QRect screen = this->screen()->availableGeometry();
    const QSize size(std::min(1600, int(screen.width() * 0.94)),
                     std::min(950, int(screen.height() * 0.92)));
    resize(size);
    move(screen.center() - QPoint(size.width() / 2, size.height() / 2));
    splitter->setSizes({std::clamp(size.width() / 4, 280, 380), size.width()});
    restoreGeometry(QSettings().value("window/geometry").toByteArray());
}

void MainWindow::arrangeView() {
    const bool linearDae = m_editor->isLinearDae();
    for (QWidget* w : {static_cast<QWidget*>(m_mechanism), static_cast<QWidget*>(m_analysis)})
        m_grid->removeWidget(w);
    for (ChartPanel* c : m_charts) m_grid->removeWidget(c);
    if (linearDae) {
        // No mechanism, energy, residuals or multipliers: the unknowns, the error and the
        // analysis of the pencil.
        m_grid->addWidget(m_charts[0], 0, 0, 1, 2);
        m_grid->addWidget(m_charts[1], 0, 2);
        m_grid->addWidget(m_analysis, 1, 0, 1, 3);
    } else if (m_presentation) {
        // The mechanism large, the chosen charts stacked beside it.
        m_grid->addWidget(m_mechanism, 0, 0, 2, 1);
        for (std::size_t k = 0; k < m_presentationCharts.size(); ++k)
            m_grid->addWidget(m_charts[m_presentationCharts[k]], int(k), 1,
                              m_presentationCharts.size() == 1 ? 2 : 1, 1);
    } else {
        m_grid->addWidget(m_mechanism, 0, 0);
        m_grid->addWidget(m_charts[0], 0, 1);
        m_grid->addWidget(m_charts[1], 0, 2);
        m_grid->addWidget(m_charts[2], 1, 0);
        m_grid->addWidget(m_charts[3], 1, 1);
        m_grid->addWidget(m_charts[4], 1, 2);
    }
    const bool presenting = m_presentation && !linearDae;
    m_grid->setColumnStretch(0, presenting ? 3 : 1);
    m_grid->setColumnStretch(1, presenting ? 2 : 1);
    m_grid->setColumnStretch(2, presenting ? 0 : 1);
    // The linear view's analysis needs less height than its charts.
    m_grid->setRowStretch(0, linearDae ? 3 : 1);
    m_grid->setRowStretch(1, linearDae ? 2 : 1);
    m_mechanism->setVisible(!linearDae);
    for (std::size_t k = 0; k < m_charts.size(); ++k) {
        const bool chosen = std::find(m_presentationCharts.begin(), m_presentationCharts.end(),
                                      k) != m_presentationCharts.end();
        m_charts[k]->setVisible(linearDae ? k < 2 : !m_presentation || chosen);
    }
    m_analysis->setVisible(linearDae);
    m_limitsBox->setVisible(!linearDae && !m_presentation); // limits of mechanical runs
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open..."), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open model"),
                                                          QFileInfo(m_document->path()).path(),
                                                          tr("mechlab models (*.json)"));
        if (!path.isEmpty()) openFile(path);
    });
    file->addAction(tr("&New model"), QKeySequence::New, this, [this] { newMechanicalModel(); })
        ->setToolTip(tr("Start a mechanical model (a mass on a spring) to edit"));
    file->addAction(tr("New &linear DAE model"), QKeySequence(tr("Ctrl+Shift+N")), this,
                    [this] { newLinearModel(); })
        ->setToolTip(tr("Start a linear DAE E x' = A x + f(t) from a small template"));
    m_document->setRecentMenu(file->addMenu(tr("Open &recent")));
    file->addAction(tr("&Save"), QKeySequence::Save, m_document, &DocumentController::save);
    // Spelled out: not every desktop's key bindings define Save As.
    file->addAction(tr("Save &as..."), QKeySequence(tr("Ctrl+Shift+S")), m_document,
                    &DocumentController::saveAs);
    file->addSeparator();
    file->addAction(tr("Export &CSV..."), QKeySequence(tr("Ctrl+E")), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export trajectory"),
                                                          suggestedName("csv"), tr("CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    QMenu* chartMenu = file->addMenu(tr("Export c&hart"));
    for (ChartPanel* chart : m_charts)
        chartMenu->addAction(chart->title() + "...", this, [this, chart] {
            const QString base = suggestedName("png").chopped(4) + "-" +
                                 chart->title().section(' ', 0, 0).toLower() + ".png";
            const QString path = QFileDialog::getSaveFileName(
                this, tr("Export chart"), base, tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"));
            QString error;
            if (!path.isEmpty() && !chart->exportTo(path, &error))
                QMessageBox::warning(this, tr("Export failed"), error);
        });
    file->addAction(tr("Export &all charts..."), this, [this] {
        const QString folder =
            QFileDialog::getExistingDirectory(this, tr("Export all charts into"));
        QString error;
        if (!folder.isEmpty() && !exportAllCharts(folder, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_editor->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts({QKeySequence::Undo});
    QAction* redo = m_editor->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* runMenu = menuBar()->addMenu(tr("&Run"));
    m_runAction = runMenu->addAction(tr("&Run"), QKeySequence(Qt::Key_F5), this, &MainWindow::run);
    m_stopAction =
        runMenu->addAction(tr("&Stop"), QKeySequence(Qt::Key_Escape), this, &MainWindow::stop);
    runMenu->addSeparator();
    runMenu->addAction(tr("&Check model..."), QKeySequence(tr("Ctrl+K")), this,
                       [this] { checkModel(); });
    QAction* study = m_studyAction =
        runMenu->addAction(tr("&Work-precision study..."), QKeySequence(tr("Ctrl+B")), this,
                           [this] { openWorkPrecision(); });
    study->setToolTip(tr("Run several methods over a range of tolerances or steps and compare "
                         "error against CPU time"));
    m_pinAction = runMenu->addAction(tr("&Pin run for comparison"), QKeySequence(tr("Ctrl+P")),
                                     this, [this](bool on) { pinComparison(on); });
    m_pinAction->setCheckable(true);
    m_pinAction->setToolTip(tr("Keep the current run on the charts while you try another method"));
    runMenu->addAction(tr("Clear &overlays"), this, [this] {
        m_previous.reset();
        pinComparison(false);
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Reset zoom"), QKeySequence(tr("Ctrl+R")), this, [this] {
        for (ChartPanel* c : m_charts) c->resetZoom();
    });
    view->addAction(tr("&Play / pause animation"), QKeySequence(Qt::Key_Space), this,
                    [this] { m_mechanism->setPlaying(!m_mechanism->isPlaying()); });
    view->addSeparator();
    QAction* larger =
        view->addAction(tr("&Larger text"), this, [this] { setTextScale(m_textScale * 1.15); });
    larger->setShortcuts({QKeySequence(tr("Ctrl+=")), QKeySequence(tr("Ctrl++"))});
    view->addAction(tr("&Smaller text"), QKeySequence(tr("Ctrl+-")), this,
                    [this] { setTextScale(m_textScale / 1.15); });
    view->addAction(tr("&Normal text size"), QKeySequence(tr("Ctrl+0")), this,
                    [this] { setTextScale(1.0); });
    view->addSeparator();
    m_fullScreenAction = view->addAction(tr("&Full screen"), QKeySequence(Qt::Key_F11), this,
                                         [this](bool on) { on ? showFullScreen() : showNormal(); });
    m_fullScreenAction->setCheckable(true);
    m_presentationAction = view->addAction(tr("P&resentation view"), QKeySequence(Qt::Key_F9), this,
                                           [this](bool on) { setPresentation(on); });
    m_presentationAction->setCheckable(true);
    m_presentationAction->setToolTip(
        tr("The mechanism large with two charts, large text, only Run, Play and the sliders"));
    QMenu* shown = view->addMenu(tr("Presentation &charts"));
    for (std::size_t k = 0; k < m_charts.size(); ++k) {
        QAction* a = shown->addAction(m_charts[k]->title().section(" (", 0, 0));
        a->setCheckable(true);
        a->setChecked(std::find(m_presentationCharts.begin(), m_presentationCharts.end(), k) !=
                      m_presentationCharts.end());
        connect(a, &QAction::toggled, this, [this, k, shown](bool on) {
            auto& chosen = m_presentationCharts;
            chosen.erase(std::remove(chosen.begin(), chosen.end(), k), chosen.end());
            if (on) chosen.push_back(k);
            // At most two: the oldest choice gives way.
            while (chosen.size() > 2) chosen.erase(chosen.begin());
            const QList<QAction*> actions = shown->actions();
            for (std::size_t i = 0; i < std::size_t(actions.size()); ++i) {
                const QSignalBlocker block(actions[qsizetype(i)]);
                actions[qsizetype(i)]->setChecked(std::find(chosen.begin(), chosen.end(), i) !=
                                                  chosen.end());
            }
            if (m_presentation) arrangeView();
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Quick guide"), QKeySequence(Qt::Key_F1), this,
                    [this] { showQuickGuide(); });
    help->addAction(tr("&About mechlab"), this, [this] {
        QMessageBox::about(
            this, tr("About mechlab"),
            tr("<b>mechlab %1</b><br>Interactive simulation of constrained mechanical systems."
               "<br><br>Charts: wheel or rubber band to zoom, right-drag to pan, double-click to "
               "reset, click to move the time.")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::showQuickGuide() {
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("mechlab quick guide"),
                                tr(R"(<h3>mechlab in six steps</h3>
<ol>
<li><b>Pick a model</b> from the box at the top left (or File &rsaquo; Open, Ctrl+O).</li>
<li><b>Run</b> with the Run button or <b>F5</b>; <b>Esc</b> stops. The mechanism moves at the
chosen speed (1&times; = real time) and the charts grow; <b>Space</b> pauses and plays.</li>
<li><b>Sliders</b> (Run tab) change a parameter: the model re-runs while you drag, the run before
stays faded for comparison.</li>
<li><b>Time:</b> drag the slider under the mechanism or <b>click a chart</b>; the grey line on every
chart marks the time shown.</li>
<li><b>Edit a formula</b> on the Model tab: double-click a cell (or F2), type, Enter. A formula with
an error turns red with the message underneath; fix it the same way. <b>Ctrl+Z</b> undoes,
Ctrl+Shift+Z redoes.</li>
<li><b>Compare and export:</b> Ctrl+P pins a run while you try another method; Ctrl+E writes the
trajectory as CSV; File &rsaquo; Export chart saves PNG, SVG or PDF.</li>
</ol>
<p>In front of a class: <b>F11</b> full screen, <b>F9</b> presentation view (the mechanism large,
two charts of View &rsaquo; Presentation charts), <b>Ctrl+=</b> / <b>Ctrl+-</b> text size.</p>)"),
                                QMessageBox::Close, this);
    box->setObjectName("quickGuide");
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void MainWindow::setTextScale(double scale) {
    m_textScale = std::clamp(scale, 0.6, 3.0);
    const double charts = m_textScale * (m_presentation ? kPresentationTextScale : 1.0);
    for (ChartPanel* c : m_charts) c->setFontScale(charts);
    QSettings().setValue("view/textScale", m_textScale);
}

void MainWindow::setPresentation(bool on) {
    m_presentation = on;
    m_presentationAction->setChecked(on);
    // Only what is used in front of a class: Run, the parameters' sliders, the animation.
    m_presets->setVisible(!on);
    m_tabs->setCurrentIndex(0);
    m_tabs->tabBar()->setVisible(!on);
    m_methodBox->setVisible(!on);
    statusBar()->setVisible(!on);
    QFont big = font();
    if (on) big.setPointSizeF(big.pointSizeF() * 1.2);
    m_left->setFont(on ? big : QFont());
    // The controls take what they need, the picture the rest.
    if (on) {
        m_normalSplit = m_splitter->sizes();
        m_splitter->setSizes({width() * 3 / 10, width() * 7 / 10});
    } else if (!m_normalSplit.isEmpty()) {
        m_splitter->setSizes(m_normalSplit);
    }
    arrangeView();
    setTextScale(m_textScale);
}

bool MainWindow::openPreset(const QString& id, bool ask) {
    if (ask && !m_document->maybeSave()) return false;
    const core::ModelSpecResult r = core::loadPreset(id.toStdString());
    if (!r.ok()) {
        QMessageBox::warning(this, tr("Preset"), q(core::toString(r.diagnostics)));
        return false;
    }
    loadSpec(*r.spec, id, QString());
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
    m_progress->setValue(0);
    m_progress->setFormat(tr("press Run (F5)"));
    m_stats->clear();
    m_banner->setVisible(false);
    m_hint->setVisible(true);
    recompile();
    m_document->loaded(source, path);
}

void MainWindow::updateTitle() {
    const QString name = q(m_editor->spec().name);
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
    const core::ModelSpec spec = m_editor->spec();
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
    core::AnyModelCompileResult compiled = core::compileAnyModel(spec);
    m_model = std::move(compiled.model);
    m_editor->showDiagnostics(compiled.diagnostics);
    if (!m_model) {
        m_banner->setText(tr("The model has errors (see the Model tab): ") +
                          q(compiled.diagnostics.front().toString()));
        m_banner->setStyleSheet("background: #fde2e2; color: #8a0000; padding: 4px;");
        m_banner->setVisible(true);
        updateActions();
        return;
    }
    m_banner->setVisible(false);
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
    if (const core::LinearDaeModel* linear = model.linearDae())
        m_analysis->setModel(*linear);
    else
        m_mechanism->setModel(*model.mechanical(), resetView);
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
    spec.name = "New model";
    spec.description = "A mass on a spring: edit M, f and g, or give a Lagrangian.";
    spec.coordinates = {{"x", "m", "0.5", "0"}};
    spec.parameters = {{"m", 1.0, "kg", 0.1, 10.0, "mass"},
                       {"k", 4.0, "N/m", 0.5, 20.0, "spring constant"}};
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
    spec.name = "New linear DAE";
    spec.description = "x1' = -k x1 + x2, 0 = x1 - x2 + sin(t): index 1, x2 algebraic.";
    spec.coordinates = {{"x1", "", "0", "0"}, {"x2", "", "0", "0"}};
    spec.parameters = {{"k", 1.0, "", 0.1, 10.0, "decay rate"}};
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
    const bool ok = canRun();
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

void MainWindow::run() {
    start(false);
}

void MainWindow::start(bool keepAnimationTime) {
    m_rerunTimer->stop();
    if (m_recompileTimer->isActive()) recompile();
    if (!canRun()) return;
    // The run shown now becomes the faded "previous" one if it is complete (a run superseded
    // while a slider is dragged is not) and of the same model (checked once the new run exists).
    const auto before = m_controller->current();
    core::SimulationRequest request;
    request.method = m_method->methodId();
    request.settings = m_method->settings();
    // The limits watch mechanical runs (their box is hidden for a linear DAE).
    for (auto [edit, limit] : {std::pair{m_maxResidual, &request.limits.maxResidual},
                               {m_maxDrift, &request.limits.maxEnergyDrift},
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
    if (before && before->finished &&
        before->report.result.status.code != core::StatusCode::Cancelled &&
        before->trajectory.rowCount() > 1 && sameModel(*before, *fresh))
        m_previous = before;
    if (m_previous && !sameModel(*m_previous, *fresh)) m_previous.reset();
    if (m_comparison && !sameModel(*m_comparison, *fresh)) pinComparison(false);
    m_hint->setVisible(false);
    m_banner->setVisible(false);
    if (mechanical) m_mechanism->setRun(m_controller->current(), keepAnimationTime);
    bindCharts();
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

void MainWindow::bindCharts() {
    for (ChartPanel* c : m_charts) c->clearCurves();
    const auto run = m_controller->current();
    m_view = m_model ? ResultView::create(m_charts, currentModel(), m_exact) : nullptr;
    if (!run || !m_view || run->kind != m_view->kind()) return;
    m_view->bind(run, overlays(*run));
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
    // One chart per batch, in turn: each chart still updates several times a second, and a
    // batch never costs the event loop more than one chart's redraw.
    m_charts[m_nextChart++ % m_charts.size()]->refresh();
    m_mechanism->runUpdated(true);
}

void MainWindow::runFinished(quint64 id) {
    const auto run = m_controller->current();
    if (!run || run->id != id) return;
    if (m_view && m_view->kind() == run->kind) m_view->finished(*run);
    scheduleChartRefresh();
    m_mechanism->runUpdated(false);
    const core::Status& s = run->report.result.status;
    if (s.ok()) {
        m_progress->setValue(1000);
        m_progress->setFormat(QString("t = %1 s — done").arg(run->tEnd, 0, 'g', 4));
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
    m_stats->setText(ResultView::statistics(run->report));
}

QString MainWindow::statusText() const {
    return m_stats->text();
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
        run->modelName, run->method.empty() ? m_method->methodId() : run->method,
        run->report.result.settingsText,
        run->finished
            ? (run->report.result.status.ok() ? "ok" : run->report.result.status.message())
            : "running"};
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

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    stop();
    QSettings().setValue("window/geometry", saveGeometry());
    m_document->closed();
    event->accept();
}

} // namespace mechlab::ui
