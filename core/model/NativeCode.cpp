#include "model/NativeCode.h"

#include "base/Run.h"

#include <QCryptographicHash>
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <functional>
#include <map>
#include <mutex>
#include <pwd.h>
#include <random>
#include <spawn.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <utility>

extern char** environ;

namespace mechlab::core {

namespace {

// Part of the hash: a new generator or new flags make new libraries.
// 2: each library carries its identity mark (identityName()).
constexpr const char* kGenerator = "mechlab native code 2";
// No contraction of a product and a sum into a fused multiply-add (the interpreter rounds
// both), no fast-math: the machine code computes what the interpreter computes.
const char* const kFlags[] = {"-O2", "-ffp-contract=off", "-fPIC", "-shared"};
// The largest model allowed (kNativeStepLimit) compiles in a few seconds; a compiler still
// busy after this is taken to hang.
constexpr auto kCompileTimeLimit = std::chrono::seconds(60);
// The libraries kept (each some tens of kB; every edit of a model in the window that compiles
// makes one): the least recently used beyond these are removed.
constexpr std::size_t kCacheSize = 200;
// A work folder left by a process that died while compiling is removed after this.
constexpr auto kStaleWork = std::chrono::hours(1);
// The names the cache writes: "<32 hex digits>.so", ".lock", and "work.<pid>.<random>".
constexpr std::size_t kHashLength = 32;

// Set when the process ends: a compilation under way is stopped.
std::atomic<bool> g_stopping{false};

// A file descriptor, closed with its owner.
class Descriptor {
public:
    explicit Descriptor(int fd = -1) : m_fd(fd) {}
    Descriptor(Descriptor&& other) noexcept : m_fd(std::exchange(other.m_fd, -1)) {}
    Descriptor& operator=(Descriptor&& other) noexcept {
        std::swap(m_fd, other.m_fd);
        return *this;
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (m_fd >= 0) ::close(m_fd);
    }
    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

// The programs that have work to do (more than the end mark).
std::vector<const Tape*> working(const std::vector<const Tape*>& programs) {
    std::vector<const Tape*> all;
    for (const Tape* t : programs)
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

// The symbol every library defines after its own name: proof that the library the dynamic
// loader hands back is this one (see loadLibrary()).
std::string identityName(const std::string& name) {
    return "mechlab_library_" + name;
}

bool stopRequested(const CancelToken* cancel) {
    return g_stopping || (cancel && cancel->cancelled());
}

// An executable file named by MECHLAB_CXX (a path, or a name looked up on the PATH), or the
// first of c++, g++, clang++ on the PATH; empty when there is none.
std::string compiler() {
    auto executable = [](const std::string& name) -> std::string {
        if (name.find('/') != std::string::npos)
            return ::access(name.c_str(), X_OK) == 0 ? name : std::string();
        const char* path = std::getenv("PATH");
        std::string dirs = path ? path : "/usr/bin:/bin";
        for (std::size_t from = 0; from <= dirs.size();) {
            const std::size_t to = std::min(dirs.find(':', from), dirs.size());
            const std::string dir = dirs.substr(from, to - from);
            // Only absolute directories of the PATH: a relative one names whatever lies in the
            // working directory.
            if (!dir.empty() && dir.front() == '/') {
                const std::string candidate = dir + "/" + name;
                struct stat st {};
                if (::stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
                    ::access(candidate.c_str(), X_OK) == 0)
                    return candidate;
            }
            from = to + 1;
        }
        return {};
    };
    if (const char* chosen = std::getenv("MECHLAB_CXX"); chosen && *chosen)
        return executable(chosen);
    for (const char* name : {"c++", "g++", "clang++"})
        if (std::string path = executable(name); !path.empty()) return path;
    return {};
}

// An environment variable that holds an absolute path, else empty: a relative one would mean
// a different folder in every working directory (the XDG base directory specification says
// to ignore it).
std::string absolutePath(const char* variable) {
    const char* value = std::getenv(variable);
    return value && value[0] == '/' ? std::string(value) : std::string();
}

// The folder the cache's own mechlab/native folder goes in: MECHLAB_NATIVE_CACHE, else
// XDG_CACHE_HOME, else ~/.cache (the home directory from HOME, else from the user database).
// Empty when there is none that is this user's: a user whose home is "/" would otherwise share
// "/.cache" with every other such user.
std::string cacheRoot() {
    if (std::string chosen = absolutePath("MECHLAB_NATIVE_CACHE"); !chosen.empty()) return chosen;
    if (std::string xdg = absolutePath("XDG_CACHE_HOME"); !xdg.empty()) return xdg;
    std::string home = absolutePath("HOME");
    if (home.empty())
        if (const passwd* user = ::getpwuid(::geteuid());
            user && user->pw_dir && user->pw_dir[0] == '/')
            home = user->pw_dir;
    while (home.size() > 1 && home.back() == '/') home.pop_back();
    if (home.empty() || home == "/") return {};
    return home + "/.cache";
}

std::string errnoText() {
    return std::strerror(errno);
}

// Why a file or folder of the cache, opened as `fd`, may not be trusted; empty when it may:
// it is of the expected kind, owned by this user and writable by nobody else.
std::string untrusted(int fd, bool directory) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) return "cannot be examined (" + errnoText() + ")";
    if (directory ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode))
        return directory ? "is not a directory" : "is not a regular file";
    if (st.st_uid != ::geteuid())
        return "is owned by another user (uid " + std::to_string(st.st_uid) + ")";
    if (st.st_mode & (S_IWGRP | S_IWOTH)) return "is writable by other users";
    return {};
}

// Opens the folder `name` in `parent` (made 0700 when missing) without following a symbolic
// link, or says why not.
Descriptor openPrivateFolder(int parent, const std::string& name, const std::string& shown,
                             std::string* why) {
    if (::mkdirat(parent, name.c_str(), 0700) != 0 && errno != EEXIST) {
        *why = "cannot create " + shown + " (" + errnoText() + ")";
        return Descriptor();
    }
    Descriptor fd(::openat(parent, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!fd.valid()) {
        *why = errno == ELOOP || errno == ENOTDIR
                   ? shown + " is a symbolic link or not a directory: not used"
                   : "cannot open " + shown + " (" + errnoText() + ")";
        return Descriptor();
    }
    if (const std::string reason = untrusted(fd.get(), true); !reason.empty()) {
        *why = shown + " " + reason + ": machine code is not loaded from it";
        return Descriptor();
    }
    return fd;
}

// The cache's folder ROOT/mechlab/native, opened, or why it is not used. Every later access
// goes through this descriptor, so a folder renamed or replaced under the path meanwhile does
// not matter.
Descriptor openCache(std::string* shown, std::string* why) {
    const std::string root = cacheRoot();
    if (root.empty()) {
        *why = "no cache directory of this user's (HOME, XDG_CACHE_HOME and MECHLAB_NATIVE_CACHE "
               "give no absolute path of a home other than /)";
        return Descriptor();
    }
    // The root itself may be a symbolic link (~/.cache often is); it is made when missing.
    for (std::size_t slash = root.find('/', 1);; slash = root.find('/', slash + 1)) {
        const std::string prefix = root.substr(0, slash);
        if (::mkdir(prefix.c_str(), 0700) != 0 && errno != EEXIST) {
            *why = "cannot create " + prefix + " (" + errnoText() + ")";
            return Descriptor();
        }
        if (slash == std::string::npos) break;
    }
    const Descriptor base(::open(root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!base.valid()) {
        *why = "cannot open " + root + " (" + errnoText() + ")";
        return Descriptor();
    }
    const Descriptor mechlab = openPrivateFolder(base.get(), "mechlab", root + "/mechlab", why);
    if (!mechlab.valid()) return Descriptor();
    *shown = root + "/mechlab/native";
    return openPrivateFolder(mechlab.get(), "native", *shown, why);
}

bool isHash(const std::string& s) {
    return s.size() == kHashLength && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// The names in the folder `dir`.
std::vector<std::string> entries(int dir) {
    std::vector<std::string> names;
    const int copy = ::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (copy < 0) return names;
    DIR* listing = ::fdopendir(copy);
    if (!listing) {
        ::close(copy);
        return names;
    }
    while (const dirent* e = ::readdir(listing))
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names.emplace_back(e->d_name);
    ::closedir(listing);
    return names;
}

// Removes a work folder and the files in it (none of them is a folder).
void removeWork(int dir, const std::string& name) {
    const Descriptor work(
        ::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (work.valid())
        for (const std::string& file : entries(work.get())) ::unlinkat(work.get(), file.c_str(), 0);
    ::unlinkat(dir, name.c_str(), AT_REMOVEDIR);
}

// Removes the least recently used libraries beyond kCacheSize, their lock files, and work
// folders of compiles that died long ago; nothing else in the folder is touched (a process
// that has a library loaded keeps its mapping).
void pruneCache(int dir) {
    std::vector<std::pair<timespec, std::string>> libraries;
    const auto now = std::chrono::system_clock::now();
    for (const std::string& name : entries(dir)) {
        struct stat st {};
        if (::fstatat(dir, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (name.size() == kHashLength + 3 && name.ends_with(".so") &&
            isHash(name.substr(0, kHashLength)) && S_ISREG(st.st_mode)) {
            libraries.emplace_back(st.st_mtim, name);
        } else if (name.starts_with("work.") && S_ISDIR(st.st_mode)) {
            const auto modified = std::chrono::system_clock::from_time_t(st.st_mtim.tv_sec);
            if (now - modified > kStaleWork) removeWork(dir, name);
        }
    }
    if (libraries.size() <= kCacheSize) return;
    std::sort(libraries.begin(), libraries.end(), [](const auto& a, const auto& b) {
        return a.first.tv_sec != b.first.tv_sec ? a.first.tv_sec > b.first.tv_sec
                                                : a.first.tv_nsec > b.first.tv_nsec;
    });
    for (std::size_t k = kCacheSize; k < libraries.size(); ++k) {
        const std::string& name = libraries[k].second;
        ::unlinkat(dir, name.c_str(), 0);
        ::unlinkat(dir, (name.substr(0, kHashLength) + ".lock").c_str(), 0);
    }
}

// Writes all of `text` to `fd`.
bool writeAll(int fd, const std::string& text) {
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

// Runs the compiler in the work folder `work` on programs.cpp, making programs.so; its messages
// go to `log`. The compiler is the leader of a process group of its own (cc1plus, the
// assembler and the linker are its children), killed as a whole when the compile is stopped.
// Empty on success, else what went wrong.
std::string runCompiler(const std::string& cxx, int work, int log, const CancelToken* cancel) {
    std::vector<std::string> args = {cxx};
    for (const char* flag : kFlags) args.emplace_back(flag);
    args.insert(args.end(), {"-o", "programs.so", "programs.cpp", "-lm"});
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&files, log, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&files, log, STDERR_FILENO);
    posix_spawn_file_actions_addfchdir_np(&files, work);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setpgroup(&attributes, 0);
    // The compiler takes the default action of the signals this process handles, and none of
    // them blocked.
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                              POSIX_SPAWN_SETSIGDEF);
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, argv[0], &files, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attributes);
    if (spawned != 0) return "the compiler " + cxx + " could not be started";
    const auto start = std::chrono::steady_clock::now();
    int status = 0;
    for (;;) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) {
            ::kill(-pid, SIGKILL);
            return "lost the compiler process";
        }
        const bool late = std::chrono::steady_clock::now() - start > kCompileTimeLimit;
        if (late || stopRequested(cancel)) {
            ::kill(-pid, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            return late ? "the compiler took more than " +
                              std::to_string(kCompileTimeLimit.count()) + " s and was stopped"
                        : "the compile was stopped";
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    // What the compiler left running in its group (nothing, for a compiler that waits for its
    // children) ends with it.
    ::kill(-pid, SIGKILL);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    std::string text = "the compiler failed";
    char messages[2000];
    const ssize_t n = ::pread(log, messages, sizeof messages, 0);
    if (n > 0) {
        std::string said(messages, std::size_t(n));
        while (!said.empty() && std::isspace(static_cast<unsigned char>(said.back())))
            said.pop_back();
        text += ": " + said;
    }
    return text;
}

// A private work folder "work.<pid>.<random>" in the cache, made afresh (never one that
// existed), with its name.
Descriptor makeWork(int dir, std::string* name) {
    std::random_device entropy;
    for (int attempt = 0; attempt < 16; ++attempt) {
        *name = "work." + std::to_string(::getpid()) + "." + std::to_string(entropy());
        if (::mkdirat(dir, name->c_str(), 0700) == 0)
            return Descriptor(
                ::openat(dir, name->c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (errno != EEXIST) break;
    }
    return Descriptor();
}

// Compiles `source` into the library `library` of the cache `dir`: in a private work folder,
// its files created exclusively (never through a planted link), the result renamed into place
// at once, so another process finds either no library or a whole one.
std::string compileInto(int dir, const std::string& shown, const std::string& library,
                        const std::string& source, const CancelToken* cancel) {
    const std::string cxx = compiler();
    if (cxx.empty()) return "no C++ compiler found (c++, g++, clang++ or MECHLAB_CXX)";
    std::string workName;
    const Descriptor work = makeWork(dir, &workName);
    if (!work.valid()) return "cannot create a work folder in " + shown + " (" + errnoText() + ")";
    std::string error;
    {
        constexpr int kCreate = O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
        const Descriptor file(::openat(work.get(), "programs.cpp", O_WRONLY | kCreate, 0600));
        // Read back for the message when the compiler fails.
        const Descriptor log(::openat(work.get(), "compiler.log", O_RDWR | kCreate, 0600));
        if (!file.valid() || !log.valid() || !writeAll(file.get(), source))
            error = "cannot write the programs' source in " + shown + " (" + errnoText() + ")";
        else
            error = runCompiler(cxx, work.get(), log.get(), cancel);
    }
    if (error.empty() && ::renameat(work.get(), "programs.so", dir, library.c_str()) != 0)
        error = "cannot write " + shown + "/" + library + " (" + errnoText() + ")";
    removeWork(dir, workName);
    return error;
}

// Holds the lock file of one library (shared by every process that uses the cache) while a
// process looks for the library and compiles it: a model is compiled once, however many
// processes start on it at the same time.
class CompileLock {
public:
    CompileLock(int dir, const std::string& name, const CancelToken* cancel, std::string* why) {
        m_fd = Descriptor(
            ::openat(dir, name.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600));
        if (!m_fd.valid()) {
            *why = "cannot open the lock file " + name + " (" +
                   (errno == ELOOP ? std::string("a symbolic link") : errnoText()) + ")";
            return;
        }
        if (const std::string reason = untrusted(m_fd.get(), false); !reason.empty()) {
            *why = "the lock file " + name + " " + reason;
            m_fd = Descriptor();
            return;
        }
        // The other process compiles within kCompileTimeLimit or is stopped.
        const auto start = std::chrono::steady_clock::now();
        while (::flock(m_fd.get(), LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR) {
                *why = "cannot lock " + name + " (" + errnoText() + ")";
                m_fd = Descriptor();
                return;
            }
            if (stopRequested(cancel) || std::chrono::steady_clock::now() - start >
                                             kCompileTimeLimit + std::chrono::seconds(5)) {
                *why = stopRequested(cancel) ? "the compile was stopped"
                                             : "another process holds " + name + " too long";
                m_fd = Descriptor();
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }
    bool held() const { return m_fd.valid(); }

private:
    Descriptor m_fd; // closing it releases the lock
};

enum class Found { Loaded, Missing, Refused };

// The libraries loaded in this process by name, while any program uses them. The dynamic loader
// knows a loaded library by the name it was opened with, /proc/self/fd/N, and by its file: a
// second dlopen of a loaded file returns the first handle, still under the first name. Were the
// first descriptor closed while the library stays loaded, the next library opened under the
// same number N would be taken for it. So a library is opened once while it is in use, and its
// descriptor closed only after it is unloaded; the identity mark catches whatever slips past.
// (Never destroyed: a model that outlives the statics of this file may still unload its own.)
struct Loader {
    std::mutex mutex; // the table, and dlopen/dlclose with their descriptors
    std::map<std::string, std::weak_ptr<const void>> loaded;
};
Loader& loader() {
    static Loader* const instance = new Loader;
    return *instance;
}

// Binds the programs' functions of the loaded `handle`; false, with `why`, when one is missing.
bool bind(void* handle, std::size_t count, std::vector<Tape::NativeFunction>* functions,
          std::string* why) {
    functions->clear();
    for (std::size_t k = 0; k < count; ++k) {
        void* symbol = ::dlsym(handle, functionName(k).c_str());
        if (!symbol) {
            *why = "the compiled library lacks " + functionName(k) + ": removed";
            return false;
        }
        functions->push_back(reinterpret_cast<Tape::NativeFunction>(symbol));
    }
    return true;
}

// Opens the cache's library `name` (the hash, `library` its file) if it is there and may be
// trusted, and loads it through the descriptor that was checked (/proc/self/fd/N names that
// very file, whatever is renamed meanwhile); binds the programs' functions to `functions`.
Found loadLibrary(int dir, const std::string& name, const std::string& library,
                  const std::string& shown, std::size_t count, std::shared_ptr<const void>* loaded,
                  std::vector<Tape::NativeFunction>* functions, std::string* why) {
    {
        const std::lock_guard<std::mutex> lock(loader().mutex);
        if (auto it = loader().loaded.find(name); it != loader().loaded.end())
            *loaded = it->second.lock();
    }
    if (*loaded) {
        if (bind(const_cast<void*>(loaded->get()), count, functions, why)) return Found::Loaded;
        loaded->reset();
        return Found::Refused;
    }
    Descriptor fd(::openat(dir, library.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
    const std::string path = shown + "/" + library;
    if (!fd.valid()) {
        if (errno == ENOENT) return Found::Missing;
        *why = errno == ELOOP ? path + " is a symbolic link: not loaded"
                              : "cannot open " + path + " (" + errnoText() + ")";
        return Found::Refused;
    }
    if (const std::string reason = untrusted(fd.get(), false); !reason.empty()) {
        *why = path + " " + reason + ": not loaded";
        return Found::Refused;
    }
    const std::string byDescriptor = "/proc/self/fd/" + std::to_string(fd.get());
    if (::access(byDescriptor.c_str(), F_OK) != 0) {
        *why = "/proc is not mounted: a library cannot be loaded by its checked descriptor";
        return Found::Refused;
    }
    ::futimens(fd.get(), nullptr); // its time is when it was last used
    std::unique_lock<std::mutex> lock(loader().mutex);
    void* handle = ::dlopen(byDescriptor.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        lock.unlock();
        // A damaged file would fail every time: gone, the next attempt compiles afresh.
        *why = std::string("cannot load the compiled programs: ") + ::dlerror();
        ::unlinkat(dir, library.c_str(), 0);
        return Found::Refused;
    }
    *loaded = std::shared_ptr<const void>(handle, [held = fd.release(), name](const void* h) {
        const std::lock_guard<std::mutex> unloading(loader().mutex);
        ::dlclose(const_cast<void*>(h));
        ::close(held);
        if (auto it = loader().loaded.find(name);
            it != loader().loaded.end() && it->second.expired())
            loader().loaded.erase(it);
    });
    // Not this library (the same name from elsewhere, or another one the loader took for it):
    // removed, so that the next attempt compiles the right one.
    const bool itself = ::dlsym(handle, identityName(name).c_str()) != nullptr;
    if (itself) loader().loaded[name] = *loaded;
    lock.unlock();
    if (!itself) {
        *why = "the compiled library lacks " + identityName(name) + ": removed";
        ::unlinkat(dir, library.c_str(), 0);
        loaded->reset();
        return Found::Refused;
    }
    if (bind(handle, count, functions, why)) return Found::Loaded;
    ::unlinkat(dir, library.c_str(), 0);
    loaded->reset();
    return Found::Refused;
}

std::mutex g_attaching; // one model at a time in this process

} // namespace

bool nativeCodeEnabled() {
    const char* value = std::getenv("MECHLAB_NATIVE");
    return !value || std::strcmp(value, "off") != 0;
}

bool hasNativeCode(const CompiledModel& model) {
    return hasNativeCode(model.programs());
}

bool hasNativeCode(const std::vector<const Tape*>& programs) {
    return allNative(working(programs));
}

bool attachNativeCode(const CompiledModel& model, std::string* why, const CancelToken* cancel) {
    return attachNativeCode(model.programs(), why, cancel);
}

bool attachNativeCode(const std::vector<const Tape*>& given, std::string* why,
                      const CancelToken* cancel) {
    auto fail = [&](const std::string& reason) {
        if (why) *why = reason;
        return false;
    };
    if (!nativeCodeEnabled()) return fail("MECHLAB_NATIVE=off");
    const std::vector<const Tape*> tapes = working(given);
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
    const std::string name = hash.result().toHex().left(int(kHashLength)).toStdString();
    const std::string library = name + ".so";
    source += "extern \"C\" void " + identityName(name) + "() {}\n";

    std::string shown, reason;
    const Descriptor dir = openCache(&shown, &reason);
    if (!dir.valid()) return fail(reason);
    std::shared_ptr<const void> loaded;
    std::vector<Tape::NativeFunction> functions;
    Found found =
        loadLibrary(dir.get(), name, library, shown, tapes.size(), &loaded, &functions, &reason);
    if (found == Found::Missing) {
        const CompileLock locked(dir.get(), name + ".lock", cancel, &reason);
        if (!locked.held()) return fail(reason);
        // Another process may have compiled it while this one waited for the lock.
        found = loadLibrary(dir.get(), name, library, shown, tapes.size(), &loaded, &functions,
                            &reason);
        if (found == Found::Missing) {
            if (const std::string error = compileInto(dir.get(), shown, library, source, cancel);
                !error.empty())
                return fail(error);
            pruneCache(dir.get());
            found = loadLibrary(dir.get(), name, library, shown, tapes.size(), &loaded, &functions,
                                &reason);
        }
    }
    if (found != Found::Loaded)
        return fail(found == Found::Missing ? "the library vanished" : reason);
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
    void add(std::function<void()> job) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.push_back(std::move(job));
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
            const std::function<void()> job = std::move(m_queue.front());
            m_queue.pop_front();
            lock.unlock();
            job();
            lock.lock();
        }
    }
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::function<void()>> m_queue;
    std::thread m_thread;
    bool m_stop = false;
};

} // namespace

void attachNativeCodeLater(std::shared_ptr<const CompiledModel> model) {
    if (!model) return;
    attachNativeCodeLater(model, model->programs());
}

void attachNativeCodeLater(std::shared_ptr<const void> owner, std::vector<const Tape*> programs) {
    if (!owner || !nativeCodeEnabled()) return;
    Background::instance().add(
        [held = std::weak_ptr<const void>(owner), programs = std::move(programs)] {
            // Skipped when nobody holds the programs' owner any more.
            if (const std::shared_ptr<const void> alive = held.lock()) attachNativeCode(programs);
        });
}

} // namespace mechlab::core
