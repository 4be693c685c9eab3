import { HeartPulse } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { AdminAppearance } from '../../../../../shared/schemas/settings.ts';

/**
 * The saved colours as CSS variables on the admin layout's root. The rules below paint the panel's
 * accent (primary buttons, the selected menu item, steps, chips) and the side menu with them.
 */
export function adminAppearanceVariables(appearance: AdminAppearance | undefined): CSSProperties | undefined {
  if (!appearance) return undefined;
  return {
    '--admin-button-bg': appearance.buttonBackground,
    '--admin-button-text': appearance.buttonText,
    '--admin-menu-bg': appearance.menuBackground,
    '--admin-menu-text': appearance.menuText,
  } as CSSProperties;
}

// Outside Tailwind's layers, so these win over the utility classes they repaint. The values are the
// variables (checked #rrggbb colours on the server), never text interpolated into the sheet. The menu's
// current item is drawn in the menu's own colours, swapped: as readable as the menu (the server checks
// that pair), and never the button colour, which may be close to the menu's (issue #39). A hovered item
// keeps the menu's own pair too (a bar and an underline): a tint of the text colour under the text
// would take a pair just above 4.5:1 below it (white on the default #047857 fell to 4.2:1).
const appearanceRules = `
[data-admin-appearance][style] .bg-brand-700 { background-color: var(--admin-button-bg); color: var(--admin-button-text); }
[data-admin-appearance][style] .bg-brand-700:hover:not(:disabled) { filter: brightness(0.92); }
[data-admin-appearance][style] [data-admin-menu] { background-color: var(--admin-menu-bg); color: var(--admin-menu-text); }
[data-admin-appearance][style] [data-admin-menu] :is(a, button, span) { color: var(--admin-menu-text); }
[data-admin-appearance][style] [data-admin-menu] [aria-current="page"] { background-color: var(--admin-menu-text); color: var(--admin-menu-bg); }
[data-admin-appearance][style] [data-admin-menu] :is(a, button):not([aria-current="page"]):hover { background-color: transparent; box-shadow: inset 3px 0 0 var(--admin-menu-text); text-decoration: underline; text-underline-offset: 4px; }
`;

export function AdminAppearanceStyles() {
  return <style>{appearanceRules}</style>;
}

/**
 * The menu's logo, 160×56 (spec 2 §2): the uploaded one, or the default icon. While the settings are
 * not known yet an empty box of the same size stands in, so the default never flashes before it.
 */
export function AdminMenuLogo({ appearance }: { appearance: AdminAppearance | undefined }) {
  if (!appearance) return <span className="block h-14 w-40" aria-hidden="true" />;
  if (appearance.logoUrl)
    return <img src={appearance.logoUrl} alt="Logo" width={160} height={56} className="h-14 w-40 object-contain" />;
  return (
    <span className="flex h-14 w-40 items-center gap-2 text-brand-700 dark:text-brand-200">
      <HeartPulse aria-hidden="true" className="size-9" />
      <span className="text-xl font-bold">Denge</span>
    </span>
  );
}
