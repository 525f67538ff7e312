#include "MechanismView.h"

#include "NiceLength.h"
#include "View3D.h"
#include "plot/ChartPanel.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QSettings>
#include <QSlider>
#include <QStackedWidget>
#include <QStyle>
#include <QSvgGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace mechlab::ui {

namespace {
constexpr int kSliderSteps = 2000;
constexpr std::size_t kMaxTracePoints = 2000;
constexpr double kBar = 12, kBarGap = 5; // energy bars: width and gap (times the text scale)
} // namespace

MechanismCanvas::MechanismCanvas(QWidget* parent) : QWidget(parent) {
    setMinimumSize(220, 200);
    setAutoFillBackground(true);
    setPalette(QPalette(Qt::white));
    setToolTip(tr("The mechanism at the time under the slider"));
}

void MechanismCanvas::setModelError() {
    m_modelError = true;
    update();
}

void MechanismCanvas::setModel(const core::Model& model, bool resetView) {
    m_modelError = false;
    m_model = model;
    m_drawing = std::make_unique<core::DrawingEvaluator>(model);
    if (resetView) {
        m_run.reset();
        m_traces.clear();
        m_traces3D.clear();
        m_traceTimes.clear();
        m_traceStride = 1;
        m_traced = 0;
        m_t = model.tStart();
        m_arrowMax.fill(0.0);
    }
    // Before a run the arrows show the initial state's constraint forces: the multipliers of
    // the consistent accelerations there (none if that system is singular).
    m_initialLambda.resize(0);
    if (!model.compiled().arrowPoints.empty() && model.constraintCount() > 0) {
        core::MechanicalSystem system(model);
        core::ConstrainedWorkspace ws;
        Eigen::VectorXd a, lambda;
        if (core::accelerations(system, ws, model.tStart(), model.q0(), model.v0(), 0.0, 0.0, a,
                                lambda)
                .ok())
            m_initialLambda = lambda;
    }
    core::DrawingFrame f =
        m_drawing->frame(model.tStart(), model.q0(), model.v0(), m_initialLambda);
    includeArrows(f);
    if (resetView && f.viewBox) {
        m_box = *f.viewBox; // the model's view box
    } else if (resetView && !f.points.empty()) {
        // None: fitted to the drawing at the initial state.
        double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
        for (auto [x, y] : f.points) {
            x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
        }
        const double pad = 0.2 * std::max({x1 - x0, y1 - y0, 1e-3});
        m_box = {x0 - pad, x1 + pad, y0 - pad, y1 + pad};
    }
    include(f);
    update();
}

void MechanismCanvas::include(const core::DrawingFrame& f) {
    const double margin = 0.05 * std::max(m_box[1] - m_box[0], m_box[3] - m_box[2]);
    for (auto [x, y] : f.points) {
        if (!std::isfinite(x) || !std::isfinite(y)) continue;
        if (x < m_box[0]) m_box[0] = x - margin;
        if (x > m_box[1]) m_box[1] = x + margin;
        if (y < m_box[2]) m_box[2] = y - margin;
        if (y > m_box[3]) m_box[3] = y + margin;
    }
}

void MechanismCanvas::includeArrows(const core::DrawingFrame& f) {
    for (const auto& a : f.arrows) {
        const double length = std::hypot(a.x, a.y);
        double& max = m_arrowMax[std::size_t(a.kind)];
        if (std::isfinite(length)) max = std::max(max, length);
    }
}

