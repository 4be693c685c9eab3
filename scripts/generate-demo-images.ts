// Draws the demo practice's pictures (slides, about, services, team, testimonials, blog) as SVG
// illustrations and rasterises them with sharp into WebP under public/demo/. Run once when the
// drawings change (`npx node scripts/generate-demo-images.ts`); the files are committed, so neither
// the seed nor the build needs to draw them. No stock photos: every picture is made here.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve('public/demo');
mkdirSync(outDir, { recursive: true });

type Palette = { from: string; to: string; accent: string; soft: string };
const palettes: Record<string, Palette> = {
  teal: { from: '#0f766e', to: '#14b8a6', accent: '#fbbf24', soft: '#ccfbf1' },
  green: { from: '#166534', to: '#4ade80', accent: '#f97316', soft: '#dcfce7' },
  orange: { from: '#c2410c', to: '#fb923c', accent: '#fde68a', soft: '#ffedd5' },
  indigo: { from: '#3730a3', to: '#818cf8', accent: '#34d399', soft: '#e0e7ff' },
  rose: { from: '#9f1239', to: '#fb7185', accent: '#fde047', soft: '#ffe4e6' },
  sky: { from: '#075985', to: '#38bdf8', accent: '#a3e635', soft: '#e0f2fe' },
};

const background = (w: number, h: number, p: Palette) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.35}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${w * 0.1}" cy="${h * 0.9}" r="${h * 0.45}" fill="#ffffff" opacity="0.06"/>`;

const leaf = (x: number, y: number, s: number, rotate: number, color: string) => `
  <g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})">
    <path d="M0 0 C 40 -60, 120 -60, 160 0 C 120 60, 40 60, 0 0 Z" fill="${color}"/>
    <path d="M0 0 L 160 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
  </g>`;

/** A plate seen from above with vegetables, grains and a protein: the practice's motif. */
const plate = (cx: number, cy: number, r: number, p: Palette) => `
  <circle cx="${cx}" cy="${cy + r * 0.06}" r="${r}" fill="#000000" opacity="0.15"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${p.soft}"/>
  <path d="M${cx} ${cy} L${cx} ${cy - r * 0.82} A${r * 0.82} ${r * 0.82} 0 0 1 ${cx + r * 0.82} ${cy} Z" fill="#4ade80"/>
  <path d="M${cx} ${cy} L${cx + r * 0.82} ${cy} A${r * 0.82} ${r * 0.82} 0 0 1 ${cx - r * 0.41} ${cy + r * 0.71} Z" fill="#fcd34d"/>
  <path d="M${cx} ${cy} L${cx - r * 0.41} ${cy + r * 0.71} A${r * 0.82} ${r * 0.82} 0 0 1 ${cx} ${cy - r * 0.82} Z" fill="#f87171"/>
  ${[0, 1, 2, 3, 4]
    .map((i) => {
      const a = (i / 5) * Math.PI * 2;
      return `<circle cx="${cx + Math.cos(a) * r * 0.45}" cy="${cy + Math.sin(a) * r * 0.45}" r="${r * 0.09}" fill="#ffffff" opacity="0.7"/>`;
    })
    .join('')}`;

const glass = (x: number, y: number, h: number) => `
  <path d="M${x} ${y} L${x + h * 0.45} ${y} L${x + h * 0.38} ${y + h} L${x + h * 0.07} ${y + h} Z" fill="#ffffff" opacity="0.85"/>
  <path d="M${x + h * 0.03} ${y + h * 0.3} L${x + h * 0.42} ${y + h * 0.3} L${x + h * 0.38} ${y + h} L${x + h * 0.07} ${y + h} Z" fill="#38bdf8"/>`;

const apple = (x: number, y: number, r: number, color: string) => `
  <circle cx="${x - r * 0.35}" cy="${y}" r="${r}" fill="${color}"/>
  <circle cx="${x + r * 0.35}" cy="${y}" r="${r}" fill="${color}"/>
  <rect x="${x - r * 0.06}" y="${y - r * 1.35}" width="${r * 0.12}" height="${r * 0.5}" fill="#78350f"/>
  ${leaf(x, y - r * 1.1, r / 200, -30, '#22c55e')}`;

