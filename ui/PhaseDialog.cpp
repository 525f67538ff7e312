#include "PhaseDialog.h"

#include "FileDialogs.h"
#include "Text.h"
#include "plot/ChartPanel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace mechlab::ui {

PhaseDialog::PhaseDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Phase portrait and formulas"));
    const QString help =
        tr("A formula of t, the coordinates, the velocities (x_dot), the parameters and the "
           "multipliers (lambda1, ..., mu1, ...); pick a recorded quantity or type");
    auto field = [&](const QString& name) {
        auto* box = new QComboBox;
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setObjectName(name);
        box->setToolTip(help);
        box->setMinimumContentsLength(24);
        connect(box, &QComboBox::editTextChanged, this, [this] {
            compile();
            rebuild();
        });
        return box;
    };
    m_x = field("phaseHorizontal");
    m_y = field("phaseVertical");
    m_message = new QLabel;
    m_message->setStyleSheet("color: #b00020");
    m_message->setWordWrap(true);
    m_chart = new ChartPanel(tr("Phase portrait"), QString(), ChartPanel::Scale::Linear);
    m_chart->setXAxis(QString(), ChartPanel::Scale::Linear);
    m_chart->setMinimumSize(420, 320);
    auto* form = new QFormLayout;
    form->addRow(tr("&Horizontal"), m_x);
    form->addRow(tr("&Vertical"), m_y);
    auto* exportButton = new QPushButton(tr("&Export..."));
    exportButton->setToolTip(tr("Save the chart as PNG, SVG or PDF, or its path as CSV"));
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path =
            askSaveFile(this, tr("Export the phase portrait"), "phase-portrait.png",
                        tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !m_chart->exportTo(path, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    auto* add = new QPushButton(tr("&Add curve"));
    add->setObjectName("phaseAddCurve");
    add->setToolTip(tr("Keep this curve on the chart and type the next one (each kept curve in "
                       "its colour, computed again for every run)"));
    connect(add, &QPushButton::clicked, this, &PhaseDialog::keepCurve);
    auto* clear = new QPushButton(tr("C&lear"));
    clear->setObjectName("phaseClearCurves");
    clear->setToolTip(tr("Remove the kept curves"));
    connect(clear, &QPushButton::clicked, this, [this] {
        m_kept.clear();
        rebuild();
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(clear);
    buttons->addStretch(1);
    buttons->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_chart, 1);
    layout->addLayout(buttons);
    resize(620, 560);
}

PhaseDialog::~PhaseDialog() = default;

QString PhaseDialog::message() const {
    return m_message->text();
}

QStringList PhaseDialog::keptCurves() const {
    QStringList names;
    for (const Kept& k : m_kept) names << tr("%1 against %2").arg(k.y, k.x);
    return names;
}

void PhaseDialog::keepCurve() {
    if (!m_xFormula || !m_yFormula) return;
    const QString x = m_x->currentText().trimmed(), y = m_y->currentText().trimmed();
    for (const Kept& k : m_kept)
        if (k.x == x && k.y == y) return;
    m_kept.push_back({x, y, m_xFormula, m_yFormula, nullptr});
    rebuild();
}

void PhaseDialog::setModel(const core::Model& model) {
    const bool sameCoordinates = m_model && m_model->spec().coordinates == model.spec().coordinates;
    m_model = model;
    if (!sameCoordinates) {
        // The quantities recorded, as formulas: t, q, v, the multipliers.
        QStringList names{"t"};
        for (int i = 0; i < model.coordinateCount(); ++i) names << q(model.coordinateName(i));
        for (int i = 0; i < model.coordinateCount(); ++i) names << q(model.velocityName(i));
        for (int j = 0; j < model.constraintCount(); ++j) names << q(model.multiplierName(j));
        for (QComboBox* box : {m_x, m_y}) {
            const QSignalBlocker block(box);
            box->clear();
            box->addItems(names);
        }
        const QSignalBlocker bx(m_x), by(m_y);
        m_x->setCurrentText(q(model.coordinateName(0)));
        m_y->setCurrentText(q(model.velocityName(0)));
    }
    // Kept curves: compiled again for the model's parameters; another model's are dropped.
    if (!sameCoordinates) m_kept.clear();
    std::vector<Kept> kept;
    for (const Kept& k : m_kept) {
        auto x = core::ModelExpression::compile(model, k.x.toStdString());
        auto y = core::ModelExpression::compile(model, k.y.toStdString());
        if (std::holds_alternative<core::ModelExpression>(x) &&
            std::holds_alternative<core::ModelExpression>(y))
            kept.push_back({k.x, k.y, std::get<core::ModelExpression>(std::move(x)),
                            std::get<core::ModelExpression>(std::move(y)), nullptr});
    }
    m_kept = std::move(kept);
    m_run.reset();
    compile();
    rebuild();
}

void PhaseDialog::setRun(std::shared_ptr<const RunData> run) {
    m_run.reset();
    if (run && m_model && run->kind == core::ModelKind::Mechanical) {
        const core::Trajectory& tr = run->trajectory;
        const int n = m_model->coordinateCount(), m = m_model->constraintCount();
        bool same = tr.columnCount() > 2 * n + m;
        for (int i = 0; same && i < n; ++i)
            same = tr.column(1 + i).name == m_model->coordinateName(i);
        for (int j = 0; same && j < m; ++j)
            same = tr.column(1 + 2 * n + j).name == m_model->multiplierName(j);
        if (same) m_run = std::move(run);
    }
    rebuild();
}

void PhaseDialog::compile() {
    m_xFormula.reset();
    m_yFormula.reset();
    if (!m_model) return;
    QStringList problems;
    auto one = [&](QComboBox* box, const QString& axis, std::optional<core::ModelExpression>& out) {
        auto result = core::ModelExpression::compile(*m_model, box->currentText().toStdString());
        if (auto* d = std::get_if<core::Diagnostic>(&result)) {
            core::Diagnostic named = *d;
            named.location = core::Location(axis.toStdString());
            problems << q(named.toString());
        } else {
            out = std::get<core::ModelExpression>(std::move(result));
        }
    };
    one(m_x, tr("horizontal"), m_xFormula);
    one(m_y, tr("vertical"), m_yFormula);
    m_message->setText(problems.join("\n"));
    m_message->setVisible(!problems.isEmpty());
}

// The values of both formulas at every recorded row, afresh: the kept curves, then the one the
// fields define.
void PhaseDialog::rebuild() {
    m_chart->clearCurves();
    m_values = std::make_shared<Values>();
    const QString xText = m_x->currentText().trimmed(), yText = m_y->currentText().trimmed();
    m_chart->setTitle(m_kept.empty() ? tr("%1 against %2").arg(yText, xText) : tr("Formulas"));
    m_chart->setXTitle(xText);
    m_chart->setYTitle(m_kept.empty() ? yText : QString());
    auto add = [&](const QString& name, const std::shared_ptr<Values>& values, QColor color) {
        CurveData data;
        data.owner = values;
        data.x = &values->x;
        data.y = &values->y;
        m_chart->addPath(name, data, QPen(color, 1.6));
    };
    for (std::size_t k = 0; k < m_kept.size(); ++k) {
        m_kept[k].values = std::make_shared<Values>();
        if (m_run)
            add(tr("%1 against %2").arg(m_kept[k].y, m_kept[k].x), m_kept[k].values,
                paletteColor(int(k) + 1));
    }
    const bool live = m_xFormula && m_yFormula && m_run;
    if (live) add(tr("%1 against %2").arg(yText, xText), m_values, paletteColor(0));
    if (live || (m_run && !m_kept.empty())) {
        runUpdated();
    } else {
        m_chart->setMarker(std::nan(""), std::nan(""), Qt::black);
        m_chart->refresh();
    }
}

void PhaseDialog::evaluate(const core::ModelExpression& x, const core::ModelExpression& y,
                           Values& v) {
    const core::Trajectory& tr = m_run->trajectory;
    const std::vector<double>& times = tr.column(0).values;
    // The run's store thins its rows when it grows long: then everything is evaluated again.
    if (v.t.size() > times.size() || (!v.t.empty() && times[v.t.size() - 1] != v.t.back())) {
        v.t.clear();
        v.x.clear();
        v.y.clear();
    }
    const std::size_t first = v.t.size();
    v.t.insert(v.t.end(), times.begin() + std::ptrdiff_t(first), times.end());
    x.evaluate(tr, first, v.x);
    y.evaluate(tr, first, v.y);
}

void PhaseDialog::runUpdated() {
    // A closed window evaluates nothing; shown again, it catches up from where it stopped.
    if (!isVisible() || !m_run) return;
    for (Kept& k : m_kept)
        if (k.values) evaluate(*k.xFormula, *k.yFormula, *k.values);
    if (m_xFormula && m_yFormula && m_values) evaluate(*m_xFormula, *m_yFormula, *m_values);
    m_chart->refresh();
    setTime(m_time);
}

void PhaseDialog::setTime(double t) {
    m_time = t;
    if (!m_values || m_values->t.empty() || !std::isfinite(t)) {
        m_chart->setMarker(std::nan(""), std::nan(""), Qt::black);
        return;
    }
    const core::Bracket b = core::bracket(m_values->t, t);
    m_chart->setMarker(b.of(m_values->x), b.of(m_values->y), QColor(200, 30, 30));
}

} // namespace mechlab::ui
