import zlib from "node:zlib";

/**
 * A document compressed once with holes in it: every response fills each hole with the same
 * short value (the CSP nonce) without compressing anything again. The holes are left in the
 * compressed stream as stored (uncompressed) blocks, and nothing compressed around them refers
 * to their bytes, so any value of the hole's length decodes correctly.
 */
export type Spliced = {
  encoding: "br" | "gzip" | "identity";
  /** Bytes of the whole body for any fill value. */
  length: number;
  /** The body with every hole filled with `fill` (exactly `holeLength` bytes). */
  assemble(fill: Buffer): Buffer;
};

/** `segments` joined by holes: segments.length - 1 holes. */
export function splicedIdentity(segments: Buffer[], holeLength: number): Spliced {
  const length = segments.reduce((n, s) => n + s.length, 0) + (segments.length - 1) * holeLength;
  return {
    encoding: "identity",
    length,
    assemble: (fill) => Buffer.concat(interleave(segments, fill), length),
  };
}

function interleave(parts: Buffer[], fill: Buffer): Buffer[] {
  const out: Buffer[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(fill);
    out.push(p);
  });
  return out;
}

// ---- gzip: one raw-deflate run per segment, a stored block per hole, CRC-32 combined ----

const POLY = 0xedb88320;

/** (a * b) mod the CRC-32 polynomial, reflected. */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const x2nTable = (() => {
  const t: number[] = [];
  let p = 1 << 30; // x^1
  t[0] = p;
  for (let n = 1; n < 32; n++) {
    p = multModP(p, p);
    t[n] = p;
  }
  return t;
})();

