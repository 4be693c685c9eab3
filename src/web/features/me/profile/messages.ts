// Texts of the client profile (spec 1 §2.9, §8).
export const meProfileMessages = {
  title: 'Profil',
  description: 'Hesap bilgileriniz ve tercihleriniz.',
  loadError: 'Veriler yüklenirken bir hata oluştu',
  info: {
    title: 'Kişisel Bilgiler',
    name: 'Ad Soyad',
    phone: 'Telefon',
    email: 'E-posta',
    gender: 'Cinsiyet',
    startDate: 'Başlangıç Tarihi',
  },
  email: {
    title: 'E-posta Adresi',
    current: 'Mevcut e-posta adresiniz',
    newEmail: 'Yeni E-posta',
    currentPassword: 'Mevcut Şifre',
    success: 'E-posta adresiniz başarıyla güncellendi',
  },
  password: {
    title: 'Şifre',
    hint: 'Güvenliğiniz için şifrenizi düzenli olarak değiştirin.',
    current: 'Mevcut Şifre',
    newPassword: 'Yeni Şifre',
    confirm: 'Yeni Şifre (Tekrar)',
    success: 'Şifreniz başarıyla güncellendi',
  },
  theme: {
    title: 'Tema',
    hint: 'Danışan alanının görünümünü seçin.',
    light: 'Açık',
    dark: 'Koyu',
  },
  change: 'Değiştir',
  cancel: 'İptal',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
} as const;
