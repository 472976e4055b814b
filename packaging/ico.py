#!/usr/bin/env python3
"""Writes a Windows .ico holding the given PNG files (each square, 16 to 256 pixels).

Windows Vista and later read PNG images inside an .ico as they are:
    python3 packaging/ico.py OUT.ico 16.png 32.png 48.png 256.png
"""

import struct
import sys


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("ico.py: not a PNG file")
    return struct.unpack(">II", data[16:24])


def main(out, *pngs):
    images = [open(p, "rb").read() for p in pngs]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, body = b"", b""
    for data in images:
        width, height = png_size(data)
        if width != height or not 16 <= width <= 256:
            sys.exit(f"ico.py: a {width}x{height} image cannot go in an icon")
        # 256 is written as 0; 32 bits a pixel; one plane.
        entries += struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        body += data
    with open(out, "wb") as f:
        f.write(header + entries + body)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], *sys.argv[2:])
