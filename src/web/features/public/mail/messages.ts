// The Turkish texts of the public unsubscribe page (the link in every bulk mail).
export const publicMailMessages = {
  title: 'E-posta Aboneliği',
  question: 'Denge’den kampanya ve duyuru e-postaları almayı bırakmak istiyor musunuz?',
  confirm: 'Abonelikten Çık',
  working: 'İşleniyor...',
  done: 'Abonelikten çıkarıldınız',
  doneDetail: (email: string) =>
    `${email} adresine artık toplu e-posta gönderilmeyecek. Fikrinizi değiştirirseniz danışan panelinizdeki profil sayfasından yeniden izin verebilirsiniz.`,
  missingToken: 'Abonelikten çıkma bağlantısı eksik. Lütfen e-postadaki bağlantıyı kullanın.',
  error: 'Abonelikten çıkarken bir hata oluştu. Lütfen tekrar deneyin.',
  home: 'Ana Sayfaya Dön',
} as const;