const dumbbell = (x: number, y: number, s: number, color: string) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-120" y="-10" width="240" height="20" rx="10" fill="${color}"/>
    <rect x="-150" y="-50" width="40" height="100" rx="12" fill="${color}"/>
    <rect x="110" y="-50" width="40" height="100" rx="12" fill="${color}"/>
  </g>`;

const scale = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-140" y="-140" width="280" height="280" rx="48" fill="#ffffff"/>
    <rect x="-90" y="-110" width="180" height="70" rx="16" fill="#e2e8f0"/>
    <path d="M-50 -55 A 60 60 0 0 1 50 -55" stroke="#0f766e" stroke-width="10" fill="none"/>
    <line x1="0" y1="-50" x2="22" y2="-90" stroke="#ef4444" stroke-width="8" stroke-linecap="round"/>
  </g>`;

const heart = (x: number, y: number, s: number, color: string) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 60 C -90 0, -60 -80, 0 -30 C 60 -80, 90 0, 0 60 Z" fill="${color}"/>
    <path d="M-55 5 L-20 5 L-5 -25 L12 30 L25 5 L55 5" stroke="#ffffff" stroke-width="7" fill="none" stroke-linejoin="round"/>
  </g>`;

/** A friendly illustrated person (head, hair, shoulders), not anyone's photo. */
const person = (w: number, h: number, p: Palette, skin: string, hair: string, longHair: boolean) => {
  const cx = w / 2;
  const headR = w * 0.17;
  const headY = h * 0.42;
  return `
  ${background(w, h, p)}
  <path d="M${cx - w * 0.36} ${h} C ${cx - w * 0.34} ${h * 0.7}, ${cx + w * 0.34} ${h * 0.7}, ${cx + w * 0.36} ${h} Z" fill="#ffffff"/>
  <path d="M${cx - w * 0.1} ${h * 0.72} L${cx} ${h * 0.84} L${cx + w * 0.1} ${h * 0.72}" fill="${p.soft}"/>
  ${longHair ? `<rect x="${cx - headR * 1.15}" y="${headY - headR * 0.2}" width="${headR * 2.3}" height="${headR * 1.9}" rx="${headR}" fill="${hair}"/>` : ''}
  <rect x="${cx - headR * 0.35}" y="${headY + headR * 0.7}" width="${headR * 0.7}" height="${headR * 0.8}" fill="${skin}"/>
  <circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>
  <path d="M${cx - headR} ${headY - headR * 0.1} C ${cx - headR} ${headY - headR * 1.4}, ${cx + headR} ${headY - headR * 1.4}, ${cx + headR} ${headY - headR * 0.1} C ${cx + headR * 0.4} ${headY - headR * 0.7}, ${cx - headR * 0.4} ${headY - headR * 0.7}, ${cx - headR} ${headY - headR * 0.1} Z" fill="${hair}"/>
  <circle cx="${cx - headR * 0.35}" cy="${headY + headR * 0.1}" r="${headR * 0.08}" fill="#1e293b"/>
  <circle cx="${cx + headR * 0.35}" cy="${headY + headR * 0.1}" r="${headR * 0.08}" fill="#1e293b"/>
  <path d="M${cx - headR * 0.3} ${headY + headR * 0.45} Q ${cx} ${headY + headR * 0.7} ${cx + headR * 0.3} ${headY + headR * 0.45}" stroke="#9a3412" stroke-width="${headR * 0.07}" fill="none" stroke-linecap="round"/>`;
};

type Picture = { name: string; width: number; height: number; body: string };

const pictures: Picture[] = [];
const add = (name: string, width: number, height: number, body: string) => pictures.push({ name, width, height, body });

// Slides: 1600×900.
add(
  'slide-1',
  1600,
  900,
  `${background(1600, 900, palettes.teal!)}${plate(1120, 450, 280, palettes.teal!)}${leaf(760, 240, 1.2, -20, '#86efac')}${leaf(1420, 760, 0.9, 160, '#bbf7d0')}${glass(1450, 180, 220)}`,
);
add(
  'slide-2',
  1600,
  900,
  `${background(1600, 900, palettes.orange!)}${apple(1050, 500, 150, '#dc2626')}${apple(1320, 560, 110, '#16a34a')}${leaf(800, 700, 1, -40, '#fde68a')}`,
);
add(
  'slide-3',
  1600,
  900,
  `${background(1600, 900, palettes.indigo!)}${dumbbell(1150, 350, 1.4, '#e0e7ff')}${heart(1150, 640, 1.6, '#f472b6')}${leaf(820, 200, 0.9, 20, '#a7f3d0')}`,
);
// About: 1200×900.
add(
  'about',
  1200,
  900,
  `${background(1200, 900, palettes.green!)}${plate(600, 450, 280, palettes.green!)}${glass(980, 260, 260)}${apple(200, 650, 90, '#ef4444')}${leaf(150, 200, 1, 10, '#bbf7d0')}`,
);
// Services: 800×600.
const serviceArt = [
  ['service-weight', palettes.teal!, scale(400, 300, 1.2)],
  ['service-sports', palettes.indigo!, dumbbell(400, 300, 1.5, '#ffffff')],
  ['service-pregnancy', palettes.rose!, heart(400, 300, 2.4, '#ffffff')],
  ['service-child', palettes.orange!, apple(400, 330, 110, '#ffffff')],
  [
    'service-online',
    palettes.sky!,
    `<rect x="230" y="150" width="340" height="230" rx="20" fill="#ffffff"/><rect x="250" y="170" width="300" height="180" rx="8" fill="#bae6fd"/>${plate(400, 260, 70, palettes.sky!)}<rect x="180" y="390" width="440" height="24" rx="12" fill="#ffffff"/>`,
  ],
  ['service-disease', palettes.green!, `${heart(330, 300, 1.8, '#ffffff')}${leaf(430, 330, 1.1, -30, '#bbf7d0')}`],
] as const;
for (const [name, palette, art] of serviceArt) add(name, 800, 600, `${background(800, 600, palette)}${art}`);
// Team: 600×600 illustrated portraits.
add('team-1', 600, 600, person(600, 600, palettes.teal!, '#f1c7a5', '#3f2a1d', true));
add('team-2', 600, 600, person(600, 600, palettes.indigo!, '#d9a27c', '#1f1a17', false));
add('team-3', 600, 600, person(600, 600, palettes.rose!, '#f5d0b5', '#7c2d12', true));
add('team-4', 600, 600, person(600, 600, palettes.green!, '#c98b62', '#292524', false));
// Testimonials: 160×160 avatars.
const avatarArt: [string, Palette, string, string, boolean][] = [
  ['avatar-1', palettes.sky!, '#f1c7a5', '#44403c', true],
  ['avatar-2', palettes.orange!, '#d9a27c', '#1c1917', false],
  ['avatar-3', palettes.green!, '#f5d0b5', '#a16207', true],
  ['avatar-4', palettes.indigo!, '#c98b62', '#0c0a09', false],
  ['avatar-5', palettes.rose!, '#f1c7a5', '#57534e', true],
];
for (const [name, palette, skin, hair, isLong] of avatarArt)
  add(name, 160, 160, person(160, 160, palette, skin, hair, isLong));
// Blog: 1200×675.
const blogArt = [
  ['blog-blood-sugar', palettes.rose!, `${heart(420, 340, 2.2, '#ffffff')}${apple(820, 380, 120, '#16a34a')}`],
  ['blog-healthy-eating', palettes.green!, `${plate(600, 340, 230, palettes.green!)}${glass(950, 160, 240)}`],
  ['blog-weight-loss', palettes.teal!, `${scale(450, 340, 1.3)}${leaf(750, 300, 1.3, -25, '#99f6e4')}`],
  ['blog-water', palettes.sky!, `${glass(420, 140, 360)}${glass(700, 220, 280)}`],
  ['blog-sports', palettes.indigo!, `${dumbbell(600, 260, 1.8, '#ffffff')}${heart(600, 470, 1.4, '#f472b6')}`],
  ['blog-breakfast', palettes.orange!, `${plate(520, 340, 220, palettes.orange!)}${apple(900, 400, 100, '#dc2626')}`],
] as const;
for (const [name, palette, art] of blogArt) add(name, 1200, 675, `${background(1200, 675, palette)}${art}`);

for (const picture of pictures) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${picture.width} ${picture.height}">${picture.body}</svg>`;
  const file = path.join(outDir, `${picture.name}.webp`);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  writeFileSync(file, webp);
  console.log(`${picture.name}.webp ${picture.width}×${picture.height} ${Math.round(webp.byteLength / 1024)} KB`);
}
