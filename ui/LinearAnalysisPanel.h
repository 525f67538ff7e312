#pragma once

// What the linear-DAE toolkit says about the current model, next to its charts: regularity, the
// index, the Wong sequences and the rank gap, J and N of the quasi-Weierstrass form, the
// projectors, and whether x0 is consistent (with the value it jumps to, the impulse it causes
// and a button that replaces x0 by its consistent projection).

#include "linear/LinearCheck.h"

#include <QWidget>

class QPushButton;
class QTextBrowser;

namespace mechlab::ui {

class LinearAnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit LinearAnalysisPanel(QWidget* parent = nullptr);

    void setModel(const core::LinearDaeModel& model);
    /// The analysis shown (for tests).
    const core::LinearCheckReport& report() const { return m_report; }
    QString text() const;

Q_SIGNALS:
    /// "Project x0" was clicked: replace x0 by `jumped` (the consistent value x0 jumps to).
    void projectRequested(const Eigen::VectorXd& jumped);

private:
    QTextBrowser* m_view;
    QPushButton* m_project;
    core::LinearCheckReport m_report;
};

} // namespace mechlab::ui
