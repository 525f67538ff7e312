#pragma once

// mechlab's file dialogs: each starts where the user last chose a file (in any of them, kept
// across sessions; the home directory at first) unless it is given a directory, and remembers
// the directory of the file chosen.

#include <QString>

class QWidget;

namespace mechlab::ui {

/// The directory of the last file chosen in a file dialog (the home directory at first).
QString lastDirectory();
/// Remembers the directory of a file (or the directory itself) the user chose.
void rememberDirectory(const QString& path);
/// A file to write: the dialog starts at `suggested` (a bare file name starts in the last
/// directory). Empty when cancelled.
QString askSaveFile(QWidget* parent, const QString& caption, const QString& suggested,
                    const QString& filter);
/// A file to read, from `directory` (empty: the last directory). Empty when cancelled.
QString askOpenFile(QWidget* parent, const QString& caption, const QString& directory,
                    const QString& filter);
/// A directory, starting in the last one. Empty when cancelled.
QString askDirectory(QWidget* parent, const QString& caption);

} // namespace mechlab::ui
