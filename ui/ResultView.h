#pragma once

// How the window shows the runs of one kind of model. A mechanical model uses the five charts
// (coordinates against the exact solution, error or reference values, energy, constraint
// residuals, multipliers) next to the mechanism; a linear DAE E x' = A x + f the first two
// (unknowns against the closed form, error) next to the pencil's analysis. A view knows its
// charts' titles, binds a run's columns to them over the overlaid runs, adds what a finished run
// brings (reference markers) and names the exported chart files, so that the window does not
// branch on the kind of model. The status line is formatted from the run's report.

#include "RunController.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <memory>
#include <set>
#include <vector>

namespace mechlab::ui {

class ChartPanel;

/// What the user chose to see on the charts (View menu).
struct ChartOptions {
    /// The energy chart shows the kinetic energy T, the rest V = E - T and E itself instead of
    /// the change E - E0.
    bool energySplit = false;
};

class ResultView {
    Q_DECLARE_TR_FUNCTIONS(mechlab::ui::ResultView)

public:
    /// A run drawn under the current one: the previous run (faded) or a pinned one (dotted).
    struct Overlay {
        std::shared_ptr<RunData> data;
        QString label; // its legend entry
        bool faded;
    };

    /// The view for runs of `model`; `exact` is its exact solution sampled (null without one).
    static std::unique_ptr<ResultView> create(std::vector<ChartPanel*> charts,
                                              const core::AnyModel& model,
                                              std::shared_ptr<RunData> exact,
                                              const ChartOptions& options = {});
    virtual ~ResultView() = default;
    virtual core::ModelKind kind() const = 0;
    /// The charts this view shows (a prefix of the window's charts).
    virtual std::size_t chartCount() const = 0;
    /// Titles before any run of the model.
    virtual void setTitles() = 0;
    /// Binds `run` (and the overlays under it) to the charts; the window refreshes them.
    void bind(const std::shared_ptr<RunData>& run, const std::vector<Overlay>& overlays);
    /// The run finished: what it adds to the charts.
    virtual void finished(const RunData&) {}
    /// The status bar's line for a finished run: "method (settings) · steps N, rejected N ·
    /// <evaluations> N · linear solves N", the cost and what the run achieved.
    static QString statistics(const core::RunReport& report);
    /// File names (without suffix) of the charts shown, for "export all charts".
    virtual std::vector<QString> chartFileNames() const = 0;
    /// A chart draws the first kMaxCurves of the coordinates, of the multipliers or of the
    /// unknowns, one colour each (the palette's eight): a model of many bodies would draw
    /// thousands of curves no one can tell apart (a chain of 1000 links: 3000, 230 MB and a
    /// second of the window's time per run). The title says how many are shown; the trajectory's
    /// CSV export holds every one.
    static constexpr int kMaxCurves = 8;

protected:
    explicit ResultView(std::vector<ChartPanel*> charts) : m_charts(std::move(charts)) {}
    virtual void bindRun(const std::shared_ptr<RunData>& run) = 0;
    /// Adds a column of `run` to a chart, over the same column of each overlay; `offset` (per
    /// run) and the column `minus` (if named) are subtracted from the values.
    void addRunCurve(ChartPanel* chart, const std::shared_ptr<RunData>& run, const QString& name,
                     const std::string& column, const QColor& color, bool secondary = false,
                     const std::function<double(const RunData&)>& offset = nullptr,
                     const std::string& minus = {});

    std::vector<ChartPanel*> m_charts;

private:
    std::vector<Overlay> m_overlays;
    std::set<std::pair<ChartPanel*, std::size_t>> m_overlayLegend; // (chart, overlay) labelled
};

/// A mechanical model at the parameters of the run; `exact` is its exact solution sampled on a
/// fine grid (null without one).
class MechanicalResultView final : public ResultView {
    Q_DECLARE_TR_FUNCTIONS(mechlab::ui::MechanicalResultView)

public:
    MechanicalResultView(std::vector<ChartPanel*> charts, core::Model model,
                         std::shared_ptr<RunData> exact, const ChartOptions& options = {});
    core::ModelKind kind() const override { return core::ModelKind::Mechanical; }
    std::size_t chartCount() const override { return 5; }
    void setTitles() override;
    void finished(const RunData& run) override;
    std::vector<QString> chartFileNames() const override;

    /// The exact solution of `model` at `samples` times over its interval (q, v, λ columns);
    /// null without one.
    static std::shared_ptr<RunData> sampleExact(const core::Model& model, int samples);

protected:
    void bindRun(const std::shared_ptr<RunData>& run) override;

private:
    core::Model m_model;
    std::shared_ptr<RunData> m_exact;
    ChartOptions m_options;
};

class LinearResultView final : public ResultView {
    Q_DECLARE_TR_FUNCTIONS(mechlab::ui::LinearResultView)

public:
    LinearResultView(std::vector<ChartPanel*> charts, core::LinearDaeModel model);
    core::ModelKind kind() const override { return core::ModelKind::LinearDae; }
    std::size_t chartCount() const override { return 2; }
    void setTitles() override;
    std::vector<QString> chartFileNames() const override;

protected:
    void bindRun(const std::shared_ptr<RunData>& run) override;

private:
    core::LinearDaeModel m_model;
};

} // namespace mechlab::ui
