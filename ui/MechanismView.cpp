#include "MechanismView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace mechlab::ui {

namespace {
constexpr int kSliderSteps = 2000;
constexpr std::size_t kMaxTracePoints = 2000;
} // namespace

MechanismCanvas::MechanismCanvas(QWidget* parent) : QWidget(parent) {
    setMinimumSize(220, 200);
    setAutoFillBackground(true);
    setPalette(QPalette(Qt::white));
    setToolTip(tr("The mechanism at the time under the slider"));
}

void MechanismCanvas::setModel(const core::Model& model) {
    m_model = model;
    m_drawing = std::make_unique<core::DrawingEvaluator>(model);
    m_run.reset();
    m_traces.clear();
    m_traceTimes.clear();
    m_traceStride = 1;
    m_traced = 0;
    // View box: the model's, else fitted to the drawing at the initial state.
    core::DrawingFrame f = m_drawing->frame(model.tStart(), model.q0(), model.v0());
    if (f.viewBox) {
        m_box = *f.viewBox;
    } else if (!f.points.empty()) {
        double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
        for (auto [x, y] : f.points) {
            x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
        }
        const double pad = 0.2 * std::max({x1 - x0, y1 - y0, 1e-3});
        m_box = {x0 - pad, x1 + pad, y0 - pad, y1 + pad};
    }
    m_t = model.tStart();
    update();
}

void MechanismCanvas::setRun(std::shared_ptr<const RunData> run) {
    m_run = std::move(run);
    m_traces.clear();
    m_traceTimes.clear();
    m_traceStride = 1;
    m_traced = 0;
    runUpdated();
}

void MechanismCanvas::runUpdated() {
    if (!m_run || !m_drawing) return;
    const core::Trajectory& tr = m_run->trajectory;
    const int n = m_model->coordinateCount();
    const std::size_t rows = tr.rowCount();
    const auto& traces = m_model->compiled().traces;
    m_traces.resize(traces.size());
    Eigen::VectorXd q(n), v(n);
    for (std::size_t r = m_traced; r < rows; ++r) {
        if (r % m_traceStride != 0) continue;
        for (int i = 0; i < n; ++i) {
            q[i] = tr.column(1 + i).values[r];
            v[i] = tr.column(1 + n + i).values[r];
        }
        const double t = tr.column(0).values[r];
        const core::DrawingFrame f = m_drawing->frame(t, q, v);
        for (std::size_t k = 0; k < traces.size(); ++k) {
            const auto [x, y] = f.points[std::size_t(traces[k])];
            m_traces[k].emplace_back(x, y);
        }
        m_traceTimes.push_back(t);
        if (m_traceTimes.size() > kMaxTracePoints) {
            // Keep every other point (the samples at multiples of the doubled stride).
            auto thin = [](auto& v) {
                std::size_t j = 0;
                for (std::size_t i = 0; i < v.size(); i += 2) v[j++] = v[i];
                v.resize(j);
            };
            for (auto& trace : m_traces) thin(trace);
            thin(m_traceTimes);
            m_traceStride *= 2;
        }
    }
    m_traced = rows;
    update();
}

bool MechanismCanvas::stateAt(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) const {
    const int n = m_model->coordinateCount();
    q = m_model->q0();
    v = m_model->v0();
    if (!m_run || m_run->trajectory.rowCount() == 0) return false;
    const auto& ts = m_run->trajectory.column(0).values;
    const std::size_t hi = std::size_t(std::lower_bound(ts.begin(), ts.end(), t) - ts.begin());
    const std::size_t i1 = std::min(hi, ts.size() - 1), i0 = i1 > 0 ? i1 - 1 : 0;
    const double w = ts[i1] > ts[i0] ? std::clamp((t - ts[i0]) / (ts[i1] - ts[i0]), 0.0, 1.0) : 1.0;
    for (int i = 0; i < n; ++i) {
        const auto& qc = m_run->trajectory.column(1 + i).values;
        const auto& vc = m_run->trajectory.column(1 + n + i).values;
        q[i] = (1 - w) * qc[i0] + w * qc[i1];
        v[i] = (1 - w) * vc[i0] + w * vc[i1];
    }
    return true;
}

void MechanismCanvas::setTime(double t) {
    m_t = t;
    update();
}

