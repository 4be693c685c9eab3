import { consentChannelLabels, consentDecisionLabels } from '../../../shared/consent-constants.ts';
import { genderLabels, mealLabels, weekDayLabels } from '../../../shared/constants.ts';
import { formatTurkishDate, formatTurkishDateTime } from '../../../shared/dates.ts';
import { formatNumber } from '../../../shared/format.ts';
import { measurementFields, type MeasurementKey } from '../../../shared/measurement-fields.ts';
import type { ClientDataExport, ClientDataRow } from '../../../shared/schemas/privacy.ts';
import {
  type DietListPdfInput,
  drawPageFooters,
  drawHeadingRule,
  drawPracticeHeading,
  openPracticePdf,
} from '../nutrition-programs/nutrition-program-pdf.ts';

// The client's data as a readable PDF (KVKK Article 11, issue #43, ADR 0073): the same sections and
// rows as the JSON file (one registry, client-data.ts), each section under its Turkish heading, each
// row as a block of 'Alan: değer' lines. A4, the practice's name and logo at the top like the diet
// list (ADR 0079), its DejaVu font for ğ ş ı İ, and 'Sayfa 1 / n' on every page; a long section simply
// runs on over as many pages as it needs.

export type ClientDataPdfInput = {
  practice: DietListPdfInput['practice'];
  /** The day the file is made, as 'gün.ay.yıl'. */
  dateText: string;
  data: ClientDataExport;
};

/** The sections' headings, in the registry's order; a section missing here shows its own name. */
export const sectionTitles: Record<string, string> = {
  profile: 'Kişisel Bilgiler',
  measurements: 'Ölçümler',
  diaryEntries: 'Kalori Günlüğü',
  diaryEntryPhotos: 'Öğün Fotoğrafları (kayıtlar)',
  waterDays: 'Su Takibi (günler)',
  waterGlasses: 'Su Takibi (çevrimdışı bardaklar)',
  appointments: 'Randevular',
  appointmentWaitlist: 'Bekleme Listesi',
  goals: 'Hedefler',
  goalDefinitions: 'Hedef Tanımları',
  nutritionPrograms: 'Beslenme Programı',
  nutritionProgramFoodLines: 'Beslenme Programı (besin satırları)',
  notifications: 'Bildirimler',
  conversation: 'Mesajlaşma',
  messages: 'Mesajlar',
  messagePhotos: 'Mesaj Fotoğrafları (kayıtlar)',
  mailConsents: 'Ticari E-posta İzni (İYS)',
  pushSubscriptions: 'Anlık Bildirim Alan Tarayıcılar',
  pushPreferences: 'Anlık Bildirim Tercihleri',
  reminderSettings: 'Hatırlatıcılar',
  reminderDeliveries: 'Gönderilen Hatırlatmalar',
  bulkMails: 'Toplu E-postalar',
  bulkMailContents: 'Toplu E-posta İçerikleri',
  orders: 'Siparişler',
  orderItems: 'Sipariş Satırları',
  consents: 'Onaylar (KVKK)',
  kvkkRequests: 'KVKK Başvuruları',
  orderConsents: 'Sipariş Sözleşmesi Onayları',
};

/**
 * The fields' Turkish names. A column without one shows its code name (tests/unit checks every column
 * of the registry has one, so a new column gets its name when it is added).
 */
