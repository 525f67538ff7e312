// Machine code for a model's programs (model/NativeCode.h): it gives bit for bit what the
// interpreter gives, for every program of every mechanical preset, at one point and at several
// at once, and so does a whole run; a model compiled once is found in the cache; without a
// compiler, or switched off, the interpreter stays and says why.

#include "TestSupport.h"
#include "model/NativeCode.h"
#include "model/Presets.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <random>

using namespace mechlab;

namespace {

// The output blocks of every program at `points` (one at a time, then three at once; each
// point holds the drawing's inputs, the most any program takes).
std::vector<std::vector<double>> blocks(const core::Model& model,
                                        const std::vector<std::vector<double>>& points) {
    std::vector<std::vector<double>> out;
    for (const core::Tape* tape : model.compiled().programs()) {
        if (tape->empty()) continue;
        core::Tape::Workspace one, three;
        for (const auto& p : points) {
            const double* block = tape->eval(p.data(), one);
            out.emplace_back(block, block + tape->blockSize());
        }
        const double* in[3] = {points[0].data(), points[1].data(), points[2].data()};
        const double* at[3];
        tape->evalPoints(3, in, three, at);
        for (const double* block : at) out.emplace_back(block, block + tape->blockSize());
    }
    return out;
}

bool sameBits(const std::vector<std::vector<double>>& a,
              const std::vector<std::vector<double>>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (a[k].size() != b[k].size() ||
            std::memcmp(a[k].data(), b[k].data(), sizeof(double) * a[k].size()) != 0)
            return false;
    return true;
}

core::Model freshPreset(const std::string& id) {
    const auto spec = core::loadPreset(id);
    return *core::compileModel(*spec.spec).model;
}

} // namespace

class TestNative : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void programsGiveTheInterpretersBits();
    void runGivesTheInterpretersBits();
    void compiledOnceFoundInTheCache();
    void cacheKeepsTheLibrariesUsedLast();
    void attachedLaterInTheBackground();
    void withoutCompilerTheInterpreterStays();

private:
    QTemporaryDir m_cache;
};

void TestNative::init() {
    if (QStandardPaths::findExecutable("c++").isEmpty())
        QSKIP("no C++ compiler on this machine: the interpreter runs (tested elsewhere)");
    qputenv("MECHLAB_NATIVE_CACHE", m_cache.path().toLocal8Bit());
    qunsetenv("MECHLAB_NATIVE");
    qunsetenv("MECHLAB_CXX");
}

// Every program of every mechanical preset at random points near the initial values (times,
// velocities and multipliers of order one to ten): the same bits before and after the machine
// code is attached.
void TestNative::programsGiveTheInterpretersBits() {
    std::mt19937 random(21);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    int models = 0;
    for (const std::string& id : core::presetIds()) {
        const auto spec = core::loadPreset(id);
        QVERIFY(spec.spec);
        if (spec.spec->isLinearDae()) continue;
        const core::Model model = freshPreset(id);
        std::vector<std::vector<double>> points;
        for (int k = 0; k < 3; ++k) {
            std::vector<double> in(std::size_t(model.drawingInputCount()));
            in[0] = model.tStart() + 0.7 * (k + 1);
            for (int i = 0; i < model.coordinateCount(); ++i) {
                in[std::size_t(model.positionSlot(i))] = model.q0()[i] + 0.1 * unit(random);
                in[std::size_t(model.velocitySlot(i))] = model.v0()[i] + 3.0 * unit(random);
            }
            for (int j = 0; j < model.parameterCount(); ++j)
                in[std::size_t(model.parameterSlot(j))] = model.parameterValues()[std::size_t(j)];
            for (int j = 0; j < model.constraintCount(); ++j)
                in[std::size_t(model.inputCount() + j)] = 10.0 * unit(random);
            points.push_back(in);
        }
        const auto interpreted = blocks(model, points);
        std::string why;
        QVERIFY2(core::attachNativeCode(model.compiled(), &why), (id + ": " + why).c_str());
        QVERIFY(model.compiled().stage.hasNative());
        QVERIFY2(sameBits(blocks(model, points), interpreted), id.c_str());
        ++models;
    }
    QVERIFY(models >= 10);
}

// A whole run (Radau IIA 5 on Andrews' mechanism, Newton matrices, error estimates and the
// recording included) gives the same trajectory to the last bit.
void TestNative::runGivesTheInterpretersBits() {
    const core::Model model = freshPreset("andrews-squeezing");
    const std::map<std::string, std::string> settings = {{"tol", "1e-8"}};
    const test::Run before = test::runMethod(model, "radau5", settings, 0.01);
    QVERIFY(core::attachNativeCode(model.compiled()));
    const test::Run after = test::runMethod(model, "radau5", settings, 0.01);
    const core::Trajectory& a = before.recorder->trajectory();
    const core::Trajectory& b = after.recorder->trajectory();
    QVERIFY(a.rowCount() > 50);
    QCOMPARE(b.rowCount(), a.rowCount());
    QCOMPARE(b.columnCount(), a.columnCount());
    for (int c = 0; c < a.columnCount(); ++c)
        QVERIFY2(std::memcmp(a.column(c).values.data(), b.column(c).values.data(),
                             sizeof(double) * a.rowCount()) == 0,
                 a.column(c).name.c_str());
}

