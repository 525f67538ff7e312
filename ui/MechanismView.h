#pragma once

// Draws the model's drawing (points, segments, circles, ellipses, traced paths) at the time under
// the time slider, interpolating the recorded run linearly between samples, in the model's own
// length scale: the view box of the model file is kept (it only grows when the drawing leaves it),
// so a longer rod looks longer; a scale bar gives the length. Plays back at a chosen speed
// (1x = real time); a run is animated from its first batch, the animation waiting for the
// integration where it would overtake it.

#include "RunController.h"
#include "system/Drawing.h"

#include <QElapsedTimer>
#include <QImage>
#include <QWidget>
#include <array>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QComboBox;
class QSlider;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace mechlab::ui {

class View3D;

class MechanismCanvas : public QWidget {
    Q_OBJECT

public:
    explicit MechanismCanvas(QWidget* parent = nullptr);

    /// Shows a model; `resetView` takes the model's view box (a new model), otherwise the box
    /// stays as it is (a parameter moved).
    void setModel(const core::Model& model, bool resetView = true);
    /// The model being edited has errors: the drawing of the last valid one is not shown as if
    /// it were this one's, the notice says so instead (until the next setModel()).
    void setModelError();
    bool showsModelError() const { return m_modelError; }
    void setRun(std::shared_ptr<const RunData> run);
    /// New rows arrived in the run: extend the traces.
    void runUpdated();
    /// The view box: xmin, xmax, ymin, ymax in model units.
    const std::array<double, 4>& viewBox() const { return m_box; }
    void setTime(double t);
    double time() const { return m_t; }
    int paintCount() const { return m_paintCount; }
    /// The drawing at time t in an image of the given size (lines and text scale with it).
    QImage renderImage(QSize size, double t);
    /// Writes the drawing at the time shown as PNG or SVG (by the suffix) of the given size.
    bool exportTo(const QString& path, QSize size, QString* error = nullptr);
    /// Grows the view box to hold the drawing at every recorded point of the run, so that the
    /// frames of an exported animation share one box.
    void includeRun();
    /// Whether the arrows of a kind are drawn (those the model has).
    void setArrowsShown(core::ArrowKind kind, bool shown);
    bool arrowsShown(core::ArrowKind kind) const { return m_arrowShown[std::size_t(kind)]; }
    /// Live energy bars at the left: kinetic T, the rest V = E - T and E at the time shown, on
    /// one scale from the run's extremes (zero included).
    void setEnergyBars(bool shown);
    bool energyBarsShown() const { return m_energyBars; }
    /// Whether the model has a 3D drawing.
    bool has3D() const { return m_drawing && m_drawing->has3D(); }
    /// The 3D drawing at time t (the state as for the 2D drawing).
    core::DrawingFrame3D frame3DAt(double t);
    /// The 3D drawing's traced paths so far (per traced point, at the trace sample times).
    const std::vector<std::vector<std::array<double, 3>>>& traces3D() const { return m_traces3D; }
    /// How many trace samples lie at or before time t.
    std::size_t traceCountAt(double t) const;
    /// Whether the model's drawing has arrows of a kind.
    bool hasArrows(core::ArrowKind kind) const;
    /// The largest length of the arrows of a kind over the run so far (their scale maps it to
    /// a fixed share of the view).
    double arrowMaximum(core::ArrowKind kind) const { return m_arrowMax[std::size_t(kind)]; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void paint(QPainter& p, QSize size, double t);
    /// The state at time t, linear between samples; the model's initial state without a run.
    bool stateAt(double t, Eigen::VectorXd& q, Eigen::VectorXd& v, Eigen::VectorXd& lambda) const;
    /// The recorded state of row r.
    void stateOf(std::size_t r, Eigen::VectorXd& q, Eigen::VectorXd& v,
                 Eigen::VectorXd& lambda) const;
    void includeArrows(const core::DrawingFrame& f);
    /// The recorded column's value at time t, linear between samples (NaN without one).
    double valueAt(int column, double t) const;
    void paintEnergyBars(QPainter& p, QSize size, double t, double ui);
    /// The room the energy bars take at the left (0 when they are not drawn).
    double energyBarsWidth(double ui) const;
    void paintArrows(QPainter& p, const core::DrawingFrame& f, double scale, double ui,
                     const std::function<QPointF(double, double)>& map, QSize size);

    std::optional<core::Model> m_model;
    std::unique_ptr<core::DrawingEvaluator> m_drawing;
    std::shared_ptr<const RunData> m_run;
    // Traced paths: per traced point its positions at the sample times m_traceTimes, every
    // m_traceStride-th recorded sample; thinned (stride doubled) when they grow too long, so a
    // paint never draws more than kMaxTracePoints per trace.
    std::vector<std::vector<QPointF>> m_traces;
    std::vector<std::vector<std::array<double, 3>>> m_traces3D; // the same for the 3D drawing
    std::vector<double> m_traceTimes;
    std::size_t m_traceStride = 1;
    std::size_t m_traced = 0; // samples already looked at
    /// Grows the view box to hold the frame's points (never shrinks it).
    void include(const core::DrawingFrame& f);
    std::array<double, 4> m_box{-1, 1, -1, 1}; // xmin, xmax, ymin, ymax
    std::array<bool, core::kArrowKinds> m_arrowShown{true, true, true};
    std::array<double, core::kArrowKinds> m_arrowMax{};
    Eigen::VectorXd m_initialLambda; // the multipliers at the initial state (arrows before a run)
    bool m_energyBars = false;
    double m_energyLo = 0, m_energyHi = 0; // the extremes of T, V, E over the run so far
    std::size_t m_energyRows = 0;          // rows looked at for them
    double m_t = 0;
    int m_paintCount = 0;
    bool m_modelError = false;
};

/// The canvas with its controls: time slider, play/pause, speed.
class MechanismView : public QWidget {
    Q_OBJECT

public:
    explicit MechanismView(QWidget* parent = nullptr);

