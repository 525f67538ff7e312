#pragma once

// Method settings: each integrator publishes a schema (key, type, default, range, choices); the
// GUI builds its widgets from it and the CLI validates `--option key=value` against it.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

/// The whole text as a finite double, or nothing ("", "1e", "nan", "2x" give nothing).
std::optional<double> parseReal(const std::string& text);

/// The shortest text that reads back as the same double ("0.01", "1e-09").
std::string formatNumber(double value);
/// Three significant digits, for messages ("0.0123", "4.5e-07").
std::string formatBrief(double value);
/// Six significant digits, as a stream prints a double ("0.0123457", "1e-09").
std::string formatSix(double value);

enum class SettingType { Real, Integer, Choice, Text };

/// The longest value a Text setting may have.
inline constexpr std::size_t kMaxTextSetting = 64;

struct SettingSpec {
    std::string key;
    std::string label;
    std::string tooltip;
    SettingType type = SettingType::Real;
    std::string defaultValue;    // empty: no default (the setting is optional)
    double min = 0.0, max = 0.0; // inclusive range for numbers (min < max to apply)
    std::vector<std::string> choices;
    std::string pattern; // Text: the value must match this regular expression
};

/// Validated setting values of one method (strings as typed, parsed on access).
class Settings {
public:
    /// Checks every value against the schema; returns an error message for the first problem.
    static std::optional<std::string> validate(const std::vector<SettingSpec>& schema,
                                               const std::map<std::string, std::string>& values);

    Settings() = default;
    Settings(std::vector<SettingSpec> schema, std::map<std::string, std::string> values)
        : m_schema(std::move(schema)), m_values(std::move(values)) {}

    bool has(const std::string& key) const;
    double real(const std::string& key) const;
    std::string choice(const std::string& key) const;
    /// Every setting with its effective value ("step=0.01, projection=off").
    std::string describe() const;
    const std::map<std::string, std::string>& values() const { return m_values; }

private:
    std::string raw(const std::string& key) const;
    std::vector<SettingSpec> m_schema;
    std::map<std::string, std::string> m_values;
};

} // namespace mechlab::core