bool MechanismCanvas::hasArrows(core::ArrowKind kind) const {
    if (!m_model) return false;
    const auto& kinds = m_model->compiled().arrowKinds;
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

void MechanismCanvas::setArrowsShown(core::ArrowKind kind, bool shown) {
    m_arrowShown[std::size_t(kind)] = shown;
    update();
}

void MechanismCanvas::setEnergyBars(bool shown) {
    m_energyBars = shown;
    update();
}

void MechanismCanvas::setRun(std::shared_ptr<const RunData> run) {
    m_run = std::move(run);
    m_arrowMax.fill(0.0);
    m_energyLo = m_energyHi = 0.0;
    m_energyRows = 0;
    m_traces.clear();
    m_traces3D.clear();
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
    // The energies' extremes, over every new row.
    const int energy = tr.find("energy"), kinetic = tr.find("kinetic");
    if (rows < m_energyRows) m_energyRows = 0; // the run's store thinned its rows
    for (std::size_t r = m_energyRows; energy >= 0 && kinetic >= 0 && r < rows; ++r) {
        const double e = tr.column(energy).values[r], k = tr.column(kinetic).values[r];
        for (double value : {e, k, e - k})
            if (std::isfinite(value)) {
                m_energyLo = std::min(m_energyLo, value);
                m_energyHi = std::max(m_energyHi, value);
            }
    }
    m_energyRows = rows;
    const auto& traces = m_model->compiled().traces;
    const auto& traces3D = m_model->compiled().traces3d;
    m_traces.resize(traces.size());
    m_traces3D.resize(traces3D.size());
    if (traces.empty() && traces3D.empty() && m_model->compiled().arrowPoints.empty()) {
        m_traced = rows;
        return update();
    }
    // Keep every other point (the samples at multiples of the doubled stride).
    auto thin = [](auto& v) {
        std::size_t j = 0;
        for (std::size_t i = 0; i < v.size(); i += 2) v[j++] = v[i];
        v.resize(j);
    };
    auto coarsen = [&] {
        for (auto& trace : m_traces) thin(trace);
        for (auto& trace : m_traces3D) thin(trace);
        thin(m_traceTimes);
        m_traceStride *= 2;
    };
    // The stride first, from the size of the batch: a large batch is not evaluated point by
    // point only to be thinned again.
    while (m_traceTimes.size() + (rows - m_traced) / m_traceStride > kMaxTracePoints) coarsen();
    Eigen::VectorXd q(n), v(n), lambda;
    for (std::size_t r = m_traced; r < rows; ++r) {
        if (r % m_traceStride != 0) continue;
        stateOf(r, q, v, lambda);
        const double t = tr.column(0).values[r];
        const core::DrawingFrame f = m_drawing->frame(t, q, v, lambda);
        includeArrows(f);
        for (std::size_t k = 0; k < traces.size(); ++k) {
            const auto [x, y] = f.points[std::size_t(traces[k])];
            m_traces[k].emplace_back(x, y);
        }
        if (!traces3D.empty()) {
            const core::DrawingFrame3D f3 = m_drawing->frame3D(t, q, v);
            for (std::size_t k = 0; k < traces3D.size(); ++k)
                m_traces3D[k].push_back(f3.points[std::size_t(traces3D[k])]);
        }
        m_traceTimes.push_back(t);
        if (m_traceTimes.size() > kMaxTracePoints) coarsen();
    }
    m_traced = rows;
    update();
}

void MechanismCanvas::stateOf(std::size_t r, Eigen::VectorXd& q, Eigen::VectorXd& v,
                              Eigen::VectorXd& lambda) const {
    const core::Trajectory& tr = m_run->trajectory;
    const int n = m_model->coordinateCount(), m = m_model->constraintCount();
    q.resize(n);
    v.resize(n);
    lambda.resize(m);
    for (int i = 0; i < n; ++i) {
        q[i] = tr.column(1 + i).values[r];
        v[i] = tr.column(1 + n + i).values[r];
    }
    for (int j = 0; j < m; ++j) lambda[j] = tr.column(1 + 2 * n + j).values[r];
}

bool MechanismCanvas::stateAt(double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                              Eigen::VectorXd& lambda) const {
    const int n = m_model->coordinateCount(), m = m_model->constraintCount();
    q = m_model->q0();
    v = m_model->v0();
    lambda = m_initialLambda.size() == m ? m_initialLambda : Eigen::VectorXd::Zero(m);
    if (!m_run || m_run->trajectory.rowCount() == 0) return false;
    const core::Trajectory& tr = m_run->trajectory;
    const core::Bracket b = core::bracket(tr.column(0).values, t);
    for (int i = 0; i < n; ++i) {
        q[i] = b.of(tr.column(1 + i).values);
        v[i] = b.of(tr.column(1 + n + i).values);
    }
    for (int j = 0; j < m; ++j) lambda[j] = b.of(tr.column(1 + 2 * n + j).values);
    return true;
}

double MechanismCanvas::valueAt(int column, double t) const {
    if (!m_run || column < 0 || m_run->trajectory.rowCount() == 0) return std::nan("");
    const core::Trajectory& tr = m_run->trajectory;
    return core::bracket(tr.column(0).values, t).of(tr.column(column).values);
}

// Three bars at the left edge (the drawing moves right to make room): T, V = E - T and E (the
// energy chart's colours when split) from a zero line, scaled to the run's extremes so that a bar's
// length can be compared over time: T and V exchange while E stays.
double MechanismCanvas::energyBarsWidth(double ui) const {
    if (!m_energyBars || !m_run || !(m_energyHi > m_energyLo)) return 0.0;
    return 3 * kBar * ui + 2 * kBarGap * ui + 16;
}

void MechanismCanvas::paintEnergyBars(QPainter& p, QSize size, double t, double ui) {
    if (energyBarsWidth(ui) == 0.0) return;
    const core::Trajectory& tr = m_run->trajectory;
    const double e = valueAt(tr.find("energy"), t), k = valueAt(tr.find("kinetic"), t);
    if (!std::isfinite(e) || !std::isfinite(k)) return;
    const int line = p.fontMetrics().height();
    const double bar = kBar * ui, gap = kBarGap * ui, x0 = 8, top = 2.0 * line,
                 bottom = size.height() - 2.5 * line;
    if (bottom - top < 40) return;
    auto y = [&](double value) {
        return bottom - (value - m_energyLo) / (m_energyHi - m_energyLo) * (bottom - top);
    };
    const struct {
        const char* label;
        double value;
        QColor color;
    } bars[] = {
        {"T", k, paletteColor(3)}, {"V", e - k, paletteColor(2)}, {"E", e, paletteColor(0)}};
    for (int i = 0; i < 3; ++i) {
        const double x = x0 + i * (bar + gap);
        p.fillRect(QRectF(QPointF(x, y(0.0)), QPointF(x + bar, y(bars[i].value))).normalized(),
                   bars[i].color);
        p.setPen(bars[i].color.darker(130));
        p.drawText(QRectF(x - gap / 2, bottom + 2, bar + gap, line), Qt::AlignCenter,
                   bars[i].label);
    }
    p.setPen(QPen(QColor(60, 60, 70), 1.2 * ui));
    p.drawLine(QPointF(x0 - 3, y(0.0)), QPointF(x0 + 3 * bar + 2 * gap + 3, y(0.0)));
}

core::DrawingFrame3D MechanismCanvas::frame3DAt(double t) {
    if (!m_drawing) return {};
    Eigen::VectorXd q, v, lambda;
    stateAt(t, q, v, lambda);
    return m_drawing->frame3D(t, q, v);
}

std::size_t MechanismCanvas::traceCountAt(double t) const {
    return std::size_t(std::upper_bound(m_traceTimes.begin(), m_traceTimes.end(), t) -
                       m_traceTimes.begin());
}

void MechanismCanvas::setTime(double t) {
    m_t = t;
    update();
}

void MechanismCanvas::paintEvent(QPaintEvent*) {
    ++m_paintCount;
    QPainter p(this);
    paint(p, size(), m_t);
}

void MechanismCanvas::includeRun() {
    if (!m_run || !m_drawing) return;
    const core::Trajectory& tr = m_run->trajectory;
    const int n = m_model->coordinateCount();
    Eigen::VectorXd q(n), v(n), lambda;
    for (std::size_t r = 0; r < tr.rowCount(); ++r) {
        stateOf(r, q, v, lambda);
        const core::DrawingFrame f = m_drawing->frame(tr.column(0).values[r], q, v, lambda);
        include(f);
        includeArrows(f);
    }
}

QImage MechanismCanvas::renderImage(QSize size, double t) {
    QImage image(size, QImage::Format_RGB32);
    QPainter p(&image);
    paint(p, size, t);
    return image;
}

bool MechanismCanvas::exportTo(const QString& path, QSize size, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (path.endsWith(".svg", Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("mechlab mechanism at t = %1 s").arg(m_t));
        QPainter p;
        if (!p.begin(&svg)) return fail(tr("cannot write %1").arg(path));
        paint(p, size, m_t);
        return p.end() || fail(tr("cannot write %1").arg(path));
    }
    if (!path.endsWith(".png", Qt::CaseInsensitive))
        return fail(tr("unknown picture type (use .png or .svg): %1").arg(path));
    return renderImage(size, m_t).save(path, "PNG") || fail(tr("cannot write %1").arg(path));
}

// The arrows shown, each kind in its colour and scale: the longest arrow of a kind over the run
// so far reaches a fifth of the view box; a legend at the top right gives each scale as an arrow
// of a round length and its value.
void MechanismCanvas::paintArrows(QPainter& p, const core::DrawingFrame& f, double scale, double ui,
                                  const std::function<QPointF(double, double)>& map, QSize size) {
    if (f.arrows.empty() || !std::isfinite(scale) || scale <= 0) return;
    const QString length = QString::fromStdString(f.unit);
    const std::string& energy = m_model->spec().energyUnit;
    // The force unit from the energy and length units (J and m: N), where the model says them.
    const QString force = energy == "J" && f.unit == "m" ? QString("N")
                          : energy.empty()               ? QString()
                                           : QString::fromStdString(energy) + "/" + length;
    struct Look {
        QColor color;
        QString name, unit;
    };
    const std::array<Look, core::kArrowKinds> looks = {
        Look{QColor(30, 100, 220), tr("velocity"), length + "/s"},
        Look{QColor(20, 140, 60), tr("force"), force},
        Look{QColor(210, 40, 40), tr("constraint force"), force}};
    const double reach = 0.2 * std::max(m_box[1] - m_box[0], m_box[3] - m_box[2]);
    auto arrow = [&](QPointF from, QPointF to) {
        const QPointF d = to - from;
        const double pixels = std::hypot(d.x(), d.y());
        if (!(pixels >= 1.0) || !std::isfinite(pixels)) return;
        const QPointF u = d / pixels, normal(-u.y(), u.x());
        const double head = std::min(9.0 * ui, 0.5 * pixels);
        p.drawLine(from, to - u * (0.5 * head));
        p.drawPolygon(QPolygonF{to, to - u * head + normal * (0.45 * head),
                                to - u * head - normal * (0.45 * head)});
    };
    std::array<bool, core::kArrowKinds> drawn{};
    for (const auto& a : f.arrows) {
        const std::size_t k = std::size_t(a.kind);
        if (!m_arrowShown[k] || !(m_arrowMax[k] > 0) || a.point < 0) continue;
        const double s = reach / m_arrowMax[k]; // model length per unit of the arrow's quantity
        const auto [x, y] = f.points[std::size_t(a.point)];
        p.setPen(QPen(looks[k].color, 2.2 * ui, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(looks[k].color);
        arrow(map(x, y), map(x + s * a.x, y + s * a.y));
        drawn[k] = true;
    }
    p.setBrush(Qt::NoBrush);
    const int line = p.fontMetrics().height();
    double y = 4 + 1.5 * line;
    for (std::size_t k = 0; k < core::kArrowKinds; ++k) {
        if (!drawn[k]) continue;
        const double value = niceLength(m_arrowMax[k] / 2);
        const double pixels = value * reach / m_arrowMax[k] * scale;
        const QString text =
            QString("%1 %2 %3").arg(looks[k].name).arg(value, 0, 'g', 3).arg(looks[k].unit);
        const double textWidth = p.fontMetrics().horizontalAdvance(text);
        const double x1 = size.width() - 10.0, x0 = x1 - pixels;
        // On a veil of white: the drawing may reach the corner (Andrews' mechanism does).
        p.fillRect(QRectF(x0 - textWidth - 12, y - 0.6 * line, textWidth + pixels + 16, 1.2 * line),
                   QColor(255, 255, 255, 200));
        p.setPen(QPen(looks[k].color, 2.2 * ui, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(looks[k].color);
        arrow(QPointF(x0, y), QPointF(x1, y));
        p.setBrush(Qt::NoBrush);
        p.drawText(QRectF(x0 - textWidth - 8, y - line / 2.0, textWidth, line),
                   Qt::AlignRight | Qt::AlignVCenter, text.trimmed());
        y += 1.2 * line;
    }
}

void MechanismCanvas::paint(QPainter& p, QSize size, double t) {
    const int width = size.width(), height = size.height();
    auto rect = [&] { return QRect(QPoint(0, 0), size); };
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    if (m_modelError) {
        p.setPen(QColor(0x8a, 0, 0));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("The model has errors (see the Model tab): nothing to draw until they are "
                      "fixed"));
        return;
    }
    if (!m_drawing || m_drawing->empty()) {
        p.setPen(Qt::gray);
        p.drawText(rect(), Qt::AlignCenter, tr("This model has no drawing"));
        return;
    }
    Eigen::VectorXd q, v, lambda;
    stateAt(t, q, v, lambda);
    const core::DrawingFrame f = m_drawing->frame(t, q, v, lambda);
    include(f);
    includeArrows(f);

    // Model units to pixels: equal scale on both axes, y up, box centered right of the energy
    // bars. Lines and text grow with the canvas, so that a large (presentation) view reads from
    // the back of a room.
    const double ui = std::clamp(std::min(width, height) / 300.0, 1.0, 4.0);
    const double left = energyBarsWidth(ui);
    const double bw = m_box[1] - m_box[0], bh = m_box[3] - m_box[2];
    const double scale = std::min((width - 16 - left) / bw, (height - 40) / bh);
    const double cx = 0.5 * (m_box[0] + m_box[1]), cy = 0.5 * (m_box[2] + m_box[3]);
    auto map = [&](double x, double y) {
        return QPointF(left + (width - left) / 2.0 + (x - cx) * scale,
                       (height - 24) / 2.0 - (y - cy) * scale);
    };
    auto at = [&](int k) {
        return map(f.points[std::size_t(k)].first, f.points[std::size_t(k)].second);
    };
    QFont font = p.font();
    font.setPointSizeF(font.pointSizeF() * std::min(ui, 2.5));
    p.setFont(font);

    // Traces up to the current time.
    const std::size_t count = traceCountAt(t);
    p.setPen(QPen(QColor(230, 140, 40, 170), 1.2 * ui));
    // Separate segments, not one polyline: a path traced back and forth (a pendulum's arc)
    // would be stroked as one self-overlapping outline, which costs tens of milliseconds.
    QVector<QLineF> lines;
    for (const auto& trace : m_traces) {
        lines.clear();
        lines.reserve(qsizetype(count));
        for (std::size_t i = 1; i < count && i < trace.size(); ++i)
            lines.append(
                QLineF(map(trace[i - 1].x(), trace[i - 1].y()), map(trace[i].x(), trace[i].y())));
        p.drawLines(lines);
    }
    // Ellipses (projected discs) under the segments: a spoke drawn over one shows it turn.
    p.setPen(QPen(QColor(20, 60, 120), 2 * ui));
    p.setBrush(QColor(70, 130, 200, 110));
    for (const auto& e : f.ellipses) {
        if (e[0] < 0 || e[1] < 0 || e[2] < 0) continue;
        const QPointF c = at(e[0]), a1 = at(e[1]) - c, a2 = at(e[2]) - c;
        QPolygonF outline;
        for (int k = 0; k <= 96; ++k) {
            const double s = 2 * M_PI * k / 96;
            outline << c + a1 * std::cos(s) + a2 * std::sin(s);
        }
        p.drawPolygon(outline);
    }
    p.setBrush(Qt::NoBrush);
    // Round caps join the bars of a linkage. Their arcs are curves to flatten, 10-50 ms a frame
    // for the 10 000 bars of a long chain (most shorter than a pixel): from kManySegments on, the
    // bars are drawn flat-capped, in one call.
    constexpr std::size_t kManySegments = 200;
    const bool many = f.segments.size() >= kManySegments;
    p.setPen(QPen(QColor(60, 60, 70), 3 * ui, Qt::SolidLine, many ? Qt::FlatCap : Qt::RoundCap));
    QVector<QLineF> bars;
    bars.reserve(qsizetype(f.segments.size()));
    for (auto [a, b] : f.segments)
        if (a >= 0 && b >= 0) bars.append(QLineF(at(a), at(b)));
    if (many)
        p.drawLines(bars);
    else
        for (const QLineF& bar : bars) p.drawLine(bar);
    p.setPen(QPen(QColor(20, 60, 120), 1.5 * ui));
    p.setBrush(QColor(70, 130, 200));
    for (std::size_t k = 0; k < f.circleCenters.size(); ++k) {
        if (f.circleCenters[k] < 0) continue;
        const double r = std::max(2.0 * ui, f.circleRadii[k] * scale);
        p.drawEllipse(at(f.circleCenters[k]), r, r);
    }
    p.setBrush(Qt::NoBrush);
    paintArrows(p, f, scale, ui, map, size);
    paintEnergyBars(p, size, t, ui);
    p.setPen(Qt::black);
    const int line = p.fontMetrics().height();
    p.drawText(QRect(6, 4, width - 12, line), Qt::AlignLeft, QString("t = %1 s").arg(t, 0, 'f', 3));
    if (!f.caption.empty()) // bottom right, beside the scale bar, clear of the drawing's top
        p.drawText(QRect(6, height - line - 2, width - 12, line), Qt::AlignRight,
                   QString::fromStdString(f.caption));
    // Scale bar, bottom left: about a fifth of the width, a round length.
    if (std::isfinite(scale) && scale > 0) {
        const double length = niceLength(0.2 * (width - 16) / scale);
        const double px = length * scale, y = height - 8.0, x0 = 10.0;
        p.setPen(QPen(Qt::black, 1.5 * ui));
        p.drawLine(QPointF(x0, y), QPointF(x0 + px, y));
        p.drawLine(QPointF(x0, y - 4 * ui), QPointF(x0, y));
        p.drawLine(QPointF(x0 + px, y - 4 * ui), QPointF(x0 + px, y));
        p.drawText(QPointF(x0 + px + 6, y),
                   QString("%1 %2").arg(length, 0, 'g', 3).arg(QString::fromStdString(f.unit)));
    }
}

MechanismView::MechanismView(QWidget* parent) : QWidget(parent) {
    m_canvas = new MechanismCanvas(this);
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_canvas);

    // 3D or 2D: one action for the button and the View menu.
    m_action3D = new QAction(tr("&3D view"), this);
    m_action3D->setObjectName("view3DAction");
    m_action3D->setCheckable(true);
    m_action3D->setShortcut(QKeySequence(tr("Ctrl+3")));
    m_action3D->setChecked(QSettings().value("view/3d", true).toBool());
    m_action3D->setEnabled(false);
    m_action3D->setToolTip(tr("Show the mechanism in 3D (drag to turn it, wheel to zoom) or as "
                              "the 2D drawing (Ctrl+3)"));
    connect(m_action3D, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue("view/3d", on);
        chooseView();
    });
    m_action3D->setIconText(tr("3D"));
    m_button3D = new QToolButton;
    m_button3D->setObjectName("view3DButton");
    m_button3D->setDefaultAction(m_action3D);
    m_button3D->setVisible(false);
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setMinimumWidth(80);
    m_slider->setToolTip(tr("Time: drag to scrub through the computed run"));
    m_play = new QToolButton;
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("Play / pause the animation (Space)"));
    m_play->setCheckable(true);
    m_speed = new QComboBox;
    for (double s : playbackSpeeds()) m_speed->addItem(QString("%1\u00d7").arg(s), s);
    m_speed->setCurrentIndex(m_speed->findData(1.0));
    m_speed->setToolTip(tr("Playback speed relative to real time (1\u00d7: one simulated second "
                           "per second)"));
    m_timer = new QTimer(this);
    m_timer->setInterval(33);

    // Arrows: one checkable action per kind, in the button's menu (and the window's View menu).
    m_arrows = new QToolButton;
    m_arrows->setText(tr("Arrows"));
    m_arrows->setObjectName("arrowsButton");
    m_arrows->setToolTip(tr("Show or hide the velocity, applied-force and constraint-force "
                            "arrows of the drawing"));
    m_arrows->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_arrows);
    const std::array<std::pair<QString, const char*>, core::kArrowKinds> kinds = {
        std::pair{tr("&Velocities"), "velocity"}, std::pair{tr("Applied &forces"), "force"},
        std::pair{tr("&Constraint forces (-G\u1d40\u03bb)"), "constraint"}};
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        QAction* action = menu->addAction(kinds[k].first);
        action->setObjectName(QString("arrows_%1").arg(kinds[k].second));
        action->setCheckable(true);
        const QString key = QString("view/arrows/%1").arg(kinds[k].second);
        action->setChecked(QSettings().value(key, true).toBool());
        m_canvas->setArrowsShown(core::ArrowKind(k), action->isChecked());
        connect(action, &QAction::toggled, this, [this, k, key](bool on) {
            m_canvas->setArrowsShown(core::ArrowKind(k), on);
            QSettings().setValue(key, on);
        });
        m_arrowActions[k] = action;
    }
    m_arrows->setMenu(menu);
    m_arrows->setVisible(false);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_slider, 1); // the canvas shows the time: the slider gets the room
    controls->addWidget(m_arrows);
    controls->addWidget(m_button3D);
    controls->addWidget(m_speed);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack, 1);
    layout->addLayout(controls);

    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_run || m_updatingSlider) return;
        showTime(m_tStart + (m_tEnd - m_tStart) * value / kSliderSteps);
    });
    connect(m_play, &QToolButton::toggled, this, &MechanismView::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!m_run) return setPlaying(false);
        const double elapsed = m_clock.isValid() ? m_clock.restart() / 1000.0 : 0.0;
        const double t = m_canvas->time() + speed() * elapsed;
        // The animation waits for the integration; at the end of a finished run it stops.
        if (t >= computedEnd()) {
            showTime(computedEnd());
            if (m_run->finished) setPlaying(false);
            return;
        }
        showTime(t);
    });
}

