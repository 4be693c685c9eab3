// The profile's card of who in the practice opened the client's record (issue #43, ADR 0084).
export const meAccessLogMessages = {
  title: 'Kayıtlarımı kimler görüntüledi',
  description:
    'Diyetisyeninizin ekibinden kimin, hangi bilgilerinizi ve ne zaman açtığı. Aynı kişinin aynı ekranı 10 dakika içinde yeniden açması bir kez gösterilir.',
  empty: 'Kayıtlarınızı henüz ekipten kimse açmadı.',
  loadError: 'Görüntüleme kaydı yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  listLabel: 'Kayıtlarımı görüntüleyenler',
  pageLabel: 'Görüntüleme kaydı sayfaları',
  removedAdmin: 'Artık çalışmayan bir yönetici',
} as const;
