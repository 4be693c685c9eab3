import type { SecurityEvent } from '../../../../shared/schemas/security-events.ts';

// Güvenlik olayları (/site-settings/security-events, issue #38 item 4, ADR 0084).
export const adminSecurityEventsMessages = {
  title: 'Güvenlik Olayları',
  description:
    'Giriş korumasının kaydettiği olaylar: bir hesaba çok sayıda hatalı şifre denendiğinde burada görünür. Hesabın sahibi kendi cihazından girmeye devam edebilir.',
  listTitle: 'Son olaylar',
  empty: 'Henüz bir güvenlik olayı yok.',
  loadError: 'Güvenlik olayları yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  listLabel: 'Güvenlik olayları',
  pageLabel: 'Güvenlik olayı sayfaları',
  unknownAccount: 'Bilinmeyen hesap',
  details: (event: SecurityEvent): string => {
    if (event.action === 'sign_in_new_devices_paused') {
      const figures =
        event.failedAttempts !== null && event.windowMinutes !== null
          ? `${event.windowMinutes} dakika içinde farklı adreslerden ${event.failedAttempts} hatalı şifre denendi. `
          : '';
      return `${figures}Bu hesaba daha önce girilmemiş cihazlardan girişler bir süre durduruldu; hesabın sahibi kendi cihazından girebilir.`;
    }
    const from = event.ip ? `${event.ip} adresinden` : 'Aynı adresten';
    return `${from} çok sayıda hatalı şifre denendi; bu adresten girişler bir süre durduruldu.`;
  },
} as const;
