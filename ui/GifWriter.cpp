#include "GifWriter.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mechlab::ui {

namespace {

constexpr int kCube = 216, kGreys = 40;
constexpr int kWhite = kCube - 1; // (5, 5, 5) in the cube
constexpr int kMinCodeSize = 8;   // 256 palette entries
constexpr int kClear = 1 << kMinCodeSize, kEnd = kClear + 1;
constexpr int kMaxCode = 4095; // codes are at most 12 bits wide

int greyLevel(int k) {
    return (k + 1) * 255 / (kGreys + 1);
}

QRgb paletteEntry(int i) {
    if (i < kCube) return qRgb(51 * (i / 36), 51 * (i / 6 % 6), 51 * (i % 6));
    const int v = greyLevel(i - kCube);
    return qRgb(v, v, v);
}

// The palette entry nearest to a colour: the nearest in the cube or the nearest grey.
unsigned char nearest(QRgb c) {
    const int r = qRed(c), g = qGreen(c), b = qBlue(c);
    const int ri = (r + 25) / 51, gi = (g + 25) / 51, bi = (b + 25) / 51;
    auto sq = [](int x) { return x * x; };
    const int cubeError = sq(r - 51 * ri) + sq(g - 51 * gi) + sq(b - 51 * bi);
    const int mean = (r + g + b) / 3;
    const int k = std::clamp((mean * (kGreys + 1) + 127) / 255 - 1, 0, kGreys - 1);
    const int v = greyLevel(k);
    const int greyError = sq(r - v) + sq(g - v) + sq(b - v);
    return static_cast<unsigned char>(greyError < cubeError ? kCube + k : 36 * ri + 6 * gi + bi);
}

void put16(QByteArray& out, int v) {
    out.append(char(v & 0xff));
    out.append(char((v >> 8) & 0xff));
}

// Codes packed from the lowest bit up into data sub-blocks of at most 255 bytes.
class BitPacker {
public:
    explicit BitPacker(QByteArray& out) : m_out(out) {}
    void put(int code, int width) {
        m_bits |= std::uint32_t(code) << m_count;
        m_count += width;
        while (m_count >= 8) {
            byte(char(m_bits & 0xff));
            m_bits >>= 8;
            m_count -= 8;
        }
    }
    void finish() {
        if (m_count > 0) byte(char(m_bits & 0xff));
        if (!m_block.isEmpty()) flushBlock();
        m_out.append(char(0)); // block terminator
    }

private:
    void byte(char b) {
        m_block.append(b);
        if (m_block.size() == 255) flushBlock();
    }
    void flushBlock() {
        m_out.append(char(m_block.size()));
        m_out.append(m_block);
        m_block.clear();
    }
    QByteArray& m_out;
    QByteArray m_block;
    std::uint32_t m_bits = 0;
    int m_count = 0;
};

} // namespace

std::vector<int> GifWriter::delays(int frames, double fps) {
    std::vector<int> d(std::size_t(std::max(frames, 0)));
    for (int k = 0; k < frames; ++k)
        d[std::size_t(k)] = int(std::lround(100.0 * (k + 1) / fps) - std::lround(100.0 * k / fps));
    return d;
}

bool GifWriter::open(const QString& path, QSize size, QString* error) {
    m_size = size;
    m_previous.clear();
    m_frames = 0;
    m_failed = false;
    m_file.setFileName(path);
    if (size.width() < 1 || size.height() < 1 || size.width() > 65535 || size.height() > 65535 ||
        !m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error) *error = size.isValid() ? m_file.errorString() : QString("invalid frame size");
        return false;
    }
    QByteArray head("GIF89a");
    put16(head, size.width());
    put16(head, size.height());
    head.append(char(0xf7)); // a global palette of 256 entries, 8 bits per primary
    head.append(char(kWhite));
    head.append(char(0)); // square pixels
    for (int i = 0; i < 256; ++i) {
        const QRgb c = paletteEntry(i);
        head.append(char(qRed(c)));
        head.append(char(qGreen(c)));
        head.append(char(qBlue(c)));
    }
    // The Netscape application extension: loop for ever.
    head.append("\x21\xff\x0bNETSCAPE2.0\x03\x01", 16);
    put16(head, 0);
    head.append(char(0));
    m_failed = m_file.write(head) != head.size();
    return !m_failed;
}

