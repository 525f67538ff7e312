// The bad-input corpus (tests/corpus/*.json): every case is a model file, a preset or a command
// line with the outcome it must give — where it is refused (load, compile, run with a status,
// usage) and a fragment of the message. Each case goes through the core (load, compile, run, as
// the window does) and through mechlab-cli, both under a wall-clock guard: the right category,
// the fragment in the message, no crash and no hang.
//
// Case fields (tests/corpus/README.md): id, base, patch, raw, raw_base64, source, preset, cli,
// method, settings, t_end, parameters, max_residual, max_drift, min_step, expect, message,
// cli_expect, cli_message.

#include "base/Settings.h"
#include "linear/LinearDae.h"
#include "model/Model.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "run/LinearRun.h"
#include "run/Simulation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <sys/stat.h>
#include <thread>

using namespace mechlab::core;

namespace {

const QString kCorpusDir = QStringLiteral(MECHLAB_CORPUS_DIR);
constexpr int kRunGuardMs = 20000;   // a core run still going after this is cancelled: a hang
constexpr int kAbortGuardMs = 90000; // a load or compile still going after this aborts the suite
constexpr int kCliGuardMs = 60000;   // the CLI process is killed after this: a hang

struct Case {
    QString group, id;
    QJsonObject json;
    QJsonObject base; // the file's base model, patched by the case
};

struct Outcome {
    QString category; // load, compile, run:<status>, usage, ok, hang, crash
    QString message;
};

// Cancels a run kRunGuardMs after it starts (runs()); aborts the whole process kAbortGuardMs after
// the load, or after the run's start, when nothing ends (a hang that no cancel token reaches,
// such as a compile that does not end). A long compile does not eat into the run's time: a
// 30 000-definition model compiles in 10 s under the sanitizers, longer on a busy machine.
class Watchdog {
public:
    Watchdog(CancelToken& cancel, QString id) : m_id(std::move(id)) {
        m_thread = std::thread([this, &cancel] {
            using Clock = std::chrono::steady_clock;
            const auto abortGuard = std::chrono::milliseconds(kAbortGuardMs);
            std::unique_lock lock(m_mutex);
            if (!m_cv.wait_until(lock, Clock::now() + abortGuard,
                                 [this] { return m_done || m_running; }))
                hangs();
            if (m_done) return;
            const auto runStart = Clock::now();
            if (m_cv.wait_until(lock, runStart + std::chrono::milliseconds(kRunGuardMs),
                                [this] { return m_done; }))
                return;
            cancel.cancel();
            if (!m_cv.wait_until(lock, runStart + abortGuard, [this] { return m_done; })) hangs();
        });
    }
    ~Watchdog() {
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_one();
        m_thread.join();
    }
    /// The run starts now.
    void runs() {
        {
            std::lock_guard lock(m_mutex);
            m_running = true;
        }
        m_cv.notify_one();
    }

private:
    [[noreturn]] void hangs() const {
        std::fprintf(stderr, "corpus case %s hangs\n", qPrintable(m_id));
        std::abort();
    }

    QString m_id;
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false, m_running = false;
    std::thread m_thread;
};

// {{repeat N|text}} in any string of a case becomes text repeated N times (long and deeply
// nested formulas without a megabyte of data).
QString expand(QString s) {
    static const QRegularExpression macro(QStringLiteral(R"(\{\{repeat (\d+)\|(.*?)\}\})"));
    for (auto m = macro.match(s); m.hasMatch(); m = macro.match(s))
        s.replace(m.capturedStart(), m.capturedLength(),
                  m.captured(2).repeated(m.captured(1).toInt()));
    return s;
}

QJsonValue expand(const QJsonValue& v) {
    if (v.isString()) return expand(v.toString());
    if (v.isArray()) {
        QJsonArray a;
        for (const auto& x : v.toArray()) a.append(expand(x));
        return a;
    }
    if (v.isObject()) {
        QJsonObject o;
        const QJsonObject in = v.toObject();
        for (auto it = in.begin(); it != in.end(); ++it) o.insert(it.key(), expand(it.value()));
        return o;
    }
    return v;
}

// JSON merge patch (RFC 7386): objects merge, null removes, anything else replaces.
QJsonObject mergePatch(QJsonObject target, const QJsonObject& patch) {
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it.value().isNull())
            target.remove(it.key());
        else if (it.value().isObject() && target.value(it.key()).isObject())
            target[it.key()] = mergePatch(target.value(it.key()).toObject(), it.value().toObject());
        else
            target[it.key()] = it.value();
    }
    return target;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QJsonObject readJson(const QString& path) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(readFile(path), &error);
    if (!doc.isObject()) qFatal("%s: %s", qPrintable(path), qPrintable(error.errorString()));
    return doc.object();
}

