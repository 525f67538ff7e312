#pragma once

// File > Export animation: the mechanism's drawing over a time span of the computed run, as an
// animated GIF at a chosen frame rate, playback speed and size. Frame k shows the time
// t_from + k * speed / fps; a span of D seconds gives round(D / speed * fps) frames, so that the
// file plays for D / speed seconds. The frames share one view box (the one that holds the whole
// run), so the picture does not jump; a model shown in 3D is animated in 3D (the view's camera
// as it is). Optionally the presentation charts stand beside it,
// stacked at the right (as wide as their shape on the screen asks, a quarter to a half of the
// frame), their time cursor at the frame's time. The dialog stays open with the reason when the
// values are not valid or the file cannot be written.

#include <QDialog>
#include <QImage>
#include <QSize>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace mechlab::ui {

class ChartPanel;
class MechanismCanvas;

struct AnimationOptions {
    QString path;
    double tFrom = 0.0, tTo = 1.0;
    double speed = 1.0; // simulated seconds per second of the animation
    int fps = 30;
    QSize size{640, 480};
    /// Charts drawn beside the mechanism with their time cursor (none: the drawing alone).
    std::vector<ChartPanel*> charts;
    /// The mechanism's picture at time t in a size (none: the canvas's 2D drawing); the 3D
    /// view gives its own.
    std::function<QImage(QSize, double)> picture;

    int frameCount() const;
};

/// Writes the animation; `progress(done, total)` returns false to cancel. False with `error`
/// when the file cannot be written or the export was cancelled (the partial file is removed).
bool writeAnimation(MechanismCanvas& canvas, const AnimationOptions& options, QString* error,
                    const std::function<bool(int, int)>& progress = nullptr);

class AnimationDialog : public QDialog {
    Q_OBJECT

public:
    /// For the run shown by `canvas`, computed over [tStart, tEnd]; `speed` is the playback
    /// speed chosen in the view; `charts` may be put beside the drawing.
    AnimationDialog(MechanismCanvas* canvas, double tStart, double tEnd, double speed,
                    const QString& suggestedPath, std::vector<ChartPanel*> charts,
                    QWidget* parent = nullptr);

    /// The options as typed; false with the reason when they are not valid.
    bool options(AnimationOptions& out, QString* why) const;
    /// The mechanism's picture to animate instead of the canvas's 2D drawing (the 3D view).
    void setPicture(std::function<QImage(QSize, double)> picture) {
        m_picture = std::move(picture);
    }

private:
    void updateSummary();
    void exportNow();

    MechanismCanvas* m_canvas;
    double m_tStart, m_tEnd;
    QLineEdit* m_path;
    QLineEdit* m_from;
    QLineEdit* m_to;
    QComboBox* m_speed;
    QSpinBox* m_fps;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QCheckBox* m_withCharts;
    std::vector<ChartPanel*> m_charts;
    std::function<QImage(QSize, double)> m_picture;
    QLabel* m_summary;
    QPushButton* m_export;
};

} // namespace mechlab::ui
