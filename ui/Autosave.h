#pragma once

// Crash-safe editing: the model being edited is written, atomically, to an autosave file while
// it has unsaved changes; the file is removed when the changes are saved or discarded and when
// the window closes normally. A file still there at start-up is what an abnormal exit left
// behind, offered for restoring. Location: $MECHLAB_AUTOSAVE_DIR if set, else the application's
// data directory.

#include "model/ModelSpec.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace mechlab::ui {

class Autosave {
public:
    Autosave();
    const QString& path() const { return m_path; }

    /// Writes the model and where it came from (a file path, a preset id or empty); false with
    /// `error` set if the file cannot be written.
    bool save(const core::ModelSpec& spec, const QString& source, QString* error = nullptr) const;
    void clear() const;

    struct Recovered {
        core::ModelSpec spec;
        QString source;
        QDateTime saved;
    };
    /// What an abnormal exit left behind (nothing if the file is absent or unreadable).
    std::optional<Recovered> pending() const;

private:
    QString m_path;
};

} // namespace mechlab::ui
