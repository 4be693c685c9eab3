import type { PublicSite } from './schemas/content.ts';

/**
 * The public frame's data before the practice has saved its settings (the server's answer) or when it
 * could not be loaded (the page's fallback, spec 3 §8): the name, no menu, no contact details. Zod-free,
 * so the public pages can hold it (ADR 0026).
 */
export const emptyPublicSite: PublicSite = {
  siteName: 'Denge',
  menu: [],
  contactPhone: '',
  contactEmail: '',
  contactAddress: null,
  tradeName: null,
  mersisNumber: null,
  taxNumber: null,
  whatsappNumber: null,
  whatsappMessage: null,
  socialLinks: { facebook: null, instagram: null, x: null, youtube: null },
  metaTitle: 'Denge',
  metaDescription: '',
  metaKeywords: '',
  logoUrl: null,
};
