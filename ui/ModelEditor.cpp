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
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace mechlab::ui {

namespace {

const char* const kCoordinatesHelp = QT_TR_NOOP(
    "Generalized coordinates q. Initial values are formulas of the parameters; the velocity of x "
    "is written x_dot in formulas.");

// A one-line formula field: fixed-width font, what a blank field means, what it takes.
QLineEdit* formulaEdit(const QString& placeholder, const QString& tooltip) {
    auto* e = new QLineEdit;
    e->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    e->setPlaceholderText(placeholder);
    e->setToolTip(tooltip);
    return e;
}

QTableWidget* makeTable(const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->setDefaultSectionSize(22);
    t->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return t;
}

// Labels a table's columns (or rows) with one notification to its header, not one per label:
// each one had the header lay out all its sections again, which with 2000 of them (a mass matrix
// of 2000 coordinates) took 0.55 s per table.
void setLabels(QTableWidget* t, Qt::Orientation orientation, const QStringList& labels) {
    {
        const QSignalBlocker quiet(t->model());
        if (orientation == Qt::Horizontal)
            t->setHorizontalHeaderLabels(labels);
        else
            t->setVerticalHeaderLabels(labels);
    }
    QHeaderView* header =
        orientation == Qt::Horizontal ? t->horizontalHeader() : t->verticalHeader();
    const int count = std::min(int(labels.size()), header->count());
    if (count > 0) header->headerDataChanged(orientation, 0, count - 1);
}

} // namespace

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
    m_name->setObjectName("name");
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
    // Short: the check box cannot wrap, and its text sets the narrowest the page can be.
    m_symmetric = new QCheckBox(tr("Symmetric"));
    m_symmetric->setToolTip(tr("The lower triangle is filled from the upper one"));
    m_lagrangian = formulaEdit(
        tr("blank: the model is given by M, f and V"),
        tr("A Lagrangian L(t, q, v) instead of M and V, e.g. m*x_dot^2/2 - k*x^2/2. mechlab "
           "derives M = d2L/dv2 and the forces of the equations of motion (Check model shows "
           "them); the f table then holds the generalized forces Q acting besides L"));
    m_dissipation = formulaEdit(
        tr("blank: 0"),
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
        m_massList = makeTable({tr("Row"), tr("Column"), tr("M(row, column)")});
        m_massList->setToolTip(tr("The given entries of M; clear a formula to remove its entry"));
        // Names are short: the formula takes the room.
        m_massList->setColumnWidth(0, 70);
        m_massList->setColumnWidth(1, 70);
        m_massListBox = new QWidget;
        auto* box = new QVBoxLayout(m_massListBox);
        box->setContentsMargins(0, 0, 0, 0);
        m_massListHelp = new QLabel;
        m_massListHelp->setWordWrap(true);
        m_massListHelp->setStyleSheet("color: #555;");
        box->addWidget(m_massListHelp);
        box->addWidget(m_massList, 1);
        auto* add = new QHBoxLayout;
        m_massRow = formulaEdit(tr("row"), tr("The coordinate of the new entry's row"));
        m_massColumn = formulaEdit(tr("column"), tr("The coordinate of the new entry's column"));
        m_massAdd = new QPushButton(tr("Add entry"));
        m_massAdd->setToolTip(tr("Add the entry of M at this row and column (or go to it) and "
                                 "edit its formula"));
        m_massAddMessage = new QLabel;
        m_massAddMessage->setWordWrap(true);
        m_massAddMessage->setStyleSheet("color: #a00000;");
        add->addWidget(new QLabel(tr("Entry at")));
        add->addWidget(m_massRow, 1);
        add->addWidget(m_massColumn, 1);
        add->addWidget(m_massAdd);
        box->addLayout(add);
        box->addWidget(m_massAddMessage);
        m_massListBox->setVisible(false);
        l->addWidget(m_massListBox);
        connect(m_massAdd, &QPushButton::clicked, this, [this] { addMassEntry(); });
        connect(m_massColumn, &QLineEdit::returnPressed, this, [this] { addMassEntry(); });
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
    auto* energyLayout = new QVBoxLayout(energy);
    auto* eform = new QFormLayout;
    energyLayout->addLayout(eform);
    m_potential = new QLineEdit;
    m_energy = new QLineEdit;
    m_potential->setToolTip(tr("Potential V(q): the energy is 1/2 v'Mv + V"));
    m_energy->setToolTip(tr("Optional: a formula for the energy E(t, q, v) instead"));
    eform->addRow(tr("Potential V(q)"), m_potential);
    eform->addRow(tr("Energy formula"), m_energy);
    m_energyUnit = new QLineEdit;
    m_energyUnit->setObjectName("energyUnit");
    m_energyUnit->setPlaceholderText(tr("e.g. J"));
    m_energyUnit->setToolTip(tr("The energy's unit, shown with an absolute energy drift and on the "
                                "energy chart (optional)"));
    eform->addRow(tr("Energy unit"), m_energyUnit);
    m_invariants = makeTable({tr("Name"), tr("Formula"), tr("Unit")});
    m_invariants->setObjectName("invariants");
    // The formula gets the room; name and unit are short.
    m_invariants->horizontalHeader()->setStretchLastSection(false);
    m_invariants->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_invariants->setToolTip(tr("Quantities the motion conserves besides the energy, e.g. the "
                                "Jacobi integral of a model whose constraint turns at a fixed "
                                "rate, or an angular momentum: each is recorded (a column of its "
                                "name), charted as |I - I0| on the energy chart and checked for "
                                "drift (a warning past 1 % of its size)"));
    energyLayout->addWidget(
        tableTab(m_invariants,
                 tr("Conserved quantities I(t, q, v): name (the recorded column), formula, unit."),
                 true),
        1);
    m_tabs->addTab(energy, tr("Energy"));
    m_mechanicalTabs.push_back(energy);

    m_exact = makeTable(
        {tr("Exact solution (formula of t and the parameters; leave a group blank if unknown)")});
    QWidget* exactTab = tableTab(m_exact,
                                 tr("Exact solution for the error chart. Special functions ellipk, "
                                    "jsn, jcn, jdn are available here."),
                                 false);
    m_exactHolds = formulaEdit(
        tr("always, e.g. alpha == 0 && F == 0"),
        tr("Where the formulas are this model's solution: a condition on the parameters "
           "(nonzero: holds). Elsewhere, and wherever they start from other initial values "
           "than the model's, the charts leave them out and say why"));
    m_exactHolds->setObjectName("exactHolds");
    m_exactHoldsForm = new QFormLayout;
    m_exactHoldsForm->addRow(tr("Holds where"), m_exactHolds);
    qobject_cast<QVBoxLayout*>(exactTab->layout())->addLayout(m_exactHoldsForm);
    m_tabs->addTab(exactTab, tr("Exact"));

    auto* drawing = new QWidget;
    auto* dl = new QVBoxLayout(drawing);
    m_points = makeTable({tr("Point"), tr("x"), tr("y")});
    m_segments = makeTable({tr("From"), tr("To")});
    m_circles = makeTable({tr("Center"), tr("Radius")});
    m_ellipses = makeTable({tr("Center"), tr("Axis end 1"), tr("Axis end 2")});
    m_arrows = makeTable({tr("At point"), tr("Kind"), tr("x"), tr("y")});
    dl->addWidget(tableTab(m_points, tr("Points as formulas of t, q and the parameters"), true), 2);
    dl->addWidget(tableTab(m_segments, tr("Segments between points"), true), 1);
    dl->addWidget(tableTab(m_circles, tr("Circles"), true), 1);
    dl->addWidget(tableTab(m_ellipses,
                           tr("Ellipses through the ends of two conjugate semi-diameters (a "
                              "tilted disc seen from above: its centre and the images of two "
                              "perpendicular radii)"),
                           true),
                  1);
    dl->addWidget(tableTab(m_arrows,
                           tr("Arrows: kind velocity, force or constraint; x and y formulas of t, "
                              "q, the velocities, the parameters and the multipliers lambda1, ..., "
                              "mu1, ... (a velocity with x and y blank: the point's velocity)"),
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
    keepCells(m_massCells, m_mass);
    keepCells(m_velocityCells, m_velocityConstraints);
    for (QTableWidget* t : tables()) {
        installMarks(t);
        connect(t, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
            userEdit(-1, tr("Edit %1").arg(item->text().left(30)));
        });
    }
    connect(m_lagrangian, &QLineEdit::textChanged, this, [this] { updateLagrangianMode(); });
    const QList<QLineEdit*> fields = lineEdits();
    // A line edit keeps 32 767 characters unless told otherwise: a longer formula, loaded from a
    // file (a chain's potential), would lose its end.
    for (QLineEdit* field : fields) field->setMaxLength(std::numeric_limits<int>::max());
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
    return {m_name,       m_tStart,      m_tEnd,   m_potential, m_energy, m_energyUnit,
            m_lagrangian, m_dissipation, m_traces, m_xmin,      m_xmax,   m_ymin,
            m_ymax,       m_caption,     m_unit,   m_exactHolds};
}

int ModelEditor::tabOf(const QWidget* widget) const {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->widget(i)->isAncestorOf(widget)) return i;
    return -1;
}

std::vector<QTableWidget*> ModelEditor::tables() const {
    return {m_coordinates, m_parameters, m_definitions, m_invariants,
            m_mass,        m_forces,     m_constraints, m_velocityConstraints,
            m_exact,       m_points,     m_segments,    m_circles,
            m_ellipses,    m_arrows,     m_linearE,     m_linearA,
            m_linearF,     m_massList};
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
    // A linear DAE's closed form is mechlab's own: its exact formulas are checks, always applied.
    m_exactHoldsForm->setRowVisible(m_exactHolds, !m_linear);
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
            addRow(table);
            userEdit(-1, tr("Add a row"));
            // What is typed next goes into the new row's first cell.
            const QModelIndex first = table->model()->index(table->rowCount() - 1, 0);
            table->setFocus(Qt::OtherFocusReason);
            table->setCurrentIndex(first);
            table->edit(first);
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

// Adds a row at the end of `table` and, with a coordinate or a holonomic constraint, what belongs
// to it where it belongs: a coordinate's column of A before b, its rows of the exact solution
// after the other positions and after the other velocities, a constraint's multiplier before
// those of the velocity constraints (M, f and a linear DAE's E and A grow at their ends, where
// the new coordinate's entries go).
void ModelEditor::addRow(QTableWidget* table) {
    const bool wasLoading = m_loading;
    m_loading = true;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    if (table == m_coordinates && !m_linear) {
        m_velocityConstraints->insertColumn(n);
        m_exact->insertRow(2 * n);
        m_exact->insertRow(n);
    } else if (table == m_constraints && !m_linear) {
        m_exact->insertRow(2 * n + mh);
    }
    table->insertRow(table->rowCount());
    resizeToCoordinates();
    m_loading = wasLoading;
}

// Removes a row and, with a coordinate or a constraint, everything that belongs to it: its row
// and column of M, its force, its column of A, its rows of the exact solution (the entries of the
// other coordinates stay with them).
void ModelEditor::removeRow(QTableWidget* table, int row) {
    const bool wasLoading = m_loading;
    m_loading = true;
    const int n = m_coordinates->rowCount(), mh = m_constraints->rowCount();
    if (table == m_coordinates) {
        if (m_massListed) {
            removeFromMassList(row);
        } else {
            m_mass->removeRow(row);
            m_mass->removeColumn(row);
        }
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
    const QStringList names = coordinateNames();
    QStringList vnames;
    for (const QString& name : names) vnames << name + "_dot";
    if (const bool listed = n > kDenseMassLimit; listed != m_massListed) {
        const core::MassSpec mass = shownMass();
        m_massListed = listed;
        showMass(mass);
    }
    if (m_massListed) {
        labelMassList(names);
    } else {
        m_mass->setRowCount(n);
        m_mass->setColumnCount(n);
        setLabels(m_mass, Qt::Horizontal, names);
        setLabels(m_mass, Qt::Vertical, names);
    }
    m_forces->setRowCount(n);
    QStringList flabels;
    for (int i = 0; i < n; ++i) flabels << QString("f%1 (%2)").arg(i + 1).arg(names[i]);
    setLabels(m_forces, Qt::Vertical, flabels);
    QStringList glabels;
    for (int j = 0; j < mh; ++j) glabels << QString("g%1").arg(j + 1);
    setLabels(m_constraints, Qt::Vertical, glabels);
    m_velocityConstraints->setColumnCount(n + 1);
    QStringList alabels = names, arows;
    alabels << "b";
    setLabels(m_velocityConstraints, Qt::Horizontal, alabels);
    for (int j = 0; j < m - mh; ++j) arows << QString("A%1").arg(j + 1);
    setLabels(m_velocityConstraints, Qt::Vertical, arows);
    const int equations = m_equations->value();
    for (QTableWidget* t : {m_linearE, m_linearA}) {
        // Only a linear DAE has E and A (n columns of a mechanical model would be cells by the
        // million).
        t->setRowCount(m_linear ? equations : 0);
        t->setColumnCount(m_linear ? n : 0);
        setLabels(t, Qt::Horizontal, names);
        // All columns in view: E and A are read as matrices.
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_linearF->setRowCount(m_linear ? equations : 0);
    if (m_linear) {
        m_exact->setRowCount(n);
        QStringList labels;
        for (const QString& name : names) labels << name + "(t)";
        setLabels(m_exact, Qt::Vertical, labels);
        m_loading = wasLoading;
        return;
    }
    m_exact->setRowCount(2 * n + m);
    QStringList elabels;
    for (int i = 0; i < n; ++i) elabels << names[i] + "(t)";
    for (int i = 0; i < n; ++i) elabels << vnames[i] + "(t)";
    for (int j = 0; j < mh; ++j) elabels << QString("lambda%1(t)").arg(j + 1);
    for (int j = mh; j < m; ++j) elabels << QString("mu%1(t)").arg(j - mh + 1);
    setLabels(m_exact, Qt::Vertical, elabels);
    m_loading = wasLoading;
}

QStringList ModelEditor::coordinateNames() const {
    QStringList names;
    for (int i = 0; i < m_coordinates->rowCount(); ++i) {
        QString name = q(cellText(m_coordinates, i, 0));
        names << (name.isEmpty() ? QString("q%1").arg(i + 1) : name);
    }
    return names;
}

void ModelEditor::updateLagrangianMode() {
    const bool lagrangian = !m_lagrangian->text().trimmed().isEmpty();
    m_mass->setEnabled(!lagrangian);
    m_massListBox->setEnabled(!lagrangian);
    m_symmetric->setEnabled(!lagrangian);
    m_potential->setEnabled(!lagrangian);
    m_forces->setHorizontalHeaderLabels(
        {lagrangian ? tr("Q(t, q, v) besides L") : tr("f(t, q, v)")});
}

} // namespace mechlab::ui
