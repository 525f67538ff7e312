// Reading a model file: JSON parsed and checked key by key into a spec, with one diagnostic (with
// its JSON path) per problem. Writing is in ModelJsonWriter.cpp.

#include "model/ModelJson.h"

#include "base/Settings.h"
#include "base/Text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>

namespace mechlab::core {

namespace {

// Reads JSON values into the spec, recording a diagnostic (with the JSON path) per problem.
class Reader {
public:
    Diagnostics diagnostics;

    void error(const std::string& path, const std::string& message) {
        diagnostics.push_back(Diagnostic{path, "", -1, message});
    }

    void checkKeys(const QJsonObject& o, const std::string& path, std::set<QString> known) {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!known.count(it.key()))
                error(join(path, it.key().toStdString()), localized("core", "unknown field"));
    }

    static std::string join(const std::string& path, const std::string& key) {
        return path.empty() ? key : path + "." + key;
    }
    static std::string index(const std::string& path, qsizetype i) {
        return path + "[" + std::to_string(i) + "]";
    }

    // A formula may be written as a JSON string or, for convenience, a number.
    std::string formula(const QJsonValue& v, const std::string& path) {
        if (v.isString()) return v.toString().toStdString();
        if (v.isDouble())
            return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toStdString();
        if (v.isUndefined() || v.isNull()) return "";
        error(path, localized("core", "expected a formula (a string)"));
        return "";
    }
    std::string text(const QJsonValue& v, const std::string& path) {
        if (v.isString()) return v.toString().toStdString();
        if (!v.isUndefined() && !v.isNull()) error(path, localized("core", "expected a string"));
        return "";
    }
    // A one-line text (a name, a unit): it appears in CSV headers and labels, where a control
    // character such as a line break would forge lines; so would the line breaks of Unicode
    // (U+0085, U+2028, U+2029), which some readers honour.
    std::string label(const QJsonValue& v, const std::string& path) {
        const QString q = v.isString() ? v.toString() : QString();
        std::string s = text(v, path);
        auto refuse = [&](const std::string& what, QChar ch, const std::string& why) {
            error(path, localized("core", "contains the %1 %2 (%3)")
                            .arg(what)
                            .arg(codePointName(ch.unicode()))
                            .arg(why));
            return std::string();
        };
        for (qsizetype i = 0; i < q.size(); ++i) {
            const QChar ch = q[i];
            if (ch.isHighSurrogate() && i + 1 < q.size() && q[i + 1].isLowSurrogate()) {
                ++i;
                continue;
            }
            // A lone surrogate (an escape like \ud800 without its pair) is no character at all:
            // converted to UTF-8 it would become '?', which the user did not type.
            if (ch.isSurrogate())
                return refuse(localized("core", "unpaired surrogate"), ch,
                              localized("core", "half of a UTF-16 pair: not a character"));
            if (ch.unicode() == 0x2028 || ch.unicode() == 0x2029)
                return refuse(localized("core", "line separator"), ch,
                              localized("core", "a name or unit is one line of text"));
            if (ch.unicode() < 0x20 || (ch.unicode() >= 0x7F && ch.unicode() <= 0x9F))
                return refuse(localized("core", "control character"), ch,
                              localized("core", "a name or unit is one line of text"));
        }
        return s;
    }
    double number(const QJsonValue& v, const std::string& path, double fallback) {
        if (v.isUndefined()) return fallback;
        if (!v.isDouble()) {
            error(path, localized("core", "expected a number"));
            return fallback;
        }
        return v.toDouble();
    }
    QJsonArray array(const QJsonValue& v, const std::string& path) {
        if (v.isUndefined() || v.isNull()) return {};
        if (!v.isArray()) error(path, localized("core", "expected a list"));
        return v.toArray();
    }
    QJsonObject object(const QJsonValue& v, const std::string& path) {
        if (v.isUndefined() || v.isNull()) return {};
        if (!v.isObject()) error(path, localized("core", "expected an object"));
        return v.toObject();
    }
    std::vector<double> numbers(const QJsonValue& v, const std::string& path) {
        std::vector<double> out;
        const QJsonArray a = array(v, path);
        for (qsizetype i = 0; i < a.size(); ++i) out.push_back(number(a[i], index(path, i), 0.0));
        return out;
    }
    std::vector<std::string> formulas(const QJsonValue& v, const std::string& path) {
        std::vector<std::string> out;
        const QJsonArray a = array(v, path);
        // The entry's path is spelled out only for an error (a mass matrix has n^2 entries).
        out.reserve(std::size_t(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonValue entry = a[i];
            if (entry.isString())
                out.push_back(entry.toString().toStdString());
            else
                out.push_back(formula(entry, index(path, i)));
        }
        return out;
    }

    std::vector<DrawingSegmentSpec> segments(const QJsonValue& v, const std::string& where) {
        std::vector<DrawingSegmentSpec> out;
        const QJsonArray list = array(v, where);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string path = index(where, i);
            const QJsonArray pair = array(list[i], path);
            if (pair.size() != 2) {
                error(path, localized("core", "a segment is a list of two point names"));
                continue;
            }
            out.push_back({text(pair[0], path), text(pair[1], path)});
        }
        return out;
    }
    // Circles or spheres: a point and a radius formula, under the given keys.
    std::vector<DrawingCircleSpec> circles(const QJsonValue& v, const std::string& where,
                                           const QString& center, const QString& radius) {
        std::vector<DrawingCircleSpec> out;
        const QJsonArray list = array(v, where);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string path = index(where, i);
            const QJsonObject c = object(list[i], path);
            checkKeys(c, path, {center, radius});
            out.push_back({text(c.value(center), join(path, center.toStdString())),
                           formula(c.value(radius), join(path, radius.toStdString()))});
        }
        return out;
    }
    // Ellipses or discs: a centre and the ends of two conjugate semi-diameters.
    std::vector<DrawingEllipseSpec> ellipses(const QJsonValue& v, const std::string& where) {
        std::vector<DrawingEllipseSpec> out;
        const QJsonArray list = array(v, where);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string path = index(where, i);
            const QJsonObject e = object(list[i], path);
            checkKeys(e, path, {"center", "axis1", "axis2"});
            out.push_back({text(e.value("center"), join(path, "center")),
                           text(e.value("axis1"), join(path, "axis1")),
                           text(e.value("axis2"), join(path, "axis2"))});
        }
        return out;
    }
    std::vector<std::string> names(const QJsonValue& v, const std::string& where) {
        std::vector<std::string> out;
        const QJsonArray list = array(v, where);
        for (qsizetype i = 0; i < list.size(); ++i) out.push_back(text(list[i], index(where, i)));
        return out;
    }
    void readDrawing3D(const QJsonObject& o, Drawing3DSpec& d) {
        const std::string where = "drawing.3d";
        checkKeys(o, where, {"points", "rods", "spheres", "discs", "traces", "floor", "compass"});
        const QJsonArray points = array(o.value("points"), join(where, "points"));
        for (qsizetype i = 0; i < points.size(); ++i) {
            const std::string path = index(join(where, "points"), i);
            const QJsonObject p = object(points[i], path);
            checkKeys(p, path, {"name", "x", "y", "z"});
            d.points.push_back(
                {text(p.value("name"), join(path, "name")), formula(p.value("x"), join(path, "x")),
                 formula(p.value("y"), join(path, "y")), formula(p.value("z"), join(path, "z"))});
        }
        d.rods = segments(o.value("rods"), join(where, "rods"));
        d.spheres = circles(o.value("spheres"), join(where, "spheres"), "center", "radius");
        d.discs = ellipses(o.value("discs"), join(where, "discs"));
        d.traces = names(o.value("traces"), join(where, "traces"));
        d.floor = formula(o.value("floor"), join(where, "floor"));
        const QJsonValue compass = o.value("compass");
        if (!compass.isUndefined() && !compass.isBool())
            error(join(where, "compass"), localized("core", "expected true or false"));
        d.compass = compass.toBool(false);
    }

    // A row or column (`what`) of a list of entries, counted from 1 to n: the index from 0, or -1
    // after reporting it.
    int coordinateIndex(const QJsonValue& v, const std::string& path, const char* what, int n) {
        const double x = v.toDouble(-1.0);
        if (v.isDouble() && x == std::floor(x) && x >= 1.0 && x <= double(n)) return int(x) - 1;
        error(path,
              localized("core", "%1: expected a whole number from 1 to %2 (one per coordinate)")
                  .arg(std::string(what))
                  .arg(std::to_string(n)));
        return -1;
    }

    // The mass matrix of n coordinates from the list of its entries that are not blank, each
    // [row, column, formula] counted from 1.
    MassSpec sparseMass(const QJsonValue& v, int n) {
        const std::string path = "mass.nonzero";
        MassSpec mass = MassSpec::blank(n);
        std::set<std::pair<int, int>> given;
        const QJsonArray entries = array(v, path);
        for (qsizetype k = 0; k < entries.size(); ++k) {
            const std::string at = index(path, k);
            const QJsonArray e = array(entries[k], at);
            if (e.size() != 3) {
                error(at, localized("core", "expected [row, column, formula]"));
                continue;
            }
            const int i = coordinateIndex(e[0], index(at, 0), "row", n);
            const int j = coordinateIndex(e[1], index(at, 1), "column", n);
            if (i < 0 || j < 0) continue;
            const std::string f = formula(e[2], index(at, 2));
            if (!given.insert({i, j}).second) {
                error(at, localized("core", "M%1%2 is given twice")
                              .arg(std::to_string(i + 1))
                              .arg(std::to_string(j + 1)));
                continue;
            }
            mass.set(i, j, f);
        }
        return mass;
    }

    // A velocity constraint's coefficients from the list of those that are not blank, each
    // [column, formula] with the column counted from 1 (one per coordinate, n in all).
    FormulaRow sparseRow(const QJsonValue& v, const std::string& path, int n) {
        FormulaRow row = FormulaRow::blank(n);
        std::set<int> given;
        const QJsonArray entries = array(v, path);
        for (qsizetype k = 0; k < entries.size(); ++k) {
            const std::string at = index(path, k);
            const QJsonArray e = array(entries[k], at);
            if (e.size() != 2) {
                error(at, localized("core", "expected [column, formula]"));
                continue;
            }
            const int column = coordinateIndex(e[0], index(at, 0), "column", n);
            if (column < 0) continue;
            const std::string f = formula(e[1], index(at, 1));
            if (!given.insert(column).second) {
                error(at, localized("core", "the coefficient of coordinate %1 is given twice")
                              .arg(std::to_string(column + 1)));
                continue;
            }
            row.set(column, f);
        }
        return row;
    }

    ModelSpec read(const QJsonObject& root);
};

