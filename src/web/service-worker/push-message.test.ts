import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push-message.ts';

describe('readPushMessage', () => {
  it("shows the server's title and body and opens its page in the client area", () => {
    expect(
      readPushMessage({ title: 'Yeni mesaj', body: 'Bir mesajınız var.', url: '/kullanici/mesajlar', tag: 'm-1' }),
    ).toEqual({ title: 'Yeni mesaj', body: 'Bir mesajınız var.', url: '/kullanici/mesajlar', tag: 'm-1' });
  });

  it('opens /kullanici for any address outside the client area, and names Denge when the title is missing', () => {
    for (const url of ['https://kotu.example/kullanici', '//kotu.example', '/admin', '/kullanicilar', 42, undefined])
      expect(readPushMessage({ url }).url).toBe('/kullanici');
    expect(readPushMessage(null)).toEqual({ title: 'Denge', body: '', url: '/kullanici', tag: undefined });
  });
});
