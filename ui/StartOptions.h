#pragma once

// The command line of the mechlab window: `mechlab [FILE]`, `--help`, `--version`.

#include <QString>
#include <QStringList>

namespace mechlab::ui {

struct StartOptions {
    QString file;      // a model file to open at start (empty: the default preset)
    bool quit = false; // --help, --version or a usage error: print `output` and exit
    int exitCode = 0;
    QString output;
};

/// Parses the arguments (the program name first, as QCoreApplication::arguments()).
StartOptions parseStartOptions(const QStringList& arguments);

} // namespace mechlab::ui
