#pragma once

// Writes an animated GIF (GIF89a, looping) frame by frame: the format every browser, image viewer
// and presentation program plays without a codec, which suits line drawings of a mechanism (a
// few flat colours and their anti-aliased edges). Frames are mapped to one fixed palette of 256
// colours (a 6 x 6 x 6 colour cube and 40 greys, so that dark lines on white keep smooth edges)
// and LZW-compressed as the format prescribes (GIF89a specification, CompuServe 1990, section 22
// and appendix F). Only the area that changed since the previous frame is stored.

#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QString>
#include <vector>

namespace mechlab::ui {

class GifWriter {
public:
    /// Opens `path` for frames of `size` pixels; false (with `error`) if it cannot be written.
    bool open(const QString& path, QSize size, QString* error = nullptr);
    /// Appends a frame shown for `delayCs` hundredths of a second; it is scaled to the size.
    bool addFrame(const QImage& frame, int delayCs);
    /// Ends the file; false if something could not be written.
    bool close(QString* error = nullptr);
    int frameCount() const { return m_frames; }

    /// The delays in hundredths of a second of `frames` frames at `fps` frames per second: whole
    /// numbers whose running sums stay within half a hundredth of the exact times (30 fps:
    /// 3, 4, 3, 3, 4, 3, ...).
    static std::vector<int> delays(int frames, double fps);

private:
    void writeLzw(const std::vector<unsigned char>& indices);

    QFile m_file;
    QSize m_size;
    std::vector<unsigned char> m_previous; // palette indices of the last frame
    int m_frames = 0;
    bool m_failed = false;
};

} // namespace mechlab::ui
