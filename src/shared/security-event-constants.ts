// The security events' labels (issue #38 item 4, ADR 0084), zod-free like the other label lists (ADR 0026).

export const securityEventLabels = {
  sign_in_throttled: 'Bir adresten çok sayıda hatalı giriş',
  sign_in_new_devices_paused: 'Yeni cihazlardan girişler durduruldu',
} as const;

export type SecurityEventAction = keyof typeof securityEventLabels;

export const securityEventActions = Object.keys(securityEventLabels) as SecurityEventAction[];
