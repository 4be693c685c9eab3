import { formatTurkishDateTime } from '../../shared/dates.ts';
import { formatNumber } from '../../shared/format.ts';
// Turkish mail templates: every mail has an HTML and a plain-text body made from the same data.
// Values are escaped for HTML; a template never takes markup from its caller.

export type RenderedMail = { subject: string; html: string; text: string };

export type BulkMailData = {
  subject: string;
  content: string;
  /** Commercial mail (İYS): the recipient's link to withdraw consent without signing in. */
  unsubscribeUrl?: string;
};

/** Who sends the mail, shown at its top: the site logo (an absolute URL) or, without one, the site's name. */
export type MailBrand = { siteName: string; logoUrl: string | null };

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
  'appointment-confirmation': (data: AppointmentConfirmationData): RenderedMail => {
    const subject = `${data.brand.siteName}: randevunuz alındı (${data.day}, ${data.time})`;
    const lead = `${data.brand.siteName} ile randevunuz alındı: ${data.day}, saat ${data.time} (${data.purpose}). Diyetisyenimiz onaylamak için sizi arayacak.`;
    const manage =
      'Randevunuzu aşağıdaki bağlantıdan görebilir, değişiklik süresi dolmadan başka bir saate taşıyabilir ya da iptal edebilirsiniz.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.clientName)},</p>
<p>${escapeHtml(lead)}</p>
${data.manageUrl ? `<p>${escapeHtml(manage)}</p>\n<p><a href="${escapeHtml(data.manageUrl)}">Randevumu yönet</a></p>` : ''}`,
        data.brand,
      ),
      text: [
        `Merhaba ${data.clientName},`,
        '',
        lead,
        ...(data.manageUrl ? ['', manage, data.manageUrl] : []),
        textFooter,
      ].join('\n'),
    };
  },
  /** A visitor moved their appointment by the signed link (ADR 0089): the new time, its .ics and the new link. */
  'appointment-moved': (data: AppointmentMovedData): RenderedMail => {
    const subject = `${data.brand.siteName}: randevunuz taşındı (${data.day}, ${data.time})`;
    const lead = `${data.brand.siteName} ile randevunuzun yeni zamanı: ${data.day}, saat ${data.time} (${data.purpose}).`;
    const manage =
      'Önceki e-postalardaki bağlantı artık geçersiz. Randevunuzu bundan sonra aşağıdaki bağlantıdan yönetebilirsiniz.';
    const calendar = 'Ekteki dosyayla yeni saati takviminize ekleyebilirsiniz.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.clientName)},</p>
<p>${escapeHtml(lead)}</p>
${data.manageUrl ? `<p>${escapeHtml(manage)}</p>\n<p><a href="${escapeHtml(data.manageUrl)}">Randevumu yönet</a></p>\n` : ''}<p style="font-size:14px;color:#57534e">${escapeHtml(calendar)}</p>`,
        data.brand,
      ),
      text: [
        `Merhaba ${data.clientName},`,
        '',
        lead,
        ...(data.manageUrl ? ['', manage, data.manageUrl] : []),
        '',
        calendar,
        textFooter,
      ].join('\n'),
    };
  },
  /** The waitlist of a full day (ADR 0088): joined, with the leave link. */
  'appointment-waitlist-joined': (data: AppointmentWaitlistJoinedData): RenderedMail => {
    const subject = `${data.brand.siteName}: bekleme listesine katıldınız (${data.day})`;
    const lead = `${data.day} günü için bekleme listesine katıldınız. O gün bir saat boşalırsa, katılma sıranıza göre size e-posta ile haber vereceğiz.`;
    const leave = 'Listeden çıkmak isterseniz aşağıdaki bağlantıyı açın.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(leave)}</p>
<p><a href="${escapeHtml(data.leaveUrl)}">Bekleme listesinden çık</a></p>
<p style="font-size:14px;color:#57534e;word-break:break-all">${escapeHtml(data.leaveUrl)}</p>`,
        data.brand,
      ),
      text: [`Merhaba ${data.name},`, '', lead, '', leave, data.leaveUrl, textFooter].join('\n'),
    };
  },
  /** A slot of the waited day is free (ADR 0088): the first waiting person is told, with a link to book it. */
  'appointment-waitlist-offer': (data: AppointmentWaitlistOfferData): RenderedMail => {
    const subject = `${data.brand.siteName}: ${data.day} günü saat ${data.time} boşaldı`;
    const lead = `Bekleme listesinde olduğunuz ${data.day} günü saat ${data.time} için bir yer boşaldı. Randevu almak için hemen aşağıdaki bağlantıyı açın; saat, ilk alan kişinin olur.`;
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.name)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(data.bookUrl)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Randevu al</a></p>
<p style="font-size:14px;color:#57534e;word-break:break-all">${escapeHtml(data.bookUrl)}</p>`,
        data.brand,
      ),
      text: [`Merhaba ${data.name},`, '', lead, '', data.bookUrl, textFooter].join('\n'),
    };
  },
  /** A visitor's KVKK request (ADR 0085): the link that confirms the address and sends the request. */
  'kvkk-request-verification': (data: KvkkRequestVerificationData): RenderedMail => {
    const subject = `${data.brand.siteName}: KVKK başvurunuzu onaylayın`;
    const lead = `${data.brand.siteName} sitesinden "${data.kindLabel}" konulu bir KVKK başvurusu yapıldı. Başvurunun size ait olduğunu onaylamak için aşağıdaki bağlantıyı açın.`;
    const note = `Bağlantı ${data.validHours} saat geçerlidir. Başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın; başvuru iletilmez.`;
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.requesterName)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(data.verifyUrl)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Başvurumu onayla</a></p>
<p style="font-size:14px;color:#57534e;word-break:break-all">${escapeHtml(data.verifyUrl)}</p>
<p style="font-size:14px;color:#57534e">${escapeHtml(note)}</p>`,
        data.brand,
      ),
      text: [`Merhaba ${data.requesterName},`, '', lead, '', data.verifyUrl, '', note, textFooter].join('\n'),
    };
  },
  /** The dietitian's answer to a KVKK request (ADR 0085), as written. */
  'kvkk-request-answer': (data: KvkkRequestAnswerData): RenderedMail => {
    const subject = `${data.brand.siteName}: KVKK başvurunuz yanıtlandı`;
    const lead = `${data.receivedDay} tarihinde aldığımız "${data.kindLabel}" konulu KVKK başvurunuz sonuçlandı (${data.statusLabel}). Yanıtımız:`;
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.requesterName)},</p>
<p>${escapeHtml(lead)}</p>
<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #0f766e;background:#f5f5f4">${paragraphs(data.answer)}</blockquote>`,
        data.brand,
      ),
      text: [`Merhaba ${data.requesterName},`, '', lead, '', data.answer, textFooter].join('\n'),
    };
  },
  /** To the practice: a KVKK request whose 30-day deadline is near and that is not answered yet. */
  'kvkk-request-deadline': (data: KvkkRequestDeadlineData): RenderedMail => {
    const subject = `KVKK başvurusu: yanıt için ${data.daysLeft} gün kaldı`;
    const lead = `${data.requesterName} kişisinin "${data.kindLabel}" konulu KVKK başvurusu henüz yanıtlanmadı. Yasal süre ${data.deadlineDay} tarihinde doluyor (${data.daysLeft} gün kaldı).`;
    const open = 'Başvuruyu yönetim panelindeki KVKK Başvuruları ekranından yanıtlayabilirsiniz.';
    const link = data.queueUrl
      ? `<p><a href="${escapeHtml(data.queueUrl)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Başvuruları aç</a></p>`
      : '';
    return {
      subject,
      html: layout(subject, `<p>${escapeHtml(lead)}</p>\n<p>${escapeHtml(open)}</p>\n${link}`),
      text: [lead, '', open, ...(data.queueUrl ? ['', data.queueUrl] : []), textFooter].join('\n'),
    };
  },
  /**
   * A reminder the client set (issue #41, ADR 0083), by e-mail because push could not reach them and
   * they chose e-mail for that case.
   */
  'client-reminder': (data: ClientReminderData): RenderedMail => {
    const subject = `${data.brand.siteName}: ${data.title}`;
    const change =
      "Hatırlatıcılarınızı Denge'de profilinizin Hatırlatıcılar bölümünden değiştirebilir ya da kapatabilirsiniz.";
    const link = data.url
      ? `<p><a href="${escapeHtml(data.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Denge'yi aç</a></p>`
      : '';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.clientName)},</p>
