// Texts of the client's KVKK rights in the profile ('Verilerim', issue #43).
export const mePrivacyMessages = {
  title: 'Verilerim',
  hint: '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 11. maddesi uyarınca, diyetisyeninizin sizinle ilgili tuttuğu tüm verileri indirebilirsiniz: kişisel bilgileriniz, ölçümleriniz, kalori günlüğünüz, su takibiniz, hedefleriniz, beslenme programınız, bildirimleriniz, mesajlarınız, siparişleriniz, onaylarınız, KVKK başvurularınız ve e-posta izniniz.',
  fileHint:
    'PDF dosyası okumanız için, JSON dosyası ise makinece okunabilir biçimdedir; ikisi de aynı verileri içerir. Şifreniz gibi güvenlik bilgileri dosyalarda yer almaz. Dosyalar sağlık verilerinizi içerdiği için onları güvenli bir yerde saklayın.',
  download: 'Verilerimi indir (JSON)',
  downloadPdf: 'Verilerimi indir (PDF)',
  downloadError: 'Verileriniz indirilemedi. Lütfen biraz sonra tekrar deneyin.',
} as const;
