import { ChevronDown, HeartPulse, Menu, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { PublicMenuItem, PublicSite } from '../../../../../shared/schemas/content.ts';
import { ThemeToggle } from '../../../../components/ui/theme.tsx';
import { cn } from '../../../../lib/cn.ts';
import { SiteLink, SiteNavLink, useSitePathname } from '../../../../lib/site-navigation.tsx';
import { CartMenu } from '../../shop/index.ts';
import { publicContentMessages as text } from '../messages.ts';
import { MenuIcon } from './menu-icon.tsx';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200';

/** The fixed top bar (spec 3 §2.3): logo, menu from data, 'Randevu Al', cart with count, theme toggle. */
export function SiteHeader({ site }: { site: PublicSite }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <SiteLink to="/" className="mr-auto flex items-center gap-2 text-brand-700 lg:mr-4 dark:text-brand-200">
          {/* The uploaded logo (Logo settings) is in the server-rendered data: no default logo flashes first. */}
          {site.logoUrl ? (
            <img
              src={site.logoUrl}
              alt={site.siteName}
              width={160}
              height={56}
              className="h-12 w-auto max-w-40 object-contain"
            />
          ) : (
            <>
              <HeartPulse aria-hidden="true" className="size-7" />
              <span className="text-lg font-bold">{site.siteName}</span>
            </>
          )}
        </SiteLink>
        <nav aria-label={text.siteMenu} className="mr-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {site.menu.map((item) => (
              <DesktopMenuItem key={item.id} item={item} />
            ))}
          </ul>
        </nav>
        <SiteLink
          to="/randevu"
          className="hidden min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-flex"
        >
          {text.appointment}
        </SiteLink>
        <CartMenu />
        <ThemeToggle />
        <MobileMenu site={site} />
      </div>
    </header>
  );
}

/** A top-level entry; with children it opens a dropdown on hover, or by its toggle from the keyboard. */
function DesktopMenuItem({ item }: { item: PublicMenuItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const pathname = useSitePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the dropdown
  useEffect(() => setIsOpen(false), [pathname]);

  if (item.children.length === 0) {
    return (
      <li>
        <SiteNavLink
          to={item.path}
          end
          className={({ isActive }) => cn(linkClass, isActive && 'text-brand-700 dark:text-brand-200')}
        >
          <MenuIcon name={item.icon} />
          {item.title}
        </SiteNavLink>
      </li>
    );
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      setIsOpen(false);
      toggleRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  };
  return (
    <li className="group relative flex items-center" onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <SiteLink to={item.path} className={cn(linkClass, 'pr-1')}>
        <MenuIcon name={item.icon} />
        {item.title}
      </SiteLink>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={text.subMenuOf(item.title)}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center rounded-lg px-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {/* Hover opens it without JavaScript too; the toggle is the keyboard's way in. */}
      <ul
        id={listId}
        className={cn(
          'absolute top-full left-0 z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg group-hover:block dark:border-slate-700 dark:bg-slate-900',
          isOpen ? 'block' : 'hidden',
        )}
      >
        {item.children.map((child) => (
          <li key={child.id}>
            <SiteLink to={child.path} className={cn(linkClass, 'flex w-full')}>
              <MenuIcon name={child.icon} />
              {child.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The phone and tablet menu: a <details> disclosure, so it opens even before (or without) JavaScript;
 * a navigation closes it.
 */
function MobileMenu({ site }: { site: PublicSite }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const pathname = useSitePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);
  return (
    <details ref={detailsRef} className="lg:hidden" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary
        aria-label={isOpen ? text.closeMenu : text.openMenu}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </summary>
      <nav
        aria-label={text.siteMenu}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <ul className="flex flex-col">
          {site.menu.map((item) => (
            <li key={item.id}>
              <SiteLink to={item.path} className={cn(linkClass, 'flex')}>
                <MenuIcon name={item.icon} />
                {item.title}
              </SiteLink>
              {item.children.length > 0 && (
                <ul className="ml-6 border-l border-slate-200 pl-2 dark:border-slate-700">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SiteLink to={child.path} className={cn(linkClass, 'flex')}>
                        <MenuIcon name={child.icon} />
                        {child.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <SiteLink
          to="/randevu"
          className="mt-3 flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {text.appointment}
        </SiteLink>
      </nav>
    </details>
  );
}
