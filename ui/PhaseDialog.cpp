#include "PhaseDialog.h"

#include "Text.h"
#include "plot/ChartPanel.h"

#include <QComboBox>
#include <QFileDialog>
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
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the phase portrait"), "phase-portrait.png",
            tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !m_chart->exportTo(path, &error))
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    auto* buttons = new QHBoxLayout;
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

// The values of both formulas at every recorded row, afresh.
void PhaseDialog::rebuild() {
    m_chart->clearCurves();
    m_values = std::make_shared<Values>();
    const QString xText = m_x->currentText().trimmed(), yText = m_y->currentText().trimmed();
    m_chart->setTitle(tr("%1 against %2").arg(yText, xText));
    m_chart->setXTitle(xText);
    m_chart->setYTitle(yText);
    if (m_xFormula && m_yFormula && m_run) {
        CurveData data;
        data.owner = m_values;
        data.x = &m_values->x;
        data.y = &m_values->y;
        m_chart->addPath(tr("%1 against %2").arg(yText, xText), data, QPen(paletteColor(0), 1.6));
        runUpdated();
    } else {
        m_chart->setMarker(std::nan(""), std::nan(""), Qt::black);
        m_chart->refresh();
    }
}

void PhaseDialog::runUpdated() {
    // A closed window evaluates nothing; shown again, it catches up from where it stopped.
    if (!isVisible() || !m_run || !m_xFormula || !m_yFormula || !m_values) return;
    const core::Trajectory& tr = m_run->trajectory;
    Values& v = *m_values;
    const std::vector<double>& times = tr.column(0).values;
    // The run's store thins its rows when it grows long: then everything is evaluated again.
    if (v.t.size() > times.size() || (!v.t.empty() && times[v.t.size() - 1] != v.t.back())) {
        v.t.clear();
        v.x.clear();
        v.y.clear();
    }
    const std::size_t first = v.t.size();
    v.t.insert(v.t.end(), times.begin() + std::ptrdiff_t(first), times.end());
    m_xFormula->evaluate(tr, first, v.x);
    m_yFormula->evaluate(tr, first, v.y);
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
