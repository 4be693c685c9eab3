import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links.ts';

describe('splitMessageLinks', () => {
  it('keeps plain text as one text part', () => {
    expect(splitMessageLinks('Merhaba, öğle yemeğim.')).toEqual([{ kind: 'text', text: 'Merhaba, öğle yemeğim.' }]);
  });

  it('turns http(s) and www addresses into links, leaving the sentence punctuation out', () => {
    expect(splitMessageLinks('Bakın: https://ornek.com/tarif?a=1. Ya da www.ornek.com!')).toEqual([
      { kind: 'text', text: 'Bakın: ' },
      { kind: 'link', text: 'https://ornek.com/tarif?a=1', href: 'https://ornek.com/tarif?a=1' },
      { kind: 'text', text: '. Ya da ' },
      { kind: 'link', text: 'www.ornek.com', href: 'https://www.ornek.com/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never makes a link of javascript:, data: or markup, and keeps them as text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://kotu.com">tık</a>';
    const parts = splitMessageLinks(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    for (const part of parts) if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\//);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
  });
});
