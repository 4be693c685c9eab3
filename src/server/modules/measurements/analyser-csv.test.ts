import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, readAnalyserCsv, readDeviceDate } from './analyser-csv.ts';

// The reading of an analyser's export that the sample files of the API tests do not reach: the
// encodings older Windows software saves, the date shapes, a preamble above the header (ADR 0091).

const tanitaHeader =
  '"Date","Time","Body Type","Gender","Age","Height","Weight","BMI","Body Fat (%)","Fat Mass","Muscle Mass","Bone Mass","Body Water (%)","Visceral Fat Rating","BMR (kcal)","Metabolic Age"';
const tanitaRow =
  '"14/01/2026","09:12","Standard","Female","38","165","78.4","28.8","34.2","26.8","48.6","2.6","47.1","8","1512","45"';

describe('readDeviceDate', () => {
  it('reads the Turkish, European, ISO, dotted-year and LookinBody compact shapes, day first', () => {
    expect(readDeviceDate('14.01.2026')).toBe('2026-01-14');
    expect(readDeviceDate('4.1.2026 09:12')).toBe('2026-01-04');
    expect(readDeviceDate('03/02/2026')).toBe('2026-02-03');
    expect(readDeviceDate('2026-01-14T09:12:00')).toBe('2026-01-14');
    expect(readDeviceDate('2026.02.02 08:41')).toBe('2026-02-02');
    expect(readDeviceDate('20260105083015')).toBe('2026-01-05');
    expect(readDeviceDate('20260105')).toBe('2026-01-05');
  });

  it('refuses what is no calendar day', () => {
    for (const text of ['32.03.2026', '29.02.2026', '2026-13-01', 'dün', '', '14.01.26', '202601051'])
      expect(readDeviceDate(text)).toBeNull();
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without its mark, UTF-16 with its mark, and Windows-1254', () => {
    const text = 'Ad;Ağırlık\nŞükrü Işık;78,4\n';
    const utf8 = new TextEncoder().encode(text);
    expect(decodeCsvBytes(utf8)).toBe(text);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeCsvBytes(utf16)).toBe(text);
    // "Işık" in Windows-1254: I=0x49, ş=0xFE, ı=0xFD, k=0x6B.
    expect(decodeCsvBytes(new Uint8Array([0x49, 0xfe, 0xfd, 0x6b]))).toBe('Işık');
  });
});

describe('readAnalyserCsv', () => {
  it("finds the header below a preamble, reads a comma file, and keeps each row's line", () => {
    const file = readAnalyserCsv(`Tanita GMON export\r\n\r\n${tanitaHeader}\r\n${tanitaRow}\r\n\r\n${tanitaRow}\r\n`);
    expect(file?.format).toBe('tanita');
    expect(file?.rows.map((row) => row.line)).toEqual([4, 6]);
    expect(file?.rows[0]).toMatchObject({
      measurementDate: '2026-01-14',
      deviceIdentity: null,
      readings: { weight: 78.4, fatRatio: 34.2, waterRatio: 47.1, bellyFat: 8, boneMass: 2.6, metabolicAge: 45 },
    });
  });

  it('tells a blank value, an unreadable one and a ratio without its weight apart', () => {
    const file = readAnalyserCsv(
      `${tanitaHeader}\n"14/01/2026","09:12","Standard","Female","38","165","","28.8","otuz","26.8","48.6","","47.1","8","1512","45"\n`,
    );
    expect(file?.rows[0]?.readings).toMatchObject({
      weight: 'empty',
      fatRatio: 'unreadable',
      muscleRatio: 'noWeight',
      boneMass: 'empty',
    });
  });

  it('is null for a file of neither device or no CSV at all', () => {
    expect(readAnalyserCsv('Ad,Soyad\nAyşe,Yılmaz\n')).toBeNull();
    expect(readAnalyserCsv('"Date","Body Fat (%)\n"14/01/2026","3')).toBeNull();
    expect(readAnalyserCsv('')).toBeNull();
  });
});
