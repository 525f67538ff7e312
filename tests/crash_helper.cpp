// A process for tst_gui to kill: `crash_helper edit` opens the pendulum in the window, edits a
// force, waits until the autosave file holds the edit and then kills itself (an abnormal exit);
// `crash_helper save PATH` saves two versions of a large model to PATH in turn until it is
// killed, so that the kill lands in the middle of a save.

#include "MainWindow.h"
#include "ModelEditor.h"
#include "model/ModelJson.h"
#include "model/Presets.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTableWidget>
#include <QThread>
#include <csignal>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 2 && args[1] == "edit") {
        mechlab::ui::MainWindow w;
        w.show();
        w.editor()->forcesTable()->item(1, 0)->setText("0 - 1.5*m*g");
        const QString path = qEnvironmentVariable("MECHLAB_AUTOSAVE_DIR") + "/autosave.json";
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 20000) {
            app.processEvents();
            QFile file(path);
            if (file.open(QIODevice::ReadOnly) && file.readAll().contains("1.5*m*g"))
                std::raise(SIGKILL); // a crash without a core file
            QThread::msleep(10);
        }
        return 2; // the autosave never came
    }
    if (args.size() == 3 && args[1] == "save") {
        mechlab::core::ModelSpec spec = *mechlab::core::loadPreset("pendulum").spec;
        for (int version = 0;; version = 1 - version) {
            spec.description = std::string(4 << 20, version ? 'b' : 'a'); // 4 MB per save
            if (!mechlab::core::saveModelFile(spec, args[2].toStdString(), nullptr)) return 3;
        }
    }
    return 1;
}
