import { parse } from 'csv-parse/sync';
import { isIsoDay } from '../../../shared/dates.ts';
import { readTypedNumber } from '../../../shared/fields/number-field.ts';
import { type MeasurementKey, measurementKeys } from '../../../shared/measurement-fields.ts';
import type { MeasurementImportFormat } from '../../../shared/schemas/measurements-import.ts';

// Reading a body-composition analyser's CSV export (ADR 0091): which device wrote it (by its header
// row), and each data row's date, identity and the device's values in the measurement's own fields.
// Judging the values (ranges, steps, dates) is the import service's; this file only reads.

/** A header as compared: lower case, no spaces ("Body Fat (%)" → "bodyfat(%)"). */
const normaliseHeader = (header: string) => header.toLocaleLowerCase('en').replace(/\s+/g, '');

type ColumnNames = readonly string[];

/** The columns one device's export is read by (normalised header names, first found wins). */
type DeviceLayout = {
  /** Headers that only this device's export has: all of them present means this format. */
  signature: ColumnNames;
  date: ColumnNames;
  identity: ColumnNames;
  weight: ColumnNames;
  fatRatio: ColumnNames;
  /** % of body weight (Tanita) … */
  waterRatio?: ColumnNames;
  /** … or litres of total body water (InBody), turned into % of weight (1 L of body water ≈ 1 kg). */
  waterLitres?: ColumnNames;
  /** Muscle mass in kg, turned into % of weight (the measurement's Kas Oranı). */
  muscleKg: ColumnNames;
  boneMass?: ColumnNames;
  /** The visceral fat rating / level, kept as the measurement's Karın Yağı (ADR 0091). */
  visceralFat: ColumnNames;
  metabolicAge?: ColumnNames;
};

const deviceLayouts: Record<MeasurementImportFormat, DeviceLayout> = {
  tanita: {
    signature: ['bodyfat(%)', 'visceralfatrating'],
    date: ['date'],
    identity: ['id', 'name'],
    weight: ['weight', 'weight(kg)'],
    fatRatio: ['bodyfat(%)'],
    waterRatio: ['bodywater(%)'],
    muscleKg: ['musclemass', 'musclemass(kg)'],
    boneMass: ['bonemass', 'bonemass(kg)'],
    visceralFat: ['visceralfatrating'],
    metabolicAge: ['metabolicage'],
  },
  inbody: {
    signature: ['percentbodyfat(%)', 'skeletalmusclemass(kg)'],
    date: ['date', 'testdate/time', 'testdate'],
    identity: ['id', 'name'],
    weight: ['weight(kg)', 'weight'],
    fatRatio: ['percentbodyfat(%)'],
    waterLitres: ['totalbodywater(l)'],
    muscleKg: ['skeletalmusclemass(kg)'],
    visceralFat: ['visceralfatlevel'],
  },
};

/**
 * A device value as read: a number, 'empty' (blank cell), 'unreadable' (text that is no number), or
 * 'noWeight' (a ratio of the weight when the weight itself is missing: the weight's error says it).
 */
export type DeviceReading = number | 'empty' | 'unreadable' | 'noWeight';

export type AnalyserRow = {
  line: number;
  dateText: string;
  /** YYYY-MM-DD, or null when the date text is none of the known shapes. */
  measurementDate: string | null;
  deviceIdentity: string | null;
  /** Each field the device gives, in the measurement's units (ratios as % of weight), not yet rounded. */
  readings: Partial<Record<MeasurementKey, DeviceReading>>;
};

export type AnalyserFile = { format: MeasurementImportFormat; rows: AnalyserRow[] };

/** The measurement fields a format gives; the others the dietitian types (ADR 0091). */
export function deviceFieldsOf(format: MeasurementImportFormat): MeasurementKey[] {
  const layout = deviceLayouts[format];
  const given = new Set<MeasurementKey>(['weight', 'fatRatio', 'waterRatio', 'muscleRatio', 'bellyFat']);
  if (layout.boneMass) given.add('boneMass');
  if (layout.metabolicAge) given.add('metabolicAge');
  return measurementKeys.filter((key) => given.has(key));
}

/**
 * The file's text: UTF-8 (with or without a byte-order mark), UTF-16 as Windows programs save
 * "Unicode text", or else Windows-1254, the Turkish code page older device software writes.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

/**
 * Excel in a Turkish (or any comma-decimal) locale saves with ';'; others with ',' or a tab. Judged by
 * the busiest of the first lines, since some programs write a title line above the header.
 */
