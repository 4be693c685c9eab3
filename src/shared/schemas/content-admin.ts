import { emailField } from '../fields/email-field.ts';
import { phoneField, whatsappNumberField } from '../fields/phone-field.ts';
import { textField } from '../fields/text-field.ts';
import { missingImageMessage } from '../uploads.ts';
import { z } from '../zod-turkish.ts';
import { type MenuIconName, menuIconNames } from './content.ts';

// The CMS screens' inputs and answers (spec 3 §2.10, §3–§5): home page settings, sliders, menus,
// about, services, testimonials, fixed sections, team and the WhatsApp button. One schema per form,
// parsed by the form and by the route. Texts the spec gives are kept word for word.

export const contentValidationMessages = {
  // Home page settings (§5)
  contactPhoneRequired: 'İletişim telefonu gereklidir.',
  contactPhoneInvalid: 'Geçerli bir telefon numarası girin (ör. 0216 555 12 34).',
  contactEmailRequired: 'İletişim e-postası gereklidir.',
  contactEmailInvalid: 'Geçerli bir e-posta adresi giriniz',
  // Slider (§5)
  sliderTitleRequired: 'Lütfen bir başlık girin.',
  sliderImageRequired: missingImageMessage,
  // Menu (§5)
  menuTitleRequired: 'Menü başlığı gereklidir.',
  menuPathRequired: 'Menü yolu gereklidir.',
  menuPathInvalid: 'Yol "/" ile başlamalı ya da http(s):// adresi olmalıdır.',
  menuIconInvalid: 'Listeden bir ikon seçin.',
  menuParentInvalid: 'Üst menü yalnızca ana seviyedeki bir menü olabilir.',
  menuHasChildren: 'Alt menüleri olan bir menü başka bir menünün altına taşınamaz.',
  // About (§5)
  aboutTitleRequired: 'Başlık gereklidir.',
  aboutContentRequired: 'İçerik gereklidir.',
  // Service (§5)
  serviceNameRequired: 'Hizmet başlığı gereklidir.',
  serviceTextRequired: 'Hizmet açıklaması gereklidir.',
  // Testimonial (§5)
  clientNameRequired: 'Danışan adı gereklidir.',
  commentRequired: 'Yorum gereklidir.',
  ratingRange: 'Puan 1 ile 5 arasında olmalıdır.',
  // Fixed section (§5)
  sectionTitleRequired: 'Başlık gereklidir.',
  buttonTextRequired: 'Buton metni gereklidir.',
  buttonLinkRequired: 'Buton bağlantısı gereklidir.',
  buttonLinkInvalid: 'Bağlantı "/" veya "#" ile başlamalı ya da http(s):// adresi olmalıdır.',
  // Team (§5): one text for every missing field
  teamRequired: 'Lütfen gerekli alanları doldurun',
  // WhatsApp
  whatsappNumberInvalid: 'WhatsApp için geçerli bir Türkiye telefon numarası girin (örnek: 0532 123 45 67).',
  // Shared
  imageInvalid: 'Görsel geçersiz. Lütfen görseli yeniden yükleyin.',
  tooLong: (max: number) => `En fazla ${max} karakter girilebilir.`,
} as const;

const m = contentValidationMessages;

/** A required single-line text: trimmed, not blank, bounded. */
const requiredLine = (message: string, max = 200) =>
  textField({ error: message }).trim().min(1, message).max(max, m.tooLong(max));
/** A required multi-line text. */
const requiredText = (message: string, max = 5000) =>
  textField({ error: message, multiline: true }).trim().min(1, message).max(max, m.tooLong(max));
/** An optional text: blank becomes null. */
const optionalText = (max: number, multiline = false) =>
  textField({ multiline })
    .trim()
    .max(max, m.tooLong(max))
    .nullish()
    .transform((value) => value || null);

/** An optional text a save may leave out (then kept as it is); blank clears it. */
const optionalKeptText = (max: number) =>
  textField()
    .trim()
    .max(max, m.tooLong(max))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A site path ("/blog") or a web address; used by menus. */
const isLink = (value: string) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value);
/** Buttons may also point at a place on the page ("#iletisim"). */
const isButtonLink = (value: string) => isLink(value) || /^#\S*$/.test(value);

