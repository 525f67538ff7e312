#pragma once

// Edits every part of a ModelSpec: general data, coordinates, parameters, definitions, M or a
// Lagrangian, f, g, velocity constraints, energy, exact solution and drawing; for a linear DAE
// model (E x' = A x + f) the unknowns, E, A and f instead of the mechanical parts. Emits changed()
// on every edit, and records it on an undo stack (the spec before and after; keystrokes in one
// field merge into one step). showDiagnostics() marks the failing cells (red, with the message as
// tooltip) and lists the messages with a caret under the failing character; a mark never changes
// the cell's data, so a marked cell is edited like any other and marking never counts as an edit.

#include "base/Diagnostic.h"
#include "model/ModelSpec.h"

#include <QWidget>
#include <map>
#include <optional>

class QCheckBox;
class QFormLayout;
class QUndoStack;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;
class QTableWidget;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mechlab::ui {

class ModelEditor : public QWidget {
    Q_OBJECT

public:
    explicit ModelEditor(QWidget* parent = nullptr);

    /// Shows a model (a load: the undo history starts anew).
    void setSpec(const core::ModelSpec& spec);
    core::ModelSpec spec() const;
    /// The model's name as spec() gives it, without reading the rest (every table cell).
    std::string modelName() const;
    /// Replaces the model by `spec` as one undoable edit (e.g. projected initial values).
    void applyEdit(const core::ModelSpec& spec, const QString& text);
    /// Undo / redo of every model edit.
    QUndoStack* undoStack() const { return m_undo; }
    /// The error message marked on a cell (empty when the cell is not marked).
    QString markAt(const QTableWidget* table, int row, int column) const;
    /// Marks the problems (an empty list clears every mark).
    void showDiagnostics(const core::Diagnostics& diagnostics);
    QString diagnosticsText() const;
    /// Sets a parameter's value cell without emitting changed() (the sliders call this).
    void setParameterValue(int index, double value);

    /// Direct access for tests: the table of forces (one row per coordinate).
    QTableWidget* forcesTable() const { return m_forces; }
    /// Direct access for tests: the matrix E of a linear DAE model.
    QTableWidget* linearETable() const { return m_linearE; }
    QTableWidget* drawingPointsTable() const { return m_points; }
    QTableWidget* arrowsTable() const { return m_arrows; }
    QTableWidget* coordinatesTable() const { return m_coordinates; }
    QTableWidget* massTable() const { return m_mass; }
    /// Above this many coordinates M is shown as the list of its given entries (row, column,
    /// formula), not as a table of n^2 cells: a chain of 10 000 links has 400 million.
    static constexpr int kDenseMassLimit = 100;
    /// The list of M's entries (rows only while the model has more than kDenseMassLimit
    /// coordinates).
    QTableWidget* massListTable() const { return m_massList; }
    /// Where a listed M gets a new entry: the row's and the column's coordinate names.
    QLineEdit* massEntryRowField() const { return m_massRow; }
    QLineEdit* massEntryColumnField() const { return m_massColumn; }
    QPushButton* massEntryButton() const { return m_massAdd; }
    QLabel* massEntryMessage() const { return m_massAddMessage; }
    QTableWidget* velocityConstraintsTable() const { return m_velocityConstraints; }
    QTableWidget* constraintsTable() const { return m_constraints; }
    QTableWidget* exactTable() const { return m_exact; }
    QTabWidget* tabs() const { return m_tabs; }
    bool isLinearDae() const { return m_linear; }

Q_SIGNALS:
    void changed();

private:
    class MarkDelegate;
    /// The trimmed text of a cell ("" for an empty one).
    static std::string cellText(const QTableWidget* table, int row, int column);
    /// Gives `table` the delegate that draws and tells its error marks.
    void installMarks(QTableWidget* table);
    /// Shows `spec` without touching the undo history.
    void load(const core::ModelSpec& spec);
    /// Shows `spec` as the result of an undo or redo step, and reports the change.
    void restore(const core::ModelSpec& spec);
    /// Records a user's edit (`field` >= 0: a typed-in field whose keystrokes merge) and emits
    /// changed().
    void userEdit(int field, const QString& text);
    void addRow(QTableWidget* table);
    void removeRow(QTableWidget* table, int row);
    QList<QLineEdit*> lineEdits() const;
    /// The index of the tab that holds `widget`.
    int tabOf(const QWidget* widget) const;
    QWidget* tableTab(QTableWidget* table, const QString& help, bool rowButtons);
    void resizeToCoordinates();
    /// The coordinates' names as the tables label them (q1, q2, ... where blank).
    QStringList coordinateNames() const;
    // The mass matrix, in a table of n x n cells or, above kDenseMassLimit coordinates, as the
    // list of its given entries (ModelEditorMass.cpp).
    /// M as shown (either way).
    core::MassSpec shownMass() const;
    /// Shows `mass` the way the number of coordinates asks for.
    void showMass(const core::MassSpec& mass);
    /// A listed M without the row and column of coordinate `index` (the later ones move up).
    void removeFromMassList(int index);
    /// Labels the listed entries by their coordinates' names.
    void labelMassList(const QStringList& names);
    /// The list's row of M(i, j); -1 when not listed.
    int massListRow(int i, int j) const;
    /// Adds the entry the row and column fields name (or goes to it) and opens its formula.
    void addMassEntry();
    void clearMarks();
    void mark(QTableWidget* table, int row, int column, const QString& message);
    void mark(QLineEdit* edit, const QString& message);
    void locate(const core::Diagnostic& d);
    void updateLagrangianMode();
    /// Shows the tabs of a mechanical or of a linear DAE model.
    void updateKind();
    std::vector<QTableWidget*> tables() const;
    // A table's cells as last read, one row of formulas per table row (its first `columns`
    // cells), kept up to date cell by cell and dropped when the table's rows or columns change:
    // spec() runs at every edit, and a model of 2000 coordinates has millions of cells in the
    // mass and velocity-constraint tables.
    struct KeptCells {
        QTableWidget* table = nullptr;
        int columns = 0;
        std::optional<std::vector<core::FormulaRow>> rows;
    };
    /// Follows `table`'s changes in `kept`; connected before the edits are recorded, so that an
    /// edit reads the new text.
    void keepCells(KeptCells& kept, QTableWidget* table);
    /// The kept table's rows of their first `columns` cells, read where not kept.
    const std::vector<core::FormulaRow>& keptRows(KeptCells& kept, int columns) const;
    /// The parameters still have the values the file's reference values belong to.
    bool sameReferenceParameters(const core::ModelSpec& s) const;

