// The Turkish texts of the client's commercial e-mail consent (İYS) in their profile area.
export const meMailMessages = {
  title: 'E-posta İzni',
  hint: 'Diyetisyeninizin kampanya, duyuru ve bilgilendirme e-postalarını almak için izin verin. İzninizi istediğiniz zaman geri alabilirsiniz.',
  checkbox: 'Ticari elektronik ileti (e-posta) almayı kabul ediyorum',
  given: (date: string) => `İzin verildi: ${date}`,
  withdrawn: (date: string) => `İzin geri alındı: ${date}`,
  never: 'Henüz izin vermediniz.',
  savedOn: 'E-posta izniniz kaydedildi',
  savedOff: 'E-posta izniniz geri alındı',
  saveError: 'E-posta izni kaydedilirken bir hata oluştu',
  loadError: 'E-posta izni yüklenirken bir hata oluştu',
} as const;
