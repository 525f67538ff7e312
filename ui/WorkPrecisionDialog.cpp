#include "WorkPrecisionDialog.h"

#include "FileDialogs.h"
#include "Mailbox.h"
#include "Text.h"
#include "base/Settings.h"
#include "model/NativeCode.h"
#include "plot/ChartPanel.h"
#include "record/Csv.h"
#include "run/Registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

namespace mechlab::ui {

namespace {

QString optionalSci(const std::optional<double>& v) {
    return v ? sci(*v) : QString("-");
}

// Cells are read-only and right-aligned when numeric.
QTableWidgetItem* cell(const QString& text, bool numeric = true) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (numeric) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* makeTable(const QStringList& headers) {
    auto* table = new QTableWidget(0, int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->setVisible(false);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

} // namespace

WorkPrecisionDialog::WorkPrecisionDialog(const core::Model& model, const std::string& currentMethod,
                                         QWidget* parent)
    : QDialog(parent), m_model(model), m_inbox(new Mailbox(this)) {
    setWindowTitle(tr("Work-precision study: %1").arg(q(model.name())));
    // 1200 x 760, or less on a smaller screen (at 1280 x 720 the buttons were off the screen).
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1200, 760);
    resize(std::min(1200, available.width() * 95 / 100),
           std::min(760, available.height() * 90 / 100));

    // The sweep's inputs.
    m_methods = new QListWidget;
    m_methods->setToolTip(tr("The methods to compare (each runs once per tolerance or step)"));
    for (const core::MethodEntry& e : core::methodRegistry()) {
        auto* item = new QListWidgetItem(q(e.info.id) + "  " + coreText(e.info.name), m_methods);
        item->setData(Qt::UserRole, q(e.info.id));
        item->setToolTip(coreText(e.info.description));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool on = e.info.id == currentMethod || e.info.id == "radau5" || e.info.id == "ida";
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_methods->setMinimumWidth(m_methods->sizeHintForColumn(0) + 40);
    m_mode = new QComboBox;
    m_mode->addItem(tr("Tolerances (adaptive steps)"));
    m_mode->addItem(tr("Fixed steps (convergence orders)"));
    m_mode->setToolTip(tr("Adaptive runs over a range of tolerances, or fixed-step runs over "
                          "halved steps (their observed orders are listed)"));
    m_toleranceText = "1e-4:1e-10";
    double h0 = 0.01;
    const auto& recommended = model.spec().recommendedSettings;
    if (auto it = recommended.find("step"); it != recommended.end())
        if (const auto h = core::parseReal(it->second); h && *h > 0) h0 = *h;
    m_stepText = q(core::formatNumber(8 * h0) + ":" + core::formatNumber(h0));
    m_range = new QLineEdit(m_toleranceText);
    m_range->setToolTip(tr("Tolerances A:B or A:B:K (K per decade), e.g. 1e-4:1e-10; fixed steps "
                           "H1:H2, halved from H1 down to H2, e.g. 0.08:0.01"));
    m_tEnd = new QLineEdit;
    const double defaultEnd = core::sweepEndTime(model, std::nan(""));
    m_tEnd->setPlaceholderText(tr("%1 (default)").arg(defaultEnd, 0, 'g', 6));
    m_tEnd->setToolTip(
        model.references().empty()
            ? tr("End time of every run; by default the model's end time")
            : tr("End time of every run; by default the last time with reference values, where "
                 "the error is measured"));
    m_threads = new QSpinBox;
    const int cores = std::max(1, QThread::idealThreadCount());
    m_threads->setRange(1, cores);
    m_threads->setValue(cores);
    m_threads->setToolTip(tr("Runs computed at the same time (CPU times are per run; with "
                             "fewer threads they are less disturbed by each other)"));
    m_repeats = new QSpinBox;
    m_repeats->setObjectName("repeats");
    m_repeats->setRange(1, 10);
    m_repeats->setValue(1);
    m_repeats->setToolTip(
        tr("Compute each run this many times and keep its least CPU time (the first run of a "
           "method also loads its code); the results are the first run's"));
    m_start = new QPushButton(tr("&Run sweep"));
    m_start->setShortcut(QKeySequence(tr("Ctrl+Return")));
    m_start->setToolTip(tr("Run every chosen method over the range (Ctrl+Return)"));
    m_start->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel sweep"));
    m_cancel->setToolTip(tr("Stop after the runs in progress"));
    m_progress = new QProgressBar;
    m_progress->setFormat(tr("%v / %m runs"));
    m_progress->setValue(0);
    m_progress->setTextVisible(false); // until a sweep says how many runs it has
    m_status = new QLabel;
    m_status->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Mode"), m_mode);
    form->addRow(tr("Range"), m_range);
    form->addRow(tr("End time [s]"), m_tEnd);
    form->addRow(tr("Threads"), m_threads);
    form->addRow(tr("Repeats"), m_repeats);
    auto* inputs = new QGroupBox(tr("Sweep"));
    auto* inputsLayout = new QVBoxLayout(inputs);
    inputsLayout->addWidget(new QLabel(tr("Methods")));
    inputsLayout->addWidget(m_methods, 1);
    inputsLayout->addLayout(form);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_start);
    runRow->addWidget(m_cancel);
    inputsLayout->addLayout(runRow);
    inputsLayout->addWidget(m_progress);
    inputsLayout->addWidget(m_status);

    // The results: the diagram above, the tables below.
    const bool reference = !model.references().empty();
    m_diagram = new ChartPanel(
        reference ? tr("%1: error against the reference values").arg(q(model.name()))
        : model.hasExactSolution() ? tr("%1: error against the exact solution").arg(q(model.name()))
                                   : q(model.name()),
        reference                  ? tr("max rel. error of q")
        : model.hasExactSolution() ? tr("max error of q over the run")
                                   : tr("error of q"),
        ChartPanel::Scale::Log);
    m_diagram->setXAxis(tr("CPU time per run [s]"), ChartPanel::Scale::Log);
    m_diagram->setMinimumHeight(320);
    m_table = makeTable({tr("method"), tr("tol / h"), tr("status"), tr("steps"), tr("rejected"),
                         tr("M/f evals"), tr("CPU [s]"), tr("error q"), tr("scd q"), tr("error v"),
                         tr("error λ")});
    m_orders = makeTable({tr("method"), tr("h"), tr("observed order (q)")});
    m_orders->setToolTip(tr("log(e1/e2) / log(h1/h2) between consecutive fixed steps"));
    auto* tabs = new QTabWidget;
    tabs->addTab(m_table, tr("Runs"));
    tabs->addTab(m_orders, tr("Observed orders"));
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_diagram);
    split->addWidget(tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_exportDiagram = buttons->addButton(tr("Export &diagram..."), QDialogButtonBox::ActionRole);
    m_exportDiagram->setToolTip(tr("Save the diagram as PNG, SVG or PDF"));
    m_exportCsv = buttons->addButton(tr("Export C&SV..."), QDialogButtonBox::ActionRole);
    m_exportCsv->setToolTip(tr("Save the table of runs as CSV"));

    auto* body = new QHBoxLayout;
    body->addWidget(inputs, 0);
    body->addWidget(split, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);

    connect(m_mode, &QComboBox::currentIndexChanged, this, &WorkPrecisionDialog::modeChanged);
    connect(m_start, &QPushButton::clicked, this, &WorkPrecisionDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &WorkPrecisionDialog::cancel);
    connect(m_exportDiagram, &QPushButton::clicked, this, &WorkPrecisionDialog::exportDiagram);
    connect(m_exportCsv, &QPushButton::clicked, this, &WorkPrecisionDialog::exportCsv);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::rejected, this, [this] {
        cancel();
        joinWorker();
    });
    if (!reference && !model.hasExactSolution())
        m_status->setText(tr("This model has neither reference values nor an exact solution: "
                             "the runs are timed, but there is no error to draw."));
    updateButtons();
}

WorkPrecisionDialog::~WorkPrecisionDialog() {
    cancel();
    joinWorker();
}

void WorkPrecisionDialog::joinWorker() {
    if (m_worker.joinable()) m_worker.join();
}

void WorkPrecisionDialog::setMethods(const std::vector<std::string>& ids) {
    for (int i = 0; i < m_methods->count(); ++i) {
        QListWidgetItem* item = m_methods->item(i);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        const bool on = std::find(ids.begin(), ids.end(), id) != ids.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
}

void WorkPrecisionDialog::setRange(bool fixedSteps, const QString& range) {
    m_mode->setCurrentIndex(fixedSteps ? 1 : 0);
    m_range->setText(range);
}

void WorkPrecisionDialog::setThreads(int threads) {
    m_threads->setValue(threads);
}

QString WorkPrecisionDialog::statusText() const {
    return m_status->text();
}

void WorkPrecisionDialog::modeChanged() {
    // Each mode keeps its own range text.
    const bool fixed = m_mode->currentIndex() == 1;
    if (fixed) {
        m_toleranceText = m_range->text();
        m_range->setText(m_stepText);
    } else {
        m_stepText = m_range->text();
        m_range->setText(m_toleranceText);
    }
}

bool WorkPrecisionDialog::start() {
    if (isRunning()) return false;
    joinWorker();
    core::SweepRequest request;
    for (int i = 0; i < m_methods->count(); ++i)
        if (m_methods->item(i)->checkState() == Qt::Checked)
            request.methods.push_back(
                m_methods->item(i)->data(Qt::UserRole).toString().toStdString());
    const bool fixed = m_mode->currentIndex() == 1;
    const std::string range = m_range->text().trimmed().toStdString();
    if (fixed)
        request.steps = core::parseStepRange(range);
    else
        request.tolerances = core::parseToleranceRange(range);
    QString problem;
    if (request.methods.empty())
        problem = tr("Choose at least one method.");
    else if (fixed && request.steps.empty())
        problem = tr("Steps: write H1:H2 with positive numbers, e.g. 0.08:0.01 (halved from "
                     "H1 down to H2).");
    else if (!fixed && request.tolerances.empty())
        problem = tr("Tolerances: write A:B or A:B:K with positive numbers, e.g. 1e-4:1e-10 "
                     "(K points per decade, at most 10).");
    const QString endText = m_tEnd->text().trimmed();
    if (problem.isEmpty() && !endText.isEmpty()) {
        const auto t = core::parseReal(endText.toStdString());
        if (!t || !(*t > m_model.tStart()))
            problem = tr("End time: a number after the start time %1 s.").arg(m_model.tStart());
        else
            request.tEnd = *t;
    }
    if (!problem.isEmpty()) {
        m_status->setText(problem);
        return false;
    }
    request.threads = m_threads->value();
    request.repeats = m_repeats->value();

    m_sweepMethods = request.methods;
    m_runs.clear();
    m_table->setRowCount(0);
    m_orders->setRowCount(0);
    const int total =
        int(request.methods.size() * (request.steps.size() + request.tolerances.size()));
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_status->setText(tr("Running %1 runs...").arg(total));
    redraw();
    m_cancelToken = std::make_shared<core::CancelToken>();
    m_finished = false;
    updateButtons();
    // The worker thread only posts to m_inbox; the destructor joins it before the dialog and
    // its mailbox go, and calls still queued then are dropped.
    m_worker =
        std::thread([this, inbox = m_inbox, request, cancel = m_cancelToken, model = m_model] {
            QElapsedTimer wall;
            wall.start();
            const std::vector<core::SweepRun> runs = core::runSweep(
                model, request,
                [this, inbox](const core::SweepRun& r, int done, int total) {
                    inbox->post([this, r, done, total] { runFinished(r, done, total); });
                },
                *cancel);
            const bool cancelled = cancel->cancelled();
            const double seconds = wall.elapsed() / 1000.0;
            const bool native = core::hasNativeCode(model.compiled());
            inbox->post([this, runs, cancelled, seconds, native, repeats = request.repeats] {
                sweepDone(runs, cancelled);
                if (cancelled) return;
                QString text =
                    tr("%1 runs in %2 s (wall clock).").arg(m_runs.size()).arg(seconds, 0, 'f', 2);
                if (repeats > 1)
                    text += " " +
                            tr("CPU times: the least of %1 repetitions of each run.").arg(repeats);
                // The times depend on it (see the README's Machine code).
                text += " " + (native ? tr("Formula programs: machine code.")
                                      : tr("Formula programs: interpreted."));
                m_status->setText(text);
            });
        });
    return true;
}

void WorkPrecisionDialog::cancel() {
    if (m_cancelToken) m_cancelToken->cancel();
}

void WorkPrecisionDialog::runFinished(const core::SweepRun& run, int done, int total) {
    m_runs.push_back(run);
    m_progress->setValue(done);
    m_status->setText(tr("Run %1 of %2 done: %3 %4 = %5")
                          .arg(done)
                          .arg(total)
                          .arg(q(run.method))
                          .arg(run.fixedStep ? "h" : "tol")
                          .arg(sci(run.value)));
    redraw();
}

void WorkPrecisionDialog::sweepDone(const std::vector<core::SweepRun>& runs, bool cancelled) {
    joinWorker();
    m_finished = true;
    // In sweep order (method by method, loose to tight), without the runs a cancel left out.
    m_runs.clear();
    for (const core::SweepRun& r : runs)
        if (!r.method.empty()) m_runs.push_back(r);
    redraw();
    if (cancelled) m_status->setText(tr("Cancelled after %1 runs.").arg(m_runs.size()));
    updateButtons();
    Q_EMIT sweepFinished();
}

void WorkPrecisionDialog::redraw() {
    // The diagram: one marked line per method, from the loosest to the tightest setting.
    m_diagram->clearCurves();
    for (std::size_t i = 0; i < m_sweepMethods.size(); ++i) {
        std::vector<const core::SweepRun*> mine;
        for (const core::SweepRun& r : m_runs)
            if (r.method == m_sweepMethods[i] && r.status.ok() && r.error) mine.push_back(&r);
        std::sort(mine.begin(), mine.end(), [](const core::SweepRun* a, const core::SweepRun* b) {
            return a->value > b->value;
        });
        std::vector<double> x, y;
        for (const core::SweepRun* r : mine) {
            x.push_back(r->stats.cpuSeconds);
            y.push_back(*r->error);
        }
        m_diagram->addPoints(q(m_sweepMethods[i]), std::move(x), std::move(y),
                             QPen(paletteColor(int(i)), 1.5));
    }
    // The reference values' own accuracy, where they state it, as a dashed line across the runs:
    // errors near it measure the reference as much as the methods.
    double accuracy = 0.0, cpuLow = std::numeric_limits<double>::infinity(), cpuHigh = 0.0;
    for (const core::ReferenceSpec& ref : m_model.references())
        accuracy = std::max(accuracy, ref.accuracyQ);
    for (const core::SweepRun& r : m_runs)
        if (r.status.ok() && r.error && r.errorKind == "reference") {
            cpuLow = std::min(cpuLow, r.stats.cpuSeconds);
            cpuHigh = std::max(cpuHigh, r.stats.cpuSeconds);
        }
    if (accuracy > 0.0 && cpuHigh > 0.0) {
        struct Line {
            std::vector<double> x, y;
        };
        auto line = std::make_shared<Line>(Line{{cpuLow, cpuHigh}, {accuracy, accuracy}});
        m_diagram->addPath(tr("accuracy of the reference values"), {line, &line->x, &line->y},
                           QPen(QColor(110, 110, 110), 1.2, Qt::DashLine));
    }
    m_diagram->refresh();

    m_table->setRowCount(int(m_runs.size()));
    for (int row = 0; row < int(m_runs.size()); ++row) {
        const core::SweepRun& r = m_runs[std::size_t(row)];
        const QString status = r.status.ok() ? tr("ok") : q(core::statusName(r.status.code));
        const QString cells[] = {q(r.method),
                                 (r.fixedStep ? "h = " : "tol = ") + sci(r.value),
                                 status,
                                 QString::number(r.stats.steps),
                                 QString::number(r.stats.rejected),
                                 QString::number(r.stats.rhsEvals),
                                 QString::number(r.stats.cpuSeconds, 'f', 4),
                                 optionalSci(r.error),
                                 r.error ? QString::number(r.scd(), 'f', 2) +
                                               (r.atReferenceAccuracy ? "*" : "")
                                         : QString("-"),
                                 optionalSci(r.errorV),
                                 optionalSci(r.errorLambda)};
        for (int col = 0; col < int(std::size(cells)); ++col) {
            QTableWidgetItem* item = cell(cells[col], col != 0 && col != 2);
            if (col == 2 && !r.status.ok()) item->setToolTip(q(r.status.message()));
            if (col == 8 && r.atReferenceAccuracy)
                item->setToolTip(tr("The error is at the reference values' own accuracy: more "
                                    "digits cannot be measured against them"));
            m_table->setItem(row, col, item);
        }
    }
    const std::vector<core::ObservedOrder> orders = core::observedOrders(m_runs);
    m_orders->setRowCount(int(orders.size()));
    for (int row = 0; row < int(orders.size()); ++row) {
        const core::ObservedOrder& o = orders[std::size_t(row)];
        m_orders->setItem(row, 0, cell(q(o.method), false));
        m_orders->setItem(row, 1, cell(sci(o.step)));
        m_orders->setItem(row, 2, cell(QString::number(o.order, 'f', 2)));
    }
}

void WorkPrecisionDialog::updateButtons() {
    const bool running = isRunning();
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_exportDiagram->setEnabled(!running && !m_runs.empty());
    m_exportCsv->setEnabled(!running && !m_runs.empty());
}

void WorkPrecisionDialog::exportDiagram() {
    const QString path = askSaveFile(this, tr("Export diagram"), "work-precision.png",
                                     tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"));
    QString error;
    if (!path.isEmpty() && !m_diagram->exportTo(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

void WorkPrecisionDialog::exportCsv() {
    const QString path =
        askSaveFile(this, tr("Export runs"), "work-precision.csv", tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    std::string error;
    if (!core::writeText(path.toStdString(), core::sweepCsv(m_runs), &error))
        QMessageBox::warning(this, tr("Export failed"), q(error));
}

} // namespace mechlab::ui
