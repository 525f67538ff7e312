#pragma once

// Work-precision and convergence study of the current model: the chosen methods run over a range
// of tolerances (adaptive) or of fixed steps on a worker thread (core::runSweep, itself parallel
// over the machine's cores); the dialog shows the progress, draws error against CPU time on
// log-log axes as runs finish, lists every run and, for fixed steps, the observed orders. The
// diagram exports like the main window's charts; the table exports as CSV.

#include "model/Model.h"
#include "run/WorkPrecision.h"

#include <QDialog>
#include <memory>
#include <string>
#include <thread>
#include <vector>

class QComboBox;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QLabel;

namespace mechlab::ui {

class ChartPanel;
class Mailbox;

class WorkPrecisionDialog : public QDialog {
    Q_OBJECT

public:
    /// `currentMethod` is checked from the start, next to Radau IIA 5 and IDA.
    WorkPrecisionDialog(const core::Model& model, const std::string& currentMethod,
                        QWidget* parent = nullptr);
    ~WorkPrecisionDialog() override;

    /// Checks exactly these methods (ids from the registry).
    void setMethods(const std::vector<std::string>& ids);
    /// Fixed steps "H1:H2" (true) or tolerances "A:B[:K]" (false).
    void setRange(bool fixedSteps, const QString& range);
    void setThreads(int threads);
    /// Starts the sweep; false (with a message in the status line) when the input is invalid.
    bool start();
    void cancel();
    bool isRunning() const { return m_worker.joinable() && !m_finished; }

    const std::vector<core::SweepRun>& runs() const { return m_runs; }
    ChartPanel* diagram() const { return m_diagram; }
    QTableWidget* runTable() const { return m_table; }
    QTableWidget* orderTable() const { return m_orders; }
    QString statusText() const;

Q_SIGNALS:
    void sweepFinished();

private:
    void runFinished(const core::SweepRun& run, int done, int total);
    void sweepDone(const std::vector<core::SweepRun>& runs, bool cancelled);
    void redraw();
    void updateButtons();
    void modeChanged();
    void exportDiagram();
    void exportCsv();
    void joinWorker();

    core::Model m_model;
    QListWidget* m_methods = nullptr;
    QComboBox* m_mode = nullptr;
    QLineEdit* m_range = nullptr;
    QLineEdit* m_tEnd = nullptr;
    QSpinBox* m_threads = nullptr;
    QSpinBox* m_repeats = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_exportDiagram = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    ChartPanel* m_diagram = nullptr;
    QTableWidget* m_table = nullptr;
    QTableWidget* m_orders = nullptr;
    QString m_toleranceText, m_stepText; // the range text of each mode, kept across switches

    std::vector<std::string> m_sweepMethods; // of the running or last sweep, in colour order
    std::vector<core::SweepRun> m_runs;      // finished runs (all of them once the sweep ends)
    std::thread m_worker;
    Mailbox* m_inbox = nullptr; // the worker's results, run on the dialog's thread
    std::shared_ptr<core::CancelToken> m_cancelToken;
    bool m_finished = true;
};

} // namespace mechlab::ui
