#pragma once

// The texts the core shows to people (method names, run messages, diagnostics) are English in
// the code. A front end may install a translator; the window does (Qt Linguist files, context
// "core"), the command-line tool does not, so its output and JSON stay English.
//
// Two markers, both read by Qt's lupdate (ui/CMakeLists.txt names them in -tr-function-alias):
//   ML_NOOP("core", "finished")                   a text kept untranslated in a table; the
//                                                  front end translates it where it shows it;
//   localized("core", "unknown name %1").arg(x)   translated now, %1..%9 filled in order.
// The context argument is always "core" (lupdate needs it literally at each use).

#include <string>
#include <type_traits>
#include <vector>

#define ML_NOOP(context, text) text

namespace mechlab::core {

/// Returns the translation of `text` (UTF-8) in `context`, or nothing to keep the English.
using Translator = std::string (*)(const char* context, const char* text);

/// Installs the front end's translator (nullptr: English). Call it before any run starts.
void setTranslator(Translator translator);

/// `text` translated by the installed translator; the text itself without one.
std::string translateText(const char* context, const char* text);

/// A translated pattern whose places %1 ... %9 are filled by arg(): the first argument goes to
/// the lowest place number in the pattern (every occurrence of it), the next to the next, so a
/// translation may reorder them. Filled in one pass: an argument's own "%2" stays as it is.
class Localized {
public:
    Localized(const char* context, const char* pattern)
        : m_pattern(translateText(context, pattern)) {}

    Localized& arg(const std::string& value);
    Localized& arg(const char* value) { return arg(std::string(value)); }
    template <class Integer>
    requires std::is_integral_v<Integer> Localized& arg(Integer value) {
        return arg(std::to_string(value));
    }

    std::string str() const;
    operator std::string() const { return str(); }

private:
    std::string m_pattern;
    std::vector<std::string> m_args;
};

inline Localized localized(const char* context, const char* pattern) {
    return {context, pattern};
}

} // namespace mechlab::core
