// The editor's model: a spec shown in the tables and fields (load) and read back from them
// (spec), with the file's reference values kept while the parameters they belong to are unchanged.

#include "ModelEditor.h"
#include "Text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <algorithm>

namespace mechlab::ui {

std::string ModelEditor::cellText(const QTableWidget* t, int row, int column) {
    const QTableWidgetItem* item = t->item(row, column);
    return item ? item->text().trimmed().toStdString() : std::string();
}

namespace {

void setCell(QTableWidget* t, int row, int column, const std::string& text) {
    // QTableWidget drops (and leaks) an item placed outside its rows and columns.
    Q_ASSERT(row < t->rowCount() && column < t->columnCount());
    auto* item = t->item(row, column);
    if (!item) {
        // A blank cell needs no item (the table makes one when something is typed in it): a
        // mass matrix of 2000 coordinates has 4 million cells, almost all blank.
        if (text.empty()) return;
        item = new QTableWidgetItem;
        t->setItem(row, column, item);
    }
    item->setText(q(text));
}

// values[i], or an empty cell where the list is shorter than the table.
std::string entry(const std::vector<std::string>& values, int i) {
    return i < int(values.size()) ? values[std::size_t(i)] : std::string();
}

// M(i, j) the same way.
std::string entry(const std::vector<std::vector<std::string>>& M, int i, int j) {
    return i < int(M.size()) ? entry(M[std::size_t(i)], j) : std::string();
}

void fillRows(QTableWidget* t, const std::vector<std::vector<std::string>>& rows) {
    t->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r)
        for (int c = 0; c < int(rows[std::size_t(r)].size()) && c < t->columnCount(); ++c)
            setCell(t, r, c, rows[std::size_t(r)][std::size_t(c)]);
}

QString number(double v) {
    return QString::number(v, 'g', 17);
}

double toNumber(const QLineEdit* e, double fallback) {
    bool ok = false;
    const double v = QLocale::c().toDouble(e->text().trimmed(), &ok);
    return ok ? v : fallback;
}

} // namespace

void ModelEditor::setSpec(const core::ModelSpec& s) {
    load(s);
    m_undo->clear();
    m_lastSpec = spec();
}