double MechanismView::speed() const {
    return m_speed->currentData().toDouble();
}

const std::vector<double>& MechanismView::playbackSpeeds() {
    static const std::vector<double> speeds{0.001, 0.01, 0.1,  0.25,  0.5,   1.0,
                                            2.0,   5.0,  10.0, 100.0, 1000.0};
    return speeds;
}

std::optional<std::pair<double, double>> MechanismView::computedSpan() const {
    if (!m_run || m_run->trajectory.rowCount() < 2) return std::nullopt;
    return std::make_pair(m_run->trajectory.column(0).values.front(), computedEnd());
}

double MechanismView::computedEnd() const {
    if (!m_run || m_run->trajectory.rowCount() == 0) return m_run ? m_run->tStart : m_tStart;
    return m_run->trajectory.column(0).values.back();
}

View3D* MechanismView::view3D() const {
    return m_view3D && m_stack->currentWidget() == m_view3D ? m_view3D : nullptr;
}

void MechanismView::chooseView() {
    const bool has3D = m_canvas->has3D();
    // Whether the display can show it, asked once a model needs it (it makes an OpenGL context).
    if (has3D && m_no3D.isEmpty()) View3D::available(&m_no3D);
    m_button3D->setVisible(has3D);
    m_action3D->setEnabled(has3D && m_no3D.isEmpty());
    if (!m_no3D.isEmpty())
        m_button3D->setToolTip(tr("The 3D view cannot be shown: %1").arg(m_no3D));
    const bool show = has3D && m_no3D.isEmpty() && m_action3D->isChecked();
    if (show && !m_view3D) {
        m_view3D = new View3D;
        m_stack->addWidget(m_view3D);
        connect(m_view3D, &View3D::failed, this, [this](const QString& message) {
            m_no3D = message;
            chooseView();
        });
        if (const QString error = m_view3D->loadError(); !error.isEmpty()) {
            m_no3D = error;
            return chooseView();
        }
    }
    m_stack->setCurrentWidget(show ? static_cast<QWidget*>(m_view3D) : m_canvas);
    if (show) refresh3D();
}