std::vector<Case> loadCorpus() {
    std::vector<Case> cases;
    const QDir dir(kCorpusDir);
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        const QJsonObject file = readJson(dir.filePath(name));
        const QString group = file.value("group").toString();
        QJsonObject base;
        if (file.contains("base"))
            base = readJson(dir.filePath("bases/" + file.value("base").toString() + ".json"));
        for (const auto& v : file.value("cases").toArray()) {
            // Ids are unique within a file; the file's name makes them unique in the corpus.
            const QString id =
                QFileInfo(name).completeBaseName() + "/" + v.toObject().value("id").toString();
            Case c{group, id, expand(v).toObject(), base};
            if (c.json.contains("base"))
                c.base =
                    readJson(dir.filePath("bases/" + c.json.value("base").toString() + ".json"));
            cases.push_back(std::move(c));
        }
    }
    return cases;
}

QString text(const QJsonValue& v) {
    if (v.isString()) return v.toString();
    if (v.isDouble()) return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool()) return v.toBool() ? "true" : "false";
    return {};
}

// A number of a case: a JSON number or a string such as "nan" or "-inf".
double number(const QJsonValue& v) {
    if (v.isDouble()) return v.toDouble();
    const QString s = v.toString();
    if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
    bool ok = false;
    const double x = s.toDouble(&ok);
    if (!ok) qFatal("not a number in the corpus: %s", qPrintable(s));
    return x;
}

// `count` uncoupled unit oscillators q_i'' = -q_i (a model of any size without megabytes in the
// corpus): `form` "mass" gives M entry by entry (diagonal), "lagrangian" gives L through a chain
// of definitions; `constraints` adds that many copies of q0 = 0.1.
QJsonObject oscillators(int count, const QString& form, int constraints) {
    QJsonObject model{{"format", "mechlab-model"},
                      {"version", 1},
                      {"name", "oscillators"},
                      {"time", QJsonObject{{"start", 0}, {"end", 0.01}}}};
    QJsonArray coordinates, mass, forces, definitions, g;
    for (int i = 0; i < count; ++i) {
        const QString q = QString("q%1").arg(i);
        coordinates.append(QJsonObject{{"name", q}, {"position", "0.1"}, {"velocity", "0"}});
        if (form == "mass") {
            QJsonArray row;
            for (int k = 0; k < count; ++k) row.append(k == i ? "1" : "");
            mass.append(row);
        }
        forces.append("0 - " + q);
        const QString term = q + "_dot^2/2 - " + q + "^2/2";
        definitions.append(
            QJsonObject{{"name", QString("L%1").arg(i)},
                        {"formula", i == 0 ? term : QString("L%1 + ").arg(i - 1) + term}});
    }
    for (int j = 0; j < constraints; ++j) g.append("q0 - 0.1");
    model["coordinates"] = coordinates;
    if (form == "lagrangian") {
        model["definitions"] = definitions;
        model["lagrangian"] = QString("L%1").arg(count - 1);
    } else {
        model["mass"] = QJsonObject{{"symmetric", true}, {"entries", mass}};
        model["forces"] = forces;
    }
    if (constraints > 0) model["constraints"] = g;
    return model;
}

