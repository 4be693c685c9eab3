import type { AcceptedImageFormat } from '../../shared/uploads.ts';

// Recognises an image by its bytes, never by its name or declared type, and refuses files that carry
// anything after the image's own end (a JPEG/ZIP polyglot, an appended script) or stop before it
// (a truncated upload). sharp decodes the rest; this catches what a decoder would happily ignore.

export function sniffImageFormat(bytes: Uint8Array): AcceptedImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && matchesAt(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}

/** True when the file ends exactly where its format says the image ends, with no archive inside. */
export function hasCleanEnd(bytes: Uint8Array, format: AcceptedImageFormat): boolean {
  if (containsZipDirectory(bytes)) return false;
  switch (format) {
    case 'png':
      return pngEnd(bytes) === bytes.length;
    case 'jpeg':
      return endsWith(trimZeroPadding(bytes), [0xff, 0xd9]);
    case 'gif':
      return endsWith(trimZeroPadding(bytes), [0x3b]);
    case 'webp': {
      const riffSize = readUint32LE(bytes, 4);
      const expected = 8 + riffSize + (riffSize % 2);
      return expected === bytes.length || 8 + riffSize === bytes.length;
    }
  }
}

/** Offset just past the IEND chunk, or -1 when the chunk list is cut short. */
function pngEnd(bytes: Uint8Array): number {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = readUint32BE(bytes, offset);
    const isEnd = matchesAt(bytes, offset + 4, ascii('IEND'));
    offset += 12 + length;
    if (offset > bytes.length) return -1;
    if (isEnd) return offset;
  }
  return -1;
}

/**
 * A ZIP is read from its end: its central directory and end record sit in the last 64 KiB. Image
 * data that happens to contain both signatures there is vanishingly unlikely.
 */
function containsZipDirectory(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - (65_535 + 22 + 1024));
  const tail = bytes.subarray(from);
  return indexOf(tail, [0x50, 0x4b, 0x05, 0x06]) >= 0 && indexOf(tail, [0x50, 0x4b, 0x01, 0x02]) >= 0;
}

function trimZeroPadding(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  // Some cameras pad JPEGs with zero bytes; a few hundred at most.
  while (end > 0 && bytes.length - end < 4096 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return matchesAt(bytes, 0, signature);
}

function endsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && matchesAt(bytes, bytes.length - signature.length, signature);
}

function matchesAt(bytes: Uint8Array, offset: number, signature: number[]): boolean {
  if (offset + signature.length > bytes.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function indexOf(bytes: Uint8Array, signature: number[]): number {
  const first = signature[0];
  for (
    let i = bytes.indexOf(first!);
    i >= 0 && i <= bytes.length - signature.length;
    i = bytes.indexOf(first!, i + 1)
  ) {
    if (matchesAt(bytes, i, signature)) return i;
  }
  return -1;
}

function readUint32BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

function readUint32LE(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! + (bytes[offset + 1]! << 8) + (bytes[offset + 2]! << 16) + ((bytes[offset + 3]! << 24) >>> 0);
}
