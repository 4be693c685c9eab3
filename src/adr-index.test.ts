import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexPath, readDecisionRecords, renderDecisionIndex } from '../scripts/adr-index.ts';

// Every decision record carries its date and status, and docs/decisions/README.md lists them all
// (regenerate it with `node scripts/adr-index.ts --stamp`).

describe('decision records', () => {
  const records = readDecisionRecords();

  it('each has a Date: line (YYYY-MM-DD) and a Status: line under its title', () => {
    expect(records.length).toBeGreaterThan(40);
    expect(records.filter((record) => !/^\d{4}-\d{2}-\d{2}$/.test(record.date ?? '')).map((r) => r.file)).toEqual([]);
    expect(records.filter((record) => !record.status).map((record) => record.file)).toEqual([]);
  });

  it('each status is accepted, or names the record that supersedes or amends it', () => {
    const isKnownStatus = (status: string) => /^(accepted|superseded by ADR \d{4}|amended by ADR \d{4})\b/.test(status);
    expect(records.filter((record) => !isKnownStatus(record.status ?? '')).map((record) => record.file)).toEqual([]);
  });

  it('docs/decisions/README.md is the index of exactly these records', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(renderDecisionIndex(records));
  });
});
