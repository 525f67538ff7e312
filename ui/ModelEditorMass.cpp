// The editor's mass matrix: a table of n x n cells for a model of up to kDenseMassLimit
// coordinates, and above that the list of the entries given (row, column, formula), which is what
// a model of many bodies has (a chain of 10 000 links: 20 000 diagonal entries of 400 million
// cells). Both read back to the same core::MassSpec.

#include "ModelEditor.h"
#include "Text.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

namespace mechlab::ui {

namespace {

constexpr int kIndexRole = Qt::UserRole;

// A row or column cell of the list: the coordinate's name, its index kept alongside, not typed.
QTableWidgetItem* coordinateItem(int index, const QString& name) {
    auto* item = new QTableWidgetItem(name);
    item->setData(kIndexRole, index);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

int indexAt(const QTableWidget* t, int row, int column) {
    return t->item(row, column)->data(kIndexRole).toInt();
}

} // namespace

core::MassSpec ModelEditor::shownMass() const {
    if (!m_massListed) {
        core::MassSpec mass;
        for (const core::FormulaRow& row : keptRows(m_massCells, m_mass->columnCount()))
            mass.appendRow(row);
        return mass;
    }
    const int n = m_coordinates->rowCount();
    core::MassSpec mass = core::MassSpec::blank(n);
    for (int r = 0; r < m_massList->rowCount(); ++r) {
        const int i = indexAt(m_massList, r, 0), j = indexAt(m_massList, r, 1);
        if (i < n && j < n) mass.set(i, j, cellText(m_massList, r, 2));
    }
    return mass;
}

void ModelEditor::showMass(const core::MassSpec& mass) {
    const bool wasLoading = m_loading;
    m_loading = true;
    const int n = m_coordinates->rowCount();
    const QStringList names = coordinateNames();
    m_massList->setRowCount(0);
    m_mass->clearContents();
    if (m_massListed) {
        m_mass->setRowCount(0);
        m_mass->setColumnCount(0);
        int count = 0;
        for (int i = 0; i < std::min(n, mass.rows()); ++i)
            for (const core::FormulaRow::Entry& e : mass.row(i).entries())
                count += e.column < n ? 1 : 0;
        m_massList->setRowCount(count);
        int r = 0;
        for (int i = 0; i < std::min(n, mass.rows()); ++i)
            for (const core::FormulaRow::Entry& e : mass.row(i).entries()) {
                if (e.column >= n) continue;
                m_massList->setItem(r, 0, coordinateItem(i, names[i]));
                m_massList->setItem(r, 1, coordinateItem(e.column, names[e.column]));
                m_massList->setItem(r, 2, new QTableWidgetItem(q(e.formula)));
                ++r;
            }
        m_massListHelp->setText(
            tr("A model of %1 coordinates: M is listed by the entries given, a missing or blank "
               "entry meaning 0. Clear a formula to remove its entry.")
                .arg(n));
    } else {
        m_mass->setRowCount(n);
        m_mass->setColumnCount(n);
        for (int i = 0; i < std::min(n, mass.rows()); ++i)
            for (const core::FormulaRow::Entry& e : mass.row(i).entries())
                if (e.column < n) m_mass->setItem(i, e.column, new QTableWidgetItem(q(e.formula)));
    }
    m_mass->setVisible(!m_massListed);
    m_massListBox->setVisible(m_massListed);
    m_massAddMessage->clear();
    m_massCells.rows.reset();
    m_loading = wasLoading;
}

void ModelEditor::removeFromMassList(int index) {
    for (int r = m_massList->rowCount() - 1; r >= 0; --r) {
        const int i = indexAt(m_massList, r, 0), j = indexAt(m_massList, r, 1);
        if (i == index || j == index) {
            m_massList->removeRow(r);
            continue;
        }
        if (i > index) m_massList->item(r, 0)->setData(kIndexRole, i - 1);
        if (j > index) m_massList->item(r, 1)->setData(kIndexRole, j - 1);
    }
}

void ModelEditor::labelMassList(const QStringList& names) {
    for (int r = 0; r < m_massList->rowCount(); ++r)
        for (int c = 0; c < 2; ++c) {
            QTableWidgetItem* item = m_massList->item(r, c);
            const int k = item->data(kIndexRole).toInt();
            if (k < names.size() && item->text() != names[k]) item->setText(names[k]);
        }
}

int ModelEditor::massListRow(int i, int j) const {
    for (int r = 0; r < m_massList->rowCount(); ++r)
        if (indexAt(m_massList, r, 0) == i && indexAt(m_massList, r, 1) == j) return r;
    return -1;
}

void ModelEditor::addMassEntry() {
    const QStringList names = coordinateNames();
    const QString rowName = m_massRow->text().trimmed(),
                  columnName = m_massColumn->text().trimmed();
    const int i = int(names.indexOf(rowName)), j = int(names.indexOf(columnName));
    if (i < 0 || j < 0) {
        m_massAddMessage->setText(
            tr("No coordinate is named \u201c%1\u201d").arg(i < 0 ? rowName : columnName));
        return;
    }
    m_massAddMessage->clear();
    int r = massListRow(i, j);
    if (r < 0) {
        // A blank entry changes nothing in the model until its formula is typed.
        const bool wasLoading = m_loading;
        m_loading = true;
        r = m_massList->rowCount();
        m_massList->insertRow(r);
        m_massList->setItem(r, 0, coordinateItem(i, names[i]));
        m_massList->setItem(r, 1, coordinateItem(j, names[j]));
        m_massList->setItem(r, 2, new QTableWidgetItem);
        m_loading = wasLoading;
    }
    m_massList->setFocus();
    m_massList->setCurrentCell(r, 2);
    m_massList->scrollToItem(m_massList->item(r, 2));
    m_massList->editItem(m_massList->item(r, 2));
}

} // namespace mechlab::ui
