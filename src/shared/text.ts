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

/** Word endings Turkish softens before a vowel suffix, folded: k → ğ/g, p → b, t → d (ç → c folds to itself). */
const softenedEnding: Record<string, string> = { k: 'g', p: 'b', t: 'd' };

/**
 * The folded needles of a food search: the query, and when one of its words ends in a consonant Turkish
 * softens before a suffix, the query with those words softened. Food names inflect ('Tam buğday
 * ekmeği', 'Orman kebabı', 'Su böreği', 'Ton balığı'), so 'ekmek', 'kebap', 'börek' and 'balık' must
 * find them. Words under four letters stay as typed ('et' would find 'Edam').
 */
export function foodSearchNeedles(query: string): string[] {
  const needle = foldForSearch(query);
  const softened = needle
    .split(/(\s+)/)
    .map((word) => {
      const soft = word.length >= 4 ? softenedEnding[word.slice(-1)] : undefined;
      return soft ? word.slice(0, -1) + soft : word;
    })
    .join('');
  return softened === needle ? [needle] : [needle, softened];
}

export function matchesSearch(haystack: string, query: string): boolean {
  const needle = foldForSearch(query);
  return needle === '' || foldForSearch(haystack).includes(needle);
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
