#!/usr/bin/env python3
"""Draw the demo "screenshots" of the approach tour for the iPhone SE screen file.

Reads Fixtures/approach/iphone-se.screen.json and, for each orientation, draws a plausible
aviation-app screenshot at pixel size = points x scale: a stylised approach map (terrain bands,
a lake, grid lines, runways, a dashed approach course), floating speed and wind buttons, a dark
instrument panel with a compass ring, heading bug and course box, and a status bar. It also draws
the content of the "settings" popover (a grouped list with the aircraft picker row) at the
popover's frame size x scale.

Everything is placed from the element frames in the screen file, so moving an element there and
re-running this script keeps the screenshots and the captured frames in agreement. Text is drawn
as rounded blocks (no font needed). Output is deterministic: fixed content, no timestamps,
8-bit RGB PNGs compressed with zlib level 9.

Usage:  python3 scripts/make-demo-screenshots.py [path/to/iphone-se.screen.json]
Standard library only.
"""

import json
import math
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SCREEN = os.path.join(ROOT, "Fixtures", "approach", "iphone-se.screen.json")


def hex_color(s):
    s = s.lstrip("#")
    return tuple(int(s[i:i + 2], 16) for i in (0, 2, 4))


# Palette (iOS-like system colours and a sectional-chart look).
WHITE = hex_color("#FFFFFF")
BLACK = hex_color("#000000")
LABEL = hex_color("#1C1C1E")
SECONDARY = hex_color("#8A8A8E")
SEPARATOR = hex_color("#D8D8DC")
GROUPED_BG = hex_color("#F2F2F7")
BAR_BG = hex_color("#F7F7F9")
BLUE = hex_color("#0A84FF")
GREEN = hex_color("#34C759")
MAGENTA = hex_color("#D02FD8")
CYAN = hex_color("#3FD4F2")
PANEL = hex_color("#171B22")
PANEL_HEADER = hex_color("#20252E")
PANEL_BOX = hex_color("#29303B")
PANEL_LINE = hex_color("#3A4250")
PANEL_TEXT = hex_color("#C9D1DC")
RUNWAY = hex_color("#4E5563")
WATER = hex_color("#A9D3EE")
WATER_EDGE = hex_color("#7FB6DD")
AIRSPACE = hex_color("#4A78C2")
TERRAIN = [hex_color(c) for c in ("#D5E8C8", "#CBE2BE", "#C1DBB4", "#D8DDB8", "#E2DDB9", "#E8D9B6")]


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


