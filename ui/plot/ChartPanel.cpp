#include "plot/ChartPanel.h"

#include "record/Envelope.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QPdfWriter>
#include <QResizeEvent>
#include <QRubberBand>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QSvgGenerator>
#include <QTextStream>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

namespace mechlab::ui {

using core::Envelope;

QColor paletteColor(int i) {
    static const QColor palette[] = {
        QColor(31, 119, 180), QColor(214, 39, 40), QColor(44, 160, 44),   QColor(148, 103, 189),
        QColor(255, 127, 14), QColor(140, 86, 75), QColor(227, 119, 194), QColor(23, 190, 207)};
    return palette[i % int(std::size(palette))];
}

namespace {

// Every axis is a QCategoryAxis whose labels mechlab places itself: on linear axes at multiples
// of a 1-2-5 step with an exact "0" (Qt's own ticks print the tick at zero as 3.5e-18 and pick
// steps like 6.25), on log axes at whole decades (Qt Charts 6.4's QLogValueAxis keeps a stale tick
// layout when its range shrinks; a log scale is drawn as log10(y) on a linear axis).
QCategoryAxis* makeAxis(const QString& title) {
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setTitleText(title);
    axis->setTruncateLabels(false); // "-1.5e-14", not "-1..."
    return axis;
}

// A "nice" tick step (1, 2 or 5 times a power of ten) giving about four intervals.
double niceStep(double span) {
    const double raw = span / 4.0;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw) return m * power;
    return 10.0 * power;
}

// The label of the tick k * step: fixed point with the step's decimals near 1, otherwise
// scientific with as many digits as tell neighbouring ticks apart; zero is "0".
QString tickLabel(long long k, double step, double magnitude) {
    if (k == 0) return QStringLiteral("0");
    const double v = double(k) * step;
    const int decimals = std::max(0, -int(std::floor(std::log10(step) + 1e-9)));
    if (decimals <= 5 && magnitude < 1e6) return QString::number(v, 'f', decimals);
    const int digits = std::clamp(int(std::ceil(std::log10(magnitude / step) + 1e-9)) + 1, 1, 15);
    return QString::number(v, 'g', digits);
}

// Replaces the labels of `axis` by (label, value) pairs with one re-layout of the chart: every
// remove() and append() would otherwise lay the axis out anew.
void setLabels(QCategoryAxis* axis, double start,
               const std::vector<std::pair<QString, double>>& labels) {
    {
        const QSignalBlocker quiet(axis);
        for (const QString& label : axis->categoriesLabels()) axis->remove(label);
        axis->setStartValue(start);
        for (const auto& [label, value] : labels) axis->append(label, value);
    }
    Q_EMIT axis->categoriesChanged();
}

// Labels a linear axis for its current range.
void labelLinear(QCategoryAxis* axis) {
    const double lo = axis->min(), hi = axis->max();
    std::vector<std::pair<QString, double>> labels;
    if (hi > lo && std::isfinite(lo) && std::isfinite(hi)) {
        const double step = niceStep(hi - lo);
        const double magnitude = std::max(std::abs(lo), std::abs(hi));
        const long long first = (long long)std::ceil(lo / step - 1e-9);
        const long long last = (long long)std::floor(hi / step + 1e-9);
        for (long long k = first; k <= last && k - first < 50; ++k)
            labels.emplace_back(tickLabel(k, step, magnitude),
                                std::clamp(double(k) * step, lo, hi));
    }
    setLabels(axis, lo, labels);
}

// Log axes show at most this many decades below the largest value: round-off residuals of
// 1e-33 next to 1e-15 would otherwise squeeze the interesting part of the chart.
constexpr double kMaxDecades = 12;

/// Sets a log axis to whole decades around [lo, hi] (given as log10 values), at least
/// `minDecades`.
void setLogAxisRange(QCategoryAxis* axis, double lo, double hi, int minDecades = 3) {
    const double b = std::ceil(hi + 1e-9);
    const double a = std::min(std::floor(std::max(lo, hi - kMaxDecades)), b - minDecades);
    if (axis->min() == a && axis->max() == b && !axis->categoriesLabels().isEmpty()) return;
    const int every = b - a > 10 ? 2 : 1; // a label every other decade on long ranges
    std::vector<std::pair<QString, double>> labels;
    for (int k = int(a); k <= int(b); ++k)
        if ((k - int(b)) % every == 0) labels.emplace_back(QString("1e%1").arg(k), k);
    setLabels(axis, a, labels);
    axis->setRange(a, b);
}

// Sets a linear axis to [lo, hi], widened to whole steps when `snap` (the y axes; the time axis
// keeps the run's interval), and labels it.
void setAxisRange(QCategoryAxis* axis, double lo, double hi, bool snap = true) {
    if (snap) {
        const double step = niceStep(hi - lo);
        lo = std::floor(lo / step) * step;
        hi = std::ceil(hi / step) * step;
    }
    // Touch the axis only when something changed: every change re-lays out the chart.
    if (axis->min() != lo || axis->max() != hi || axis->categoriesLabels().isEmpty()) {
        axis->setRange(lo, hi);
        labelLinear(axis);
    }
}

} // namespace

