#include "MainWindow.h"

#include <QApplication>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName("mechlab");
    QApplication::setApplicationName("mechlab");
    QApplication::setApplicationVersion(MECHLAB_VERSION);
    mechlab::ui::MainWindow window;
    window.show();
    return app.exec();
}
