#pragma once

// Driving the window as a person does: mouse clicks on tabs, cells, handles; keys into editors.
// Nothing here sets a widget's value directly.

#include <QString>

class QSlider;
class QTableWidget;
class QWidget;

namespace mechlab::ui {
class ParameterPanel;
}

namespace test {

/// Clicks the tabs that hide `widget` until it is visible; false if it does not become visible.
bool showWidget(QWidget* widget);
/// Clicks the cell, opens its editor (F2), selects all, types `text` and presses Enter.
bool typeIntoCell(QTableWidget* table, int row, int column, const QString& text);
/// Clicks the cell, opens its editor with F2 and returns it (null if none opened); the text stays as it is.
QWidget* openCellEditor(QTableWidget* table, int row, int column);
/// Selects all in the spin box of parameter `index`, types `text` and presses Enter.
bool typeIntoSpinBox(mechlab::ui::ParameterPanel* panel, int index, const QString& text);
/// Presses the slider's handle, moves it by `dx` pixels in `steps` moves, releases it.
bool dragSlider(QSlider* slider, int dx, int steps);

} // namespace test
