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
} as const;