class Canvas:
    """An RGB raster addressed in points; pixels = points x scale."""

    def __init__(self, width_pt, height_pt, scale, fill=WHITE):
        self.scale = scale
        self.w = int(round(width_pt * scale))
        self.h = int(round(height_pt * scale))
        self.px = bytearray(bytes(fill) * (self.w * self.h))

    # -- low level -----------------------------------------------------------------------------

    def blend(self, ix, iy, color, a):
        if a <= 0.0 or ix < 0 or iy < 0 or ix >= self.w or iy >= self.h:
            return
        i = (iy * self.w + ix) * 3
        if a >= 1.0:
            self.px[i:i + 3] = bytes(color)
            return
        p = self.px
        p[i] = round(color[0] * a + p[i] * (1.0 - a))
        p[i + 1] = round(color[1] * a + p[i + 1] * (1.0 - a))
        p[i + 2] = round(color[2] * a + p[i + 2] * (1.0 - a))

    def span(self, iy, ix0, ix1, color):
        """Solid fill of pixels ix0..ix1-1 on row iy."""
        ix0 = max(ix0, 0)
        ix1 = min(ix1, self.w)
        if iy < 0 or iy >= self.h or ix1 <= ix0:
            return
        i = (iy * self.w + ix0) * 3
        self.px[i:i + (ix1 - ix0) * 3] = bytes(color) * (ix1 - ix0)

    def fill_sdf(self, x0, y0, x1, y1, sdf, color, alpha=1.0):
        """Fill the area where sdf(x, y) < 0 (points), anti-aliased over one pixel."""
        s = self.scale
        ix0, iy0 = max(int(math.floor(x0 * s)) - 1, 0), max(int(math.floor(y0 * s)) - 1, 0)
        ix1, iy1 = min(int(math.ceil(x1 * s)) + 1, self.w), min(int(math.ceil(y1 * s)) + 1, self.h)
        for iy in range(iy0, iy1):
            y = (iy + 0.5) / s
            for ix in range(ix0, ix1):
                d = sdf((ix + 0.5) / s, y) * s
                if d < 0.5:
                    self.blend(ix, iy, color, alpha * min(1.0, 0.5 - d))

    # -- shapes (all in points) ------------------------------------------------------------------

    def rect(self, x, y, w, h, color, alpha=1.0):
        if alpha >= 1.0:
            s = self.scale
            ix0, ix1 = int(round(x * s)), int(round((x + w) * s))
            for iy in range(int(round(y * s)), int(round((y + h) * s))):
                self.span(iy, ix0, ix1, color)
        else:
            self.rrect(x, y, w, h, 0, color, alpha)

    def rrect(self, x, y, w, h, r, color, alpha=1.0):
        r = max(0.0, min(r, w / 2, h / 2))
        cx, cy, hw, hh = x + w / 2, y + h / 2, w / 2, h / 2

        def sdf(px, py):
            qx, qy = abs(px - cx) - (hw - r), abs(py - cy) - (hh - r)
            out = math.hypot(max(qx, 0.0), max(qy, 0.0))
            return out + min(max(qx, qy), 0.0) - r

        if alpha < 1.0 or w * self.scale < 4 or h * self.scale < 4:
            self.fill_sdf(x, y, x + w, y + h, sdf, color, alpha)
            return
        # Solid interior by spans; only the rim is evaluated per pixel.
        s = self.scale
        inner_x0, inner_x1 = int(math.ceil((x + r) * s)) + 1, int(math.floor((x + w - r) * s)) - 1
        inner_y0, inner_y1 = int(math.ceil((y + r) * s)) + 1, int(math.floor((y + h - r) * s)) - 1
        edge_x0, edge_x1 = int(math.ceil(x * s)) + 1, int(math.floor((x + w) * s)) - 1
        ix0, iy0 = max(int(math.floor(x * s)) - 1, 0), max(int(math.floor(y * s)) - 1, 0)
        ix1, iy1 = min(int(math.ceil((x + w) * s)) + 1, self.w), min(int(math.ceil((y + h) * s)) + 1, self.h)
        for iy in range(iy0, iy1):
            py = (iy + 0.5) / s
            if inner_y0 <= iy < inner_y1:
                lo, hi = edge_x0, edge_x1
            elif int(math.ceil(y * s)) + 1 <= iy < int(math.floor((y + h) * s)) - 1:
                lo, hi = inner_x0, inner_x1
            else:
                lo, hi = 0, -1
            if hi > lo:
                self.span(iy, lo, hi, color)
            for ix in range(ix0, ix1):
                if lo <= ix < hi:
                    continue
                d = sdf((ix + 0.5) / s, py) * s
                if d < 0.5:
                    self.blend(ix, iy, color, min(1.0, 0.5 - d))

    def circle(self, cx, cy, r, color, alpha=1.0):
        self.fill_sdf(cx - r, cy - r, cx + r, cy + r,
                      lambda x, y: math.hypot(x - cx, y - cy) - r, color, alpha)

    def ring(self, cx, cy, r, width, color, alpha=1.0):
        o = r + width / 2
        self.fill_sdf(cx - o, cy - o, cx + o, cy + o,
                      lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - width / 2, color, alpha)

    def ellipse(self, cx, cy, rx, ry, color, alpha=1.0):
        def sdf(x, y):
            k = math.hypot((x - cx) / rx, (y - cy) / ry)
            return (k - 1.0) * min(rx, ry)
        self.fill_sdf(cx - rx, cy - ry, cx + rx, cy + ry, sdf, color, alpha)

    def line(self, x0, y0, x1, y1, width, color, alpha=1.0):
        dx, dy = x1 - x0, y1 - y0
        ll = dx * dx + dy * dy or 1e-9
        hw = width / 2

        def sdf(x, y):
            t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / ll))
            return math.hypot(x - x0 - t * dx, y - y0 - t * dy) - hw

        self.fill_sdf(min(x0, x1) - hw, min(y0, y1) - hw, max(x0, x1) + hw, max(y0, y1) + hw,
                      sdf, color, alpha)

    def dashed(self, x0, y0, x1, y1, width, dash, gap, color, alpha=1.0):
        length = math.hypot(x1 - x0, y1 - y0)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        t = 0.0
        while t < length:
            e = min(t + dash, length)
            self.line(x0 + ux * t, y0 + uy * t, x0 + ux * e, y0 + uy * e, width, color, alpha)
            t = e + gap

    def polygon(self, pts, color, alpha=1.0):
        """Convex polygon, points in either winding order."""
        n = len(pts)
        area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
        sign = 1.0 if area > 0 else -1.0
        edges = []
        for i in range(n):
            (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
            ln = math.hypot(bx - ax, by - ay) or 1e-9
            # outward normal for the polygon's winding (y down)
            edges.append((ax, ay, sign * (by - ay) / ln, -sign * (bx - ax) / ln))

        def sdf(x, y):
            return max((x - ax) * nx + (y - ay) * ny for ax, ay, nx, ny in edges)

        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        self.fill_sdf(min(xs), min(ys), max(xs), max(ys), sdf, color, alpha)

    def rotated_rect(self, cx, cy, length, width, heading_deg, color, alpha=1.0):
        """A rectangle centred on (cx, cy), long side along a compass heading (0 = up)."""
        a = math.radians(heading_deg)
        ux, uy = math.sin(a), -math.cos(a)
        vx, vy = -uy, ux
        hl, hw = length / 2, width / 2
        pts = [(cx + ux * hl + vx * hw, cy + uy * hl + vy * hw),
               (cx + ux * hl - vx * hw, cy + uy * hl - vy * hw),
               (cx - ux * hl - vx * hw, cy - uy * hl - vy * hw),
               (cx - ux * hl + vx * hw, cy - uy * hl + vy * hw)]
        self.polygon(pts, color, alpha)

    def shadow(self, x, y, w, h, r, spread=6, dy=3, strength=0.16):
        """A soft drop shadow built from a few stacked translucent rounded rects."""
        steps = 4
        for i in range(steps, 0, -1):
            g = spread * i / steps
            self.rrect(x - g / 2, y - g / 2 + dy, w + g, h + g, r + g / 2, BLACK, strength / steps)

    def text(self, x, y, text, size, color, align="left", alpha=1.0, weight=1.0):
        """Text drawn as one rounded block per word (cap height tall); returns the width."""
        words = text.split()
        char_w = size * 0.56 * weight
        gap = size * 0.32
        widths = [max(1, len(wd)) * char_w for wd in words]
        total = sum(widths) + gap * (len(words) - 1)
        if align == "center":
            x -= total / 2
        elif align == "right":
            x -= total
        h = size * 0.68
        top = y - h / 2
        for wd, ww in zip(words, widths):
            self.rrect(x, top, ww, h, h * 0.32, color, alpha)
            x += ww + gap
        return total

    # -- PNG -----------------------------------------------------------------------------------

    def png(self):
        w, h, px = self.w, self.h, self.px
        stride = w * 3
        raw = bytearray()
        prev = bytes(stride)
        for iy in range(h):
            row = bytes(px[iy * stride:(iy + 1) * stride])
            up = bytes((row[i] - prev[i]) & 0xFF for i in range(stride))
            sub = bytes((row[i] - (row[i - 3] if i >= 3 else 0)) & 0xFF for i in range(stride))
            # minimum sum of absolute differences heuristic (libpng's default)
            best, best_cost = (0, row), sum(b if b < 128 else 256 - b for b in row)
            for ftype, data in ((2, up), (1, sub)):
                cost = sum(b if b < 128 else 256 - b for b in data)
                if cost < best_cost:
                    best, best_cost = (ftype, data), cost
            raw.append(best[0])
            raw += best[1]
            prev = row

        def chunk(tag, data):
            return (struct.pack(">I", len(data)) + tag + data
                    + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))

        return (b"\x89PNG\r\n\x1a\n"
                + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
                + chunk(b"IEND", b""))


