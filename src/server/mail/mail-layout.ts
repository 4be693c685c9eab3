// The one shape of every mail (issue #46): a subject, the site's mark, sections of parts, the footer.
// A part is said once and gives both bodies, its HTML (values escaped, a template never takes markup
// from its caller) and its plain-text lines, so the two bodies of a mail cannot drift apart.
//
//   composeMail({
//     subject, brand: data.brand,
//     sections: [[greeting(data.name)], [paragraph(lead)], data.url && [button('Mesajı oku', data.url)]],
//   });

export type RenderedMail = { subject: string; html: string; text: string };

/** Who sends the mail, shown at its top: the site logo (an absolute URL) or, without one, the site's name. */
export type MailBrand = { siteName: string; logoUrl: string | null };

/** One part of a mail: its HTML block and its lines in the plain-text body. */
export type MailPart = { html: string; text: string[] };

/** A run of text, or a run shown in bold in the HTML body (plain text has no bold). */
type Segment = string | { strong: string };

/**
 * The mail from its sections. In the plain text a section's lines follow each other and sections are
 * a blank line apart; a section left out (false, null, '') is not there at all.
 */
export function composeMail({
  subject,
  brand,
  sections,
}: {
  subject: string;
  brand?: MailBrand;
  sections: (MailPart[] | false | null | undefined | '')[];
}): RenderedMail {
  const present = sections.filter((section): section is MailPart[] => Boolean(section));
  const body = present.flatMap((section) => section.map((part) => part.html)).join('\n');
  const text = present.map((section) => section.flatMap((part) => part.text).join('\n')).join('\n\n');
  return { subject, html: layout(subject, body, brand), text: `${text}\n${textFooter}` };
}

export const greeting = (name: string): MailPart => paragraph(`Merhaba ${name},`);

export function paragraph(...segments: Segment[]): MailPart {
  const html = segments
    .map((segment) =>
      typeof segment === 'string' ? escapeHtml(segment) : `<strong>${escapeHtml(segment.strong)}</strong>`,
    )
    .join('');
  const text = segments.map((segment) => (typeof segment === 'string' ? segment : segment.strong)).join('');
  return { html: `<p>${html}</p>`, text: [text] };
}

/** A smaller grey line: what the reader may do later, or need not do. */
export const note = (text: string): MailPart => ({
  html: `<p style="font-size:14px;color:#57534e">${escapeHtml(text)}</p>`,
  text: [text],
});

/** A short line of a summary (the order's sums), closer to its neighbours than a paragraph. */
export const summaryLine = (text: string): MailPart => ({
  html: `<p style="margin:4px 0">${escapeHtml(text)}</p>`,
  text: [text],
});

/** Lines that belong together (a bank account), one paragraph in HTML. */
export const lines = (values: string[]): MailPart => ({
  html: `<p>${values.map(escapeHtml).join('<br>')}</p>`,
  text: values,
});

/** Text as written (paragraphs a blank line apart): the admin's mail, the dietitian's answer. */
export const writtenText = (text: string): MailPart => ({ html: paragraphs(text), text: [text] });

/** The dietitian's words set apart from the mail's own. */
export const quote = (text: string): MailPart => ({
  html: `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #0f766e;background:#f5f5f4">${paragraphs(text)}</blockquote>`,
  text: [text],
});

/**
 * The mail's one thing to do, as a button; the plain text has the address. With `showAddress` the
 * address is written under it too, for mail clients that do not open buttons.
 */
export const button = (label: string, url: string, { showAddress = false } = {}): MailPart => ({
  html: `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>${showAddress ? `\n${address(url)}` : ''}`,
  text: [url],
});

/** A plain link, for a secondary thing to do; the plain text has the address. */
export const link = (label: string, url: string, { showAddress = false } = {}): MailPart => ({
  html: `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>${showAddress ? `\n${address(url)}` : ''}`,
  text: [url],
});

/** A table (the order's lines); the plain text says each row as a line of its own. */
export function table({
  columns,
  rows,
  text,
}: {
  columns: { header: string; alignEnd?: boolean }[];
  rows: string[][];
  text: string[];
}): MailPart {
  const cellStyle = (index: number) =>
    columns[index]?.alignEnd ? 'padding:4px 8px;text-align:right' : 'padding:4px 8px';
  const head = columns
    .map(
      (column) =>
        `<th style="text-align:${column.alignEnd ? 'right' : 'left'};padding:4px 8px">${escapeHtml(column.header)}</th>`,
    )
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => `<td style="${cellStyle(index)}">${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return {
    html: `<table style="border-collapse:collapse;width:100%"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`,
    text,
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const textFooter = '\n--\nBu e-posta Denge tarafından gönderilmiştir.';

const address = (url: string) => `<p style="font-size:14px;color:#57534e;word-break:break-all">${escapeHtml(url)}</p>`;

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