/** x^(8 * bytes) mod P: what appending `bytes` bytes does to a CRC (zlib's crc32_combine). */
function shiftOperator(bytes: number): number {
  let p = 1 << 31; // x^0
  let k = 3;
  let n = bytes;
  while (n) {
    if (n & 1) p = multModP(x2nTable[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

function crc32(data: Buffer): number {
  return zlib.crc32(data) >>> 0;
}

export function splicedGzip(segments: Buffer[], holeLength: number): Spliced {
  if (holeLength > 0xffff) throw new Error("hole too long for one stored block");
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  const last = segments.length - 1;
  const deflated = segments.map((s, i) =>
    zlib.deflateRawSync(s, {
      level: 9,
      memLevel: 9,
      // Byte-aligned and not final: a stored block or the next run can follow.
      finishFlush: i < last ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.Z_FINISH,
    }),
  );
  const storedHeader = Buffer.from([
    0x00, // BFINAL 0, BTYPE 00 (stored), padding
    holeLength & 0xff,
    holeLength >> 8,
    ~holeLength & 0xff,
    (~holeLength >> 8) & 0xff,
  ]);
  const segmentCrc = segments.map(crc32);
  const segmentShift = segments.map((s) => shiftOperator(s.length));
  const holeShift = shiftOperator(holeLength);
  const rawLength = segments.reduce((n, s) => n + s.length, 0) + last * holeLength;
  const length =
    header.length +
    deflated.reduce((n, d) => n + d.length, 0) +
    last * (storedHeader.length + holeLength) +
    8;
  return {
    encoding: "gzip",
    length,
    assemble(fill) {
      const fillCrc = crc32(fill);
      let crc = segmentCrc[0];
      for (let i = 1; i <= last; i++) {
        crc = (multModP(holeShift, crc) ^ fillCrc) >>> 0;
        crc = (multModP(segmentShift[i], crc) ^ segmentCrc[i]) >>> 0;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE(rawLength >>> 0, 4);
      const hole = Buffer.concat([storedHeader, fill]);
      return Buffer.concat([header, ...interleave(deflated, hole), trailer], length);
    },
  };
}

// ---- brotli: one encoder, flushed at each hole; the hole's bytes become an uncompressed
// meta-block. The encoder sees a stand-in made of bytes the document never contains (so nothing
// after it can copy from it), ending with the hole's fixed suffix (so literal contexts match). ----

function uncompressedMetaBlockHeader(length: number): Buffer {
  if (length < 1 || length > 0x10000) throw new Error("hole length out of range");
  // ISLAST 0 | MNIBBLES 4 (code 0) | MLEN-1 in 16 bits | ISUNCOMPRESSED 1, padded to a byte.
  const bits = (0 << 0) | (0 << 1) | ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/**
 * `fixedSuffix`: bytes every fill value ends with (a base64 nonce of 16 bytes ends with "==").
 * Resolves to null when the document leaves no byte value free for the stand-ins or the
 * assembled stream does not decode back (then the page is served without brotli).
 */
export async function splicedBrotli(
  segments: Buffer[],
  holeLength: number,
  fixedSuffix: Buffer,
): Promise<Spliced | null> {
  const used = new Set<number>();
  for (const s of segments) for (const b of s) used.add(b);
  for (const b of fixedSuffix) used.add(b);
  const free: number[] = [];
  for (let b = 1; b < 32; b++) if (!used.has(b)) free.push(b);
  if (free.length < 4) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const spliced = await encodeBrotli(segments, holeLength, fixedSuffix, free);
    if (verify(spliced, segments, holeLength, fixedSuffix)) return spliced;
  }
  return null;
}

async function encodeBrotli(
  segments: Buffer[],
  holeLength: number,
  fixedSuffix: Buffer,
  free: number[],
): Promise<Spliced> {
  const last = segments.length - 1;
  const standIn = () => {
    const s = Buffer.alloc(holeLength);
    for (let k = 0; k < holeLength - fixedSuffix.length; k++) {
      s[k] = free[Math.floor(Math.random() * free.length)];
    }
    fixedSuffix.copy(s, holeLength - fixedSuffix.length);
    return s;
  };
  const total = segments.reduce((n, s) => n + s.length, 0) + last * holeLength;
  const encoder = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: total,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const chunks: Buffer[] = [];
  encoder.on("data", (d: Buffer) => chunks.push(d));
  const take = async (input: Buffer, final: boolean) => {
    if (final) {
      await new Promise<void>((resolve, reject) => {
        encoder.once("end", resolve);
        encoder.once("error", reject);
        encoder.end(input);
      });
    } else {
      encoder.write(input);
      await new Promise<void>((resolve) =>
        encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => resolve()),
      );
      // Output pushed during the flush reaches 'data' listeners by the next turn.
      await new Promise((r) => setImmediate(r));
    }
    return Buffer.concat(chunks.splice(0));
  };
  const parts: Buffer[] = [];
  for (let i = 0; i <= last; i++) {
    parts.push(await take(segments[i], i === last));
    // The stand-in's output is dropped: the fill goes there as an uncompressed meta-block.
    if (i < last) await take(standIn(), false);
  }
  const holeHeader = uncompressedMetaBlockHeader(holeLength);
  const length = parts.reduce((n, p) => n + p.length, 0) + last * (holeHeader.length + holeLength);
  return {
    encoding: "br",
    length,
    assemble: (fill) => Buffer.concat(interleave(parts, Buffer.concat([holeHeader, fill])), length),
  };
}

/** Decodes the body with a random fill and compares it with the expected document. */
export function verify(
  spliced: Spliced,
  segments: Buffer[],
  holeLength: number,
  fixedSuffix: Buffer,
): boolean {
  const fill = Buffer.alloc(holeLength);
  for (let k = 0; k < holeLength - fixedSuffix.length; k++) {
    fill[k] = 65 + Math.floor(Math.random() * 26);
  }
  fixedSuffix.copy(fill, holeLength - fixedSuffix.length);
  const expected = Buffer.concat(interleave(segments, fill));
  const body = spliced.assemble(fill);
  if (body.length !== spliced.length) return false;
  try {
    const decoded =
      spliced.encoding === "br"
        ? zlib.brotliDecompressSync(body)
        : spliced.encoding === "gzip"
          ? zlib.gunzipSync(body)
          : body;
    return decoded.equals(expected);
  } catch {
    return false;
  }
}