# -- helpers over the screen file -------------------------------------------------------------------

def frame(elements, name):
    e = elements[name]
    return e if isinstance(e, list) else e["frame"]


def radius(elements, name, default=0.0):
    e = elements[name]
    return default if isinstance(e, list) else e.get("cornerRadius", default)


# -- the app screen ---------------------------------------------------------------------------------

def draw_map(c, mx, my, mw, mh):
    s = c.scale
    # Terrain: a soft green-to-blue gradient with quantised elevation bands (like a sectional chart).
    ix0, iy0 = int(round(mx * s)), int(round(my * s))
    ix1, iy1 = int(round((mx + mw) * s)), int(round((my + mh) * s))
    top, bottom = hex_color("#D9EBCB"), hex_color("#CFE3E6")
    for iy in range(max(iy0, 0), min(iy1, c.h)):
        y = (iy + 0.5) / s
        v = (y - my) / mh
        base = mix(top, bottom, round(v * 12) / 12)
        row = bytearray()
        run_color, run_len = None, 0
        for ix in range(ix0, ix1):
            x = (ix + 0.5) / s
            e = (math.sin(x / 53.0 + 0.7) + math.cos(y / 41.0 - 0.4)
                 + 0.7 * math.sin((x + 1.6 * y) / 67.0) + 0.35 * math.cos((x - y) / 23.0))
            band = int((e + 2.6) / 5.2 * 6)
            band = 0 if band < 0 else (5 if band > 5 else band)
            col = base if band <= 1 else mix(base, TERRAIN[band], 0.75)
            row += bytes(col)
        i = (iy * c.w + ix0) * 3
        c.px[i:i + len(row)] = row

    # A lake in the upper-left part of the map.
    lx, ly = mx + mw * 0.22, my + mh * 0.26
    c.ellipse(lx, ly, mw * 0.16 + 3, mh * 0.09 + 3, WATER_EDGE)
    c.ellipse(lx, ly, mw * 0.16, mh * 0.09, WATER)
    c.ellipse(lx + mw * 0.11, ly + mh * 0.06, mw * 0.07, mh * 0.05, WATER)

    # Latitude/longitude grid.
    step = 64
    gx = mx + step / 2
    while gx < mx + mw:
        c.rect(gx, my, 1, mh, WHITE, 0.45)
        gx += step
    gy = my + step / 2
    while gy < my + mh:
        c.rect(mx, gy, mw, 1, WHITE, 0.45)
        gy += step

    # Airport: runway 27 (heading 270) and a crossing runway, inside a dashed airspace ring.
    ax, ay = mx + mw * 0.42, my + mh * 0.56
    ring_r = min(mw, mh) * 0.27
    n = 36
    for k in range(n):
        if k % 2:
            continue
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        c.line(ax + ring_r * math.cos(a0), ay + ring_r * math.sin(a0),
               ax + ring_r * math.cos(a1), ay + ring_r * math.sin(a1), 1.6, AIRSPACE, 0.8)
    c.rotated_rect(ax, ay, 118, 9, 90, RUNWAY)
    c.rotated_rect(ax - 14, ay + 4, 78, 7, 30, RUNWAY)
    for k in range(-4, 5):
        c.rotated_rect(ax + k * 12, ay, 6, 1.2, 90, WHITE)
    c.rotated_rect(ax - 55, ay, 1.6, 7, 90, WHITE)
    c.rotated_rect(ax + 55, ay, 1.6, 7, 90, WHITE)
    c.text(ax - 6, ay + 20, "KSQL", 9, LABEL, "center", 0.8)
    # A second, smaller airfield towards the top right.
    bx, by = mx + mw * 0.78, my + mh * 0.2
    c.rotated_rect(bx, by, 56, 6, 150, RUNWAY)
    c.circle(bx, by, 17, AIRSPACE, 0.12)
    c.text(bx + 26, by - 14, "KPAO", 8, LABEL, "left", 0.7)

    # Approach course: dashed magenta line to runway 27 from the east, final approach fix.
    fx = mx + mw + 10
    c.dashed(ax + 62, ay, fx, ay, 2.2, 9, 6, MAGENTA)
    faf = ax + 62 + (mw * 0.25)
    c.ring(faf, ay, 5, 1.8, MAGENTA)
    c.text(faf, ay - 13, "FAF", 8, MAGENTA, "center", 0.9)
    # Our aircraft on the course, heading west (nose to the left), with a white halo.
    px, py = faf + 30, ay
    plane_blue = hex_color("#1E6FD9")
    for width, color in ((5.0, WHITE), (2.4, plane_blue)):
        c.line(px - 12, py, px + 11, py, width, color)             # fuselage
        c.line(px - 4, py - 11, px - 4, py + 11, width, color)     # wings
        c.line(px + 10, py - 5, px + 10, py + 5, width * 0.85, color)  # tail
    # Scale bar in the lower middle.
    sx, sy = mx + mw * 0.5 - 30, my + mh - 16
    c.rect(sx, sy, 60, 2, LABEL, 0.7)
    c.rect(sx, sy - 4, 2, 6, LABEL, 0.7)
    c.rect(sx + 58, sy - 4, 2, 6, LABEL, 0.7)
    c.text(sx + 30, sy - 8, "5 NM", 7, LABEL, "center", 0.7)


