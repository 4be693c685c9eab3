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
 * The defaults of spec 2 §3/§9 (buttons #ef4444 with #ffffff text, a green menu with white text),
 * each darkened to the nearest shade that white text can be read on (WCAG AA 4.5:1): #ef4444 → #dc2626,
 * "green" → #047857 (ADR "admin appearance and logo on the server").
 */
export const defaultAdminColors: Record<AdminColorKey, string> = {
  buttonBackground: '#dc2626',
  buttonText: '#ffffff',
  menuBackground: '#047857',
  menuText: '#ffffff',
};

/** WCAG AA for normal text: the least contrast a text colour needs on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export const settingsValidationMessages = {
  colorMode: 'Tema seçin.',
  colorFormat: 'Renk #RRGGBB biçiminde olmalıdır (ör. #ef4444).',
  buttonContrast:
    'Buton yazı rengi buton arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
  menuContrast:
    'Menü yazı rengi menü arka planı üzerinde okunamıyor; daha koyu ya da daha açık bir renk seçin (kontrast en az 4,5:1).',
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
};

/** What every visitor's page needs of the settings: the logo (null: the default logo). */
export type SiteLogo = { logoUrl: string | null };
