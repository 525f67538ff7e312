#include "ResultView.h"

#include "Text.h"
#include "plot/ChartPanel.h"
#include "record/EnergyBalance.h"
#include "record/Recorder.h"
#include "system/MechanicalSystem.h"

#include <algorithm>
#include <cmath>

namespace mechlab::ui {

namespace {

// Computed curves solid, exact ones dashed in a darker shade of the same colour and drawn on top,
// so that both show where they coincide; the previous run faded, a pinned run dotted.
QPen solidPen(const QColor& c) {
    return QPen(c, 2.0);
}
QPen exactPen(const QColor& c) {
    QPen p(c.darker(175), 1.5, Qt::DashLine);
    p.setDashPattern({4, 3});
    return p;
}
QPen fadedPen(QColor c) {
    c.setAlpha(80);
    return QPen(c, 2.0);
}
QPen comparisonPen(const QColor& c) {
    return QPen(c.darker(160), 1.5, Qt::DotLine);
}

CurveData curve(const std::shared_ptr<RunData>& run, int column) {
    return CurveData{run, &run->trajectory.column(0).values,
                     &run->trajectory.column(column).values};
}

// `title`, with how many of `count` curves the chart draws where it does not draw them all.
QString shownOf(const QString& title, int count) {
    if (count <= ResultView::kMaxCurves) return title;
    return ResultView::tr("%1: the first %2 of %3")
        .arg(title)
        .arg(ResultView::kMaxCurves)
        .arg(count);
}

} // namespace

std::unique_ptr<ResultView> ResultView::create(std::vector<ChartPanel*> charts,
                                               const core::AnyModel& model,
                                               std::shared_ptr<RunData> exact,
                                               const ChartOptions& options) {
    if (const core::Model* m = model.mechanical())
        return std::make_unique<MechanicalResultView>(std::move(charts), *m, std::move(exact),
                                                      options);
    return std::make_unique<LinearResultView>(std::move(charts), *model.linearDae());
}

QString ResultView::statistics(const core::RunReport& report) {
    const auto& st = report.result.stats;
    const auto& su = report.summary;
    const bool linear = report.kind == core::ModelKind::LinearDae;
    QString text = tr("%1 (%2) · steps %3, rejected %4 · %5 %6 · linear solves %7")
                       .arg(q(report.result.method), q(report.result.settingsText))
                       .arg(st.steps)
                       .arg(st.rejected)
                       .arg(linear ? tr("f evaluations") : tr("M/f evaluations"))
                       .arg(st.rhsEvals)
                       .arg(st.linearSolves);
    if (report.pointsKept < report.points)
        text += tr(" · showing %1 of %2 points (thinned to fit in memory, extremes kept)")
                    .arg(report.pointsKept)
                    .arg(report.points);
    if (!st.warnings.empty())
        text += st.warnings.size() == 1 ? tr(" · 1 warning (see above)")
                                        : tr(" · %1 warnings (see above)").arg(st.warnings.size());
    if (linear) {
        text += tr(" · factorizations %1 · CPU %2 s")
                    .arg(st.factorizations)
                    .arg(st.cpuSeconds, 0, 'g', 3);
        if (su.hasErrorQ) text += tr(" · max error %1 (closed form)").arg(sci(su.maxErrorQ));
        return text;
    }
    text += tr(" · CPU %1 s · max |g| %2 · max |Gv| %3")
                .arg(st.cpuSeconds, 0, 'g', 3)
                .arg(sci(su.maxAbsG), sci(su.maxAbsGv));
    const core::EnergyRecord::Drift drift = su.energy.drift();
    const QString unit = report.energyUnit.empty() ? QString() : " " + q(report.energyUnit);
    switch (drift.kind) {
    case core::EnergyRecord::Kind::Relative:
        text += tr(" · energy drift %1 (relative to |E0|)").arg(sci(drift.value));
        break;
    case core::EnergyRecord::Kind::Absolute:
        text += tr(" · energy drift %1%2 (absolute)").arg(sci(drift.value), unit);
        break;
    case core::EnergyRecord::Kind::NotConserved:
        text += tr(" · energy not conserved");
        break;
    }
    for (const core::InvariantRecord& c : su.invariants)
        if (c.points > 0) text += tr(" · %1 drift %2 (of its size)").arg(q(c.name), sci(c.drift()));
    if (su.hasErrorQ) text += tr(" · max error q %1").arg(sci(su.maxErrorQ));
    if (su.hasErrorV) text += tr(", v %1").arg(sci(su.maxErrorV));
    if (su.hasErrorLambda) text += tr(", λ %1").arg(sci(su.maxErrorLambda));
    return text;
}

void ResultView::bind(const std::shared_ptr<RunData>& run, const std::vector<Overlay>& overlays) {
    m_overlays = overlays;
    m_overlayLegend.clear();
    for (std::size_t k = 0; k < chartCount(); ++k) m_charts[k]->setXRange(run->tStart, run->tEnd);
    bindRun(run);
}

void ResultView::addRunCurve(ChartPanel* chart, const std::shared_ptr<RunData>& run,
                             const QString& name, const std::string& column, const QColor& color,
                             bool secondary, const std::function<double(const RunData&)>& offset,
                             const std::string& minus) {
    const int k = run->trajectory.find(column);
    if (k < 0) return;
    // The column subtracted, of the same run.
    auto subtract = [&minus](const RunData& r, CurveData& data) {
        if (minus.empty()) return true;
        const int km = r.trajectory.find(minus);
        if (km >= 0) data.minus = &r.trajectory.column(km).values;
        return km >= 0;
    };
    for (std::size_t i = 0; i < m_overlays.size(); ++i) {
        const Overlay& o = m_overlays[i];
        const int ko = o.data->trajectory.find(column);
        if (ko < 0) continue;
        CurveData data = curve(o.data, ko);
        if (offset) data.yOffset = offset(*o.data);
        if (!subtract(*o.data, data)) continue;
        // One legend entry per overlay and chart, on its first curve.
        const bool first = m_overlayLegend.insert({chart, i}).second;
        chart->addCurve(o.label, data, o.faded ? fadedPen(color) : comparisonPen(color), secondary,
                        first, true);
    }
    CurveData data = curve(run, k);
    if (offset) data.yOffset = offset(*run);
    if (subtract(*run, data)) chart->addCurve(name, data, solidPen(color), secondary);
}

MechanicalResultView::MechanicalResultView(std::vector<ChartPanel*> charts, core::Model model,
                                           std::shared_ptr<RunData> exact,
                                           const ChartOptions& options)
    : ResultView(std::move(charts)), m_model(std::move(model)), m_exact(std::move(exact)),
      m_options(options) {}

void MechanicalResultView::setTitles() {
    m_charts[0]->setTitle(tr("Coordinates"));
    m_charts[1]->setTitle(tr("Error against the exact solution"));
    m_charts[2]->setTitle(tr("Energy"));
}

std::vector<QString> MechanicalResultView::chartFileNames() const {
    return {"coordinates", "error", "energy", "residuals", "multipliers"};
}

void MechanicalResultView::bindRun(const std::shared_ptr<RunData>& run) {
    const core::Model& model = m_model;
    const int n = model.coordinateCount(), m = model.constraintCount();
    // `offset` (per run) is subtracted from the column: the energy is shown as E - E0.
    auto add = [&](ChartPanel* chart, const QString& name, const char* column, const QColor& color,
                   bool secondary = false,
                   const std::function<double(const RunData&)>& offset = nullptr) {
        addRunCurve(chart, run, name, column, color, secondary, offset);
    };
    // The coordinates' unit on the axis when they share one.
    QString unit = q(model.spec().coordinates.front().unit);
    for (const auto& c : model.spec().coordinates)
        if (q(c.unit) != unit) unit.clear();
    m_charts[0]->setYTitle(unit.isEmpty() ? "q" : QString("q [%1]").arg(unit));
    m_charts[0]->setTitle(
        shownOf(m_exact ? tr("Coordinates (dashed: exact)") : tr("Coordinates"), n));
    m_charts[4]->setTitle(m == 0 ? tr("Multipliers: this model has no constraints")
                                 : shownOf(m_exact && model.hasExactMultipliers()
                                               ? tr("Multipliers (dashed: exact)")
                                               : tr("Multipliers"),
                                           m));
    for (int i = 0; i < std::min(n, kMaxCurves); ++i) {
        const std::string name = model.coordinateName(i);
        add(m_charts[0], q(name), name.c_str(), paletteColor(i));
        if (m_exact)
            m_charts[0]->addCurve(q(name) + tr(" exact"), curve(m_exact, 1 + i),
                                  exactPen(paletteColor(i)), false, false);
    }
    const core::Model& started = m_model;
    // Exact formulas that do not apply at these parameter values are not drawn: the tooltip
    // says why (Model::exactSolutionNote).
    m_charts[1]->setTitle(model.hasExactSolution() ? tr("Error against the exact solution")
                          : !started.references().empty()
                              ? tr("Error against the reference values (marked when reached)")
                          : !model.exactSolutionNote().empty()
                              ? tr("Error: no exact solution for these values")
                              : tr("Error: this model has no exact solution"));
    m_charts[1]->setToolTip(q(model.exactSolutionNote()));
    m_charts[1]->setYTitle(tr("max-norm error"));
    add(m_charts[1], "q", "err_q", paletteColor(0));
    add(m_charts[1], "v", "err_v", paletteColor(1));
    add(m_charts[1], QString::fromUtf8("\u03bb"), "err_lambda", paletteColor(2));
    // The energy as its change E - E0 (the quantity a conservative method keeps near zero);
    // E0 of each run is its initial energy.
    const double e0 =
        core::MechanicalSystem(started).energy(started.tStart(), started.q0(), started.v0());
    auto initialEnergy = [&, e0](const RunData& r) {
        const int k = r.trajectory.find("energy");
        return &r == run.get() || r.trajectory.rowCount() == 0
                   ? e0
                   : r.trajectory.column(k).values.front();
    };
    const QString eunit = q(started.spec().energyUnit);
    // The run's own probe (on the worker thread); probed here only for a run that has none yet.
    const core::EnergyConservation conservation =
        run->energyConservation ? *run->energyConservation : core::checkEnergyConservation(started);
    m_charts[2]->setSecondaryTitle(eunit.isEmpty() ? tr("|E - E0| (absolute)")
                                                   : tr("|E - E0| [%1] (absolute)").arg(eunit));
    if (m_options.energySplit) {
        // Kinetic and the rest exchange while their sum stays (for a conservative model); the
        // drift has its own view.
        m_charts[2]->setTitle(conservation.conserved ? tr("Energy: kinetic T, V = E - T")
                                                     : tr("Energy (not conserved): T, V = E - T"));
        m_charts[2]->setYTitle(eunit.isEmpty() ? tr("energy") : tr("energy [%1]").arg(eunit));
        add(m_charts[2], tr("T"), "kinetic", paletteColor(3));
        addRunCurve(m_charts[2], run, tr("V = E - T"), "energy", paletteColor(2), false, nullptr,
                    "kinetic");
        add(m_charts[2], tr("E"), "energy", paletteColor(0));
    } else {
        m_charts[2]->setTitle(conservation.conserved
                                  ? tr("Energy (E0 = %1%2)")
                                        .arg(e0, 0, 'g', 6)
                                        .arg(eunit.isEmpty() ? "" : " " + eunit)
                                  : tr("Energy: not conserved (%1)").arg(q(conservation.brief)));
        m_charts[2]->setYTitle(eunit.isEmpty() ? tr("E - E0") : tr("E - E0 [%1]").arg(eunit));
        add(m_charts[2], tr("E - E0"), "energy", paletteColor(0), false, initialEnergy);
        add(m_charts[2], conservation.conserved ? tr("|E - E0| (drift)") : tr("|E - E0|"), "abs_dE",
            paletteColor(1), true);
    }
    // The conserved quantities the model declares, as their changes |I - I0| on the same
    // logarithmic axis (each in its own unit, which the legend names).
    const std::vector<core::InvariantSpec>& conserved = started.spec().invariants;
    if (!conserved.empty()) m_charts[2]->setSecondaryTitle(tr("|E - E0|, |I - I0|"));
    for (std::size_t k = 0; k < conserved.size() && int(k) < kMaxCurves; ++k) {
        const core::InvariantSpec& c = conserved[k];
        const QString label = QString("|%1 - %1_0|").arg(q(c.name));
        add(m_charts[2], c.unit.empty() ? label : QString("%1 [%2]").arg(label, q(c.unit)),
            ("abs_d" + c.name).c_str(), paletteColor(4 + int(k)), true);
    }
    const int mh = model.holonomicCount();
    m_charts[3]->setTitle(m == 0 ? tr("Constraint residuals: this model has no constraints")
                                 : tr("Constraint residuals"));
    if (mh > 0) {
        add(m_charts[3], "|g|", "abs_g", paletteColor(0));
        add(m_charts[3], "|G v + g_t|", "abs_Gv", paletteColor(1));
    }
    add(m_charts[3], "|A v + b|", "abs_Av_b", paletteColor(2));
    for (int j = 0; j < std::min(m, kMaxCurves); ++j) {
        const std::string name = model.multiplierName(j); // the recorded column
        // Short legend entry: lambda of a holonomic constraint, mu of a velocity constraint.
        const QString label = j < mh ? QString::fromUtf8("\u03bb%1").arg(j + 1)
                                     : QString::fromUtf8("\u03bc%1").arg(j - mh + 1);
        add(m_charts[4], label, name.c_str(), paletteColor(j));
        if (m_exact && model.hasExactMultipliers())
            m_charts[4]->addCurve(label + tr(" exact"), curve(m_exact, 1 + 2 * n + j),
                                  exactPen(paletteColor(j)), false, false);
    }
}

void MechanicalResultView::finished(const RunData& run) {
    // Reference values hold at the file's parameters: the model carries them only there.
    const core::Model& model = m_model;
    ChartPanel* chart = m_charts[1];
    chart->setToolTip(q(model.exactSolutionNote()));
    if (model.hasExactSolution()) return;
    std::vector<core::ReferenceErrors> errors = core::referenceErrorsAt(model, run.trajectory);
    std::erase_if(errors, [](const core::ReferenceErrors& e) { return e.count == 0; });
    if (errors.empty()) return;
    // Relative errors per component at each reference time reached, as marked points; the
    // title gives the significant correct digits (the worst over those times).
    const bool has[3] = {true, errors.front().hasV, errors.front().hasLambda};
    std::vector<double> t, e[3];
    for (const core::ReferenceErrors& r : errors) {
        t.push_back(r.t);
        const double values[3] = {r.relErrorQ, r.relErrorV, r.relErrorLambda};
        for (int k = 0; k < 3; ++k) e[k].push_back(values[k]);
    }
    const core::ReferenceErrors all = core::worstReferenceErrors(errors);
    const double worst[3] = {all.relErrorQ, all.relErrorV, all.relErrorLambda};
    const double accuracy[3] = {all.accuracyQ, all.accuracyV, all.accuracyLambda};
    const QString names[3] = {tr("q (reference)"), tr("v (reference)"), tr("λ (reference)")};
    QStringList digits;
    // Digits at the reference values' own accuracy are marked: they measure the reference as
    // much as the run.
    bool marked = false;
    for (int k = 0; k < 3; ++k) {
        if (!has[k]) continue;
        chart->addPoints(names[k], t, e[k], QPen(paletteColor(k), 1.5));
        const bool atAccuracy = core::ReferenceErrors::atAccuracy(worst[k], accuracy[k]);
        marked = marked || atAccuracy;
        digits << QString("%1 %2%3")
                      .arg(names[k].section(' ', 0, 0))
                      .arg(core::ReferenceErrors::scd(worst[k]), 0, 'f', 1)
                      .arg(atAccuracy ? "*" : "");
    }
    chart->setTitle(tr("Reference values: %1 correct digits").arg(digits.join(", ")));
    if (marked)
        chart->setToolTip(tr("*: the error is at the reference values' own accuracy: more digits "
                             "cannot be measured against them"));
    chart->setYTitle(tr("max relative error (floor 1e-4 of the largest)"));
}

std::shared_ptr<RunData> MechanicalResultView::sampleExact(const core::Model& model, int samples) {
    if (!model.hasExactSolution()) return nullptr;
    auto exact = std::make_shared<RunData>();
    core::MechanicalSystem sys(model);
    exact->trajectory.addColumn("t", "s");
    const int n = model.coordinateCount(), m = model.constraintCount();
    for (int i = 0; i < 2 * n + m; ++i) exact->trajectory.addColumn("", "");
    std::vector<double> row(std::size_t(1 + 2 * n + m), std::nan(""));
    Eigen::VectorXd qx, vx(n), lx(m);
    vx.setConstant(std::nan(""));
    lx.setConstant(std::nan(""));
    for (int k = 0; k < samples; ++k) {
        const double t = model.tStart() + (model.tEnd() - model.tStart()) * k / (samples - 1);
        row[0] = t;
        sys.exact(t, &qx, &vx, &lx); // one evaluation for positions, velocities, multipliers
        std::copy(qx.data(), qx.data() + n, row.begin() + 1);
        std::copy(vx.data(), vx.data() + n, row.begin() + 1 + n);
        std::copy(lx.data(), lx.data() + m, row.begin() + 1 + 2 * n);
        exact->trajectory.appendRow(row.data());
    }
    exact->finished = true;
    return exact;
}

LinearResultView::LinearResultView(std::vector<ChartPanel*> charts, core::LinearDaeModel model)
    : ResultView(std::move(charts)), m_model(std::move(model)) {}

std::vector<QString> LinearResultView::chartFileNames() const {
    return {"unknowns", "error"};
}

void LinearResultView::setTitles() {
    const bool regular = m_model.pencil().regular;
    QString unit = q(m_model.spec().coordinates.front().unit);
    for (const auto& c : m_model.spec().coordinates)
        if (q(c.unit) != unit) unit.clear();
    m_charts[0]->setTitle(
        shownOf(regular ? tr("Unknowns x (dashed: closed form)") : tr("Unknowns x"),
                m_model.unknownCount()));
    m_charts[0]->setYTitle(unit.isEmpty() ? "x" : QString("x [%1]").arg(unit));
    m_charts[1]->setTitle(regular ? tr("Error against the closed-form solution")
                                  : tr("Error: the pencil is not regular"));
    m_charts[1]->setYTitle(tr("max-norm error"));
}

void LinearResultView::bindRun(const std::shared_ptr<RunData>& run) {
    const core::LinearDaeModel& model = m_model;
    setTitles();
    auto add = [&](ChartPanel* chart, const QString& name, const std::string& column,
                   const QColor& color) { addRunCurve(chart, run, name, column, color); };
    for (int i = 0; i < std::min(model.unknownCount(), kMaxCurves); ++i) {
        const std::string name = model.unknownName(i);
        add(m_charts[0], q(name), name, paletteColor(i));
        if (const int k = run->trajectory.find(name + "_exact"); k >= 0)
            m_charts[0]->addCurve(q(name) + tr(" closed form"), curve(run, k),
                                  exactPen(paletteColor(i)), false, false);
    }
    add(m_charts[1], tr("max_i |x_i - x_i,exact|"), "err_x", paletteColor(0));
}

} // namespace mechlab::ui
