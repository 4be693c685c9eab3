import { formatTurkishDateTime } from '../../shared/dates.ts';
import { formatNumber } from '../../shared/format.ts';
import {
  button,
  composeMail,
  escapeHtml,
  greeting,
  link,
  lines,
  type MailBrand,
  type MailPart,
  note,
  paragraph,
  quote,
  type RenderedMail,
  summaryLine,
  table,
  writtenText,
} from './mail-layout.ts';

// Turkish mail templates, each a few lines of composeMail (mail-layout.ts): every mail has an HTML and
// a plain-text body made from the same parts.

export type { MailBrand, RenderedMail };

export type BulkMailData = {
  subject: string;
  content: string;
  /** Commercial mail (İYS): the recipient's link to withdraw consent without signing in. */
  unsubscribeUrl?: string;
};

export type OrderConfirmationData = {
  orderCode: string;
  customerName: string;
  items: { name: string; quantity: number; price: number }[];
  /** The lines' sum before the coupon; with `discount`, shown when a coupon was used. */
  subtotalAmount?: number;
  discount?: { code: string; percent: number; amount: number } | null;
  totalAmount: number;
  bankAccount: { bankName: string; accountHolder: string; iban: string };
  /** The spec's payment deadline in the notice (§9): 24 hours. */
  paymentDeadlineHours: number;
  /** The moment the unpaid order is cancelled (ISO); shown as an Istanbul date and time. */
  paymentDueAt?: string;
  /** The order's status page with its secret (ADR 0058), an absolute URL. */
  statusUrl?: string;
  brand?: MailBrand;
};

export type OrderCanceledData = {
  orderCode: string;
  customerName: string;
  totalAmount: number;
};

export type AppointmentReminderData = {
  clientName: string;
  /** 'yarın' (the day-before reminder) or '2 saat sonra'. */
  when: string;
  /** 'Cumartesi, 28 Kasım 2026'. */
  day: string;
  time: string;
  purpose: string;
  contactPhone: string | null;
  /** An online appointment's video call (issue #44); null for one at the practice. */
  meetingUrl?: string | null;
  /** A visitor's booking: the signed link to see or cancel it (ADR 0089). */
  manageUrl?: string | null;
  brand: MailBrand;
};

export type UnreadMessageData = {
  clientName: string;
  /** The client area's conversation, an absolute URL; null when the site's address is not set. */
  conversationUrl: string | null;
  brand: MailBrand;
};

export type KvkkRequestVerificationData = {
  requesterName: string;
  /** The short label of what was asked ('Silme'). */
  kindLabel: string;
  /** The confirming page with the token, an absolute URL. */
  verifyUrl: string;
  validHours: number;
  brand: MailBrand;
};

export type KvkkRequestAnswerData = {
  requesterName: string;
  kindLabel: string;
  /** 'Yanıtlandı' or 'Reddedildi'. */
  statusLabel: string;
  /** The day it was received, 'd MMMM yyyy'. */
  receivedDay: string;
  answer: string;
  brand: MailBrand;
};

export type KvkkRequestDeadlineData = {
  requesterName: string;
  kindLabel: string;
  /** The last day of the answer, 'd MMMM yyyy'. */
  deadlineDay: string;
  daysLeft: number;
  /** The admin panel's queue, an absolute URL; null when the site's address is not set. */
  queueUrl: string | null;
};

export type ClientReminderData = {
  clientName: string;
  /** The push's title and text ('Su içme zamanı', …), the same words in the mail. */
  title: string;
  body: string;
  /** The client area's screen the reminder is about, an absolute URL; null when the site's address is not set. */
  url: string | null;
  brand: MailBrand;
};

export type AppointmentWaitlistJoinedData = {
  name: string;
  /** 'Cumartesi, 28 Kasım 2026'. */
  day: string;
  leaveUrl: string;
  brand: MailBrand;
};

export type AppointmentConfirmationData = {
  clientName: string;
  /** 'Cumartesi, 28 Kasım 2026'. */
  day: string;
  time: string;
  purpose: string;
  /** The signed link to see or cancel it (ADR 0089); null without the site's address. */
  manageUrl: string | null;
  brand: MailBrand;
};