bool GifWriter::addFrame(const QImage& frame, int delayCs) {
    if (!m_file.isOpen() || m_failed) return false;
    QImage image = frame.size() == m_size
                       ? frame
                       : frame.scaled(m_size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    image = image.convertToFormat(QImage::Format_RGB32);
    const int w = m_size.width(), h = m_size.height();
    std::vector<unsigned char> indices(std::size_t(w) * std::size_t(h));
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < w; ++x) indices[std::size_t(y) * w + x] = nearest(line[x]);
    }
    // The rectangle that changed since the previous frame (all of the first); an unchanged frame
    // still stores one pixel, which carries its delay.
    int x0 = 0, y0 = 0, x1 = w - 1, y1 = h - 1;
    if (!m_previous.empty()) {
        x0 = w;
        y0 = h;
        x1 = -1;
        y1 = -1;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (indices[std::size_t(y) * w + x] != m_previous[std::size_t(y) * w + x]) {
                    x0 = std::min(x0, x);
                    x1 = std::max(x1, x);
                    y0 = std::min(y0, y);
                    y1 = std::max(y1, y);
                }
        if (x1 < 0) x0 = x1 = y0 = y1 = 0;
    }
    QByteArray out;
    // Graphic control extension: keep the previous frame under this one, then the delay.
    out.append("\x21\xf9\x04\x04", 4);
    put16(out, std::clamp(delayCs, 0, 65535));
    out.append(char(0));
    out.append(char(0));
    out.append(char(0x2c)); // image descriptor
    put16(out, x0);
    put16(out, y0);
    put16(out, x1 - x0 + 1);
    put16(out, y1 - y0 + 1);
    out.append(char(0)); // no local palette, not interlaced
    std::vector<unsigned char> region;
    region.reserve(std::size_t(x1 - x0 + 1) * std::size_t(y1 - y0 + 1));
    for (int y = y0; y <= y1; ++y)
        region.insert(region.end(), indices.begin() + std::ptrdiff_t(std::size_t(y) * w + x0),
                      indices.begin() + std::ptrdiff_t(std::size_t(y) * w + x1 + 1));
    m_failed = m_file.write(out) != out.size();
    writeLzw(region);
    m_previous = std::move(indices);
    ++m_frames;
    return !m_failed;
}

// Variable-width LZW as GIF uses it: a clear code first, a code one bit wider each time the
// table reaches the next power of two, a clear code when it is full (4096 codes).
void GifWriter::writeLzw(const std::vector<unsigned char>& indices) {
    QByteArray out;
    out.append(char(kMinCodeSize));
    BitPacker bits(out);
    // child[code * 256 + index]: the code of the string `code` followed by `index` (0: none).
    std::vector<std::uint16_t> child(std::size_t(kMaxCode + 1) * 256, 0);
    int width = kMinCodeSize + 1, last = kEnd;
    bits.put(kClear, width);
    int current = indices.empty() ? -1 : indices.front();
    for (std::size_t i = 1; i < indices.size(); ++i) {
        const int next = indices[i];
        const std::size_t slot = std::size_t(current) * 256 + std::size_t(next);
        if (child[slot] != 0) {
            current = child[slot];
            continue;
        }
        bits.put(current, width);
        child[slot] = std::uint16_t(++last);
        if (last >= (1 << width) && width < 12) ++width;
        if (last == kMaxCode) {
            bits.put(kClear, width);
            std::fill(child.begin(), child.end(), std::uint16_t(0));
            width = kMinCodeSize + 1;
            last = kEnd;
        }
        current = next;
    }
    if (current >= 0) bits.put(current, width);
    bits.put(kEnd, width);
    bits.finish();
    if (m_file.write(out) != out.size()) m_failed = true;
}

bool GifWriter::close(QString* error) {
    if (!m_file.isOpen()) return !m_failed;
    if (!m_failed) m_failed = m_file.write(";", 1) != 1; // trailer
    m_file.close();
    if (m_failed && error) *error = m_file.errorString();
    return !m_failed;
}

} // namespace mechlab::ui
