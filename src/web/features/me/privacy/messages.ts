// Texts of the client's KVKK rights in the profile ('Verilerim', issue #43).
export const mePrivacyMessages = {
  title: 'Verilerim',
  hint: '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 11. maddesi uyarınca, diyetisyeninizin sizinle ilgili tuttuğu tüm verileri tek bir dosya olarak indirebilirsiniz: kişisel bilgileriniz, ölçümleriniz, kalori günlüğünüz, su takibiniz, hedefleriniz, beslenme programınız, bildirimleriniz, mesajlarınız, siparişleriniz, onaylarınız, KVKK başvurularınız ve e-posta izniniz.',
  fileHint:
    'Dosya, makinece okunabilir JSON biçimindedir. Şifreniz gibi güvenlik bilgileri dosyada yer almaz. Dosya sağlık verilerinizi içerdiği için onu güvenli bir yerde saklayın.',
  download: 'Verilerimi indir (JSON)',
  downloadError: 'Verileriniz indirilemedi. Lütfen biraz sonra tekrar deneyin.',
} as const;