/**
 * The picture a form sends: the uploaded image's key (a new upload or the one the record has), or,
 * for a record whose picture is not an upload (the demo's /demo/*.webp), that picture's URL unchanged.
 * The server never takes a new URL from the browser: a URL that is not the record's own is refused.
 */
export const imageRefSchema = z
  .object({
    key: textField().trim().max(300).nullable(),
    url: textField().trim().max(2000).nullable(),
  })
  .nullable();
export type ImageRef = z.infer<typeof imageRefSchema>;

// ---- Home page settings (/site-settings/index) ----
// SEO and contact only: the home page's hero is the hero fixed section (/fixed-sections-settings) and
// its services carousel the services list (/services-settings), each edited in one place (ADR 0061).

export const saveSiteSettingsSchema = z.object({
  metaTitle: optionalText(200),
  metaDescription: optionalText(500, true),
  metaKeywords: optionalText(500),
  contactPhone: phoneField({ required: m.contactPhoneRequired, invalid: m.contactPhoneInvalid }),
  contactEmail: emailField({ required: m.contactEmailRequired, invalid: m.contactEmailInvalid }),
  // The seller's details in the footer (issue #43, ADR 0076); optional until the shop sells.
  tradeName: optionalKeptText(200),
  mersisNumber: optionalKeptText(40),
  taxNumber: optionalKeptText(100),
});
export type SaveSiteSettingsInput = z.input<typeof saveSiteSettingsSchema>;
export type SaveSiteSettings = z.output<typeof saveSiteSettingsSchema>;

export type AdminImage = { key: string | null; url: string };
export type AdminSiteSettings = {
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  contactPhone: string;
  contactEmail: string;
  tradeName: string | null;
  mersisNumber: string | null;
  taxNumber: string | null;
  whatsappNumber: string | null;
  whatsappMessage: string | null;
  /** The version the screen sends back with its save (ADR 0053); 0 while never saved. */
  version: number;
};

// ---- WhatsApp button (/social-media/wp-settings) ----

export const saveWhatsappSettingsSchema = z.object({
  // Typed as people type it ('0532 123 45 67', '+90 532…'), stored as the wa.me link wants it (issue #39 item 10).
  whatsappNumber: whatsappNumberField({ invalid: m.whatsappNumberInvalid }),
  whatsappMessage: optionalText(500, true),
});
export type SaveWhatsappSettingsInput = z.input<typeof saveWhatsappSettingsSchema>;
export type WhatsappSettings = { whatsappNumber: string | null; whatsappMessage: string | null; version: number };

// ---- Sliders ----

export const saveSliderSchema = z.object({
  title: requiredLine(m.sliderTitleRequired),
  description: optionalText(1000, true),
  image: imageRefSchema.refine((value) => value !== null, m.sliderImageRequired),
});
export type SaveSliderInput = z.input<typeof saveSliderSchema>;
export type AdminSlider = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  title: string;
  description: string | null;
  image: AdminImage;
  createdAt: string;
};

// ---- Activation and ordering (menus, services, testimonials, team members) ----

export const setActiveSchema = z.object({ isActive: z.boolean({ error: 'Durum seçin.' }) });
export const moveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Yön "up" ya da "down" olmalıdır.' }),
});
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

// ---- Menus ----

export const saveMenuSchema = z.object({
  title: requiredLine(m.menuTitleRequired, 100),
  path: requiredLine(m.menuPathRequired, 500).refine(isLink, m.menuPathInvalid),
  icon: z
    .enum(menuIconNames, { error: m.menuIconInvalid })
    .nullish()
    .transform((value) => value ?? null),
  parentId: z
    .uuid({ error: m.menuParentInvalid })
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type SaveMenuInput = z.input<typeof saveMenuSchema>;
export type AdminMenu = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  title: string;
  path: string;
  icon: MenuIconName | null;
  parentId: string | null;
  orderNumber: number;
  isActive: boolean;
};

// ---- About (one record) ----

export const ABOUT_CONTENT_MAX = 50_000;
export const saveAboutSchema = z.object({
  title: requiredLine(m.aboutTitleRequired),
  content: requiredText(m.aboutContentRequired, ABOUT_CONTENT_MAX),
  image: imageRefSchema.default(null),
  isActive: z.boolean().default(true),
});
export type SaveAboutInput = z.input<typeof saveAboutSchema>;
export type AdminAbout = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  image: AdminImage | null;
  isActive: boolean;
  updatedAt: string;
};

