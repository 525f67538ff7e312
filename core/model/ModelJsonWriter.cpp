// Writing a model spec as a model file (the format of docs/model-format.md), with every field,
// so that reading it back gives the same spec.

#include "base/Text.h"
#include "model/ModelJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>

namespace mechlab::core {

namespace {

// From this many coordinates on, a mass matrix (or a velocity constraint's row of coefficients)
// with at most a tenth of its entries given is written as the list of those (below it, whole,
// which a person reads more easily).
constexpr std::size_t kSparseFrom = 50;

QJsonArray toArray(const std::vector<std::string>& v) {
    QJsonArray a;
    for (const auto& s : v) a.append(QString::fromStdString(s));
    return a;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The parts the 2D and 3D drawings share: segments or rods, circles or spheres, ellipses or
// discs.
QJsonArray toJson(const std::vector<DrawingSegmentSpec>& segments) {
    QJsonArray a;
    for (const auto& seg : segments) a.append(QJsonArray{q(seg.from), q(seg.to)});
    return a;
}

QJsonArray toJson(const std::vector<DrawingCircleSpec>& circles) {
    QJsonArray a;
    for (const auto& c : circles)
        a.append(QJsonObject{{"center", q(c.center)}, {"radius", q(c.radius)}});
    return a;
}

QJsonArray toJson(const std::vector<DrawingEllipseSpec>& ellipses) {
    QJsonArray a;
    for (const auto& e : ellipses)
        a.append(
            QJsonObject{{"center", q(e.center)}, {"axis1", q(e.axis1)}, {"axis2", q(e.axis2)}});
    return a;
}

} // namespace

std::string toModelJson(const ModelSpec& s) {
    QJsonObject root;
    root["format"] = kModelFormatName;
    root["version"] = ModelSpec::kFormatVersion;
    root["name"] = q(s.name);
    root["description"] = q(s.description);
    QJsonArray coords;
    for (const auto& c : s.coordinates)
        coords.append(QJsonObject{{"name", q(c.name)},
                                  {"unit", q(c.unit)},
                                  {"position", q(c.position)},
                                  {"velocity", q(c.velocity)}});
    root["coordinates"] = coords;
    QJsonArray params;
    for (const auto& p : s.parameters)
        params.append(QJsonObject{{"name", q(p.name)},
                                  {"value", p.value},
                                  {"unit", q(p.unit)},
                                  {"min", p.min},
                                  {"max", p.max},
                                  {"description", q(p.description)}});
    root["parameters"] = params;
    QJsonArray defs;
    for (const auto& d : s.definitions)
        defs.append(QJsonObject{{"name", q(d.name)}, {"formula", q(d.formula)}});
    root["definitions"] = defs;
    // A large mass matrix that is mostly blank is written as the list of its other entries
    // (a chain of 1000 bodies: 2000 entries instead of 4 million).
    const std::size_t given = s.mass.entryCount(), n = std::size_t(s.mass.rows());
    const bool sparse = n >= kSparseFrom && 10 * given <= n * n;
    QJsonArray rows;
    for (int i = 0; i < s.mass.rows(); ++i) {
        if (!sparse) {
            rows.append(toArray(s.mass.row(i).formulas()));
            continue;
        }
        for (const FormulaRow::Entry& e : s.mass.row(i).entries())
            rows.append(QJsonArray{qint64(i + 1), qint64(e.column + 1), q(e.formula)});
    }
    if (s.isLinearDae()) {
        QJsonArray E, A;
        for (const auto& row : s.linear.E) E.append(toArray(row));
        for (const auto& row : s.linear.A) A.append(toArray(row));
        root["linear_dae"] = QJsonObject{{"E", E}, {"A", A}, {"f", toArray(s.linear.forcing)}};
    } else if (s.lagrangian.empty()) {
        root["mass"] =
            QJsonObject{{"symmetric", s.massSymmetric}, {sparse ? "nonzero" : "entries", rows}};
    } else {
        root["lagrangian"] = q(s.lagrangian);
    }
    root["dissipation"] = q(s.dissipation);
    root["forces"] = toArray(s.forces);
    root["constraints"] = toArray(s.constraints);
    // So is a long row of a velocity constraint that names few coordinates.
    QJsonArray vcs;
    for (const auto& c : s.velocityConstraints) {
        const std::size_t length = std::size_t(c.coefficients.size());
        if (length >= kSparseFrom && 10 * c.coefficients.entries().size() <= length) {
            QJsonArray entries;
            for (const FormulaRow::Entry& e : c.coefficients.entries())
                entries.append(QJsonArray{qint64(e.column + 1), q(e.formula)});
            vcs.append(QJsonObject{{"nonzero", entries}, {"b", q(c.offset)}});
        } else {
            vcs.append(QJsonObject{{"A", toArray(c.coefficients.formulas())}, {"b", q(c.offset)}});
        }
    }
    root["velocity_constraints"] = vcs;
    root["potential"] = q(s.potential);
    root["energy"] = q(s.energy);
    if (!s.energyUnit.empty()) root["energy_unit"] = q(s.energyUnit);
    if (!s.invariants.empty()) {
        QJsonArray invariants;
        for (const InvariantSpec& c : s.invariants) {
            QJsonObject o{{"name", q(c.name)}, {"formula", q(c.formula)}};
            if (!c.unit.empty()) o["unit"] = q(c.unit);
            invariants.append(o);
        }
        root["invariants"] = invariants;
    }
    QJsonObject exact{{"positions", toArray(s.exact.positions)},
                      {"velocities", toArray(s.exact.velocities)},
                      {"multipliers", toArray(s.exact.multipliers)}};
    if (!s.exact.holds.empty()) exact["holds"] = q(s.exact.holds);
    root["exact"] = exact;
    QJsonArray references;
    for (const auto& r : s.references) {
        auto values = [](const std::vector<double>& v) {
            QJsonArray a;
            for (double x : v) a.append(x);
            return a;
        };
        QJsonObject entry{{"t", r.t},
                          {"positions", values(r.positions)},
                          {"velocities", values(r.velocities)},
                          {"multipliers", values(r.multipliers)}};
        QJsonObject accuracy;
        if (r.accuracyQ > 0.0) accuracy["positions"] = r.accuracyQ;
        if (r.accuracyV > 0.0) accuracy["velocities"] = r.accuracyV;
        if (r.accuracyLambda > 0.0) accuracy["multipliers"] = r.accuracyLambda;
        if (!accuracy.isEmpty()) entry["accuracy"] = accuracy;
        references.append(entry);
    }
    root["reference"] = references;
    root["time"] = QJsonObject{{"start", s.tStart}, {"end", s.tEnd}};
    QJsonArray points;
    for (const auto& p : s.drawing.points)
        points.append(QJsonObject{{"name", q(p.name)}, {"x", q(p.x)}, {"y", q(p.y)}});
    QJsonObject drawing{{"points", points},
                        {"segments", toJson(s.drawing.segments)},
                        {"circles", toJson(s.drawing.circles)},
                        {"traces", toArray(s.drawing.traces)},
                        {"view", QJsonObject{{"xmin", q(s.drawing.xmin)},
                                             {"xmax", q(s.drawing.xmax)},
                                             {"ymin", q(s.drawing.ymin)},
                                             {"ymax", q(s.drawing.ymax)}}}};
    // The newer parts only where a model has them: older files round-trip unchanged.
    if (!s.drawing.ellipses.empty()) drawing["ellipses"] = toJson(s.drawing.ellipses);
    if (!s.drawing.arrows.empty()) {
        QJsonArray arrows;
        for (const auto& a : s.drawing.arrows) {
            QJsonObject arrow{{"at", q(a.at)}, {"kind", q(a.kind)}};
            if (!a.x.empty() || !a.y.empty()) {
                arrow["x"] = q(a.x);
                arrow["y"] = q(a.y);
            }
            arrows.append(arrow);
        }
        drawing["arrows"] = arrows;
    }
    if (!s.drawing.three.empty()) {
        const Drawing3DSpec& d = s.drawing.three;
        QJsonArray points3;
        for (const auto& p : d.points)
            points3.append(
                QJsonObject{{"name", q(p.name)}, {"x", q(p.x)}, {"y", q(p.y)}, {"z", q(p.z)}});
        QJsonObject three{{"points", points3},
                          {"rods", toJson(d.rods)},
                          {"spheres", toJson(d.spheres)},
                          {"discs", toJson(d.discs)},
                          {"traces", toArray(d.traces)}};
        if (!d.floor.empty()) three["floor"] = q(d.floor);
        if (d.compass) three["compass"] = true;
        drawing["3d"] = three;
    }
    if (!s.drawing.caption.empty()) drawing["caption"] = q(s.drawing.caption);
    if (!s.drawing.unit.empty()) drawing["unit"] = q(s.drawing.unit);
    root["drawing"] = drawing;
    QJsonObject settings;
    for (const auto& [k, v] : s.recommendedSettings) settings[q(k)] = q(v);
    root["recommended"] = QJsonObject{{"method", q(s.recommendedMethod)}, {"settings", settings}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented).toStdString();
}

bool saveModelFile(const ModelSpec& spec, const std::string& path, std::string* error) {
    // Unbuffered, so that a full disk fails the write itself: buffered, the failure came only in
    // commit(), which still renamed the empty temporary file over the model (Qt 6.4).
    QSaveFile file(q(path));
    const QByteArray data = QByteArray::fromStdString(toModelJson(spec));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) ||
        file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = localized("core", "cannot write '%1': %2")
                         .arg(path)
                         .arg(file.errorString().toStdString());
        return false;
    }
    return true;
}

} // namespace mechlab::core