void ModelEditor::load(const core::ModelSpec& s) {
    m_loading = true;
    // The large tables are read once when filled, not followed cell by cell.
    m_massCells.rows.reset();
    m_velocityCells.rows.reset();
    m_linear = s.isLinearDae();
    m_equations->setValue(m_linear ? std::max<int>(1, int(s.linear.E.size()))
                                   : int(s.coordinates.size()));
    m_name->setText(q(s.name));
    m_description->setPlainText(q(s.description));
    m_tStart->setText(number(s.tStart));
    m_tEnd->setText(number(s.tEnd));
    m_method->setCurrentIndex(std::max(0, m_method->findData(q(s.recommendedMethod))));
    m_recommendedSettings = s.recommendedSettings;
    m_drawing3d = s.drawing.three;
    m_references = s.references;
    m_referenceParameters.clear();
    for (const auto& p : s.parameters) m_referenceParameters.emplace_back(p.name, p.value);
    std::vector<std::vector<std::string>> rows;
    for (const auto& c : s.coordinates) rows.push_back({c.name, c.unit, c.position, c.velocity});
    fillRows(m_coordinates, rows);
    rows.clear();
    for (const auto& p : s.parameters)
        rows.push_back({p.name, number(p.value).toStdString(), p.unit, number(p.min).toStdString(),
                        number(p.max).toStdString(), p.description});
    fillRows(m_parameters, rows);
    rows.clear();
    for (const auto& d : s.definitions) rows.push_back({d.name, d.formula});
    fillRows(m_definitions, rows);
    rows.clear();
    for (const auto& g : s.constraints) rows.push_back({g});
    fillRows(m_constraints, rows);
    m_velocityConstraints->setRowCount(int(s.velocityConstraints.size()));
    // M comes from `s` below: nothing of the one before is carried into the new size.
    m_mass->setRowCount(0);
    m_mass->setColumnCount(0);
    m_massList->setRowCount(0);
    resizeToCoordinates();
    m_loading = true;
    const int n = int(s.coordinates.size());
    const int m = int(s.constraints.size() + s.velocityConstraints.size());
    for (int j = 0; j < int(s.velocityConstraints.size()); ++j) {
        const core::VelocityConstraintSpec& vc = s.velocityConstraints[std::size_t(j)];
        for (int k = 0; k < n; ++k) setCell(m_velocityConstraints, j, k, vc.coefficients.at(k));
        setCell(m_velocityConstraints, j, n, vc.offset);
    }
    for (int i = 0; m_linear && i < m_equations->value(); ++i) {
        for (int j = 0; j < n; ++j) {
            setCell(m_linearE, i, j, entry(s.linear.E, i, j));
            setCell(m_linearA, i, j, entry(s.linear.A, i, j));
        }
        setCell(m_linearF, i, 0, entry(s.linear.forcing, i));
    }
    updateKind();
    m_lagrangian->setText(q(s.lagrangian));
    m_dissipation->setText(q(s.dissipation));
    updateLagrangianMode();
    m_symmetric->setChecked(s.massSymmetric);
    showMass(s.mass);
    for (int i = 0; i < n; ++i) setCell(m_forces, i, 0, entry(s.forces, i));
    for (int i = 0; i < n; ++i) setCell(m_exact, i, 0, entry(s.exact.positions, i));
    if (!m_linear) {
        // A linear DAE's exact solution has one row per unknown: no velocities, no multipliers.
        for (int i = 0; i < n; ++i) setCell(m_exact, n + i, 0, entry(s.exact.velocities, i));
        for (int j = 0; j < m; ++j) setCell(m_exact, 2 * n + j, 0, entry(s.exact.multipliers, j));
    }
    m_potential->setText(q(s.potential));
    m_energy->setText(q(s.energy));
    m_energyUnit->setText(q(s.energyUnit));
    rows.clear();
    for (const auto& c : s.invariants) rows.push_back({c.name, c.formula, c.unit});
    fillRows(m_invariants, rows);
    m_exactHolds->setText(q(s.exact.holds));
    rows.clear();
    for (const auto& p : s.drawing.points) rows.push_back({p.name, p.x, p.y});
    fillRows(m_points, rows);
    rows.clear();
    for (const auto& g : s.drawing.segments) rows.push_back({g.from, g.to});
    fillRows(m_segments, rows);
    rows.clear();
    for (const auto& c : s.drawing.circles) rows.push_back({c.center, c.radius});
    fillRows(m_circles, rows);
    rows.clear();
    for (const auto& e : s.drawing.ellipses) rows.push_back({e.center, e.axis1, e.axis2});
    fillRows(m_ellipses, rows);
    rows.clear();
    for (const auto& a : s.drawing.arrows) rows.push_back({a.at, a.kind, a.x, a.y});
    fillRows(m_arrows, rows);
    m_caption->setText(q(s.drawing.caption));
    m_unit->setText(q(s.drawing.unit));
    QStringList traces;
    for (const auto& t : s.drawing.traces) traces << q(t);
    m_traces->setText(traces.join(", "));
    m_xmin->setText(q(s.drawing.xmin));
    m_xmax->setText(q(s.drawing.xmax));
    m_ymin->setText(q(s.drawing.ymin));
    m_ymax->setText(q(s.drawing.ymax));
    clearMarks();
    m_messages->clear();
    m_loading = false;
}

std::string ModelEditor::modelName() const {
    return m_name->text().toStdString();
}

