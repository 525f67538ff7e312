#include "ModelEditor.h"

#include "Text.h"
#include "run/Registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleValidator>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QUndoStack>
#include <QVBoxLayout>

namespace mechlab::ui {

namespace {

const QColor kErrorColor(255, 200, 200);
const char* const kCoordinatesHelp = QT_TR_NOOP(
    "Generalized coordinates q. Initial values are formulas of the parameters; the velocity of x "
    "is written x_dot in formulas.");
// Property of a line edit holding its help tooltip while an error message replaces it.
const char* const kHelpProperty = "mechlabHelp";

QTableWidget* makeTable(const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setDefaultSectionSize(22);
    t->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return t;
}

std::string cell(const QTableWidget* t, int row, int column) {
    const QTableWidgetItem* item = t->item(row, column);
    return item ? item->text().trimmed().toStdString() : std::string();
}

void setCell(QTableWidget* t, int row, int column, const std::string& text) {
    // QTableWidget drops (and leaks) an item placed outside its rows and columns.
    Q_ASSERT(row < t->rowCount() && column < t->columnCount());
    auto* item = t->item(row, column);
    if (!item) {
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

// Paints the error marks of one table and shows their messages as tooltips. The marks live here,
// not in the items: changing an item's data (its background) would emit itemChanged, which counts
// as an edit, and dataChanged, which resets an open cell editor to the committed text, so a
// marked cell could not be corrected while being typed in.
class ModelEditor::MarkDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void set(int row, int column, const QString& message) { m_marks[{row, column}] = message; }
    QString at(int row, int column) const { return m_marks.value({row, column}); }
    bool clear() {
        const bool had = !m_marks.isEmpty();
        m_marks.clear();
        return had;
    }

protected:
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyledItemDelegate::paint(painter, option, index);
        if (!m_marks.contains({index.row(), index.column()})) return;
        // A red frame too: the background of a selected cell is the selection's.
        painter->save();
        painter->setPen(QPen(QColor(200, 0, 0), 2));
        painter->drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1));
        painter->restore();
    }
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        if (m_marks.contains({index.row(), index.column()})) option->backgroundBrush = kErrorColor;
    }
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override {
        const QString message = m_marks.value({index.row(), index.column()});
        if (event->type() != QEvent::ToolTip || message.isEmpty())
            return QStyledItemDelegate::helpEvent(event, view, option, index);
        QToolTip::showText(event->globalPos(), message, view);
        return true;
    }

private:
    QHash<QPair<int, int>, QString> m_marks;
};

namespace {

// One model edit: the whole spec before and after it. Consecutive keystrokes in one field merge
// into one step.
class SpecEdit : public QUndoCommand {
public:
    SpecEdit(std::function<void(const core::ModelSpec&)> apply, core::ModelSpec before,
             core::ModelSpec after, int field, const QString& text)
        : QUndoCommand(text), m_apply(std::move(apply)), m_before(std::move(before)),
          m_after(std::move(after)), m_field(field) {}

    int id() const override { return m_field < 0 ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const SpecEdit*>(other);
        if (o->m_field != m_field) return false;
        m_after = o->m_after;
        return true;
    }
    void undo() override { m_apply(m_before); }
    void redo() override {
        if (m_first) { // the edit is already on screen
            m_first = false;
            return;
        }
        m_apply(m_after);
    }

private:
    std::function<void(const core::ModelSpec&)> m_apply;
    core::ModelSpec m_before, m_after;
    int m_field; // merge key of a typed-in field; -1: never merged
    bool m_first = true;
};

} // namespace

