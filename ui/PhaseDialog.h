#pragma once

// Phase portraits and the user's own formulas: one formula on each axis (a coordinate and its
// velocity by default, any formula of t, q, v, the parameters and the multipliers otherwise),
// drawn as a path through the current run's recorded states in their order, growing with the
// run, with a mark at the animation's time. "Add curve" keeps the curve on the chart (each kept
// one in its colour, evaluated again for every run) while the fields define the next one, e.g.
// the kinetic and potential energy and a force's power against t; "Clear" removes them.
// Non-modal; it follows the window's model and runs.

#include "RunController.h"
#include "model/Model.h"
#include "record/ModelExpression.h"

#include <QDialog>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;

namespace mechlab::ui {

class ChartPanel;

class PhaseDialog : public QDialog {
    Q_OBJECT

public:
    explicit PhaseDialog(QWidget* parent = nullptr);
    ~PhaseDialog() override;

    /// The model at the parameters of the next run (the formulas are compiled for it); a model of
    /// other coordinates resets the formulas to its first coordinate and velocity.
    void setModel(const core::Model& model);
    /// A new run; one that did not record the model's coordinates (another model's) is not
    /// drawn.
    void setRun(std::shared_ptr<const RunData> run);
    /// New rows arrived in the run (evaluated while the window is shown; call again after
    /// showing it).
    void runUpdated();
    /// The animation's time: marked on the path.
    void setTime(double t);

    QComboBox* horizontalField() const { return m_x; }
    QComboBox* verticalField() const { return m_y; }
    ChartPanel* chart() const { return m_chart; }
    /// What is wrong with the formulas (empty when both compile).
    QString message() const;
    /// The curves kept with Add curve (their legend names).
    QStringList keptCurves() const;

private:
    struct Values {
        std::vector<double> t, x, y;
    };
    /// A curve kept with Add curve.
    struct Kept {
        QString x, y;
        std::optional<core::ModelExpression> xFormula, yFormula;
        std::shared_ptr<Values> values;
    };
    void compile();
    void rebuild();
    /// Keeps the curve the fields define (when both formulas compile).
    void keepCurve();
    /// Appends the values of rows not yet evaluated.
    void evaluate(const core::ModelExpression& x, const core::ModelExpression& y, Values& v);

    QComboBox *m_x, *m_y;
    QLabel* m_message;
    ChartPanel* m_chart;
    std::optional<core::Model> m_model;
    std::optional<core::ModelExpression> m_xFormula, m_yFormula;
    std::shared_ptr<const RunData> m_run;
    std::shared_ptr<Values> m_values;
    std::vector<Kept> m_kept;
    double m_time = std::nan("");
};

} // namespace mechlab::ui
