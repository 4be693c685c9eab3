// The client area's consent texts (issue #43, ADR 0081): the consent step and 'Onaylarım'.
export const meConsentsMessages = {
  stepTitle: 'Kişisel verileriniz hakkında',
  stepLead:
    'Devam etmeden önce Aydınlatma Metni’ni okuyun ve sağlık verileriniz için açık rıza verip vermediğinizi seçin. Seçiminizi daha sonra Profil › Onaylarım bölümünden değiştirebilirsiniz.',
  stepNewVersion: 'Metinlerimiz güncellendi. Lütfen güncel sürümü okuyup yeniden onaylayın.',
  privacyNoticeTitle: 'Aydınlatma Metni',
  explicitConsentTitle: 'Açık Rıza Metni',
  versionLine: (version: number, date: string) => `Sürüm ${version} · ${date}`,
  acknowledge: 'Okudum, anladım',
  explicitConsentQuestion: 'Sağlık verilerimin işlenmesine',
  give: 'Açık rıza veriyorum',
  giveHint:
    'Ölçümleriniz, kalori günlüğünüz ve su takibiniz kaydedilir; diyetisyeniniz programınızı bunlara göre hazırlar.',
  withhold: 'Açık rıza vermiyorum',
  withholdHint:
    'Sağlık verileriniz (ölçümler, kalori günlüğü, su takibi) kaydedilemez; diyetisyeniniz bunlara dayanan kişisel bir program hazırlayamaz. Randevu, mesaj ve sipariş işlemleriniz sürer.',
  submit: 'Onayla ve devam et',
  saveError: 'Onayınız kaydedilirken bir hata oluştu. Lütfen tekrar deneyin.',
  loadError: 'Onay bilgileriniz yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  cardTitle: 'Onaylarım',
  cardHint:
    'KVKK kapsamında verdiğiniz onaylar: hangi metnin hangi sürümü, ne zaman ve nerede. Açık rızanızı dilediğiniz zaman geri çekebilirsiniz.',
  explicitStateLabel: 'Sağlık verileri için açık rıza',
  columnText: 'Metin',
  columnDecision: 'Onay',
  columnDate: 'Tarih',
  columnChannel: 'Nerede',
  withdrawnOn: (date: string) => `Geri çekildi: ${date}`,
  empty: 'Henüz kayıtlı bir onayınız yok.',
  withdraw: 'Rızamı geri çek',
  giveAgain: 'Açık rıza ver',
  withdrawTitle: 'Açık rızanızı geri çekmek istiyor musunuz?',
  withdrawText:
    'Geri çektiğinizde yeni sağlık verisi (ölçüm, kalori günlüğü, su takibi) kaydedilemez ve diyetisyeniniz kişiye özel programınızı bu verilere dayanarak sürdüremez. Geri çekme, o zamana kadar yapılan işlemleri etkilemez; mevcut kayıtlarınızı görmeye, indirmeye ve silinmesini istemeye devam edebilirsiniz. Dilediğiniz zaman yeniden rıza verebilirsiniz.',
  withdrawConfirm: 'Geri çek',
  cancel: 'Vazgeç',
  withdrawn: 'Açık rızanız geri çekildi.',
  given: 'Açık rızanız kaydedildi.',
  changeError: 'Onayınız değiştirilirken bir hata oluştu.',
  readText: 'Metni oku',
} as const;