ModelEditor::ModelEditor(QWidget* parent) : QWidget(parent) {
    m_undo = new QUndoStack(this);
    m_tabs = new QTabWidget;
    m_tabs->setUsesScrollButtons(true);
    // A click on a tab focuses the tab bar, so that the arrow keys reach the parts scrolled out
    // of view in a narrow window.
    m_tabs->tabBar()->setFocusPolicy(Qt::StrongFocus);

    // General
    auto* general = new QWidget;
    auto* form = new QFormLayout(general);
    m_name = new QLineEdit;
    m_description = new QPlainTextEdit;
    m_description->setMaximumHeight(80);
    m_tStart = new QLineEdit;
    m_tEnd = new QLineEdit;
    for (QLineEdit* e : {m_tStart, m_tEnd}) {
        auto* v = new QDoubleValidator(e);
        v->setLocale(QLocale::c());
        e->setValidator(v);
    }
    m_method = new QComboBox;
    m_method->addItem(tr("(none)"), QString());
    for (const auto& e : core::methodRegistry()) m_method->addItem(q(e.info.id), q(e.info.id));
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Description"), m_description);
    form->addRow(tr("Start time [s]"), m_tStart);
    form->addRow(tr("End time [s]"), m_tEnd);
    form->addRow(tr("Recommended method"), m_method);
    m_tabs->addTab(general, tr("General"));

    m_coordinates =
        makeTable({tr("Name"), tr("Unit"), tr("Initial position"), tr("Initial velocity")});
    m_tabs->addTab(tableTab(m_coordinates, tr(kCoordinatesHelp), true), tr("Coordinates"));
    m_parameters = makeTable({tr("Name"), tr("Value"), tr("Unit"), tr("Slider min"),
                              tr("Slider max"), tr("Description")});
    m_tabs->addTab(tableTab(m_parameters,
                            tr("Parameters: formulas use them by name; each gets a slider."), true),
                   tr("Parameters"));
    m_definitions = makeTable({tr("Name"), tr("Formula")});
    m_tabs->addTab(
        tableTab(
            m_definitions,
            tr("Helper formulas, evaluated top to bottom; each is usable in every later formula."),
            true),
        tr("Definitions"));

    m_mass = makeTable({});
    m_symmetric = new QCheckBox(tr("Symmetric (the lower triangle is filled from the upper one)"));
    m_lagrangian = new QLineEdit;
    m_lagrangian->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_lagrangian->setPlaceholderText(tr("blank: the model is given by M, f and V"));
    m_lagrangian->setToolTip(
        tr("A Lagrangian L(t, q, v) instead of M and V, e.g. m*x_dot^2/2 - k*x^2/2. mechlab "
           "derives M = d2L/dv2 and the forces of the equations of motion (Check model shows "
           "them); the f table then holds the generalized forces Q acting besides L"));
    m_dissipation = new QLineEdit;
    m_dissipation->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_dissipation->setPlaceholderText(tr("blank: 0"));
    m_dissipation->setToolTip(
        tr("Rayleigh (Herglotz) dissipation rate alpha, a formula of the parameters: the force "
           "-alpha dL/dv (= -alpha M v) acts besides f; the contact integrators treat it as the "
           "Herglotz term -alpha z"));
    {
        auto* w = new QWidget;
        auto* l = new QVBoxLayout(w);
        auto* lform = new QFormLayout;
        lform->addRow(tr("Lagrangian L"), m_lagrangian);
        lform->addRow(tr("Dissipation alpha"), m_dissipation);
        l->addLayout(lform);
        auto* help = new QLabel(tr("Mass matrix M(q): a blank entry means 0 (not used when a "
                                   "Lagrangian is given)."));
        help->setWordWrap(true);
        l->addWidget(help);
        l->addWidget(m_symmetric);
        l->addWidget(m_mass);
        m_tabs->addTab(w, tr("M / L"));
        m_mechanicalTabs.push_back(w);
    }
    m_forces = makeTable({tr("f(t, q, v)")});
    m_mechanicalTabs.push_back(
        tableTab(m_forces,
                 tr("Applied forces, one per coordinate (blank means 0). With a "
                    "Lagrangian: the generalized forces Q besides L."),
                 false));
    m_tabs->addTab(m_mechanicalTabs.back(), tr("f"));
    m_constraints = makeTable({tr("g(q, t) = 0")});
    m_mechanicalTabs.push_back(
        tableTab(m_constraints, tr("Holonomic constraints. G = dg/dq is derived exactly."), true));
    m_tabs->addTab(m_mechanicalTabs.back(), tr("g"));
    m_velocityConstraints = makeTable({});
    m_mechanicalTabs.push_back(
        tableTab(m_velocityConstraints,
                 tr("Velocity constraints A(q, t) v + b(q, t) = 0 (nonholonomic, e.g. "
                    "rolling without slipping): one row per constraint, a coefficient "
                    "per coordinate and the offset b (blank means 0)."),
                 true));
    m_tabs->addTab(m_mechanicalTabs.back(), tr("A v + b"));

    // Linear DAE E x' = A x + f(t): one row per equation, one column per unknown.
    m_linearTab = new QWidget;
    {
        auto* l = new QVBoxLayout(m_linearTab);
        l->setContentsMargins(2, 2, 2, 2);
        auto* help = new QLabel(
            tr("E x' = A x + f(t) with constant E and A: entries are numbers or formulas of the "
               "parameters (blank means 0), f a formula of t and the parameters per equation. "
               "The unknowns are listed on the Unknowns tab."));
        help->setWordWrap(true);
        help->setStyleSheet("color: #555;");
        l->addWidget(help);
        auto* rows = new QFormLayout;
        m_equations = new QSpinBox;
        m_equations->setRange(1, 50);
        m_equations->setToolTip(tr("Number of equations (rows of E, A and f); a square pencil "
                                   "has one per unknown"));
        rows->addRow(tr("Equations"), m_equations);
        l->addLayout(rows);
        m_linearE = makeTable({});
        m_linearA = makeTable({});
        m_linearF = makeTable({tr("f(t)")});
        for (auto [table, title] :
             {std::pair{m_linearE, tr("E")}, {m_linearA, tr("A")}, {m_linearF, tr("f(t)")}}) {
            auto* label = new QLabel(title);
            label->setStyleSheet("font-weight: bold;");
            l->addWidget(label);
            l->addWidget(table, 1);
        }
        m_linearE->setToolTip(tr("The matrix E multiplying x' (singular for a DAE)"));
        m_linearA->setToolTip(tr("The matrix A multiplying x"));
        m_linearF->setToolTip(tr("The forcing f(t); its derivatives, which the solution of a "
                                 "higher-index DAE needs, are derived exactly"));
    }
    m_tabs->addTab(m_linearTab, tr("E, A, f"));

    auto* energy = new QWidget;
    auto* eform = new QFormLayout(energy);
    m_potential = new QLineEdit;
    m_energy = new QLineEdit;
    m_potential->setToolTip(tr("Potential V(q): the energy is 1/2 v'Mv + V"));
    m_energy->setToolTip(tr("Optional: a formula for the energy E(t, q, v) instead"));
    eform->addRow(tr("Potential V(q)"), m_potential);
    eform->addRow(tr("Energy formula"), m_energy);
    m_tabs->addTab(energy, tr("Energy"));
    m_mechanicalTabs.push_back(energy);

    m_exact = makeTable(
        {tr("Exact solution (formula of t and the parameters; leave a group blank if unknown)")});
    m_tabs->addTab(tableTab(m_exact,
                            tr("Exact solution for the error chart. Special functions ellipk, jsn, "
                               "jcn, jdn are available here."),
                            false),
                   tr("Exact"));

    auto* drawing = new QWidget;
    auto* dl = new QVBoxLayout(drawing);
    m_points = makeTable({tr("Point"), tr("x"), tr("y")});
    m_segments = makeTable({tr("From"), tr("To")});
    m_circles = makeTable({tr("Center"), tr("Radius")});
    m_ellipses = makeTable({tr("Center"), tr("Axis end 1"), tr("Axis end 2")});
    dl->addWidget(tableTab(m_points, tr("Points as formulas of t, q and the parameters"), true), 2);
    dl->addWidget(tableTab(m_segments, tr("Segments between points"), true), 1);
    dl->addWidget(tableTab(m_circles, tr("Circles"), true), 1);
    dl->addWidget(tableTab(m_ellipses,
                           tr("Ellipses through the ends of two conjugate semi-diameters (a "
                              "tilted disc seen from above: its centre and the images of two "
                              "perpendicular radii)"),
                           true),
                  1);
    auto* dform = new QFormLayout;
    m_traces = new QLineEdit;
    m_traces->setToolTip(tr("Points whose path is drawn, separated by commas"));
    dform->addRow(tr("Traced points"), m_traces);
    m_caption = new QLineEdit;
    m_caption->setToolTip(tr("A short text shown on the drawing, e.g. \"seen from above\""));
    dform->addRow(tr("Caption"), m_caption);
    m_unit = new QLineEdit;
    m_unit->setPlaceholderText("m");
    m_unit->setToolTip(tr("The length unit of the drawing's scale bar"));
    dform->addRow(tr("Length unit"), m_unit);
    auto* box = new QHBoxLayout;
    m_xmin = new QLineEdit, m_xmax = new QLineEdit, m_ymin = new QLineEdit, m_ymax = new QLineEdit;
    for (auto [e, label] :
         {std::pair{m_xmin, "xmin"}, {m_xmax, "xmax"}, {m_ymin, "ymin"}, {m_ymax, "ymax"}}) {
        e->setPlaceholderText(label);
        box->addWidget(e);
    }
    dform->addRow(tr("View box"), box);
    dl->addLayout(dform);
    m_tabs->addTab(drawing, tr("Drawing"));
    m_mechanicalTabs.push_back(drawing);

    m_messages = new QPlainTextEdit;
    m_messages->setReadOnly(true);
    m_messages->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_messages->setMaximumHeight(110);
    m_messages->setPlaceholderText(tr("The model is valid."));

    // Every part scrolls when the window is short (a projector's 720 lines): the tallest part
    // must not set the window's minimum height.
    for (int i = 0; i < m_tabs->count(); ++i) {
        QWidget* page = m_tabs->widget(i);
        const QString text = m_tabs->tabText(i);
        auto* scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        m_tabs->removeTab(i);
        scroll->setWidget(page);
        m_tabs->insertTab(i, scroll, text);
    }
    m_tabs->setCurrentIndex(0);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_messages);

    // Structure first (the sizes of M, f, ... follow the coordinates), then the edit is recorded.
    connect(m_coordinates, &QTableWidget::itemChanged, this, [this] {
        if (!m_loading) resizeToCoordinates();
    });
    connect(m_constraints, &QTableWidget::itemChanged, this, [this] {
        if (!m_loading) resizeToCoordinates();
    });
    connect(m_equations, &QSpinBox::valueChanged, this, [this] {
        if (m_loading) return;
        resizeToCoordinates();
        userEdit(-1, tr("Change the number of equations"));
    });
    for (QTableWidget* t : tables()) {
        auto* delegate = new MarkDelegate(t);
        t->setItemDelegate(delegate);
        m_marks[t] = delegate;
        connect(t, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
            userEdit(-1, tr("Edit %1").arg(item->text().left(30)));
        });
    }
    connect(m_lagrangian, &QLineEdit::textChanged, this, [this] { updateLagrangianMode(); });
    const QList<QLineEdit*> fields = lineEdits();
    for (int k = 0; k < fields.size(); ++k)
        connect(fields[k], &QLineEdit::textEdited, this,
                [this, k] { userEdit(k, tr("Type in a field")); });
    connect(m_description, &QPlainTextEdit::textChanged, this,
            [this, k = int(fields.size())] { userEdit(k, tr("Edit the description")); });
    connect(m_symmetric, &QCheckBox::toggled, this,
            [this] { userEdit(-1, tr("Toggle symmetry")); });
    connect(m_method, &QComboBox::currentIndexChanged, this,
            [this] { userEdit(-1, tr("Choose the recommended method")); });
}