def draw_float_button(c, f, r, caption, value):
    x, y, w, h = f
    c.shadow(x, y, w, h, r)
    c.rrect(x, y, w, h, r, WHITE)
    c.text(x + w / 2, y + h * 0.32, caption, 8, SECONDARY, "center")
    c.text(x + w / 2, y + h * 0.66, value, 12, LABEL, "center", weight=1.1)


def draw_wind_button(c, f, r):
    x, y, w, h = f
    c.shadow(x, y, w, h, r)
    c.rrect(x, y, w, h, r, WHITE)
    c.text(x + w / 2, y + h * 0.3, "WIND", 8, SECONDARY, "center")
    # a small wind arrow (from the north-west) and the speed
    ax, ay = x + w * 0.3, y + h * 0.66
    c.line(ax - 6, ay - 6, ax + 5, ay + 5, 2, BLUE)
    c.polygon([(ax + 7, ay + 7), (ax + 0.5, ay + 5.5), (ax + 5.5, ay + 0.5)], BLUE)
    c.text(x + w * 0.66, ay, "12", 11, LABEL, "center", weight=1.1)


def draw_gear(c, cx, cy, r, color, bg):
    for k in range(8):
        c.rotated_rect(cx + math.sin(k * math.pi / 4) * r * 0.78, cy - math.cos(k * math.pi / 4) * r * 0.78,
                       r * 0.42, r * 0.36, k * 45, color)
    c.circle(cx, cy, r * 0.74, color)
    c.circle(cx, cy, r * 0.3, bg)


