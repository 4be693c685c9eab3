import { formatCount } from '../../../../shared/format.ts';

// The Turkish texts of mail management (spec 3 §2.10 "Mail management", §4 "Mail", §5 "Mail", §8).
export const adminMailMessages = {
  title: 'Mail Yönetimi',
  description:
    'Danışanlarınıza toplu e-posta gönderin. Ticari iletiler yalnızca izin veren danışanlara gider (İYS); her e-postada abonelikten çıkma bağlantısı bulunur.',
  composerTitle: 'Yeni Mail',
  recipientsLegend: 'Alıcılar',
  searchLabel: 'Danışan ara',
  searchPlaceholder: 'Ad veya e-posta ile ara...',
  selectAll: 'İzinli olanların tümünü seç',
  clearSelection: 'Seçimi temizle',
  selectedCount: (count: number) => `${formatCount(count)} danışan seçildi`,
  consentSummary: (consenting: number, total: number) =>
    `${formatCount(total)} danışandan ${formatCount(consenting)} tanesi ticari e-posta almaya izin verdi.`,
  noConsent: 'İzin yok',
  consentSince: (date: string) => `İzin: ${date}`,
  noConsentHint: 'Bu danışan ticari e-posta almaya izin vermediği için seçilemez.',
  noClients: 'Henüz danışan yok.',
  noMatches: 'Aramanızla eşleşen danışan yok.',
  clientsLoadError: 'Danışanlar yüklenirken bir hata oluştu',
  fieldSubject: 'Konu',
  fieldContent: 'İçerik',
  contentHint: 'Düz metin yazın; boş satır yeni paragraf başlatır.',
  send: 'Mail Gönder',
  sending: 'Gönderiliyor...',
  sent: 'Mail başarıyla gönderildi',
  skipped: (count: number) => `${formatCount(count)} danışan izin vermediği için atlandı.`,
  sendError: 'Mail gönderilirken bir hata oluştu',
  historyTitle: 'Son Gönderimler',
  historyEmpty: 'Henüz toplu mail gönderilmedi.',
  historyLoadError: 'Gönderimler yüklenirken bir hata oluştu',
  recipientsOf: (queued: number, skipped: number) =>
    skipped > 0
      ? `${formatCount(queued)} alıcı, ${formatCount(skipped)} danışan izin vermediği için atlandı`
      : `${formatCount(queued)} alıcı`,
  recipientStatusList: (subject: string) => `${subject}: alıcıların teslim durumu`,
  retry: 'Tekrar dene',
} as const;
