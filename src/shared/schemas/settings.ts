import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

// General settings and logo settings of the admin panel (spec 2 "General settings", "Logo settings",
// §3, §8, §9). Stored on the server (one row), so every admin sees the same panel; the logo is a site
// setting shown to every visitor, admin and client.

export const adminColorModes = ['light', 'dark'] as const;
export type AdminColorMode = (typeof adminColorModes)[number];

export const adminColorKeys = ['buttonBackground', 'buttonText', 'menuBackground', 'menuText'] as const;
export type AdminColorKey = (typeof adminColorKeys)[number];

/**
 * The defaults of spec 2 §3/§9 made readable and distinct: the "green" menu darkened to the nearest
 * shade white text can be read on (WCAG AA 4.5:1, #047857), and the buttons in the site's own teal
 * instead of the spec's red #ef4444, which made every Save look like a Delete (ADR 0062; white on
 * #0f766e is 5.5:1).
 */
export const defaultAdminColors: Record<AdminColorKey, string> = {
  buttonBackground: '#0f766e',
  buttonText: '#ffffff',
  menuBackground: '#047857',
  menuText: '#ffffff',
};

/** The destructive buttons' red (Sil, delete confirmations): the one colour a button setting may not take. */
export const DESTRUCTIVE_BUTTON_COLOR = '#b91c1c';

/** WCAG AA for normal text: the least contrast a text colour needs on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export const settingsValidationMessages = {
  colorMode: 'Tema seçin.',
  colorFormat: 'Renk #RRGGBB biçiminde olmalıdır (ör. #ef4444).',
  buttonContrast:
    'Buton yazı rengi buton arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
  menuContrast:
    'Menü yazı rengi menü arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
  buttonLooksDestructive:
    'Bu renk silme butonlarının kırmızısına çok yakın; kaydetme butonları silme butonlarından ayırt edilemez. Başka bir renk seçin.',
  logoRequired: 'Lütfen bir logo seçin.',
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/;

const colorField = textField({ error: settingsValidationMessages.colorFormat })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOR, settingsValidationMessages.colorFormat);

/** Whether the text is a colour the settings accept (#rrggbb). */
export const isHexColor = (value: string) => HEX_COLOR.test(value.trim().toLowerCase());

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Hue (0–360), saturation and lightness (0–1) of a #rrggbb colour. */
function toHsl(hex: string): { hue: number; saturation: number; lightness: number } {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: (sector * 60 + 360) % 360, saturation, lightness };
}

/**
 * A strong red that reads as the destructive buttons' colour (DESTRUCTIVE_BUTTON_COLOR): a hue within
 * 15° of red, clearly saturated and neither near-black nor pastel. Primary buttons may not take it.
 */
export function looksDestructive(hex: string): boolean {
  const { hue, saturation, lightness } = toHsl(hex);
  return (hue <= 15 || hue >= 345) && saturation >= 0.5 && lightness >= 0.2 && lightness <= 0.7;
}

export const updateAppearanceSchema = z
  .object({
    colorMode: z.enum(adminColorModes, { error: settingsValidationMessages.colorMode }),
    buttonBackground: colorField,
    buttonText: colorField,
    menuBackground: colorField,
    menuText: colorField,
  })
  .superRefine((colors, ctx) => {
    // The panel stays readable for every admin: a pair nobody can read is refused, not stored.
    if (contrastRatio(colors.buttonBackground, colors.buttonText) < MIN_TEXT_CONTRAST)
      ctx.addIssue({ code: 'custom', path: ['buttonText'], message: settingsValidationMessages.buttonContrast });
    // A Save must never look like a Delete (issue #39).
    if (looksDestructive(colors.buttonBackground))
      ctx.addIssue({
        code: 'custom',
        path: ['buttonBackground'],
        message: settingsValidationMessages.buttonLooksDestructive,
      });
    if (contrastRatio(colors.menuBackground, colors.menuText) < MIN_TEXT_CONTRAST)
      ctx.addIssue({ code: 'custom', path: ['menuText'], message: settingsValidationMessages.menuContrast });
  });
export type UpdateAppearanceInput = z.input<typeof updateAppearanceSchema>;
export type UpdateAppearance = z.output<typeof updateAppearanceSchema>;

/** The logo form sends the key the upload field got from the upload route (kind 'logo'). */
export const updateLogoSchema = z.object({
  logoKey: textField({ error: settingsValidationMessages.logoRequired })
    .trim()
    .min(1, settingsValidationMessages.logoRequired)
    .max(200, settingsValidationMessages.logoRequired),
});

/** The admin panel's look: colour mode, four colours and the logo (null: the default logo). */
export type AdminAppearance = Record<AdminColorKey, string> & {
  colorMode: AdminColorMode;
  logoUrl: string | null;
  /** What the general settings form sends back with its save (ADR 0053); 0 while never saved. */
  version: number;
};

/** What every visitor's page needs of the settings: the logo (null: the default logo). */
export type SiteLogo = { logoUrl: string | null };
