#include "DocumentController.h"

#include "FileDialogs.h"
#include "Text.h"
#include "model/ModelJson.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QTimer>
#include <QWidget>

namespace mechlab::ui {

DocumentController::DocumentController(QWidget* window, std::function<core::ModelSpec()> spec)
    : QObject(window), m_window(window), m_spec(std::move(spec)) {
    // Crash-safe editing: unsaved edits go to the autosave file every few seconds; a file left
    // by an abnormal exit is offered.
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(kAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] {
        if (!m_modified) return m_autosaveTimer->stop();
        m_autosaveWritten = m_autosave.save(m_spec(), m_source) || m_autosaveWritten;
    });
    m_recovery = m_autosave.pending();
}

void DocumentController::loaded(const QString& source, const QString& path) {
    m_source = source;
    m_path = path;
    setModified(false);
    if (!path.isEmpty()) addRecentFile(path);
    Q_EMIT locationChanged();
}

void DocumentController::setModified(bool modified) {
    const bool changed = modified != m_modified;
    m_modified = modified;
    if (modified && !m_autosaveTimer->isActive()) m_autosaveTimer->start();
    if (!modified && m_autosaveWritten) { // saved or replaced: nothing left to recover
        m_autosave.clear();
        m_autosaveWritten = false;
    }
    if (changed) Q_EMIT modifiedChanged(modified);
}

bool DocumentController::saveTo(const QString& path) {
    std::string error;
    if (!core::saveModelFile(m_spec(), path.toStdString(), &error)) {
        QMessageBox::warning(m_window, tr("Save model"), q(error));
        return false;
    }
    m_path = path;
    m_source = path;
    setModified(false);
    addRecentFile(path);
    Q_EMIT locationChanged();
    return true;
}

bool DocumentController::save() {
    return m_path.isEmpty() || m_path.startsWith(":") ? saveAs() : saveTo(m_path);
}

bool DocumentController::saveAs() {
    // The double suffix lets file managers know the file as a mechlab model (the installed
    // MIME type's pattern), not as any JSON file.
    const QString path =
        askSaveFile(m_window, tr("Save model"), suggestedPath(q(m_spec().name), "mechlab.json"),
                    tr("mechlab models (*.mechlab.json *.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool DocumentController::maybeSave() {
    if (!m_modified) return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved changes"), tr("The model has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Discard) return true;
    return save();
}

void DocumentController::closed() {
    if (m_autosaveWritten) m_autosave.clear();
}

QString DocumentController::suggestedPath(const QString& base, const QString& suffix) const {
    QString name = base.isEmpty() ? QString("model") : base;
    name = name.toLower().replace(QRegularExpression("[^a-z0-9]+"), "-");
    // Beside the model's own file; a preset or a new model: where the user last chose a file.
    const QString dir =
        m_path.isEmpty() || m_path.startsWith(':') ? lastDirectory() : QFileInfo(m_path).path();
    return QDir(dir).filePath(name + "." + suffix);
}

std::optional<Autosave::Recovered> DocumentController::takeRecovery() {
    std::optional<Autosave::Recovered> r;
    r.swap(m_recovery);
    return r;
}

void DocumentController::restored() {
    setModified(true);
    m_autosaveWritten = true;
}

void DocumentController::discardRecovery() {
    m_recovery.reset();
    m_autosave.clear();
}

void DocumentController::setRecentMenu(QMenu* menu) {
    m_recentMenu = menu;
    rebuildRecentMenu();
}

void DocumentController::addRecentFile(const QString& path) {
    QSettings settings;
    QStringList files = settings.value("recentFiles").toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles) files.removeLast();
    settings.setValue("recentFiles", files);
    rebuildRecentMenu();
}

void DocumentController::rebuildRecentMenu() {
    if (!m_recentMenu) return;
    m_recentMenu->clear();
    const QStringList files = QSettings().value("recentFiles").toStringList();
    for (const QString& f : files)
        m_recentMenu->addAction(f, this, [this, f] { Q_EMIT openRequested(f); });
    m_recentMenu->setEnabled(!files.isEmpty());
}

} // namespace mechlab::ui
