#pragma once

#include <string>
#include <vector>

namespace mechlab::core {

/// A problem found in what the user typed or in a model file: which part, the text, the
/// character position (0-based, -1 if none) and a plain-language message.
struct Diagnostic {
    std::string where;   // "f2", "M12", "definition k", "initial velocity of x", "file", ...
    std::string formula; // the text the position refers to (may be empty)
    int position = -1;
    std::string message;

    /// One line "where: message (at character N)"; with `withCaret`, the formula and a caret
    /// under the position follow on two more lines.
    std::string toString(bool withCaret = false) const;
};

using Diagnostics = std::vector<Diagnostic>;

std::string toString(const Diagnostics& diagnostics, bool withCaret = false);

} // namespace mechlab::core
