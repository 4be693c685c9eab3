// The Turkish texts of the reminders the client sets in their profile (issue #41, ADR 0083).
export const meRemindersMessages = {
  title: 'Hatırlatıcılar',
  hint: 'Su, öğün kaydı ve tartılma için hatırlatma alın. Saatler Türkiye saatidir; hatırlatmalar bu cihaza bildirim olarak gelir (yukarıdaki Bildirimler bölümünden izin verdiyseniz).',
  water: {
    legend: 'Su',
    isOn: 'Su içmeyi hatırlat',
    everyHours: 'Sıklık',
    from: 'Başlangıç saati',
    until: 'Bitiş saati',
    hint: 'Son hatırlatmadan bu yana bir bardak su eklediyseniz sıradaki hatırlatma gelmez.',
  },
  everyHoursOption: (hours: number) => (hours === 1 ? 'Her saat' : `${hours} saatte bir`),
  meals: {
    legend: 'Öğün kaydı',
    hint: 'O öğünü kalori günlüğünüze zaten eklediyseniz o gün hatırlatma gelmez.',
    time: (meal: string) => `${meal} saati`,
  },
  weighIn: {
    legend: 'Tartılma',
    isOn: 'Tartılma gününü hatırlat',
    day: 'Gün',
    time: 'Saat',
  },
  quietHours: {
    legend: 'Sessiz saatler',
    isOn: 'Sessiz saatlerde hatırlatma gönderme',
    hint: 'Bu saatler arasına denk gelen hatırlatmalar gönderilmez, sonradan da gelmez. Gece yarısını aşabilir (ör. 22:00–08:00).',
    from: 'Başlangıç',
    until: 'Bitiş',
  },
  emailFallback: 'Bildirim gelmezse e-posta gönder',
  emailFallbackHint:
    'Bu cihazda bildirimler kapalıysa ya da hatırlatma bildirimlerini kapattıysanız hatırlatma e-posta adresinize gelir. Bir hatırlatma hiçbir zaman iki kez gelmez.',
  save: 'Hatırlatıcıları kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Hatırlatıcılarınız kaydedildi',
  saveError: 'Hatırlatıcılar kaydedilirken bir hata oluştu. Lütfen tekrar deneyin.',
  loadError: 'Hatırlatıcılar yüklenirken bir hata oluştu',
} as const;
