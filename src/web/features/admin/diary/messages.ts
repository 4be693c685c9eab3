// The Turkish texts of the client calorie tracking screen (spec 2 "Client calorie tracking", §8).
export const adminDiaryMessages = {
  title: 'Danışan Kalori Takibi',
  description: 'Danışanın seçilen gündeki kalori günlüğü (salt okunur).',
  clientLabel: 'Danışan',
  searchPlaceholder: 'Danışan ara...',
  dateLabel: 'Tarih',
  pickClient: 'Kalori günlüğünü görmek için bir danışan seçin.',
  emptyDay: 'Bu tarihte kayıtlı besin bulunmuyor.',
  emptyMeal: 'Bu öğünde kayıt yok.',
  loadError: 'Veriler yüklenirken bir hata oluştu',
  diaryLoadError: 'Günlük kayıtları yüklenirken bir hata oluştu',
  noClients: 'Aramanıza uygun danışan bulunamadı.',
  dayTotals: 'Günlük Toplam',
  calories: 'Kalori',
  protein: 'Protein',
  carbs: 'Karbonhidrat',
  fat: 'Yağ',
} as const;