def draw_status_bar(c, w, h):
    c.rect(0, 0, w, h, BAR_BG)
    c.text(16 + 16, h / 2, "9:41", 11, LABEL, "center", weight=1.1)
    x = w - 16
    # battery
    c.rrect(x - 22, h / 2 - 5, 22, 10, 2.5, LABEL, 0.35)
    c.rrect(x - 20.5, h / 2 - 3.5, 15, 7, 1.5, LABEL)
    c.rrect(x + 0.5, h / 2 - 2, 1.6, 4, 0.8, LABEL, 0.4)
    # wifi
    wx, wy = x - 34, h / 2 + 4
    for k, rr in enumerate((2.0, 5.0, 8.0)):
        if k == 0:
            c.circle(wx, wy - 1, rr * 0.8, LABEL)
        else:
            c.fill_sdf(wx - rr - 1, wy - rr - 1, wx + rr + 1, wy,
                       lambda px, py, rr=rr: max(abs(math.hypot(px - wx, py - wy) - rr) - 0.9,
                                                 abs(px - wx) - (wy - py) * 0.95),
                       LABEL)
    # signal bars
    sx = x - 62
    for k in range(4):
        bh = 3 + k * 2
        c.rrect(sx + k * 4.5, h / 2 + 5 - bh, 3, bh, 0.8, LABEL)