core::ModelSpec ModelEditor::spec() const {
    core::ModelSpec s;
    s.name = modelName();
    s.description = m_description->toPlainText().toStdString();
    s.tStart = toNumber(m_tStart, 0.0);
    s.tEnd = toNumber(m_tEnd, std::nan(""));
    s.recommendedMethod = m_method->currentData().toString().toStdString();
    if (!s.recommendedMethod.empty()) s.recommendedSettings = m_recommendedSettings;
    s.drawing.three = m_drawing3d;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    const int m = mh + m_velocityConstraints->rowCount();
    for (int i = 0; i < n; ++i) {
        core::CoordinateSpec c{cellText(m_coordinates, i, 0), cellText(m_coordinates, i, 1),
                               cellText(m_coordinates, i, 2), cellText(m_coordinates, i, 3)};
        if (c.position.empty()) c.position = "0";
        if (c.velocity.empty()) c.velocity = "0";
        s.coordinates.push_back(c);
    }
    for (int r = 0; r < m_parameters->rowCount(); ++r) {
        core::ParameterSpec p;
        p.name = cellText(m_parameters, r, 0);
        bool ok = false;
        p.value = QLocale::c().toDouble(q(cellText(m_parameters, r, 1)), &ok);
        if (!ok) p.value = std::nan("");
        p.unit = cellText(m_parameters, r, 2);
        p.min = QLocale::c().toDouble(q(cellText(m_parameters, r, 3)), &ok);
        if (!ok) p.min = p.value;
        p.max = QLocale::c().toDouble(q(cellText(m_parameters, r, 4)), &ok);
        if (!ok) p.max = p.value;
        p.description = cellText(m_parameters, r, 5);
        s.parameters.push_back(p);
    }
    for (int r = 0; r < m_definitions->rowCount(); ++r)
        s.definitions.push_back({cellText(m_definitions, r, 0), cellText(m_definitions, r, 1)});
    if (m_linear) {
        for (auto& c : s.coordinates) c.velocity = "0";
        const int equations = m_equations->value();
        for (int i = 0; i < equations; ++i) {
            std::vector<std::string> e, a;
            for (int j = 0; j < n; ++j) {
                const std::string ej = cellText(m_linearE, i, j), aj = cellText(m_linearA, i, j);
                e.push_back(ej.empty() ? "0" : ej);
                a.push_back(aj.empty() ? "0" : aj);
            }
            s.linear.E.push_back(e);
            s.linear.A.push_back(a);
            const std::string fi = cellText(m_linearF, i, 0);
            s.linear.forcing.push_back(fi.empty() ? "0" : fi);
        }
        std::vector<std::string> exact;
        bool any = false;
        for (int i = 0; i < n; ++i) {
            exact.push_back(cellText(m_exact, i, 0));
            any = any || !exact.back().empty();
        }
        if (any) s.exact.positions = exact;
        if (sameReferenceParameters(s)) s.references = m_references;
        return s;
    }
    s.lagrangian = m_lagrangian->text().trimmed().toStdString();
    s.dissipation = m_dissipation->text().trimmed().toStdString();
    s.massSymmetric = m_symmetric->isChecked();
    if (s.lagrangian.empty()) {
        s.mass = shownMass();
        s.potential = m_potential->text().trimmed().toStdString();
    }
    for (int i = 0; i < n; ++i) s.forces.push_back(cellText(m_forces, i, 0));
    for (int j = 0; j < mh; ++j) s.constraints.push_back(cellText(m_constraints, j, 0));
    for (int j = 0; j < m - mh; ++j) {
        core::VelocityConstraintSpec vc;
        vc.coefficients = keptRows(m_velocityCells, n)[std::size_t(j)];
        vc.offset = cellText(m_velocityConstraints, j, n);
        s.velocityConstraints.push_back(vc);
    }
    s.energy = m_energy->text().trimmed().toStdString();
    s.energyUnit = m_energyUnit->text().trimmed().toStdString();
    for (int r = 0; r < m_invariants->rowCount(); ++r)
        s.invariants.push_back({cellText(m_invariants, r, 0), cellText(m_invariants, r, 1),
                                cellText(m_invariants, r, 2)});
    // Rows added at the end and left blank declare nothing (the others keep their row numbers,
    // which the diagnostics use).
    while (!s.invariants.empty() && s.invariants.back() == core::InvariantSpec{})
        s.invariants.pop_back();
    // Exact solution: a group is given when any of its rows is filled.
    auto group = [&](int first, int count) {
        std::vector<std::string> v;
        bool any = false;
        for (int r = first; r < first + count; ++r) {
            v.push_back(cellText(m_exact, r, 0));
            any = any || !v.back().empty();
        }
        return any ? v : std::vector<std::string>{};
    };
    s.exact.positions = group(0, n);
    s.exact.velocities = group(n, n);
    s.exact.multipliers = group(2 * n, m);
    s.exact.holds = m_exactHolds->text().trimmed().toStdString();
    for (int r = 0; r < m_points->rowCount(); ++r)
        s.drawing.points.push_back(
            {cellText(m_points, r, 0), cellText(m_points, r, 1), cellText(m_points, r, 2)});
    for (int r = 0; r < m_segments->rowCount(); ++r)
        s.drawing.segments.push_back({cellText(m_segments, r, 0), cellText(m_segments, r, 1)});
    for (int r = 0; r < m_circles->rowCount(); ++r)
        s.drawing.circles.push_back({cellText(m_circles, r, 0), cellText(m_circles, r, 1)});
    for (int r = 0; r < m_ellipses->rowCount(); ++r)
        s.drawing.ellipses.push_back(
            {cellText(m_ellipses, r, 0), cellText(m_ellipses, r, 1), cellText(m_ellipses, r, 2)});
    for (int r = 0; r < m_arrows->rowCount(); ++r)
        s.drawing.arrows.push_back({cellText(m_arrows, r, 0), cellText(m_arrows, r, 1),
                                    cellText(m_arrows, r, 2), cellText(m_arrows, r, 3)});
    s.drawing.caption = m_caption->text().trimmed().toStdString();
    s.drawing.unit = m_unit->text().trimmed().toStdString();
    for (const QString& t : m_traces->text().split(',', Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty()) s.drawing.traces.push_back(t.trimmed().toStdString());
    s.drawing.xmin = m_xmin->text().trimmed().toStdString();
    s.drawing.xmax = m_xmax->text().trimmed().toStdString();
    s.drawing.ymin = m_ymin->text().trimmed().toStdString();
    s.drawing.ymax = m_ymax->text().trimmed().toStdString();
    if (sameReferenceParameters(s)) s.references = m_references;
    return s;
}

void ModelEditor::keepCells(KeptCells& kept, QTableWidget* table) {
    kept.table = table;
    connect(table, &QTableWidget::itemChanged, this, [this, &kept](QTableWidgetItem* item) {
        const int row = item->row(), column = item->column();
        if (kept.rows && row < int(kept.rows->size()) && column < kept.columns)
            (*kept.rows)[std::size_t(row)].set(column, cellText(kept.table, row, column));
    });
    const QAbstractItemModel* model = table->model();
    const auto drop = [&kept] { kept.rows.reset(); };
    connect(model, &QAbstractItemModel::rowsInserted, this, drop);
    connect(model, &QAbstractItemModel::rowsRemoved, this, drop);
    connect(model, &QAbstractItemModel::columnsInserted, this, drop);
    connect(model, &QAbstractItemModel::columnsRemoved, this, drop);
}

const std::vector<core::FormulaRow>& ModelEditor::keptRows(KeptCells& kept, int columns) const {
    if (!kept.rows || kept.columns != columns) {
        kept.columns = columns;
        kept.rows.emplace();
        for (int r = 0; r < kept.table->rowCount(); ++r) {
            core::FormulaRow row = core::FormulaRow::blank(columns);
            for (int c = 0; c < columns; ++c)
                if (std::string text = cellText(kept.table, r, c); !text.empty())
                    row.set(c, std::move(text));
            kept.rows->push_back(std::move(row));
        }
    }
    return *kept.rows;
}

bool ModelEditor::sameReferenceParameters(const core::ModelSpec& s) const {
    bool same = s.parameters.size() == m_referenceParameters.size();
    for (std::size_t k = 0; same && k < s.parameters.size(); ++k)
        same = s.parameters[k].name == m_referenceParameters[k].first &&
               s.parameters[k].value == m_referenceParameters[k].second;
    return same;
}

// With a Lagrangian the mass matrix and the potential are derived from it: their fields rest.

void ModelEditor::setParameterValue(int index, double value) {
    if (index < 0 || index >= m_parameters->rowCount()) return;
    const bool was = m_loading;
    m_loading = true;
    setCell(m_parameters, index, 1, number(value).toStdString());
    m_loading = was;
    // A slider is not a model edit: the undo steps around it keep the value it set.
    if (std::size_t(index) < m_lastSpec.parameters.size())
        m_lastSpec.parameters[std::size_t(index)].value = QLocale::c().toDouble(number(value));
}

} // namespace mechlab::ui
