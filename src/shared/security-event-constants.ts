// The security events' labels (issue #38 item 4, ADR 0084), zod-free like the other label lists (ADR 0026).

export const securityEventLabels = {
  sign_in_throttled: 'Bir adresten çok sayıda hatalı giriş',
  sign_in_new_devices_paused: 'Yeni cihazlardan girişler durduruldu',
  // An account's own security changes (ADR 0084, amendment 2026-11-28).
  two_factor_enabled: 'İki adımlı doğrulama açıldı',
  two_factor_disabled: 'İki adımlı doğrulama kapatıldı',
  two_factor_backup_code_used: 'Girişte yedek kod kullanıldı',
  password_changed: 'Şifre değiştirildi',
} as const;

export type SecurityEventAction = keyof typeof securityEventLabels;

export const securityEventActions = Object.keys(securityEventLabels) as SecurityEventAction[];
