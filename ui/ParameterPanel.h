#pragma once

// A slider and a spin box for every parameter with a range in the model file; parameters
// without one (min = max: fixed geometry) are listed with their values. Each parameter takes two
// rows, its name and spin box above a slider of the panel's whole width: beside them in one row,
// the slider was about 50 pixels long in the window's side panel, 30 of them for the range.

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
    /// The slider of parameter `index` (null for a fixed parameter).
    QSlider* slider(int index) const { return m_sliders[std::size_t(index)]; }
    /// Its spin box (null for a fixed parameter).
    QDoubleSpinBox* spinBox(int index) const { return m_spins[std::size_t(index)]; }
    /// A slider is held down with the mouse (or the keyboard's drag) right now.
    bool isDragging() const;

Q_SIGNALS:
    /// A value changed (slider moved or spin box edited).
    void valueChanged(int index, double value);
    /// A held slider was let go.
    void dragFinished();

private:
    std::vector<QSlider*> m_sliders;
    std::vector<QDoubleSpinBox*> m_spins; // null for fixed parameters
    // The values exactly (the file's until a slider or spin box changes one): the spin boxes
    // show them rounded to their decimals.
    std::vector<double> m_values;
};

} // namespace mechlab::ui
