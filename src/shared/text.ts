// Turkish-aware text helpers. JavaScript's default case mapping turns 'I' into 'i' and leaves the
// dotted/dotless pair apart, so 'ıspanak' would not find 'Ispanak'. Search folds both sides the same way.

/** Folds text for search: Turkish lower case, then dotless ı and dotted i become one letter, accents go. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

export function matchesSearch(haystack: string, query: string): boolean {
  const needle = foldForSearch(query);
  return needle === '' || foldForSearch(haystack).includes(needle);
}

// ---- Turkish alphabetical order (ADR 0056) ----
//
// PostgreSQL sorts text by the database's collation: "C" on PGlite and on many servers, where 'Ölçü'
// comes after 'Zaman' because Ö's bytes are larger than Z's. ICU's Turkish collation is not there on
// PGlite. So Denge sorts names by a key instead: each letter of the Turkish alphabet (with q, w, x in
// their usual places) becomes one ASCII character in alphabetical order, the same for upper and lower
// case ('I' is the capital of 'ı', 'İ' of 'i'; â, î, û read as a, i, u), and every other character
// stays itself. Compared byte by byte ("C"), the keys give Turkish dictionary order: Ç after C,
// Ö after O, Ş after S, Ü after U; spaces and digits before letters. The database computes the same
// key with denge_turkish_sort_key() (migration rules_of_issue_39): src/server/db/turkish-order.ts.

/** The 32 letters in Turkish alphabetical order, lower case. */
export const TURKISH_ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';

/** Turkish upper case of each letter: 'ı' → 'I', 'i' → 'İ'. */
const upperOf = (letter: string) => letter.toLocaleUpperCase('tr-TR');

/** The key character of the letter at `index` of the alphabet: 'A' (0x41) up to '`' (0x60). */
const keyOf = (index: number) => String.fromCharCode(0x41 + index);

/**
 * The letters the sort key replaces and their key characters, as two strings of equal length: the
 * arguments of SQL's translate() in denge_turkish_sort_key, and the table of turkishSortKey below.
 */
export const turkishSortKeyTable: { from: string; to: string } = (() => {
  let from = '';
  let to = '';
  for (const [index, letter] of [...TURKISH_ALPHABET].entries()) {
    from += letter + upperOf(letter);
    to += keyOf(index).repeat(2);
  }
  for (const [variant, letter] of [
    ['â', 'a'],
    ['î', 'i'],
    ['û', 'u'],
  ] as const) {
    from += variant + upperOf(variant);
    to += keyOf(TURKISH_ALPHABET.indexOf(letter)).repeat(2);
  }
  return { from, to };
})();

let keyCharacters: Map<string, string> | null = null;

/** The sort key of a name: compare keys as plain strings (code units, like "C") for Turkish order. */
export function turkishSortKey(text: string): string {
  if (!keyCharacters) {
    const { from, to } = turkishSortKeyTable;
    keyCharacters = new Map([...from].map((character, index) => [character, to[index] ?? character]));
  }
  const table = keyCharacters;
  let key = '';
  for (const character of text) key += table.get(character) ?? character;
  return key;
}

/** Turkish alphabetical order of two names (by their sort keys, then as written): for Array.sort. */
export function compareTurkish(a: string, b: string): number {
  const keyA = turkishSortKey(a);
  const keyB = turkishSortKey(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const turkishSlugMap: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (letter) => turkishSlugMap[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of a title whose letters are all dropped (e.g. only punctuation): still a valid path. */
export const FALLBACK_SLUG = 'yazi';

/**
 * A slug not in `taken`: the title's slug, or that slug with the first free "-2", "-3", … suffix
 * (blog posts' slugs are unique; the database's unique index is the final judge).
 */
export function uniqueSlug(title: string, taken: Iterable<string>): string {
  const base = slugify(title) || FALLBACK_SLUG;
  const takenSlugs = new Set(taken);
  if (!takenSlugs.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!takenSlugs.has(candidate)) return candidate;
  }
}
