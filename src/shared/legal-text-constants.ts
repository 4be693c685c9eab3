// The practice's legal texts (issue #43, ADR 0076), without zod: the public pages and the footer
// import them from here so that they paint without the validation library (ADR 0026).
// src/shared/schemas/legal-texts.ts re-exports them for the schemas, the server and the admin screen.

export const legalTextKinds = [
  'privacy-notice',
  'explicit-consent',
  'cookie-policy',
  'distance-sales-contract',
  'pre-information-form',
] as const;
export type LegalTextKind = (typeof legalTextKinds)[number];

export const legalTextTitles: Record<LegalTextKind, string> = {
  'privacy-notice': 'Aydınlatma Metni',
  'explicit-consent': 'Açık Rıza Metni',
  'cookie-policy': 'Çerez Politikası',
  'distance-sales-contract': 'Mesafeli Satış Sözleşmesi',
  'pre-information-form': 'Ön Bilgilendirme Formu',
};

/** Each text's fixed public address: what a footer, a mail or a consent record links to. */
export const legalTextPaths: Record<LegalTextKind, string> = {
  'privacy-notice': '/kvkk/aydinlatma-metni',
  'explicit-consent': '/kvkk/acik-riza-metni',
  'cookie-policy': '/cerez-politikasi',
  'distance-sales-contract': '/mesafeli-satis-sozlesmesi',
  'pre-information-form': '/on-bilgilendirme-formu',
};

export const isLegalTextKind = (value: string): value is LegalTextKind =>
  (legalTextKinds as readonly string[]).includes(value);

/** The kind shown at a public address, or null for any other path. */
export function findLegalTextKindByPath(pathname: string): LegalTextKind | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return legalTextKinds.find((kind) => legalTextPaths[kind] === normalized) ?? null;
}