export const fieldLabels: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(measurementFields).map(([key, field]) => [key, `${field.label} (${field.unit})`]),
  ),
  name: 'Ad Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  gender: 'Cinsiyet',
  age: 'Yaş',
  startDate: 'Başlangıç tarihi',
  hideNumbers: 'Sayılar danışandan gizli',
  createdAt: 'Oluşturulma',
  updatedAt: 'Güncellenme',
  measurementDate: 'Ölçüm tarihi',
  foodName: 'Besin',
  date: 'Tarih',
  mealType: 'Öğün',
  meal: 'Öğün',
  day: 'Gün',
  portionGrams: 'Porsiyon (g)',
  quantity: 'Adet',
  calories: 'Kalori (kcal)',
  protein: 'Protein (g)',
  carbs: 'Karbonhidrat (g)',
  fat: 'Yağ (g)',
  glasses: 'Bardak',
  lastGlassAt: 'Son bardak',
  isQuietOn: 'Sessiz saatler açık',
  quietFrom: 'Sessiz saatler başlangıcı',
  quietUntil: 'Sessiz saatler bitişi',
  time: 'Saat',
  status: 'Durum',
  source: 'Kaynak',
  mode: 'Görüşme şekli',
  meetingUrl: 'Görüşme bağlantısı',
  purpose: 'Amaç',
  note: 'Not',
  notes: 'Notlar',
  clientName: 'Ad Soyad',
  title: 'Başlık',
  description: 'Açıklama',
  type: 'Tür',
  targetValue: 'Hedef değer',
  endDate: 'Bitiş tarihi',
  completed: 'Tamamlandı',
  message: 'Mesaj',
  read: 'Okundu',
  readAt: 'Okunma',
  senderRole: 'Gönderen',
  text: 'Metin',
  images: 'Fotoğraflar',
  position: 'Sıra',
  grams: 'Miktar (g)',
  measure: 'Ölçü',
  measureCount: 'Ölçü adedi',
  alternativeOf: 'Alternatifi olduğu satır',
  savedAt: 'Kaydedilme',
  isConsented: 'İzin verildi',
  changedAt: 'Değiştirilme',
  subject: 'Konu',
  content: 'İçerik',
  recipientCount: 'Alıcı sayısı',
  skippedCount: 'Atlanan alıcı',
  orderCode: 'Sipariş kodu',
  customerName: 'Alıcı',
  customerTc: 'TC kimlik no',
  customerPhone: 'Telefon',
  customerEmail: 'E-posta',
  customerAddress: 'Adres',
  customerPostalCode: 'Posta kodu',
  subtotalAmount: 'Ara toplam (₺)',
  discountAmount: 'İndirim (₺)',
  totalAmount: 'Toplam (₺)',
  couponCode: 'Kupon',
  couponPercent: 'Kupon indirimi (%)',
  unitPrice: 'Birim fiyat (₺)',
  imageUrl: 'Görsel',
  decision: 'Karar',
  channel: 'Nasıl verildi',
  ipAddress: 'IP adresi',
  userAgent: 'Tarayıcı',
  withdrawnAt: 'Geri alınma',
  requesterName: 'Başvuran',
  requesterEmail: 'Başvuranın e-postası',
  kind: 'Tür',
  body: 'Başvuru metni',
  receivedAt: 'Alınma',
  answer: 'Yanıt',
  answeredAt: 'Yanıtlanma',
  reminderSentAt: 'Hatırlatma gönderilme',
  notifiedAt: 'Haber verilme',
  notifiedTime: 'Haber verilen saat',
  foodLinesRevision: 'Besin satırları sürümü',
  dailyCaloriesTarget: 'Günlük kalori hedefi (kcal)',
  lastMessageAt: 'Son mesaj zamanı',
  lastMessageText: 'Son mesaj',
  lastSenderRole: 'Son gönderen',
  isDone: 'Tamamlandı olarak işaretli',
  unreadMailSentAt: 'Okunmamış mesaj e-postası gönderilme',
  lastSuccessAt: 'Son başarılı gönderim',
  mutedKinds: 'Kapatılan bildirim türleri',
  isWaterOn: 'Su hatırlatıcısı açık',
  waterEveryHours: 'Su hatırlatma aralığı (saat)',
  waterFrom: 'Su hatırlatma başlangıcı',
  waterUntil: 'Su hatırlatma bitişi',
  meals: 'Öğün hatırlatmaları',
  isWeighInOn: 'Tartılma hatırlatıcısı açık',
  weighInDay: 'Tartılma günü',
  weighInTime: 'Tartılma saati',
  isEmailFallbackOn: 'E-postayla da hatırlat',
  slot: 'Hatırlatma',
  sentAt: 'Gönderilme',
  paymentStatus: 'Ödeme durumu',
  orderStatus: 'Sipariş durumu',
  paymentDueAt: 'Son ödeme zamanı',
  contractsAcceptedAt: 'Sözleşmelerin kabulü',
  paidAt: 'Ödenme',
  canceledAt: 'İptal',
  stockReleased: 'Stok geri bırakıldı',
};

const MARGIN = 42;
const FOOTER_HEIGHT = 34;
const colors = { brand: '#0f766e', text: '#0f172a', muted: '#475569', rule: '#cbd5e1', band: '#f0fdfa' };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Ids tie rows to each other in the JSON and keys name files in storage; in a file for reading they are
 * noise (the JSON keeps them). `version` is the record's edit counter, `answeredBy` a staff user's id.
 */
export const isHiddenField = (key: string) =>
  key === 'id' || key.endsWith('Id') || ['version', 'imageKey', 'answeredBy'].includes(key);

/** 'monday_breakfast' → 'Pazartesi Kahvaltı' (the programme's meal texts are one column each). */
function labelOfProgramMeal(key: string): string | null {
  for (const [day, dayLabel] of Object.entries(weekDayLabels)) {
    if (!key.startsWith(`${day}_`)) continue;
    const meal = mealLabels[key.slice(day.length + 1) as keyof typeof mealLabels];
    if (meal) return `${dayLabel} ${meal}`;
  }
  return null;
}

