// Texts of the client's KVKK Article 11 requests in the profile ('Verilerim', issue #43, ADR 0085).
export const meKvkkRequestsMessages = {
  title: 'KVKK başvurularım',
  hint: 'KVKK’nın 11. maddesi uyarınca hangi verilerinizin işlendiğini öğrenmek, yanlış ya da eksik verilerin düzeltilmesini, verilerinizin silinmesini isteyebilir ya da işlenmelerine itiraz edebilirsiniz. Başvurunuz en geç 30 gün içinde yanıtlanır; yanıt e-posta adresinize de gönderilir.',
  open: 'Başvuru yap',
  submit: 'Başvuruyu gönder',
  submitting: 'Gönderiliyor…',
  cancel: 'Vazgeç',
  success: 'Başvurunuz alındı. En geç 30 gün içinde yanıtlanacaktır.',
  saveError: 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.',
  loadError: 'Başvurularınız yüklenemedi.',
  empty: 'Henüz bir KVKK başvurunuz yok.',
  listLabel: 'Başvurularım',
  received: 'Başvuru tarihi',
  deadline: 'Yanıt için son gün',
  answer: 'Yanıtımız',
} as const;
