#include "RunController.h"

#include "Mailbox.h"

#include <limits>

namespace mechlab::ui {

namespace {

// Takes the rows of `batch` (row-major) and empties it.
std::vector<double> takeRows(core::Trajectory& batch) {
    batch.flush();
    const std::size_t rows = batch.rowCount(), cols = std::size_t(batch.columnCount());
    std::vector<double> out;
    out.reserve(rows * cols);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c) out.push_back(batch.column(int(c)).values[r]);
    batch.clearRows();
    return out;
}

std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

// Posts batches from the worker thread when the window allows it (see m_nextBatch). Every row
// the recording sees is collected in a batch of the same columns, thinned like the window's
// record should the window be slow to take it.
class BatchingObserver final : public core::StepObserver {
public:
    BatchingObserver(core::Trajectory& recorded, std::shared_ptr<std::atomic<std::int64_t>> next,
                     std::function<void(std::vector<double>, double)> post)
        : m_next(std::move(next)), m_post(std::move(post)) {
        for (int c = 0; c < recorded.columnCount(); ++c)
            m_batch.addColumn(recorded.column(c).name, recorded.column(c).unit);
        m_batch.setRowLimit(core::defaultRowLimit(m_batch.columnCount()));
        recorded.setRowSink([this](const double* row) { m_batch.appendRow(row); });
    }

    void onStep(double t, const Eigen::VectorXd&, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override {
        m_lastT = t;
        if (nowNs() < m_next->load(std::memory_order_acquire)) return;
        m_next->store(kNever, std::memory_order_release);
        m_post(takeRows(m_batch), t);
    }
    // The run's own check follows (GlobalError.h): its rows are shown now, not after it.
    void onSolutionComplete() override {
        std::vector<double> rows = takeRows(m_batch);
        if (!rows.empty()) m_post(std::move(rows), m_lastT);
    }
    std::vector<double> rest() { return takeRows(m_batch); }

private:
    core::Trajectory m_batch; // filled through the recording's row sink before onStep
    double m_lastT = 0.0;
    std::shared_ptr<std::atomic<std::int64_t>> m_next;
    std::function<void(std::vector<double>, double)> m_post;
};

} // namespace

RunController::RunController(QObject* parent) : QObject(parent) {
    m_inbox = new Mailbox(this);
    m_worker = new Mailbox;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName("mechlab-worker");
    m_thread.start();
}

RunController::~RunController() {
    if (m_active) m_active->cancel();
    m_thread.quit();
    m_thread.wait();
}

quint64 RunController::start(const core::AnyModel& model, const core::SimulationRequest& request) {
    stop();
    const quint64 id = m_nextId++;
    auto data = std::make_shared<RunData>();
    data->id = id;
    data->kind = model.kind();
    data->modelName = model.name();
    // Known from the start: a new run's legend compares it with the run it replaces.
    data->method = request.method.empty() ? model.defaultMethod() : request.method;
    data->tStart = model.spec().tStart;
    data->tEnd = std::isnan(request.tEnd) ? model.spec().tEnd : request.tEnd;
    data->trajectory = model.columns(); // the worker's recording fills these
    data->trajectory.setRowLimit(core::defaultRowLimit(data->trajectory.columnCount()));
    for (std::size_t k = 0; k < model.spec().parameters.size(); ++k)
        data->parameters.emplace_back(model.spec().parameters[k].name, model.parameterValues()[k]);
    m_current = data;
    auto cancel = std::make_shared<core::CancelToken>();
    m_active = cancel;
    auto nextBatch = std::make_shared<std::atomic<std::int64_t>>(
        nowNs() + std::chrono::nanoseconds(kFirstBatch).count());
    m_nextBatch = nextBatch;

    // The worker only posts to m_inbox, which outlives it: the destructor joins the thread first.
    m_worker->post([this, inbox = m_inbox, id, model, request, cancel, nextBatch] {
        // Worker thread. A run superseded before it started is skipped at once.
        if (cancel->cancelled()) {
            inbox->post([this, id] {
                core::RunReport cancelled;
                cancelled.result.status =
                    core::Status::failure(core::StatusCode::Cancelled, std::nan(""), "");
                complete(id, std::move(cancelled), {});
            });
            return;
        }
        // The worker's own record serves the report only (its reference rows are pinned): the
        // window's copy is the one to look at.
        core::RunRecording recording(model, core::Trajectory::kMinRowLimit);
        // Posted before any rows, so the window knows it when it first shows the run.
        inbox->post([this, id, conservation = recording.energyConservation()] {
            if (m_current && m_current->id == id) m_current->energyConservation = conservation;
        });
        BatchingObserver batches(recording.trajectory(), nextBatch,
                                 [this, inbox, id](std::vector<double> rows, double t) {
                                     inbox->post([this, id, rows = std::move(rows), t]() mutable {
                                         deliver(id, std::move(rows), t);
                                     });
                                 });
        const core::SimulationResult result = model.simulate(request, recording, *cancel, &batches);
        inbox->post(
            [this, id, report = model.report(result, recording), rows = batches.rest()]() mutable {
                complete(id, std::move(report), std::move(rows));
            });
    });
    Q_EMIT runStarted(id);
    return id;
}

void RunController::stop() {
    if (m_active) m_active->cancel();
}

void RunController::deliver(quint64 id, std::vector<double> rows, double t) {
    if (!m_current || m_current->id != id) return; // a superseded run
    core::Trajectory& tr = m_current->trajectory;
    const std::size_t cols = std::size_t(tr.columnCount());
    for (std::size_t r = 0; r + cols <= rows.size(); r += cols) tr.appendRow(rows.data() + r);
    // A run being stopped only keeps its rows: the window redraws once, when it has finished.
    if (!m_active || !m_active->cancelled()) Q_EMIT progress(id, t);
    // Handled (the window has redrawn): the next batch may come one interval from now.
    if (m_nextBatch)
        m_nextBatch->store(nowNs() + std::chrono::nanoseconds(kBatchInterval).count(),
                           std::memory_order_release);
}

void RunController::complete(quint64 id, core::RunReport report, std::vector<double> rows) {
    if (!m_current || m_current->id != id) return;
    deliver(id, std::move(rows), report.summary.tFinal);
    m_current->trajectory.flush();
    m_current->report = std::move(report);
    // The points the window holds (the worker's record, which the report counted, is smaller).
    m_current->report.pointsKept = m_current->trajectory.rowCount();
    m_current->method = m_current->report.result.method;
    m_current->finished = true;
    m_active.reset();
    Q_EMIT runFinished(id);
}

} // namespace mechlab::ui
