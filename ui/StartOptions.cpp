#include "StartOptions.h"

#include "base/Text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace mechlab::ui {

StartOptions parseStartOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("mechlab", "Interactive simulation of constrained mechanical "
                                               "systems. Opens FILE (a mechlab model, JSON), or "
                                               "the pendulum."));
    const QCommandLineOption help({"h", "help"},
                                  QCoreApplication::translate("mechlab", "Show this help."));
    const QCommandLineOption version({"v", "version"},
                                     QCoreApplication::translate("mechlab", "Show the version."));
    const QCommandLineOption lang(
        "lang",
        QCoreApplication::translate("mechlab", "The language of the window: %1 (default: the "
                                               "system's).")
            .arg(QStringList(QStringList{"en"} + availableLanguages()).join(", ")),
        "LANG");
    parser.addOption(help);
    parser.addOption(version);
    parser.addOption(lang);
    parser.addPositionalArgument(
        "FILE", QCoreApplication::translate("mechlab", "A model file to open."), "[FILE]");
    StartOptions options;
    if (!parser.parse(arguments)) {
        options.quit = true;
        options.exitCode = 2;
        options.output = parser.errorText() + "\n" + parser.helpText();
        return options;
    }
    if (parser.isSet(help)) {
        options.quit = true;
        options.output = parser.helpText();
        return options;
    }
    if (parser.isSet(version)) {
        options.quit = true;
        options.output = QString("mechlab %1\n").arg(QCoreApplication::applicationVersion());
        return options;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        options.quit = true;
        options.exitCode = 2;
        options.output =
            QCoreApplication::translate("mechlab", "mechlab opens one file at a time.\n") +
            parser.helpText();
        return options;
    }
    if (!files.isEmpty()) options.file = files.front();
    if (parser.isSet(lang)) {
        options.language = parser.value(lang);
        if (options.language != "en" && !availableLanguages().contains(options.language)) {
            options.quit = true;
            options.exitCode = 2;
            options.output = QCoreApplication::translate("mechlab", "No translation for '%1'.\n")
                                 .arg(options.language) +
                             parser.helpText();
        }
    }
    return options;
}

QStringList availableLanguages() {
    return {"de"};
}

namespace {
// The core's run messages and diagnostics, translated where the core composes them.
std::string translateCoreText(const char* context, const char* text) {
    return QCoreApplication::translate(context, text).toStdString();
}
} // namespace

bool installTranslations(const QString& language) {
    // One translator each for mechlab and for Qt's dialogs, kept for the application's life.
    static QTranslator* own = nullptr;
    static QTranslator* qt = nullptr;
    for (QTranslator** t : {&own, &qt}) {
        if (*t) QCoreApplication::removeTranslator(*t);
        delete *t;
        *t = nullptr;
    }
    core::setTranslator(nullptr);
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) return true;
    auto* mine = new QTranslator;
    if (!mine->load(locale, "mechlab", "_", ":/mechlab/translations")) {
        delete mine;
        return false;
    }
    own = mine;
    QCoreApplication::installTranslator(own);
    core::setTranslator(&translateCoreText);
    auto* base = new QTranslator;
    if (base->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qt = base;
        QCoreApplication::installTranslator(qt);
    } else {
        delete base;
    }
    return true;
}

} // namespace mechlab::ui
