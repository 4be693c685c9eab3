import { formatKcal } from '../../../../shared/format.ts';

// Texts of what the phone keeps offline (issue #41).
export const meOfflineMessages = {
  listLabel: 'Gönderilmeyi bekleyen kayıtlar',
  heading: 'Bağlantı bekleyen kayıtlar',
  explanation: 'Bunlar telefonunuzda saklanıyor; internet bağlantısı gelince sırayla gönderilecek.',
  waiting: 'Bekliyor',
  failed: (reason: string) => `Gönderilemedi: ${reason}`,
  dismiss: 'Kaldır',
  dismissLabel: (what: string) => `${what} kaydını kaldır`,
  diaryEntry: (foodName: string, calories: number | null) =>
    calories === null ? foodName : `${foodName} · ${formatKcal(calories)}`,
  waterGlass: '1 bardak su',
  signOutTitle: 'Gönderilmemiş kayıtlar var',
  signOutText: (count: number) =>
    `Telefonunuzda henüz gönderilmemiş ${count} kayıt var. Çıkış yaparsanız bu kayıtlar silinir; önce internete bağlanıp gönderilmelerini bekleyebilirsiniz.`,
  signOutConfirm: 'Yine de çıkış yap',
  signOutCancel: 'Vazgeç',
  keptOffline: 'Çevrimdışısınız: kayıt telefonda saklandı, bağlantı gelince gönderilecek',
} as const;
