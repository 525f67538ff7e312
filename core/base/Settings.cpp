#include "base/Settings.h"

#include "base/Text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <regex>

namespace mechlab::core {

namespace {

const SettingSpec* find(const std::vector<SettingSpec>& schema, const std::string& key) {
    for (const auto& s : schema)
        if (s.key == key) return &s;
    return nullptr;
}

} // namespace

std::optional<double> parseReal(const std::string& s) {
    double v = 0.0;
    const char* end = s.data() + s.size();
    auto res = std::from_chars(s.data(), end, v);
    if (res.ec != std::errc() || res.ptr != end || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::string formatNumber(double value) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, value);
    return std::string(buf, res.ptr);
}

std::string formatBrief(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", value);
    return buf;
}

std::string formatSix(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

std::optional<std::string> Settings::validate(const std::vector<SettingSpec>& schema,
                                              const std::map<std::string, std::string>& values) {
    for (const auto& [key, value] : values) {
        const SettingSpec* spec = find(schema, key);
        if (!spec) {
            std::string known;
            for (const auto& s : schema) known += (known.empty() ? "" : ", ") + s.key;
            return localized("core", "unknown setting '%1' (this method has: %2)")
                .arg(key)
                .arg(known);
        }
        if (spec->type == SettingType::Text) {
            // Bounded before the regular expression, whose matcher recurses per character.
            if (value.size() > kMaxTextSetting)
                return localized("core", "setting '%1' is too long (%2 characters; at most %3)")
                    .arg(key)
                    .arg(value.size())
                    .arg(kMaxTextSetting);
            if (!std::regex_match(value, std::regex(spec->pattern)))
                return localized("core", "setting '%1' has the wrong form: '%2' (%3)")
                    .arg(key)
                    .arg(value)
                    .arg(translateText("core", spec->tooltip.c_str()));
            continue;
        }
        if (spec->type == SettingType::Choice) {
            bool ok = false;
            std::string list;
            for (const auto& c : spec->choices) {
                ok = ok || c == value;
                list += (list.empty() ? "" : ", ") + c;
            }
            if (!ok)
                return localized("core", "setting '%1' must be one of %2, not '%3'")
                    .arg(key)
                    .arg(list)
                    .arg(value);
            continue;
        }
        if (value.empty() && spec->type == SettingType::Real) continue; // left unset
        const auto number = parseReal(value);
        if (!number)
            return localized("core", "setting '%1' must be a number, not '%2'").arg(key).arg(value);
        if (spec->type == SettingType::Integer && *number != std::floor(*number))
            return localized("core", "setting '%1' must be a whole number, not '%2'")
                .arg(key)
                .arg(value);
        if (spec->min < spec->max && (*number < spec->min || *number > spec->max))
            return localized("core", "setting '%1' = %2 is outside its range [%3, %4]")
                .arg(key)
                .arg(value)
                .arg(formatNumber(spec->min))
                .arg(formatNumber(spec->max));
    }
    return std::nullopt;
}

std::string Settings::raw(const std::string& key) const {
    auto it = m_values.find(key);
    if (it != m_values.end()) return it->second;
    const SettingSpec* spec = find(m_schema, key);
    return spec ? spec->defaultValue : std::string();
}

bool Settings::has(const std::string& key) const {
    return !raw(key).empty();
}
double Settings::real(const std::string& key) const {
    return parseReal(raw(key)).value_or(0.0);
}
std::string Settings::choice(const std::string& key) const {
    return raw(key);
}

std::string Settings::describe() const {
    std::string s;
    for (const auto& spec : m_schema) {
        const std::string v = raw(spec.key);
        if (v.empty()) continue;
        s += (s.empty() ? "" : ", ") + spec.key + "=" + v;
    }
    return s;
}

} // namespace mechlab::core