// ---- Services ----

export const saveServiceSchema = z.object({
  title: requiredLine(m.serviceNameRequired),
  description: requiredText(m.serviceTextRequired, 2000),
  image: imageRefSchema.default(null),
  isActive: z.boolean().default(true),
});
export type SaveServiceInput = z.input<typeof saveServiceSchema>;
export type AdminService = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  title: string;
  description: string;
  image: AdminImage | null;
  orderNumber: number;
  isActive: boolean;
};

// ---- Testimonials ----

export const saveTestimonialSchema = z.object({
  clientName: requiredLine(m.clientNameRequired, 100),
  clientTitle: optionalText(100),
  comment: requiredText(m.commentRequired, 2000),
  rating: z.number({ error: m.ratingRange }).int(m.ratingRange).min(1, m.ratingRange).max(5, m.ratingRange).default(5),
  image: imageRefSchema.default(null),
  isActive: z.boolean().default(true),
});
export type SaveTestimonialInput = z.input<typeof saveTestimonialSchema>;
export type AdminTestimonial = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  clientName: string;
  clientTitle: string | null;
  comment: string;
  rating: number;
  image: AdminImage | null;
  isActive: boolean;
  createdAt: string;
};

// ---- Fixed sections (hero, contact) ----

export const saveFixedSectionSchema = z.object({
  title: requiredLine(m.sectionTitleRequired),
  /** Only the hero shows it (§5); the server keeps the contact section's content unchanged. */
  content: optionalText(2000, true),
  buttonText: requiredLine(m.buttonTextRequired, 60),
  buttonLink: requiredLine(m.buttonLinkRequired, 500).refine(isButtonLink, m.buttonLinkInvalid),
  isActive: z.boolean().default(true),
});
export type SaveFixedSectionInput = z.input<typeof saveFixedSectionSchema>;
export type AdminFixedSection = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  sectionType: 'hero' | 'contact';
  title: string;
  content: string | null;
  buttonText: string;
  buttonLink: string;
  isActive: boolean;
};

// ---- Team ----

export const saveTeamSettingsSchema = z.object({
  isSectionActive: z.boolean({ error: m.teamRequired }),
  sectionTitle: requiredLine(m.teamRequired, 100),
  sectionDescription: optionalText(1000, true),
});
export type SaveTeamSettingsInput = z.input<typeof saveTeamSettingsSchema>;
/** `version`: what the settings form sends back with its save (ADR 0053); 0 while never saved. */
export type AdminTeamSettings = z.output<typeof saveTeamSettingsSchema> & { version: number };

export const saveTeamMemberSchema = z.object({
  fullName: requiredLine(m.teamRequired, 100),
  title: requiredLine(m.teamRequired, 100),
  description: optionalText(1000, true),
  photo: imageRefSchema.default(null),
  isActive: z.boolean().default(true),
});
export type SaveTeamMemberInput = z.input<typeof saveTeamMemberSchema>;
export type AdminTeamMember = {
  id: string;
  /** What the edit form sends back with its save (ADR 0053). */
  version: number;
  fullName: string;
  title: string;
  description: string | null;
  photo: AdminImage | null;
  orderNumber: number;
  isActive: boolean;
};
export type AdminTeam = { settings: AdminTeamSettings; members: AdminTeamMember[] };

/** Texts the server answers for CMS writes. */
export const contentAdminErrorMessages = {
  sliderNotFound: 'Slider bulunamadı.',
  aboutNotFound: 'Hakkımızda kaydı bulunamadı.',
  menuNotFound: 'Menü bulunamadı.',
  serviceNotFound: 'Hizmet bulunamadı.',
  testimonialNotFound: 'Yorum bulunamadı.',
  sectionNotFound: 'Bölüm bulunamadı.',
  memberNotFound: 'Ekip üyesi bulunamadı.',
  imageNotOwn: m.imageInvalid,
} as const;