void ModelEditor::userEdit(int field, const QString& text) {
    if (m_loading) return;
    core::ModelSpec after = spec();
    if (after == m_lastSpec) return; // e.g. a cell editor closed without a change
    // A field typed in after an undo starts a new step, never merging into the undone one.
    if (m_undo->index() < m_undo->count()) field = -1;
    m_undo->push(new SpecEdit([this](const core::ModelSpec& s) { restore(s); }, m_lastSpec, after,
                              field, text));
    m_lastSpec = std::move(after);
    Q_EMIT changed();
}

void ModelEditor::applyEdit(const core::ModelSpec& spec, const QString& text) {
    m_undo->push(
        new SpecEdit([this](const core::ModelSpec& s) { restore(s); }, m_lastSpec, spec, -1, text));
    restore(spec);
}

void ModelEditor::restore(const core::ModelSpec& s) {
    // The file's reference values (and the parameters they hold for) are not part of the edit.
    const auto references = m_references;
    const auto referenceParameters = m_referenceParameters;
    const int tab = m_tabs->currentIndex();
    load(s);
    m_references = references;
    m_referenceParameters = referenceParameters;
    m_tabs->setCurrentIndex(tab);
    m_lastSpec = spec();
    Q_EMIT changed();
}

QList<QLineEdit*> ModelEditor::lineEdits() const {
    return {m_name,   m_tStart, m_tEnd, m_potential, m_energy, m_lagrangian, m_dissipation,
            m_traces, m_xmin,   m_xmax, m_ymin,      m_ymax,   m_caption,    m_unit};
}

