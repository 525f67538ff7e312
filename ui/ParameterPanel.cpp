#include "ParameterPanel.h"

#include "model/ModelSpec.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <algorithm>
#include <cmath>

namespace mechlab::ui {

namespace {
constexpr int kSteps = 1000;
}

ParameterPanel::ParameterPanel(QWidget* parent) : QWidget(parent) {
    new QGridLayout(this);
}

void ParameterPanel::setParameters(const std::vector<core::ParameterSpec>& parameters) {
    auto* grid = static_cast<QGridLayout*>(layout());
    while (QLayoutItem* item = grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_sliders.clear();
    m_spins.clear();
    m_values.clear();
    if (parameters.empty()) {
        grid->addWidget(new QLabel(tr("This model has no parameters.")), 0, 0);
        return;
    }
    QStringList fixed;
    int row = 0;
    for (int i = 0; i < int(parameters.size()); ++i) {
        const core::ParameterSpec& p = parameters[std::size_t(i)];
        const double lo = p.min, hi = p.max;
        m_values.push_back(p.value);
        if (!(hi > lo)) { // no range in the file: a fixed value, listed below the sliders
            fixed << QString("%1 = %2%3")
                         .arg(QString::fromStdString(p.name))
                         .arg(p.value)
                         .arg(p.unit.empty() ? QString() : " " + QString::fromStdString(p.unit));
            m_sliders.push_back(nullptr);
            m_spins.push_back(nullptr);
            continue;
        }
        auto* label =
            new QLabel(QString::fromStdString(p.name) +
                       (p.unit.empty() ? "" : " [" + QString::fromStdString(p.unit) + "]"));
        label->setToolTip(QString::fromStdString(p.description));
        auto* slider = new QSlider(Qt::Horizontal);
        slider->setRange(0, kSteps);
        slider->setToolTip(QString::fromStdString(p.description) +
                           QString(" (%1 to %2)").arg(lo).arg(hi));
        auto* spin = new QDoubleSpinBox;
        // A decimal point in every locale, as in the formulas, the method settings and the
        // limits beside it (a German system locale would show 9,8100 here and 0.01 there).
        spin->setLocale(QLocale::c());
        spin->setRange(lo, hi);
        // Enough decimals to show small values (a rotation rate of 7.3e-5) with five digits.
        const double magnitude = p.value != 0.0 ? std::abs(p.value) : hi - lo;
        spin->setDecimals(std::clamp(4 - int(std::floor(std::log10(magnitude))), 4, 12));
        spin->setSingleStep((hi - lo) / 100);
        spin->setValue(p.value);
        spin->setToolTip(label->toolTip());
        spin->setKeyboardTracking(false);
        slider->setValue(int(std::lround((p.value - lo) / (hi - lo) * kSteps)));
        grid->addWidget(label, row, 0);
        grid->addWidget(spin, row, 1);
        grid->addWidget(slider, row + 1, 0, 1, 2);
        row += 2;
        connect(slider, &QSlider::valueChanged, this, [this, i, spin, lo, hi](int v) {
            const double value = lo + (hi - lo) * v / kSteps;
            m_values[std::size_t(i)] = value;
            spin->blockSignals(true);
            spin->setValue(value);
            spin->blockSignals(false);
            Q_EMIT valueChanged(i, value);
        });
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, i, slider, lo, hi](double value) {
            m_values[std::size_t(i)] = value;
            slider->blockSignals(true);
            slider->setValue(int(std::lround((value - lo) / (hi - lo) * kSteps)));
            slider->blockSignals(false);
            Q_EMIT valueChanged(i, value);
        });
        connect(slider, &QSlider::sliderReleased, this, &ParameterPanel::dragFinished);
        m_sliders.push_back(slider);
        m_spins.push_back(spin);
    }
    if (!fixed.isEmpty()) {
        auto* label = new QLabel(tr("Fixed: ") + fixed.join(", "));
        label->setWordWrap(true);
        label->setStyleSheet("color: #555;");
        label->setToolTip(tr("Parameters without a slider range in the model file"));
        grid->addWidget(label, row, 0, 1, 2);
    }
    grid->setColumnStretch(0, 1);
}

std::vector<double> ParameterPanel::values() const {
    return m_values;
}

bool ParameterPanel::isDragging() const {
    for (const QSlider* slider : m_sliders)
        if (slider && slider->isSliderDown()) return true;
    return false;
}

void ParameterPanel::setValue(int index, double value) {
    if (QDoubleSpinBox* spin = m_spins[std::size_t(index)]) spin->setValue(value);
    m_values[std::size_t(index)] = value;
}

} // namespace mechlab::ui
