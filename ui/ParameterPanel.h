#pragma once

// A slider and a spin box for every parameter of the model (range from the model file).

#include <QWidget>
#include <vector>

namespace mechlab::core {
struct ParameterSpec;
}

class QDoubleSpinBox;
class QSlider;

namespace mechlab::ui {

class ParameterPanel : public QWidget {
    Q_OBJECT

public:
    explicit ParameterPanel(QWidget* parent = nullptr);

    void setParameters(const std::vector<core::ParameterSpec>& parameters);
    std::vector<double> values() const;
    void setValue(int index, double value);
    int count() const { return int(m_spins.size()); }
    /// The slider of parameter `index` (for keyboard focus and tests).
    QSlider* slider(int index) const { return m_sliders[std::size_t(index)]; }

Q_SIGNALS:
    /// A value changed (slider moved or spin box edited).
    void valueChanged(int index, double value);

private:
    std::vector<QSlider*> m_sliders;
    std::vector<QDoubleSpinBox*> m_spins;
};

} // namespace mechlab::ui