int ModelEditor::tabOf(const QWidget* widget) const {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->widget(i)->isAncestorOf(widget)) return i;
    return -1;
}

std::vector<QTableWidget*> ModelEditor::tables() const {
    return {m_coordinates,
            m_parameters,
            m_definitions,
            m_mass,
            m_forces,
            m_constraints,
            m_velocityConstraints,
            m_exact,
            m_points,
            m_segments,
            m_circles,
            m_ellipses,
            m_linearE,
            m_linearA,
            m_linearF};
}

void ModelEditor::updateKind() {
    for (QWidget* tab : m_mechanicalTabs) m_tabs->setTabVisible(tabOf(tab), !m_linear);
    m_tabs->setTabVisible(tabOf(m_linearTab), m_linear);
    const int coordinatesTab = tabOf(m_coordinates);
    m_tabs->setTabText(coordinatesTab, m_linear ? tr("Unknowns") : tr("Coordinates"));
    m_coordinates->setHorizontalHeaderLabels(
        m_linear
            ? QStringList{tr("Name"), tr("Unit"), tr("Initial value x0"), QString()}
            : QStringList{tr("Name"), tr("Unit"), tr("Initial position"), tr("Initial velocity")});
    m_coordinates->setColumnHidden(3, m_linear);
    if (auto* help = m_coordinates->parentWidget()->findChild<QLabel*>())
        help->setText(m_linear ? tr("The unknowns x of E x' = A x + f(t), each with its initial "
                                    "value x0 (a formula of the parameters). An inconsistent x0 "
                                    "is reported with the value it jumps to.")
                               : tr(kCoordinatesHelp));
}

