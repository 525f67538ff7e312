#pragma once

// A queue of calls to run on one QObject's thread, filled from any thread: the way the run
// worker and the work-precision sweep hand results to the window, and the window hands runs to
// the worker.
//
// Why not QMetaObject::invokeMethod with a functor: Qt's event queue synchronizes inside Qt Core,
// and a Qt not built with ThreadSanitizer (Debian's) hides that synchronization from it, so every
// captured object would look raced. Here the calls, and everything they capture, pass through a
// std::mutex that ThreadSanitizer sees; the receiving thread is only woken, by a queued call of
// drain() by name, which carries no data.

#include <QObject>
#include <functional>
#include <mutex>
#include <vector>

namespace mechlab::ui {

class Mailbox final : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    /// Drops the calls not run yet.
    ~Mailbox() override;

    /// Queues `call` to run on this object's thread, in posting order. Any thread may post, as
    /// long as posting ends before the mailbox is destroyed.
    void post(std::function<void()> call);

private:
    Q_INVOKABLE void drain();

    std::mutex m_mutex;
    std::vector<std::function<void()>> m_calls; // guarded by m_mutex
    bool m_wakePending = false;                 // guarded by m_mutex
};

} // namespace mechlab::ui
