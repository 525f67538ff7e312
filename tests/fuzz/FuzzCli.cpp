// Fuzz target: the command line of mechlab-cli, run in-process. The input is split at newlines
// into at most 12 arguments. A --csv target other than "-" becomes /dev/null (the fuzzer must
// not write files where it likes); a run or bench still going after 0.5 s is stopped as Ctrl-C
// would stop it. Besides not crashing, hanging or leaking: the exit code is 0, 1 or 2, and a
// failure (1) or a usage error (2) says why on standard error.

#include "CliApp.h"
#include "base/Run.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

std::vector<std::string> splitArguments(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == '\n') {
            if (args.size() == 12) break;
            args.emplace_back();
        } else if (args.back().size() < 300) {
            args.back() += char(data[i]);
        }
    }
    for (std::size_t i = 1; i < args.size(); ++i)
        if (args[i - 1] == "--csv" && args[i] != "-") args[i] = "/dev/null";
    return args;
}

// Stops the command after a while, unless it finished first.
class Deadline {
public:
    explicit Deadline(mechlab::core::CancelToken& stop)
        : m_thread([this, &stop] {
              std::unique_lock lock(m_mutex);
              if (!m_cv.wait_for(lock, std::chrono::milliseconds(500), [this] { return m_done; }))
                  stop.cancel();
          }) {}
    ~Deadline() {
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_all();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false;
    std::thread m_thread;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::vector<std::string> args = splitArguments(data, size);
    std::ostringstream out, err;
    mechlab::core::CancelToken stop;
    int code = 0;
    {
        const Deadline deadline(stop);
        code = mechlab::cli::runCli(args, out, err, &stop);
    }
    const bool explained = err.str().find("mechlab-cli: ") != std::string::npos;
    if (code < 0 || code > 2 || (code != 0 && !explained)) {
        std::fprintf(stderr, "exit code %d, standard error:\n%s\n", code, err.str().c_str());
        std::abort();
    }
    return 0;
}
