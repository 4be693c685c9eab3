import { typedNumber } from '../fields/number-field.ts';
import { z } from '../zod-turkish.ts';

// Retention and periodic destruction (issue #43, ADR 0087): how long each kind of personal data is
// kept before the daily 'periyodik imha' job destroys it, and the record of each destruction.

export const retentionKinds = [
  'visitorAppointments',
  'canceledUnpaidOrders',
  'expiredSessions',
  'visitorStatistics',
  'sentMail',
  'closedKvkkRequests',
  'accessLog',
  'mailLogs',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

type RetentionRule = {
  unit: 'months' | 'days';
  min: number;
  max: number;
  /** The period written in ADR 0087, used until the practice saves its own. */
  defaultPeriod: number;
  label: string;
  description: string;
};

/** Each kind's unit, bounds, default and Turkish explanation (the settings screen lists them in this order). */
export const retentionRules: Record<RetentionKind, RetentionRule> = {
  visitorAppointments: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 12,
    label: 'Ziyaretçi randevu talepleri',
    description:
      'Siteden ziyaretçilerin aldığı, bir danışan hesabına bağlı olmayan geçmiş randevular; randevu tarihinden bu süre sonra silinir.',
  },
  canceledUnpaidOrders: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 12,
    label: 'Ödenmeden iptal edilen siparişler',
    description:
      'Ödemesi yapılmadığı için iptal edilen siparişler; iptal tarihinden bu süre sonra silinir. Ödenmiş siparişler vergi mevzuatı gereği (10 yıl) saklanır, burada silinmez.',
  },
  expiredSessions: {
    unit: 'days',
    min: 1,
    max: 365,
    defaultPeriod: 30,
    label: 'Süresi dolmuş oturumlar',
    description: 'Süresi dolmuş giriş oturumları (IP adresi ve tarayıcı bilgisi); bitişinden bu süre sonra silinir.',
  },
  visitorStatistics: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 24,
    label: 'Ziyaretçi istatistikleri',
    description:
      'Sitenin günlük ziyaretçi sayımları; gününden bu süre sonra ziyaretçi anahtarı ve saati geri döndürülemez biçimde anonimleştirilir, sayılar korunur.',
  },
  sentMail: {
    unit: 'days',
    min: 1,
    max: 365,
    defaultPeriod: 30,
    label: 'Gönderilmiş e-postalar',
    description: 'E-posta kuyruğunda gönderilmiş iletilerin içerikleri; gönderildikten bu süre sonra silinir.',
  },
  closedKvkkRequests: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 36,
    label: 'Kapanmış KVKK başvuruları',
    description:
      'Yanıtlanmış ya da reddedilmiş KVKK başvuruları; yanıt tarihinden bu süre sonra silinir (şikâyet ve dava süreleri için kanıt olarak saklanır).',
  },
  accessLog: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 24,
    label: 'Erişim kayıtları',
    description:
      'Danışan verilerinin kim tarafından görüntülendiğinin kayıtları; kayıt tarihinden bu süre sonra silinir.',
  },
  mailLogs: {
    unit: 'months',
    min: 1,
    max: 120,
    defaultPeriod: 24,
    label: 'E-posta gönderim kayıtları',
    description:
      'Gönderilen her e-postanın kaydı (alıcı, konu, içerik); gönderildikten bu süre sonra silinir. Toplu e-postaların kayıtları, gönderimin kendisiyle birlikte (İYS kanıtı olarak) saklanır.',
  },
};

export const retentionUnitLabels = { months: 'ay', days: 'gün' } as const;

export const retentionValidationMessages = {
  period: (kind: RetentionKind) => {
    const rule = retentionRules[kind];
    return `${rule.label} için süre ${rule.min} ile ${rule.max} ${retentionUnitLabels[rule.unit]} arasında bir tam sayı olmalıdır.`;
  },
} as const;

const periodField = (kind: RetentionKind) => {
  const message = retentionValidationMessages.period(kind);
  const rule = retentionRules[kind];
  return typedNumber(z.number({ error: message }).int(message).min(rule.min, message).max(rule.max, message));
};

/** The settings form: one whole number per kind, in the kind's unit. */
export const updateRetentionSchema = z.strictObject({
  visitorAppointments: periodField('visitorAppointments'),
  canceledUnpaidOrders: periodField('canceledUnpaidOrders'),
  expiredSessions: periodField('expiredSessions'),
  visitorStatistics: periodField('visitorStatistics'),
  sentMail: periodField('sentMail'),
  closedKvkkRequests: periodField('closedKvkkRequests'),
  accessLog: periodField('accessLog'),
  mailLogs: periodField('mailLogs'),
});
export type UpdateRetentionInput = z.input<typeof updateRetentionSchema>;
export type UpdateRetention = z.output<typeof updateRetentionSchema>;

export type RetentionPeriods = Record<RetentionKind, number>;

export const defaultRetentionPeriods = Object.fromEntries(
  retentionKinds.map((kind) => [kind, retentionRules[kind].defaultPeriod]),
) as RetentionPeriods;

export type RetentionSettings = { periods: RetentionPeriods; version: number };

/** One kind's part of one periodic destruction. */
export type DataDestructionRun = {
  id: string;
  /** ISO timestamp. */
  ranAt: string;
  kind: RetentionKind;
  /** The period applied, in the kind's unit. */
  period: number;
  unit: 'months' | 'days';
  destroyedCount: number;
};

/** GET /api/admin/retention: the periods and the latest destruction records, newest first. */
export type RetentionOverview = { settings: RetentionSettings; runs: DataDestructionRun[] };
