#include "record/Csv.h"

#include "base/Text.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryFile>
#include <charconv>
#include <filesystem>
#include <sstream>

namespace mechlab::core {

namespace {

// Rows are written and copied in pieces of about this many bytes.
constexpr std::size_t kChunk = std::size_t(1) << 20;

void appendNumber(std::string& out, double v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, res.ptr);
}

} // namespace

std::string csvHeader(const Trajectory& tr, const CsvMetadata& meta) {
    std::string out;
    out += "# mechlab trajectory\n";
    out += "# model: " + meta.model + "\n";
    out += "# method: " + meta.method + (meta.settings.empty() ? "" : " (" + meta.settings + ")") +
           "\n";
    if (!meta.status.empty()) out += "# status: " + meta.status + "\n";
    for (const std::string& w : meta.warnings) out += "# warning: " + w + "\n";
    if (!meta.energy.empty()) out += "# energy: " + meta.energy + "\n";
    for (const std::string& c : meta.conserved) out += "# conserved: " + c + "\n";
    if (tr.decimated())
        out += "# rows: " + std::to_string(tr.rowCount()) + " of the " +
               std::to_string(tr.rowsAppended()) +
               " points computed (thinned to fit in memory; the first and last point, every "
               "column's extremes and the reference times kept)\n";
    out += "# units:";
    for (int i = 0; i < tr.columnCount(); ++i)
        out += std::string(i ? ", " : " ") + tr.column(i).name + " [" +
               (tr.column(i).unit.empty() ? "-" : tr.column(i).unit) + "]";
    out += "\n";
    for (int i = 0; i < tr.columnCount(); ++i) out += (i ? "," : "") + tr.column(i).name;
    out += "\n";
    return out;
}

void appendCsvRow(std::string& out, const double* row, int columns) {
    for (int i = 0; i < columns; ++i) {
        if (i) out += ',';
        appendNumber(out, row[i]);
    }
    out += '\n';
}

bool writeFile(const std::string& path, const std::function<bool(const ByteSink&)>& produce,
               std::string* error) {
    // The file's own error, when it has one (else `produce` failed and said why itself).
    auto fail = [&](const QFileDevice& file) {
        if (error && file.error() != QFileDevice::NoError)
            *error = localized("core", "cannot write '%1': %2")
                         .arg(path)
                         .arg(file.errorString().toStdString());
        return false;
    };
    auto into = [](QFileDevice& file) {
        return [&file](const char* data, std::size_t size) {
            return file.write(data, qint64(size)) == qint64(size);
        };
    };
    if (error) error->clear();
    // A regular file (or a new one) is written whole or not at all: a temporary file renamed
    // over it. A device, a FIFO or a socket is written to directly: a rename would replace the
    // node with a regular file (/dev/null among them).
    std::error_code ec;
    const std::filesystem::file_type type = std::filesystem::status(path, ec).type();
    if (type == std::filesystem::file_type::character ||
        type == std::filesystem::file_type::block || type == std::filesystem::file_type::fifo ||
        type == std::filesystem::file_type::socket) {
        QFile file(QString::fromStdString(path));
        if (!file.open(QIODevice::WriteOnly) || !produce(into(file)) || !file.flush())
            return fail(file);
        file.close();
        return file.error() == QFileDevice::NoError || fail(file);
    }
    // Unbuffered: each chunk reaches the system's write, whose failure (a full disk) is then seen
    // here; buffered, the last chunk failed only in commit(), which still renamed the empty
    // temporary file over the old one and reported success (Qt 6.4).
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail(file);
    if (!produce(into(file))) {
        fail(file);
        file.cancelWriting();
        return false;
    }
    if (!file.flush()) {
        fail(file);
        file.cancelWriting();
        return false;
    }
    return file.commit() || fail(file);
}

bool writeText(const std::string& path, const std::string& text, std::string* error) {
    return writeFile(
        path, [&](const ByteSink& write) { return write(text.data(), text.size()); }, error);
}

