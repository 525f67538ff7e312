#include "MethodPanel.h"

#include "Text.h"
#include "run/Registry.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace mechlab::ui {

MethodPanel::MethodPanel(QWidget* parent) : QWidget(parent) {
    m_method = new QComboBox;
    // As wide as the panel, not as the longest method name: that name widened the run panel
    // beyond a 1280-pixel screen's share, and the description under it was cut off.
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_method->setMinimumContentsLength(16);
    fillMethods();
    m_method->setToolTip(tr("Integrator (from the method registry)"));
    m_description = new QLabel;
    m_description->setWordWrap(true);
    m_description->setStyleSheet("color: #555;");
    m_formHost = new QWidget;
    m_form = new QFormLayout(m_formHost);
    m_form->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_method);
    layout->addWidget(m_description);
    layout->addWidget(m_formHost);
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        rebuildSettings();
        Q_EMIT changed();
    });
    rebuildSettings();
}

void MethodPanel::fillMethods() {
    m_method->blockSignals(true);
    m_method->clear();
    for (const core::MethodEntry& e : core::methodRegistry()) {
        if (m_linear && !e.solvesLinearDae()) continue;
        m_method->addItem(coreText(e.info.name), q(e.info.id));
        const QString tip = m_linear
                                ? tr("%1 (linear DAEs: %2)")
                                      .arg(coreText(e.info.description), coreText(e.linear.note))
                                : coreText(e.info.description);
        m_method->setItemData(m_method->count() - 1, tip, Qt::ToolTipRole);
    }
    m_method->blockSignals(false);
}

void MethodPanel::setLinearMode(bool linear) {
    if (linear == m_linear) return;
    m_linear = linear;
    fillMethods();
    rebuildSettings();
}

const std::vector<core::SettingSpec>* MethodPanel::schema() const {
    const core::MethodEntry* e = core::findMethod(methodId());
    if (!e) return nullptr;
    return m_linear ? &e->linear.settings : &e->info.settings;
}

void MethodPanel::rebuildSettings() {
    while (m_form->rowCount() > 0) m_form->removeRow(0);
    m_fields.clear();
    const core::MethodEntry* e = core::findMethod(methodId());
    if (!e) return;
    m_description->setText(m_linear ? tr("For E x' = A x + f: %1 [order %2]")
                                          .arg(coreText(e->linear.note))
                                          .arg(e->info.order)
                                    : tr("%1 [order %2, %3]")
                                          .arg(coreText(e->info.description))
                                          .arg(e->info.order)
                                          .arg(coreText(e->info.formulation)));
    for (const core::SettingSpec& s : *schema()) {
        QWidget* field = nullptr;
        if (s.type == core::SettingType::Choice) {
            auto* combo = new QComboBox;
            for (const auto& c : s.choices) combo->addItem(QString::fromStdString(c));
            combo->setCurrentText(QString::fromStdString(s.defaultValue));
            connect(combo, &QComboBox::currentIndexChanged, this, &MethodPanel::changed);
            field = combo;
        } else {
            auto* edit = new QLineEdit(QString::fromStdString(s.defaultValue));
            if (s.type == core::SettingType::Text) {
                edit->setValidator(new QRegularExpressionValidator(
                    QRegularExpression(QString::fromStdString(s.pattern)), edit));
            } else {
                auto* validator = new QDoubleValidator(edit);
                validator->setLocale(QLocale::c());
                edit->setValidator(validator);
            }
            if (s.defaultValue.empty()) edit->setPlaceholderText(tr("off"));
            connect(edit, &QLineEdit::textEdited, this, &MethodPanel::changed);
            field = edit;
        }
        field->setToolTip(coreText(s.tooltip));
        field->setObjectName(QString::fromStdString(s.key));
        m_form->addRow(coreText(s.label), field);
        m_fields[s.key] = field;
    }
}

void MethodPanel::select(const std::string& methodId,
                         const std::map<std::string, std::string>& settings) {
    const int index = m_method->findData(QString::fromStdString(methodId));
    m_method->blockSignals(true);
    if (index >= 0) m_method->setCurrentIndex(index);
    m_method->blockSignals(false);
    rebuildSettings();
    for (const auto& [key, value] : settings) {
        auto it = m_fields.find(key);
        if (it == m_fields.end()) continue;
        if (auto* combo = qobject_cast<QComboBox*>(it->second))
            combo->setCurrentText(QString::fromStdString(value));
        else if (auto* edit = qobject_cast<QLineEdit*>(it->second))
            edit->setText(QString::fromStdString(value));
    }
    Q_EMIT changed();
}

std::string MethodPanel::methodId() const {
    return m_method->currentData().toString().toStdString();
}

std::map<std::string, std::string> MethodPanel::settings() const {
    std::map<std::string, std::string> out;
    for (const auto& [key, field] : m_fields) {
        QString text;
        if (auto* combo = qobject_cast<QComboBox*>(field))
            text = combo->currentText();
        else if (auto* edit = qobject_cast<QLineEdit*>(field))
            text = edit->text().trimmed();
        if (!text.isEmpty()) out[key] = text.toStdString();
    }
    return out;
}

QString MethodPanel::validationError() const {
    const std::vector<core::SettingSpec>* spec = schema();
    if (!spec) return tr("no method selected");
    if (auto error = core::Settings::validate(*spec, settings()))
        return QString::fromStdString(*error);
    return {};
}

} // namespace mechlab::ui
