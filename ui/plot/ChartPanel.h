#pragma once

// One chart of the window, behind a thin adapter: nothing outside ui/plot knows that Qt Charts
// draws it. Curves are columns of a run's trajectory (or a few marked points, addPoints(), for
// diagrams and reference values); the chart receives only a display set of about two to four
// points per pixel column (core::Envelope), handed over with replace(), with animations off.
// Zoom: mouse wheel or rubber band; pan: right-button drag; reset: double-click or resetZoom().
// A click without a drag reports the time under the mouse (timeClicked); a vertical cursor marks
// the animation's time.

#include "record/Trajectory.h"

#include <QPen>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
QT_END_NAMESPACE
#include <QWidget>
#include <memory>
#include <vector>

namespace mechlab::ui {

/// The colour of the i-th curve of a chart (cycling through a palette of eight).
QColor paletteColor(int i);

struct CurveData {
    std::shared_ptr<const void> owner; // keeps the vectors below alive
    const std::vector<double>* x = nullptr;
    const std::vector<double>* y = nullptr;
    double yOffset = 0.0;                       // the chart shows y - yOffset
    const std::vector<double>* minus = nullptr; // if given, the chart shows y - minus - yOffset
};

class ChartPanel : public QWidget {
    Q_OBJECT

public:
    enum class Scale { Linear, Log };

    ChartPanel(const QString& title, const QString& yTitle, Scale scale, QWidget* parent = nullptr);
    ~ChartPanel() override;

    /// A second y axis on the right (for one curve of another kind, e.g. the energy drift),
    /// shown while a curve is on it.
    void setSecondaryAxis(const QString& title, Scale scale);
    /// Retitles the secondary axis (set up by setSecondaryAxis).
    void setSecondaryTitle(const QString& title);
    /// Replaces the time axis by an x axis of another quantity whose range follows the data
    /// (e.g. CPU time on a log scale). Call before adding curves.
    void setXAxis(const QString& title, Scale scale);

    void clearCurves();
    /// Like clearCurves(), for a new run of the same curves: the curves added next take over the
    /// chart's series in order where they are alike (same axis, kind and legend entry; the name
    /// and pen are updated), which spares the chart its re-layout, and keep showing the points
    /// they had until their own data arrive, so that a live re-run does not blank the chart.
    /// Series not taken over are removed by the next refresh().
    void renewCurves();
    /// Adds a curve; `inLegend` false keeps it off the legend (faded overlays). `legendIfRoom`:
    /// its legend entry gives way when the legend would not fit on its row (an overlaid run's:
    /// Qt Charts would otherwise shorten every label, at 1280 x 720 down to nothing).
    void addCurve(const QString& name, const CurveData& data, const QPen& pen,
                  bool secondary = false, bool inLegend = true, bool legendIfRoom = false);
    /// Adds a few points drawn as they are, joined in the given order and marked (a diagram
    /// rather than a time series: no decimation; non-positive values are left out on log axes).
    void addPoints(const QString& name, std::vector<double> x, std::vector<double> y,
                   const QPen& pen);
    /// Adds a curve drawn as a path through its samples in their order, x any quantity (a phase
    /// portrait; with setXAxis): a growing run is thinned by a stride to at most
    /// kMaxPathPoints points.
    void addPath(const QString& name, const CurveData& data, const QPen& pen);
    static constexpr std::size_t kMaxPathPoints = 8000;
    /// A time series is drawn through a subset of its display set that passes within this many
    /// pixels of every point of it (an eighth: a quarter of a pixel on a screen of twice the
    /// density).
    static constexpr double kTolerancePixels = 0.125;
    /// Marks the point (x, y) (on a chart without time axis: the state at the animation's
    /// time); NaN hides the mark.
    void setMarker(double x, double y, const QColor& color);
    /// The marked point in axis units (NaN, NaN when hidden).
    QPointF marker() const;
    void setYTitle(const QString& title);
    void setXTitle(const QString& title);
    /// The full x range (the run's time interval): the default view.
    void setXRange(double x0, double x1);
    /// Re-decimates every curve for the visible range and hands the points to the chart.
    /// `complete`: the curves' data will not grow any more (the run has ended): a curve still
    /// showing an earlier run's points (renewCurves()) shows its own, if none then none.
    void refresh(bool complete = false);
    void resetZoom();

    QString title() const;
    void setTitle(const QString& title);
    /// Number of points currently handed to the chart (all curves).
    int displayedPointCount() const;
    /// The points handed to the chart for the curve of that name (in axis units), empty if none.
    QList<QPointF> curvePoints(const QString& name) const;
    /// The pen the curve is stroked with: its own, one pixel wide while it has more points
    /// than the plot has pixel columns (a wide pen's outline costs a dense band dearly).
    QPen curvePen(const QString& name) const;
    /// The names the legend shows, in order.
    QStringList legendNames() const;
    /// Writes the chart as PNG, SVG or PDF, or its curves' data as CSV (x and values per curve,
    /// as shown), chosen by the file suffix.
    bool exportTo(const QString& path, QString* error) const;
    /// Renders the chart into an image of the given size (for export and tests), scaled from
    /// the widget with its aspect ratio.
    QImage render(const QSize& size) const;
    /// The chart widget's width over its height (as it is shown).
    double aspectRatio() const;
    /// Draws a vertical line at time t (the animation's time); NaN hides it. Only for charts
    /// over time.
    void setCursorTime(double t);
    /// The x pixel of the cursor in the chart's widget (for tests), -1 when hidden.
    double cursorPixel() const;
    /// Scales the text of titles, axes and legend (1 = the default size).
    void setFontScale(double scale);
    double fontScale() const;
    /// The widget that takes the mouse (for tests that click and drag).
    QWidget* viewport() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

Q_SIGNALS:
    void zoomChanged();
    /// The user clicked the plot (without dragging) at time t.
    void timeClicked(double t);

private:
    class View;
    void addSeries(const QString& name, const CurveData& data, const QPen& pen, bool secondary,
                   bool inLegend, bool raw, bool path, bool legendIfRoom = false);
    bool exportCsv(const QString& path, QString* error) const;
    void relabelOnZoom(QCategoryAxis* axis, Scale scale);
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mechlab::ui
