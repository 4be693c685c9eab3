import { formatCount } from '../../../../shared/format.ts';

// The clients screen's texts (spec 2 §5, §8).
export const adminClientsMessages = {
  pickerLabel: 'Danışan seç',
  pickerPlaceholder: 'Ad veya e-posta ile ara',
  pickerLoadError: 'Danışanlar yüklenirken bir hata oluştu',
  checklistNoMatch: 'Aramanıza uygun danışan bulunamadı.',
  title: 'Danışanlar',
  description: 'Danışanlarınızı arayın, ekleyin, düzenleyin.',
  add: 'Danışan Ekle',
  searchLabel: 'Danışan ara',
  searchPlaceholder: 'Ad veya e-posta ile ara',
  loadError: 'Danışanlar yüklenirken bir hata oluştu',
  created: 'Danışan başarıyla eklendi',
  createError: 'Danışan eklenirken bir hata oluştu',
  updated: 'Danışan bilgileri güncellendi',
  updateError: 'Danışan güncellenirken bir hata oluştu',
  deleted: 'Danışan başarıyla silindi',
  deleteError: 'Danışan silinirken bir hata oluştu',
  retry: 'Tekrar dene',
  empty: 'Henüz danışan eklenmemiş.',
  noMatch: 'Aramanızla eşleşen danışan bulunamadı.',
  edit: 'Düzenle',
  remove: 'Sil',
  editTitle: 'Danışanı Düzenle',
  createTitle: 'Yeni Danışan',
  deleteTitle: 'Danışanı silmek istiyor musunuz?',
  // The KVKK erasure (issue #43, ADR 0077).
  erase: 'KVKK kapsamında sil',
  eraseTitle: (name: string) => `${name}: KVKK kapsamında silme`,
  eraseIntro: 'Danışanın kişisel ve sağlık verileri kalıcı olarak silinir. Bu işlem geri alınamaz.',
  eraseRemoved:
    'Silinenler: hesap ve oturumlar, ölçümler, kalori günlüğü, su kayıtları, hedef atamaları, beslenme programı, bildirimler, mesajlar ve fotoğrafları, e-posta izinleri ve toplu e-posta kayıtları.',
  eraseKept:
    'Saklananlar: danışanın e-posta adresiyle verilen siparişler Vergi Usul Kanunu gereği 5 yıl saklanır; alıcı adı "Silinmiş Danışan" olur, iletişim ve adres bilgileri silinir, sipariş kodu, tarihler, tutarlar ve ürünler kalır.',
  eraseAudit: 'İşlem kayıtlarında yalnızca silmenin yapıldığı, kimin ve ne zaman yaptığı kalır.',
  eraseDownloadFirst: 'Silmeden önce danışanın verilerinin bir kopyasını indirebilirsiniz (JSON).',
  downloadData: 'Verilerini indir',
  eraseConfirmLabel: 'Onay için danışanın adını ve soyadını yazın',
  eraseConfirmHint: (name: string) => `Yazılacak ad: ${name}`,
  eraseSubmit: 'Kalıcı olarak sil',
  erased: 'Danışanın verileri KVKK kapsamında silindi',
  eraseError: 'Danışanın verileri silinirken bir hata oluştu. Hiçbir veri silinmedi.',
  // Hide-numbers mode (issue #44, ADR 0090).
  hideNumbers: 'Sayıları danışandan gizle',
  hideNumbersHint:
    "Kalori, kilo ve yağ oranı danışanın ekranlarında ve PDF'lerinde gösterilmez; ilerleme sözle anlatılır.",
  hideNumbersBadge: 'Sayılar gizli',
  hideNumbersBadgeLabel: (name: string) =>
    `${name}: sayılar gizli. Danışan kalori, kilo ve yağ oranı sayılarını görmüyor; sizin ekranlarınız değişmez.`,
  save: 'Kaydet',
  cancel: 'İptal',
  total: (count: number) => `${formatCount(count)} danışan`,
  fields: {
    name: 'Ad Soyad',
    gender: 'Cinsiyet',
    age: 'Yaş',
    email: 'E-posta',
    password: 'Şifre',
    passwordRepeat: 'Şifre Tekrar',
    phone: 'Telefon',
    startDate: 'Başlangıç',
  },
  genderPlaceholder: 'Seçin',
  /** Spec 2 §5: failures of the registration other than a taken e-mail. */
  genericRegistrationError: 'Bir hata oluştu. Lütfen tekrar deneyin.',
} as const;
