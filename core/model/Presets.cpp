#include "model/Presets.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <filesystem>

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
    if (std::find(ids.begin(), ids.end(), idOrPath) != ids.end()) {
        // A file of the same name here would silently lose to the preset: make the user choose.
        std::error_code ec;
        if (std::filesystem::is_regular_file(idOrPath, ec))
            return {std::nullopt,
                    {Diagnostic{"model", "", -1,
                                "'" + idOrPath +
                                    "' names both a preset and a file in this "
                                    "directory: write ./" +
                                    idOrPath +
                                    " for the file, or run from another directory "
                                    "for the preset"}}};
        return loadPreset(idOrPath);
    }
    // A path that exists, or that cannot be looked at (a directory without search permission):
    // the file's own loader names the problem.
    std::error_code ec;
    const bool exists = std::filesystem::exists(idOrPath, ec);
    if (exists ||
        (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory))
        return loadModelFile(idOrPath);
    std::string known;
    for (const auto& p : ids) known += (known.empty() ? "" : ", ") + p;
    return {std::nullopt,
            {Diagnostic{"model", "", -1,
                        "'" + idOrPath + "' is neither a preset (" + known +
                            ") nor an existing model file"}}};
}

} // namespace mechlab::core
