/** PNG facts a test checks on its own, apart from the library that writes them: each chunk, and its CRC. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of the PNG specification (ISO 3309), as in its annex. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface PngChunk {
  type: string;
  data: Uint8Array;
  /** The CRC the file holds, and the one its type and data give. */
  crc: number;
  crcOfData: number;
}

/** A PNG's chunks, read after its signature. */
export function pngChunks(png: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < png.length) {
    const len = new DataView(png.buffer, png.byteOffset + at).getUint32(0);
    const type = String.fromCharCode(...png.slice(at + 4, at + 8));
    const crc = new DataView(png.buffer, png.byteOffset + at + 8 + len).getUint32(0);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + len), crc, crcOfData: crc32(png.subarray(at + 4, at + 8 + len)) });
    at += 12 + len;
  }
  return chunks;
}
