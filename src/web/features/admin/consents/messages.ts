// The client report's consent section (issue #43, ADR 0081).
export const adminConsentsMessages = {
  title: 'KVKK onayları',
  explicitConsent: 'Sağlık verileri için açık rıza',
  privacyNotice: 'Aydınlatma Metni',
  notYet: 'Henüz onaylanmadı',
  acknowledged: (version: number, date: string) => `Sürüm ${version} okundu · ${date}`,
  decided: (version: number, date: string) => `Sürüm ${version} · ${date}`,
  stepNeeded: 'Danışan bir sonraki girişinde güncel metinleri onaylayacak.',
  refusedHint:
    'Danışan açık rıza vermediği için kendi ölçüm, kalori günlüğü ve su kaydı yapamaz. Sağlık verisi kaydetmeden önce danışanla görüşün.',
  loadError: 'Onay bilgileri yüklenirken bir hata oluştu.',
  retry: 'Tekrar dene',
} as const;
