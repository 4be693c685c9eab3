// The client report's access log (issue #43, ADR 0084).
export const adminAccessLogMessages = {
  title: 'Erişim kaydı',
  description:
    'Bu danışanın sağlık verilerini kimin, hangi ekranda, ne zaman açtığı. Aynı kişinin aynı ekranı 10 dakika içinde yeniden açması bir kez yazılır.',
  empty: 'Bu danışanın kayıtlarını henüz kimse açmadı.',
  loadError: 'Erişim kaydı yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  listLabel: 'Erişim kaydı',
  pageLabel: 'Erişim kaydı sayfaları',
  removedAdmin: 'Silinmiş yönetici',
} as const;
