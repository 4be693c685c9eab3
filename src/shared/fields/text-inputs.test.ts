import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Issue #38, finding 6: a NUL byte in a name, a search or an image key reached PostgreSQL and answered
// 500 (22021), because those fields were bare z.string()s. The rule (ADR 0013): every text a request
// carries goes through the shared field rules (textField, emailField, dayField, a closed pattern).
// This test walks every schema the routes parse (src/shared/schemas/*) down to each string it reads
// and feeds it control characters and lone surrogates: none may be accepted, whatever the route.

/** Every schema module, as the routes import them (Vite's glob: src/shared stays free of Node built-ins). */
const schemaModules = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
  eager: true,
});

/** Texts that look like what the fields take (a name, a day, an id, an address…), to be spoiled. */
const bases = [
  '',
  'a',
  'Ayşe Yılmaz',
  'Sabah kahvaltısında yulaf ezmesi ve bir bardak süt içilecek.',
  '2026-01-15',
  '12:30',
  'ayse@ornek.com',
  '00000000-0000-4000-8000-000000000000',
  '/exercises/plank.svg',
  'https://ornek.com/resim.png',
  'product/AAAAAAAAAAAAAAAAAAAAAA/800.webp',
  '0532 111 22 33',
  '10000000146',
  'TR330006100519786457841326',
  'Demo1234!Demo1234!',
  '123456',
  'kan-sekerini-dengede-tutmanin-7-yolu',
];
/** NUL, other C0 controls, DEL, a C1 control and lone UTF-16 surrogates: never text. */
const spoilers = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];

const probes = bases.flatMap((base) =>
  spoilers.flatMap((spoiler) => {
    const middle = Math.floor(base.length / 2);
    return [`${spoiler}${base}`, `${base.slice(0, middle)}${spoiler}${base.slice(middle)}`, `${base}${spoiler}`];
  }),
);

type Leaf = { where: string; schema: z.ZodType };

/** Every string schema inside `schema` (through objects, arrays, unions, pipes, optionals, defaults…). */
function collectStringLeaves(schema: unknown, where: string, leaves: Leaf[], seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === 'string') {
    leaves.push({ where, schema: schema as z.ZodType });
    return;
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right', 'rest']) {
    collectStringLeaves(def[key], `${where}.${key}`, leaves, seen);
  }
  const shape = def.shape as Record<string, unknown> | undefined;
  for (const [name, field] of Object.entries(shape ?? {})) collectStringLeaves(field, `${where}.${name}`, leaves, seen);
  const options = (def.options ?? def.items) as unknown[] | undefined;
  for (const [index, option] of (options ?? []).entries())
    collectStringLeaves(option, `${where}[${index}]`, leaves, seen);
}

function readSchemaLeaves(): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [file, exports] of Object.entries(schemaModules)) {
    for (const [name, value] of Object.entries(exports)) {
      collectStringLeaves(value, `${file.replace('../schemas/', '')}: ${name}`, leaves, new Set());
    }
  }
  return leaves;
}

describe('every text a route reads refuses control characters', () => {
  it('walks the shared schemas and finds their text fields', () => {
    // A walk that finds nothing would pass below without checking anything.
    expect(readSchemaLeaves().length).toBeGreaterThan(100);
  });

  it('accepts no control character or lone surrogate in any string field', () => {
    const accepting: string[] = [];
    for (const leaf of readSchemaLeaves()) {
      const accepted = probes.find((probe) => leaf.schema.safeParse(probe).success);
      if (accepted !== undefined) accepting.push(`${leaf.where} accepts ${JSON.stringify(accepted)}`);
    }
    expect(accepting).toEqual([]);
  });
});