def draw_instrument_panel(c, elements, header=None):
    px_, py_, pw, ph = frame(elements, "instrumentPanel")
    c.rect(px_, py_, pw, ph, PANEL)
    c.rect(px_, py_, pw, 1, PANEL_LINE)
    if header:
        hx, hy, hw, hh = header
        c.rect(hx, hy, hw, hh, PANEL_HEADER)
        c.text(hx + 16, hy + hh / 2, "N172SP", 11, PANEL_TEXT, "left", weight=1.1)

    # Course box ("CRS 270°") at the course label's frame.
    cx_, cy_, cw, chh = frame(elements, "courseLabel")
    c.rrect(cx_, cy_, cw, chh, radius(elements, "courseLabel", 8), PANEL_BOX)
    c.text(cx_ + 12, cy_ + chh / 2, "CRS", 10, SECONDARY, "left")
    c.text(cx_ + cw - 12, cy_ + chh / 2, "270", 13, MAGENTA, "right", weight=1.15)
    # Two more readouts mirrored on the other side of the panel.
    rx = px_ + pw - (cx_ - px_) - cw
    for k, (cap, val, col) in enumerate((("GS", "118", WHITE), ("ALT", "2500", CYAN))):
        ry = cy_ + k * (chh + 8)
        c.rrect(rx, ry, cw, chh, radius(elements, "courseLabel", 8), PANEL_BOX)
        c.text(rx + 12, ry + chh / 2, cap, 10, SECONDARY, "left")
        c.text(rx + cw - 12, ry + chh / 2, val, 13, col, "right", weight=1.15)

    # Compass rose below the heading bug; heading 270 at the top.
    bx, by, bw, bh = frame(elements, "headingBug")
    R = 90.0
    ox, oy = bx + bw / 2, by + 8 + R
    c.circle(ox, oy, R + 10, hex_color("#1F242D"))
    c.ring(ox, oy, R, 2, PANEL_TEXT)
    for deg in range(0, 360, 10):
        a = math.radians(deg)
        long_tick = deg % 30 == 0
        r0 = R - (12 if long_tick else 6)
        c.line(ox + math.sin(a) * r0, oy - math.cos(a) * r0, ox + math.sin(a) * (R - 1), oy - math.cos(a) * (R - 1),
               1.6 if long_tick else 1.0, PANEL_TEXT)
    # cardinal markers: W at the top (heading 270), N right, E bottom, S left
    for deg, txt in ((0, "W"), (90, "N"), (180, "E"), (270, "S")):
        a = math.radians(deg)
        c.text(ox + math.sin(a) * (R - 24), oy - math.cos(a) * (R - 24), txt, 11,
               WHITE if deg == 0 else PANEL_TEXT, "center", weight=1.4)
    # lubber line at the top of the ring
    c.polygon([(ox - 5, oy - R - 9), (ox + 5, oy - R - 9), (ox, oy - R + 1)], WHITE)
    # heading bug (magenta, notched) at its frame
    mid = bx + bw / 2
    c.polygon([(bx, by), (mid - 3, by), (mid - 3, by + bh * 0.45), (bx + 3, by + bh)], MAGENTA)
    c.polygon([(mid + 3, by), (bx + bw, by), (bx + bw - 3, by + bh), (mid + 3, by + bh * 0.45)], MAGENTA)
    c.rect(bx + 2, by, bw - 4, 3, MAGENTA)
    # course deviation indicator: course 270 points to the top; deviation bar slightly left
    c.line(ox, oy - R + 44, ox, oy - R * 0.45, 2.6, MAGENTA)
    c.polygon([(ox - 6, oy - R + 46), (ox + 6, oy - R + 46), (ox, oy - R + 35)], MAGENTA)
    c.line(ox, oy + R * 0.45, ox, oy + R - 36, 2.6, MAGENTA)
    c.line(ox - 8, oy - R * 0.4, ox - 8, oy + R * 0.4, 2.6, MAGENTA)
    for k in (-2, -1, 1, 2):
        c.ring(ox + k * 16, oy, 2.4, 1.2, PANEL_TEXT)
    # aircraft symbol in the centre
    c.line(ox, oy - 10, ox, oy + 12, 3, hex_color("#F2B233"))
    c.line(ox - 13, oy - 1, ox + 13, oy - 1, 3, hex_color("#F2B233"))
    c.line(ox - 6, oy + 10, ox + 6, oy + 10, 2.4, hex_color("#F2B233"))


