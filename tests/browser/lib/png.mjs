// Decodes the PNGs Chromium writes for screenshots (8-bit RGB or RGBA, not interlaced) into
// { width, height, rgba } with 4 bytes a pixel. Enough for checking colours; not a general decoder.
import { inflateSync } from 'node:zlib';

export function decodePng(buffer) {
  const signature = '89504e470d0a1a0a';
  if (buffer.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  let width = 0, height = 0, colorType = 0;
  const idat = [];
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const data = buffer.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const bitDepth = data[8], interlace = data[12];
      colorType = data[9];
      if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
      }
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + length;
  }
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(stride * height);
  // Undo the per-row filters (PNG spec, section 9).
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; ++i) {
      const a = i >= channels ? row[i - channels] : 0;
      const b = up[i];
      const c = i >= channels ? up[i - channels] : 0;
      let predictor;
      switch (filter) {
        case 0: predictor = 0; break;
        case 1: predictor = a; break;
        case 2: predictor = b; break;
        case 3: predictor = (a + b) >> 1; break;
        case 4: {
          const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: throw new Error(`bad PNG filter ${filter} in row ${y}`);
      }
      row[i] = (src[i] + predictor) & 0xff;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; ++p) {
    rgba[p * 4] = pixels[p * channels];
    rgba[p * 4 + 1] = pixels[p * channels + 1];
    rgba[p * 4 + 2] = pixels[p * channels + 2];
    rgba[p * 4 + 3] = channels === 4 ? pixels[p * channels + 3] : 255;
  }
  return { width, height, rgba };
}

// Counts pixels per exact colour: Map "#rrggbb" -> count.
export function colourHistogram({ rgba }) {
  const counts = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = '#' + ((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]).toString(16).padStart(6, '0');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

// Pixels within `tolerance` (per channel) of the colour "#rrggbb".
export function countNear(histogram, hex, tolerance = 2) {
  const want = parseInt(hex.slice(1), 16);
  const [r, g, b] = [want >> 16, (want >> 8) & 0xff, want & 0xff];
  let total = 0;
  for (const [key, count] of histogram) {
    const v = parseInt(key.slice(1), 16);
    if (Math.abs((v >> 16) - r) <= tolerance && Math.abs(((v >> 8) & 0xff) - g) <= tolerance &&
        Math.abs((v & 0xff) - b) <= tolerance) {
      total += count;
    }
  }
  return total;
}
