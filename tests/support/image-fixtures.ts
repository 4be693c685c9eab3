import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Real files for the upload tests, made with sharp at test time: one valid image of each accepted
// type, and the files an attacker or a confused user sends instead.

const base = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 90 } } });

export const makePng = () => base().png().toBuffer();
export const makeWebp = () => base().webp().toBuffer();
export const makeGif = () => base().gif().toBuffer();
/** A landscape JPEG whose EXIF says "rotate 90°" and which carries camera metadata. */
export const makeRotatedJpeg = () =>
  base()
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'DengeCam', Copyright: 'gizli' } } })
    .toBuffer();

export const svgFile = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const htmlFile = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A valid JPEG with a ZIP archive appended: opens as a picture and as an archive. */
export async function makeJpegZipPolyglot(): Promise<Buffer> {
  return Buffer.concat([await base().jpeg().toBuffer(), makeZip('payload.html', '<script>alert(1)</script>')]);
}

/** The first half of a valid PNG, as a cut-off upload leaves it. */
export async function makeTruncatedPng(): Promise<Buffer> {
  const png = await makePng();
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A PNG of random pixels, which does not compress: larger than `minBytes`. */
export async function makeNoisePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A one-file ZIP (stored, no compression), written by hand. */
function makeZip(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/**
 * Uploads a wide one-colour logo (a menu logo's shape, 400×140) and makes it the site's logo through the
 * admin API; answers its stored image key.
 */
export async function uploadSiteLogo(
  baseUrl: string,
  admin: { cookieHeader: string; put: (path: string, body: unknown) => Promise<{ status: number }> },
  colour: { r: number; g: number; b: number },
): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 140, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${baseUrl}/api/admin/uploads/images?kind=logo`, {
    method: 'POST',
    headers: { cookie: admin.cookieHeader, origin: baseUrl },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`logo upload failed: ${uploaded.status}`);
  const { key } = (await uploaded.json()) as { key: string };
  const saved = await admin.put('/api/admin/settings/logo', { logoKey: key });
  if (saved.status !== 200) throw new Error(`logo setting failed: ${saved.status}`);
  return key;
}