struct Curve {
    CurveData data;
    QLineSeries* series = nullptr;
    QPen pen; // as given; a dense curve is stroked thinner (setDisplayPoints)
    bool secondary = false;
    // Incremental display set of the default (full-range) view: only new samples are added.
    core::Envelope envelope;
    std::size_t consumed = 0;
    // y extent of the points last handed over (none yet: lo > hi, no extent for the axes)
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    bool raw = false;  // addPoints(): every point as given, handed over once
    bool path = false; // addPath(): every stride-th point in order, x any quantity
    bool inLegend = true;
    bool legendIfRoom = false; // its legend entry gives way on a crowded legend
    bool held = false; // renewCurves(): still showing the points of the series' earlier curve
    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo; // x extent, likewise

    void forgetExtent() {
        lo = xlo = std::numeric_limits<double>::infinity();
        hi = xhi = -lo;
    }
};

// The pen for a curve of `points` on a plot `width` pixels wide, and (setDisplayPoints) hands
// `list` to the curve's series. A curve with more points than the plot has pixel
// columns (a fast oscillation over a long run: each column's minimum and maximum, a zig-zag
// that fills a band) is stroked one pixel wide: a wider pen is stroked as an outline around
// every segment, and a band of tall segments cost the Foucault pendulum's charts 70-90 ms a
// repaint against 10-20 ms (bench_live). The dash pattern and colour stay.
QPen strokePen(QPen pen, qsizetype points, double width) {
    if (width > 0 && double(points) > width && pen.widthF() > 1.0) pen.setWidthF(1.0);
    return pen;
}

void setDisplayPoints(Curve& c, const QList<QPointF>& list, double width) {
    const QPen pen = strokePen(c.pen, list.size(), width);
    if (c.series->pen() != pen) c.series->setPen(pen);
    c.series->replace(list);
}

struct ChartPanel::Private {
    QChart* chart = nullptr;
    View* view = nullptr;
    QCategoryAxis* x = nullptr;
    QCategoryAxis* y = nullptr;
    QCategoryAxis* y2 = nullptr;
    Scale scale = Scale::Linear, scale2 = Scale::Linear, xScale = Scale::Linear;
    bool autoX = false; // the x range follows the data (setXAxis)
    std::vector<Curve> curves;
    std::vector<Curve> retired; // renewCurves(): series the curves added next may take over
    double x0 = 0, x1 = 1;
    bool userZoom = false; // the user set the view: keep it while data grows
    bool updating = false; // our own range changes do not count as user zoom
    QGraphicsLineItem* cursor = nullptr;
    QScatterSeries* marker = nullptr; // setMarker()
    double cursorT = std::nan("");
    double fontScale = 1.0;
    // Point sizes of the texts at scale 1.
    double titleSize = 0, labelSize = 0, axisTitleSize = 0, legendSize = 0;

    // Removes the series of `list` from the chart (those not taken over by another curve).
    void remove(std::vector<Curve>& list) {
        for (Curve& c : list) {
            if (!c.series) continue;
            chart->removeSeries(c.series);
            delete c.series;
        }
        list.clear();
    }

