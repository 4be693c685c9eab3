// Draws the demo shop's product pictures (spec 3 §2.5: the catalogue's cards) as SVG illustrations and
// rasterises them with sharp into 800×800 WebP under public/demo/, like generate-demo-images.ts does
// for the rest of the demo site. Run once when a drawing changes
// (`npx node scripts/generate-product-images.ts`); the files are committed. No stock photos.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve('public/demo');
mkdirSync(outDir, { recursive: true });

const SIZE = 800;

const backdrop = (from: string, to: string) => `
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <circle cx="660" cy="140" r="220" fill="#ffffff" opacity="0.12"/>
  <ellipse cx="400" cy="700" rx="300" ry="36" fill="#000000" opacity="0.12"/>`;

const label = (x: number, y: number, w: number, text: string, color: string, size = 34) =>
  `<text x="${x + w / 2}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}">${text}</text>`;

const leaf = (x: number, y: number, s: number, rotate: number, color: string) => `
  <g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">
    <path d="M0 0 C 40 -60, 120 -60, 160 0 C 120 60, 40 60, 0 0 Z" fill="${color}"/>
    <path d="M0 0 L 160 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
  </g>`;

const drawings: Record<string, string> = {
  'product-protein-bar': `${backdrop('#92400e', '#f59e0b')}
    <g transform="rotate(-12 400 400)">
      <rect x="130" y="300" width="540" height="200" rx="26" fill="#451a03"/>
      <rect x="130" y="300" width="540" height="200" rx="26" fill="none" stroke="#fde68a" stroke-width="8"/>
      <path d="M130 330 L100 310 L100 490 L130 470 Z M670 330 L700 310 L700 490 L670 470 Z" fill="#78350f"/>
      <rect x="220" y="340" width="360" height="120" rx="14" fill="#fef3c7"/>
      ${label(220, 395, 360, 'PROTEİN', '#78350f', 46)}
      ${label(220, 440, 360, 'BAR · 20 g', '#b45309', 30)}
    </g>`,
  'product-herbal-tea': `${backdrop('#166534', '#86efac')}
    <rect x="200" y="230" width="300" height="400" rx="18" fill="#f0fdf4"/>
    <rect x="200" y="230" width="300" height="90" rx="18" fill="#15803d"/>
    ${label(200, 290, 300, 'BİTKİ ÇAYI', '#ffffff', 36)}
    ${leaf(250, 470, 0.9, -35, '#22c55e')}${leaf(300, 540, 0.8, -10, '#4ade80')}
    <rect x="500" y="430" width="150" height="170" rx="24" fill="#ffffff"/>
    <path d="M650 470 C 720 470, 720 560, 650 560" stroke="#ffffff" stroke-width="18" fill="none"/>
    <rect x="515" y="450" width="120" height="40" rx="10" fill="#a16207" opacity="0.7"/>`,
  'product-green-tea': `${backdrop('#065f46', '#34d399')}
    <circle cx="400" cy="450" r="190" fill="#ecfdf5"/>
    <circle cx="400" cy="450" r="150" fill="#84cc16"/>
    <circle cx="400" cy="450" r="150" fill="#ffffff" opacity="0.18"/>
    ${leaf(330, 260, 1.2, -20, '#16a34a')}
    ${label(200, 470, 400, 'YEŞİL ÇAY', '#14532d', 40)}`,
  'product-recipe-book': `${backdrop('#9f1239', '#fb7185')}
    <rect x="210" y="170" width="380" height="500" rx="16" fill="#fff1f2"/>
    <rect x="210" y="170" width="40" height="500" fill="#be123c"/>
    <circle cx="420" cy="360" r="110" fill="#ffffff" stroke="#fecdd3" stroke-width="10"/>
    <path d="M360 360 a60 60 0 0 0 120 0 Z" fill="#22c55e"/><circle cx="400" cy="345" r="18" fill="#ef4444"/><circle cx="445" cy="350" r="14" fill="#f59e0b"/>
    ${label(250, 540, 340, 'SAĞLIKLI', '#9f1239', 40)}
    ${label(250, 590, 340, 'TARİFLER', '#9f1239', 40)}`,
  'product-kitchen-scale': `${backdrop('#1e3a8a', '#60a5fa')}
    <rect x="170" y="380" width="460" height="220" rx="40" fill="#f8fafc"/>
    <ellipse cx="400" cy="360" rx="230" ry="40" fill="#cbd5e1"/>
    <rect x="300" y="440" width="200" height="90" rx="12" fill="#0f172a"/>
    <text x="400" y="505" font-family="Courier New, monospace" font-size="56" font-weight="700" text-anchor="middle" fill="#4ade80">250 g</text>
    <circle cx="250" cy="560" r="16" fill="#94a3b8"/><circle cx="550" cy="560" r="16" fill="#94a3b8"/>`,
  'product-measuring-cups': `${backdrop('#7c2d12', '#fdba74')}
    ${[
      [170, 320, 170, '#f97316'],
      [360, 360, 140, '#fb923c'],
      [520, 400, 110, '#fdba74'],
    ]
      .map(
        ([x, y, w, color]) =>
          `<path d="M${x} ${y} L${Number(x) + Number(w)} ${y} L${Number(x) + Number(w) * 0.85} ${Number(y) + Number(w)} L${Number(x) + Number(w) * 0.15} ${Number(y) + Number(w)} Z" fill="${color}" stroke="#ffffff" stroke-width="8"/>`,
      )
      .join('')}
    ${label(100, 640, 600, 'ÖLÇÜ KAPLARI', '#ffffff', 44)}`,
  'product-water-bottle': `${backdrop('#075985', '#7dd3fc')}
    <rect x="320" y="130" width="160" height="60" rx="14" fill="#0c4a6e"/>
    <rect x="280" y="190" width="240" height="470" rx="60" fill="#e0f2fe" opacity="0.95"/>
    <rect x="280" y="360" width="240" height="300" rx="60" fill="#38bdf8"/>
    ${[1, 2, 3].map((i) => `<rect x="480" y="${260 + i * 90}" width="40" height="6" fill="#0369a1"/>`).join('')}
    ${label(280, 300, 240, '1 L', '#0369a1', 56)}`,
  'product-chia-seeds': `${backdrop('#3f3f46', '#a1a1aa')}
    <rect x="250" y="200" width="300" height="80" rx="16" fill="#a16207"/>
    <rect x="230" y="270" width="340" height="390" rx="40" fill="#fafaf9" opacity="0.9"/>
    ${Array.from({ length: 120 }, (_, i) => `<circle cx="${260 + ((i * 37) % 280)}" cy="${400 + ((i * 53) % 240)}" r="6" fill="${i % 3 ? '#27272a' : '#78716c'}"/>`).join('')}
    <rect x="260" y="300" width="280" height="80" rx="10" fill="#ffffff"/>
    ${label(260, 355, 280, 'CHİA', '#3f3f46', 42)}`,
  'product-nut-mix': `${backdrop('#854d0e', '#facc15')}
    <path d="M220 260 L580 260 L620 660 L180 660 Z" fill="#fef9c3"/>
    <rect x="220" y="230" width="360" height="50" rx="10" fill="#a16207"/>
    ${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${260 + ((i * 71) % 290)}" cy="${470 + ((i * 43) % 150)}" rx="30" ry="18" transform="rotate(${i * 25} ${260 + ((i * 71) % 290)} ${470 + ((i * 43) % 150)})" fill="${['#b45309', '#92400e', '#d97706'][i % 3]}"/>`).join('')}
    ${label(180, 390, 440, 'KURUYEMİŞ', '#854d0e', 46)}`,
  'product-food-containers': `${backdrop('#134e4a', '#5eead4')}
    ${[
      [150, 420],
      [330, 330],
      [510, 420],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="150" height="190" rx="20" fill="#f0fdfa" opacity="0.95"/><rect x="${Number(x) - 8}" y="${Number(y) - 24}" width="166" height="34" rx="10" fill="#0f766e"/>`,
      )
      .join('')}
    ${leaf(190, 520, 0.5, -20, '#22c55e')}<circle cx="405" cy="450" r="36" fill="#f97316"/><rect x="545" y="500" width="80" height="50" rx="10" fill="#fde047"/>`,
};

for (const [name, body] of Object.entries(drawings)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  writeFileSync(path.join(outDir, `${name}.webp`), webp);
  console.log(`${name}.webp ${SIZE}×${SIZE} ${Math.round(webp.byteLength / 1024)} KB`);
}
