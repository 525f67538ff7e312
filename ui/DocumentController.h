#pragma once

// The model as a document: where it came from (a preset id, a file, or nothing for a new model),
// where Save writes, whether it has unsaved edits, the autosave file that keeps those edits
// across a crash (and the model such a crash left behind), and the recent files. It asks the
// user (save dialogs, "save your changes?") on behalf of the window and knows nothing of runs or
// charts.

#include "Autosave.h"
#include "model/ModelSpec.h"

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

class QMenu;
class QTimer;
class QWidget;

namespace mechlab::ui {

class DocumentController : public QObject {
    Q_OBJECT

public:
    /// `window` parents the dialogs; `spec` gives the model as edited now.
    DocumentController(QWidget* window, std::function<core::ModelSpec()> spec);

    /// A model was loaded from `source`; `path` is where Save writes (empty: Save asks where).
    void loaded(const QString& source, const QString& path);
    const QString& source() const { return m_source; }
    const QString& path() const { return m_path; }

    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    /// Saves to `path` (atomically); a failure is explained in a dialog.
    bool saveTo(const QString& path);
    /// Saves where the model came from, or asks where (a preset or a new model).
    bool save();
    bool saveAs();
    /// Before the model is replaced: false if the user cancels; unsaved edits are saved if the
    /// user says so.
    bool maybeSave();
    /// The window closes normally: edits the user chose to discard are not offered again.
    void closed();

    /// A suggested file name for `base` (lower case, dashes) with `suffix`, in the model's folder.
    QString suggestedPath(const QString& base, const QString& suffix) const;

    /// The model an abnormal exit left in the autosave file (until restored or discarded).
    const std::optional<Autosave::Recovered>& pendingRecovery() const { return m_recovery; }
    /// Takes the offered model (to load it, then call restored()).
    std::optional<Autosave::Recovered> takeRecovery();
    /// The taken model is loaded: its edits are still unsaved, and the autosave file that holds
    /// them is this window's now.
    void restored();
    void discardRecovery();

    /// Fills `menu` with the recent files; choosing one emits openRequested().
    void setRecentMenu(QMenu* menu);
    void addRecentFile(const QString& path);

    static constexpr int kMaxRecentFiles = 8;
    /// Interval at which unsaved edits are written to the autosave file.
    static constexpr int kAutosaveMs = 2000;

Q_SIGNALS:
    void openRequested(const QString& path);
    void modifiedChanged(bool modified);
    /// Where the model came from or goes to changed (load, save as).
    void locationChanged();

private:
    void rebuildRecentMenu();

    QWidget* m_window;
    std::function<core::ModelSpec()> m_spec;
    QString m_source; // a file path, a preset id, or empty (a new model)
    QString m_path;   // where Save writes; empty: ask
    bool m_modified = false;
    Autosave m_autosave;
    QTimer* m_autosaveTimer;
    bool m_autosaveWritten = false; // this window wrote the autosave file
    std::optional<Autosave::Recovered> m_recovery;
    QMenu* m_recentMenu = nullptr;
};

} // namespace mechlab::ui
