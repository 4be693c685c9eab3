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

/** A backend message: its type byte, its length (itself included), its body. */
function encodeBackendMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.byteLength, 1);
  return Buffer.concat([header, body]);
}

/** DataRow ('D'): the field count, then each field's length (-1 for NULL) and bytes. */
function encodeDataRow(fields: Array<string | null>): Buffer {
  const count = Buffer.alloc(2);
  count.writeInt16BE(fields.length);
  const encodedFields = fields.map((field) => {
    const bytes = Buffer.from(field ?? '');
    const length = Buffer.alloc(4);
    length.writeInt32BE(field === null ? -1 : bytes.byteLength);
    return Buffer.concat([length, bytes]);
  });
  return encodeBackendMessage('D', Buffer.concat([count, ...encodedFields]));
}

const encodeCString = (text: string) => Buffer.from(`${text}\0`);

/** CommandComplete ('C'): its tag as a C string. */
const encodeCommandComplete = (tag: string) => encodeBackendMessage('C', encodeCString(tag));

/** ErrorResponse ('E'): one-letter field codes, each followed by its text, then a closing zero. */
const encodeErrorResponse = (fields: Record<string, string>) =>
  encodeBackendMessage(
    'E',
    Buffer.concat([...Object.entries(fields).map(([code, text]) => encodeCString(`${code}${text}`)), Buffer.from([0])]),
  );

function parseChunks(chunks: Buffer[]): Message[] {
  const parser = new protocol.Parser();
  const messages: Message[] = [];
  for (const chunk of chunks) parser.parse(chunk, (message) => messages.push(message as Message));
  return messages;
}

const fields = ['Yulaf ezmesi', 'çğıöşü ÇĞİÖŞÜ', '', null, 'Ayşe Demir 🍎', 'x'.repeat(20_000)];

describe("PGlite's protocol reader", () => {
  it('reads every field of a row whole: multi-byte letters, empty texts, NULLs, long texts', () => {
    const [row] = parseChunks([encodeDataRow(fields)]);
    expect(row).toMatchObject({ name: 'dataRow', fields });
  });

  it('reads a row that arrives in two pieces, cut inside a letter', () => {
    const message = encodeDataRow(fields);
    const cut = 5 + 2 + 4 + Buffer.byteLength('Yulaf ezmesi') + 4 + 1; // inside the 'ç'
    const [row] = parseChunks([message.subarray(0, cut), message.subarray(cut)]);
    expect(row).toMatchObject({ name: 'dataRow', fields });
  });

  it('reads the texts of every message of a chunk, not only the first', () => {
    const messages = parseChunks([
      Buffer.concat([
        encodeDataRow(['birinci', 'şeker']),
        encodeDataRow(['ikinci', null]),
        encodeCommandComplete('SELECT 2'),
        encodeErrorResponse({ S: 'ERROR', C: '23505', M: 'yinelenen anahtar değeri' }),
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