bool MechanismView::exportPicture(const QString& path, QString* error) {
    View3D* view = view3D();
    if (!view || !path.endsWith(".png", Qt::CaseInsensitive))
        return m_canvas->exportTo(path, m_stack->size(), error); // the size shown, 2D or 3D
    if (view->grabFramebuffer().save(path, "PNG")) return true;
    if (error) *error = tr("cannot write %1").arg(path);
    return false;
}

QImage MechanismView::render3D(QSize size, double t) {
    View3D* view = view3D();
    if (!view) return {};
    show3D(*view, t);
    const QImage shown = view->grabFramebuffer();
    QImage image(size, QImage::Format_RGB32);
    image.fill(shown.isNull() ? QColor(Qt::white) : QColor(shown.pixel(0, 0)));
    if (shown.isNull()) return image;
    const QImage scaled = shown.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPainter painter(&image);
    painter.drawImage((size.width() - scaled.width()) / 2, (size.height() - scaled.height()) / 2,
                      scaled);
    return image;
}

void MechanismView::refresh3D() {
    View3D* view = view3D();
    if (!view) return;
    show3D(*view, m_canvas->time());
}

void MechanismView::show3D(View3D& view, double t) {
    view.showFrame(m_canvas->frame3DAt(t), m_canvas->traces3D(), m_canvas->traceCountAt(t), t);
}

