#include "GuiSupport.h"

#include "MainWindow.h"
#include "ParameterPanel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLineEdit>
#include <QPointer>
#include <QSettings>
#include <QSlider>
#include <QStyleOptionSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QtTest>

namespace test {

void isolateWindows(const QString& organization, const QString& autosaveDir) {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("MECHLAB_AUTOSAVE_DIR", autosaveDir.toUtf8());
    QCoreApplication::setOrganizationName(organization);
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one kept
}

bool waitFinished(mechlab::ui::MainWindow& w, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (w.controller().isRunning() && timer.elapsed() < timeoutMs) QTest::qWait(10);
    QTest::qWait(20);
    return !w.controller().isRunning();
}

std::shared_ptr<bool> answerNextDialog(int key) {
    // Polls: the dialog may open later than any fixed delay on a slow (sanitized) build.
    auto answered = std::make_shared<bool>(false);
    auto* timer = new QTimer;
    auto* clock = new QElapsedTimer;
    clock->start();
    QObject::connect(timer, &QTimer::timeout, [timer, clock, key, answered] {
        QWidget* box = QApplication::activeModalWidget();
        if (box) QTest::keyClick(box, Qt::Key(key));
        *answered = box != nullptr;
        if (box || clock->elapsed() > 20000) {
            timer->stop();
            timer->deleteLater();
            delete clock;
        }
    });
    timer->start(50);
    return answered;
}

QPoint handleCenter(const QSlider* slider) {
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.upsideDown = slider->invertedAppearance();
    return slider->style()
        ->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider)
        .center();
}

bool showWidget(QWidget* widget) {
    // Outermost tab first: an inner tab bar is only clickable once its page shows.
    std::vector<std::pair<QTabWidget*, QWidget*>> tabs;
    for (QWidget* child = widget; child; child = child->parentWidget())
        if (auto* t = qobject_cast<QTabWidget*>(
                child->parentWidget() ? child->parentWidget()->parentWidget() : nullptr))
            if (t->indexOf(child) >= 0) tabs.emplace_back(t, child);
    for (auto it = tabs.rbegin(); it != tabs.rend(); ++it) {
        auto [tab, page] = *it;
        const int index = tab->indexOf(page);
        if (tab->currentIndex() == index) continue;
        QTabBar* bar = tab->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
    }
    return QTest::qWaitFor([widget] { return widget->isVisible(); }, 2000);
}

QWidget* openCellEditor(QTableWidget* table, int row, int column) {
    if (!showWidget(table)) return nullptr;
    table->scrollToItem(table->item(row, column));
    const QRect rect = table->visualRect(table->model()->index(row, column));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::keyClick(table, Qt::Key_F2);
    QWidget* editor = QApplication::focusWidget();
    return qobject_cast<QLineEdit*>(editor) && table->isAncestorOf(editor) ? editor : nullptr;
}

bool typeIntoCell(QTableWidget* table, int row, int column, const QString& text) {
    QWidget* editor = openCellEditor(table, row, column);
    if (!editor) return false;
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits the editor's text on the next turn of the event loop.
    return QTest::qWaitFor(
        [editor = QPointer<QWidget>(editor)] { return editor.isNull() || !editor->isVisible(); },
        2000);
}

bool typeIntoSpinBox(mechlab::ui::ParameterPanel* panel, int index, const QString& text) {
    QDoubleSpinBox* spin = panel->spinBox(index);
    if (!spin || !showWidget(spin)) return false;
    QTest::mouseClick(spin, Qt::LeftButton);
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    return true;
}

void retype(QWidget* field, const QString& text) {
    QTest::mouseClick(field, Qt::LeftButton);
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
}

int worstColourDistance(const QImage& a, const QImage& b) {
    int worst = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), r = b.pixel(x, y);
            auto sq = [](int v) { return v * v; };
            worst = std::max(worst, sq(qRed(p) - qRed(r)) + sq(qGreen(p) - qGreen(r)) +
                                        sq(qBlue(p) - qBlue(r)));
        }
    return worst;
}

bool dragSlider(QSlider* slider, int dx, int steps) {
    if (!showWidget(slider)) return false;
    const QPoint start = handleCenter(slider);
    QTest::mousePress(slider, Qt::LeftButton, {}, start);
    for (int k = 1; k <= steps; ++k) {
        QTest::mouseMove(slider, start + QPoint(dx * k / steps, 0));
        QTest::qWait(20); // a hand, not a teleport: the window gets its turns in between
    }
    QTest::mouseRelease(slider, Qt::LeftButton, {}, start + QPoint(dx, 0));
    return true;
}

} // namespace test
