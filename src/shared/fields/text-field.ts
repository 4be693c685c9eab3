import { z } from '../zod-turkish.ts';

// The one text input of Denge: every free text a form or a query sends goes through textField.
// Control characters have no place in a name, a title or a search; a NUL byte even made PostgreSQL
// fail (22021) with a 500. Multi-line texts keep tab and line breaks. Lone UTF-16 surrogates are not
// text either (they cannot be stored as UTF-8).

export const textMessages = {
  controlCharacters: 'Metin görünmeyen kontrol karakterleri içeremez.',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isForbiddenCode(code: number, multiline: boolean): boolean {
  if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  // C0 controls, DEL and C1 controls; line and paragraph separators in single-line text.
  if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  return !multiline && (code === 0x2028 || code === 0x2029);
}

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const multiline = options.multiline ?? false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isForbiddenCode(code, multiline)) return true;
    // A lone surrogate (not part of a pair) cannot be stored as UTF-8.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * A string without control characters; chain .trim(), .min(), .max() as with z.string().
 * `error` is the message for a missing or non-string value.
 */
export function textField(params: { error?: string; multiline?: boolean } = {}) {
  const { multiline = false, error } = params;
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasControlCharacters(value, { multiline }), textMessages.controlCharacters);
}
