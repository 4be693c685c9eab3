// Texts of the sign-in screens (spec 1 §2.2, §2.3, §8).
export const authMessages = {
  adminTitle: 'Diyetisyen Paneli',
  adminTagline: 'Sağlıklı bir yaşam için danışanlarınızı tek yerden yönetin. Devam etmek için giriş yapın.',
  secureBadge: 'Güvenli giriş',
  clientTitle: 'Danışan Girişi',
  clientTagline: 'Beslenme programınıza, kalori günlüğünüze ve egzersizlerinize ulaşmak için giriş yapın.',
  email: 'E-posta',
  password: 'Şifre',
  submit: 'Giriş Yap',
  submitting: 'Giriş yapılıyor...',
  clientSuccess: 'Başarıyla giriş yapıldı',
  features: [
    { title: 'Güvenli Giriş', text: 'Oturumunuz şifreli bağlantı ve güvenli çerezlerle korunur.' },
    { title: 'Modern Arayüz', text: 'Danışanlar, ölçümler ve randevular tek ekranda.' },
    { title: 'Sağlıklı Yaşam', text: 'Danışanlarınızın hedeflerine birlikte ulaşın.' },
  ],
} as const;
