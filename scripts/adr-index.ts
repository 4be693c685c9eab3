// `node scripts/adr-index.ts`: writes docs/decisions/README.md, the index of every decision record
// (number, title, date, status), from the records themselves. Run it after adding an ADR or changing
// a status; src/adr-index.test.ts fails while the index is out of date or a record lacks its lines.
// `--stamp` first gives each record without them a `Date:` line (the day git first saw the file) and
// a `Status: accepted` line, under its title.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const decisionsDir = path.resolve(import.meta.dirname, '../docs/decisions');
export const indexPath = path.join(decisionsDir, 'README.md');

type DecisionRecord = {
  file: string;
  number: string;
  title: string;
  date: string | null;
  status: string | null;
};

function listDecisionFiles(dir = decisionsDir): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

/** The number and title (its first line), and the `Date:` and `Status:` lines before the first section. */
function readDecisionRecord(file: string, text: string): DecisionRecord {
  const [heading = '', ...rest] = text.split('\n');
  const header = rest.slice(
    0,
    rest.findIndex((line) => line.startsWith('## ')),
  );
  const lineOf = (label: string) =>
    header
      .find((line) => line.startsWith(`${label}: `))
      ?.slice(label.length + 2)
      .trim() ?? null;
  const title = heading.replace(/^#\s*\d{4}\.\s*/, '').trim();
  return { file, number: file.slice(0, 4), title, date: lineOf('Date'), status: lineOf('Status') };
}

export function renderDecisionIndex(records: DecisionRecord[]): string {
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.file}) | ${record.title} | ${record.date ?? ''} | ${record.status ?? ''} |`,
  );
  return [
    '# Decision records',
    '',
    'Each record says why Denge is built the way it is: its context, the decision, its consequences and',
    'the alternatives. The date is the day the record was accepted; a later record that replaces part',
    "of an earlier one says so in the earlier one's status. This index is generated: after adding a",
    'record run `node scripts/adr-index.ts --stamp` (src/adr-index.test.ts checks it).',
    '',
    '| No. | Decision | Date | Status |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export function readDecisionRecords(dir = decisionsDir): DecisionRecord[] {
  return listDecisionFiles(dir).map((file) => readDecisionRecord(file, readFileSync(path.join(dir, file), 'utf8')));
}

/** The day git first saw the file; today for a file git does not know yet. */
function firstCommitDay(file: string): string {
  const days = execFileSync('git', ['log', '--diff-filter=A', '--format=%cs', '--', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  return days.at(-1) ?? new Date().toISOString().slice(0, 10);
}

function stampDecisionRecords(dir = decisionsDir): void {
  for (const file of listDecisionFiles(dir)) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const record = readDecisionRecord(file, text);
    if (record.date && record.status) continue;
    const [heading, ...rest] = text.split('\n');
    const body = rest
      .filter((line) => !line.startsWith('Date: ') && !line.startsWith('Status: '))
      .join('\n')
      .replace(/^\n+/, '');
    const date = record.date ?? firstCommitDay(full);
    const status = record.status ?? 'accepted';
    writeFileSync(full, `${heading}\n\nDate: ${date}\nStatus: ${status}\n\n${body}`);
  }
}

if (import.meta.main) {
  if (process.argv.includes('--stamp')) stampDecisionRecords();
  writeFileSync(indexPath, renderDecisionIndex(readDecisionRecords()));
}
