// Regenerates src/server/auth/common-passwords.txt, the breached-password list the server refuses
// (issue #16, finding 10). Source: the ranked password list of @zxcvbn-ts/language-common (MIT), built
// from leaked-password corpora, taken from the npm registry without adding a dependency:
//
//   npm pack @zxcvbn-ts/language-common@3.0.4 --pack-destination /tmp
//   tar xzf /tmp/zxcvbn-ts-language-common-3.0.4.tgz -C /tmp
//   node scripts/generate-common-passwords.ts /tmp/package/src/passwords.json
//
// Only passwords the forms would otherwise accept matter (6+ characters), so the list keeps the 10,000
// most common of those, lower-cased, plus a few Turkish favourites the English corpora miss.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST_SIZE = 10_000;
const MIN_LENGTH = 6;
const turkishFavourites = [
  'sifre123',
  'şifre123',
  'sifre1234',
  'şifre1234',
  'parola',
  'parola123',
  'galatasaray',
  'fenerbahce',
  'fenerbahçe',
  'besiktas',
  'beşiktaş',
  'trabzonspor',
  'istanbul',
  'ankara',
  'izmir35',
  'turkiye',
  'türkiye',
  'asdasd',
  'asd123',
  'qweasd',
  'qwe123',
  '123456a',
  'a123456',
  'sevgilim',
  'askim',
  'aşkım',
  'bebegim',
  'bebeğim',
  'mustafa',
  'mehmet',
  'ahmet123',
  'diyet123',
  'zayiflama',
  'zayıflama',
];

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/generate-common-passwords.ts <passwords.json>');
const ranked = JSON.parse(readFileSync(source, 'utf8')) as string[];
const seen = new Set<string>();
const list: string[] = [];
for (const password of [...ranked, ...turkishFavourites]) {
  const normal = password.toLocaleLowerCase('tr-TR').trim();
  if (normal.length < MIN_LENGTH || seen.has(normal)) continue;
  seen.add(normal);
  if (list.length < LIST_SIZE || turkishFavourites.includes(password)) list.push(normal);
}
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server/auth/common-passwords.txt');
writeFileSync(target, `${list.join('\n')}\n`);
console.log(`${list.length} passwords written to ${target}`);
