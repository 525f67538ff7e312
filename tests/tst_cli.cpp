// mechlab-cli as a user runs it: the JSON summary, the listings, the model check, CSV that reads
// back to the recorded data, and a one-line error with a non-zero exit code for every bad input.

#include "record/Csv.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <csignal>
#include <memory>

namespace {

struct Result {
    int exitCode = -1;
    QString out, err;
};

Result cli(const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(MECHLAB_CLI_PATH, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void runJsonSummary();
    void refusedRunGivesJsonToo();
    void referenceDigits();
    void runTextSummary();
    void bench();
    void listings();
    void check();
    void csvReadsBack();
    void machineCodeGivesTheSameRun();
    void csvHasEveryPointOfAThinnedRun();
    void failedWriteKeepsTheOldFile();
    void refusedRunPrintsNoMeasures();
    void setAndOption();
    void recommendedSettingsOnlyWithoutMethod();
    void warningsAreNeverSilent();
    void signalsStopTheRunAndKeepItsData();
    void signalStopsAHangingCompiler();
    void parallelRunsCompileOnce();
    void fileNamedLikeAPresetIsNotSilentlyIgnored();
    void linearDae();
    void badInput_data();
    void badInput();
};

void TestCli::runJsonSummary() {
    const Result r = cli({"run", "two-link-robot", "--method", "hem4", "--step", "1e-3", "--t-end",
                          "10", "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
    for (const char* key : {"status", "message", "method", "t_end", "steps", "rejected",
                            "rhs_evals", "cpu_seconds", "max_abs_g", "max_abs_Gv", "energy_drift",
                            "energy_drift_kind", "energy_unit", "energy_scale", "max_error_q",
                            "max_error_v", "max_error_lambda", "final", "machine_code"})
        QVERIFY2(j.contains(key), key);
    QCOMPARE(j["machine_code"].toBool(), false); // the suite runs with MECHLAB_NATIVE=off
    QCOMPARE(j["interpreted_because"].toString(), QString("MECHLAB_NATIVE=off"));
    QCOMPARE(j["status"].toString(), QString("ok"));
    QCOMPARE(j["method"].toString(), QString("hem4"));
    QCOMPARE(j["t_end"].toDouble(), 10.0);
    QCOMPARE(j["steps"].toDouble(), 10000.0);
    QVERIFY(j["max_error_q"].toDouble() < 1e-9);
    QVERIFY(j["max_abs_Gv"].toDouble() < 1e-12);
    const QJsonObject fin = j["final"].toObject();
    QCOMPARE(fin["t"].toDouble(), 10.0);
    QVERIFY(std::abs(fin["q"].toArray()[0].toDouble() - std::sin(10.0)) < 1e-9);
    QVERIFY(std::abs(fin["lambda"].toArray()[0].toDouble() - std::cos(10.0)) < 1e-9);
}

// A method that refuses the model: exit status 1 and one line on stderr, and with --summary json
// the summary on stdout as well (status invalid-settings, the reason in message), so that a
// script parsing it gets JSON either way; with the text summary stdout stays empty.
void TestCli::refusedRunGivesJsonToo() {
    const QStringList args{"run", "foucault-pendulum-nonholonomic", "--method", "msppa"};
    const Result r = cli(args + QStringList{"--summary", "json"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("does not handle velocity constraints"), qPrintable(r.err));
    QJsonParseError error;
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
    QCOMPARE(j["status"].toString(), QString("invalid-settings"));
    QVERIFY(j["message"].toString().contains("does not handle velocity constraints"));
    QCOMPARE(j["method"].toString(), QString("msppa"));
    QCOMPARE(j["steps"].toDouble(), 0.0);
    // Nothing was measured: no energy drift, residual or violation (null, not 0).
    for (const char* key : {"energy_drift", "energy_drift_kind", "energy_scale", "max_abs_g",
                            "max_abs_Gv", "max_constraint_violation"})
        QVERIFY2(j.contains(key) && j[key].isNull(), key);
    const Result text = cli(args);
    QCOMPARE(text.exitCode, 1);
    QVERIFY(text.out.isEmpty());
}

void TestCli::referenceDigits() {
    // Andrews' mechanism ends at its reference time: the summary gives the correct digits; a
    // parameter moved away from the defaults drops the reference (it no longer applies).
    const Result r = cli(
        {"run", "andrews-squeezing", "--method", "hem4", "--tol", "1e-11", "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(j["scd_q"].toDouble() >= 8.0, qPrintable(r.out));
    QVERIFY2(j["mescd_q"].toDouble() >= j["scd_q"].toDouble() - 1e-9, qPrintable(r.out));
    QVERIFY(j["scd_v"].toDouble() >= 6.0 && j["scd_lambda"].toDouble() >= 6.0);
    // (hem4 at its default fixed step 0.01 does not survive Andrews' mechanism: the run ends
    // "diverged" with beta at 4e22.)
    const Result moved = cli({"run", "andrews-squeezing", "--method", "hem4", "--tol", "1e-8",
                              "--set", "mom=0.04", "--summary", "json"});
    QCOMPARE(moved.exitCode, 0);
    QVERIFY(!QJsonDocument::fromJson(moved.out.toUtf8()).object().contains("scd_q"));

    // Its reference positions are accurate to 3e-10 (the file says so): a run whose error is
    // within three times that is marked, in the text and JSON summaries and the bench table, as
    // measuring the reference as much as the method; a looser run is not.
    const Result loose = cli({"run", "andrews-squeezing", "--method", "radau5", "--tol", "1e-6"});
    QVERIFY2(loose.out.contains(QRegularExpression("at t = 0.03: q [0-9.]+, v")) &&
                 !loose.out.contains("own accuracy"),
             qPrintable(loose.out));
    const Result tight = cli({"run", "andrews-squeezing", "--method", "radau5", "--tol", "1e-12"});
    QVERIFY2(tight.out.contains(QRegularExpression("at t = 0.03: q [0-9.]+\\*, v")) &&
                 tight.out.contains("at the reference values' own accuracy"),
             qPrintable(tight.out));
    const QJsonObject tightJson =
        QJsonDocument::fromJson(cli({"run", "andrews-squeezing", "--method", "radau5", "--tol",
                                     "1e-12", "--summary", "json"})
                                    .out.toUtf8())
            .object();
    QCOMPARE(tightJson["scd"].toArray()[0].toObject()["at_reference_accuracy"].toArray(),
             QJsonArray{"q"});
    const Result sweep = cli({"bench", "andrews-squeezing", "--methods", "radau5", "--tols",
                              "1e-6:1e-12", "--threads", "2"});
    QCOMPARE(sweep.exitCode, 0);
    const QStringList rows = sweep.out.split('\n').filter(QRegularExpression("^radau5 "));
    QCOMPARE(rows.size(), 7);
    QVERIFY2(!rows.first().contains('*') && rows.last().contains('*') &&
                 sweep.out.contains("* at the reference values' own accuracy"),
             qPrintable(sweep.out));

    // The slider-crank has reference values at t = 0.5, 1 and 2: an adaptive run stops on each
    // and lists scd per time (scd_q is the minimum); fixed steps that miss 0.5 and 1 say so.
    const QJsonObject adaptive =
        QJsonDocument::fromJson(
            cli({"run", "slider-crank", "--method", "radau5", "--tol", "1e-8", "--summary", "json"})
                .out.toUtf8())
            .object();
    const QJsonArray perTime = adaptive["scd"].toArray();
    QCOMPARE(perTime.size(), 3);
    double least = 99;
    for (int k = 0; k < 3; ++k) {
        const QJsonObject o = perTime[k].toObject();
        const double times[3] = {0.5, 1.0, 2.0};
        QCOMPARE(o["t"].toDouble(), times[k]);
        QVERIFY(o["reached"].toBool());
        least = std::min(least, o["q"].toDouble());
    }
    QCOMPARE(adaptive["scd_q"].toDouble(), least);
    const Result fixed = cli({"run", "slider-crank", "--method", "rk4", "--option", "step=0.003"});
    QVERIFY2(fixed.out.contains("at t = 0.5: not compared") && fixed.out.contains("at t = 2: q "),
             qPrintable(fixed.out));

    // An exact solution that does not hold at the parameters set is not compared with, and the
    // summary, its JSON and the sweep's header say why.
    const QString why = "the exact solution holds where alpha == 0";
    const Result damped = cli({"run", "rolling-disc", "--set", "alpha=0.1", "--t-end", "1"});
    QVERIFY2(damped.out.contains("exact:    not compared: " + why) &&
                 !damped.out.contains("error q:"),
             qPrintable(damped.out));
    const QJsonObject dampedJson =
        QJsonDocument::fromJson(
            cli({"run", "rolling-disc", "--set", "alpha=0.1", "--t-end", "1", "--summary", "json"})
                .out.toUtf8())
            .object();
    QVERIFY(dampedJson["exact_not_compared"].toString().startsWith(why) &&
            dampedJson["max_error_q"].isNull());
    QVERIFY(cli({"run", "rolling-disc", "--t-end", "1", "--summary", "json"})
                .out.contains("\"exact_not_compared\": null"));
    const Result dampedSweep = cli({"bench", "rolling-disc", "--methods", "hem4", "--tols",
                                    "1e-4:1e-4", "--t-end", "1", "--set", "alpha=0.1"});
    QVERIFY2(dampedSweep.out.contains("error: none: " + why), qPrintable(dampedSweep.out));
}

void TestCli::bench() {
    // One row per run, failures included with their message on their own row; observed orders
    // for fixed steps; the same runs as CSV; exit status 1 because a run failed (the implicit
    // midpoint rule in the index-3 form, not its default, on the pendulum over [0, 10]: its
    // multiplier error is not damped).
    QTemporaryDir dir;
    const QString csv = dir.filePath("bench.csv");
    const Result r =
        cli({"bench", "pendulum", "--methods", "radau3,midpoint", "--steps", "0.01:0.005",
             "--option", "formulation=index3", "--threads", "2", "--csv", csv});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QStringList radau3, midpoint;
    for (const QString& line : lines) {
        if (line.startsWith("radau3 ")) radau3 << line;
        if (line.startsWith("midpoint ")) midpoint << line;
    }
    QCOMPARE(radau3.size(), 2);
    QCOMPARE(midpoint.size(), 2);
    for (const QString& line : radau3) QVERIFY2(line.endsWith(" ok"), qPrintable(line));
    for (const QString& line : midpoint)
        QVERIFY2(line.contains("the Newton iteration did not converge at t ="), qPrintable(line));
    const int orders =
        int(lines.indexOf("observed orders (positions, between consecutive steps):"));
    QVERIFY2(orders > 0 && orders + 1 < lines.size(), qPrintable(r.out));
    const QStringList order = lines[orders + 1].split(' ', Qt::SkipEmptyParts);
    QCOMPARE(order.first(), QString("radau3"));
    QVERIFY2(std::abs(order.last().toDouble() - 3.0) < 0.1, qPrintable(lines[orders + 1]));
    // The suite runs with MECHLAB_NATIVE=off: the table says its times are the interpreter's.
    QVERIFY(lines.contains("formula programs: interpreted (MECHLAB_NATIVE=off)"));
    QVERIFY(r.err.contains("[4/4]"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 5);
    QVERIFY(rows[0].startsWith("method,mode,value,steps"));
    QCOMPARE(rows.filter(",newton-failed").size() + rows.filter(",ok").size(), 4);

    // Repeated runs report the first run's results (every column but the CPU time).
    auto withoutCpu = [](const QString& out) {
        QStringList rows = out.split('\n', Qt::SkipEmptyParts);
        for (QString& row : rows) {
            QStringList cells = row.split(',');
            if (cells.size() > 6) cells.removeAt(6);
            row = cells.join(',');
        }
        return rows;
    };
    const QStringList args{"bench",     "two-link-robot", "--methods", "radau5,hem4", "--tols",
                           "1e-4:1e-6", "--threads",      "1",         "--csv",       "-"};
    const Result once = cli(args), repeated = cli(args + QStringList{"--repeat", "3"});
    QCOMPARE(once.exitCode, 0);
    QCOMPARE(repeated.exitCode, 0);
    QCOMPARE(withoutCpu(repeated.out), withoutCpu(once.out));
    QCOMPARE(withoutCpu(once.out).size(), 7);
}

void TestCli::runTextSummary() {
    const Result r = cli({"run", "pendulum"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("method:   hem4 (step=0.01"));
    QVERIFY(r.out.contains("status:   finished"));
    QVERIFY(r.err.isEmpty());
}

void TestCli::listings() {
    const Result methods = cli({"list-methods"});
    QCOMPARE(methods.exitCode, 0);
    QVERIFY(methods.out.contains("hem4") && methods.out.contains("rk4") &&
            methods.out.contains("baumgarte_alpha"));
    const Result presets = cli({"list-presets"});
    QCOMPARE(presets.exitCode, 0);
    QVERIFY(presets.out.contains("pendulum") && presets.out.contains("two-link-robot"));
    QCOMPARE(cli({"--help"}).exitCode, 0);
    // help COMMAND: that command's synopsis and options only, and the exit status.
    const Result run = cli({"help", "run"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("mechlab-cli run MODEL") && run.out.contains("--max-drift") &&
            run.out.contains("MODEL is a preset id") && run.out.contains("Exit status:"));
    QVERIFY(!run.out.contains("--methods") && !run.out.contains("--project"));
    const Result check = cli({"help", "check"});
    QVERIFY(check.out.contains("--project") && !check.out.contains("--max-drift"));
    const Result list = cli({"help", "list-methods"});
    QVERIFY(list.out.contains("list the integrators") && !list.out.contains("MODEL is"));
}

void TestCli::check() {
    const Result r = cli({"check", "pendulum", "--method", "rk4"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("consistent"));
    QVERIFY(r.out.contains("G row 1: [x, y]"));
    QVERIFY(r.out.contains("index 1"));
    const Result p = cli({"check", "pendulum", "--project"});
    QCOMPARE(p.exitCode, 0);
    QVERIFY(p.out.contains("Projected initial values"));
}

void TestCli::csvReadsBack() {
    QTemporaryDir dir;
    const QString path = dir.filePath("run.csv");
    const Result r = cli(
        {"run", "pendulum", "--step", "0.05", "--t-end", "2", "--csv", path, "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    QVERIFY(text.find("# method: hem4 (step=0.05") != std::string::npos);
    QVERIFY(text.find("x [m]") != std::string::npos);
    std::string error;
    const auto table = mechlab::core::parseCsv(text, &error);
    QVERIFY2(table.has_value(), error.c_str());
    const QStringList expected = {"t",       "x",      "y",      "x_dot",     "y_dot",
                                  "lambda1", "energy", "abs_dE", "kinetic",   "abs_g",
                                  "abs_Gv",  "err_q",  "err_v",  "err_lambda"};
    QCOMPARE(int(table->names.size()), int(expected.size()));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(QString::fromStdString(table->names[std::size_t(i)]), expected[i]);
    QCOMPARE(table->columns[0].size(), std::size_t(41));
    // The last row is exactly the summary's final state (shortest round-trip numbers).
    const QJsonObject fin = QJsonDocument::fromJson(r.out.toUtf8()).object()["final"].toObject();
    QCOMPARE(table->columns[0].back(), 2.0);
    QCOMPARE(table->columns[1].back(), fin["q"].toArray()[0].toDouble());
    QCOMPARE(table->columns[4].back(), fin["v"].toArray()[1].toDouble());
    QCOMPARE(table->columns[5].back(), fin["lambda"].toArray()[0].toDouble());
}

// `run` compiles the model's programs to machine code (into the cache, which then holds one
// library) and gives the CSV the interpreter gives, to the last digit; its summary and `bench`
// above its table say so. (The suite's other cases run with MECHLAB_NATIVE=off.)
void TestCli::machineCodeGivesTheSameRun() {
    if (QStandardPaths::findExecutable("c++").isEmpty()) QSKIP("no C++ compiler on this machine");
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("MECHLAB_NATIVE");
    env.insert("MECHLAB_NATIVE_CACHE", dir.filePath("cache"));
    const QStringList run =
        QString("run andrews-squeezing --method radau5 --tol 1e-8 --t-end 0.01 --csv").split(' ');
    const Result first = cli(run + QStringList{dir.filePath("native.csv")}, env);
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains("formula programs as machine code"), qPrintable(first.out));
    QCOMPARE(QDir(dir.filePath("cache/mechlab/native")).entryList({"*.so"}).size(), 1);
    // bench says so with its table (the library is in the cache by now).
    const Result bench =
        cli({"bench", "andrews-squeezing", "--methods", "radau5", "--tols", "1e-4:1e-4"}, env);
    QCOMPARE(bench.exitCode, 0);
    QVERIFY2(bench.out.contains("\nformula programs: machine code\n"), qPrintable(bench.out));
    env.insert("MECHLAB_NATIVE", "off");
    QCOMPARE(cli(run + QStringList{dir.filePath("interpreted.csv")}, env).exitCode, 0);
    QFile a(dir.filePath("native.csv")), b(dir.filePath("interpreted.csv"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray native = a.readAll();
    QVERIFY(native.count('\n') > 50);
    QCOMPARE(native, b.readAll());
}

// A run of 10^5 steps kept in memory as at most 1000 points: the summary says how many of how
// many, and the CSV, streamed while the run goes, has every point.
void TestCli::csvHasEveryPointOfAThinnedRun() {
    QTemporaryDir dir;
    const QString path = dir.filePath("run.csv");
    const Result r = cli({"run", "pendulum", "--step", "1e-4", "--t-end", "10", "--max-points",
                          "1000", "--csv", path, "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(j["points"].toDouble(), 100001.0);
    QVERIFY2(j["points_kept"].toDouble() <= 1000 && j["points_kept"].toDouble() >= 200,
             qPrintable(r.out));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    QVERIFY(text.find("# rows:") == std::string::npos); // nothing thinned in the file
    std::string error;
    const auto table = mechlab::core::parseCsv(text, &error);
    QVERIFY2(table.has_value(), error.c_str());
    const std::vector<double>& t = table->columns[0];
    QCOMPARE(t.size(), std::size_t(100001));
    for (std::size_t k = 1; k < t.size(); ++k) QVERIFY(t[k] > t[k - 1]);
    QCOMPARE(t.back(), 10.0);
    QCOMPARE(table->columns[1].back(), j["final"].toObject()["q"].toArray()[0].toDouble());
}

// A file that cannot be written (here every write fails, as on a full disk: the shell sets the
// file-size limit to 0 and ignores SIGXFSZ, so write() fails with EFBIG) leaves the old table as
// it was, and the command fails naming the file and the system's reason.
void TestCli::failedWriteKeepsTheOldFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("table.csv");
    for (const QStringList& command :
         {QStringList{"bench", "pendulum", "--methods", "hem4", "--steps", "0.02:0.01"},
          QStringList{"run", "pendulum", "--step", "0.01", "--t-end", "1"}}) {
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
            old.write("old table\n");
        }
        QProcess p;
        p.start("/bin/sh",
                QStringList{"-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", MECHLAB_CLI_PATH}
                    << command << QStringList{"--csv", path});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() != 0, qPrintable(command.front() + ": " + err));
        QVERIFY2((err.contains("cannot") && err.contains("table.csv")) ||
                     err.contains(".mechlab-rows"),
                 qPrintable(err));
        QVERIFY2(err.contains("File too large"), qPrintable(err));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old table\n"));
    }
}

// A run refused before its first point measured nothing: its summary says so instead of
// printing t_end: nan and residuals of 0.
void TestCli::refusedRunPrintsNoMeasures() {
    // The spherical pendulum (tests/models) started off its sphere: refused at t = 0.
    QFile source(QString(MECHLAB_TEST_MODELS) + "/spherical-pendulum.mechlab.json");
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    QVERIFY(text.contains("\"position\": \"l*sin(theta0)\""));
    text.replace("\"position\": \"l*sin(theta0)\"", "\"position\": \"2*l\"");
    QTemporaryDir dir;
    QFile model(dir.filePath("off.mechlab.json"));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write(text);
    model.close();
    const Result r = cli({"run", model.fileName(), "--method", "hem4"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("t_end:    - (no point was recorded)"), qPrintable(r.out));
    QVERIFY2(!r.out.contains("nan") && !r.out.contains("max |g|"), qPrintable(r.out));
    QVERIFY2(r.out.contains("energy:   not measured"), qPrintable(r.out));
}

void TestCli::setAndOption() {
    const Result r = cli({"run", "pendulum", "--set", "l=2", "--set", "theta0_deg=30", "--method",
                          "rk4", "--step", "0.01", "--option", "baumgarte_alpha=5", "--option",
                          "baumgarte_beta=5", "--t-end", "1", "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(j["settings"].toString().contains("baumgarte_alpha=5"));
    QVERIFY(j["max_error_q"].toDouble() < 1e-6); // the exact solution follows the parameters
    const Result adaptive = cli({"run", "pendulum", "--tol", "1e-8", "--summary", "json"});
    QCOMPARE(adaptive.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(adaptive.out.toUtf8())
                .object()["settings"]
                .toString()
                .contains("tol="));
}

// The Foucault preset recommends hem4 with projection=on. Without --method the run uses that and
// says so; naming hem4 runs it with its own defaults (projection off), as any other method.
void TestCli::recommendedSettingsOnlyWithoutMethod() {
    const Result plain = cli({"run", "foucault-pendulum", "--t-end", "1", "--summary", "json"});
    QCOMPARE(plain.exitCode, 0);
    const QJsonObject p = QJsonDocument::fromJson(plain.out.toUtf8()).object();
    QVERIFY2(p["settings"].toString().contains("projection=on"), qPrintable(plain.out));
    QVERIFY(p["settings_from_model"].toBool());
    const Result named =
        cli({"run", "foucault-pendulum", "--method", "hem4", "--t-end", "1", "--summary", "json"});
    QCOMPARE(named.exitCode, 0);
    const QJsonObject n = QJsonDocument::fromJson(named.out.toUtf8()).object();
    QVERIFY2(n["settings"].toString().contains("projection=off"), qPrintable(named.out));
    QVERIFY(!n["settings_from_model"].toBool());
    QVERIFY(cli({"run", "foucault-pendulum", "--t-end", "1"})
                .out.contains("as the model file recommends"));
    QVERIFY(!cli({"run", "foucault-pendulum", "--method", "hem4", "--t-end", "1"})
                 .out.contains("recommends"));
}

// Andrews' mechanism at HEM4's default step (0.01, about a thousand times too large) ends off
// its constraints: status ok, but the JSON's warnings, the text summary and the CSV header say
// so. The recommended settings give no warning.
void TestCli::warningsAreNeverSilent() {
    QTemporaryDir dir;
    const QString csv = dir.filePath("andrews.csv");
    const Result r =
        cli({"run", "andrews-squeezing", "--method", "hem4", "--summary", "json", "--csv", csv});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(j["status"].toString(), QString("ok"));
    const QJsonArray warnings = j["warnings"].toArray();
    // The global error (the second solution with the steps halved fails too), the constraints,
    // and the energy that drifts with them.
    QCOMPARE(int(warnings.size()), 3);
    QVERIFY2(warnings[0].toString().contains("global error could not be estimated"),
             qPrintable(r.out));
    QVERIFY2(warnings[1].toString().contains("not reliable"), qPrintable(r.out));
    QVERIFY2(warnings[2].toString().contains("energy"), qPrintable(r.out));
    QVERIFY(j["max_constraint_violation"].toDouble() > 1e-2);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("# warning: the constraints are violated by"));
    QVERIFY(cli({"run", "andrews-squeezing", "--method", "hem4"}).out.contains("warning:  the"));
    const Result sound = cli({"run", "pendulum", "--summary", "json"});
    QVERIFY(QJsonDocument::fromJson(sound.out.toUtf8()).object()["warnings"].toArray().isEmpty());
}

// A linear DAE model: run (error against the closed form, CSV with the exact columns) and check
// (the pencil's analysis).
// SIGTERM and SIGINT stop a run at its next step: the CSV holds what was computed and says where
// it stopped, and the exit code is 128 + the signal. The run would take days (adaptive steps to
// t = 10^9); the signal comes after 2 s, long after main() installed its handlers.
void TestCli::signalsStopTheRunAndKeepItsData() {
    QTemporaryDir dir;
    for (const int signal : {SIGTERM, SIGINT}) {
        const QString csv = dir.filePath(QString("run-%1.csv").arg(signal));
        QProcess p;
        p.start(MECHLAB_CLI_PATH,
                {"run", "pendulum", "--tol", "1e-6", "--t-end", "1e9", "--csv", csv});
        QVERIFY(p.waitForStarted());
        QTest::qWait(2000);
        // A process that has ended has no id: kill(0, ...) would signal this test's own group.
        QVERIFY2(p.state() == QProcess::Running && p.processId() > 0,
                 qPrintable(QString::fromUtf8(p.readAllStandardError())));
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 128 + signal);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains("interrupted at t = "), qPrintable(err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains("# status: interrupted at t = ") &&
                     text.contains(signal == SIGINT ? "(SIGINT)" : "(SIGTERM)"),
                 qPrintable(text.left(400)));
        std::string error;
        const auto table = mechlab::core::parseCsv(text.toStdString(), &error);
        QVERIFY2(table.has_value(), error.c_str());
        QVERIFY(!table->columns.front().empty()); // at least the start point
    }
}

namespace {

// An executable shell script `text` named `name` in `dir`.
QString script(const QTemporaryDir& dir, const QString& name, const QString& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(("#!/bin/sh\n" + text).toUtf8());
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// Whether the process `pid` has ended (gone, or a zombie nobody has reaped yet).
bool ended(pid_t pid) {
    QFile stat(QString("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return true;
    const QByteArray text = stat.readAll();
    const qsizetype paren = text.lastIndexOf(')');
    return paren < 0 || text.mid(paren + 2, 1) == "Z";
}

} // namespace

// A compiler that hangs (here a script that starts a child and waits for it) does not hold the
// run: SIGTERM stops the compile (the compiler's whole process group), the run ends with the
// signal's exit code, its summary says why it ran interpreted, and no process of the compiler
// is left. (It ends long before the compile's own time limit of 60 s and the child's 300 s;
// the time it took is printed.)
void TestCli::signalStopsAHangingCompiler() {
    QTemporaryDir dir;
    const QString child = dir.filePath("child");
    const QString cxx = script(dir, "hanging-cxx",
                               "sleep 300 &\necho $! > " + child + ".tmp\nmv " + child + ".tmp " +
                                   child + "\nwait\n");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("MECHLAB_NATIVE");
    env.insert("MECHLAB_NATIVE_CACHE", dir.filePath("cache"));
    env.insert("MECHLAB_CXX", cxx);
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(MECHLAB_CLI_PATH, {"run", "pendulum", "--t-end", "1", "--summary", "json"});
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(child), 60000);
    QFile file(child);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const pid_t sleeper = pid_t(file.readAll().trimmed().toLong());
    QVERIFY(sleeper > 0 && !ended(sleeper));
    QVERIFY(p.state() == QProcess::Running && p.processId() > 0);
    QElapsedTimer timer;
    timer.start();
    ::kill(pid_t(p.processId()), SIGTERM);
    QVERIFY(p.waitForFinished(120000));
    const qint64 ms = timer.elapsed();
    qInfo("the run ended %lld ms after SIGTERM", static_cast<long long>(ms));
    QVERIFY2(ms < 30000, qPrintable(QString::number(ms)));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 128 + SIGTERM);
    const QJsonObject j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(j["machine_code"].toBool(), false);
    QVERIFY2(j["interpreted_because"].toString().contains("stopped"),
             qPrintable(j["interpreted_because"].toString()));
    QTRY_VERIFY_WITH_TIMEOUT(ended(sleeper), 5000);
}

// Four runs of one new model started together compile it once (a lock file per library): the
// others wait for it and load the library it made.
void TestCli::parallelRunsCompileOnce() {
    if (QStandardPaths::findExecutable("c++").isEmpty()) QSKIP("no C++ compiler on this machine");
    QTemporaryDir dir;
    const QString count = dir.filePath("compiles");
    const QString cxx =
        script(dir, "counting-cxx", "echo compile >> " + count + "\nexec c++ \"$@\"\n");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("MECHLAB_NATIVE");
    env.insert("MECHLAB_NATIVE_CACHE", dir.filePath("cache"));
    env.insert("MECHLAB_CXX", cxx);
    std::vector<std::unique_ptr<QProcess>> runs;
    for (int k = 0; k < 4; ++k) {
        runs.push_back(std::make_unique<QProcess>());
        runs.back()->setProcessEnvironment(env);
        runs.back()->start(MECHLAB_CLI_PATH, {"run", "two-link-robot", "--t-end", "0.1"});
    }
    for (auto& p : runs) {
        QVERIFY(p->waitForFinished(120000));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains("formula programs as machine code"), qPrintable(out));
    }
    QFile file(count);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("compile\n"));
}

// A (broken) file named "pendulum" in the working directory lost silently to the preset.
void TestCli::fileNamedLikeAPresetIsNotSilentlyIgnored() {
    QTemporaryDir dir;
    QFile file(dir.filePath("pendulum"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ not a model");
    file.close();
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(MECHLAB_CLI_PATH, {"check", "pendulum"});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains("names both a preset and a file in this directory: write ./pendulum"),
             qPrintable(err));
    p.start(MECHLAB_CLI_PATH, {"check", "./pendulum"});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("invalid JSON"));
}

void TestCli::linearDae() {
    QTemporaryDir dir;
    const QString path = dir.filePath("rc.csv");
    const Result r = cli({"run", "rc-circuit", "--method", "radau5", "--step", "0.1", "--set",
                          "e20=0.5", "--csv", path, "--summary", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(j["kind"].toString(), QString("linear-dae"));
    QCOMPARE(j["index"].toInt(), 1);
    QCOMPARE(j["steps"].toDouble(), 100.0);
    QVERIFY2(j["max_error_x"].toDouble() < 1e-8, qPrintable(r.out));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::string error;
    const auto table = mechlab::core::parseCsv(file.readAll().toStdString(), &error);
    QVERIFY2(table.has_value(), error.c_str());
    const QStringList expected = {"t",        "e1",       "e2",       "iV",
                                  "e1_exact", "e2_exact", "iV_exact", "err_x"};
    QCOMPARE(int(table->names.size()), int(expected.size()));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(QString::fromStdString(table->names[std::size_t(i)]), expected[i]);
    QCOMPARE(table->columns[2].front(), 0.5); // e2(0) = e20

    const Result check = cli({"check", "rl-circuit"});
    QCOMPARE(check.exitCode, 0);
    for (const char* part : {"Wong sequences: dim V_i = 3, 1, 0", "index 2", "Pi_imp", "E_imp"})
        QVERIFY2(check.out.contains(part), part);
    const Result text = cli({"run", "rl-circuit", "--method", "midpoint"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("(linear DAE, index 2)"));
    QVERIFY(text.out.contains("error x:"));
}

void TestCli::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no command") << QStringList{} << 2 << "missing command";
    QTest::newRow("unknown command")
        << QStringList{"simulate", "pendulum"} << 2 << "unknown command 'simulate'";
    QTest::newRow("missing model") << QStringList{"run"} << 2 << "needs a MODEL";
    QTest::newRow("unknown option")
        << QStringList{"run", "pendulum", "--fast"} << 2 << "unknown option '--fast'";
    QTest::newRow("missing value")
        << QStringList{"run", "pendulum", "--step"} << 2 << "--step needs a value";
    QTest::newRow("bad number") << QStringList{"run", "pendulum", "--step", "small"} << 2
                                << "expects a number";
    QTest::newRow("bad set") << QStringList{"run", "pendulum", "--set", "l"} << 2
                             << "expects NAME=VALUE";
    QTest::newRow("bad option") << QStringList{"run", "pendulum", "--option", "=on"} << 2
                                << "expects NAME=VALUE";
    QTest::newRow("step and tol") << QStringList{"run", "pendulum", "--step",
                                                 "0.1", "--tol",    "1e-6"}
                                  << 2 << "either --step or --tol";
    QTest::newRow("bad summary") << QStringList{"run", "pendulum", "--summary", "xml"} << 2
                                 << "text or json";
    QTest::newRow("two models") << QStringList{"run", "pendulum", "two-link-robot"} << 2
                                << "unexpected argument";
    QTest::newRow("unknown preset") << QStringList{"run", "pendulumm"} << 1 << "neither a preset";
    QTest::newRow("unknown method")
        << QStringList{"run", "pendulum", "--method", "euler"} << 1 << "unknown method 'euler'";
    QTest::newRow("mechanical method on a linear DAE")
        << QStringList{"run", "rc-circuit", "--method", "hem4"} << 1
        << "hem4 does not solve linear DAE models";
    QTest::newRow("linear DAE setting unknown")
        << QStringList{"run", "rc-circuit", "--method", "ida", "--step", "0.1"} << 1 << "step";
    QTest::newRow("linear DAE bench")
        << QStringList{"bench", "rc-circuit", "--methods", "radau5", "--steps", "0.1:0.05"} << 1
        << "bench takes mechanical models";
    QTest::newRow("linear DAE check method")
        << QStringList{"check", "rl-circuit", "--method", "rk4"} << 1
        << "does not solve linear DAE models";
    QTest::newRow("unknown parameter")
        << QStringList{"run", "pendulum", "--set", "mass=2"} << 1 << "no parameter 'mass'";
    QTest::newRow("non-numeric parameter")
        << QStringList{"run", "pendulum", "--set", "l=long"} << 1 << "expects a number";
    QTest::newRow("unknown setting")
        << QStringList{"run", "pendulum", "--option", "order=8"} << 1 << "unknown setting 'order'";
    QTest::newRow("bad choice") << QStringList{"run", "pendulum", "--option", "projection=yes"} << 1
                                << "must be one of";
    QTest::newRow("negative step")
        << QStringList{"run", "pendulum", "--step", "-0.1"} << 1 << "outside its range";
    QTest::newRow("no repeat") << QStringList{"bench",  "pendulum",  "--methods", "hem4",
                                              "--tols", "1e-4:1e-5", "--repeat",  "0"}
                               << 2 << "--repeat expects a whole number";
    QTest::newRow("negative end time")
        << QStringList{"run", "pendulum", "--t-end", "-1"} << 1 << "end time";
}

void TestCli::badInput() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    const Result r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1); // one line
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