    MechanismCanvas* canvas() const { return m_canvas; }
    void setModel(const core::Model& model, bool resetView = true);
    /// See MechanismCanvas::setModelError(); the 2D canvas shows the notice (a 3D view too).
    void setModelError();
    /// Shows a new run and animates it from its start (`keepTime`: from the time shown now, as
    /// when a slider re-runs the model), as fast as the chosen speed and the integration allow.
    void setRun(std::shared_ptr<const RunData> run, bool keepTime = false);
    /// Called as the run grows.
    void runUpdated(bool running);
    bool isPlaying() const;
    void setPlaying(bool playing);
    /// Shows time t (clamped to the computed part of the run); the animation goes on from there.
    void seek(double t);
    double time() const { return m_canvas->time(); }
    /// Playback speed relative to real time.
    double speed() const;
    QSlider* timeSlider() const { return m_slider; }
    /// The time span of the run computed so far; nothing without a run of two points or more.
    std::optional<std::pair<double, double>> computedSpan() const;
    /// The playback speeds offered (simulated seconds per second).
    static const std::vector<double>& playbackSpeeds();
    /// The checkable actions that show or hide the arrows of each kind (velocities, applied
    /// forces, constraint forces), enabled where the model has such arrows; remembered.
    const std::array<QAction*, core::kArrowKinds>& arrowActions() const { return m_arrowActions; }
    /// The checkable action (Ctrl+3) that shows a model with a 3D drawing in 3D instead of the
    /// 2D drawing; enabled where the model has one and the display can render it; remembered.
    QAction* view3DAction() const { return m_action3D; }
    /// The 3D view while it is shown (null otherwise).
    View3D* view3D() const;
    /// Writes what is shown at the time shown: the 3D view as PNG, the 2D drawing as PNG or
    /// SVG (also while the 3D view is shown: SVG is a line drawing), at the view's size.
    bool exportPicture(const QString& path, QString* error = nullptr);
    /// The 3D view at time t in a picture of the given size (the view's picture scaled into it,
    /// centred on the scene's background); a null image when the 3D view is not shown. The view
    /// shows time t afterwards: seek() brings it back.
    QImage render3D(QSize size, double t);

Q_SIGNALS:
    /// The time shown changed (animation, scrubbing, seek).
    void timeChanged(double t);

private:
    void showTime(double t);
    /// The time the run has reached.
    double computedEnd() const;
    /// Shows the 3D view or the 2D drawing as the action and the model say.
    void chooseView();
    /// The 3D view at the time shown.
    void refresh3D();
    /// The 3D drawing at time t, with the traced paths up to it, in the view.
    void show3D(View3D& view, double t);

    MechanismCanvas* m_canvas;
    QStackedWidget* m_stack;
    View3D* m_view3D = nullptr; // made when a model with a 3D drawing is first shown
    QAction* m_action3D;
    QToolButton* m_button3D;
    QString m_no3D; // why the 3D view cannot be shown (empty: it can)
    QSlider* m_slider;
    QToolButton* m_play;
    QComboBox* m_speed;
    QToolButton* m_arrows;
    std::array<QAction*, core::kArrowKinds> m_arrowActions{};
    QTimer* m_timer;
    std::shared_ptr<const RunData> m_run;
    double m_tStart = 0, m_tEnd = 1; // the model's time interval
    double m_pending = std::nan(""); // a re-run goes on from here once computed
    bool m_updatingSlider = false;
    QElapsedTimer m_clock; // real time between two animation frames
};

} // namespace mechlab::ui