    QTabWidget* m_tabs;
    QFormLayout* m_exactHoldsForm = nullptr;
    QLineEdit *m_name, *m_tStart, *m_tEnd, *m_potential, *m_energy, *m_energyUnit, *m_exactHolds,
        *m_traces, *m_caption, *m_unit;
    QLineEdit *m_lagrangian, *m_dissipation;
    QLineEdit *m_xmin, *m_xmax, *m_ymin, *m_ymax;
    QPlainTextEdit* m_description;
    QComboBox* m_method;
    QTableWidget *m_coordinates, *m_parameters, *m_definitions, *m_invariants, *m_mass, *m_forces,
        *m_constraints, *m_velocityConstraints, *m_exact, *m_points, *m_segments, *m_circles,
        *m_ellipses, *m_arrows;
    QTableWidget *m_linearE, *m_linearA, *m_linearF;
    QSpinBox* m_equations;
    std::vector<QWidget*> m_mechanicalTabs; // hidden for a linear DAE model
    QWidget* m_linearTab;                   // shown for a linear DAE model only
    bool m_linear = false;
    QCheckBox* m_symmetric;
    QTableWidget* m_massList;
    QWidget* m_massListBox; // the list with its help and its "add entry" row
    QLabel *m_massListHelp, *m_massAddMessage;
    QLineEdit *m_massRow, *m_massColumn;
    QPushButton* m_massAdd;
    bool m_massListed = false;
    QPlainTextEdit* m_messages;
    std::map<std::string, std::string> m_recommendedSettings;
    // The 3D drawing, kept as loaded (the editor has no tables for it yet).
    core::Drawing3DSpec m_drawing3d;
    // The file's reference values (not edited here) and the parameter values they belong to:
    // spec() carries them only while the parameters still have those values.
    std::vector<core::ReferenceSpec> m_references;
    std::vector<std::pair<std::string, double>> m_referenceParameters;
    bool m_loading = false;
    std::map<QTableWidget*, MarkDelegate*> m_marks;
    QUndoStack* m_undo;
    core::ModelSpec m_lastSpec; // the spec after the last recorded edit
    mutable KeptCells m_massCells, m_velocityCells;
};

} // namespace mechlab::ui
