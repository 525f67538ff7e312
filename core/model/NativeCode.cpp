#include "model/NativeCode.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <deque>
#include <dlfcn.h>
#include <fcntl.h>
#include <mutex>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace mechlab::core {

namespace {

// Part of the hash: a new generator or new flags make new libraries.
constexpr const char* kGenerator = "mechlab native code 1";
// No contraction of a product and a sum into a fused multiply-add (the interpreter rounds
// both), no fast-math: the machine code computes what the interpreter computes.
const char* const kFlags[] = {"-O2", "-ffp-contract=off", "-fPIC", "-shared"};
constexpr auto kCompileTimeLimit = std::chrono::minutes(5);
// The libraries kept (each some tens of kB; every edit of a model in the window that compiles
// makes one): the least recently used beyond these are removed.
constexpr int kCacheSize = 200;

// Set when the process ends: a compilation under way is stopped.
std::atomic<bool> g_stopping{false};

// The model's programs that have work to do (more than the end mark).
std::vector<const Tape*> programs(const CompiledModel& c) {
    std::vector<const Tape*> all;
    for (const Tape* t : c.programs())
        if (t->varyingCount() > 1) all.push_back(t);
    return all;
}

bool allNative(const std::vector<const Tape*>& tapes) {
    return !tapes.empty() &&
           std::all_of(tapes.begin(), tapes.end(), [](const Tape* t) { return t->hasNative(); });
}

std::string functionName(std::size_t k) {
    return "mechlab_program_" + std::to_string(k);
}

QString compiler() {
    const QByteArray chosen = qgetenv("MECHLAB_CXX");
    if (!chosen.isEmpty()) return QStandardPaths::findExecutable(QString::fromLocal8Bit(chosen));
    for (const char* name : {"c++", "g++", "clang++"}) {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (!path.isEmpty()) return path;
    }
    return {};
}

QString cacheDirectory() {
    const QByteArray chosen = qgetenv("MECHLAB_NATIVE_CACHE");
    if (!chosen.isEmpty()) return QString::fromLocal8Bit(chosen);
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return (base.isEmpty() ? QDir::tempPath() : base) + QStringLiteral("/mechlab/native");
}

// Runs the compiler; its messages go to `log`. Empty on success, else what went wrong.
std::string runCompiler(const QString& cxx, const QString& source, const QString& library,
                        const QString& log) {
    std::vector<std::string> args = {cxx.toStdString()};
    for (const char* flag : kFlags) args.emplace_back(flag);
    args.insert(args.end(), {"-o", library.toStdString(), source.toStdString(), "-lm"});
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    const std::string logPath = log.toStdString();
    posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, logPath.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&files, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0) return "the compiler " + args[0] + " could not be started";
    const auto start = std::chrono::steady_clock::now();
    int status = 0;
    for (;;) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (done < 0) return "lost the compiler process";
        if (g_stopping || std::chrono::steady_clock::now() - start > kCompileTimeLimit) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return "the compiler was stopped";
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    QFile messages(log);
    std::string text = "the compiler failed";
    if (messages.open(QIODevice::ReadOnly))
        text += ": " + messages.read(2000).trimmed().toStdString();
    return text;
}

// Removes the least recently used libraries beyond kCacheSize (a process that has one loaded
// keeps its mapping).
void pruneCache(const QString& dir) {
    const QFileInfoList libraries =
        QDir(dir).entryInfoList({QStringLiteral("*.so")}, QDir::Files, QDir::Time);
    for (qsizetype k = kCacheSize; k < libraries.size(); ++k)
        QFile::remove(libraries[k].absoluteFilePath());
}

std::mutex g_attaching; // one model at a time: no two compilers writing one library

} // namespace

bool nativeCodeEnabled() {
    return qgetenv("MECHLAB_NATIVE") != "off";
}

bool hasNativeCode(const CompiledModel& model) {
    return allNative(programs(model));
}

