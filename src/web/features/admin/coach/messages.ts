import { coachErrorTexts, coachValidationMessages } from '../../../../shared/schemas/coach.ts';

// The Turkish texts of the life-coach chat (spec 2 "Life-coach chat", §5, §8).
export const adminCoachMessages = {
  title: 'Yaşam Koçu',
  bannerTitle: 'Yapay Zekâ Destekli Sağlıklı Yaşam Koçunuz',
  bannerText:
    'Beslenme, egzersiz, kilo yönetimi, stres ve motivasyon hakkındaki sorularınızı sorun; sağlık uzmanınız Türkçe yanıtlasın.',
  features: [
    { title: 'Yapay Zekâ Destekli', text: 'Sorularınıza saniyeler içinde, güncel bilgilerle yanıt alın.' },
    { title: 'Kişiselleştirilmiş Öneriler', text: 'Hedeflerinize ve yaşam tarzınıza uygun öneriler.' },
    { title: 'Beslenme Danışmanlığı', text: 'Sağlıklı beslenme, vitaminler ve takviyeler hakkında rehberlik.' },
  ],
  welcomeTitle: 'Merhaba! Ben Sağlık Uzmanınız.',
  welcomeText: 'Sağlıklı yaşam hakkında merak ettiklerinizi sorabilirsiniz. Başlamak için bir öneri seçin:',
  suggestions: [
    'Kilo vermek için hangi egzersizleri yapmalıyım?',
    'Sağlıklı beslenme için önerileriniz nelerdir?',
    'Metabolizmamı nasıl hızlandırabilirim?',
    'Günde kaç litre su içmeliyim?',
  ],
  assistant: 'Sağlık Uzmanı',
  you: 'Siz',
  typing: 'Sağlık Uzmanı yazıyor...',
  inputLabel: 'Sorunuz',
  placeholder: 'Sağlıklı yaşam hakkında bir soru sorun...',
  send: 'Gönder',
  clear: 'Sohbeti Temizle',
  cleared: 'Sohbet temizlendi',
  clearError: 'Sohbet temizlenirken bir hata oluştu',
  conversationLabel: 'Sohbet',
  loadError: 'Sohbet yüklenirken bir hata oluştu',
  emptyQuestion: coachValidationMessages.emptyQuestion,
  failed: coachErrorTexts.failed,
  notConfigured: coachErrorTexts.notConfigured,
} as const;
