// Texts of the exercise library (spec 1 §2.8).
export const meExercisesMessages = {
  title: 'Egzersizler',
  description: 'Size uygun bir egzersiz seçin ve süreyi başlatın.',
  all: 'Tümü',
  categories: 'Kategoriler',
  emptyCategory: 'Bu kategoride henüz egzersiz bulunmuyor.',
  start: 'Başla',
  finish: 'Egzersizi Bitir',
  startTimer: 'Başlat',
  resumeTimer: 'Devam Et',
  pauseTimer: 'Duraklat',
  resetTimer: 'Sıfırla',
  timerLabel: 'Kalan süre',
  timeUp: 'Süre doldu! Harika iş çıkardınız.',
  loadError: 'Egzersizler yüklenemedi. Lütfen tekrar deneyin.',
  retry: 'Tekrar dene',
  imageMissing: 'Görsel yüklenemedi',
} as const;
