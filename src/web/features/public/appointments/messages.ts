// The Turkish texts of the public appointment page (spec 3 §2.9, §5, §8).
export const publicAppointmentsMessages = {
  title: 'Online Randevu',
  lead: 'Size uygun günü ve saati seçin; diyetisyenimiz randevunuzu onaylamak için sizi arayacak.',
  fields: {
    clientName: 'Ad Soyad',
    phone: 'Telefon',
    purpose: 'Randevu Amacı',
    mode: 'Görüşme Şekli',
    date: 'Tarih',
    time: 'Saat',
  },
  purposePlaceholder: 'Amaç seçin',
  pickDateFirst: 'Önce tarih seçin',
  loadingSlots: 'Boş saatler yükleniyor...',
  pickTime: 'Saat seçin',
  noSlots: 'Bu tarihte boş saat yok. Lütfen başka bir gün seçin.',
  dayOff: 'Bu gün tatil veya izin nedeniyle randevu verilmiyor. Lütfen başka bir gün seçin.',
  closedDay: (workingDays: string) =>
    `Bu gün randevu verilmiyor; çalışma günlerimiz ${workingDays}. Lütfen başka bir gün seçin.`,
  slotsError: 'Boş saatler yüklenemedi. Lütfen tekrar deneyin.',
  submit: 'Randevu Al',
  submitting: 'Randevu Oluşturuluyor...',
  error: 'Randevu oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.',
  successTitle: 'Randevunuz Başarıyla Oluşturuldu!',
  successText: 'En kısa sürede sizinle iletişime geçeceğiz.',
  bookedAt: (day: string, time: string) => `${day}, saat ${time}`,
  bookedAtLabel: 'Randevunuz',
  newAppointment: 'Yeni Randevu Oluştur',
  honeypot: 'Web siteniz (boş bırakın)',
  privacyNoticeLink: 'Aydınlatma Metni',
  privacyNoticeLabelEnd: '’ni okudum; kişisel verilerimin randevumun planlanması için işlenmesini anladım.',
  features: ['Ücretsiz ön görüşme', 'Kişiye özel beslenme planı', 'Haftalık takip'],
  metaTitle: (siteName: string) => `Online Randevu | ${siteName}`,
  metaDescription:
    'Diyetisyenimizle görüşmek için size uygun günü ve saati seçin: ücretsiz ön görüşme, kişiye özel beslenme planı ve haftalık takip.',
  noScript:
    'Randevu formu JavaScript ile çalışır. Tarayıcınızda JavaScript kapalıysa bizi arayarak randevu alabilirsiniz.',
  noScriptPhone: (phone: string) => `Telefon: ${phone}`,
  // The waitlist of a full day (ADR 0088).
  noSlotsWaitlist:
    'Bu tarihte boş saat yok. Başka bir gün seçebilir ya da aşağıdan bekleme listesine katılabilirsiniz.',
  waitlist: {
    title: 'Bu gün dolu — bekleme listesine katıl',
    lead: (day: string) =>
      `${day} için bir saat boşalırsa, listeye katılma sıranıza göre size e-posta ile haber verelim.`,
    fields: { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon' },
    submit: 'Bekleme listesine katıl',
    submitting: 'Katılınıyor...',
    success: (day: string) =>
      `${day} için bekleme listesine katıldınız. Bir saat boşalırsa size e-posta göndereceğiz; e-postadaki bağlantıyla listeden çıkabilirsiniz.`,
    error: 'Bekleme listesine katılırken bir hata oluştu. Lütfen tekrar deneyin.',
  },
  // A visitor's signed link from the reminder mail (ADR 0089).
  visit: {
    title: 'Randevunuz',
    loading: 'Randevunuz yükleniyor…',
    loadError: 'Randevunuz yüklenemedi. Lütfen tekrar deneyin.',
    when: (day: string, time: string, purpose: string) => `${day}, saat ${time} (${purpose})`,
    cancel: 'Randevuyu İptal Et',
    cancelling: 'İptal ediliyor…',
    cancelled: 'Randevunuz iptal edildi.',
    alreadyCancelled: 'Bu randevu iptal edilmiş.',
    closed: (hours: number, phone: string | null) =>
      `Randevunuza ${hours} saatten az kaldığı için buradan iptal edilemez ya da taşınamaz. ${phone ? `Lütfen bizi arayın: ${phone}` : 'Lütfen bizi arayın.'}`,
    cancelError: 'Randevu iptal edilemedi. Lütfen tekrar deneyin.',
    move: 'Randevuyu Taşı',
    moveTitle: 'Yeni gün ve saat',
    saveMove: 'Yeni Saati Kaydet',
    moving: 'Taşınıyor…',
    keep: 'Vazgeç',
    noSlots: 'Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.',
    moved: (day: string, time: string) =>
      `Randevunuz taşındı: ${day}, saat ${time}. Yeni saat ve takvim dosyası e-posta adresinize gönderildi.`,
    moveError: 'Randevu taşınamadı. Lütfen tekrar deneyin.',
  },
  leaveWaitlist: {
    title: 'Bekleme listesinden çık',
    lead: 'E-postadaki bağlantıyla geldiniz. Bekleme listesinden çıkmak için düğmeye basın.',
    submit: 'Bekleme listesinden çık',
    success: (day: string) => `${day} günü için bekleme listesinden çıktınız.`,
    error: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
  },
} as const;
