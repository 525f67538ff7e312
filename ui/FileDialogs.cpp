#include "FileDialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>

namespace mechlab::ui {

namespace {
const char* kKey = "files/lastDirectory";
}

QString lastDirectory() {
    const QString dir = QSettings().value(kKey).toString();
    return !dir.isEmpty() && QFileInfo(dir).isDir() ? dir : QDir::homePath();
}

void rememberDirectory(const QString& path) {
    if (path.isEmpty() || path.startsWith(':')) return; // nothing chosen, or a built-in preset
    const QFileInfo info(path);
    QSettings().setValue(kKey, info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

QString askSaveFile(QWidget* parent, const QString& caption, const QString& suggested,
                    const QString& filter) {
    const QString start = QFileInfo(suggested).isRelative() && !suggested.contains('/')
                              ? QDir(lastDirectory()).filePath(suggested)
                              : suggested;
    const QString path = QFileDialog::getSaveFileName(parent, caption, start, filter);
    rememberDirectory(path);
    return path;
}

QString askOpenFile(QWidget* parent, const QString& caption, const QString& directory,
                    const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(
        parent, caption, directory.isEmpty() ? lastDirectory() : directory, filter);
    rememberDirectory(path);
    return path;
}

QString askDirectory(QWidget* parent, const QString& caption) {
    const QString dir = QFileDialog::getExistingDirectory(parent, caption, lastDirectory());
    rememberDirectory(dir);
    return dir;
}

} // namespace mechlab::ui
