import { describe, expect, it } from 'vitest';
import { adminPaths, clientPaths, findRouteAudience } from './routes.ts';

describe('route table', () => {
  it('knows every admin and client path of the spec', () => {
    // The spec's 34, 'Mesajlar' (issue #42), 'KVKK Metinleri', 'KVKK Başvuruları' and 'Saklama ve İmha'
    // (issue #43) and 'Güvenlik Olayları' (issue #38).
    expect(adminPaths).toHaveLength(39);
    // The spec's five, 'Mesajlar' (issue #42) and 'Randevularım' (issue #44).
    expect(clientPaths).toHaveLength(7);
    for (const path of adminPaths) expect(findRouteAudience(path)).toBe('admin');
    for (const path of clientPaths) expect(findRouteAudience(path)).toBe('client');
  });

  it('matches parameterised public paths and trailing slashes', () => {
    expect(findRouteAudience('/blog/saglikli-kahvalti')).toBe('public');
    expect(findRouteAudience('/urunler/42')).toBe('public');
    expect(findRouteAudience('/blog/')).toBe('public');
    expect(findRouteAudience('/')).toBe('public');
    expect(findRouteAudience('/kvkk/aydinlatma-metni')).toBe('public');
    expect(findRouteAudience('/cerez-politikasi/')).toBe('public');
  });

  it('does not know the paths the spec lets fall through to /', () => {
    for (const path of ['/products', '/products/1', '/hakkimizda', '/hizmetler', '/iletisim', '/blog/a/b']) {
      expect(findRouteAudience(path)).toBeNull();
    }
  });
});