ModelSpec Reader::read(const QJsonObject& root) {
    ModelSpec s;
    checkKeys(root, "",
              {"format",
               "version",
               "name",
               "description",
               "coordinates",
               "parameters",
               "definitions",
               "mass",
               "lagrangian",
               "dissipation",
               "forces",
               "constraints",
               "velocity_constraints",
               "linear_dae",
               "potential",
               "energy",
               "energy_unit",
               "invariants",
               "exact",
               "reference",
               "time",
               "drawing",
               "recommended"});
    if (root.value("format").toString() != kModelFormatName)
        error("format", localized("core", "not a mechlab model file (expected \"format\": \"%1\")")
                            .arg(kModelFormatName));
    const QJsonValue version = root.value("version");
    if (!version.isDouble())
        error("version", localized("core", "missing or not a number"));
    else if (version.toDouble() != ModelSpec::kFormatVersion)
        error("version", localized("core", "format version %1 is not supported (this mechlab reads "
                                           "version %2, a whole number)")
                             .arg(formatNumber(version.toDouble()))
                             .arg(std::to_string(ModelSpec::kFormatVersion)));
    s.name = label(root.value("name"), "name");
    s.description = text(root.value("description"), "description");

    const QJsonArray coords = array(root.value("coordinates"), "coordinates");
    if (!root.contains("coordinates")) error("coordinates", localized("core", "missing"));
    for (qsizetype i = 0; i < coords.size(); ++i) {
        const std::string path = index("coordinates", i);
        const QJsonObject c = object(coords[i], path);
        checkKeys(c, path, {"name", "unit", "position", "velocity"});
        if (!c.contains("name")) error(join(path, "name"), localized("core", "missing"));
        s.coordinates.push_back({label(c.value("name"), join(path, "name")),
                                 label(c.value("unit"), join(path, "unit")),
                                 formula(c.value("position"), join(path, "position")),
                                 formula(c.value("velocity"), join(path, "velocity"))});
        if (s.coordinates.back().position.empty()) s.coordinates.back().position = "0";
        if (s.coordinates.back().velocity.empty()) s.coordinates.back().velocity = "0";
    }

    const QJsonArray params = array(root.value("parameters"), "parameters");
    for (qsizetype i = 0; i < params.size(); ++i) {
        const std::string path = index("parameters", i);
        const QJsonObject p = object(params[i], path);
        checkKeys(p, path, {"name", "value", "unit", "min", "max", "description"});
        if (!p.contains("name")) error(join(path, "name"), localized("core", "missing"));
        if (!p.contains("value")) error(join(path, "value"), localized("core", "missing"));
        ParameterSpec ps;
        ps.name = label(p.value("name"), join(path, "name"));
        ps.value = number(p.value("value"), join(path, "value"), 0.0);
        ps.unit = label(p.value("unit"), join(path, "unit"));
        ps.min = number(p.value("min"), join(path, "min"), ps.value);
        ps.max = number(p.value("max"), join(path, "max"), ps.value);
        ps.description = text(p.value("description"), join(path, "description"));
        if (ps.min > ps.max)
            error(path, localized("core", "the slider minimum is larger than the maximum"));
        s.parameters.push_back(ps);
    }

    const QJsonArray defs = array(root.value("definitions"), "definitions");
    for (qsizetype i = 0; i < defs.size(); ++i) {
        const std::string path = index("definitions", i);
        const QJsonObject d = object(defs[i], path);
        checkKeys(d, path, {"name", "formula"});
        s.definitions.push_back({text(d.value("name"), join(path, "name")),
                                 formula(d.value("formula"), join(path, "formula"))});
    }

    s.lagrangian = formula(root.value("lagrangian"), "lagrangian");
    s.dissipation = formula(root.value("dissipation"), "dissipation");
    const QJsonObject linear = object(root.value("linear_dae"), "linear_dae");
    checkKeys(linear, "linear_dae", {"E", "A", "f"});
    for (const char* key : {"E", "A"}) {
        const std::string path = join("linear_dae", key);
        const QJsonArray matrix = array(linear.value(key), path);
        if (root.contains("linear_dae") && matrix.isEmpty())
            error(path, localized("core", "missing"));
        for (qsizetype i = 0; i < matrix.size(); ++i)
            (key[0] == 'E' ? s.linear.E : s.linear.A)
                .push_back(formulas(matrix[i], index(path, i)));
    }
    s.linear.forcing = formulas(linear.value("f"), "linear_dae.f");
    const QJsonObject mass = object(root.value("mass"), "mass");
    if (!root.contains("mass") && s.lagrangian.empty() && !root.contains("linear_dae"))
        error("mass",
              localized("core", "missing (give a mass matrix, a Lagrangian or a linear DAE)"));
    checkKeys(mass, "mass", {"symmetric", "entries", "nonzero"});
    const QJsonValue symmetric = mass.value("symmetric");
    if (!symmetric.isUndefined() && !symmetric.isBool())
        error("mass.symmetric", localized("core", "expected true or false"));
    s.massSymmetric = symmetric.toBool(true);
    if (mass.contains("entries") && mass.contains("nonzero"))
        error(
            "mass",
            localized("core",
                      "give either entries (every row) or nonzero (a list of entries), not both"));
    else if (mass.contains("nonzero"))
        s.mass = sparseMass(mass.value("nonzero"), int(s.coordinates.size()));
    const QJsonArray rows = array(mass.value("entries"), "mass.entries");
    for (qsizetype i = 0; i < rows.size(); ++i)
        s.mass.appendRow(formulas(rows[i], index("mass.entries", i)));

    s.forces = formulas(root.value("forces"), "forces");
    s.constraints = formulas(root.value("constraints"), "constraints");
    const QJsonArray vcs = array(root.value("velocity_constraints"), "velocity_constraints");
    for (qsizetype i = 0; i < vcs.size(); ++i) {
        const std::string path = index("velocity_constraints", i);
        const QJsonObject c = object(vcs[i], path);
        checkKeys(c, path, {"A", "nonzero", "b"});
        VelocityConstraintSpec vc;
        if (c.contains("A") && c.contains("nonzero"))
            error(path, localized("core", "give either A (one coefficient per coordinate) or "
                                          "nonzero (a list of coefficients), not both"));
        else if (c.contains("nonzero"))
            vc.coefficients =
                sparseRow(c.value("nonzero"), join(path, "nonzero"), int(s.coordinates.size()));
        else
            vc.coefficients = formulas(c.value("A"), join(path, "A"));
        vc.offset = formula(c.value("b"), join(path, "b"));
        s.velocityConstraints.push_back(std::move(vc));
    }
    s.potential = formula(root.value("potential"), "potential");
    s.energy = formula(root.value("energy"), "energy");
    s.energyUnit = label(root.value("energy_unit"), "energy_unit");
    const QJsonArray invariants = array(root.value("invariants"), "invariants");
    for (qsizetype i = 0; i < invariants.size(); ++i) {
        const std::string path = index("invariants", i);
        const QJsonObject c = object(invariants[i], path);
        checkKeys(c, path, {"name", "formula", "unit"});
        s.invariants.push_back({text(c.value("name"), join(path, "name")),
                                formula(c.value("formula"), join(path, "formula")),
                                label(c.value("unit"), join(path, "unit"))});
    }

    const QJsonObject exact = object(root.value("exact"), "exact");
    checkKeys(exact, "exact", {"positions", "velocities", "multipliers", "holds"});
    s.exact.positions = formulas(exact.value("positions"), "exact.positions");
    s.exact.velocities = formulas(exact.value("velocities"), "exact.velocities");
    s.exact.multipliers = formulas(exact.value("multipliers"), "exact.multipliers");
    s.exact.holds = formula(exact.value("holds"), "exact.holds");

    const QJsonArray references = array(root.value("reference"), "reference");
    for (qsizetype i = 0; i < references.size(); ++i) {
        const std::string path = index("reference", i);
        const QJsonObject r = object(references[i], path);
        checkKeys(r, path, {"t", "positions", "velocities", "multipliers", "accuracy"});
        if (!r.contains("t")) error(join(path, "t"), localized("core", "missing"));
        ReferenceSpec ref{number(r.value("t"), join(path, "t"), 0.0),
                          numbers(r.value("positions"), join(path, "positions")),
                          numbers(r.value("velocities"), join(path, "velocities")),
                          numbers(r.value("multipliers"), join(path, "multipliers"))};
        const std::string accuracyPath = join(path, "accuracy");
        const QJsonObject accuracy = object(r.value("accuracy"), accuracyPath);
        checkKeys(accuracy, accuracyPath, {"positions", "velocities", "multipliers"});
        auto level = [&](const char* key) {
            const std::string at = join(accuracyPath, key);
            const double x = number(accuracy.value(key), at, 0.0);
            if (!(x >= 0.0 && x < 1.0))
                error(at, localized("core", "must be a relative accuracy, at least 0 and below 1"));
            return x;
        };
        ref.accuracyQ = level("positions");
        ref.accuracyV = level("velocities");
        ref.accuracyLambda = level("multipliers");
        s.references.push_back(std::move(ref));
    }

    const QJsonObject time = object(root.value("time"), "time");
    checkKeys(time, "time", {"start", "end"});
    s.tStart = number(time.value("start"), "time.start", 0.0);
    s.tEnd = number(time.value("end"), "time.end", 10.0);

    const QJsonObject drawing = object(root.value("drawing"), "drawing");
    checkKeys(drawing, "drawing",
              {"points", "segments", "circles", "ellipses", "arrows", "traces", "view", "caption",
               "unit", "3d"});
    const QJsonArray points = array(drawing.value("points"), "drawing.points");
    for (qsizetype i = 0; i < points.size(); ++i) {
        const std::string path = index("drawing.points", i);
        const QJsonObject p = object(points[i], path);
        checkKeys(p, path, {"name", "x", "y"});
        s.drawing.points.push_back({text(p.value("name"), join(path, "name")),
                                    formula(p.value("x"), join(path, "x")),
                                    formula(p.value("y"), join(path, "y"))});
    }
    s.drawing.segments = segments(drawing.value("segments"), "drawing.segments");
    s.drawing.circles = circles(drawing.value("circles"), "drawing.circles", "center", "radius");
    s.drawing.ellipses = ellipses(drawing.value("ellipses"), "drawing.ellipses");
    const QJsonArray arrows = array(drawing.value("arrows"), "drawing.arrows");
    for (qsizetype i = 0; i < arrows.size(); ++i) {
        const std::string path = index("drawing.arrows", i);
        const QJsonObject a = object(arrows[i], path);
        checkKeys(a, path, {"at", "kind", "x", "y"});
        s.drawing.arrows.push_back(
            {text(a.value("at"), join(path, "at")), text(a.value("kind"), join(path, "kind")),
             formula(a.value("x"), join(path, "x")), formula(a.value("y"), join(path, "y"))});
    }
    readDrawing3D(object(drawing.value("3d"), "drawing.3d"), s.drawing.three);
    s.drawing.caption = text(drawing.value("caption"), "drawing.caption");
    s.drawing.unit = label(drawing.value("unit"), "drawing.unit");
    s.drawing.traces = names(drawing.value("traces"), "drawing.traces");
    const QJsonObject view = object(drawing.value("view"), "drawing.view");
    checkKeys(view, "drawing.view", {"xmin", "xmax", "ymin", "ymax"});
    s.drawing.xmin = formula(view.value("xmin"), "drawing.view.xmin");
    s.drawing.xmax = formula(view.value("xmax"), "drawing.view.xmax");
    s.drawing.ymin = formula(view.value("ymin"), "drawing.view.ymin");
    s.drawing.ymax = formula(view.value("ymax"), "drawing.view.ymax");

    const QJsonObject rec = object(root.value("recommended"), "recommended");
    checkKeys(rec, "recommended", {"method", "settings"});
    s.recommendedMethod = text(rec.value("method"), "recommended.method");
    const QJsonObject settings = object(rec.value("settings"), "recommended.settings");
    for (auto it = settings.begin(); it != settings.end(); ++it)
        s.recommendedSettings[it.key().toStdString()] =
            formula(it.value(), "recommended.settings." + it.key().toStdString());
    return s;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// Line and column (from 1) of a byte offset, as an editor shows them.
std::string lineAndColumn(const std::string& text, std::size_t offset) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// A JSON string's text between its quotes with the escapes resolved (\\uXXXX, surrogate pairs
// included, as UTF-8), so that "vers\\u0069on" and "version" are the same key.
std::string unescapeJson(const std::string& raw) {
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromStdString("[\"" + raw + "\"]"));
    return doc.isArray() ? doc.array().at(0).toString().toStdString() : raw;
}