def draw_app(spec, scale):
    w, h = spec["size"]
    els = spec["elements"]
    safe = spec.get("safeArea", {})
    c = Canvas(w, h, scale, PANEL)
    mx, my, mw, mh = frame(els, "mapView")
    draw_map(c, mx, my, mw, mh)

    sx, sy, sw, sh = frame(els, "settingsButton")
    if w < h:
        # Portrait: status bar, then a navigation bar holding the title and the settings button.
        top = safe.get("top", 0)
        c.rect(0, 0, w, my, BAR_BG)
        draw_status_bar(c, w, top)
        c.rect(0, my - 0.5, w, 0.5, SEPARATOR)
        c.text(16, (top + my) / 2, "KSQL RNAV 30", 15, LABEL, "left", weight=1.15)
        draw_instrument_panel(c, els)
    else:
        # Landscape (status bar hidden): the instrument column has a header with the settings button.
        px_, py_, pw, ph = frame(els, "instrumentPanel")
        draw_instrument_panel(c, els, header=(px_, 0, w - px_, py_))
        c.text(mx + 16 + safe.get("leading", 0), 22, "KSQL RNAV 30", 13, LABEL, "left", weight=1.15)

    # Settings button: round, with a gear.
    r = radius(els, "settingsButton", sw / 2)
    bg = WHITE if w < h else PANEL_BOX
    fg = BLUE if w < h else PANEL_TEXT
    if w < h:
        c.shadow(sx, sy, sw, sh, r, spread=4, dy=1, strength=0.08)
    c.rrect(sx + 4, sy + 4, sw - 8, sh - 8, max(0, r - 4), bg)
    draw_gear(c, sx + sw / 2, sy + sh / 2, 10, fg, bg)

    draw_float_button(c, frame(els, "speedButton"), radius(els, "speedButton", 12), "SPD", "120")
    draw_wind_button(c, frame(els, "windButton"), radius(els, "windButton", 12))
    return c


# -- the settings popover -----------------------------------------------------------------------------

