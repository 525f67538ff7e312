#pragma once

// Small text helpers shared by the window, the model editor and the work-precision dialog.

#include <QCoreApplication>
#include <QString>
#include <string>

namespace mechlab::ui {

/// A core string (UTF-8) as a QString.
inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

/// A text of the core's tables (method names, descriptions and settings, marked ML_NOOP in
/// core/base/Text.h), translated for the window; unchanged without a translation.
inline QString coreText(const std::string& s) {
    return QCoreApplication::translate("core", s.c_str());
}

/// A number with three significant digits, for tables and status lines.
inline QString sci(double v) {
    return QString::number(v, 'g', 3);
}

} // namespace mechlab::ui
