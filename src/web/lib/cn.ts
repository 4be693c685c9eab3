/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** A NavLink's className: `base` plus `active` on the current page, `inactive` elsewhere. */
export const navLinkClass =
  (base: string, active: string, inactive: string) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(base, isActive ? active : inactive);