// The first key that appears twice in one object of `json` (valid JSON), with where its second
// occurrence starts; a JSON reader would silently keep one of the two values. Keys compare as
// read (escapes resolved). Iterative: any nesting depth.
std::optional<std::pair<std::string, std::size_t>> duplicateKey(const std::string& json) {
    std::vector<std::set<std::string>> objects; // the keys seen, per open object
    std::vector<bool> isObject;                 // per open container
    bool expectKey = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            const std::size_t start = i;
            for (++i; i < json.size() && json[i] != '"'; ++i)
                if (json[i] == '\\') ++i;
            if (expectKey && !isObject.empty() && isObject.back()) {
                std::string key = json.substr(start + 1, i - start - 1);
                if (key.find('\\') != std::string::npos) key = unescapeJson(key);
                if (!objects.back().insert(key).second) return std::pair{key, start};
                expectKey = false;
            }
        } else if (c == '{') {
            isObject.push_back(true);
            objects.emplace_back();
            expectKey = true;
        } else if (c == '[') {
            isObject.push_back(false);
        } else if (c == '}' || c == ']') {
            if (!isObject.empty() && isObject.back()) objects.pop_back();
            if (!isObject.empty()) isObject.pop_back();
        } else if (c == ',') {
            expectKey = !isObject.empty() && isObject.back();
        }
    }
    return std::nullopt;
}

} // namespace

