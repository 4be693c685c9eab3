// Draws the exercise illustrations of the demo library into public/exercises/<slug>.svg.
//
//   node_modules/.bin/node scripts/draw-exercise-images.ts
//
// Each image is a stylised figure in the pose of the exercise, in the brand teal, on a light card:
// made for Denge, no external images. Poses are joint coordinates on a 320×240 canvas (floor y=205).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoExercises } from '../src/server/demo/data/exercises.ts';

type Point = [number, number];
type Limb = [Point, Point, Point];
type Pose = {
  head: Point;
  neck: Point;
  hip: Point;
  /** Control point to bend the torso (rounded back, arched spine). */
  spine?: Point;
  near: { arm: [Point, Point]; leg: [Point, Point] };
  far: { arm: [Point, Point]; leg: [Point, Point] };
  /** Extra drawing behind the figure (mat, wall, bicycle, rope). */
  props?: string;
  /** Extra drawing in front of the figure. */
  front?: string;
};

const BRAND = '#0f766e';
const FAR = '#2dd4bf';
const PROP = '#94a3b8';
const MAT = '<rect x="40" y="203" width="250" height="8" rx="4" fill="#99f6e4"/>';

const poses: Record<string, Pose> = {
  'tempolu-yuruyus': {
    head: [162, 52],
    neck: [160, 72],
    hip: [158, 130],
    near: {
      arm: [
        [148, 100],
        [140, 124],
      ],
      leg: [
        [172, 166],
        [188, 203],
      ],
    },
    far: {
      arm: [
        [172, 98],
        [186, 116],
      ],
      leg: [
        [150, 168],
        [134, 203],
      ],
    },
    front: motion([
      [108, 80],
      [100, 100],
      [108, 120],
    ]),
  },
  'yerinde-kosu': {
    head: [170, 54],
    neck: [166, 72],
    hip: [160, 128],
    near: {
      arm: [
        [184, 98],
        [196, 82],
      ],
      leg: [
        [184, 140],
        [176, 172],
      ],
    },
    far: {
      arm: [
        [150, 98],
        [140, 82],
      ],
      leg: [
        [158, 168],
        [156, 203],
      ],
    },
    front: motion([
      [116, 90],
      [110, 110],
      [116, 130],
    ]),
  },
  'jumping-jack': {
    head: [160, 52],
    neck: [160, 70],
    hip: [160, 128],
    near: {
      arm: [
        [186, 52],
        [204, 30],
      ],
      leg: [
        [180, 164],
        [196, 196],
      ],
    },
    far: {
      arm: [
        [134, 52],
        [116, 30],
      ],
      leg: [
        [140, 164],
        [124, 196],
      ],
    },
    front: '<path d="M100 206h30M190 206h30" stroke="#5eead4" stroke-width="4" stroke-linecap="round"/>',
  },
  'dag-tirmanicisi': {
    head: [102, 124],
    neck: [120, 134],
    hip: [200, 156],
    near: {
      arm: [
        [118, 170],
        [116, 203],
      ],
      leg: [
        [152, 176],
        [186, 196],
      ],
    },
    far: {
      arm: [
        [126, 170],
        [128, 203],
      ],
      leg: [
        [242, 180],
        [282, 203],
      ],
    },
    props: MAT,
  },
  'ip-atlama': {
    head: [160, 50],
    neck: [160, 68],
    hip: [160, 126],
    near: {
      arm: [
        [178, 104],
        [192, 124],
      ],
      leg: [
        [166, 164],
        [168, 196],
      ],
    },
    far: {
      arm: [
        [142, 104],
        [128, 124],
      ],
      leg: [
        [154, 164],
        [152, 196],
      ],
    },
    props: `<path d="M128 124C96 30 224 30 192 124" fill="none" stroke="${PROP}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/><path d="M128 124C110 240 210 240 192 124" fill="none" stroke="${PROP}" stroke-width="4" stroke-linecap="round"/>`,
  },
  'yuksek-diz': {
    head: [160, 50],
    neck: [160, 70],
    hip: [160, 128],
    near: {
      arm: [
        [146, 98],
        [140, 76],
      ],
      leg: [
        [190, 128],
        [188, 168],
      ],
    },
    far: {
      arm: [
        [176, 100],
        [184, 122],
      ],
      leg: [
        [160, 168],
        [160, 203],
      ],
    },
    front: '<path d="M214 120h22M214 134h14" stroke="#5eead4" stroke-width="4" stroke-linecap="round"/>',
  },
  bisiklet: {
    head: [196, 58],
    neck: [186, 76],
    hip: [148, 120],
    near: {
      arm: [
        [202, 96],
        [216, 108],
      ],
      leg: [
        [186, 134],
        [168, 174],
      ],
    },
    far: {
      arm: [
        [196, 100],
        [212, 110],
      ],
      leg: [
        [174, 146],
        [150, 186],
      ],
    },
    props: `<g fill="none" stroke="${PROP}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><circle cx="96" cy="176" r="28"/><circle cx="228" cy="176" r="28"/><path d="M96 176l60-2 44-62M148 124l8 50M96 176l44-54M200 112l28 64M132 122h28M206 108h16"/></g>`,
  },
  sinav: {
    head: [92, 128],
    neck: [110, 138],
    hip: [196, 158],
    near: {
      arm: [
        [112, 170],
        [114, 203],
      ],
      leg: [
        [238, 178],
        [282, 200],
      ],
    },
    far: {
      arm: [
        [120, 170],
        [124, 203],
      ],
      leg: [
        [240, 182],
        [284, 203],
      ],
    },
    props: MAT,
  },
  squat: {
    head: [170, 76],
    neck: [162, 94],
    hip: [134, 148],
    near: {
      arm: [
        [190, 104],
        [220, 106],
      ],
      leg: [
        [184, 156],
        [172, 203],
      ],
    },
    far: {
      arm: [
        [186, 110],
        [216, 114],
      ],
      leg: [
        [178, 160],
        [160, 203],
      ],
    },
  },
  'one-hamle': {
    head: [160, 66],
    neck: [160, 84],
    hip: [160, 144],
    near: {
      arm: [
        [142, 116],
        [156, 138],
      ],
      leg: [
        [202, 148],
        [206, 203],
      ],
    },
    far: {
      arm: [
        [178, 116],
        [164, 138],
      ],
      leg: [
        [138, 194],
        [100, 200],
      ],
    },
    props: MAT,
  },
  plank: {
    head: [94, 140],
    neck: [112, 150],
    hip: [198, 162],
    near: {
      arm: [
        [112, 200],
        [150, 200],
      ],
      leg: [
        [242, 182],
        [284, 200],
      ],
    },
    far: {
      arm: [
        [120, 202],
        [156, 202],
      ],
      leg: [
        [244, 184],
        [286, 203],
      ],
    },
    props: MAT,
  },
  kopru: {
    head: [68, 190],
    neck: [90, 194],
    hip: [172, 150],
    near: {
      arm: [
        [116, 200],
        [144, 200],
      ],
      leg: [
        [218, 138],
        [226, 200],
      ],
    },
    far: {
      arm: [
        [118, 202],
        [146, 202],
      ],
      leg: [
        [214, 142],
        [236, 203],
      ],
    },
    props: MAT,
  },
  'duvar-oturusu': {
    head: [128, 76],
    neck: [128, 94],
    hip: [128, 154],
    near: {
      arm: [
        [146, 126],
        [172, 146],
      ],
      leg: [
        [186, 154],
        [186, 203],
      ],
    },
    far: {
      arm: [
        [150, 128],
        [178, 150],
      ],
      leg: [
        [190, 158],
        [196, 203],
      ],
    },
    props: '<rect x="96" y="30" width="18" height="176" rx="3" fill="#cbd5e1"/>',
  },
  mekik: {
    head: [104, 146],
    neck: [122, 158],
    hip: [172, 194],
    near: {
      arm: [
        [146, 180],
        [126, 168],
      ],
      leg: [
        [210, 148],
        [244, 200],
      ],
    },
    far: {
      arm: [
        [140, 176],
        [122, 174],
      ],
      leg: [
        [214, 152],
        [252, 203],
      ],
    },
    props: MAT,
  },
  'kedi-deve': {
    head: [98, 154],
    neck: [116, 140],
    hip: [204, 140],
    spine: [160, 100],
    near: {
      arm: [
        [114, 172],
        [112, 203],
      ],
      leg: [
        [206, 200],
        [254, 203],
      ],
    },
    far: {
      arm: [
        [122, 172],
        [124, 203],
      ],
      leg: [
        [214, 200],
        [262, 203],
      ],
    },
    props: MAT,
  },
  'cocuk-pozu': {
    head: [104, 192],
    neck: [122, 190],
    hip: [204, 176],
    spine: [160, 160],
    near: {
      arm: [
        [86, 200],
        [54, 200],
      ],
      leg: [
        [176, 200],
        [230, 200],
      ],
    },
    far: {
      arm: [
        [90, 202],
        [58, 202],
      ],
      leg: [
        [180, 203],
        [234, 203],
      ],
    },
    props: MAT,
  },
  'one-uzanma': {
    head: [188, 146],
    neck: [172, 152],
    hip: [110, 194],
    spine: [136, 160],
    near: {
      arm: [
        [208, 172],
        [246, 190],
      ],
      leg: [
        [180, 198],
        [252, 198],
      ],
    },
    far: {
      arm: [
        [204, 176],
        [242, 194],
      ],
      leg: [
        [182, 201],
        [256, 201],
      ],
    },
    props: MAT,
  },
  kobra: {
    head: [94, 132],
    neck: [110, 150],
    hip: [172, 196],
    spine: [132, 186],
    near: {
      arm: [
        [110, 178],
        [114, 203],
      ],
      leg: [
        [226, 200],
        [282, 200],
      ],
    },
    far: {
      arm: [
        [118, 180],
        [124, 203],
      ],
      leg: [
        [228, 203],
        [286, 203],
      ],
    },
    props: MAT,
  },
  'on-bacak-esnemesi': {
    head: [160, 50],
    neck: [160, 70],
    hip: [160, 128],
    near: {
      arm: [
        [176, 110],
        [184, 140],
      ],
      leg: [
        [166, 170],
        [186, 142],
      ],
    },
    far: {
      arm: [
        [136, 92],
        [114, 82],
      ],
      leg: [
        [158, 168],
        [158, 203],
      ],
    },
  },
  'omuz-esnemesi': {
    head: [154, 52],
    neck: [160, 72],
    hip: [160, 130],
    near: {
      arm: [
        [186, 94],
        [138, 92],
      ],
      leg: [
        [166, 168],
        [168, 203],
      ],
    },
    far: {
      arm: [
        [140, 110],
        [180, 96],
      ],
      leg: [
        [154, 168],
        [152, 203],
      ],
    },
  },
  'kelebek-esnemesi': {
    head: [160, 110],
    neck: [160, 128],
    hip: [160, 190],
    near: {
      arm: [
        [182, 164],
        [168, 194],
      ],
      leg: [
        [212, 178],
        [170, 200],
      ],
    },
    far: {
      arm: [
        [138, 164],
        [152, 194],
      ],
      leg: [
        [108, 178],
        [150, 200],
      ],
    },
    props: MAT,
  },
};

