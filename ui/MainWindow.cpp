// The window: construction, layout of the right side for each kind of model, menus, the quick
// guide, the presentation view and text size. Loading and checking models is in
// MainWindowModel.cpp, running them and showing their results in MainWindowRuns.cpp.

#include "MainWindow.h"

#include "AnimationDialog.h"
#include "DocumentController.h"
#include "ElidedLabel.h"
#include "FileDialogs.h"
#include "LinearAnalysisPanel.h"
#include "MechanismView.h"
#include "MethodPanel.h"
#include "ModelEditor.h"
#include "ParameterPanel.h"
#include "PhaseDialog.h"
#include "Text.h"
#include "model/Presets.h"
#include "plot/ChartPanel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDoubleValidator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
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
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <cmath>

namespace mechlab::ui {

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
        const auto run = m_controller->current();
        const bool complete = !run || run->finished;
        while (m_pendingCharts > 0 && budget.elapsed() < kRefreshBudgetMs)
            m_charts[m_charts.size() - m_pendingCharts--]->refresh(complete);
        if (m_pendingCharts > 0) return;
        m_refreshTimer->stop();
        Q_EMIT chartsRefreshed();
    });
    m_energySplit = QSettings().value("view/energySplit", false).toBool();
    buildUi();
    // The presentation view's charts as last chosen (one or two).
    if (const QVariant kept = QSettings().value("view/presentationCharts"); kept.isValid()) {
        std::vector<std::size_t> chosen;
        for (const QVariant& k : kept.toList())
            if (k.toUInt() < m_charts.size() && chosen.size() < 2 &&
                std::find(chosen.begin(), chosen.end(), k.toUInt()) == chosen.end())
                chosen.push_back(k.toUInt());
        if (!chosen.empty()) m_presentationCharts = chosen;
    }
    buildMenus();
    setTextScale(QSettings().value("view/textScale", 1.0).toDouble());
    connect(m_recompileTimer, &QTimer::timeout, this, &MainWindow::recompile);
    // A slider re-run: the animation goes on where it was.
    connect(m_rerunTimer, &QTimer::timeout, this, [this] { start(true); });
    connect(m_controller, &RunController::progress, this, &MainWindow::runProgress);
    // The charts' time cursor follows the animation; a click on a chart moves the time.
    connect(m_mechanism, &MechanismView::timeChanged, this, [this](double t) {
        for (ChartPanel* c : m_charts) c->setCursorTime(t);
        if (m_phase) m_phase->setTime(t);
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

MainWindow::~MainWindow() {
    // A background compile delivers to this window: it ends first.
    for (QThread* compile : m_compiles) {
        compile->wait();
        delete compile;
    }
}

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
        m_presets->addItem(spec.ok() ? q(translatedPreset(*spec.spec).name) : q(id), q(id));
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
    // The runs made while a slider was held skipped the global-error check; the run started at
    // the release makes it (unless a re-run is pending anyway and will).
    connect(m_parameters, &ParameterPanel::dragFinished, this, [this] {
        if (m_checkDeferred && !m_rerunTimer->isActive()) start(true);
    });
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
    m_maxInvariantDrift = new QLineEdit;
    m_minStep = new QLineEdit;
    for (QLineEdit* e : {m_maxResidual, m_maxDrift, m_maxInvariantDrift, m_minStep}) {
        auto* v = new QDoubleValidator(0.0, 1e300, 1000, e);
        v->setLocale(QLocale::c());
        e->setValidator(v);
        e->setPlaceholderText(tr("off"));
    }
    m_maxResidual->setToolTip(tr("Stop when |g|, |G v + g_t| or |A v + b| exceeds this value "
                                 "(blank: never)"));
    m_maxDrift->setToolTip(tr("Stop when the energy drift exceeds this value: |E - E0|/|E0| "
                              "while |E0| is at least the energy's scale over the run, else "
                              "|E - E0| in the model's energy unit. Not applied to a model that "
                              "does not conserve its energy (blank: never)"));
    m_maxInvariantDrift->setToolTip(
        tr("Stop when a conserved quantity the model declares (Model editor, Energy tab) drifts "
           "by more than this fraction of its size: |I - I0| over max(|I0|, the sum of its terms' "
           "magnitudes). Not applied to a model without such quantities (blank: never)"));
    m_minStep->setToolTip(tr("Stop when two accepted points before the end lie closer than "
                             "this (an adaptive method crawling through a stiff model; blank: "
                             "only the method's own round-off floor)"));
    m_maxResidual->setObjectName("maxResidual");
    m_maxDrift->setObjectName("maxEnergyDrift");
    m_maxInvariantDrift->setObjectName("maxInvariantDrift");
    m_minStep->setObjectName("minStep");
    limitsForm->addRow(tr("a residual exceeds"), m_maxResidual);
    limitsForm->addRow(tr("the energy drift exceeds"), m_maxDrift);
    limitsForm->addRow(tr("a conserved quantity drifts by"), m_maxInvariantDrift);
    limitsForm->addRow(tr("the step falls below"), m_minStep);
    runLayout->addWidget(parametersBox);
    runLayout->addWidget(methodBox);
    runLayout->addWidget(limitsBox);
    runLayout->addStretch(1);
    auto* runScroll = new QScrollArea;
    runScroll->setWidget(runPage);
    runScroll->setWidgetResizable(true);

    auto* tabs = m_tabs = new QTabWidget;
    tabs->addTab(runScroll, tr("Run", "tab"));
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
    m_banner->setObjectName("banner");
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
    m_charts[2]->setSecondaryAxis(tr("|E - E0| (absolute)"), Scale::Log);
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

    m_stats = new ElidedLabel;
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
        const QString own = m_document->path();
        const QString path =
            askOpenFile(this, tr("Open model"),
                        own.isEmpty() || own.startsWith(':') ? QString() : QFileInfo(own).path(),
                        tr("mechlab models (*.mechlab.json *.json)"));
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
        const QString path =
            askSaveFile(this, tr("Export trajectory"), suggestedName("csv"), tr("CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    QMenu* chartMenu = file->addMenu(tr("Export c&hart"));
    for (ChartPanel* chart : m_charts)
        chartMenu->addAction(chart->title() + "...", this, [this, chart] {
            const QString base = suggestedName("png").chopped(4) + "-" +
                                 chart->title().section(' ', 0, 0).toLower() + ".png";
            const QString path =
                askSaveFile(this, tr("Export chart"), base,
                            tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)"));
            QString error;
            if (!path.isEmpty() && !chart->exportTo(path, &error))
                QMessageBox::warning(this, tr("Export failed"), error);
        });
    file->addAction(tr("Export &all charts..."), this, [this] {
        const QString folder = askDirectory(this, tr("Export all charts into"));
        QString error;
        if (!folder.isEmpty() && !exportAllCharts(folder, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    file->addAction(tr("Export &mechanism picture..."), this,
                    [this] {
                        const QString path =
                            askSaveFile(this, tr("Export the mechanism at the time shown"),
                                        suggestedName("png").chopped(4) + "-mechanism.png",
                                        tr("PNG (*.png);;SVG (*.svg)"));
                        QString error;
                        if (!path.isEmpty() && !m_mechanism->exportPicture(path, &error))
                            QMessageBox::warning(this, tr("Export failed"), error);
                    })
        ->setToolTip(tr("The mechanism at the time under the slider: PNG of what is shown (the "
                        "3D view too), or SVG of the 2D drawing"));
    file->addAction(tr("Export a&nimation..."), QKeySequence(tr("Ctrl+Shift+E")), this,
                    [this] { exportAnimation(); })
        ->setToolTip(tr("The mechanism over the computed run as an animated GIF"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_editor->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts({QKeySequence::Undo});
    QAction* redo = m_editor->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* runMenu = menuBar()->addMenu(tr("&Run", "menu"));
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
    QAction* split =
        view->addAction(tr("&Energy split (kinetic, rest, total)"), this, [this](bool on) {
            m_energySplit = on;
            QSettings().setValue("view/energySplit", on);
            bindCharts();
        });
    split->setObjectName("energySplitAction");
    split->setCheckable(true);
    split->setChecked(m_energySplit);
    split->setToolTip(tr("The energy chart shows the kinetic energy T, the rest V = E - T and E "
                         "instead of the change E - E0"));
    QAction* bars = view->addAction(tr("Energy &bars on the drawing"), this, [this](bool on) {
        m_mechanism->canvas()->setEnergyBars(on);
        QSettings().setValue("view/energyBars", on);
    });
    bars->setObjectName("energyBarsAction");
    bars->setCheckable(true);
    bars->setChecked(QSettings().value("view/energyBars", true).toBool());
    bars->setToolTip(tr("Bars of the kinetic energy T, the rest V = E - T and E at the time shown, "
                        "at the drawing's left edge"));
    m_mechanism->canvas()->setEnergyBars(bars->isChecked());
    QAction* phase =
        view->addAction(tr("P&hase portrait and formulas..."), QKeySequence(tr("Ctrl+Shift+P")),
                        this, [this] { openPhasePortrait(); });
    phase->setToolTip(tr("A coordinate against its velocity, or any formula of t, q, v and the "
                         "multipliers against another, through the current run"));
    QMenu* arrows = view->addMenu(tr("&Arrows on the drawing"));
    for (QAction* action : m_mechanism->arrowActions()) arrows->addAction(action);
    view->addAction(m_mechanism->view3DAction());
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
        a->setObjectName(QString("presentationChart%1").arg(k));
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
            QVariantList kept;
            for (std::size_t i : chosen) kept << qulonglong(i);
            QSettings().setValue("view/presentationCharts", kept);
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
trajectory as CSV; File &rsaquo; Export chart saves PNG, SVG, PDF or its curves as CSV, Export
mechanism picture the drawing as PNG or SVG; <b>Ctrl+Shift+E</b> exports the animation as a GIF.</li>
</ol>
<p>In front of a class: <b>F11</b> full screen (Esc leaves it), <b>F9</b> presentation view (the mechanism large,
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

void MainWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier && isFullScreen()) {
        m_fullScreenAction->trigger();
        return;
    }
    QMainWindow::keyPressEvent(event);
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
