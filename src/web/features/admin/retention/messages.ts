// Saklama ve İmha (/site-settings/retention, issue #43, ADR 0087).
export const adminRetentionMessages = {
  title: 'Saklama ve İmha',
  description:
    'Kişisel veriler KVKK gereği yalnızca gerektiği süre saklanır. Her veri türü için saklama süresini belirleyin; süresi dolan kayıtlar her gün periyodik imha ile silinir ve imha kaydı tutulur.',
  periodsTitle: 'Saklama süreleri',
  paidOrdersNote:
    'Ödenmiş siparişler ve fatura bilgileri vergi mevzuatı gereği 10 yıl saklanır; periyodik imha bunlara dokunmaz.',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Saklama süreleri kaydedildi.',
  saveError: 'Saklama süreleri kaydedilemedi.',
  loadError: 'Saklama ayarları yüklenirken bir hata oluştu.',
  runsTitle: 'Son imha kayıtları',
  runsEmpty: 'Henüz imha yapılmadı.',
  runsLabel: 'Son imha kayıtları',
  columnPeriod: 'Uygulanan süre',
  columnCount: 'İmha edilen kayıt',
} as const;
