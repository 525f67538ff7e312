#include "record/Csv.h"

#include <QFile>
#include <QSaveFile>
#include <charconv>
#include <filesystem>
#include <sstream>

namespace mechlab::core {

namespace {

void appendNumber(std::string& out, double v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, res.ptr);
}

} // namespace

std::string toCsv(const Trajectory& tr, const CsvMetadata& meta) {
    std::string out;
    out += "# mechlab trajectory\n";
    out += "# model: " + meta.model + "\n";
    out += "# method: " + meta.method + (meta.settings.empty() ? "" : " (" + meta.settings + ")") +
           "\n";
    if (!meta.status.empty()) out += "# status: " + meta.status + "\n";
    for (const std::string& w : meta.warnings) out += "# warning: " + w + "\n";
    if (!meta.energy.empty()) out += "# energy: " + meta.energy + "\n";
    out += "# units:";
    for (int i = 0; i < tr.columnCount(); ++i)
        out += std::string(i ? ", " : " ") + tr.column(i).name + " [" +
               (tr.column(i).unit.empty() ? "-" : tr.column(i).unit) + "]";
    out += "\n";
    for (int i = 0; i < tr.columnCount(); ++i) out += (i ? "," : "") + tr.column(i).name;
    out += "\n";
    out.reserve(out.size() + tr.rowCount() * std::size_t(tr.columnCount()) * 24);
    for (std::size_t r = 0; r < tr.rowCount(); ++r) {
        for (int i = 0; i < tr.columnCount(); ++i) {
            if (i) out += ',';
            appendNumber(out, tr.column(i).values[r]);
        }
        out += '\n';
    }
    return out;
}

bool writeText(const std::string& path, const std::string& text, std::string* error) {
    const QByteArray data = QByteArray::fromStdString(text);
    auto fail = [&](const QFileDevice& file) {
        if (error) *error = "cannot write '" + path + "': " + file.errorString().toStdString();
        return false;
    };
    // A regular file (or a new one) is written whole or not at all: a temporary file renamed
    // over it. A device, a FIFO or a socket is written to directly: a rename would replace the
    // node with a regular file (/dev/null among them).
    std::error_code ec;
    const std::filesystem::file_type type = std::filesystem::status(path, ec).type();
    if (type == std::filesystem::file_type::character ||
        type == std::filesystem::file_type::block || type == std::filesystem::file_type::fifo ||
        type == std::filesystem::file_type::socket) {
        QFile file(QString::fromStdString(path));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.flush())
            return fail(file);
        file.close();
        return file.error() == QFileDevice::NoError || fail(file);
    }
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return fail(file);
    return true;
}

bool writeCsv(const std::string& path, const Trajectory& trajectory, const CsvMetadata& meta,
              std::string* error) {
    return writeText(path, toCsv(trajectory, meta), error);
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
        if (cells.size() != table.names.size()) return fail("wrong number of values");
        for (std::size_t i = 0; i < cells.size(); ++i) {
            double v = 0.0;
            const char* end = cells[i].data() + cells[i].size();
            const auto res = std::from_chars(cells[i].data(), end, v);
            if (res.ec != std::errc() || res.ptr != end) return fail("not a number: " + cells[i]);
            table.columns[i].push_back(v);
        }
    }
    if (table.names.empty()) return fail("no header row");
    return table;
}

} // namespace mechlab::core