    // Qt Charts lays the legend out on one row and, where its entries do not fit, shortens every
    // label alike: the rolling disc's coordinates with the previous run at 1280 x 720 showed six
    // line samples without a name. The entries that may give way (legendIfRoom) are hidden
    // while the row would overflow: a line sample and its spacing take about a text line's
    // height plus 16 pixels next to the label.
    void fitLegend(double width) {
        QLegend* legend = chart->legend();
        const QFontMetricsF fm(legend->font());
        double needed = 0;
        for (const Curve& c : curves)
            if (c.inLegend && c.series)
                needed += fm.horizontalAdvance(c.series->name()) + fm.height() + 16;
        const bool room = needed <= width - 16;
        bool changed = false;
        for (const Curve& c : curves)
            if (c.legendIfRoom && c.inLegend && c.series)
                for (QLegendMarker* m : legend->markers(c.series))
                    if (m->isVisible() != room) {
                        m->setVisible(room);
                        changed = true;
                    }
        // A marker shown or hidden does not lay the legend out again by itself: the others
        // would keep the labels shortened for the row as it was.
        if (changed && legend->layout()) legend->layout()->invalidate();
    }

    // Ends a renewal (renewCurves()): the series no curve took over go, and the secondary axis
    // shows while a curve is on it.
    void settle() {
        remove(retired);
        if (y2)
            y2->setVisible(std::any_of(curves.begin(), curves.end(),
                                       [](const Curve& c) { return c.secondary; }));
    }

    void placeCursor() {
        const QRectF area = chart->plotArea();
        const double lo = x->min(), hi = x->max();
        if (autoX || !std::isfinite(cursorT) || !(hi > lo) || cursorT < lo || cursorT > hi) {
            cursor->hide();
            return;
        }
        const double px = area.left() + (cursorT - lo) / (hi - lo) * area.width();
        cursor->setLine(px, area.top(), px, area.bottom());
        cursor->show();
    }
};

class ChartPanel::View : public QChartView {
public:
    View(QChart* chart, ChartPanel* panel) : QChartView(chart), m_panel(panel) {
        setRubberBand(QChartView::RectangleRubberBand);
        setRenderHint(QPainter::Antialiasing, false);
    }

protected:
    void wheelEvent(QWheelEvent* e) override {
        const double factor = e->angleDelta().y() > 0 ? 0.8 : 1.25;
        chart()->zoom(1.0 / factor);
        m_panel->d->userZoom = true;
        Q_EMIT m_panel->zoomChanged();
        e->accept();
    }
    void mousePressEvent(QMouseEvent* e) override {
        if (e->button() == Qt::LeftButton) m_press = e->position();
        if (e->button() == Qt::RightButton) {
            m_panning = true;
            m_last = e->position();
            e->accept();
            return;
        }
        QChartView::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        if (m_panning) {
            const QPointF delta = e->position() - m_last;
            m_last = e->position();
            chart()->scroll(-delta.x(), delta.y());
            m_panel->d->userZoom = true;
            Q_EMIT m_panel->zoomChanged();
            e->accept();
            return;
        }
        QChartView::mouseMoveEvent(e);
    }
    void mouseReleaseEvent(QMouseEvent* e) override {
        if (e->button() == Qt::RightButton && m_panning) {
            m_panning = false;
            e->accept();
            return;
        }
        const bool rubber = e->button() == Qt::LeftButton;
        if (rubber && (e->position() - m_press).manhattanLength() < 4) {
            // A click, not a rubber band: the time under the mouse.
            if (auto* band = findChild<QRubberBand*>()) band->hide();
            const QRectF area = chart()->plotArea();
            const auto* x = m_panel->d->x;
            if (!m_panel->d->autoX && area.contains(e->position()) && area.width() > 0)
                Q_EMIT m_panel->timeClicked(x->min() + (e->position().x() - area.left()) /
                                                           area.width() * (x->max() - x->min()));
            e->accept();
            return;
        }
        QChartView::mouseReleaseEvent(e);
        if (rubber) {
            m_panel->d->userZoom = true;
            Q_EMIT m_panel->zoomChanged();
        }
    }
    void mouseDoubleClickEvent(QMouseEvent*) override { m_panel->resetZoom(); }

private:
    ChartPanel* m_panel;
    bool m_panning = false;
    QPointF m_last, m_press;
};

