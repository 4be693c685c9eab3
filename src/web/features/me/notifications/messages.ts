// Texts of the notification bell (spec 1 §2.10, §8).
export const meNotificationsMessages = {
  title: 'Bildirimler',
  bellLabel: (unread: number) => (unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler'),
  empty: 'Bildirim bulunmuyor',
  loadError: 'Bildirimler yüklenirken bir hata oluştu',
  unread: 'Okunmamış',
  markRead: (title: string) => `'${title}' bildirimini okundu olarak işaretle`,
  delete: (title: string) => `'${title}' bildirimini sil`,
  deleteError: 'Bildirim silinirken bir hata oluştu',
  markReadError: 'Bildirim güncellenirken bir hata oluştu',
} as const;