ModelSpecResult parseModelJson(const std::string& json) {
    if (static_cast<long long>(json.size()) > kMaxModelFileBytes)
        return {
            std::nullopt,
            {Diagnostic{"file", "", -1, localized("core", "the file is too large to be a model")}}};
    // UTF-16 or UTF-32 (a byte-order mark, or NUL bytes among the first characters) reads as
    // "illegal value" to a JSON parser: say what it is.
    const bool utf16Mark = json.size() >= 2 && ((json[0] == '\xFF' && json[1] == '\xFE') ||
                                                (json[0] == '\xFE' && json[1] == '\xFF'));
    if (utf16Mark || json.substr(0, 4).find('\0') != std::string::npos)
        return {std::nullopt,
                {Diagnostic{
                    "file", "", -1,
                    localized("core",
                              "the file is UTF-16 or UTF-32 text, not UTF-8: save it as UTF-8")}}};
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    if (err.error != QJsonParseError::NoError) {
        // A number beyond the range of a double ("1e999") is an "illegal number" to the parser:
        // say which number and why.
        if (err.error == QJsonParseError::IllegalNumber) {
            auto numeric = [](char c) {
                return std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' ||
                       c == 'E' || c == '+' || c == '-';
            };
            std::size_t from = std::min(std::size_t(err.offset), json.size()), to = from;
            while (from > 0 && numeric(json[from - 1])) --from;
            while (to < json.size() && numeric(json[to])) ++to;
            const std::string number = json.substr(from, std::min<std::size_t>(to - from, 40));
            errno = 0;
            const double value = number.empty() ? 0.0 : std::strtod(number.c_str(), nullptr);
            if (errno == ERANGE && std::isinf(value))
                return {std::nullopt,
                        {Diagnostic{"file", "", -1,
                                    localized("core", "the number %1 at %2 is outside the range "
                                                      "of a double (about 1.8e308): write a "
                                                      "smaller one")
                                        .arg(number)
                                        .arg(lineAndColumn(json, from))}}};
        }
        // Report the line and column of the offset, which is what a user can find in an editor.
        return {std::nullopt,
                {Diagnostic{"file", "", -1,
                            localized("core", "invalid JSON at %1: %2")
                                .arg(lineAndColumn(json, std::size_t(err.offset)))
                                .arg(err.errorString().toStdString())}}};
    }
    if (const auto duplicate = duplicateKey(json))
        return {std::nullopt,
                {Diagnostic{
                    "file", "", -1,
                    localized(
                        "core",
                        "the key \"%1\" appears twice in one object (at %2): which value is meant?")
                        .arg(duplicate->first)
                        .arg(lineAndColumn(json, duplicate->second))}}};
    if (!doc.isObject())
        return {
            std::nullopt,
            {Diagnostic{"file", "", -1, localized("core", "a model file holds one JSON object")}}};
    Reader reader;
    ModelSpec spec = reader.read(doc.object());
    if (!reader.diagnostics.empty()) return {std::nullopt, reader.diagnostics};
    return {std::move(spec), {}};
}