ChartPanel::ChartPanel(const QString& title, const QString& yTitle, Scale scale, QWidget* parent)
    : QWidget(parent), d(std::make_unique<Private>()) {
    d->chart = new QChart;
    d->chart->setTitle(title);
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    // Legend entries drawn as a piece of the curve's line: solid, dashed (exact), dotted (pinned).
    d->chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    d->chart->setMargins(QMargins(4, 4, 4, 4));
    d->x = makeAxis("t [s]");
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->scale = scale;
    d->y = makeAxis(yTitle);
    d->chart->addAxis(d->y, Qt::AlignLeft);
    d->view = new View(d->chart, this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    // Qt Charts asks for room for every label at full size; a window of 1280 x 720 (a projector)
    // with large text must still fit, so the chart may get less and lays itself out in it.
    setMinimumSize(160, 120);
    d->view->setMinimumSize(160, 120);
    connect(d->x, &QValueAxis::rangeChanged, this, [this] {
        if (!d->updating) refresh();
    });
    relabelOnZoom(d->x, Scale::Linear);
    relabelOnZoom(d->y, scale);
    connect(this, &ChartPanel::zoomChanged, this, [this] { refresh(); });
    // The time cursor: a line item of the chart's scene, moved without redrawing the curves.
    d->cursor = new QGraphicsLineItem(d->chart);
    d->cursor->setPen(QPen(QColor(90, 90, 90, 200), 1.5, Qt::SolidLine));
    d->cursor->setZValue(1000);
    d->cursor->hide();
    connect(d->chart, &QChart::plotAreaChanged, this, [this] { d->placeCursor(); });
    connect(d->x, &QValueAxis::rangeChanged, this, [this] { d->placeCursor(); });
    d->titleSize = d->chart->titleFont().pointSizeF();
    d->labelSize = d->x->labelsFont().pointSizeF();
    d->axisTitleSize = d->x->titleFont().pointSizeF();
    d->legendSize = d->chart->legend()->font().pointSizeF();
}

void ChartPanel::relabelOnZoom(QCategoryAxis* axis, Scale scale) {
    // A linear axis zoomed or panned by the user gets labels for its new range (log axes keep
    // their decades, which stay right at any range).
    if (scale != Scale::Linear) return;
    connect(axis, &QValueAxis::rangeChanged, this, [this, axis] {
        if (!d->updating) labelLinear(axis);
    });
}

void ChartPanel::setCursorTime(double t) {
    d->cursorT = t;
    d->placeCursor();
}

double ChartPanel::cursorPixel() const {
    if (!d->cursor->isVisible()) return -1;
    return d->view->mapFromScene(d->cursor->line().p1()).x();
}

QWidget* ChartPanel::viewport() const {
    return d->view->viewport();
}

double ChartPanel::fontScale() const {
    return d->fontScale;
}

void ChartPanel::setFontScale(double scale) {
    d->fontScale = scale;
    auto sized = [scale](QFont f, double points) {
        f.setPointSizeF(points * scale);
        return f;
    };
    d->chart->setTitleFont(sized(d->chart->titleFont(), d->titleSize));
    d->chart->legend()->setFont(sized(d->chart->legend()->font(), d->legendSize));
    for (QAbstractAxis* axis : d->chart->axes()) {
        axis->setLabelsFont(sized(axis->labelsFont(), d->labelSize));
        axis->setTitleFont(sized(axis->titleFont(), d->axisTitleSize));
    }
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::setSecondaryAxis(const QString& title, Scale scale) {
    d->scale2 = scale;
    d->y2 = makeAxis(title);
    relabelOnZoom(d->y2, scale);
    d->chart->addAxis(d->y2, Qt::AlignRight);
    setFontScale(d->fontScale);
}

void ChartPanel::setSecondaryTitle(const QString& title) {
    if (d->y2) d->y2->setTitleText(title);
}

void ChartPanel::setXAxis(const QString& title, Scale scale) {
    d->chart->removeAxis(d->x);
    delete d->x;
    d->x = makeAxis(title);
    relabelOnZoom(d->x, scale);
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->xScale = scale;
    d->autoX = true;
    connect(d->x, &QValueAxis::rangeChanged, this, [this] {
        if (!d->updating) refresh();
    });
    d->cursor->hide();
}

QString ChartPanel::title() const {
    return d->chart->title();
}

void ChartPanel::setTitle(const QString& title) {
    if (d->chart->title() != title) d->chart->setTitle(title); // a new title lays the chart out
}

void ChartPanel::clearCurves() {
    d->remove(d->curves);
    d->settle();
}

void ChartPanel::renewCurves() {
    d->settle();
    d->retired = std::move(d->curves);
    d->curves.clear();
}

void ChartPanel::setYTitle(const QString& title) {
    d->y->setTitleText(title);
}

void ChartPanel::setXTitle(const QString& title) {
    d->x->setTitleText(title);
}

void ChartPanel::addCurve(const QString& name, const CurveData& data, const QPen& pen,
                          bool secondary, bool inLegend, bool legendIfRoom) {
    addSeries(name, data, pen, secondary, inLegend, false, false, legendIfRoom);
}

void ChartPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    d->fitLegend(event->size().width());
}

void ChartPanel::addSeries(const QString& name, const CurveData& data, const QPen& pen,
                           bool secondary, bool inLegend, bool raw, bool path, bool legendIfRoom) {
    Curve c;
    c.data = data;
    c.secondary = secondary && d->y2;
    c.inLegend = inLegend;
    c.legendIfRoom = legendIfRoom;
    c.raw = raw;
    c.path = path;
    const std::size_t k = d->curves.size();
    if (k < d->retired.size()) {
        Curve& earlier = d->retired[k];
        if (earlier.series && earlier.secondary == c.secondary && earlier.inLegend == inLegend &&
            earlier.legendIfRoom == legendIfRoom && earlier.raw == raw && earlier.path == path) {
            // Taken over: the chart keeps its series, legend and layout.
            c.series = std::exchange(earlier.series, nullptr);
            if (c.series->name() != name) c.series->setName(name);
            c.pen = pen;
            const QPen stroke = strokePen(pen, c.series->count(), d->chart->plotArea().width());
            if (c.series->pen() != stroke) c.series->setPen(stroke);
            c.held = true;
            c.lo = earlier.lo;
            c.hi = earlier.hi;
            c.xlo = earlier.xlo;
            c.xhi = earlier.xhi;
            d->curves.push_back(std::move(c));
            return;
        }
        // The order changes here: the rest of the earlier series go (the legend lists the
        // series in the order they were added; those before k are taken over already).
        d->remove(d->retired);
    }
    auto* series = new QLineSeries;
    series->setName(name);
    series->setPen(pen);
    c.pen = pen;
    series->setUseOpenGL(false);
    if (raw) series->setPointsVisible(true);
    d->chart->addSeries(series);
    series->attachAxis(d->x);
    series->attachAxis(c.secondary ? d->y2 : d->y);
    if (!inLegend)
        for (QLegendMarker* marker : d->chart->legend()->markers(series)) marker->setVisible(false);
    c.series = series;
    if (c.secondary) d->y2->setVisible(true);
    d->curves.push_back(std::move(c));
}

void ChartPanel::addPoints(const QString& name, std::vector<double> x, std::vector<double> y,
                           const QPen& pen) {
    struct Points {
        std::vector<double> x, y;
    };
    auto points = std::make_shared<Points>(Points{std::move(x), std::move(y)});
    CurveData data;
    data.x = &points->x;
    data.y = &points->y;
    data.owner = points;
    addSeries(name, data, pen, false, true, true, false);
}

void ChartPanel::addPath(const QString& name, const CurveData& data, const QPen& pen) {
    addSeries(name, data, pen, false, true, false, true);
}

void ChartPanel::setMarker(double x, double y, const QColor& color) {
    if (!d->marker) {
        d->marker = new QScatterSeries;
        d->marker->setMarkerSize(11);
        d->chart->addSeries(d->marker);
        d->marker->attachAxis(d->x);
        d->marker->attachAxis(d->y);
        for (QLegendMarker* m : d->chart->legend()->markers(d->marker)) m->setVisible(false);
    }
    d->marker->setColor(color);
    d->marker->setBorderColor(Qt::white);
    const bool xLog = d->xScale == Scale::Log, yLog = d->scale == Scale::Log;
    const bool shown = std::isfinite(x) && std::isfinite(y) && (!xLog || x > 0) && (!yLog || y > 0);
    if (!shown) {
        d->marker->clear();
        return;
    }
    d->marker->replace(QList<QPointF>{QPointF(xLog ? std::log10(x) : x, yLog ? std::log10(y) : y)});
}

QPointF ChartPanel::marker() const {
    if (!d->marker || d->marker->count() == 0) return QPointF(std::nan(""), std::nan(""));
    return d->marker->at(0);
}

void ChartPanel::setXRange(double x0, double x1) {
    d->x0 = x0;
    d->x1 = x1 > x0 ? x1 : x0 + 1;
}

void ChartPanel::resetZoom() {
    d->userZoom = false;
    refresh();
}

void ChartPanel::refresh(bool complete) {
    d->settle();
    d->fitLegend(width());
    d->updating = true;
    const double vx0 = d->userZoom ? d->x->min() : d->x0;
    const double vx1 = d->userZoom ? d->x->max() : d->x1;
    // Columns per plot width, rounded up to a multiple of 128: a plot that changes width by a few
    // pixels (axis labels grew) keeps its envelopes instead of revisiting every sample.
    const int columns = std::max(128, (int(d->chart->plotArea().width()) + 127) / 128 * 128);
    double lo[2] = {std::numeric_limits<double>::infinity(),
                    std::numeric_limits<double>::infinity()};
    double hi[2] = {-lo[0], -lo[0]};
    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo;
    // A curve's extent, added to its axis (and, for a path or marked points, to x: a time
    // series has none).
    auto extend = [&](const Curve& c, int axis) {
        if (!(c.lo <= c.hi)) return;
        lo[axis] = std::min(lo[axis], c.lo);
        hi[axis] = std::max(hi[axis], c.hi);
        xlo = std::min(xlo, c.xlo);
        xhi = std::max(xhi, c.xhi);
    };
    // The display sets that changed, handed to the chart once the axes are set (below).
    std::vector<std::pair<Curve*, std::vector<std::pair<double, double>>>> changed;
    for (Curve& c : d->curves) {
        const int axis = c.secondary ? 1 : 0;
        const bool log = (axis ? d->scale2 : d->scale) == Scale::Log;
        if (c.held) {
            // The earlier run's points stay until this run has some of its own.
            const std::size_t own = std::min(c.data.x->size(), c.data.y->size());
            if (own == 0 && !complete) {
                extend(c, axis);
                continue;
            }
            c.held = false;
            c.forgetExtent();
            if (c.path && own == 0) c.series->clear();
        }
        if (c.raw || c.path) {
            // Every point as given (raw: handed over once, the data do not change) or every
            // stride-th of a growing path (and its last), transformed to the axes; empty when
            // nothing can be shown, e.g. all errors zero on a log axis.
            const std::size_t available = std::min(c.data.x->size(), c.data.y->size());
            if (c.raw ? c.consumed == 0 : c.consumed != available) {
                const std::size_t stride =
                    c.raw ? 1
                          : std::max<std::size_t>(1, (available + kMaxPathPoints - 1) /
                                                         kMaxPathPoints);
                const bool xLog = d->xScale == Scale::Log;
                QList<QPointF> list;
                list.reserve(qsizetype(available / stride + 2));
                c.forgetExtent();
                for (std::size_t i = 0; i < available; i += stride) {
                    if (i + stride >= available) i = available - 1; // the state reached
                    double x = (*c.data.x)[i], y = (*c.data.y)[i] - c.data.yOffset;
                    if (!std::isfinite(x) || !std::isfinite(y) || (xLog && x <= 0) ||
                        (log && y <= 0))
                        continue;
                    if (xLog) x = std::log10(x);
                    if (log) y = std::log10(y);
                    list.append(QPointF(x, y));
                    c.lo = std::min(c.lo, y);
                    c.hi = std::max(c.hi, y);
                    c.xlo = std::min(c.xlo, x);
                    c.xhi = std::max(c.xhi, x);
                }
                setDisplayPoints(c, list, d->chart->plotArea().width());
                c.consumed = c.raw ? 1 : available;
            }
            extend(c, axis);
            continue;
        }
        std::vector<std::pair<double, double>> pts;
        std::size_t available = std::min(c.data.x->size(), c.data.y->size());
        if (c.data.minus) available = std::min(available, c.data.minus->size());
        auto value = [&c](std::size_t i) {
            return (*c.data.y)[i] - (c.data.minus ? (*c.data.minus)[i] : 0.0) - c.data.yOffset;
        };
        if (!d->userZoom && c.consumed == available && c.envelope.columns() == columns &&
            c.envelope.x0() == vx0 && c.envelope.x1() == vx1) {
            // Nothing new: keep the series as it is (Qt Charts re-strokes every replaced series).
            extend(c, axis);
            continue;
        }
        if (d->userZoom) {
            // A zoomed view: decimate the visible samples afresh.
            if (c.data.minus) {
                std::vector<double> y(available);
                for (std::size_t i = 0; i < available; ++i) y[i] = value(i);
                pts = core::decimate(*c.data.x, y, vx0, vx1, columns, log);
            } else {
                pts = core::decimate(*c.data.x, *c.data.y, vx0, vx1, columns, log);
                for (auto& p : pts) p.second -= c.data.yOffset;
            }
            if (log)
                for (auto& p : pts) p.second = std::log10(p.second);
        } else {
            // The full range: extend the curve's envelope by the samples that arrived since.
            Envelope& env = c.envelope;
            if (env.columns() != columns || env.x0() != vx0 || env.x1() != vx1) {
                env.reset(vx0, vx1, columns);
                env.setSkipNonPositive(log);
                c.consumed = 0;
            }
            for (std::size_t i = c.consumed; i < available; ++i) env.add((*c.data.x)[i], value(i));
            c.consumed = available;
            pts = env.points();
            if (log)
                for (auto& p : pts) p.second = std::log10(p.second); // min/max survive log10
        }
        c.forgetExtent();
        for (const auto& [x, y] : pts)
            if (x >= vx0 && x <= vx1) {
                c.lo = std::min(c.lo, y);
                c.hi = std::max(c.hi, y);
            }
        extend(c, axis);
        changed.emplace_back(&c, std::move(pts));
    }
    if (!d->userZoom) {
        if (!d->autoX)
            setAxisRange(d->x, vx0, vx1, false);
        else if (d->xScale == Scale::Log)
            setLogAxisRange(d->x, std::isfinite(xlo) ? xlo : -3, std::isfinite(xhi) ? xhi : 0, 2);
        else if (std::isfinite(xlo)) {
            // A margin of 5 %, also around a single point.
            const double pad = std::max(0.05 * (xhi - xlo), 0.05 * std::abs(xhi) + 1e-12);
            setAxisRange(d->x, xlo - pad, xhi + pad);
        } else
            setAxisRange(d->x, 0, 1);
        QCategoryAxis* axes[2] = {d->y, d->y2};
        const Scale scales[2] = {d->scale, d->scale2};
        for (int a = 0; a < 2; ++a) {
            if (!axes[a]) continue;
            if (scales[a] == Scale::Log) {
                if (std::isfinite(lo[a]))
                    setLogAxisRange(axes[a], lo[a], hi[a]);
                else
                    setLogAxisRange(axes[a], -16, 0);
            } else if (!std::isfinite(lo[a])) {
                setAxisRange(axes[a], -1, 1);
            } else {
                // At least a span of 1e-9 of the magnitude: a quantity conserved to round-off
                // (the energy) shows as the flat line it is, not as magnified noise.
                const double mid = 0.5 * (lo[a] + hi[a]);
                const double half =
                    std::max({0.5 * (hi[a] - lo[a]), 0.5e-9 * std::abs(mid), 1e-12});
                setAxisRange(axes[a], mid - 1.05 * half, mid + 1.05 * half);
            }
        }
    }
    // Each changed curve goes to the chart with those points of its display set that a line
    // within kTolerancePixels of all of them needs on the axes as now set: Qt Charts strokes a
    // replaced series' whole path to find its shape, and paints every segment. (The pendulum's x:
    // 128 of its 768 points; the series' replacements of a slider move cost a fifth of the
    // instructions they did. A curve kept while the axes change keeps the points it has.)
    const QRectF area = d->chart->plotArea();
    const bool laidOut = area.width() > 0 && area.height() > 0;
    const double sx = area.width() / (d->x->max() - d->x->min());
    for (auto& [c, pts] : changed) {
        const QCategoryAxis* y = c->secondary ? d->y2 : d->y;
        if (laidOut)
            pts = core::simplify(pts, sx, area.height() / (y->max() - y->min()), kTolerancePixels);
        QList<QPointF> list;
        list.reserve(qsizetype(pts.size()));
        for (const auto& [x, v] : pts) list.append(QPointF(x, v));
        setDisplayPoints(*c, list, area.width());
    }
    d->updating = false;
}

QStringList ChartPanel::legendNames() const {
    QStringList names;
    for (QLegendMarker* marker : d->chart->legend()->markers())
        if (marker->isVisible()) names << marker->label();
    return names;
}

int ChartPanel::displayedPointCount() const {
    int n = 0;
    for (const Curve& c : d->curves) n += int(c.series->count());
    return n;
}

QList<QPointF> ChartPanel::curvePoints(const QString& name) const {
    for (const Curve& c : d->curves)
        if (c.series->name() == name) return c.series->points();
    return {};
}

QPen ChartPanel::curvePen(const QString& name) const {
    for (const Curve& c : d->curves)
        if (c.series->name() == name) return c.series->pen();
    return {};
}

double ChartPanel::aspectRatio() const {
    const QSize size = d->view->size();
    return size.height() > 0 && size.width() > 0 ? double(size.width()) / size.height() : 1.0;
}

QImage ChartPanel::render(const QSize& size) const {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    d->view->render(&painter, QRectF(QPointF(0, 0), size), d->view->viewport()->rect());
    return image;
}

bool ChartPanel::exportTo(const QString& path, QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = d->view->size().isEmpty() ? QSize(800, 500) : d->view->size();
    // Renders the chart onto a vector device (SVG, PDF).
    auto paint = [&](QPaintDevice& device) {
        QPainter painter;
        if (!painter.begin(&device)) {
            if (error) *error = "cannot write " + path;
            return false;
        }
        d->view->render(&painter, QRectF(QPointF(0, 0), size), d->view->viewport()->rect());
        painter.end();
        return true;
    };
    if (suffix == "png") {
        const bool ok = render(size * 2).save(path, "PNG");
        if (!ok && error) *error = "cannot write " + path;
        return ok;
    }
    if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title());
        svg.setDescription("mechlab chart");
        return paint(svg);
    }
    if (suffix == "pdf") {
        QPdfWriter pdf(path);
        pdf.setTitle(title());
        pdf.setPageSize(
            QPageSize(QSizeF(size.width() * 0.75, size.height() * 0.75), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(96);
        return paint(pdf);
    }
    if (suffix == "csv") return exportCsv(path, error);
    if (error) *error = "unknown file type '" + suffix + "' (use png, svg, pdf or csv)";
    return false;
}

// The curves' data, not the display set: for each curve its x and its values as shown (offsets
// and subtracted columns applied), two columns per curve, blank below a shorter curve's end.
bool ChartPanel::exportCsv(const QString& path, QString* error) const {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        if (error) *error = "cannot write " + path;
        return false;
    }
    auto field = [](QString text) {
        if (!text.contains(',') && !text.contains('"') && !text.contains('\n')) return text;
        return '"' + text.replace('"', "\"\"") + '"';
    };
    const QString xTitle = d->x->titleText().isEmpty() ? QString("x") : d->x->titleText();
    QStringList header;
    std::size_t rows = 0;
    for (const Curve& c : d->curves) {
        const QString name = c.series->name();
        header << field(xTitle + " (" + name + ")") << field(name);
        rows = std::max(rows, std::min(c.data.x->size(), c.data.y->size()));
    }
    QTextStream out(&file);
    out << header.join(',') << '\n';
    for (std::size_t r = 0; r < rows; ++r) {
        QStringList line;
        for (const Curve& c : d->curves) {
            std::size_t available = std::min(c.data.x->size(), c.data.y->size());
            if (c.data.minus) available = std::min(available, c.data.minus->size());
            if (r >= available) {
                line << QString() << QString();
                continue;
            }
            const double y =
                (*c.data.y)[r] - (c.data.minus ? (*c.data.minus)[r] : 0.0) - c.data.yOffset;
            line << QString::number((*c.data.x)[r], 'g', 17) << QString::number(y, 'g', 17);
        }
        out << line.join(',') << '\n';
    }
    out.flush();
    if (file.error() != QFileDevice::NoError) {
        if (error) *error = "cannot write " + path;
        return false;
    }
    return true;
}

} // namespace mechlab::ui