bool writeCsv(const std::string& path, const Trajectory& tr, const CsvMetadata& meta,
              std::string* error) {
    return writeFile(
        path,
        [&](const ByteSink& write) {
            std::string chunk = csvHeader(tr, meta);
            std::vector<double> row(std::size_t(tr.columnCount()));
            for (std::size_t r = 0; r < tr.rowCount(); ++r) {
                for (int i = 0; i < tr.columnCount(); ++i)
                    row[std::size_t(i)] = tr.column(i).values[r];
                appendCsvRow(chunk, row.data(), tr.columnCount());
                if (chunk.size() >= kChunk) {
                    if (!write(chunk.data(), chunk.size())) return false;
                    chunk.clear();
                }
            }
            return write(chunk.data(), chunk.size());
        },
        error);
}

CsvRowFile::CsvRowFile(const std::string& directory) {
    const QString dir = directory.empty() ? QDir::tempPath() : QString::fromStdString(directory);
    m_file = std::make_unique<QTemporaryFile>(dir + "/.mechlab-rows-XXXXXX");
    if (!m_file->open())
        m_error = "no temporary file can be made in '" + dir.toStdString() +
                  "' to collect the rows while the run goes (" +
                  m_file->errorString().toStdString() + ")";
}

CsvRowFile::~CsvRowFile() = default;

void CsvRowFile::append(const double* row, int columns) {
    if (!m_error.empty()) return;
    appendCsvRow(m_buffer, row, columns);
    ++m_rows;
    if (m_buffer.size() >= kChunk) spill();
}

bool CsvRowFile::spill() {
    if (!m_error.empty()) return false;
    if (m_file->write(m_buffer.data(), qint64(m_buffer.size())) != qint64(m_buffer.size())) {
        m_error = "cannot keep the CSV's rows in the temporary file '" +
                  m_file->fileName().toStdString() + "': " + m_file->errorString().toStdString();
        return false;
    }
    m_buffer.clear();
    return true;
}

bool CsvRowFile::copyTo(const ByteSink& write) {
    if (!spill() || !m_file->flush() || !m_file->seek(0)) {
        if (m_error.empty())
            m_error = "cannot read back the CSV's rows: " + m_file->errorString().toStdString();
        return false;
    }
    std::vector<char> chunk(kChunk);
    for (;;) {
        const qint64 got = m_file->read(chunk.data(), qint64(chunk.size()));
        if (got < 0) {
            m_error = "cannot read back the CSV's rows: " + m_file->errorString().toStdString();
            return false;
        }
        if (got == 0) return true;
        if (!write(chunk.data(), std::size_t(got))) return false;
    }
}

std::optional<CsvTable> parseCsv(const std::string& text, std::string* error) {
    CsvTable table;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    auto fail = [&](const std::string& what) {
        if (error) *error = "line " + std::to_string(lineNo) + ": " + what;
        return std::nullopt;
    };
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cells;
        std::size_t start = 0;
        for (std::size_t pos; (pos = line.find(',', start)) != std::string::npos; start = pos + 1)
            cells.push_back(line.substr(start, pos - start));
        cells.push_back(line.substr(start));
        if (table.names.empty()) {
            table.names = cells;
            table.columns.resize(cells.size());
            continue;
        }
        if (cells.size() != table.names.size())
            return fail(localized("core", "wrong number of values"));
        for (std::size_t i = 0; i < cells.size(); ++i) {
            double v = 0.0;
            const char* end = cells[i].data() + cells[i].size();
            const auto res = std::from_chars(cells[i].data(), end, v);
            if (res.ec != std::errc() || res.ptr != end)
                return fail(localized("core", "not a number: %1").arg(cells[i]));
            table.columns[i].push_back(v);
        }
    }
    if (table.names.empty()) return fail(localized("core", "no header row"));
    return table;
}

} // namespace mechlab::core
