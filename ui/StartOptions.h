#pragma once

// The command line of the mechlab window: `mechlab [--lang LANG] [FILE]`, `--help`,
// `--version`; and the translations the window speaks.

#include <QString>
#include <QStringList>

namespace mechlab::ui {

struct StartOptions {
    QString file;      // a model file to open at start (empty: the default preset)
    QString language;  // --lang: "de", "en", ... (empty: the system's)
    bool quit = false; // --help, --version or a usage error: print `output` and exit
    int exitCode = 0;
    QString output;
};

/// Parses the arguments (the program name first, as QCoreApplication::arguments()).
StartOptions parseStartOptions(const QStringList& arguments);

/// The languages mechlab has a translation for, besides English ("de").
QStringList availableLanguages();
/// Installs the translation of mechlab and of Qt's own dialogs for a language ("de"; empty:
/// the system locale's) in the application, replacing one installed before; English (or a
/// language without a translation) installs none. False when the language has no translation.
/// The core's messages follow (core::setTranslator): they are translated on the worker thread
/// too, so call this before any run starts (QCoreApplication::translate is reentrant only
/// while the translators stay as they are).
bool installTranslations(const QString& language);

} // namespace mechlab::ui
