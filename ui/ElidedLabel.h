#pragma once

// A one-line label that shows as much of its text as its width allows, eliding the middle (the
// window's status line begins with the method and its settings and ends with the residuals and
// errors), with the whole text as its tooltip while it is cut.

#include <QLabel>
#include <QResizeEvent>

namespace mechlab::ui {

class ElidedLabel final : public QLabel {
public:
    using QLabel::QLabel;

    void setFullText(const QString& text) {
        m_full = text;
        showFitting();
    }
    QString fullText() const { return m_full; }
    /// Any width: the layout, not the text, decides it.
    QSize minimumSizeHint() const override { return {0, QLabel::minimumSizeHint().height()}; }
    QSize sizeHint() const override { return {0, QLabel::sizeHint().height()}; }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        showFitting();
    }

private:
    void showFitting() {
        const QString shown =
            fontMetrics().elidedText(m_full, Qt::ElideMiddle, contentsRect().width());
        if (shown != text()) QLabel::setText(shown);
        setToolTip(shown == m_full ? QString() : m_full);
    }

    QString m_full;
};

} // namespace mechlab::ui
