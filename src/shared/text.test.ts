import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, foldForSearch, foodSearchNeedles, matchesSearch, slugify, uniqueSlug } from './text.ts';

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

describe('slugify (spec 3 §5 "Blog")', () => {
  it('maps every Turkish letter to ASCII, upper and lower case', () => {
    expect(slugify('ç ğ ı İ ö ş ü Ç Ğ I Ö Ş Ü')).toBe('c-g-i-i-o-s-u-c-g-i-o-s-u');
    expect(slugify('İyi Uykunun Kiloya Etkisi')).toBe('iyi-uykunun-kiloya-etkisi');
    expect(slugify('IĞDIR’da Kış Çorbaları')).toBe('igdir-da-kis-corbalari');
  });

  it('collapses repeated separators and trims edge hyphens', () => {
    expect(slugify('--Su -- İçmek   ve  ---  Sağlık--')).toBe('su-icmek-ve-saglik');
    expect(slugify('!!!Öğün Atlamak???')).toBe('ogun-atlamak');
    expect(slugify('a_b.c/d')).toBe('a-b-c-d');
  });

  it('keeps digits and drops other accents', () => {
    expect(slugify('2026 Yılında Café Kültürü')).toBe('2026-yilinda-cafe-kulturu');
  });

  it('answers an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('answers the title slug when it is free', () => {
    expect(uniqueSlug('Şeker Tüketimi', ['su-icmek'])).toBe('seker-tuketimi');
  });

  it('adds the first free numeric suffix when the slug is taken', () => {
    expect(uniqueSlug('Şeker Tüketimi', ['seker-tuketimi'])).toBe('seker-tuketimi-2');
    expect(uniqueSlug('Şeker Tüketimi', ['seker-tuketimi', 'seker-tuketimi-2', 'seker-tuketimi-3'])).toBe(
      'seker-tuketimi-4',
    );
  });

  it('falls back to a fixed word for a title without letters', () => {
    expect(uniqueSlug('???', [])).toBe(FALLBACK_SLUG);
    expect(uniqueSlug('???', [FALLBACK_SLUG])).toBe(`${FALLBACK_SLUG}-2`);
  });
});

describe('foodSearchNeedles', () => {
  it('adds the softened word, so the inflected food names are found', () => {
    expect(foodSearchNeedles('ekmek')).toEqual(['ekmek', 'ekmeg']);
    expect(foodSearchNeedles('Kebap')).toEqual(['kebap', 'kebab']);
    expect(foodSearchNeedles('BÖREK')).toEqual(['borek', 'boreg']);
    expect(foodSearchNeedles('su börek')).toEqual(['su borek', 'su boreg']);
    expect(foodSearchNeedles('  balık ')).toEqual(['balik', 'balig']);
    const names = ['Tam buğday ekmeği', 'Orman kebabı', 'Su böreği', 'Ton balığı (konserve, süzülmüş)'];
    for (const [query, name] of [
      ['ekmek', names[0]],
      ['kebap', names[1]],
      ['börek', names[2]],
      ['balik', names[3]],
    ]) {
      expect(
        foodSearchNeedles(query!).some((needle) => foldForSearch(name!).includes(needle)),
        query,
      ).toBe(true);
    }
  });

  it('leaves other words, short words and an empty query as typed', () => {
    expect(foodSearchNeedles('ıspanak yemeği')).toEqual(['ispanak yemegi', 'ispanag yemegi']);
    expect(foodSearchNeedles('elma')).toEqual(['elma']);
    expect(foodSearchNeedles('et')).toEqual(['et']);
    expect(foodSearchNeedles('süt')).toEqual(['sut']);
    expect(foodSearchNeedles('')).toEqual(['']);
  });
});
