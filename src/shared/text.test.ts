import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, slugify } from './text.ts';

describe('Turkish-aware search folding', () => {
  it.each([
    ['ıspanak', 'Ispanak'],
    ['çilek', 'Çilek'],
    ['istanbul', 'İSTANBUL'],
    ['ISPANAK', 'ıspanak'],
    ['sut', 'Süt'],
  ])('"%s" finds "%s"', (query, name) => {
    expect(matchesSearch(name, query)).toBe(true);
  });

  it('does not find what is not there', () => {
    expect(matchesSearch('Elma', 'armut')).toBe(false);
  });

  it('treats an empty query as matching everything', () => {
    expect(matchesSearch('Elma', '  ')).toBe(true);
  });

  it('folds dotted and dotless i to one letter', () => {
    expect(foldForSearch('IĞDIR İzmir')).toBe('igdir izmir');
  });
});

describe('slugify', () => {
  it('makes URL slugs from Turkish titles', () => {
    expect(slugify('Sağlıklı Beslenmenin 5 Altın Kuralı!')).toBe('saglikli-beslenmenin-5-altin-kurali');
    expect(slugify('  Çiğ Köfte & Şalgam ')).toBe('cig-kofte-salgam');
  });
});
