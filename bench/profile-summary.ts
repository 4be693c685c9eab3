// `node bench/profile-summary.ts <file.cpuprofile> [top] [--under=<function>]`: where a V8 CPU profile of the server (from
// `npm run bench -- --cpu-prof`, bench/results/profiles) spent its time, without a browser's DevTools:
// self time by function, self time by package or source area, and total (inclusive) time of the
// functions that matter most. Idle is left out of the shares. With --under=getClientHome only the
// samples with that function on their stack count (start-up and seeding are not part of the answer).
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const under = process.argv.find((arg) => arg.startsWith('--under='))?.slice('--under='.length);
const [file, topArgument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

const nodesById = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Microseconds of samples whose leaf is each node. */
const selfMicros = new Map<number, number>();
const hasOnStack = (nodeId: number, functionName: string) => {
  for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
    if (nodesById.get(id)?.callFrame.functionName === functionName) return true;
  }
  return false;
};
profile.samples.forEach((nodeId, index) => {
  if (under && !hasOnStack(nodeId, under)) return;
  selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

/** A source area: the npm package, node's own code, or the project's folder. */
function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return `(${functionName || 'native'})`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return url.split('/')[0]!.replace(/:.*$/, ':') + url.slice(5).split('/')[0];
  const inProject = /\/src\/(.+)\/[^/]+$/.exec(url);
  return inProject ? `src/${inProject[1]}` : url;
}

const label = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${frame.lineNumber + 1}`;

const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
const idle = [...selfMicros].filter(([id]) => nodesById.get(id)?.callFrame.functionName === '(idle)');
const idleMicros = idle.reduce((sum, [, value]) => sum + value, 0);
const busy = total - idleMicros;
const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
const ms = (micros: number) => `${Math.round(micros / 1000)} ms`.padStart(9);

function addTo(map: Map<string, number>, key: string, micros: number) {
  map.set(key, (map.get(key) ?? 0) + micros);
}

const selfByFunction = new Map<string, number>();
const selfByArea = new Map<string, number>();
const totalByFunction = new Map<string, number>();
for (const [nodeId, micros] of selfMicros) {
  const node = nodesById.get(nodeId)!;
  if (node.callFrame.functionName === '(idle)') continue;
  addTo(selfByFunction, label(node.callFrame), micros);
  addTo(selfByArea, areaOf(node.callFrame), micros);
  // inclusive: every distinct function on the stack gets the sample once
  const seen = new Set<string>();
  for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
    const key = label(nodesById.get(id)!.callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    addTo(totalByFunction, key, micros);
  }
}

const print = (title: string, map: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${ms(micros)} ${share(micros)}  ${key}`);
  }
};

console.log(
  `${file}${under ? ` (only under ${under})` : ''}\nsampled ${ms(total)}, idle ${ms(idleMicros)}, busy ${ms(busy)} (shares below are of busy time)`,
);
print('self time by area', selfByArea, top);
print('self time by function', selfByFunction, top);
print(
  'total time by function (project code and a few hot spots)',
  new Map(
    [...totalByFunction].filter(([key]) => key.includes('src/') || /compress|stringify|parse|query|execute/i.test(key)),
  ),
  top,
);
