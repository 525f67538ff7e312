#include "Autosave.h"

#include "model/ModelJson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace mechlab::ui {

Autosave::Autosave() {
    QString dir = qEnvironmentVariable("MECHLAB_AUTOSAVE_DIR");
    if (dir.isEmpty()) dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    m_path = QDir(dir).filePath("autosave.json");
}

bool Autosave::save(const core::ModelSpec& spec, const QString& source, QString* error) const {
    QDir().mkpath(QFileInfo(m_path).path());
    const QJsonObject model =
        QJsonDocument::fromJson(QByteArray::fromStdString(core::toModelJson(spec))).object();
    const QJsonObject root{{"source", source},
                           {"saved", QDateTime::currentDateTime().toString(Qt::ISODate)},
                           {"model", model}};
    // Temporary file and rename: a crash while writing leaves the previous autosave intact.
    // Unbuffered: a full disk fails the write, not only a commit() that would still rename.
    QSaveFile file(m_path);
    const QByteArray data = QJsonDocument(root).toJson(QJsonDocument::Compact);
    if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) &&
        file.write(data) == data.size() && file.commit())
        return true;
    if (error) *error = file.errorString();
    return false;
}

void Autosave::clear() const {
    QFile::remove(m_path);
}

std::optional<Autosave::Recovered> Autosave::pending() const {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > core::kMaxModelFileBytes)
        return std::nullopt;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const core::ModelSpecResult spec =
        core::parseModelJson(QJsonDocument(root.value("model").toObject()).toJson().toStdString());
    if (!spec.ok()) return std::nullopt;
    return Recovered{*spec.spec, root.value("source").toString(),
                     QDateTime::fromString(root.value("saved").toString(), Qt::ISODate)};
}

} // namespace mechlab::ui