function detectDelimiter(text: string): string {
  // Quoted cells are left out: a quoted "78,4" is a decimal comma, not a column.
  const lines = text.split(/\r?\n/, 10).map((line) => line.replace(/"[^"]*"/g, ''));
  const busiest = (mark: string) => Math.max(0, ...lines.map((line) => line.split(mark).length - 1));
  const counts = [';', ',', '\t'].map((mark) => ({ mark, count: busiest(mark) }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).mark;
}

type CsvRecord = { record: string[]; line: number };

/** The records of the file with their line numbers, or null when it is not CSV at all (a broken quote). */
function readRecords(text: string): CsvRecord[] | null {
  try {
    const parsed = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch {
    return null;
  }
}

/** Where the header row is: the first of the first few records that is a known device's. */
function findHeader(records: CsvRecord[]): { index: number; format: MeasurementImportFormat } | null {
  for (const [index, { record }] of records.slice(0, 10).entries()) {
    const headers = new Set(record.map(normaliseHeader));
    for (const format of Object.keys(deviceLayouts) as MeasurementImportFormat[]) {
      if (deviceLayouts[format].signature.every((name) => headers.has(name))) return { index, format };
    }
  }
  return null;
}

/** "12.03.2026", "12/03/2026" (day first, as the practice's Turkish settings write it), "2026-03-12", "2026.03.12", "20260312093015". */
export function readDeviceDate(text: string): string | null {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\D|$)/.exec(value);
  const yearFirst = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?:\D|$)/.exec(value);
  const compact = /^(\d{4})(\d{2})(\d{2})(?:\d{4,6})?$/.exec(value);
  const [year, month, day] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : yearFirst
      ? [yearFirst[1], yearFirst[2], yearFirst[3]]
      : compact
        ? [compact[1], compact[2], compact[3]]
        : [];
  if (!year || !month || !day) return null;
  const isoDay = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(isoDay) ? isoDay : null;
}

function readDeviceNumber(text: string | undefined): DeviceReading {
  const value = readTypedNumber(text ?? '');
  if (value === undefined) return 'empty';
  return typeof value === 'number' && Number.isFinite(value) ? value : 'unreadable';
}

/** A kg (or litre) value as % of the weight, when both are numbers. */
function percentOfWeight(part: DeviceReading, weight: DeviceReading): DeviceReading {
  if (typeof part !== 'number') return part;
  if (typeof weight !== 'number' || weight <= 0) return 'noWeight';
  return (part / weight) * 100;
}

function readRow(layout: DeviceLayout, headers: string[], record: string[], line: number): AnalyserRow {
  const cell = (names: ColumnNames | undefined) => {
    if (!names) return undefined;
    for (const name of names) {
      const index = headers.indexOf(name);
      if (index >= 0) return record[index];
    }
    return undefined;
  };
  const weight = readDeviceNumber(cell(layout.weight));
  const readings: Partial<Record<MeasurementKey, DeviceReading>> = {
    weight,
    fatRatio: readDeviceNumber(cell(layout.fatRatio)),
    waterRatio: layout.waterRatio
      ? readDeviceNumber(cell(layout.waterRatio))
      : percentOfWeight(readDeviceNumber(cell(layout.waterLitres)), weight),
    muscleRatio: percentOfWeight(readDeviceNumber(cell(layout.muscleKg)), weight),
    bellyFat: readDeviceNumber(cell(layout.visceralFat)),
  };
  if (layout.boneMass) readings.boneMass = readDeviceNumber(cell(layout.boneMass));
  if (layout.metabolicAge) readings.metabolicAge = readDeviceNumber(cell(layout.metabolicAge));
  const dateText = cell(layout.date) ?? '';
  const identity = layout.identity
    .map((name) => cell([name]))
    .filter((value): value is string => Boolean(value))
    .join(' · ');
  return {
    line,
    dateText,
    measurementDate: readDeviceDate(dateText),
    deviceIdentity: identity || null,
    readings,
  };
}

/** The file read as one of the devices' exports, or null when it is neither (or no CSV at all). */
export function readAnalyserCsv(text: string): AnalyserFile | null {
  const records = readRecords(text);
  if (!records) return null;
  const header = findHeader(records);
  if (!header) return null;
  const layout = deviceLayouts[header.format];
  const headers = records[header.index]!.record.map(normaliseHeader);
  const rows = records
    .slice(header.index + 1)
    .filter(({ record }) => record.some((value) => value !== ''))
    .map(({ record, line }) => readRow(layout, headers, record, line));
  return { format: header.format, rows };
}