void MechanismView::setModelError() {
    m_canvas->setModelError();
    m_stack->setCurrentWidget(m_canvas);
}

void MechanismView::setModel(const core::Model& model, bool resetView) {
    m_canvas->setModel(model, resetView);
    if (resetView && m_view3D) m_view3D->clear();
    chooseView();
    bool any = false;
    for (std::size_t k = 0; k < m_arrowActions.size(); ++k) {
        const bool has = m_canvas->hasArrows(core::ArrowKind(k));
        m_arrowActions[k]->setEnabled(has);
        any = any || has;
    }
    m_arrows->setVisible(any);
    if (!resetView) return;
    setPlaying(false);
    m_run.reset();
    m_tStart = model.tStart();
    m_tEnd = model.tEnd() > m_tStart ? model.tEnd() : m_tStart + 1;
    // Real time where the whole interval then plays in 2 to 60 s; otherwise the speed nearest to
    // real time that brings it into that range.
    const double span = m_tEnd - m_tStart;
    double chosen = 1.0;
    if (span > 60.0) {
        for (double s : playbackSpeeds())
            if (s >= 1.0 && span / s <= 60.0) {
                chosen = s;
                break;
            }
    } else if (span < 2.0) {
        for (double s : playbackSpeeds())
            if (s < 1.0 && span / s >= 2.0) chosen = s;
    }
    m_speed->setCurrentIndex(m_speed->findData(chosen));
    showTime(m_tStart);
}

