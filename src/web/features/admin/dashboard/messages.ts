// The Turkish texts of the dashboard (spec 2 "Dashboard").
export const adminDashboardMessages = {
  title: 'Diyetisyen Yönetim Paneli',
  description: 'Danışanlarınız, bugünkü randevularınız ve sitenizin ziyaretçileri bir bakışta.',
  loadError: 'Panel verileri yüklenirken bir hata oluştu',
  retry: 'Tekrar dene',
  cards: {
    totalClients: 'Toplam Danışan',
    todaysAppointments: 'Bugünkü Randevular',
    onlineVisitors: 'Çevrimiçi Ziyaretçi',
    monthlyVisitors: 'Aylık Ziyaretçi',
  },
  visitors: {
    title: 'Ziyaretçi İstatistikleri',
    onlineNow: 'Şu an çevrimiçi (son 5 dakika)',
    today: 'Bugün',
    thisMonth: 'Bu ay',
    total: 'Toplam',
    chartTitle: 'Son 30 gün',
    chartLabel: 'Son 30 günün günlük ziyaretçi grafiği',
    chartSummary: (total: number, best: string, bestCount: number) =>
      `Son 30 günde toplam ${total} ziyaretçi; en yoğun gün ${best} (${bestCount} ziyaretçi).`,
    noVisitsYet: 'Son 30 günde ziyaretçi kaydedilmedi.',
    privacy: 'Çerez kullanılmadan, kişisel veri saklanmadan sayılır.',
  },
  appointments: {
    title: 'Randevu Özeti',
    todayTitle: 'Bugünkü randevular',
    noneToday: 'Bugün randevu yok.',
    upcoming: 'Yaklaşan',
    completed: 'Tamamlanan',
    cancelled: 'İptal Edilen',
    noShow: 'Gelmeyen',
    total: 'Toplam',
    viewAll: 'Tüm randevular',
  },
} as const;
