#include "base/Text.h"

#include <atomic>

namespace mechlab::core {

namespace {
std::atomic<Translator> g_translator{nullptr};
}

void setTranslator(Translator translator) {
    g_translator.store(translator);
}

std::string translateText(const char* context, const char* text) {
    const Translator translator = g_translator.load();
    return translator ? translator(context, text) : std::string(text);
}

Localized& Localized::arg(const std::string& value) {
    m_args.push_back(value);
    return *this;
}

std::string Localized::str() const {
    // The place numbers the pattern uses, ascending: the k-th argument fills the k-th of them.
    bool used[10] = {};
    for (std::size_t i = 0; i + 1 < m_pattern.size(); ++i)
        if (m_pattern[i] == '%' && m_pattern[i + 1] >= '1' && m_pattern[i + 1] <= '9')
            used[m_pattern[i + 1] - '0'] = true;
    int argument[10];
    for (int d = 1, k = 0; d <= 9; ++d) argument[d] = used[d] ? k++ : -1;
    std::string out;
    out.reserve(m_pattern.size() + 16 * m_args.size());
    for (std::size_t i = 0; i < m_pattern.size(); ++i) {
        const char next = i + 1 < m_pattern.size() ? m_pattern[i + 1] : 0;
        if (m_pattern[i] == '%' && next >= '1' && next <= '9') {
            const int k = argument[next - '0'];
            if (k < int(m_args.size())) {
                out += m_args[std::size_t(k)];
                ++i;
                continue;
            }
        }
        out += m_pattern[i];
    }
    return out;
}

} // namespace mechlab::core