function motion(points: Point[]): string {
  return points
    .map(([x, y]) => `<path d="M${x} ${y}h-22" stroke="#5eead4" stroke-width="4" stroke-linecap="round"/>`)
    .join('');
}

const line = (points: Point[], color: string) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;

function drawFigure(pose: Pose): string {
  const { neck, hip } = pose;
  const limb = (start: Point, [joint, end]: [Point, Point], color: string) => line([start, joint, end] as Limb, color);
  const torso = pose.spine
    ? `<path d="M${neck[0]} ${neck[1]}Q${pose.spine[0]} ${pose.spine[1]} ${hip[0]} ${hip[1]}" fill="none" stroke="${BRAND}" stroke-width="16" stroke-linecap="round"/>`
    : line([neck, hip], BRAND).replace('stroke-width="12"', 'stroke-width="16"');
  return [
    limb(neck, pose.far.arm, FAR),
    limb(hip, pose.far.leg, FAR),
    torso,
    limb(hip, pose.near.leg, BRAND),
    limb(neck, pose.near.arm, BRAND),
    `<circle cx="${pose.head[0]}" cy="${pose.head[1]}" r="14" fill="${BRAND}"/>`,
  ].join('');
}

function drawImage(title: string, pose: Pose): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    '<rect width="320" height="240" rx="24" fill="#f0fdfa"/>',
    '<circle cx="160" cy="112" r="92" fill="#ccfbf1"/>',
    '<path d="M24 206h272" stroke="#99f6e4" stroke-width="4" stroke-linecap="round"/>',
    pose.props ?? '',
    drawFigure(pose),
    pose.front ?? '',
    '</svg>',
    '',
  ].join('\n');
}

const outputDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/exercises');
mkdirSync(outputDir, { recursive: true });
for (const exercise of demoExercises) {
  const pose = poses[exercise.slug];
  if (!pose) throw new Error(`no pose for ${exercise.slug}`);
  writeFileSync(path.join(outputDir, `${exercise.slug}.svg`), drawImage(exercise.name, pose));
}
console.log(`[exercises] drew ${demoExercises.length} images into public/exercises`);
