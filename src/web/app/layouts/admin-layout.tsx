import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { adminLoginPath } from '../../../shared/routes.ts';
import { cn } from '../../lib/cn.ts';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import {
  adminDocumentTitle,
  adminMenu,
  findActiveMenuPath,
  isMenuGroup,
  type MenuGroup,
  type MenuItem,
} from './admin-menu.ts';
import { useSignOut } from '../../features/auth/index.ts';
import { UnreadMessagesMenuBadge } from '../../features/admin/messages/index.ts';
import {
  AdminAppearanceStyles,
  AdminMenuLogo,
  adminAppearanceVariables,
  useAdminAppearance,
} from '../../features/admin/settings/index.ts';

/** The admin layout (spec 2 §2): 18 rem side menu, a drawer on small screens, footer with the year. */
export function Component() {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const location = useLocation();
  // The theme and colours saved in General settings, the same for every admin (issue #11).
  const appearance = useAdminAppearance().data?.appearance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setIsDrawerOpen(false), [location.pathname]);
  // Each screen's own tab title, from the menu (the server wrote the first one into the page).
  useEffect(() => {
    document.title = adminDocumentTitle(location.pathname);
  }, [location.pathname]);

  return (
    <div
      data-admin-appearance
      style={adminAppearanceVariables(appearance)}
      // The text colour is set here, not only on <body>: the dark theme is this element's class, so text
      // that names no colour of its own must inherit the theme's, not the light body's (issue #39).
      className={cn(
        'min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100',
        appearance?.colorMode === 'dark' && 'dark',
      )}
    >
      <AdminAppearanceStyles />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        İçeriğe geç
      </a>
      {isDrawerOpen && (
        <div
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
          aria-hidden="true"
          data-testid="drawer-backdrop"
          onClick={() => setIsDrawerOpen(false)}
        />
      )}
      <aside
        data-admin-menu
        id="admin-menu"
        aria-label="Yönetim menüsü"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-sidebar flex-col bg-white shadow-xl transition-transform duration-200 lg:translate-x-0 lg:shadow-none dark:bg-slate-900',
          'border-r border-slate-200 dark:border-slate-800',
          isDrawerOpen ? 'translate-x-0' : '-translate-x-full',
          !isDrawerOpen && 'max-lg:invisible',
        )}
      >
        <SideMenu onClose={() => setIsDrawerOpen(false)} logo={<AdminMenuLogo appearance={appearance} />} />
      </aside>
      <div className="flex min-h-dvh flex-col lg:pl-sidebar">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
          <button
            type="button"
            onClick={() => setIsDrawerOpen(true)}
            aria-label="Menüyü aç"
            aria-expanded={isDrawerOpen}
            aria-controls="admin-menu"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <span className="font-semibold">Denge Yönetim</span>
        </header>
        {/* At least a screen high (less the phone's header), so the footer starts below the fold and
            a screen whose data arrives never pushes it down in view (CLS, issue #17). */}
        <main id="admin-main" className="min-h-[calc(100dvh-3.5rem)] flex-1 p-4 sm:p-6 lg:min-h-dvh lg:p-8">
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </main>
        <footer className="border-t border-slate-200 px-6 py-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          © {new Date().getFullYear()} Denge. Tüm hakları saklıdır.
        </footer>
      </div>
    </div>
  );
}

function SideMenu({ onClose, logo }: { onClose: () => void; logo: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const activePath = findActiveMenuPath(location.pathname);
  const navRef = useRef<HTMLElement>(null);

  // The open group may sit below the menu's fold (Site Ayarları at 768 px): bring the current item into
  // the menu's view, scrolling the menu only, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current item changes
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current) scrollIntoMenuView(nav, current);
  }, [activePath]);

  const logOut = () => {
    try {
      localStorage.removeItem('isAuthenticated');
    } catch {
      // nothing stored
    }
    signOut.mutate(undefined, { onSettled: () => navigate(adminLoginPath, { replace: true }) });
  };

  return (
    <>
      <div className="flex h-20 items-center justify-between px-5">
        <Link to="/panel" className="flex items-center gap-2" aria-label="Kontrol paneli">
          {logo}
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label="Menüyü kapat"
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav ref={navRef} aria-label="Yönetim" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="flex flex-col gap-0.5">
          {adminMenu.map((entry) =>
            isMenuGroup(entry) ? (
              <MenuGroupItem key={entry.label} group={entry} activePath={activePath} />
            ) : (
              <li key={entry.path}>
                <MenuLink item={entry} isActive={activePath === entry.path} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <button
          type="button"
          onClick={logOut}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
        >
          <LogOut aria-hidden="true" className="size-5" /> Çıkış Yap
        </button>
      </div>
    </>
  );
}

/** Scrolls the menu so that `item` is inside it, centred when it was out of view. */
function scrollIntoMenuView(nav: HTMLElement, item: HTMLElement) {
  const menu = nav.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.top >= menu.top && box.bottom <= menu.bottom) return;
  nav.scrollTop += box.top - menu.top - (menu.height - box.height) / 2;
}

/** The entry that carries the count of the clients' unread messages (issue #42). */
const messagesMenuPath = '/messages';

function MenuLink({ item, isActive, isNested = false }: { item: MenuItem; isActive: boolean; isNested?: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.path}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        isNested && 'pl-9',
        isActive
          ? 'bg-brand-700 text-white'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      {!isNested && <Icon aria-hidden="true" className="size-5 shrink-0" />}
      {item.label}
      {item.path === messagesMenuPath && <UnreadMessagesMenuBadge />}
    </Link>
  );
}

function MenuGroupItem({ group, activePath }: { group: MenuGroup; activePath: string | null }) {
  const containsActive = group.items.some((item) => item.path === activePath);
  const [isOpen, setIsOpen] = useState(containsActive);
  // Opened in the same render that moves the current page into the group (not in an effect after it),
  // so the menu can scroll to the current item as soon as it is there.
  const [hadActive, setHadActive] = useState(containsActive);
  if (containsActive !== hadActive) {
    setHadActive(containsActive);
    if (containsActive) setIsOpen(true);
  }
  const Icon = group.icon;
  const listId = `menu-group-${group.label.replace(/\s+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
        className="flex min-h-10 w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 text-left">{group.label}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      {isOpen && (
        <ul id={listId} className="mt-0.5 flex flex-col gap-0.5">
          {group.items.map((item) => (
            <li key={item.path}>
              <MenuLink item={item} isActive={activePath === item.path} isNested />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