QWidget* ModelEditor::tableTab(QTableWidget* table, const QString& help, bool rowButtons) {
    auto* w = new QWidget;
    auto* l = new QVBoxLayout(w);
    l->setContentsMargins(2, 2, 2, 2);
    auto* label = new QLabel(help);
    label->setWordWrap(true);
    label->setStyleSheet("color: #555;");
    l->addWidget(label);
    l->addWidget(table, 1);
    if (rowButtons) {
        auto* buttons = new QHBoxLayout;
        auto* add = new QPushButton(tr("Add row"));
        auto* remove = new QPushButton(tr("Remove row"));
        add->setToolTip(tr("Append a row"));
        remove->setToolTip(tr("Remove the selected row (or the last one)"));
        buttons->addWidget(add);
        buttons->addWidget(remove);
        buttons->addStretch(1);
        l->addLayout(buttons);
        connect(add, &QPushButton::clicked, this, [this, table] {
            table->insertRow(table->rowCount());
            resizeToCoordinates();
            userEdit(-1, tr("Add a row"));
        });
        connect(remove, &QPushButton::clicked, this, [this, table] {
            if (table->rowCount() == 0) return;
            const int row = table->currentRow() >= 0 ? table->currentRow() : table->rowCount() - 1;
            removeRow(table, row);
            userEdit(-1, tr("Remove a row"));
        });
    }
    return w;
}

// Removes a row and, with a coordinate or a constraint, everything that belongs to it: its row
// and column of M, its force, its column of A, its rows of the exact solution (the entries of the
// other coordinates stay with them).
void ModelEditor::removeRow(QTableWidget* table, int row) {
    const bool wasLoading = m_loading;
    m_loading = true;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    if (table == m_coordinates) {
        m_mass->removeRow(row);
        m_mass->removeColumn(row);
        m_forces->removeRow(row);
        m_velocityConstraints->removeColumn(row);
        for (QTableWidget* t : {m_linearE, m_linearA}) t->removeColumn(row);
        if (!m_linear) m_exact->removeRow(n + row); // the velocity's row first: it comes later
        m_exact->removeRow(row);
    } else if (table == m_constraints && !m_linear) {
        m_exact->removeRow(2 * n + row);
    } else if (table == m_velocityConstraints && !m_linear) {
        m_exact->removeRow(2 * n + mh + row);
    }
    table->removeRow(row);
    resizeToCoordinates();
    m_loading = wasLoading;
}

