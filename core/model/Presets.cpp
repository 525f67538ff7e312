#include "model/Presets.h"

#include "base/Text.h"

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
            {Diagnostic{"preset", "", -1,
                        localized("core", "no preset '%1' (available: %2)").arg(id).arg(known)}}};
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
                    {Diagnostic{
                        "model", "", -1,
                        localized("core",
                                  "'%1' names both a preset and a file in this directory: write "
                                  "./%2 for the file, or run from another directory for the preset")
                            .arg(idOrPath)
                            .arg(idOrPath)}}};
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
    return {
        std::nullopt,
        {Diagnostic{"model", "", -1,
                    localized("core", "'%1' is neither a preset (%2) nor an existing model file")
                        .arg(idOrPath)
                        .arg(known)}}};
}

} // namespace mechlab::core
