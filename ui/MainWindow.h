#pragma once

// The mechlab window: model panel (presets, editor, parameters, method), run controls, the
// animated mechanism, five charts, statistics, export. It talks to core through the model facade
// (core::AnyModel: compile, check, run via RunController, report) and the registry only. A linear
// DAE model (E x' = A x + f) switches the right side to the linear-DAE view: the unknowns against
// the closed form, the error, and the toolkit's analysis of the pencil.

#include "Autosave.h"
#include "ResultView.h"
#include "RunController.h"
#include "run/AnyModel.h"

#include <QMainWindow>
#include <memory>
#include <optional>
#include <vector>

class QThread;

class QAction;
class QComboBox;
class QGroupBox;
class QSplitter;
class QTabWidget;
class QGridLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace mechlab::ui {

class ChartPanel;
class ElidedLabel;
class LinearAnalysisPanel;
class MechanismView;
class MethodPanel;
class ModelEditor;
class ParameterPanel;
class PhaseDialog;
class WorkPrecisionDialog;

/// A preset's name, description and parameter descriptions in the window's language: the Qt
/// Linguist context "preset", whose texts ui/CMakeLists.txt extracts from the preset files.
core::ModelSpec translatedPreset(core::ModelSpec spec);

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a preset (asks first if there are unsaved edits and `ask` is set).
    bool openPreset(const QString& id, bool ask = true);
    bool openFile(const QString& path, bool ask = true);
    bool saveFile(const QString& path);
    void run();
    void stop();
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    bool exportAllCharts(const QString& folder, QString* error = nullptr) const;
    /// Pins the current run as a comparison overlay (or clears it).
    void pinComparison(bool pin);
    /// Opens the work-precision study of the current model and parameters (a window of its own,
    /// deleted when closed); null when the model does not compile.
    WorkPrecisionDialog* openWorkPrecision();
    /// Shows the phase-portrait window (made on first use), following the current model and
    /// run; null for a linear DAE.
    PhaseDialog* openPhasePortrait();

    // Access for tests and screenshots.
    RunController& controller() { return *m_controller; }
    const std::vector<ChartPanel*>& charts() const { return m_charts; }
    MechanismView* mechanismView() const { return m_mechanism; }
    ParameterPanel* parameterPanel() const { return m_parameters; }
    MethodPanel* methodPanel() const { return m_method; }
    ModelEditor* editor() const { return m_editor; }
    bool canRun() const;
    bool isModified() const;
    void setModified(bool modified);
    QString statusText() const;
    int runsStarted() const { return m_runsStarted; }
    /// How often the model was compiled (checked) since the window opened.
    int recompileCount() const { return m_recompiles; }
    /// The compiled mechanical model (null when the editor holds a linear DAE or has errors).
    const core::Model* model() const { return m_model ? m_model->mechanical() : nullptr; }
    /// The compiled linear DAE model (null when the editor holds a mechanical one or errors).
    const core::LinearDaeModel* linearModel() const {
        return m_model ? m_model->linearDae() : nullptr;
    }
    LinearAnalysisPanel* analysisPanel() const { return m_analysis; }
    /// Starts a new linear DAE model from a small template (asks first about unsaved edits).
    bool newLinearModel(bool ask = true);
    /// Starts a new mechanical model from a small template (asks first about unsaved edits).
    bool newMechanicalModel(bool ask = true);
    /// The presentation view: the mechanism large with up to two charts, large text, only Run,
    /// the sliders and the animation's controls.
    void setPresentation(bool on);
    bool isPresentation() const { return m_presentation; }
    /// Scales the charts' text (View > Larger / Smaller text); kept across sessions.
    void setTextScale(double scale);
    double textScale() const { return m_textScale; }
    /// Text scale of the charts in the presentation view, on top of the user's.
    static constexpr double kPresentationTextScale = 1.4;
    void showQuickGuide();
    /// Delay between the last edit and the recompile (a slider move re-runs at once).
    static constexpr int kDebounceMs = 80;
    /// Time a turn of the event loop may spend refreshing charts after a run.
    static constexpr int kRefreshBudgetMs = 8;
    /// The model an abnormal exit left in the autosave file, offered in the recovery bar.
    const std::optional<Autosave::Recovered>& pendingRecovery() const;
    /// Loads the offered model (unsaved) or discards it.
    void restoreRecovery();
    void discardRecovery();

Q_SIGNALS:
    /// Every chart has taken the data of the run (a full refresh after a run or a rebinding);
    /// the repaint follows in the next turn of the event loop.
    void chartsRefreshed();

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Escape leaves full screen when nothing else took it (a cell's editor, a running run's Stop).
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildUi();
    void buildMenus();
    /// Shows a model loaded from `source` (a preset id, a file, or empty for a new model);
    /// `path` is where Save writes (empty: Save asks).
    void loadSpec(const core::ModelSpec& spec, const QString& source, const QString& path);
    /// Compiles the editor's spec: at once, or above kBackgroundCompileCoordinates on a thread
    /// of its own while the window answers (Run waits for it).
    void recompile();
    /// Takes the compiled `spec` as the window's model (with its diagnostics).
    void applyCompiled(const core::ModelSpec& spec, core::AnyModelCompileResult compiled);
    /// Updates what depends on the parameter values: the drawing now (`resetView`: it takes the
    /// model's view box, after an edit), the exact-solution curves at the next run.
    void applyParameters(bool resetView);
    /// Starts a run; `keepAnimationTime`: the animation goes on where it was (a slider re-run).
    void start(bool keepAnimationTime);
    void parameterMoved(int index, double value);
    void bindCharts();
    /// Refreshes every chart, one per event-loop turn (a full redraw never blocks the loop).
    void scheduleChartRefresh();
    void runProgress(quint64 id, double t);
    void runFinished(quint64 id);
    void updateActions();
    void showStatistics();
    QString suggestedName(const QString& suffix) const;
    /// File > Export animation: the dialog for the run shown (or why there is none).
    void exportAnimation();
    /// The compiled model at the sliders' parameter values.
    core::AnyModel currentModel() const;
    /// The parameters of the compiled model (mechanical or linear), empty without one.
    const std::vector<core::ParameterSpec>* compiledParameters() const;
    /// Arranges the right side for the editor's kind of model: the mechanism and five charts,
    /// or the linear-DAE view (two charts and the pencil's analysis).
    void arrangeView();
    /// The runs drawn under `run`: the previous run (faded) and the pinned one (dotted), each
    /// only when it is of the same model.
    std::vector<ResultView::Overlay> overlays(const RunData& run) const;
    void updateTitle();
    /// The preset box shows the loaded preset (or nothing for a file or a new model).
    void showLoadedPreset();
    /// Replaces the initial values in the editor (a projection) and recompiles.
    void setInitialValues(const std::vector<double>& positions,
                          const std::vector<double>* velocities);
    /// "Check model": the report of either kind, with "Project initial values" when they are
    /// inconsistent.
    void checkModel();

