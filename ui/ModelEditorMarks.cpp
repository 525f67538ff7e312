// The editor's error marks: a diagnostic's structured location mapped to its cell or field, which
// turns red with the message as its tooltip, and cleared again when the model compiles.

#include "ModelEditor.h"
#include "Text.h"

#include <QHelpEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolTip>
#include <limits>

namespace mechlab::ui {

namespace {

const QColor kErrorColor(255, 200, 200);
// Property of a line edit holding its help tooltip while an error message replaces it.
const char* const kHelpProperty = "mechlabHelp";

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
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override {
        QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
        // A line edit keeps 32 767 characters unless told otherwise: a longer formula (a chain's
        // potential) would lose its end when the cell is edited.
        if (auto* line = qobject_cast<QLineEdit*>(editor))
            line->setMaxLength(std::numeric_limits<int>::max());
        return editor;
    }
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

void ModelEditor::installMarks(QTableWidget* table) {
    auto* delegate = new MarkDelegate(table);
    table->setItemDelegate(delegate);
    m_marks[table] = delegate;
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
        if (row >= 0 && m_massListed)
            mark(m_massList, massListRow(row, column), 2, message);
        else if (row >= 0)
            mark(m_mass, row, column, message);
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
    case Part::ExactCondition:
        mark(m_exactHolds, message);
        return;
    case Part::Invariant:
        mark(m_invariants, row, 1, message);
        return;
    case Part::InvariantName:
        mark(m_invariants, row, 0, message);
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
    case Part::ArrowX: // column 1: its kind
        mark(m_arrows, row, column == 1 ? 1 : 2, message);
        return;
    case Part::ArrowY:
        mark(m_arrows, row, 3, message);
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