bool attachNativeCode(const CompiledModel& model, std::string* why) {
    auto fail = [&](const std::string& reason) {
        if (why) *why = reason;
        return false;
    };
    if (!nativeCodeEnabled()) return fail("MECHLAB_NATIVE=off");
    const std::vector<const Tape*> tapes = programs(model);
    if (tapes.empty()) return fail("no program to compile");
    long steps = 0;
    for (const Tape* t : tapes) steps += t->varyingCount();
    if (steps > kNativeStepLimit)
        return fail("the programs are too long (" + std::to_string(steps) + " instructions)");
    const std::lock_guard<std::mutex> lock(g_attaching);
    if (allNative(tapes)) return true;

    std::string source = Tape::nativeSourcePrelude();
    for (std::size_t k = 0; k < tapes.size(); ++k)
        source += tapes[k]->nativeSource(functionName(k));
    // Named by the source alone: whichever compiler made a library, its programs compute the
    // interpreter's bits (see kFlags).
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray(kGenerator));
    for (const char* flag : kFlags) hash.addData(QByteArray(flag));
    hash.addData(QByteArray::fromStdString(source));
    const QString name = QString::fromLatin1(hash.result().toHex().left(32));
    const QString dir = cacheDirectory();
    const QString library = dir + "/" + name + ".so";
    if (!QFile::exists(library)) {
        const QString cxx = compiler();
        if (cxx.isEmpty()) return fail("no C++ compiler found (c++, g++, clang++ or MECHLAB_CXX)");
        if (!QDir().mkpath(dir)) return fail("cannot create " + dir.toStdString());
        // Written under names of this process, then renamed: another process finds either no
        // library or a whole one.
        const QString stem = dir + "/" + name + "." + QString::number(getpid());
        QFile file(stem + ".cpp");
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(source.data(), qint64(source.size())) != qint64(source.size()))
            return fail("cannot write " + file.fileName().toStdString());
        file.close();
        const std::string error = runCompiler(cxx, stem + ".cpp", stem + ".so", stem + ".log");
        QFile::remove(stem + ".cpp");
        QFile::remove(stem + ".log");
        if (!error.empty()) {
            QFile::remove(stem + ".so");
            return fail(error);
        }
        if (std::rename((stem + ".so").toLocal8Bit().constData(),
                        library.toLocal8Bit().constData()) != 0) {
            QFile::remove(stem + ".so");
            return fail("cannot write " + library.toStdString());
        }
        pruneCache(dir);
    } else {
        QFile used(library); // its time is when it was last used
        if (used.open(QIODevice::ReadOnly))
            used.setFileTime(QDateTime::currentDateTime(), QFileDevice::FileModificationTime);
    }
    void* handle = dlopen(library.toLocal8Bit().constData(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        // A damaged file would fail every time: gone, the next attempt compiles afresh.
        const std::string error = dlerror();
        QFile::remove(library);
        return fail("cannot load the compiled programs: " + error);
    }
    const std::shared_ptr<const void> loaded(handle,
                                             [](const void* h) { dlclose(const_cast<void*>(h)); });
    std::vector<Tape::NativeFunction> functions;
    for (std::size_t k = 0; k < tapes.size(); ++k) {
        void* symbol = dlsym(handle, functionName(k).c_str());
        if (!symbol) return fail("the compiled library lacks " + functionName(k));
        functions.push_back(reinterpret_cast<Tape::NativeFunction>(symbol));
    }
    for (std::size_t k = 0; k < tapes.size(); ++k) tapes[k]->attachNative(functions[k], loaded);
    return true;
}

namespace {

// The thread of attachNativeCodeLater(), started at its first use and stopped (a compiler
// under way killed) when the process ends.
class Background {
public:
    static Background& instance() {
        static Background background;
        return background;
    }
    void add(std::weak_ptr<const CompiledModel> model) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.push_back(std::move(model));
        if (!m_thread.joinable()) m_thread = std::thread([this] { loop(); });
        m_wake.notify_one();
    }
    ~Background() {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
            g_stopping = true;
        }
        m_wake.notify_one();
        if (m_thread.joinable()) m_thread.join();
    }

private:
    Background() = default;
    void loop() {
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [&] { return m_stop || !m_queue.empty(); });
            if (m_stop) return;
            const std::shared_ptr<const CompiledModel> model = m_queue.front().lock();
            m_queue.pop_front();
            if (!model) continue;
            lock.unlock();
            attachNativeCode(*model);
            lock.lock();
        }
    }
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::weak_ptr<const CompiledModel>> m_queue;
    std::thread m_thread;
    bool m_stop = false;
};

} // namespace

void attachNativeCodeLater(std::shared_ptr<const CompiledModel> model) {
    if (model && nativeCodeEnabled()) Background::instance().add(model);
}

} // namespace mechlab::core
