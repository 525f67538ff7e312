#include "ParameterPanel.h"

#include "model/ModelSpec.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>
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
    if (parameters.empty()) {
        grid->addWidget(new QLabel(tr("This model has no parameters.")), 0, 0);
        return;
    }
    for (int i = 0; i < int(parameters.size()); ++i) {
        const core::ParameterSpec& p = parameters[std::size_t(i)];
        double lo = p.min, hi = p.max;
        if (!(hi > lo)) { // no range in the file: one decade around the value
            lo = p.value == 0 ? -1 : std::min(p.value / 10, p.value * 10);
            hi = p.value == 0 ? 1 : std::max(p.value / 10, p.value * 10);
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
        spin->setRange(lo, hi);
        spin->setDecimals(4);
        spin->setSingleStep((hi - lo) / 100);
        spin->setValue(p.value);
        spin->setToolTip(label->toolTip());
        spin->setKeyboardTracking(false);
        slider->setValue(int(std::lround((p.value - lo) / (hi - lo) * kSteps)));
        grid->addWidget(label, i, 0);
        grid->addWidget(slider, i, 1);
        grid->addWidget(spin, i, 2);
        connect(slider, &QSlider::valueChanged, this, [this, i, spin, lo, hi](int v) {
            const double value = lo + (hi - lo) * v / kSteps;
            spin->blockSignals(true);
            spin->setValue(value);
            spin->blockSignals(false);
            Q_EMIT valueChanged(i, value);
        });
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, i, slider, lo, hi](double value) {
            slider->blockSignals(true);
            slider->setValue(int(std::lround((value - lo) / (hi - lo) * kSteps)));
            slider->blockSignals(false);
            Q_EMIT valueChanged(i, value);
        });
        m_sliders.push_back(slider);
        m_spins.push_back(spin);
    }
    grid->setColumnStretch(1, 1);
}

std::vector<double> ParameterPanel::values() const {
    std::vector<double> v;
    for (auto* spin : m_spins) v.push_back(spin->value());
    return v;
}

void ParameterPanel::setValue(int index, double value) {
    m_spins[std::size_t(index)]->setValue(value);
}

} // namespace mechlab::ui
