#include "StartOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

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
    parser.addOption(help);
    parser.addOption(version);
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
    return options;
}

} // namespace mechlab::ui