void MechanismView::setRun(std::shared_ptr<const RunData> run, bool keepTime) {
    const double t = keepTime ? m_canvas->time() : run->tStart;
    m_run = run;
    m_tStart = run->tStart;
    m_tEnd = run->tEnd > run->tStart ? run->tEnd : run->tStart + 1;
    m_canvas->setRun(std::move(run));
    showTime(std::min(t, computedEnd()));
    // A re-run goes on from the time shown before, once the run has got there.
    m_pending = keepTime ? t : std::nan("");
    setPlaying(true);
}

void MechanismView::runUpdated(bool running) {
    m_canvas->runUpdated();
    refresh3D();
    // A re-run started at the time shown before: show it again as soon as the run reaches it.
    if (std::isfinite(m_pending) && computedEnd() >= m_pending) {
        showTime(m_pending);
        m_pending = std::nan("");
    }
    if (!running) m_pending = std::nan("");
}

bool MechanismView::isPlaying() const {
    return m_timer->isActive();
}

void MechanismView::setPlaying(bool playing) {
    if (playing && m_run) {
        // Played to the end: start again from the beginning.
        if (m_run->finished && m_canvas->time() >= computedEnd()) showTime(m_tStart);
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
    }
    m_play->blockSignals(true);
    m_play->setChecked(isPlaying());
    m_play->blockSignals(false);
    m_play->setIcon(
        style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void MechanismView::seek(double t) {
    if (!m_run) return;
    m_pending = std::nan("");
    showTime(std::clamp(t, m_tStart, std::max(m_tStart, computedEnd())));
    m_clock.start();
}

void MechanismView::showTime(double t) {
    m_canvas->setTime(t);
    refresh3D();
    m_updatingSlider = true;
    m_slider->setValue(int(std::lround((t - m_tStart) / (m_tEnd - m_tStart) * kSliderSteps)));
    m_updatingSlider = false;
    Q_EMIT timeChanged(t);
}

} // namespace mechlab::ui
