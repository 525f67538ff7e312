#pragma once

// Runs simulations on a worker thread. start() posts the run to the worker (a Mailbox); the
// worker runs core::AnyModel::simulate() and posts what it recorded back in batches, at most ~30
// times a second, never one signal per step. The window releases the next batch only after it has
// handled the previous one, and not before one batch interval has passed since: the event loop
// always gets idle time between batches, however slow a redraw is. stop() sets the run's cancel
// flag, which the integrator checks between steps. A new start() while a run is active cancels it
// first; results of a superseded run are dropped, so the window only ever shows the newest run.

#include "record/Trajectory.h"
#include "run/AnyModel.h"

#include <QObject>
#include <QThread>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>

namespace mechlab::ui {

class Mailbox;

/// A run as the window sees it: growing while the worker computes, complete after finished().
struct RunData {
    quint64 id = 0;
    std::string modelName;
    std::string method;
    core::ModelKind kind = core::ModelKind::Mechanical;
    core::Trajectory trajectory; // the columns of AnyModel::columns()
    double tStart = 0, tEnd = 0;
    bool finished = false;
    core::RunReport report; // valid once finished
    /// Whether the model conserves its energy, as the worker's recording probed it (a mechanical
    /// model; set before the first rows arrive). The probe factorizes M at a few points: for a
    /// large model that is too long for the window's thread.
    std::optional<core::EnergyConservation> energyConservation;
    /// The parameter values the run used (names as in the model), for legends.
    std::vector<std::pair<std::string, double>> parameters;
};

class RunController : public QObject {
    Q_OBJECT

public:
    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    /// Starts a run of `model` (cancelling the active one). Returns the run's id.
    quint64 start(const core::AnyModel& model, const core::SimulationRequest& request);
    /// Cancels the active run; finished() follows as soon as the worker notices.
    void stop();
    bool isRunning() const { return m_active != nullptr; }
    /// The newest run (null before the first start()).
    std::shared_ptr<RunData> current() const { return m_current; }

    /// Minimum interval between two batches.
    static constexpr std::chrono::milliseconds kBatchInterval{33};
    /// When a run's first batch may come: soon, so that a long run (the Foucault pendulum's
    /// 72 000 steps) shows its first curves within a frame or two of a slider's move.
    static constexpr std::chrono::milliseconds kFirstBatch{12};

Q_SIGNALS:
    void runStarted(quint64 id);
    /// New rows were appended to current()->trajectory; `t` is the simulated time reached.
    void progress(quint64 id, double t);
    void runFinished(quint64 id);

private:
    void deliver(quint64 id, std::vector<double> rows, double t);
    void complete(quint64 id, core::RunReport report, std::vector<double> rows);

    QThread m_thread;
    Mailbox* m_worker = nullptr; // lives in m_thread: runs the jobs
    Mailbox* m_inbox = nullptr;  // lives in the window's thread: takes the worker's batches
    std::shared_ptr<RunData> m_current;
    std::shared_ptr<core::CancelToken> m_active; // cancel token of the running job
    // Earliest steady-clock time (ns) at which the worker may post the next batch; "never"
    // while a batch awaits handling.
    std::shared_ptr<std::atomic<std::int64_t>> m_nextBatch;
    quint64 m_nextId = 1;
};

} // namespace mechlab::ui
