#include "LinearAnalysisPanel.h"

#include "Text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

namespace mechlab::ui {

namespace {

// A matrix as a small HTML table (entries below 1e-13 of the largest shown as 0).
QString matrixHtml(const QString& name, const Eigen::MatrixXd& M) {
    QString html = QString("<td valign='top' style='padding-right:14px'><b>%1</b>").arg(name);
    if (M.size() == 0) return html + QObject::tr(" (empty)</td>");
    const double clean = 1e-13 * std::max(1.0, M.lpNorm<Eigen::Infinity>());
    html += "<table cellspacing='0' cellpadding='1' style='border-left:1px solid #888; "
            "border-right:1px solid #888'>";
    for (Eigen::Index i = 0; i < M.rows(); ++i) {
        html += "<tr>";
        for (Eigen::Index j = 0; j < M.cols(); ++j) {
            const double v = std::abs(M(i, j)) < clean ? 0.0 : M(i, j);
            html += QString("<td align='right' style='padding:0 4px'>%1</td>")
                        .arg(QString::number(v, 'g', 4));
        }
        html += "</tr>";
    }
    return html + "</table></td>";
}

QString vectorText(const Eigen::VectorXd& v) {
    return q(core::formatVector(v));
}

QString dims(const std::vector<int>& d) {
    QStringList parts;
    for (int k : d) parts << QString::number(k);
    return parts.join(", ");
}

} // namespace

LinearAnalysisPanel::LinearAnalysisPanel(QWidget* parent) : QWidget(parent) {
    m_view = new QTextBrowser;
    m_view->setOpenLinks(false);
    m_view->setToolTip(tr("The pencil (E, A) analysed as in Sánchez Rivera (2021): Wong sequences, "
                          "quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), "
                          "projectors (independent of the chosen bases)"));
    m_project = new QPushButton(tr("Project x0"));
    m_project->setToolTip(tr("Replace the initial value by the consistent value it jumps to, "
                             "x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)"));
    connect(m_project, &QPushButton::clicked, this,
            [this] { Q_EMIT projectRequested(m_report.initial.jumped); });
    auto* title = new QLabel(tr("<b>Linear DAE analysis</b>"));
    auto* top = new QHBoxLayout;
    top->addWidget(title);
    top->addStretch(1);
    top->addWidget(m_project);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
}

void LinearAnalysisPanel::setModel(const core::LinearDaeModel& model) {
    m_report = core::checkLinearDae(model);
    const core::PencilAnalysis& p = model.pencil();
    const core::WongSequences& w = p.wong;
    QString html = "<html><body>";
    html += tr("<p><b>E x' = A x + f(t)</b>: %1 equations, %2 unknowns. ")
                .arg(model.equationCount())
                .arg(model.unknownCount());
    if (p.regular) {
        html += tr("<span style='color:#1a6b1a'><b>Regular</b></span>, <b>index %1</b>. ")
                    .arg(p.index());
        html += tr("dim V* = %1 (the differential part), dim W* = %2.").arg(p.qwf.n1).arg(p.qwf.n2);
    } else {
        html += tr("<span style='color:#a00000'><b>Not regular</b></span>: %1. mechlab does not "
                   "solve it.")
                    .arg(q(p.reason).toHtmlEscaped());
    }
    if (p.borderline)
        html += tr(" <span style='color:#a06000'>Numerically borderline (the sampled "
                   "sigma_min/sigma_max of lambda E - A is %1).</span>")
                    .arg(sci(p.crossCheck));
    html += "</p>";
    if (w.vDimensions.empty()) { // not analysed: E or A is not finite
        m_view->setHtml(html + "</body></html>");
        m_project->setEnabled(false);
        return;
    }
    html += tr("<p>Wong sequences: dim V<sub>i</sub> = %1; dim W<sub>j</sub> = %2 (stationary "
               "after %3). Rank tolerance %4; smallest singular value kept %5, largest "
               "discarded %6.</p>")
                .arg(dims(w.vDimensions), dims(w.wDimensions))
                .arg(w.wSteps())
                .arg(sci(w.gap.tolerance))
                .arg(std::isnan(w.gap.smallestKept) ? "-" : sci(w.gap.smallestKept))
                .arg(std::isnan(w.gap.largestDiscarded) ? "-" : sci(w.gap.largestDiscarded));
    if (p.regular) {
        const core::InitialValueAnalysis& iv = m_report.initial;
        if (iv.consistent) {
            html += tr("<p>x0 = %1 is <span style='color:#1a6b1a'><b>consistent</b></span>.</p>")
                        .arg(vectorText(model.x0()));
        } else {
            html += tr("<p>x0 = %1 is <span style='color:#a00000'><b>not consistent</b></span> "
                       "(distance %2): the solution jumps at t0 to x(t0+) = %3, where the run "
                       "starts.")
                        .arg(vectorText(model.x0()), sci(iv.distance), vectorText(iv.jumped));
            static const char* kDelta[] = {"δ", "δ′", "δ″", "δ‴"};
            for (std::size_t j = 0; j < iv.impulses.size(); ++j)
                html += tr(" Impulse: %1 %2.")
                            .arg(vectorText(iv.impulses[j]))
                            .arg(j < 4 ? QString::fromUtf8(kDelta[j]) : QString("δ^(%1)").arg(j));
            if (iv.impulses.empty()) html += tr(" No impulse (index %1).").arg(p.index());
            html += "</p>";
        }
        const core::QuasiWeierstrass& qw = p.qwf;
        html += "<table><tr>" + matrixHtml("J", qw.J) + matrixHtml("N", qw.N) +
                matrixHtml(QString::fromUtf8("Π"), qw.Pi) +
                matrixHtml(QString::fromUtf8("Π<sub>diff</sub>"), qw.PiDiff) +
                matrixHtml(QString::fromUtf8("Π<sub>imp</sub>"), qw.PiImp) +
                matrixHtml("E<sub>imp</sub>", qw.EImp) + "</tr></table>";
    }
    html += "</body></html>";
    m_view->setHtml(html);
    m_project->setEnabled(p.regular && !m_report.consistent);
}

QString LinearAnalysisPanel::text() const {
    return m_view->toPlainText();
}

} // namespace mechlab::ui