// Keeps M (n x n), f (n) and the exact-solution rows in step with the coordinates and constraints.
void ModelEditor::resizeToCoordinates() {
    const bool wasLoading = m_loading;
    m_loading = true;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    const int m = mh + m_velocityConstraints->rowCount();
    QStringList names, vnames;
    for (int i = 0; i < n; ++i) {
        QString name = q(cell(m_coordinates, i, 0));
        if (name.isEmpty()) name = QString("q%1").arg(i + 1);
        names << name;
        vnames << name + "_dot";
    }
    m_mass->setRowCount(n);
    m_mass->setColumnCount(n);
    m_mass->setHorizontalHeaderLabels(names);
    m_mass->setVerticalHeaderLabels(names);
    m_forces->setRowCount(n);
    QStringList flabels;
    for (int i = 0; i < n; ++i) flabels << QString("f%1 (%2)").arg(i + 1).arg(names[i]);
    m_forces->setVerticalHeaderLabels(flabels);
    QStringList glabels;
    for (int j = 0; j < mh; ++j) glabels << QString("g%1").arg(j + 1);
    m_constraints->setVerticalHeaderLabels(glabels);
    m_velocityConstraints->setColumnCount(n + 1);
    QStringList alabels = names, arows;
    alabels << "b";
    m_velocityConstraints->setHorizontalHeaderLabels(alabels);
    for (int j = 0; j < m - mh; ++j) arows << QString("A%1").arg(j + 1);
    m_velocityConstraints->setVerticalHeaderLabels(arows);
    const int equations = m_equations->value();
    for (QTableWidget* t : {m_linearE, m_linearA}) {
        t->setRowCount(equations);
        t->setColumnCount(n);
        t->setHorizontalHeaderLabels(names);
        // All columns in view: E and A are read as matrices.
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_linearF->setRowCount(equations);
    if (m_linear) {
        m_exact->setRowCount(n);
        QStringList labels;
        for (const QString& name : names) labels << name + "(t)";
        m_exact->setVerticalHeaderLabels(labels);
        m_loading = wasLoading;
        return;
    }
    m_exact->setRowCount(2 * n + m);
    QStringList elabels;
    for (int i = 0; i < n; ++i) elabels << names[i] + "(t)";
    for (int i = 0; i < n; ++i) elabels << vnames[i] + "(t)";
    for (int j = 0; j < mh; ++j) elabels << QString("lambda%1(t)").arg(j + 1);
    for (int j = mh; j < m; ++j) elabels << QString("mu%1(t)").arg(j - mh + 1);
    m_exact->setVerticalHeaderLabels(elabels);
    m_loading = wasLoading;
}

void ModelEditor::setSpec(const core::ModelSpec& s) {
    load(s);
    m_undo->clear();
    m_lastSpec = spec();
}

void ModelEditor::load(const core::ModelSpec& s) {
    m_loading = true;
    m_linear = s.isLinearDae();
    m_equations->setValue(m_linear ? std::max<int>(1, int(s.linear.E.size()))
                                   : int(s.coordinates.size()));
    m_name->setText(q(s.name));
    m_description->setPlainText(q(s.description));
    m_tStart->setText(number(s.tStart));
    m_tEnd->setText(number(s.tEnd));
    m_method->setCurrentIndex(std::max(0, m_method->findData(q(s.recommendedMethod))));
    m_recommendedSettings = s.recommendedSettings;
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
    resizeToCoordinates();
    m_loading = true;
    const int n = int(s.coordinates.size());
    const int m = int(s.constraints.size() + s.velocityConstraints.size());
    for (int j = 0; j < int(s.velocityConstraints.size()); ++j) {
        const core::VelocityConstraintSpec& vc = s.velocityConstraints[std::size_t(j)];
        for (int k = 0; k < n; ++k) setCell(m_velocityConstraints, j, k, entry(vc.coefficients, k));
        setCell(m_velocityConstraints, j, n, vc.offset);
    }
    for (int i = 0; i < m_equations->value(); ++i) {
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
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) setCell(m_mass, i, j, entry(s.mass, i, j));
    for (int i = 0; i < n; ++i) setCell(m_forces, i, 0, entry(s.forces, i));
    for (int i = 0; i < n; ++i) setCell(m_exact, i, 0, entry(s.exact.positions, i));
    if (!m_linear) {
        // A linear DAE's exact solution has one row per unknown: no velocities, no multipliers.
        for (int i = 0; i < n; ++i) setCell(m_exact, n + i, 0, entry(s.exact.velocities, i));
        for (int j = 0; j < m; ++j) setCell(m_exact, 2 * n + j, 0, entry(s.exact.multipliers, j));
    }
    m_potential->setText(q(s.potential));
    m_energy->setText(q(s.energy));
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

core::ModelSpec ModelEditor::spec() const {
    core::ModelSpec s;
    s.name = m_name->text().toStdString();
    s.description = m_description->toPlainText().toStdString();
    s.tStart = toNumber(m_tStart, 0.0);
    s.tEnd = toNumber(m_tEnd, std::nan(""));
    s.recommendedMethod = m_method->currentData().toString().toStdString();
    if (!s.recommendedMethod.empty()) s.recommendedSettings = m_recommendedSettings;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    const int m = mh + m_velocityConstraints->rowCount();
    for (int i = 0; i < n; ++i) {
        core::CoordinateSpec c{cell(m_coordinates, i, 0), cell(m_coordinates, i, 1),
                               cell(m_coordinates, i, 2), cell(m_coordinates, i, 3)};
        if (c.position.empty()) c.position = "0";
        if (c.velocity.empty()) c.velocity = "0";
        s.coordinates.push_back(c);
    }
    for (int r = 0; r < m_parameters->rowCount(); ++r) {
        core::ParameterSpec p;
        p.name = cell(m_parameters, r, 0);
        bool ok = false;
        p.value = QLocale::c().toDouble(q(cell(m_parameters, r, 1)), &ok);
        if (!ok) p.value = std::nan("");
        p.unit = cell(m_parameters, r, 2);
        p.min = QLocale::c().toDouble(q(cell(m_parameters, r, 3)), &ok);
        if (!ok) p.min = p.value;
        p.max = QLocale::c().toDouble(q(cell(m_parameters, r, 4)), &ok);
        if (!ok) p.max = p.value;
        p.description = cell(m_parameters, r, 5);
        s.parameters.push_back(p);
    }
    for (int r = 0; r < m_definitions->rowCount(); ++r)
        s.definitions.push_back({cell(m_definitions, r, 0), cell(m_definitions, r, 1)});
    if (m_linear) {
        for (auto& c : s.coordinates) c.velocity = "0";
        const int equations = m_equations->value();
        for (int i = 0; i < equations; ++i) {
            std::vector<std::string> e, a;
            for (int j = 0; j < n; ++j) {
                const std::string ej = cell(m_linearE, i, j), aj = cell(m_linearA, i, j);
                e.push_back(ej.empty() ? "0" : ej);
                a.push_back(aj.empty() ? "0" : aj);
            }
            s.linear.E.push_back(e);
            s.linear.A.push_back(a);
            const std::string fi = cell(m_linearF, i, 0);
            s.linear.forcing.push_back(fi.empty() ? "0" : fi);
        }
        std::vector<std::string> exact;
        bool any = false;
        for (int i = 0; i < n; ++i) {
            exact.push_back(cell(m_exact, i, 0));
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
        s.mass.assign(std::size_t(n), std::vector<std::string>(std::size_t(n)));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) s.mass[std::size_t(i)][std::size_t(j)] = cell(m_mass, i, j);
        s.potential = m_potential->text().trimmed().toStdString();
    }
    for (int i = 0; i < n; ++i) s.forces.push_back(cell(m_forces, i, 0));
    for (int j = 0; j < mh; ++j) s.constraints.push_back(cell(m_constraints, j, 0));
    for (int j = 0; j < m - mh; ++j) {
        core::VelocityConstraintSpec vc;
        for (int k = 0; k < n; ++k) vc.coefficients.push_back(cell(m_velocityConstraints, j, k));
        vc.offset = cell(m_velocityConstraints, j, n);
        s.velocityConstraints.push_back(vc);
    }
    s.energy = m_energy->text().trimmed().toStdString();
    // Exact solution: a group is given when any of its rows is filled.
    auto group = [&](int first, int count) {
        std::vector<std::string> v;
        bool any = false;
        for (int r = first; r < first + count; ++r) {
            v.push_back(cell(m_exact, r, 0));
            any = any || !v.back().empty();
        }
        return any ? v : std::vector<std::string>{};
    };
    s.exact.positions = group(0, n);
    s.exact.velocities = group(n, n);
    s.exact.multipliers = group(2 * n, m);
    for (int r = 0; r < m_points->rowCount(); ++r)
        s.drawing.points.push_back(
            {cell(m_points, r, 0), cell(m_points, r, 1), cell(m_points, r, 2)});
    for (int r = 0; r < m_segments->rowCount(); ++r)
        s.drawing.segments.push_back({cell(m_segments, r, 0), cell(m_segments, r, 1)});
    for (int r = 0; r < m_circles->rowCount(); ++r)
        s.drawing.circles.push_back({cell(m_circles, r, 0), cell(m_circles, r, 1)});
    for (int r = 0; r < m_ellipses->rowCount(); ++r)
        s.drawing.ellipses.push_back(
            {cell(m_ellipses, r, 0), cell(m_ellipses, r, 1), cell(m_ellipses, r, 2)});
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

bool ModelEditor::sameReferenceParameters(const core::ModelSpec& s) const {
    bool same = s.parameters.size() == m_referenceParameters.size();
    for (std::size_t k = 0; same && k < s.parameters.size(); ++k)
        same = s.parameters[k].name == m_referenceParameters[k].first &&
               s.parameters[k].value == m_referenceParameters[k].second;
    return same;
}

// With a Lagrangian the mass matrix and the potential are derived from it: their fields rest.
void ModelEditor::updateLagrangianMode() {
    const bool lagrangian = !m_lagrangian->text().trimmed().isEmpty();
    m_mass->setEnabled(!lagrangian);
    m_symmetric->setEnabled(!lagrangian);
    m_potential->setEnabled(!lagrangian);
    m_forces->setHorizontalHeaderLabels(
        {lagrangian ? tr("Q(t, q, v) besides L") : tr("f(t, q, v)")});
}

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

void ModelEditor::clearMarks() {
    for (auto [table, marks] : m_marks)
        if (marks->clear()) table->viewport()->update();
    for (QLineEdit* e : lineEdits()) {
        e->setStyleSheet(QString());
        if (const QVariant help = e->property(kHelpProperty); help.isValid())
            e->setToolTip(help.toString());
    }
    for (int i = 0; i < m_tabs->count(); ++i) m_tabs->tabBar()->setTabTextColor(i, QColor());
}

void ModelEditor::mark(QTableWidget* table, int row, int column, const QString& message) {
    if (row < 0 || row >= table->rowCount() || column < 0 || column >= table->columnCount()) return;
    m_marks.at(table)->set(row, column, message);
    table->viewport()->update();
    m_tabs->tabBar()->setTabTextColor(tabOf(table), Qt::red);
}

QString ModelEditor::markAt(const QTableWidget* table, int row, int column) const {
    const auto it = m_marks.find(const_cast<QTableWidget*>(table));
    return it == m_marks.end() ? QString() : it->second->at(row, column);
}

void ModelEditor::mark(QLineEdit* edit, const QString& message) {
    // The field's own help comes back when the mark is cleared.
    if (!edit->property(kHelpProperty).isValid()) edit->setProperty(kHelpProperty, edit->toolTip());
    edit->setStyleSheet("background: #ffc8c8;");
    edit->setToolTip(message);
    m_tabs->tabBar()->setTabTextColor(tabOf(edit), Qt::red);
}

// Marks the cell a diagnostic's location names (see core::Location: rows and columns are the
// spec's indices, which are the tables' rows).
void ModelEditor::locate(const core::Diagnostic& d) {
    using core::Part;
    const core::Location& at = d.location;
    const QString message = q(d.toString());
    const int row = at.row, column = at.column;
    const int n = m_coordinates->rowCount();
    switch (at.part) {
    case Part::MassMatrix:
        if (row >= 0) mark(m_mass, row, column, message);
        return;
    case Part::Force:
    case Part::GeneralizedForce:
        if (row >= 0) mark(m_forces, row, 0, message);
        return;
    case Part::Constraint:
        if (row >= 0) mark(m_constraints, row, 0, message);
        return;
    case Part::VelocityCoefficient:
        if (row >= 0) mark(m_velocityConstraints, row, column, message);
        return;
    case Part::VelocityOffset:
        mark(m_velocityConstraints, row, n, message);
        return;
    case Part::Lagrangian:
        mark(m_lagrangian, message);
        return;
    case Part::Dissipation:
        mark(m_dissipation, message);
        return;
    case Part::Potential:
        mark(m_potential, message);
        return;
    case Part::Energy:
        mark(m_energy, message);
        return;
    case Part::Definition:
        mark(m_definitions, row, 1, message);
        return;
    case Part::DefinitionName:
        mark(m_definitions, row, 0, message);
        return;
    case Part::CoordinateName:
    case Part::VelocityName:
    case Part::UnknownName:
        mark(m_coordinates, row, 0, message);
        return;
    case Part::ParameterName:
        mark(m_parameters, row, 0, message);
        return;
    case Part::InitialPosition:
    case Part::InitialValue:
        mark(m_coordinates, row, 2, message);
        return;
    case Part::InitialVelocity:
        mark(m_coordinates, row, 3, message);
        return;
    case Part::Exact:
        mark(m_exact, row, 0, message);
        return;
    case Part::PointX:
        mark(m_points, row, 1, message);
        return;
    case Part::PointY:
        mark(m_points, row, 2, message);
        return;
    case Part::CircleRadius:
        mark(m_circles, row, 1, message);
        return;
    case Part::ViewBox:
        mark(at.name == "xmin"   ? m_xmin
             : at.name == "xmax" ? m_xmax
             : at.name == "ymin" ? m_ymin
                                 : m_ymax,
             message);
        return;
    case Part::TimeInterval:
        mark(m_tEnd, message);
        return;
    case Part::LinearE:
        if (row >= 0) mark(m_linearE, row, column, message);
        return;
    case Part::LinearA:
        if (row >= 0) mark(m_linearA, row, column, message);
        return;
    case Part::LinearForcing:
        if (row >= 0) mark(m_linearF, row, 0, message);
        return;
    case Part::Text:
    case Part::ExactSolution:
    case Part::Reference:
        return; // no cell: the message list says it
    }
}

void ModelEditor::showDiagnostics(const core::Diagnostics& diagnostics) {
    clearMarks();
    for (const auto& d : diagnostics) locate(d);
    m_messages->setPlainText(q(core::toString(diagnostics, true)));
    m_messages->setStyleSheet(diagnostics.empty() ? QString() : "color: #a00000;");
}

QString ModelEditor::diagnosticsText() const {
    return m_messages->toPlainText();
}

} // namespace mechlab::ui
