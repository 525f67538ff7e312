// No silent wrong answer on mechanisms nobody tuned for: models that no preset and no other
// suite uses (tests/models: a crank-rocker four-bar in natural coordinates, a spherical pendulum,
// a bead on a hoop that turns at a fixed rate, whose constraint depends on time), each typed as
// a user would write it. Every registered method runs on each, at its defaults and at a tight
// setting, and its end state is compared with a reference (radau5 at tol 1e-12, checked against
// IDA at tol 1e-11, a code of its own). A run passes when it is loud (a failed status or a
// warning) or right within what its settings promise: 10 tolerances for an adaptive run, 1 % of
// the state's size for fixed steps (the documented level of their estimate). The table is
// printed (qInfo) for the record.

#include "TestSupport.h"
#include "run/Registry.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;

namespace {

// The end state's difference, each part relative to max(1, its size), as the step control and
// the global-error estimate scale it.
double endError(const core::RunSummary& run, const core::RunSummary& reference) {
    auto part = [](const Eigen::VectorXd& x, const Eigen::VectorXd& r) {
        return (x - r).lpNorm<Eigen::Infinity>() / std::max(1.0, r.lpNorm<Eigen::Infinity>());
    };
    return std::max(part(run.qFinal, reference.qFinal), part(run.vFinal, reference.vFinal));
}

const char* const kModels[] = {"four-bar", "spherical-pendulum", "rotating-hoop"};

bool hasSetting(const core::MethodEntry& e, const std::string& key, std::string* defaultValue) {
    for (const core::SettingSpec& s : e.info.settings)
        if (s.key == key) {
            if (defaultValue) *defaultValue = s.defaultValue;
            return true;
        }
    return false;
}

} // namespace

class TestTrust : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void referencesAgree_data();
    void referencesAgree();
    void everyMethodIsRightOrSaysSo_data();
    void everyMethodIsRightOrSaysSo();
};

void TestTrust::referencesAgree_data() {
    QTest::addColumn<QString>("model");
    for (const char* m : kModels) QTest::newRow(m) << QString(m);
}

// The reference: radau5 at tol 1e-12 has converged (tol 1e-13 moves it by less than 1e-8, a tenth
// of the finest level checked), and a code of its own, IDA at tol 1e-11, agrees with it to the
// accuracy IDA itself reaches there.
void TestTrust::referencesAgree() {
    QFETCH(QString, model);
    const core::Model m = test::testModel(model.toUtf8().constData());
    const test::Run radau =
        test::runMethod(m, "radau5", {{"tol", "1e-12"}, {"global_error", "off"}}, m.tEnd());
    const test::Run finer =
        test::runMethod(m, "radau5", {{"tol", "1e-13"}, {"global_error", "off"}}, m.tEnd());
    const test::Run ida = test::runMethod(m, "ida", {{"tol", "1e-11"}}, m.tEnd());
    QVERIFY(radau.result.status.ok() && finer.result.status.ok() && ida.result.status.ok());
    const double converged = endError(finer.summary(), radau.summary());
    const double independent = endError(ida.summary(), radau.summary());
    qInfo("%-20s radau5 at tol 1e-12 against 1e-13: %.1e; against IDA at 1e-11: %.1e (t = %g)",
          model.toUtf8().constData(), converged, independent, m.tEnd());
    QVERIFY2(converged < 1e-8, qPrintable(QString::number(converged)));
    QVERIFY2(independent < 1e-7, qPrintable(QString::number(independent)));
}

void TestTrust::everyMethodIsRightOrSaysSo_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("method");
    QTest::addColumn<bool>("tight");
    for (const char* m : kModels)
        for (const core::MethodEntry& e : core::methodRegistry()) {
            if (!e.create) continue;
            for (const bool tight : {false, true})
                QTest::newRow(
                    (std::string(m) + "/" + e.info.id + (tight ? "/tight" : "/default")).c_str())
                    << QString(m) << QString::fromStdString(e.info.id) << tight;
        }
}

void TestTrust::everyMethodIsRightOrSaysSo() {
    QFETCH(QString, model);
    QFETCH(QString, method);
    QFETCH(bool, tight);
    const core::Model m = test::testModel(model.toUtf8().constData());
    const test::Run reference =
        test::runMethod(m, "radau5", {{"tol", "1e-12"}, {"global_error", "off"}}, m.tEnd());
    QVERIFY(reference.result.status.ok());
    const core::MethodEntry& entry = *core::findMethod(method.toStdString());

    // Adaptive at its defaults where the default has a tolerance; tight: tol 1e-8, or a quarter
    // of the default step.
    std::string tol, step;
    hasSetting(entry, "tol", &tol);
    hasSetting(entry, "step", &step);
    const bool adaptive = !tol.empty();
    std::map<std::string, std::string> settings;
    if (tight) {
        if (adaptive)
            settings["tol"] = tol = "1e-8";
        else
            settings["step"] = step = test::text(std::stod(step) / 4.0);
    }
    const test::Run run = test::runMethod(m, method.toStdString(), settings, m.tEnd());
    const bool ok = run.result.status.ok();
    const double error = ok ? endError(run.summary(), reference.summary()) : std::nan("");
    const double level = adaptive ? 10.0 * std::stod(tol) : 1e-2;
    const auto& warnings = run.result.stats.warnings;
    qInfo("%-20s %-15s %-7s %s: %s, error %.1e (level %.0e), %d warning(s)%s%s",
          model.toUtf8().constData(), method.toUtf8().constData(), tight ? "tight" : "default",
          adaptive ? ("tol " + tol).c_str() : ("step " + step).c_str(),
          ok ? "ok" : core::statusName(run.result.status.code), error, level, int(warnings.size()),
          warnings.empty() ? "" : ": ",
          warnings.empty() ? "" : warnings.front().substr(0, 90).c_str());
    if (!ok) return; // loud: the status says what went wrong
    QVERIFY2(error <= level || !warnings.empty(),
             qPrintable(QString("%1 off, more than %2, without a warning").arg(error).arg(level)));
}

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