export const labelOfField = (key: string) => fieldLabels[key] ?? labelOfProgramMeal(key) ?? key;

/** The closed lists whose stored words have a Turkish label. */
const valueLabels: Record<string, Record<string, string>> = {
  mealType: mealLabels,
  meal: mealLabels,
  day: weekDayLabels,
  gender: genderLabels,
  decision: consentDecisionLabels,
  channel: consentChannelLabels,
};

/** A value as a person reads it: Turkish dates and numbers, Evet/Hayır, meals, days and consents by name. */
function formatValue(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (value instanceof Date) return formatTurkishDateTime(value);
  if (typeof value === 'number') {
    const isWhole = key in measurementFields && measurementFields[key as MeasurementKey].step === 1;
    return formatNumber(value, isWhole ? 0 : 2);
  }
  if (typeof value === 'string') {
    const label = valueLabels[key]?.[value];
    if (label) return label;
    if (ISO_INSTANT.test(value)) return formatTurkishDateTime(value);
    if (ISO_DAY.test(value)) return formatTurkishDate(value);
    return value;
  }
  return JSON.stringify(value);
}

/** The row's fields worth reading: no ids, nothing empty. */
function readableFieldsOf(row: ClientDataRow): { label: string; text: string }[] {
  return Object.entries(row)
    .filter(([key, value]) => !isHiddenField(key) && value !== null && value !== '' && value !== undefined)
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => ({ label: labelOfField(key), text: formatValue(key, value) }));
}

/** Builds the PDF in memory: a client of a few years is some hundred pages at most. */
export function renderClientDataPdf(input: ClientDataPdfInput): Promise<Buffer> {
  const clientName = String(input.data.profile.name ?? '');
  const { doc, done, width } = openPracticePdf({
    Title: `Kişisel Verilerim – ${clientName}`,
    Author: input.practice.name,
    Subject: 'KVKK 11. madde',
  });
  const bottom = () => doc.page.height - MARGIN - FOOTER_HEIGHT;
  /** Starts a new page when fewer than `height` points are left (a heading never ends a page). */
  const keepRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // ---- Heading: the practice, then what the file is ----
  drawPracticeHeading(doc, input.practice, {
    title: 'Kişisel Verilerim',
    clientName,
    dateText: input.dateText,
    width,
  });
  doc.moveDown(0.3);
  doc
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(
      '6698 sayılı KVKK’nın 11. maddesi uyarınca, uygulamanın sizinle ilgili tuttuğu tüm veriler. Aynı veriler makinece okunabilir JSON dosyasında da vardır. Şifre gibi güvenlik bilgileri yer almaz.',
      { width },
    );
  drawHeadingRule(doc, width);

  const writeRow = (row: ClientDataRow, index: number | null) => {
    const fields = readableFieldsOf(row);
    keepRoom(30);
    if (index !== null)
      doc.font('bold').fontSize(10).fillColor(colors.muted).text(`${index}.`, MARGIN, doc.y, { width });
    for (const field of fields) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(colors.text)
        .text(`${field.label}: `, MARGIN + 8, doc.y, { width: width - 8, continued: true })
        .font('regular')
        .text(field.text);
    }
    doc.moveDown(0.2);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.3)
      .strokeColor(colors.rule)
      .stroke();
    doc.moveDown(0.3);
  };

  const writeSection = (section: string, rows: ClientDataRow[]) => {
    keepRoom(70);
    const bandY = doc.y;
    doc.rect(MARGIN, bandY, width, 22).fill(colors.band);
    const title = sectionTitles[section] ?? section;
    doc
      .font('bold')
      .fontSize(12.5)
      .fillColor(colors.brand)
      .text(`${title} (${rows.length})`, MARGIN + 8, bandY + 5, { width: width - 16 });
    doc.y = bandY + 28;
    if (rows.length === 0) {
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(colors.muted)
        .text('Kayıt yok.', MARGIN + 8, doc.y, { width });
      doc.moveDown(0.8);
      return;
    }
    for (const [index, row] of rows.entries()) writeRow(row, rows.length > 1 ? index + 1 : null);
    doc.moveDown(0.6);
  };

  const { exportedAt: _exportedAt, profile, ...sections } = input.data;
  writeSection('profile', [profile]);
  for (const [section, rows] of Object.entries(sections)) {
    if (Array.isArray(rows)) writeSection(section, rows);
  }

  // Every page's footer: whose file, from which practice, 'Sayfa 1 / 3'.
  drawPageFooters(doc, width, { signature: `${input.practice.name} · ${clientName} · Kişisel Verilerim` });
  doc.end();
  return done;
}
