import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #39 item 3: a type="number" input in a browser of another language refuses the Turkish
// comma, and what react-hook-form's valueAsNumber reads from it then is NaN or the digits without
// the comma ('8,5' was saved as 85). Every number a person types in Denge is a text input with
// inputMode="decimal" or "numeric", read by the shared schema's typedNumber (CODE_STYLE §4). This
// scan keeps it so: no number input and no valueAsNumber on a typed field anywhere in the web tree.

const webRoot = path.join(import.meta.dirname, 'web');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(webRoot).map((file) => ({
  name: path.relative(webRoot, file),
  text: readFileSync(file, 'utf8'),
}));

/** Each JSX element that opens with `<Tag` up to its first `>` that closes the tag (props may hold `=>`). */
function elements(text: string, tag: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(tag)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end++) {
      const char = text[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0 && text[end - 1] !== '=') break;
    }
    found.push(text.slice(match.index, end + 1));
  }
  return found;
}

describe('number fields read the Turkish comma', () => {
  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no type="number" input anywhere in the web tree', () => {
    const offenders = files
      .filter((file) => /type\s*[=:]\s*\{?\s*['"]number['"]/.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('reads no typed field with valueAsNumber (only a select may: its values are fixed digits)', () => {
    const offenders = files.flatMap((file) =>
      elements(file.text, /<(TextField|input|FormTextField)\b/g)
        .filter((element) => element.includes('valueAsNumber'))
        .map(() => file.name),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every decimal field a text input with the decimal keypad', () => {
    const decimalFields = files.flatMap((file) =>
      elements(file.text, /<(TextField|input)\b/g).filter((element) => element.includes('inputMode="decimal"')),
    );
    expect(decimalFields.length).toBeGreaterThan(10);
    for (const element of decimalFields) expect(element).not.toMatch(/type=\{?['"](number|range)['"]/);
  });
});
