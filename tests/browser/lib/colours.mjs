// Colour arithmetic for the browser tests: what the grid shader shows for a cell (a search
// mark blended over its terrain), pixels of a colour inside a rectangle of a screenshot, and
// CIELAB distances as people with normal vision and with the three colour-vision deficiencies
// see them (Machado, Oliveira and Fernandes 2009, severity 1).

export function parseHex(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [v >> 16, (v >> 8) & 0xff, v & 0xff];
}

export function toHex([r, g, b]) {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

// What a cell with `mark` over `terrain` looks like: terrain * (1 - alpha) + mark * alpha.
export function blended(palette, terrain, mark) {
  const t = parseHex(palette.terrain[terrain]);
  const m = parseHex(palette.marks[mark]);
  const a = palette.mark_alpha[mark];
  return toHex(t.map((c, i) => c * (1 - a) + m[i] * a));
}

// Pixels of `image` inside `rect` ({left, top, width, height}, CSS pixels, at `scale` image
// pixels per CSS pixel) within `tolerance` of "#rrggbb" in every channel.
export function countInRect(image, rect, hex, tolerance = 3, scale = 1) {
  const [r, g, b] = parseHex(hex);
  const x0 = Math.max(0, Math.ceil(rect.left * scale)), y0 = Math.max(0, Math.ceil(rect.top * scale));
  const x1 = Math.min(image.width, Math.floor((rect.left + rect.width) * scale));
  const y1 = Math.min(image.height, Math.floor((rect.top + rect.height) * scale));
  let count = 0;
  for (let y = y0; y < y1; ++y) {
    for (let x = x0; x < x1; ++x) {
      const i = (y * image.width + x) * 4;
      if (Math.abs(image.rgba[i] - r) <= tolerance && Math.abs(image.rgba[i + 1] - g) <= tolerance &&
          Math.abs(image.rgba[i + 2] - b) <= tolerance) {
        ++count;
      }
    }
  }
  return count;
}

const kVision = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
};
export const visions = Object.keys(kVision);

// CIELAB (D65) of "#rrggbb" as seen with `vision`.
export function lab(hex, vision = 'normal') {
  const linear = parseHex(hex).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const m = kVision[vision];
  const [r, g, b] = m.map((row) => Math.min(1, Math.max(0, row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2])));
  const x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function deltaE(hexA, hexB, vision = 'normal') {
  const a = lab(hexA, vision), b = lab(hexB, vision);
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
