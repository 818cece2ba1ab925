# Reads a PNG (8-bit RGB or RGBA, not interlaced) with the standard library only and prints
# "pixels=N nonwhite=N colors=N": enough to tell a drawn page from a blank one.
import struct, sys, zlib

data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat = 8, b""
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
    elif kind == b"IDAT":
        idat += chunk
    pos += 12 + length
assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG"
channels = 3 if color == 2 else 4
raw = zlib.decompress(idat)
stride = width * channels
previous = bytearray(stride)
nonwhite, colors = 0, set()
for y in range(height):
    start = y * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        c = previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    for x in range(0, stride, channels):
        pixel = bytes(line[x:x + 3])
        if pixel != b"\xff\xff\xff":
            nonwhite += 1
        if len(colors) < 1000:
            colors.add(pixel)
    previous = line
print("pixels=%d nonwhite=%d colors=%d" % (width * height, nonwhite, len(colors)))
