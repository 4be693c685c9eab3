// Texts of the client's nutrition programme (spec 1 §2.6).
export const meNutritionProgramsMessages = {
  title: 'Beslenme Programı',
  description: 'Diyetisyeninizin sizin için hazırladığı haftalık program.',
  noProgram: 'Henüz beslenme programı oluşturulmamış.',
  emptySlot: 'Henüz program eklenmemiş',
  notes: 'Notlar',
  today: 'Bugün',
  days: 'Günler',
  loadError: 'Beslenme programı yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
  // The food lines of a meal and the day's total (issue #40, ADR 0075).
  foodLines: (meal: string) => `${meal} besinleri`,
  dayTotal: 'Günlük toplam',
  // The day's total against the daily target the dietitian set (ADR 0075 amendment).
  target: (kcal: string) => `Hedef: ${kcal}`,
  over: (kcal: string) => `${kcal} fazla`,
  under: (kcal: string) => `${kcal} eksik`,
  onTarget: 'Hedefle aynı',
  // A line's alternatives: what may be eaten instead (ADR 0075, stop 54).
  or: 'veya',
  alternatives: (food: string) => `${food} yerine yenebilecekler`,
  eatenTakesMainLines:
    "'Yedim' ilk yazılan besinleri günlüğe ekler; yerine alternatifini yediyseniz günlükte değiştirebilirsiniz.",
  // The programme as a PDF to keep or print (issue #40, ADR 0079).
  downloadPdf: 'PDF indir',
  // 'Yedim' under today's meals: the planned foods into today's diary (issue #40).
  eaten: 'Yedim',
  eatenLabel: (meal: string) => `${meal}: yedim, planlanan besinleri günlüğe ekle`,
  eatenAdded: (meal: string, count: number) => `${meal} günlüğünüze eklendi (${count} besin).`,
  eatenAlready: (meal: string) => `${meal} zaten günlüğünüzde.`,
  eatenError: 'Öğün günlüğe eklenemedi. Lütfen tekrar deneyin.',
  eatenDone: 'Günlüğe eklendi',
  goToDiary: 'Günlüğe git',
} as const;