export type AppointmentMovedData = {
  clientName: string;
  /** 'Cumartesi, 28 Kasım 2026'. */
  day: string;
  time: string;
  purpose: string;
  /** The new signed link (the old one named the old start, ADR 0089); null without the site's address. */
  manageUrl: string | null;
  brand: MailBrand;
};

export type AppointmentWaitlistOfferData = {
  name: string;
  day: string;
  time: string;
  bookUrl: string;
  brand: MailBrand;
};

export const mailTemplates = {
  /** A visitor's booking with an e-mail (ADR 0089): what was booked, and the signed link to manage it. */
  'appointment-confirmation': (data: AppointmentConfirmationData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: randevunuz alındı (${data.day}, ${data.time})`,
      brand: data.brand,
      sections: [
        [greeting(data.clientName)],
        [
          paragraph(
            `${data.brand.siteName} ile randevunuz alındı: ${data.day}, saat ${data.time} (${data.purpose}). Diyetisyenimiz onaylamak için sizi arayacak.`,
          ),
        ],
        data.manageUrl && [paragraph(manageAppointmentText), link('Randevumu yönet', data.manageUrl)],
      ],
    }),
  /** A visitor moved their appointment by the signed link (ADR 0089): the new time, its .ics and the new link. */
  'appointment-moved': (data: AppointmentMovedData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: randevunuz taşındı (${data.day}, ${data.time})`,
      brand: data.brand,
      sections: [
        [greeting(data.clientName)],
        [
          paragraph(
            `${data.brand.siteName} ile randevunuzun yeni zamanı: ${data.day}, saat ${data.time} (${data.purpose}).`,
          ),
        ],
        data.manageUrl && [
          paragraph(
            'Önceki e-postalardaki bağlantı artık geçersiz. Randevunuzu bundan sonra aşağıdaki bağlantıdan yönetebilirsiniz.',
          ),
          link('Randevumu yönet', data.manageUrl),
        ],
        [note('Ekteki dosyayla yeni saati takviminize ekleyebilirsiniz.')],
      ],
    }),
  /** The waitlist of a full day (ADR 0088): joined, with the leave link. */
  'appointment-waitlist-joined': (data: AppointmentWaitlistJoinedData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: bekleme listesine katıldınız (${data.day})`,
      brand: data.brand,
      sections: [
        [greeting(data.name)],
        [
          paragraph(
            `${data.day} günü için bekleme listesine katıldınız. O gün bir saat boşalırsa, katılma sıranıza göre size e-posta ile haber vereceğiz.`,
          ),
        ],
        [
          paragraph('Listeden çıkmak isterseniz aşağıdaki bağlantıyı açın.'),
          link('Bekleme listesinden çık', data.leaveUrl, { showAddress: true }),
        ],
      ],
    }),
  /** A slot of the waited day is free (ADR 0088): the first waiting person is told, with a link to book it. */
  'appointment-waitlist-offer': (data: AppointmentWaitlistOfferData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: ${data.day} günü saat ${data.time} boşaldı`,
      brand: data.brand,
      sections: [
        [greeting(data.name)],
        [
          paragraph(
            `Bekleme listesinde olduğunuz ${data.day} günü saat ${data.time} için bir yer boşaldı. Randevu almak için hemen aşağıdaki bağlantıyı açın; saat, ilk alan kişinin olur.`,
          ),
        ],
        [button('Randevu al', data.bookUrl, { showAddress: true })],
      ],
    }),
  /** A visitor's KVKK request (ADR 0085): the link that confirms the address and sends the request. */
  'kvkk-request-verification': (data: KvkkRequestVerificationData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: KVKK başvurunuzu onaylayın`,
      brand: data.brand,
      sections: [
        [greeting(data.requesterName)],
        [
          paragraph(
            `${data.brand.siteName} sitesinden "${data.kindLabel}" konulu bir KVKK başvurusu yapıldı. Başvurunun size ait olduğunu onaylamak için aşağıdaki bağlantıyı açın.`,
          ),
        ],
        [button('Başvurumu onayla', data.verifyUrl, { showAddress: true })],
        [
          note(
            `Bağlantı ${data.validHours} saat geçerlidir. Başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın; başvuru iletilmez.`,
          ),
        ],
      ],
    }),
  /** The dietitian's answer to a KVKK request (ADR 0085), as written. */
  'kvkk-request-answer': (data: KvkkRequestAnswerData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: KVKK başvurunuz yanıtlandı`,
      brand: data.brand,
      sections: [
        [greeting(data.requesterName)],
        [
          paragraph(
            `${data.receivedDay} tarihinde aldığımız "${data.kindLabel}" konulu KVKK başvurunuz sonuçlandı (${data.statusLabel}). Yanıtımız:`,
          ),
        ],
        [quote(data.answer)],
      ],
    }),
  /** To the practice: a KVKK request whose 30-day deadline is near and that is not answered yet. */
  'kvkk-request-deadline': (data: KvkkRequestDeadlineData): RenderedMail =>
    composeMail({
      subject: `KVKK başvurusu: yanıt için ${data.daysLeft} gün kaldı`,
      sections: [
        [
          paragraph(
            `${data.requesterName} kişisinin "${data.kindLabel}" konulu KVKK başvurusu henüz yanıtlanmadı. Yasal süre ${data.deadlineDay} tarihinde doluyor (${data.daysLeft} gün kaldı).`,
          ),
        ],
        [paragraph('Başvuruyu yönetim panelindeki KVKK Başvuruları ekranından yanıtlayabilirsiniz.')],
        data.queueUrl && [button('Başvuruları aç', data.queueUrl)],
      ],
    }),
  /**
   * A reminder the client set (issue #41, ADR 0083), by e-mail because push could not reach them and
   * they chose e-mail for that case.
   */
  'client-reminder': (data: ClientReminderData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: ${data.title}`,
      brand: data.brand,
      sections: [
        [greeting(data.clientName)],
        [paragraph(data.body)],
        data.url && [button("Denge'yi aç", data.url)],
        [
          note(
            "Hatırlatıcılarınızı Denge'de profilinizin Hatırlatıcılar bölümünden değiştirebilir ya da kapatabilirsiniz.",
          ),
        ],
      ],
    }),
  /** 24 hours and 2 hours before an appointment booked with an e-mail (issue #44), with its .ics. */
  'appointment-reminder': (data: AppointmentReminderData): RenderedMail =>
    composeMail({
      subject: `Randevu hatırlatması: ${data.day}, ${data.time}`,
      brand: data.brand,
      sections: [
        [greeting(data.clientName)],
        [
          paragraph(
            `${data.brand.siteName} ile randevunuz ${data.when}: ${data.day}, saat ${data.time} (${data.purpose}).`,
          ),
        ],
        data.meetingUrl && [
          paragraph('Görüşmemiz online: randevu saatinde bu bağlantıyı açmanız yeterli.'),
          button('Görüşmeye katıl', data.meetingUrl, { showAddress: true }),
        ],
        [
          paragraph(
            data.contactPhone
              ? `Randevunuzu değiştirmek ya da iptal etmek için bizi ${data.contactPhone} numarasından arayabilirsiniz.`
              : 'Randevunuzu değiştirmek ya da iptal etmek için bizimle iletişime geçebilirsiniz.',
          ),
        ],
        data.manageUrl && [paragraph(manageAppointmentText), link('Randevumu yönet', data.manageUrl)],
        [note('Ekteki dosyayla randevuyu takviminize ekleyebilirsiniz.')],
      ],
    }),
  /**
   * A practice message unread for ten minutes (issue #42): that one is waiting, never what it says
   * (health data stays inside the signed-in client area).
   */
  'unread-message': (data: UnreadMessageData): RenderedMail =>
    composeMail({
      subject: `${data.brand.siteName}: yeni mesajınız var`,
      brand: data.brand,
      sections: [
        [greeting(data.clientName)],
        [paragraph(`${data.brand.siteName} size bir mesaj gönderdi ve mesaj henüz okunmadı.`)],
        [paragraph('Mesajı okumak için Denge hesabınıza giriş yapıp Mesajlar sekmesini açın.')],
        data.conversationUrl && [button('Mesajı oku', data.conversationUrl)],
      ],
    }),
  /** The admin's mail to selected clients (spec 3, Mail screen): subject and content as written. */
  'bulk-mail': (data: BulkMailData): RenderedMail =>
    composeMail({
      subject: data.subject,
      sections: [[writtenText(data.content)], data.unsubscribeUrl && [unsubscribeLink(data.unsubscribeUrl)]],
    }),
  /** Sent when an order is placed (the shop): what was bought and where to transfer the money. */
  'order-confirmation': (data: OrderConfirmationData): RenderedMail => {
    const iban = groupIban(data.bankAccount.iban);
    const lineAmount = (item: OrderConfirmationData['items'][number]) => formatLira(item.price * item.quantity);
    // With a coupon the mail shows how the total came about, as the checkout's summary did.
    const discountLines = data.discount
      ? [
          `Ara Toplam: ${formatLira(data.subtotalAmount ?? data.totalAmount + data.discount.amount)}`,
          `İndirim (${data.discount.code}, %${data.discount.percent}): −${formatLira(data.discount.amount)}`,
        ]
      : [];
    return composeMail({
      subject: `Siparişiniz alındı: ${data.orderCode}`,
      brand: data.brand,
      sections: [
        [greeting(data.customerName)],
        [paragraph('Siparişiniz başarıyla oluşturuldu. Sipariş kodunuz: ', { strong: data.orderCode })],
        [
          table({
            columns: [{ header: 'Ürün' }, { header: 'Adet', alignEnd: true }, { header: 'Tutar', alignEnd: true }],
            rows: data.items.map((item) => [item.name, String(item.quantity), lineAmount(item)]),
            text: data.items.map((item) => `- ${item.name} × ${item.quantity}: ${lineAmount(item)}`),
          }),
        ],
        [
          ...discountLines.map(summaryLine),
          paragraph({ strong: `Toplam: ${formatLira(data.totalAmount)}` }, ' (Kargo: Ücretsiz)'),
        ],
        [
          paragraph(
            `Lütfen ödemenizi ${data.paymentDeadlineHours} saat içinde aşağıdaki hesaba havale/EFT ile yapınız ve açıklamaya sipariş kodunuzu yazınız. Süresi içinde ödenmeyen siparişler iptal edilir.`,
          ),
        ],
        [lines([data.bankAccount.bankName, data.bankAccount.accountHolder, `IBAN: ${iban}`])],
        data.paymentDueAt && [paragraph('Son ödeme zamanı: ', { strong: formatTurkishDateTime(data.paymentDueAt) })],
        data.statusUrl && [orderStatusLink(data.statusUrl)],
      ],
    });
  },
  /** Sent when the unpaid order is cancelled after its payment window (the shop's scheduled job). */
  'order-canceled': (data: OrderCanceledData): RenderedMail =>
    composeMail({
      subject: `Siparişiniz iptal edildi: ${data.orderCode}`,
      sections: [
        [greeting(data.customerName)],
        [
          paragraph(
            `${data.orderCode} kodlu ${formatLira(data.totalAmount)} tutarındaki siparişinizin ödemesi süresi içinde alınmadığı için siparişiniz iptal edilmiştir. Ürünleri yeniden sipariş etmek isterseniz sitemizi ziyaret edebilirsiniz.`,
          ),
        ],
      ],
    }),
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<(typeof mailTemplates)[Name]>[0];

export function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData<Name>): RenderedMail {
  const render = mailTemplates[name] as (input: MailTemplateData<Name>) => RenderedMail;
  return render(data);
}

const manageAppointmentText =
  'Randevunuzu aşağıdaki bağlantıdan görebilir, değişiklik süresi dolmadan başka bir saate taşıyabilir ya da iptal edebilirsiniz.';

/** Commercial mail (İYS): the withdrawal link, in the words of a small print line. */
const unsubscribeLink = (url: string): MailPart => ({
  html: `<p style="margin-top:24px;font-size:12px;color:#78716c">Bu e-postaları almak istemiyorsanız <a href="${escapeHtml(url)}">abonelikten çıkabilirsiniz</a>.</p>`,
  text: [`Bu e-postaları almak istemiyorsanız abonelikten çıkın: ${url}`],
});

const orderStatusLink = (url: string): MailPart => ({
  html: `<p>Siparişinizin durumunu, ödeme bilgileriyle birlikte her zaman <a href="${escapeHtml(url)}">sipariş durumu sayfanızdan</a> görebilirsiniz.</p>`,
  text: [`Sipariş durumunuz: ${url}`],
});

/** Mails write the currency as "TL" (plain text clients); the digits come from the one formatter. */
const formatLira = (amount: number) => `${formatNumber(amount, 2, 2)} TL`;
const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
