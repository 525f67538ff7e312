#include "Mailbox.h"

#include <QMetaObject>

namespace mechlab::ui {

Mailbox::~Mailbox() {
    std::lock_guard lock(m_mutex); // the calls were built on the posting threads
    m_calls.clear();
}

void Mailbox::post(std::function<void()> call) {
    bool wake = false;
    {
        std::lock_guard lock(m_mutex);
        m_calls.push_back(std::move(call));
        wake = !m_wakePending;
        m_wakePending = true;
    }
    if (wake) QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void Mailbox::drain() {
    std::vector<std::function<void()>> calls;
    {
        std::lock_guard lock(m_mutex);
        calls.swap(m_calls);
        m_wakePending = false;
    }
    for (std::function<void()>& call : calls) call();
    // The calls and what they captured are destroyed here, on this thread.
}

} // namespace mechlab::ui