// A second model from the same formulas needs no compiler: its library is in the cache (one
// file for the model's programs); a damaged file there is replaced.
void TestNative::compiledOnceFoundInTheCache() {
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    const QStringList libraries = QDir(m_cache.path()).entryList({"*.so"});
    qputenv("MECHLAB_CXX", "/nonexistent/compiler");
    const core::Model again = freshPreset("pendulum");
    std::string why;
    QVERIFY2(core::attachNativeCode(again.compiled(), &why), why.c_str());
    QVERIFY(again.compiled().stage.hasNative());
    QCOMPARE(QDir(m_cache.path()).entryList({"*.so"}), libraries);
    // A damaged library (here: not one at all) is not loaded but removed, and compiled afresh
    // by the next attempt.
    qunsetenv("MECHLAB_CXX");
    const QString damaged = m_cache.filePath("damaged");
    qputenv("MECHLAB_NATIVE_CACHE", damaged.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    const QStringList written = QDir(damaged).entryList({"*.so"});
    QCOMPARE(written.size(), 1);
    {
        // A new file in its place (the old one may still be mapped by this process).
        QFile file(damaged + "/" + written.front());
        QVERIFY(file.remove());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a library");
    }
    const core::Model third = freshPreset("pendulum");
    QVERIFY(!core::attachNativeCode(third.compiled(), &why));
    QVERIFY2(why.find("cannot load") != std::string::npos, why.c_str());
    QVERIFY(QDir(damaged).entryList({"*.so"}).isEmpty());
    QVERIFY(core::attachNativeCode(third.compiled()));
    QVERIFY(third.compiled().stage.hasNative());
}

// Libraries beyond the 200 used last are removed when a new one is written: the cache of a
// window in which many variants of a model were typed does not grow without end.
void TestNative::cacheKeepsTheLibrariesUsedLast() {
    const QString dir = m_cache.filePath("full");
    QVERIFY(QDir().mkpath(dir));
    const QDateTime old = QDateTime::currentDateTime().addDays(-1);
    for (int k = 0; k < 205; ++k) {
        QFile file(dir + QString("/old%1.so").arg(k));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.setFileTime(old.addSecs(k), QFileDevice::FileModificationTime));
    }
    qputenv("MECHLAB_NATIVE_CACHE", dir.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("rolling-disc").compiled()));
    const QStringList kept = QDir(dir).entryList({"*.so"});
    QCOMPARE(kept.size(), 200);
    for (int k = 0; k < 6; ++k) QVERIFY(!kept.contains(QString("old%1.so").arg(k)));
    QVERIFY(kept.contains("old204.so"));
}

// What the window does: the code is attached by a background thread while the model is in use
// (here: evaluated meanwhile, by the interpreter until then).
void TestNative::attachedLaterInTheBackground() {
    const core::Model model = freshPreset("two-link-robot");
    core::attachNativeCodeLater(model.sharedCompiled());
    core::Tape::Workspace ws;
    std::vector<double> in(std::size_t(model.inputCount()), 0.5);
    QTRY_VERIFY_WITH_TIMEOUT(
        (model.compiled().stage.eval(in.data(), ws), model.compiled().stage.hasNative()), 120000);
}

// No compiler found (and nothing in the cache), or machine code switched off: nothing attached,
// the reason given, and the programs evaluate as before.
void TestNative::withoutCompilerTheInterpreterStays() {
    const core::Model model = freshPreset("slider-crank");
    qputenv("MECHLAB_NATIVE_CACHE", m_cache.filePath("empty").toLocal8Bit());
    qputenv("MECHLAB_CXX", "/nonexistent/compiler");
    std::string why;
    QVERIFY(!core::attachNativeCode(model.compiled(), &why));
    QVERIFY2(why.find("compiler") != std::string::npos, why.c_str());
    qunsetenv("MECHLAB_CXX");
    qputenv("MECHLAB_NATIVE", "off");
    QVERIFY(!core::nativeCodeEnabled());
    QVERIFY(!core::attachNativeCode(model.compiled(), &why));
    QVERIFY2(why.find("MECHLAB_NATIVE=off") != std::string::npos, why.c_str());
    QVERIFY(!model.compiled().stage.hasNative());
    const test::Run run = test::runMethod(model, "hem4", {{"tol", "1e-6"}}, 0.1);
    QVERIFY(run.result.status.ok());
}

QTEST_GUILESS_MAIN(TestNative)
#include "tst_native.moc"