void MechanismCanvas::paintEvent(QPaintEvent*) {
    ++m_paintCount;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    if (!m_drawing || m_drawing->empty()) {
        p.setPen(Qt::gray);
        p.drawText(rect(), Qt::AlignCenter, tr("This model has no drawing"));
        return;
    }
    // Model units to pixels: equal scale on both axes, y up, box centered.
    const double bw = m_box[1] - m_box[0], bh = m_box[3] - m_box[2];
    const double scale = std::min((width() - 16) / bw, (height() - 16) / bh);
    const double cx = 0.5 * (m_box[0] + m_box[1]), cy = 0.5 * (m_box[2] + m_box[3]);
    auto map = [&](double x, double y) {
        return QPointF(width() / 2.0 + (x - cx) * scale, height() / 2.0 - (y - cy) * scale);
    };

    Eigen::VectorXd q, v;
    stateAt(m_t, q, v);
    const core::DrawingFrame f = m_drawing->frame(m_t, q, v);

    // Traces up to the current time.
    const std::size_t count = std::size_t(
        std::upper_bound(m_traceTimes.begin(), m_traceTimes.end(), m_t) - m_traceTimes.begin());
    p.setPen(QPen(QColor(230, 140, 40, 150), 1.2));
    // Separate segments, not one polyline: a path traced back and forth (a pendulum's arc)
    // would be stroked as one self-overlapping outline, which costs tens of milliseconds.
    QVector<QLineF> lines;
    for (const auto& trace : m_traces) {
        lines.clear();
        lines.reserve(qsizetype(count));
        for (std::size_t i = 1; i < count; ++i)
            lines.append(
                QLineF(map(trace[i - 1].x(), trace[i - 1].y()), map(trace[i].x(), trace[i].y())));
        p.drawLines(lines);
    }
    p.setPen(QPen(QColor(60, 60, 70), 3, Qt::SolidLine, Qt::RoundCap));
    for (auto [a, b] : f.segments) {
        if (a < 0 || b < 0) continue;
        p.drawLine(map(f.points[std::size_t(a)].first, f.points[std::size_t(a)].second),
                   map(f.points[std::size_t(b)].first, f.points[std::size_t(b)].second));
    }
    p.setPen(QPen(QColor(20, 60, 120), 1.5));
    p.setBrush(QColor(70, 130, 200));
    for (std::size_t k = 0; k < f.circleCenters.size(); ++k) {
        if (f.circleCenters[k] < 0) continue;
        const auto [x, y] = f.points[std::size_t(f.circleCenters[k])];
        const double r = std::max(2.0, f.circleRadii[k] * scale);
        p.drawEllipse(map(x, y), r, r);
    }
    p.setPen(Qt::black);
    p.drawText(QRect(6, 4, width() - 12, 20), Qt::AlignLeft,
               QString("t = %1 s").arg(m_t, 0, 'f', 3));
}

MechanismView::MechanismView(QWidget* parent) : QWidget(parent) {
    m_canvas = new MechanismCanvas(this);
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setToolTip(tr("Time: drag to scrub through the computed run"));
    m_play = new QToolButton;
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("Play / pause the animation (Space)"));
    m_play->setCheckable(true);
    m_speed = new QComboBox;
    for (double s : {0.1, 0.25, 0.5, 1.0, 2.0, 4.0}) m_speed->addItem(QString("%1x").arg(s), s);
    m_speed->setCurrentIndex(3);
    m_speed->setToolTip(tr("Playback speed relative to real time"));
    m_label = new QLabel("t = 0 s");
    // A fixed width: a label that changes width with every new time would re-lay out (and
    // repaint) the charts next to the view at each batch of a run.
    m_label->setFixedWidth(m_label->fontMetrics().horizontalAdvance("t = -00000.000 s"));
    m_timer = new QTimer(this);
    m_timer->setInterval(33);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_label);
    controls->addWidget(m_speed);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_canvas, 1);
    layout->addLayout(controls);

    connect(m_slider, &QSlider::sliderMoved, this, [this](int value) {
        m_follow = false;
        if (!m_run) return;
        showTime(m_run->tStart + (endTime() - m_run->tStart) * value / kSliderSteps);
    });
    connect(m_play, &QToolButton::toggled, this, &MechanismView::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!m_run) return;
        double t =
            m_canvas->time() + m_speed->currentData().toDouble() * m_timer->interval() / 1000.0;
        if (t > endTime()) t = m_run->finished ? m_run->tStart : endTime();
        showTime(t);
    });
}

double MechanismView::endTime() const {
    if (!m_run || m_run->trajectory.rowCount() == 0) return m_run ? m_run->tStart : 0.0;
    return m_run->trajectory.column(0).values.back();
}

void MechanismView::setModel(const core::Model& model) {
    setPlaying(false);
    m_run.reset();
    m_canvas->setModel(model);
    m_slider->setValue(0);
    m_label->setText(QString("t = %1 s").arg(model.tStart(), 0, 'f', 3));
}

void MechanismView::setRun(std::shared_ptr<const RunData> run) {
    m_run = run;
    m_follow = true;
    m_canvas->setRun(std::move(run));
}

void MechanismView::runUpdated(bool running) {
    m_canvas->runUpdated();
    if (running && m_follow && !isPlaying()) showTime(endTime());
}

bool MechanismView::isPlaying() const {
    return m_timer->isActive();
}

void MechanismView::setPlaying(bool playing) {
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    m_play->blockSignals(true);
    m_play->setChecked(playing);
    m_play->blockSignals(false);
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void MechanismView::showTime(double t) {
    m_canvas->setTime(t);
    m_label->setText(QString("t = %1 s").arg(t, 0, 'f', 3));
    if (m_run && endTime() > m_run->tStart) {
        m_slider->blockSignals(true);
        m_slider->setValue(
            int(std::lround((t - m_run->tStart) / (endTime() - m_run->tStart) * kSliderSteps)));
        m_slider->blockSignals(false);
    }
}

} // namespace mechlab::ui
