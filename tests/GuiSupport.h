#pragma once

// Driving the window as a person does: mouse clicks on tabs, cells, handles; keys into editors.
// Nothing here sets a widget's value directly.

#include <QPoint>
#include <QString>
#include <memory>

class QImage;
class QSlider;
class QTableWidget;
class QWidget;

namespace mechlab::ui {
class MainWindow;
class ParameterPanel;
} // namespace mechlab::ui

namespace test {

/// Keeps the windows of a suite apart from the user's and from other suites': test-mode paths,
/// settings under `organization` (cleared), autosave files in `autosaveDir`.
void isolateWindows(const QString& organization, const QString& autosaveDir);
/// Waits until the window's run has finished; false after `timeoutMs`.
bool waitFinished(mechlab::ui::MainWindow& w, int timeoutMs = 60000);
/// Answers the next modal dialog with `key` (Escape: cancel) as soon as it opens, within 20 s.
/// The flag becomes true when it has (a test checks it: a dialog that never opened is a defect,
/// and an unanswered poll would answer a later test's dialog).
std::shared_ptr<bool> answerNextDialog(int key = 0x01000000 /* Qt::Key_Escape */);
/// The centre of a slider's handle, where a hand grabs it.
QPoint handleCenter(const QSlider* slider);

/// Clicks the tabs that hide `widget` until it is visible; false if it does not become visible.
bool showWidget(QWidget* widget);
/// Clicks the cell, opens its editor (F2), selects all, types `text` and presses Enter.
bool typeIntoCell(QTableWidget* table, int row, int column, const QString& text);
/// Clicks the cell, opens its editor with F2 and returns it (null if none opened); the text stays
/// as it is.
QWidget* openCellEditor(QTableWidget* table, int row, int column);
/// Selects all in the spin box of parameter `index`, types `text` and presses Enter.
bool typeIntoSpinBox(mechlab::ui::ParameterPanel* panel, int index, const QString& text);
/// Clicks the field, selects all (Ctrl+A) and types `text` over it.
void retype(QWidget* field, const QString& text);
/// The largest squared colour distance between two images' pixels over the first's size.
int worstColourDistance(const QImage& a, const QImage& b);
/// Presses the slider's handle, moves it by `dx` pixels in `steps` moves, releases it.
bool dragSlider(QSlider* slider, int dx, int steps);

} // namespace test
