#pragma once

// The method list and each method's settings, generated from the integrator registry's schema:
// the window includes no integrator header.

#include "run/Simulation.h"

#include <QWidget>
#include <map>

class QComboBox;
class QFormLayout;
class QLabel;

namespace mechlab::ui {

class MethodPanel : public QWidget {
    Q_OBJECT

public:
    explicit MethodPanel(QWidget* parent = nullptr);

    /// Selects a method and fills its settings (the others keep their defaults).
    void select(const std::string& methodId, const std::map<std::string, std::string>& settings);
    std::string methodId() const;
    /// The settings as typed (empty fields left out).
    std::map<std::string, std::string> settings() const;
    /// A problem with the typed settings, or empty.
    QString validationError() const;
    /// Linear DAE models: only the methods that solve them, with their linear settings.
    void setLinearMode(bool linear);
    bool linearMode() const { return m_linear; }

Q_SIGNALS:
    void changed();

private:
    void rebuildSettings();
    void fillMethods();
    /// The settings schema of the current method in the current mode.
    const std::vector<core::SettingSpec>* schema() const;

    QComboBox* m_method;
    QLabel* m_description;
    QFormLayout* m_form;
    QWidget* m_formHost;
    std::map<std::string, QWidget*> m_fields;
    bool m_linear = false;
};

} // namespace mechlab::ui