    RunController* m_controller;
    ModelEditor* m_editor;
    ParameterPanel* m_parameters;
    MethodPanel* m_method;
    MechanismView* m_mechanism;
    PhaseDialog* m_phase = nullptr; // made when first asked for
    std::vector<ChartPanel*> m_charts;
    QComboBox* m_presets;
    QPushButton* m_runButton;
    QProgressBar* m_progress;
    QLabel* m_banner;
    ElidedLabel* m_stats;
    QTimer* m_recompileTimer;
    QTimer* m_rerunTimer;
    QAction *m_runAction, *m_stopAction, *m_pinAction;

    LinearAnalysisPanel* m_analysis;
    class DocumentController* m_document; // file, unsaved edits, autosave, recent files
    QWidget* m_recoveryBar;
    QLabel* m_recoveryText;
    QLineEdit *m_maxResidual, *m_maxDrift, *m_maxInvariantDrift, *m_minStep; // limits of runs
    QGridLayout* m_grid;
    QAction* m_studyAction = nullptr;
    std::optional<core::AnyModel> m_model; // compiled from the editor (parameters from the spec)
    std::shared_ptr<RunData> m_previous;   // faded overlay: the run before the current one
    std::shared_ptr<RunData> m_comparison; // pinned by the user
    std::shared_ptr<RunData> m_exact;      // the exact solution sampled on a fine grid
    std::unique_ptr<ResultView> m_view;    // how runs of the current model are shown
    QLabel* m_hint;                        // "press Run (F5)" before the first run of a model
    QTabWidget* m_tabs;
    QWidget* m_left;
    QGroupBox *m_methodBox, *m_limitsBox;
    QAction *m_fullScreenAction, *m_presentationAction;
    bool m_presentation = false;
    QSplitter* m_splitter;
    QList<int> m_normalSplit; // the splitter's sizes before the presentation view
    std::vector<std::size_t> m_presentationCharts{0, 2}; // coordinates and energy
    double m_textScale = 1.0;
    /// View > Energy split: the energy chart shows T, E - T and E (remembered).
    bool m_energySplit = false;
    int m_runsStarted = 0;
    bool m_checkDeferred = false; // the latest run skipped the global-error check (slider held)
    int m_recompiles = 0;
    /// A model of more coordinates is compiled off the GUI thread: a chain of 10 000 links takes
    /// 2 s (docs/performance.md), 1000 coordinates about 0.1 s.
    static constexpr std::size_t kBackgroundCompileCoordinates = 1000;
    std::vector<QThread*> m_compiles; // background compiles still running (the newest counts)
    bool m_compiling = false;         // the editor's model is being compiled in the background
    quint64 m_compileGeneration = 0;
    bool m_runWhenCompiled = false; // Run was asked for while the model compiled
    std::size_t m_nextChart = 0;    // live runs refresh one chart per batch, in turn
    // A started run's charts are bound at its first rows (or its end): until then the window
    // shows the run before, and the first rows are drawn in every chart in one repaint.
    bool m_bindAtFirstRows = false;
    QTimer* m_refreshTimer; // full refreshes: one chart per event-loop turn
    std::size_t m_pendingCharts = 0;
};

} // namespace mechlab::ui
