// The Turkish texts of the public KVKK request form and its e-mail link's page (issue #43, ADR 0085).
export const publicKvkkRequestsMessages = {
  title: 'KVKK Başvuru Formu',
  intro:
    '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini ve hangi verilerinizin işlendiğini öğrenebilir, düzeltilmesini ya da silinmesini isteyebilir, işlenmesine itiraz edebilirsiniz. Başvurunuz, e-posta adresinizi onayladığınız günden başlayarak en geç 30 gün içinde yanıtlanır.',
  clientHint:
    'Danışanımızsanız başvurunuzu giriş yaptıktan sonra Profil sayfanızdaki “KVKK başvurularım” bölümünden de yapabilirsiniz.',
  name: 'Ad Soyad',
  email: 'E-posta',
  emailHint: 'Başvurunuzu onaylamanız için bu adrese bir bağlantı göndereceğiz; yanıtımız da bu adrese gelir.',
  kind: 'Başvuru konusu',
  kindPlaceholder: 'Seçin',
  body: 'Açıklama',
  bodyPlaceholder: 'Talebinizi kısaca anlatın: hangi veri, neden, nasıl düzeltilmeli…',
  privacyNotice: 'Aydınlatma Metni',
  privacyNoticeLine: 'Başvurunuzdaki bilgiler yalnızca başvurunuzu yanıtlamak için işlenir. Ayrıntılar:',
  submit: 'Başvuruyu gönder',
  submitting: 'Gönderiliyor…',
  error: 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.',
  sentTitle: 'E-postanızı kontrol edin',
  sent: (email: string) =>
    `${email} adresine bir onay bağlantısı gönderdik. Başvurunuz, bağlantıyı 24 saat içinde açıp onayladığınızda bize ulaşır.`,
  verifyTitle: 'KVKK Başvurunuzu Onaylayın',
  verifyQuestion:
    'Başvurunun size ait olduğunu onaylıyor musunuz? Onayladığınızda başvurunuz diyetisyenimize iletilir.',
  verify: 'Başvurumu onayla',
  verifying: 'Onaylanıyor…',
  verifyError: 'Başvurunuz onaylanamadı. Lütfen tekrar deneyin.',
  verifiedTitle: 'Başvurunuz alındı',
  verified: (deadline: string) =>
    `Başvurunuz diyetisyenimize iletildi. En geç ${deadline} tarihine kadar e-posta adresinize yanıt vereceğiz.`,
  missingToken: 'Onay bağlantısı eksik. Lütfen e-postadaki bağlantıyı kullanın.',
  home: 'Ana Sayfaya Dön',
} as const;