<p>${escapeHtml(data.body)}</p>
${link}<p style="font-size:14px;color:#57534e">${escapeHtml(change)}</p>`,
        data.brand,
      ),
      text: [
        `Merhaba ${data.clientName},`,
        '',
        data.body,
        ...(data.url ? ['', data.url] : []),
        '',
        change,
        textFooter,
      ].join('\n'),
    };
  },
  /** 24 hours and 2 hours before an appointment booked with an e-mail (issue #44), with its .ics. */
  'appointment-reminder': (data: AppointmentReminderData): RenderedMail => {
    const subject = `Randevu hatırlatması: ${data.day}, ${data.time}`;
    const lead = `${data.brand.siteName} ile randevunuz ${data.when}: ${data.day}, saat ${data.time} (${data.purpose}).`;
    const change = data.contactPhone
      ? `Randevunuzu değiştirmek ya da iptal etmek için bizi ${data.contactPhone} numarasından arayabilirsiniz.`
      : 'Randevunuzu değiştirmek ya da iptal etmek için bizimle iletişime geçebilirsiniz.';
    const manage =
      'Randevunuzu aşağıdaki bağlantıdan görebilir, değişiklik süresi dolmadan başka bir saate taşıyabilir ya da iptal edebilirsiniz.';
    const manageHtml = data.manageUrl
      ? `<p>${escapeHtml(manage)}</p>
