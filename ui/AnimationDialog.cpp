#include "AnimationDialog.h"

#include "FileDialogs.h"
#include "GifWriter.h"
#include "MechanismView.h"
#include "plot/ChartPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace mechlab::ui {

namespace {

constexpr int kMaxFps = 50; // GIF delays are hundredths of a second; browsers slow shorter ones
constexpr int kMaxFrames = 20000;

bool parseNumber(const QString& text, double& value) {
    bool ok = false;
    value = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(value);
}

QString number(double v) {
    return QString::number(v, 'g', 10);
}

} // namespace

int AnimationOptions::frameCount() const {
    return std::max(1, int(std::lround((tTo - tFrom) / speed * fps)));
}

bool writeAnimation(MechanismCanvas& canvas, const AnimationOptions& o, QString* error,
                    const std::function<bool(int, int)>& progress) {
    const int frames = o.frameCount();
    const std::vector<int> delays = GifWriter::delays(frames, o.fps);
    canvas.includeRun();
    // The drawing alone, or with the charts stacked at the right, as wide as their shape on
    // the screen asks (a quarter to a half of the frame).
    const int count = int(o.charts.size()), height = o.size.height();
    const int chartWidth =
        count == 0 ? 0
                   : std::clamp(int(std::lround(height / count * o.charts[0]->aspectRatio())),
                                o.size.width() / 4, o.size.width() / 2);
    auto mechanism = [&](QSize size, double t) {
        return o.picture ? o.picture(size, t) : canvas.renderImage(size, t);
    };
    auto frame = [&](double t) {
        if (count == 0) return mechanism(o.size, t);
        QImage image(o.size, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        const int left = o.size.width() - chartWidth;
        painter.drawImage(0, 0, mechanism(QSize(left, height), t));
        for (int i = 0; i < count; ++i) {
            ChartPanel* chart = o.charts[std::size_t(i)];
            chart->setCursorTime(t);
            const int top = i * height / count, bottom = (i + 1) * height / count;
            painter.drawImage(left, top, chart->render(QSize(chartWidth, bottom - top)));
        }
        return image;
    };
    // The charts get the window's time back however the export ends.
    struct Restore {
        const AnimationOptions& o;
        double t;
        ~Restore() {
            for (ChartPanel* chart : o.charts) chart->setCursorTime(t);
        }
    } restore{o, canvas.time()};
    GifWriter gif;
    if (!gif.open(o.path, o.size, error)) return false;
    for (int k = 0; k < frames; ++k) {
        if (progress && !progress(k, frames)) {
            gif.close();
            QFile::remove(o.path);
            if (error) *error = QObject::tr("the export was cancelled");
            return false;
        }
        const double t = o.tFrom + k * o.speed / o.fps;
        if (!gif.addFrame(frame(t), delays[std::size_t(k)])) break;
    }
    if (progress) progress(frames, frames);
    return gif.close(error);
}

AnimationDialog::AnimationDialog(MechanismCanvas* canvas, double tStart, double tEnd, double speed,
                                 const QString& suggestedPath, std::vector<ChartPanel*> charts,
                                 QWidget* parent)
    : QDialog(parent), m_canvas(canvas), m_tStart(tStart), m_tEnd(tEnd),
      m_charts(std::move(charts)) {
    setWindowTitle(tr("Export animation"));
    m_path = new QLineEdit(suggestedPath);
    m_path->setObjectName("animationFile");
    m_path->setToolTip(tr("The animated GIF to write"));
    m_path->setMinimumWidth(360);
    auto* browse = new QPushButton(tr("Browse..."));
    browse->setAutoDefault(false); // Enter in a field exports, also after tabbing past it
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path =
            askSaveFile(this, tr("Export animation"), m_path->text(), tr("GIF (*.gif)"));
        if (!path.isEmpty()) m_path->setText(path);
    });
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);

    m_from = new QLineEdit(number(tStart));
    m_from->setObjectName("animationFrom");
    m_from->setToolTip(tr("Simulated time of the first frame (s)"));
    m_to = new QLineEdit(number(tEnd));
    m_to->setObjectName("animationTo");
    m_to->setToolTip(tr("Simulated time where the animation ends (s), at most the end of the "
                        "computed run"));
    m_speed = new QComboBox;
    m_speed->setObjectName("animationSpeed");
    for (double s : MechanismView::playbackSpeeds())
        m_speed->addItem(QString("%1\u00d7").arg(s), s);
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(speed)));
    m_speed->setToolTip(tr("Simulated seconds per second of the animation (1\u00d7: real time)"));
    m_fps = new QSpinBox;
    m_fps->setObjectName("animationFps");
    m_fps->setRange(1, kMaxFps);
    m_fps->setValue(30);
    m_fps->setSuffix(tr(" frames/s"));
    m_fps->setToolTip(tr("Frames per second of the file (at most %1: GIF counts delays in "
                         "hundredths of a second)")
                          .arg(kMaxFps));
    m_width = new QSpinBox;
    m_width->setObjectName("animationWidth");
    m_width->setRange(64, 3840);
    m_width->setValue(640);
    m_width->setSuffix(" px");
    m_height = new QSpinBox;
    m_height->setObjectName("animationHeight");
    m_height->setRange(64, 2160);
    m_height->setValue(480);
    m_height->setSuffix(" px");
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel("\u00d7"));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch(1);
    m_withCharts = new QCheckBox(tr("With the &charts"));
    m_withCharts->setObjectName("animationCharts");
    QStringList titles;
    for (ChartPanel* chart : m_charts) titles << chart->title();
    m_withCharts->setToolTip(
        tr("The presentation charts (%1) stacked at the right of the drawing, their time cursor "
           "at each frame's time")
            .arg(titles.join(", ")));
    m_withCharts->setEnabled(!m_charts.empty());
    m_summary = new QLabel;
    m_summary->setObjectName("animationSummary");
    m_summary->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("File"), fileRow);
    form->addRow(tr("From t ="), m_from);
    form->addRow(tr("To t ="), m_to);
    form->addRow(tr("Speed"), m_speed);
    form->addRow(tr("Frame rate"), m_fps);
    form->addRow(tr("Size"), sizeRow);
    form->addRow(QString(), m_withCharts);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_export = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_export->setObjectName("animationExport");
    m_export->setDefault(true);
    // Enter exports once the values are valid again (a disabled default button would hand the
    // role to Cancel).
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &AnimationDialog::exportNow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    for (QLineEdit* e : {m_path, m_from, m_to})
        connect(e, &QLineEdit::textChanged, this, &AnimationDialog::updateSummary);
    connect(m_speed, &QComboBox::currentIndexChanged, this, &AnimationDialog::updateSummary);
    for (QSpinBox* s : {m_fps, m_width, m_height})
        connect(s, &QSpinBox::valueChanged, this, &AnimationDialog::updateSummary);
    updateSummary();
}

