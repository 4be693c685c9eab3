import type { SecurityEvent } from '../../../../shared/schemas/security-events.ts';

// Güvenlik olayları (/site-settings/security-events, issue #38 item 4, ADR 0084).
export const adminSecurityEventsMessages = {
  title: 'Güvenlik Olayları',
  description:
    'Giriş korumasının ve hesap güvenliği değişikliklerinin kaydı: bir hesaba çok sayıda hatalı şifre denendiğinde, iki adımlı doğrulama açılıp kapatıldığında, girişte yedek kod kullanıldığında ve şifre değiştirildiğinde burada görünür.',
  listTitle: 'Son olaylar',
  empty: 'Henüz bir güvenlik olayı yok.',
  loadError: 'Güvenlik olayları yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  listLabel: 'Güvenlik olayları',
  pageLabel: 'Güvenlik olayı sayfaları',
  unknownAccount: 'Bilinmeyen hesap',
  details: (event: SecurityEvent): string => {
    const at = event.ip ? ` (${event.ip} adresinden)` : '';
    if (event.action === 'two_factor_enabled')
      return `Hesabın sahibi iki adımlı doğrulamayı kendi oturumunda, şifresiyle ve uygulamadaki kodla açtı${at}.`;
    if (event.action === 'two_factor_disabled')
      return `Hesabın sahibi iki adımlı doğrulamayı kendi oturumunda, şifresiyle kapattı${at}. Hesaba artık yalnızca şifreyle girilebilir.`;
    if (event.action === 'two_factor_backup_code_used')
      return `Girişte uygulamadaki kod yerine tek kullanımlık bir yedek kod kullanıldı${at}. Bu giriş hesabın sahibine ait değilse şifreyi değiştirin.`;
    if (event.action === 'password_changed')
      return `Hesabın şifresi, mevcut şifre girilerek değiştirildi${at}; hesabın diğer oturumları kapatıldı.`;
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
