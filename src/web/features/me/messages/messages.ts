// Texts of the client's conversation with the practice (issue #42).
export const meMessagesMessages = {
  title: 'Mesajlar',
  description: 'Diyetisyeninize buradan yazabilirsiniz.',
  threadLabel: 'Diyetisyeninizle yazışmanız',
  own: 'Siz',
  other: 'Diyetisyeniniz',
  seen: 'Görüldü',
  empty: 'Henüz mesajınız yok. Sorunuzu aşağıya yazarak diyetisyeninize ulaşabilirsiniz.',
  loadError: 'Mesajlar yüklenemedi. Lütfen tekrar deneyin.',
  retry: 'Tekrar dene',
  composerLabel: 'Mesajınız',
  composerPlaceholder: 'Mesajınızı yazın…',
  send: 'Gönder',
  sendError: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
  unread: (count: number) => `${count} okunmamış mesaj`,
} as const;
