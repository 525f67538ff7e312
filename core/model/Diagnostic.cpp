#include "model/Diagnostic.h"

namespace mechlab::core {

std::string Diagnostic::toString(bool withCaret) const {
    std::string s = where.empty() ? message : where + ": " + message;
    if (position >= 0 && !formula.empty())
        s += " (at character " + std::to_string(position + 1) + ")";
    if (withCaret && position >= 0 && !formula.empty()) {
        s += "\n    " + formula + "\n    " + std::string(static_cast<std::size_t>(position), ' ') +
             "^";
    }
    return s;
}

std::string toString(const Diagnostics& diagnostics, bool withCaret) {
    std::string s;
    for (const Diagnostic& d : diagnostics) {
        if (!s.empty()) s += "\n";
        s += d.toString(withCaret);
    }
    return s;
}

} // namespace mechlab::core