// The MODEL argument of a case: a preset id, or a file written into `dir` (or a special path).
QString modelSource(const Case& c, const QTemporaryDir& dir) {
    const QJsonObject& j = c.json;
    if (j.contains("preset")) return j.value("preset").toString();
    const QString path = dir.filePath(QString(c.id).replace('/', '-') + ".json");
    const QString source = j.value("source").toString();
    if (source == "missing") return dir.filePath("no-such-model.json");
    if (source == "directory") return dir.path();
    if (source == "device") return "/dev/zero"; // endless
    if (source == "fifo") {                     // the open would block without a writer
        const QString fifo = dir.filePath(QString(c.id).replace('/', '-') + ".fifo");
        if (!QFileInfo::exists(fifo) && ::mkfifo(qPrintable(fifo), 0600) != 0)
            qFatal("cannot make the FIFO %s", qPrintable(fifo));
        return fifo;
    }
    QByteArray bytes;
    if (j.contains("raw"))
        bytes = j.value("raw").toString().toUtf8();
    else if (j.contains("raw_base64")) // bytes that are not valid UTF-8
        bytes = QByteArray::fromBase64(j.value("raw_base64").toString().toLatin1());
    else if (source == "huge") {
        // A valid model padded past the loader's size limit with a long description.
        QJsonObject model = c.base;
        model["description"] = QString(int(kMaxModelFileBytes), QChar('x'));
        bytes = QJsonDocument(model).toJson(QJsonDocument::Compact);
    } else if (source == "oscillators") {
        bytes = QJsonDocument(oscillators(j.value("count").toInt(), j.value("form").toString(),
                                          j.value("constraints").toInt()))
                    .toJson(QJsonDocument::Compact);
    } else if (source == "chain") {
        // `count` definitions, each the sine of the one before (`flat`: each x*i + y, none
        // using another), the last reaching a constraint.
        const bool flat = j.value("flat").toBool();
        QJsonArray definitions;
        for (int i = 0; i < j.value("count").toInt(); ++i)
            definitions.append(QJsonObject{{"name", QString("c%1").arg(i)},
                                           {"formula", flat     ? QString("x*%1 + y").arg(i)
                                                       : i == 0 ? QString("x")
                                                                : QString("sin(c%1)").arg(i - 1)}});
        QJsonObject model = c.base;
        model["definitions"] = definitions;
        model["constraints"] = QJsonArray{
            QString("(x^2 + y^2 - l^2)/2 + 1e-30*c%1").arg(j.value("count").toInt() - 1)};
        bytes = QJsonDocument(model).toJson(QJsonDocument::Compact);
    } else if (source == "binary") {
        for (int i = 0; i < 4096; ++i) bytes.append(char((i * 7919 + 13) % 256));
    } else {
        bytes = QJsonDocument(mergePatch(c.base, j.value("patch").toObject()))
                    .toJson(QJsonDocument::Compact);
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

SimulationRequest request(const QJsonObject& j) {
    SimulationRequest r;
    r.method = j.value("method").toString().toStdString();
    const QJsonObject settings = j.value("settings").toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        r.settings[it.key().toStdString()] = text(it.value()).toStdString();
    if (j.contains("t_end")) r.tEnd = number(j.value("t_end"));
    if (j.contains("max_residual")) r.limits.maxResidual = number(j.value("max_residual"));
    if (j.contains("max_drift")) r.limits.maxEnergyDrift = number(j.value("max_drift"));
    if (j.contains("min_step")) r.limits.minStep = number(j.value("min_step"));
    return r;
}

// Parameters of a case applied as the window's sliders and the CLI's --set do.
template <class M> std::optional<QString> applyParameters(M& model, const QJsonObject& j) {
    const QJsonObject parameters = j.value("parameters").toObject();
    if (parameters.isEmpty()) return std::nullopt;
    std::vector<double> values = model.parameterValues();
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        const auto index = model.parameterIndex(it.key().toStdString());
        if (!index) return "the model has no parameter '" + it.key() + "'";
        values[std::size_t(*index)] = number(it.value());
    }
    model = model.withParameters(values);
    return std::nullopt;
}

Outcome runOutcome(const Status& status) {
    if (status.ok()) return {"ok", {}};
    return {QString("run:") + statusName(status.code), QString::fromStdString(status.message())};
}

Outcome coreOutcome(const Case& c, const QString& source) {
    CancelToken cancel;
    Watchdog watchdog(cancel, c.id);
    const ModelSpecResult loaded = loadModelSource(source.toStdString());
    if (!loaded.ok()) return {"load", QString::fromStdString(toString(loaded.diagnostics))};
    const ModelSpec& spec = *loaded.spec;
    const SimulationRequest req = request(c.json);
    SimulationResult result;
    if (spec.isLinearDae()) {
        LinearDaeCompileResult compiled = compileLinearDae(spec);
        if (!compiled.ok())
            return {"compile", QString::fromStdString(toString(compiled.diagnostics, true))};
        LinearDaeModel model = *compiled.model;
        if (const auto error = applyParameters(model, c.json)) return {"parameter", *error};
        LinearRecorder recorder(model);
        watchdog.runs();
        result = simulateLinear(model, req, recorder, cancel);
    } else {
        ModelCompileResult compiled = compileModel(spec);
        if (!compiled.ok())
            return {"compile", QString::fromStdString(toString(compiled.diagnostics, true))};
        Model model = *compiled.model;
        if (const auto error = applyParameters(model, c.json)) return {"parameter", *error};
        Recorder recorder(model);
        watchdog.runs();
        result = simulate(model, req, recorder, cancel);
    }
    if (result.status.code == StatusCode::Cancelled) return {"hang", "cancelled by the guard"};
    return runOutcome(result.status);
}

QStringList cliArguments(const Case& c, const QString& source) {
    const QJsonObject& j = c.json;
    QStringList args;
    if (j.contains("cli")) {
        for (const auto& a : j.value("cli").toArray())
            args << a.toString().replace("{model}", source);
        return args;
    }
    args << "run" << source;
    if (j.contains("method")) args << "--method" << j.value("method").toString();
    const QJsonObject settings = j.value("settings").toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        args << "--option" << it.key() + "=" + text(it.value());
    if (j.contains("t_end")) args << "--t-end" << text(j.value("t_end"));
    const QJsonObject parameters = j.value("parameters").toObject();
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        args << "--set" << it.key() + "=" + text(it.value());
    if (j.contains("max_residual")) args << "--max-residual" << text(j.value("max_residual"));
    if (j.contains("max_drift")) args << "--max-drift" << text(j.value("max_drift"));
    if (j.contains("min_step")) args << "--min-step" << text(j.value("min_step"));
    return args;
}

Outcome cliOutcome(const Case& c, const QString& source, int* exitCode) {
    QProcess cli;
    cli.setProgram(QStringLiteral(MECHLAB_CLI_PATH));
    cli.setArguments(cliArguments(c, source));
    cli.start();
    if (!cli.waitForStarted()) qFatal("cannot start %s", MECHLAB_CLI_PATH);
    if (!cli.waitForFinished(kCliGuardMs)) {
        cli.kill();
        cli.waitForFinished();
        return {"hang", "killed after the guard time"};
    }
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    if (cli.exitStatus() != QProcess::NormalExit) return {"crash", err};
    *exitCode = cli.exitCode();
    return {{}, err};
}

int expectedExitCode(const QString& category) {
    if (category == "ok") return 0;
    if (category == "usage") return 2;
    return 1;
}

} // namespace

