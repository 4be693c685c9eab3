import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMeasurements } from '../../src/server/db/schema/index.ts';
import type { MeasurementImportPreview, MeasurementImportRow } from '../../src/shared/schemas/measurements-import.ts';
import { type ApiClient, type ApiResponse, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The analyser import (issue #44, ADR 0091) with the sample exports of tests/fixtures: every row is
// imported or refused with its Turkish reason, and a second import of the same file adds nothing.

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
const tanitaFile = fixture('tanita-gmon-export.csv');
const inbodyFile = fixture('inbody-lookinbody-export.csv');

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const measurementCount = async (clientId: string) =>
  (await db().select({ n: count() }).from(clientMeasurements).where(eq(clientMeasurements.clientId, clientId)))[0]!.n;

async function createClient(name: string): Promise<string> {
  const created = await admin.post('/api/admin/clients', {
    name,
    gender: 'female',
    age: 38,
    email: `cihaz.${Date.now()}.${Math.random().toString(36).slice(2)}@ornek.com`,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 111 22 33',
  });
  return created.body.client.id;
}

/** The screen's upload: multipart with the chosen client and the file. */
async function previewFile(
  clientId: string,
  file: Uint8Array<ArrayBuffer> | string,
  fileName = 'olcumler.csv',
): Promise<ApiResponse<any>> {
  const form = new FormData();
  form.set('clientId', clientId);
  form.set('file', new File([file], fileName, { type: 'text/csv' }));
  const response = await fetch(`${server.baseUrl}/api/admin/measurements/import/preview`, {
    method: 'POST',
    headers: { origin: server.baseUrl, cookie: admin.cookieHeader },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The tape values (and the other fields the device does not give) the dietitian types per row. */
const typedValues = {
  bodyComposition: 21.5,
  boneMass: 3.1,
  dailyCalories: 1900,
  metabolicAge: 44,
  chest: 98,
  waist: 84.5,
  hip: 104,
};

/** What the screen sends on confirming: each importable new row, the device's values plus the typed ones. */
const confirmedRows = (preview: MeasurementImportPreview) =>
  preview.rows
    .filter((row) => row.errors.length === 0 && !row.isAlreadyImported)
    .map((row) => ({
      measurementDate: row.measurementDate!,
      ...Object.fromEntries(row.missingKeys.map((key) => [key, typedValues[key as keyof typeof typedValues]])),
      ...row.values,
    }));

const byLine = (rows: MeasurementImportRow[], line: number) => rows.find((row) => row.line === line)!;

describe('analyser import', () => {
  it('reads a Tanita GMON export (semicolons, decimal commas, Turkish dates), imports its good rows once', async () => {
    const clientId = await createClient('Ayşe Yılmaz');
    const preview = await previewFile(clientId, tanitaFile);
    expect(preview.status).toBe(200);
    const body = preview.body as MeasurementImportPreview;
    expect(body.format).toBe('tanita');
    expect(body.formatLabel).toBe('Tanita (GMON / Tanita Pro)');
    expect(body.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6]);
    expect(byLine(body.rows, 2)).toEqual({
      line: 2,
      measurementDate: '2026-01-14',
      deviceIdentity: '0042 · Ayşe Yılmaz',
      values: {
        weight: 78.4,
        fatRatio: 34.2,
        waterRatio: 47.1,
        muscleRatio: 62,
        bellyFat: 8,
        boneMass: 2.6,
        metabolicAge: 45,
      },
      missingKeys: ['bodyComposition', 'dailyCalories', 'chest', 'waist', 'hip'],
      errors: [],
      isAlreadyImported: false,
    });
    // Two decimals from the device are kept to the field's one; muscle kg becomes % of weight.
    expect(byLine(body.rows, 3).values).toMatchObject({ fatRatio: 33.5, waterRatio: 47.6, muscleRatio: 62.8 });
    expect(byLine(body.rows, 4).errors).toEqual(['Kilo değeri dosyada boş.']);
    expect(byLine(body.rows, 5)).toMatchObject({ measurementDate: null, errors: ['Tarih okunamadı: "32.03.2026".'] });
    expect(byLine(body.rows, 6)).toMatchObject({ measurementDate: '2026-04-08', errors: [] });
    expect(await measurementCount(clientId)).toBe(0); // the preview writes nothing

    const rows = confirmedRows(body);
    expect(rows).toHaveLength(3);
    const imported = await admin.post('/api/admin/measurements/import', { clientId, rows });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ importedCount: 3, skippedDates: [] });
    const list = await admin.get(`/api/admin/measurements?clientId=${clientId}`);
    expect(list.body.measurements.map((m: { measurementDate: string }) => m.measurementDate)).toEqual([
      '2026-04-08',
      '2026-02-11',
      '2026-01-14',
    ]);
    expect(list.body.measurements[2]).toMatchObject({ weight: 78.4, muscleRatio: 62, chest: 98, dailyCalories: 1900 });

    // The same file again: its dates are 'zaten var', and confirming them adds nothing.
    const again = (await previewFile(clientId, tanitaFile)).body as MeasurementImportPreview;
    expect(again.rows.filter((row) => row.isAlreadyImported).map((row) => row.line)).toEqual([2, 3, 6]);
    expect(confirmedRows(again)).toEqual([]);
    const repeated = await admin.post('/api/admin/measurements/import', { clientId, rows });
    expect(repeated.body).toEqual({ importedCount: 0, skippedDates: ['2026-01-14', '2026-02-11', '2026-04-08'] });
    expect(await measurementCount(clientId)).toBe(3);
  });

  it('reads an InBody LookinBody export (litres of water, skeletal muscle, three date shapes) and refuses its bad rows', async () => {
    const clientId = await createClient('Mehmet Demir');
    const preview = await previewFile(clientId, inbodyFile);
    expect(preview.status).toBe(200);
    const body = preview.body as MeasurementImportPreview;
    expect(body.format).toBe('inbody');
    expect(byLine(body.rows, 2)).toEqual({
      line: 2,
      measurementDate: '2026-01-05',
      deviceIdentity: 'M-1187 · Mehmet Demir',
      values: { weight: 92.4, fatRatio: 30.2, waterRatio: 51, muscleRatio: 39.1, bellyFat: 12 },
      missingKeys: ['bodyComposition', 'boneMass', 'dailyCalories', 'metabolicAge', 'chest', 'waist', 'hip'],
      errors: [],
      isAlreadyImported: false,
    });
    expect(byLine(body.rows, 3).measurementDate).toBe('2026-02-02');
    expect(byLine(body.rows, 4)).toMatchObject({
      measurementDate: '2026-03-02',
      values: { weight: 89.7, waterRatio: 52.7, muscleRatio: 40.7 },
      errors: [],
    });
    expect(byLine(body.rows, 5).errors).toEqual(['Yağ Oranı %0 ile %100 arasında olmalıdır.']);
    expect(byLine(body.rows, 6).errors).toEqual(['Ölçüm tarihi bugünden sonra olamaz.']);

    // A measurement typed by hand on one of the file's days counts as already there.
    await admin.post('/api/admin/measurements', {
      clientId,
      measurementDate: '2026-02-02',
      weight: 90.5,
      ...typedValues,
      fatRatio: 28.5,
      waterRatio: 52,
      muscleRatio: 40,
      bellyFat: 11,
    });
    const withManual = (await previewFile(clientId, inbodyFile)).body as MeasurementImportPreview;
    expect(byLine(withManual.rows, 3).isAlreadyImported).toBe(true);
    const rows = confirmedRows(withManual);
    expect(rows.map((row) => row.measurementDate)).toEqual(['2026-01-05', '2026-03-02']);

    // Two confirmations at once (a double click, two tabs): the client's lock lets one write.
    const [first, second] = await Promise.all([
      admin.post('/api/admin/measurements/import', { clientId, rows }),
      admin.post('/api/admin/measurements/import', { clientId, rows }),
    ]);
    expect([first.body.importedCount, second.body.importedCount].sort()).toEqual([0, 2]);
    expect(await measurementCount(clientId)).toBe(3);
  });

  it('answers a clear Turkish 4xx for a wrong file or incomplete rows, and writes nothing', async () => {
    const clientId = await createClient('Yanlış Dosya');
    const notAnalyser = await previewFile(clientId, 'Ad,Soyad,Telefon\nAyşe,Yılmaz,05321112233\n');
    expect(notAnalyser.status).toBe(400);
    expect(notAnalyser.body).toMatchObject({ code: 'invalid_import_file' });
    expect(notAnalyser.body.message).toContain('Tanita veya InBody CSV biçiminde değil');

    const binary = await previewFile(clientId, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), 'foto.png');
    expect(binary.status).toBe(400);
    expect(binary.body.code).toBe('invalid_import_file');

    const headerOnly = await previewFile(clientId, new TextDecoder().decode(tanitaFile).split('\r\n')[0]!);
    expect(headerOnly.body).toMatchObject({ code: 'invalid_import_file', message: 'Dosyada ölçüm satırı yok.' });

    const tooLarge = await previewFile(clientId, 'x'.repeat(600 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("Dosya çok büyük. En fazla 512 KB'lık bir CSV dosyası yükleyin.");

    const noFile = await admin.post('/api/admin/measurements/import/preview', { clientId });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Lütfen cihazın yazılımından alınmış bir CSV dosyası seçin.');

    const unknownClient = await previewFile('00000000-0000-4000-8000-000000000000', tanitaFile);
    expect(unknownClient.status).toBe(404);
    const badClient = await previewFile('ayse', tanitaFile);
    expect(badClient.status).toBe(400);

    // The tape values stay required, as in the measurement form: a row without them is refused whole.
    const preview = (await previewFile(clientId, tanitaFile)).body as MeasurementImportPreview;
    const [firstRow, ...otherRows] = confirmedRows(preview);
    const { chest: _chest, ...withoutChest } = firstRow!;
    const incomplete = await admin.post('/api/admin/measurements/import', {
      clientId,
      rows: [...otherRows, withoutChest],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fieldErrors).toEqual({ 'rows.2.chest': 'Göğüs Çevresi gerekli.' });
    const empty = await admin.post('/api/admin/measurements/import', { clientId, rows: [] });
    expect(empty.body).toMatchObject({ code: 'validation', message: 'İçe aktarılacak satır seçilmedi.' });
    const unknown = await admin.post('/api/admin/measurements/import', {
      clientId: '00000000-0000-4000-8000-000000000000',
      rows: otherRows,
    });
    expect(unknown.status).toBe(404);
    expect(await measurementCount(clientId)).toBe(0);
  });
});
