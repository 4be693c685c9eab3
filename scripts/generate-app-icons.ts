// Draws the client area's app icons (issue #41: the installable client area, ADR 0071) from the site's
// mark, public/favicon.svg, into the PNG sizes browsers ask a web app manifest for: 192 and 512 (Android,
// desktop), a 512 "maskable" one whose mark stays inside the safe circle a launcher may crop to, and
// 180 for iOS's home screen. Run once when the mark changes (`npx node scripts/generate-app-icons.ts`);
// the files are committed under public/icons/.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve('public/icons');
mkdirSync(outDir, { recursive: true });
const mark = readFileSync(path.resolve('public/favicon.svg'));
const BRAND = '#0f766e';

async function drawIcon(size: number, file: string) {
  await sharp(mark, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

/** The mark at 70 % on a full brand square: a maskable icon's safe zone is the middle 80 %. */
async function drawMaskableIcon(size: number, file: string) {
  const inner = Math.round(size * 0.7);
  const markPng = await sharp(mark, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: markPng, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

await drawIcon(192, 'denge-192.png');
await drawIcon(512, 'denge-512.png');
await drawMaskableIcon(512, 'denge-maskable-512.png');
await drawMaskableIcon(180, 'denge-apple-180.png');
