import { protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { executeRows } from './execute-rows.ts';

// PGlite's protocol reader decodes each text it reads (every field of every row) where it lies in the
// message, instead of copying it into an ArrayBuffer of its own first (patches/@electric-sql+pglite+*.patch,
// ADR 0043). These tests pin that the texts still come out whole: multi-byte letters, empty texts and
// NULLs, a message that arrives in two pieces, the texts after the first message of a chunk.

type Message = { name: string; fields?: Array<string | null>; text?: string; code?: string; message?: string };

const encoder = new TextEncoder();

/** A backend message: its type byte, its length (itself included), its body. */
function backendMessage(type: string, body: Uint8Array): Uint8Array {
  const message = new Uint8Array(5 + body.byteLength);
  const view = new DataView(message.buffer);
  view.setUint8(0, type.charCodeAt(0));
  view.setInt32(1, 4 + body.byteLength);
  message.set(body, 5);
  return message;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

/** DataRow ('D'): the field count, then each field's length (-1 for NULL) and bytes. */
function dataRow(fields: Array<string | null>): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([fields.length >> 8, fields.length & 0xff])];
  for (const field of fields) {
    const bytes = field === null ? new Uint8Array() : encoder.encode(field);
    const length = new Uint8Array(4);
    new DataView(length.buffer).setInt32(0, field === null ? -1 : bytes.byteLength);
    parts.push(length, bytes);
  }
  return backendMessage('D', concat(parts));
}

const cstring = (text: string) => concat([encoder.encode(text), new Uint8Array([0])]);

/** CommandComplete ('C'): its tag as a C string. */
const commandComplete = (tag: string) => backendMessage('C', cstring(tag));

/** ErrorResponse ('E'): one-letter field codes, each followed by its text, then a closing zero. */
const errorResponse = (fields: Record<string, string>) =>
  backendMessage(
    'E',
    concat([
      ...Object.entries(fields).flatMap(([code, text]) => [encoder.encode(code), cstring(text)]),
      new Uint8Array([0]),
    ]),
  );

function parseChunks(chunks: Uint8Array[]): Message[] {
  const parser = new protocol.Parser();
  const messages: Message[] = [];
  for (const chunk of chunks) parser.parse(chunk, (message) => messages.push(message as Message));
  return messages;
}

const fields = ['Yulaf ezmesi', 'çğıöşü ÇĞİÖŞÜ', '', null, 'Ayşe Demir 🍎', 'x'.repeat(20_000)];

describe("PGlite's protocol reader", () => {
  it('reads every field of a row whole: multi-byte letters, empty texts, NULLs, long texts', () => {
    const [row] = parseChunks([dataRow(fields)]);
    expect(row).toMatchObject({ name: 'dataRow', fields });
  });

  it('reads a row that arrives in two pieces, cut inside a letter', () => {
    const message = dataRow(fields);
    const cut = 5 + 2 + 4 + encoder.encode('Yulaf ezmesi').byteLength + 4 + 1; // inside the 'ç'
    const [row] = parseChunks([message.subarray(0, cut), message.subarray(cut)]);
    expect(row).toMatchObject({ name: 'dataRow', fields });
  });

  it('reads the texts of every message of a chunk, not only the first', () => {
    const messages = parseChunks([
      concat([
        dataRow(['birinci', 'şeker']),
        dataRow(['ikinci', null]),
        commandComplete('SELECT 2'),
        errorResponse({ S: 'ERROR', C: '23505', M: 'yinelenen anahtar değeri' }),
      ]),
    ]);
    expect(messages.map(({ name }) => name)).toEqual(['dataRow', 'dataRow', 'commandComplete', 'error']);
    expect(messages[0]?.fields).toEqual(['birinci', 'şeker']);
    expect(messages[1]?.fields).toEqual(['ikinci', null]);
    expect(messages[2]?.text).toBe('SELECT 2');
    expect(messages[3]).toMatchObject({ code: '23505', message: 'yinelenen anahtar değeri' });
  });
});

describe('the embedded database reads texts whole through the reader', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  it('returns 2,000 rows of varied texts as they were written (an answer of many chunks)', async () => {
    const rows = await executeRows<{ n: number; label: string; note: string | null }>(
      handle.db,
      sql`select n, 'Öğün ' || n || ' · ' || repeat('ç', n % 37) as label,
        case when n % 5 = 0 then null else repeat('ı', n % 11) end as note
        from generate_series(1, 2000) as n order by n`,
    );
    expect(rows).toHaveLength(2000);
    rows.forEach((row, index) => {
      const n = index + 1;
      expect(row).toEqual({
        n,
        label: `Öğün ${n} · ${'ç'.repeat(n % 37)}`,
        note: n % 5 === 0 ? null : 'ı'.repeat(n % 11),
      });
    });
  });
});