class TestCorpus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void corpusIsComplete();
    void core_data() { caseRows(false); }
    void core();
    void cli_data() { caseRows(true); }
    void cli();
    void cleanupTestCase();

private:
    void caseRows(bool cli);
    const Case& current();

    std::vector<Case> m_cases;
    std::map<QString, const Case*> m_byId;
    QTemporaryDir m_dir;
    std::map<std::pair<QString, QString>, int> m_counts; // (group, category) -> cases
};

void TestCorpus::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_cases = loadCorpus();
    for (const Case& c : m_cases) m_byId[c.id] = &c;
}

void TestCorpus::corpusIsComplete() {
    QVERIFY2(m_cases.size() >= 200, qPrintable(QString::number(m_cases.size())));
    QCOMPARE(m_byId.size(), m_cases.size()); // ids are unique
    for (const Case& c : m_cases) {
        QVERIFY2(!c.id.isEmpty() && !c.group.isEmpty(), qPrintable(c.id));
        QVERIFY2(c.json.contains("expect"), qPrintable(c.id));
        const QString e = c.json.value("expect").toString();
        QVERIFY2(e == "load" || e == "compile" || e == "parameter" || e == "usage" || e == "ok" ||
                     e == "output" || e.startsWith("run:"),
                 qPrintable(c.id + ": " + e));
        // Every refusal names its cause: the message fragment is required.
        QVERIFY2(e == "ok" || !c.json.value("message").toString().isEmpty() ||
                     !c.json.value("cli_message").toString().isEmpty(),
                 qPrintable(c.id));
    }
}

