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

export type OrderConfirmationData = {
  orderCode: string;
  customerName: string;
  items: { name: string; quantity: number; price: number }[];
  totalAmount: number;
  bankAccount: { bankName: string; accountHolder: string; iban: string };
  /** The spec's payment deadline in the notice (§9): 24 hours. */
  paymentDeadlineHours: number;
  /** The moment the unpaid order is cancelled (ISO); shown as an Istanbul date and time. */
  paymentDueAt?: string;
};

export type OrderCanceledData = {
  orderCode: string;
  customerName: string;
  totalAmount: number;
};

export const mailTemplates = {
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
    const html = layout(
      subject,
      `<p>Merhaba ${escapeHtml(data.customerName)},</p>
<p>Siparişiniz başarıyla oluşturuldu. Sipariş kodunuz: <strong>${escapeHtml(data.orderCode)}</strong></p>
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;padding:4px 8px">Ürün</th><th style="text-align:right;padding:4px 8px">Adet</th><th style="text-align:right;padding:4px 8px">Tutar</th></tr></thead><tbody>${rows}</tbody></table>
<p><strong>Toplam: ${formatLira(data.totalAmount)}</strong> (Kargo: Ücretsiz)</p>
<p>Lütfen ödemenizi ${data.paymentDeadlineHours} saat içinde aşağıdaki hesaba havale/EFT ile yapınız ve açıklamaya sipariş kodunuzu yazınız. Süresi içinde ödenmeyen siparişler iptal edilir.</p>
<p>${escapeHtml(data.bankAccount.bankName)}<br>${escapeHtml(data.bankAccount.accountHolder)}<br>IBAN: ${escapeHtml(iban)}</p>${
        data.paymentDueAt
          ? `\n<p>Son ödeme zamanı: <strong>${escapeHtml(formatTurkishDateTime(data.paymentDueAt))}</strong></p>`
          : ''
      }`,
    );
    const text = [
      `Merhaba ${data.customerName},`,
      '',
      `Siparişiniz başarıyla oluşturuldu. Sipariş kodunuz: ${data.orderCode}`,
      '',
      ...data.items.map((item) => `- ${item.name} × ${item.quantity}: ${formatLira(item.price * item.quantity)}`),
      '',
      `Toplam: ${formatLira(data.totalAmount)} (Kargo: Ücretsiz)`,
      '',
      `Lütfen ödemenizi ${data.paymentDeadlineHours} saat içinde aşağıdaki hesaba havale/EFT ile yapınız ve açıklamaya sipariş kodunuzu yazınız. Süresi içinde ödenmeyen siparişler iptal edilir.`,
      '',
      data.bankAccount.bankName,
      data.bankAccount.accountHolder,
      `IBAN: ${iban}`,
      ...(data.paymentDueAt ? ['', `Son ödeme zamanı: ${formatTurkishDateTime(data.paymentDueAt)}`] : []),
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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
${body}
<p style="margin-top:32px;font-size:12px;color:#78716c">Bu e-posta Denge tarafından gönderilmiştir.</p>
</div></body></html>`;
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
