#pragma once

// Draws the model's drawing (points, segments, circles, traced paths) at the time under the time
// slider, interpolating the recorded run linearly between samples. Plays back at a chosen speed
// and, while a run is computing, follows its newest state.

#include "RunController.h"
#include "system/Drawing.h"

#include <QWidget>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace mechlab::ui {

class MechanismCanvas : public QWidget {
    Q_OBJECT

public:
    explicit MechanismCanvas(QWidget* parent = nullptr);

    void setModel(const core::Model& model);
    void setRun(std::shared_ptr<const RunData> run);
    /// New rows arrived in the run: extend the traces.
    void runUpdated();
    void setTime(double t);
    double time() const { return m_t; }
    int paintCount() const { return m_paintCount; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    bool stateAt(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) const;

    std::optional<core::Model> m_model;
    std::unique_ptr<core::DrawingEvaluator> m_drawing;
    std::shared_ptr<const RunData> m_run;
    // Traced paths: per traced point its positions at the sample times m_traceTimes, every
    // m_traceStride-th recorded sample; thinned (stride doubled) when they grow too long, so a
    // paint never draws more than kMaxTracePoints per trace.
    std::vector<std::vector<QPointF>> m_traces;
    std::vector<double> m_traceTimes;
    std::size_t m_traceStride = 1;
    std::size_t m_traced = 0;                  // samples already looked at
    std::array<double, 4> m_box{-1, 1, -1, 1}; // xmin, xmax, ymin, ymax
    double m_t = 0;
    int m_paintCount = 0;
};

/// The canvas with its controls: time slider, play/pause, speed, time label.
class MechanismView : public QWidget {
    Q_OBJECT

public:
    explicit MechanismView(QWidget* parent = nullptr);

    MechanismCanvas* canvas() const { return m_canvas; }
    void setModel(const core::Model& model);
    void setRun(std::shared_ptr<const RunData> run);
    /// Called as the run grows: the view follows the newest state unless the user scrubs.
    void runUpdated(bool running);
    bool isPlaying() const;
    void setPlaying(bool playing);

private:
    void showTime(double t);
    double endTime() const;

    MechanismCanvas* m_canvas;
    QSlider* m_slider;
    QToolButton* m_play;
    QComboBox* m_speed;
    QLabel* m_label;
    QTimer* m_timer;
    std::shared_ptr<const RunData> m_run;
    bool m_follow = true;
};

} // namespace mechlab::ui