void TestCorpus::caseRows(bool cli) {
    QTest::addColumn<QString>("id");
    for (const Case& c : m_cases) {
        // Command lines are the CLI's own business; the core sees the model only.
        if (!cli && c.json.contains("cli")) continue;
        QTest::newRow(qPrintable(c.id)) << c.id;
    }
}

const Case& TestCorpus::current() {
    QFETCH(QString, id);
    return *m_byId.at(id);
}

void TestCorpus::core() {
    const Case& c = current();
    const QString source = modelSource(c, m_dir);
    const Outcome got = coreOutcome(c, source);
    const QString expect = c.json.value("expect").toString();
    const QString fragment = c.json.value("message").toString();
    QVERIFY2(got.category == expect,
             qPrintable("expected " + expect + ", got " + got.category + ": " + got.message));
    QVERIFY2(got.message.contains(fragment, Qt::CaseInsensitive),
             qPrintable("'" + fragment + "' not in: " + got.message));
    ++m_counts[{c.group, expect}];
}

void TestCorpus::cli() {
    const Case& c = current();
    const QString source = modelSource(c, m_dir);
    int exitCode = -1;
    const Outcome got = cliOutcome(c, source, &exitCode);
    QVERIFY2(got.category.isEmpty(), qPrintable(got.category + ": " + got.message));
    const QString expect = c.json.value("cli_expect").toString(c.json.value("expect").toString());
    const QString fragment =
        c.json.value("cli_message").toString(c.json.value("message").toString());
    QVERIFY2(exitCode == expectedExitCode(expect),
             qPrintable("exit code " + QString::number(exitCode) + " for " + expect + ": " +
                        got.message));
    QVERIFY2(got.message.contains(fragment, Qt::CaseInsensitive),
             qPrintable("'" + fragment + "' not in: " + got.message));
    if (c.json.contains("cli")) ++m_counts[{c.group, expect}];
}

void TestCorpus::cleanupTestCase() {
    // The counts by group and expected category (cases that passed through the core, plus the
    // command-line cases).
    std::map<QString, int> groups;
    for (const auto& [key, count] : m_counts) groups[key.first] += count;
    for (const auto& [group, total] : groups) {
        QString line = group + ": " + QString::number(total);
        QStringList parts;
        for (const auto& [key, count] : m_counts)
            if (key.first == group) parts << key.second + " " + QString::number(count);
        qInfo("%s (%s)", qPrintable(line), qPrintable(parts.join(", ")));
    }
}

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
