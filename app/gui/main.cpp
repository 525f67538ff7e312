#include "MainWindow.h"
#include "StartOptions.h"
#include "base/Allocator.h"

#include <QApplication>
#include <QIcon>
#include <cstdio>

namespace {
void name(QCoreApplication&) {
    QCoreApplication::setOrganizationName("mechlab");
    QCoreApplication::setApplicationName("mechlab");
    QCoreApplication::setApplicationVersion(MECHLAB_VERSION);
}
} // namespace

int main(int argc, char** argv) {
    mechlab::core::keepFreedMemoryForReuse();
    // The command line first, without a display: --help and --version work in any terminal.
    mechlab::ui::StartOptions options;
    {
        QCoreApplication probe(argc, argv);
        name(probe);
        options = mechlab::ui::parseStartOptions(QCoreApplication::arguments());
    }
    if (options.quit) {
        std::fputs(options.output.toLocal8Bit().constData(), options.exitCode ? stderr : stdout);
        return options.exitCode;
    }
    QApplication app(argc, argv);
    name(app);
    mechlab::ui::installTranslations(options.language);
    // The installed desktop entry (its icon and file type in the desktop's task list).
    QGuiApplication::setDesktopFileName("org.mechlab.mechlab");
    QIcon icon;
    for (int size : {32, 64, 256})
        icon.addFile(QString(":/mechlab/icons/org.mechlab.mechlab-%1.png").arg(size));
    QApplication::setWindowIcon(icon);
    mechlab::ui::MainWindow window;
    window.show();
    // A file that cannot be opened is explained in a dialog; the default preset stays.
    if (!options.file.isEmpty()) window.openFile(options.file, false);
    return app.exec();
}