bool AnimationDialog::options(AnimationOptions& o, QString* why) const {
    auto fail = [&](const QString& reason) {
        if (why) *why = reason;
        return false;
    };
    o.path = m_path->text().trimmed();
    if (o.path.isEmpty()) return fail(tr("Give the file to write."));
    if (!o.path.endsWith(".gif", Qt::CaseInsensitive)) o.path += ".gif";
    if (!parseNumber(m_from->text(), o.tFrom)) return fail(tr("'From' is not a number."));
    if (!parseNumber(m_to->text(), o.tTo)) return fail(tr("'To' is not a number."));
    // Times are compared with a little slack for the digits the fields show.
    const double slack = 1e-9 * std::max(1.0, std::abs(m_tEnd - m_tStart));
    if (o.tFrom < m_tStart - slack || o.tTo > m_tEnd + slack)
        return fail(
            tr("The run is computed from t = %1 to %2 s.").arg(number(m_tStart), number(m_tEnd)));
    o.tFrom = std::max(o.tFrom, m_tStart);
    o.tTo = std::min(o.tTo, m_tEnd);
    if (!(o.tTo > o.tFrom)) return fail(tr("'To' must come after 'From'."));
    o.speed = m_speed->currentData().toDouble();
    o.fps = m_fps->value();
    o.size = QSize(m_width->value(), m_height->value());
    if (m_withCharts->isChecked()) o.charts = m_charts;
    o.picture = m_picture;
    if (o.frameCount() > kMaxFrames)
        return fail(tr("That would be %1 frames (at most %2): choose a higher speed, a lower "
                       "frame rate or a shorter span.")
                        .arg(o.frameCount())
                        .arg(kMaxFrames));
    return true;
}

void AnimationDialog::updateSummary() {
    AnimationOptions o;
    QString why;
    const bool valid = options(o, &why);
    m_export->setEnabled(valid);
    if (valid) m_export->setDefault(true);
    m_summary->setText(valid ? tr("%1 frames of %2 \u00d7 %3 px, playing for %4 s.")
                                   .arg(o.frameCount())
                                   .arg(o.size.width())
                                   .arg(o.size.height())
                                   .arg(o.frameCount() / double(o.fps), 0, 'g', 4)
                             : why);
}

void AnimationDialog::exportNow() {
    AnimationOptions o;
    QString why;
    if (!options(o, &why)) return m_summary->setText(why);
    QProgressDialog progress(tr("Writing %1...").arg(o.path), tr("Cancel"), 0, o.frameCount(),
                             this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    const bool ok = writeAnimation(*m_canvas, o, &why, [&](int done, int) {
        progress.setValue(done);
        return !progress.wasCanceled();
    });
    if (!ok) return m_summary->setText(tr("Not written: %1").arg(why));
    accept();
}

} // namespace mechlab::ui
