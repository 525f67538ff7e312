#include "model/Presets.h"

#include <QDir>
#include <QFile>
#include <algorithm>

namespace mechlab::core {

namespace {
const QString kPresetDir = QStringLiteral(":/presets");
}

std::vector<std::string> presetIds() {
    std::vector<std::string> ids;
    const QStringList files = QDir(kPresetDir).entryList({"*.json"}, QDir::Files, QDir::Name);
    for (const QString& f : files) ids.push_back(f.chopped(5).toStdString());
    return ids;
}

ModelSpecResult loadPreset(const std::string& id) {
    QFile file(kPresetDir + "/" + QString::fromStdString(id) + ".json");
    if (!file.open(QIODevice::ReadOnly)) {
        std::string known;
        for (const auto& p : presetIds()) known += (known.empty() ? "" : ", ") + p;
        return {
            std::nullopt,
            {Diagnostic{"preset", "", -1, "no preset '" + id + "' (available: " + known + ")"}}};
    }
    return parseModelJson(file.readAll().toStdString());
}

ModelSpecResult loadModelSource(const std::string& idOrPath) {
    const auto ids = presetIds();
    if (std::find(ids.begin(), ids.end(), idOrPath) != ids.end()) return loadPreset(idOrPath);
    if (QFile::exists(QString::fromStdString(idOrPath))) return loadModelFile(idOrPath);
    std::string known;
    for (const auto& p : ids) known += (known.empty() ? "" : ", ") + p;
    return {std::nullopt,
            {Diagnostic{"model", "", -1,
                        "'" + idOrPath + "' is neither a preset (" + known +
                            ") nor an existing model file"}}};
}

} // namespace mechlab::core
