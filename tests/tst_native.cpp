// Machine code for a model's programs (model/NativeCode.h): it gives bit for bit what the
// interpreter gives, for every program of every mechanical preset, at one point and at several
// at once, and so does a whole run; a model compiled once is found in the cache; without a
// compiler, or switched off, the interpreter stays and says why.

#include "TestSupport.h"
#include "model/NativeCode.h"
#include "model/Presets.h"
#include "run/AnyModel.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <optional>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

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

// Three points near the model's initial values (times, velocities and multipliers of order one
// to ten), each holding the drawing's inputs, the most any program takes.
std::vector<std::vector<double>> randomPoints(const core::Model& model, std::mt19937& random) {
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
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
    return points;
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

// The folder the cache keeps its libraries in, under the chosen cache directory.
QString libraries(const QString& root) {
    return root + "/mechlab/native";
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
    void linearForcingGivesTheInterpretersBits();
    void compiledOnceFoundInTheCache();
    void cacheKeepsTheLibrariesUsedLast();
    void untrustedLibraryNotLoaded();
    void sharedCacheFolderRefused();
    void plantedLinksNotFollowed();
    void libraryWithoutItsSymbolsRemoved();
    void eachModelGetsItsOwnLibrary();
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
    qunsetenv("XDG_CACHE_HOME");
}

// Every program of every mechanical preset at random points near the initial values (times,
// velocities and multipliers of order one to ten): the same bits before and after the machine
// code is attached.
void TestNative::programsGiveTheInterpretersBits() {
    std::mt19937 random(21);
    int models = 0;
    for (const std::string& id : core::presetIds()) {
        const auto spec = core::loadPreset(id);
        QVERIFY(spec.spec);
        if (spec.spec->isLinearDae()) continue;
        const core::Model model = freshPreset(id);
        const auto points = randomPoints(model, random);
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

// A linear DAE's forcing (what its solvers and closed form evaluate at every stage and
// quadrature node) as machine code: the same bits, and the run's report says which ran.
void TestNative::linearForcingGivesTheInterpretersBits() {
    int models = 0;
    for (const std::string& id : core::presetIds()) {
        const auto spec = core::loadPreset(id);
        QVERIFY(spec.spec);
        if (!spec.spec->isLinearDae()) continue;
        const auto compiled = core::compileAnyModel(*spec.spec);
        QVERIFY2(compiled.ok(), id.c_str());
        const core::LinearDaeModel& model = *compiled.model->linearDae();
        std::vector<Eigen::VectorXd> before(7), after(7);
        for (int k = 0; k < 7; ++k) model.forcing(model.tStart() + 0.37 * k, before[k]);
        std::string why;
        QVERIFY2(compiled.model->attachNativeCode(&why), (id + ": " + why).c_str());
        QVERIFY(core::hasNativeCode(model.nativePrograms()));
        // A copy (a fresh evaluator) and the model itself (its evaluator primed before).
        const core::LinearDaeModel copy = model;
        for (int k = 0; k < 7; ++k) {
            model.forcing(model.tStart() + 0.37 * k, after[k]);
            QVERIFY2(std::memcmp(before[k].data(), after[k].data(),
                                 sizeof(double) * std::size_t(before[k].size())) == 0,
                     id.c_str());
            copy.forcing(model.tStart() + 0.37 * k, after[k]);
            QVERIFY2(std::memcmp(before[k].data(), after[k].data(),
                                 sizeof(double) * std::size_t(before[k].size())) == 0,
                     id.c_str());
        }
        core::RunRecording recording(*compiled.model);
        core::CancelToken cancel;
        const auto result = compiled.model->simulate({}, recording, cancel);
        QVERIFY2(result.status.ok(), id.c_str());
        QVERIFY(compiled.model->report(result, recording).machineCode);
        ++models;
    }
    QVERIFY(models >= 4);
}

// A second model from the same formulas needs no compiler: its library is in the cache (one
// file for the model's programs); a damaged file there is replaced.
void TestNative::compiledOnceFoundInTheCache() {
    const QString root = m_cache.filePath("once");
    qputenv("MECHLAB_NATIVE_CACHE", root.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    const QStringList written = QDir(libraries(root)).entryList({"*.so"});
    QCOMPARE(written.size(), 1);
    qputenv("MECHLAB_CXX", "/nonexistent/compiler");
    std::string why;
    {
        const core::Model again = freshPreset("pendulum");
        QVERIFY2(core::attachNativeCode(again.compiled(), &why), why.c_str());
        QVERIFY(again.compiled().stage.hasNative());
        QCOMPARE(QDir(libraries(root)).entryList({"*.so"}), written);
    }
    // A damaged library (here: not one at all) is not loaded but removed, and compiled afresh
    // by the next attempt (once no model of this process holds the library loaded: while one
    // does, the next model of the same formulas shares it).
    qunsetenv("MECHLAB_CXX");
    const QString damaged = libraries(root) + "/" + written.front();
    {
        // A new file in its place (the old one may still be mapped by this process).
        QFile file(damaged);
        QVERIFY(file.remove());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a library");
    }
    const core::Model third = freshPreset("pendulum");
    QVERIFY(!core::attachNativeCode(third.compiled(), &why));
    QVERIFY2(why.find("cannot load") != std::string::npos, why.c_str());
    QVERIFY(!QFile::exists(damaged));
    QVERIFY(core::attachNativeCode(third.compiled()));
    QVERIFY(third.compiled().stage.hasNative());
}

// Libraries beyond the 200 used last are removed when a new one is written: the cache of a
// window in which many variants of a model were typed does not grow without end. Only the
// names the cache writes are touched: a user's own library or file in the folder stays.
void TestNative::cacheKeepsTheLibrariesUsedLast() {
    const QString dir = libraries(m_cache.filePath("full"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(QFile::setPermissions(m_cache.filePath("full/mechlab"),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const QDateTime old = QDateTime::currentDateTime().addDays(-1);
    auto plant = [&](const QString& name, const QDateTime& time) {
        QFile file(dir + "/" + name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.setFileTime(time, QFileDevice::FileModificationTime));
    };
    auto oldName = [](int k) { return QString("%1.so").arg(k, 32, 16, QChar('0')); };
    for (int k = 0; k < 205; ++k) plant(oldName(k), old.addSecs(k));
    // Older than all of them, and not of the cache's names.
    plant("libmine.so", old.addDays(-1));
    plant("notes.so", old.addDays(-1));
    qputenv("MECHLAB_NATIVE_CACHE", m_cache.filePath("full").toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("rolling-disc").compiled()));
    const QStringList kept = QDir(dir).entryList({"*.so"});
    QCOMPARE(kept.size(), 202);
    for (int k = 0; k < 6; ++k) QVERIFY(!kept.contains(oldName(k)));
    QVERIFY(kept.contains(oldName(204)));
    QVERIFY(kept.contains("libmine.so"));
    QVERIFY(kept.contains("notes.so"));
}

// A library in the cache is loaded only when it is a regular file of this user that nobody
// else may write; a symbolic link (planted to make this process run code from elsewhere), a
// library writable by others or owned by another user is not loaded, and the reason says so.
void TestNative::untrustedLibraryNotLoaded() {
    qputenv("MECHLAB_NATIVE_CACHE", m_cache.filePath("trusted").toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    const QString good = libraries(m_cache.filePath("trusted"));
    const QString name = QDir(good).entryList({"*.so"}).value(0);
    QVERIFY(!name.isEmpty());
    qputenv("MECHLAB_CXX", "/nonexistent/compiler"); // nothing compiled over what is found
    auto refused = [&](const QString& root, const char* reason) {
        qputenv("MECHLAB_NATIVE_CACHE", root.toLocal8Bit());
        const core::Model model = freshPreset("pendulum");
        std::string why;
        QVERIFY(!core::attachNativeCode(model.compiled(), &why));
        QVERIFY2(why.find(reason) != std::string::npos, why.c_str());
        QVERIFY(!model.compiled().stage.hasNative());
    };
    auto cacheWith = [&](const QString& root) {
        const QString dir = libraries(root);
        QDir().mkpath(dir);
        QFile::setPermissions(root + "/mechlab",
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return dir + "/" + name;
    };
    const QString linked = cacheWith(m_cache.filePath("linked"));
    QVERIFY(QFile::link(good + "/" + name, linked));
    refused(m_cache.filePath("linked"), "symbolic link");
    QVERIFY(QFileInfo(linked).isSymLink()); // not removed: it is not the cache's file

    const QString shared = cacheWith(m_cache.filePath("shared"));
    QVERIFY(QFile::copy(good + "/" + name, shared));
    QVERIFY(QFile::setPermissions(shared, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther |
                                              QFile::WriteOther | QFile::ExeOwner));
    refused(m_cache.filePath("shared"), "writable by other users");

    if (::geteuid() == 0) {
        const QString foreign = cacheWith(m_cache.filePath("foreign"));
        QVERIFY(QFile::copy(good + "/" + name, foreign));
        QVERIFY(::chown(foreign.toLocal8Bit().constData(), 65534, 65534) == 0);
        refused(m_cache.filePath("foreign"), "owned by another user");
    }
}

// The cache folder must be private: one writable by other users (a shared cache) is refused,
// as is one owned by another user (HOME kept under sudo); mechlab/native is made 0700.
void TestNative::sharedCacheFolderRefused() {
    const QString root = m_cache.filePath("world");
    qputenv("MECHLAB_NATIVE_CACHE", root.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    QCOMPARE(int(QFileInfo(libraries(root)).permissions() & 0x0077), 0);
    QVERIFY(::chmod(libraries(root).toLocal8Bit().constData(), 0777) == 0);
    std::string why;
    QVERIFY(!core::attachNativeCode(freshPreset("pendulum").compiled(), &why));
    QVERIFY2(why.find("writable by other users") != std::string::npos, why.c_str());
    if (::geteuid() == 0) {
        QVERIFY(::chmod(libraries(root).toLocal8Bit().constData(), 0700) == 0);
        QVERIFY(::chown(libraries(root).toLocal8Bit().constData(), 65534, 65534) == 0);
        QVERIFY(!core::attachNativeCode(freshPreset("pendulum").compiled(), &why));
        QVERIFY2(why.find("owned by another user") != std::string::npos, why.c_str());
    }
    // A relative cache directory is ignored (it would name a folder of whatever directory the
    // program runs in): XDG_CACHE_HOME is used instead.
    const QString xdg = m_cache.filePath("xdg");
    qputenv("MECHLAB_NATIVE_CACHE", "relative-cache");
    qputenv("XDG_CACHE_HOME", xdg.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled(), &why));
    QVERIFY(!QFileInfo::exists("relative-cache"));
    QCOMPARE(QDir(libraries(xdg)).entryList({"*.so"}).size(), 1);
}

// The files the cache writes are never opened through a link planted in their place: a link
// at the lock file's name makes the attempt fail, saying so, and the file it points to stays as
// it was; links at the temporary names of earlier versions (name.PID.cpp/.log/.so) are not used.
void TestNative::plantedLinksNotFollowed() {
    const QString probe = m_cache.filePath("probe");
    qputenv("MECHLAB_NATIVE_CACHE", probe.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("slider-crank").compiled()));
    const QString hash = QDir(libraries(probe)).entryList({"*.so"}).value(0).left(32);
    QCOMPARE(hash.size(), 32);

    const QString victim = m_cache.filePath("victim.txt");
    {
        QFile file(victim);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("the victim's data");
    }
    const QString root = m_cache.filePath("planted");
    const QString dir = libraries(root);
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(::chmod((root + "/mechlab").toLocal8Bit().constData(), 0700) == 0);
    QVERIFY(::chmod(dir.toLocal8Bit().constData(), 0700) == 0);
    const QString pid = QString::number(::getpid());
    for (const QString& ext : QStringList{".cpp", ".log", ".so"})
        QVERIFY(QFile::link(victim, dir + "/" + hash + "." + pid + ext));
    QVERIFY(QFile::link(victim, dir + "/" + hash + ".lock"));
    qputenv("MECHLAB_NATIVE_CACHE", root.toLocal8Bit());
    std::string why;
    QVERIFY(!core::attachNativeCode(freshPreset("slider-crank").compiled(), &why));
    QVERIFY2(why.find("symbolic link") != std::string::npos, why.c_str());
    QFile file(victim);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("the victim's data"));
    // Without the planted lock, the model compiles, past the other planted names.
    QVERIFY(QFile::remove(dir + "/" + hash + ".lock"));
    QVERIFY2(core::attachNativeCode(freshPreset("slider-crank").compiled(), &why), why.c_str());
    file.seek(0);
    QCOMPARE(file.readAll(), QByteArray("the victim's data"));
}

// A file of the library's name that is a library but not of these programs (no such symbols)
// is removed, and the next attempt compiles the right one.
void TestNative::libraryWithoutItsSymbolsRemoved() {
    const QString root = m_cache.filePath("symbols");
    qputenv("MECHLAB_NATIVE_CACHE", root.toLocal8Bit());
    QVERIFY(core::attachNativeCode(freshPreset("pendulum").compiled()));
    const QString dir = libraries(root);
    const QString library = dir + "/" + QDir(dir).entryList({"*.so"}).value(0);
    const QString source = m_cache.filePath("other.cpp");
    {
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("extern \"C\" int something_else() { return 1; }\n");
    }
    QVERIFY(QFile::remove(library));
    QCOMPARE(QProcess::execute("c++", {"-shared", "-fPIC", "-o", library, source}), 0);
    QVERIFY(::chmod(library.toLocal8Bit().constData(), 0700) == 0);
    const core::Model model = freshPreset("pendulum");
    std::string why;
    QVERIFY(!core::attachNativeCode(model.compiled(), &why));
    QVERIFY2(why.find("lacks") != std::string::npos, why.c_str());
    QVERIFY(!QFile::exists(library));
    QVERIFY2(core::attachNativeCode(model.compiled(), &why), why.c_str());
    QVERIFY(model.compiled().stage.hasNative());
}

// The dynamic loader knows a library by the name it was opened with (/proc/self/fd/N): the
// same model's library attached twice, the first holder gone, its descriptor number reused by
// the next model's library. Each model must still run its own code (once, the pendulum ran
// the robot's, which corrupted the heap).
void TestNative::eachModelGetsItsOwnLibrary() {
    qputenv("MECHLAB_NATIVE_CACHE", m_cache.filePath("own").toLocal8Bit());
    std::mt19937 random(5);
    for (const auto& [first, next] : {std::pair{"two-link-robot", "pendulum"},
                                      {"pendulum", "two-link-robot"},
                                      {"andrews-squeezing", "slider-crank"}}) {
        std::optional<core::Model> a = freshPreset(first);
        const core::Model again = freshPreset(first);
        std::string why;
        QVERIFY2(core::attachNativeCode(a->compiled(), &why), why.c_str());
        QVERIFY2(core::attachNativeCode(again.compiled(), &why), why.c_str());
        a.reset();
        const core::Model b = freshPreset(next);
        const auto points = randomPoints(b, random);
        const auto interpreted = blocks(b, points);
        QVERIFY2(core::attachNativeCode(b.compiled(), &why), (next + (": " + why)).c_str());
        QVERIFY(b.compiled().stage.hasNative());
        QVERIFY2(sameBits(blocks(b, points), interpreted), next);
        // The first model's library, still held by the second copy, still its own.
        const auto near = randomPoints(again, random);
        QVERIFY2(sameBits(blocks(again, near), blocks(freshPreset(first), near)), first);
    }
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