def draw_settings(spec, pres, scale):
    els = spec["elements"]
    ox, oy, w, h = pres["frame"]
    c = Canvas(w, h, scale, GROUPED_BG)
    # header: title and Done
    c.text(w / 2, 24, "Settings", 15, LABEL, "center", weight=1.2)
    c.text(w - 16, 24, "Done", 14, BLUE, "right", weight=1.1)
    c.rect(0, 44, w, 0.5, SEPARATOR)

    # The first group holds the aircraft picker row, at the picker's frame.
    px_, py_, pw, ph = frame(els, "aircraftPicker")
    gx, gy = px_ - ox, py_ - oy
    rows = [("Aircraft", "C172", "aircraft"), ("Units", "kt ft", None), ("Map style", "VFR", None)]
    row_h = ph
    c.rrect(gx, gy, pw, row_h * len(rows), 10, WHITE)
    for k, (title, value, kind) in enumerate(rows):
        ry = gy + k * row_h
        icon = hex_color("#FF9F0A") if kind else (hex_color("#5E5CE6") if k == 1 else GREEN)
        c.rrect(gx + 12, ry + (row_h - 28) / 2, 28, 28, 7, icon)
        if kind == "aircraft":
            ix, iy = gx + 26, ry + row_h / 2
            c.line(ix, iy - 9, ix, iy + 9, 2.4, WHITE)
            c.line(ix - 9, iy - 1, ix + 9, iy - 1, 2.4, WHITE)
            c.line(ix - 4, iy + 8, ix + 4, iy + 8, 2, WHITE)
        else:
            c.rrect(gx + 19, ry + row_h / 2 - 6, 14, 12, 3, WHITE)
        c.text(gx + 52, ry + row_h / 2, title, 14, LABEL, "left")
        c.text(gx + pw - 30, ry + row_h / 2, value, 14, SECONDARY, "right")
        # chevron
        vx, vy = gx + pw - 18, ry + row_h / 2
        c.line(vx - 3, vy - 5, vx + 2, vy, 1.8, hex_color("#C4C4C7"))
        c.line(vx + 2, vy, vx - 3, vy + 5, 1.8, hex_color("#C4C4C7"))
        if k < len(rows) - 1:
            c.rect(gx + 52, ry + row_h - 0.5, pw - 52, 0.5, SEPARATOR)

    # Second group: switches.
    g2 = gy + row_h * len(rows) + 36
    c.text(gx + 16, g2 - 12, "DISPLAY", 9, SECONDARY, "left")
    toggles = [("Show traffic", True), ("Terrain", True), ("Night mode", False)]
    avail = h - g2 - 12
    count = max(0, min(len(toggles), int(avail // row_h)))
    if count:
        c.rrect(gx, g2, pw, row_h * count, 10, WHITE)
    for k in range(count):
        title, on = toggles[k]
        ry = g2 + k * row_h
        c.text(gx + 16, ry + row_h / 2, title, 14, LABEL, "left")
        tx, ty = gx + pw - 16 - 46, ry + (row_h - 28) / 2
        c.rrect(tx, ty, 46, 28, 14, GREEN if on else hex_color("#E5E5EA"))
        c.circle(tx + (32 if on else 14), ty + 14, 12, WHITE)
        if k < count - 1:
            c.rect(gx + 16, ry + row_h - 0.5, pw - 16, 0.5, SEPARATOR)
    return c


def main():
    screen_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_SCREEN
    with open(screen_path, encoding="utf-8") as f:
        screen = json.load(f)
    base = os.path.dirname(os.path.abspath(screen_path))
    scale = screen["scale"]
    for orient in ("portrait", "landscape"):
        spec = screen.get(orient)
        if not spec:
            continue
        jobs = []
        if spec.get("background"):
            jobs.append((spec["background"], lambda spec=spec: draw_app(spec, scale)))
        for pid, pres in sorted(spec.get("presentations", {}).items()):
            if pres.get("background"):
                jobs.append((pres["background"], lambda spec=spec, pres=pres: draw_settings(spec, pres, scale)))
        for rel, draw in jobs:
            out = os.path.join(base, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            data = draw().png()
            with open(out, "wb") as f:
                f.write(data)
            print(f"wrote {os.path.relpath(out, ROOT)} ({len(data) // 1024} KB)")


if __name__ == "__main__":
    main()