ModelSpecResult loadModelFile(const std::string& path) {
    auto refuse = [&](const std::string& why) {
        return ModelSpecResult{std::nullopt, {Diagnostic{"file", "", -1, why}}};
    };
    // Only a regular file: a FIFO would block the open, a device (/dev/zero) never ends.
    std::error_code ec;
    const std::filesystem::file_status st = std::filesystem::status(path, ec);
    if (ec) return refuse(localized("core", "cannot open '%1': %2").arg(path).arg(ec.message()));
    if (st.type() == std::filesystem::file_type::directory)
        return refuse(localized("core", "'%1' is a directory, not a model file").arg(path));
    if (st.type() != std::filesystem::file_type::regular)
        return refuse(localized("core", "'%1' is not a regular file (a device, a FIFO or a "
                                        "socket): model files are read from regular files only")
                          .arg(path));
    QFile file(q(path));
    if (!file.open(QIODevice::ReadOnly))
        return refuse(localized("core", "cannot open '%1': %2")
                          .arg(path)
                          .arg(file.errorString().toStdString()));
    // Read at most one byte past the limit: the size on disk may change while reading.
    const QByteArray bytes = file.read(kMaxModelFileBytes + 1);
    if (bytes.size() > kMaxModelFileBytes)
        return refuse(localized("core", "'%1' is too large to be a model file (more than %2 MB)")
                          .arg(path)
                          .arg(std::to_string(kMaxModelFileBytes / (1024 * 1024))));
    return parseModelJson(bytes.toStdString());
}

} // namespace mechlab::core