<p><a href="${escapeHtml(data.manageUrl)}">Randevumu yönet</a></p>
`
      : '';
    const calendar = 'Ekteki dosyayla randevuyu takviminize ekleyebilirsiniz.';
    const online = 'Görüşmemiz online: randevu saatinde bu bağlantıyı açmanız yeterli.';
    const meeting = data.meetingUrl
      ? `<p>${escapeHtml(online)}</p>
<p><a href="${escapeHtml(data.meetingUrl)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Görüşmeye katıl</a></p>
<p style="font-size:14px;color:#57534e;word-break:break-all">${escapeHtml(data.meetingUrl)}</p>
`
      : '';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.clientName)},</p>
<p>${escapeHtml(lead)}</p>
${meeting}<p>${escapeHtml(change)}</p>
${manageHtml}
<p style="font-size:14px;color:#57534e">${escapeHtml(calendar)}</p>`,
        data.brand,
      ),
      text: [
        `Merhaba ${data.clientName},`,
        '',
        lead,
        ...(data.meetingUrl ? ['', online, data.meetingUrl] : []),
        '',
        change,
        ...(data.manageUrl ? ['', manage, data.manageUrl] : []),
        '',
        calendar,
        textFooter,
      ].join('\n'),
    };
  },
  /**
   * A practice message unread for ten minutes (issue #42): that one is waiting, never what it says
   * (health data stays inside the signed-in client area).
   */
  'unread-message': (data: UnreadMessageData): RenderedMail => {
    const subject = `${data.brand.siteName}: yeni mesajınız var`;
    const lead = `${data.brand.siteName} size bir mesaj gönderdi ve mesaj henüz okunmadı.`;
    const open = 'Mesajı okumak için Denge hesabınıza giriş yapıp Mesajlar sekmesini açın.';
    const link = data.conversationUrl
      ? `<p><a href="${escapeHtml(data.conversationUrl)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Mesajı oku</a></p>`
      : '';
    return {
      subject,
      html: layout(
        subject,
        `<p>Merhaba ${escapeHtml(data.clientName)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(open)}</p>
${link}`,
        data.brand,
      ),
      text: [
        `Merhaba ${data.clientName},`,
        '',
        lead,
        '',
        open,
        ...(data.conversationUrl ? ['', data.conversationUrl] : []),
        textFooter,
      ].join('\n'),
    };
  },
  /** The admin's mail to selected clients (spec 3, Mail screen): subject and content as written. */
  'bulk-mail': (data: BulkMailData): RenderedMail => ({
    subject: data.subject,
    html: layout(
      data.subject,
      paragraphs(data.content) +
        (data.unsubscribeUrl
          ? `\n<p style="margin-top:24px;font-size:12px;color:#78716c">Bu e-postaları almak istemiyorsanız <a href="${escapeHtml(data.unsubscribeUrl)}">abonelikten çıkabilirsiniz</a>.</p>`
          : ''),
    ),
    text: `${data.content}\n${data.unsubscribeUrl ? `\nBu e-postaları almak istemiyorsanız abonelikten çıkın: ${data.unsubscribeUrl}\n` : ''}${textFooter}`,
  }),
  /** Sent when an order is placed (the shop): what was bought and where to transfer the money. */
  'order-confirmation': (data: OrderConfirmationData): RenderedMail => {
    const subject = `Siparişiniz alındı: ${data.orderCode}`;
    const rows = data.items
      .map(
        (item) =>
          `<tr><td style="padding:4px 8px">${escapeHtml(item.name)}</td><td style="padding:4px 8px;text-align:right">${item.quantity}</td><td style="padding:4px 8px;text-align:right">${formatLira(item.price * item.quantity)}</td></tr>`,
      )
      .join('');
    const iban = groupIban(data.bankAccount.iban);
    // With a coupon the mail shows how the total came about, as the checkout's summary did.
    const discountLines = data.discount
      ? [
          `Ara Toplam: ${formatLira(data.subtotalAmount ?? data.totalAmount + data.discount.amount)}`,
          `İndirim (${data.discount.code}, %${data.discount.percent}): −${formatLira(data.discount.amount)}`,
        ]
      : [];
    const statusLink = data.statusUrl
      ? `\n<p>Siparişinizin durumunu, ödeme bilgileriyle birlikte her zaman <a href="${escapeHtml(data.statusUrl)}">sipariş durumu sayfanızdan</a> görebilirsiniz.</p>`
      : '';
    const html = layout(
      subject,
      `<p>Merhaba ${escapeHtml(data.customerName)},</p>
<p>Siparişiniz başarıyla oluşturuldu. Sipariş kodunuz: <strong>${escapeHtml(data.orderCode)}</strong></p>
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;padding:4px 8px">Ürün</th><th style="text-align:right;padding:4px 8px">Adet</th><th style="text-align:right;padding:4px 8px">Tutar</th></tr></thead><tbody>${rows}</tbody></table>
${discountLines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join('\n')}
<p><strong>Toplam: ${formatLira(data.totalAmount)}</strong> (Kargo: Ücretsiz)</p>
<p>Lütfen ödemenizi ${data.paymentDeadlineHours} saat içinde aşağıdaki hesaba havale/EFT ile yapınız ve açıklamaya sipariş kodunuzu yazınız. Süresi içinde ödenmeyen siparişler iptal edilir.</p>
<p>${escapeHtml(data.bankAccount.bankName)}<br>${escapeHtml(data.bankAccount.accountHolder)}<br>IBAN: ${escapeHtml(iban)}</p>${
        data.paymentDueAt
          ? `\n<p>Son ödeme zamanı: <strong>${escapeHtml(formatTurkishDateTime(data.paymentDueAt))}</strong></p>`
          : ''
      }${statusLink}`,
      data.brand,
    );
    const text = [
      `Merhaba ${data.customerName},`,
      '',
      `Siparişiniz başarıyla oluşturuldu. Sipariş kodunuz: ${data.orderCode}`,
      '',
      ...data.items.map((item) => `- ${item.name} × ${item.quantity}: ${formatLira(item.price * item.quantity)}`),
      '',
      ...discountLines,
      `Toplam: ${formatLira(data.totalAmount)} (Kargo: Ücretsiz)`,
      '',
      `Lütfen ödemenizi ${data.paymentDeadlineHours} saat içinde aşağıdaki hesaba havale/EFT ile yapınız ve açıklamaya sipariş kodunuzu yazınız. Süresi içinde ödenmeyen siparişler iptal edilir.`,
      '',
      data.bankAccount.bankName,
      data.bankAccount.accountHolder,
      `IBAN: ${iban}`,
      ...(data.paymentDueAt ? ['', `Son ödeme zamanı: ${formatTurkishDateTime(data.paymentDueAt)}`] : []),
      ...(data.statusUrl ? ['', `Sipariş durumunuz: ${data.statusUrl}`] : []),
      textFooter,
    ].join('\n');
    return { subject, html, text };
  },
  /** Sent when the unpaid order is cancelled after its payment window (the shop's scheduled job). */
  'order-canceled': (data: OrderCanceledData): RenderedMail => {
    const subject = `Siparişiniz iptal edildi: ${data.orderCode}`;
    const message = `${data.orderCode} kodlu ${formatLira(data.totalAmount)} tutarındaki siparişinizin ödemesi süresi içinde alınmadığı için siparişiniz iptal edilmiştir. Ürünleri yeniden sipariş etmek isterseniz sitemizi ziyaret edebilirsiniz.`;
    return {
      subject,
      html: layout(subject, `<p>Merhaba ${escapeHtml(data.customerName)},</p>\n<p>${escapeHtml(message)}</p>`),
      text: [`Merhaba ${data.customerName},`, '', message, textFooter].join('\n'),
    };
  },
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<(typeof mailTemplates)[Name]>[0];

export function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData<Name>): RenderedMail {
  const render = mailTemplates[name] as (input: MailTemplateData<Name>) => RenderedMail;
  return render(data);
}

const textFooter = '\n--\nBu e-posta Denge tarafından gönderilmiştir.';

function layout(title: string, body: string, brand?: MailBrand): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
${brand ? brandHeader(brand) : ''}${body}
<p style="margin-top:32px;font-size:12px;color:#78716c">Bu e-posta Denge tarafından gönderilmiştir.</p>
</div></body></html>`;
}

/** The mail's top: the site logo (mail clients need an absolute URL), or the site's name without one. */
function brandHeader(brand: MailBrand): string {
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.siteName)}" height="48" style="display:block;height:48px;width:auto;max-width:200px;border:0">`
    : `<strong style="font-size:20px;color:#0f766e">${escapeHtml(brand.siteName)}</strong>`;
  return `<div style="padding-bottom:16px;margin-bottom:16px;border-bottom:1px solid #e7e5e4">${mark}</div>\n`;
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Mails write the currency as "TL" (plain text clients); the digits come from the one formatter. */
const formatLira = (amount: number) => `${formatNumber(amount, 2, 2)} TL`;
const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
