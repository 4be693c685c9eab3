import {
  CalendarDays,
  Dumbbell,
  HeartPulse,
  Home,
  LogOut,
  MessagesSquare,
  NotebookPen,
  Salad,
  User,
} from 'lucide-react';
import { useEffect, useRef, useState, useCallback } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { HydratedApart } from '../../components/screen/hydrated-apart.tsx';
import { ThemeToggle } from '../../components/ui/theme.tsx';
import { navLinkClass } from '../../lib/cn.ts';
import { ClientAppUpdate } from '../client-app/client-app-update.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { NotificationBellSlot, UnreadMessagesBadgeSlot } from './client-header-slots.tsx';
import { useSession } from '../../features/auth/index.ts';
import { meOfflineMessages } from '../../features/me/offline/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useClientSignOut } from './use-client-sign-out.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useSiteLogo } from '../../features/public/settings/index.ts';
import { ConsentGate } from '../../features/me/consents/index.ts';

const navItems = [
  { to: '/kullanici', label: 'Anasayfa', shortLabel: 'Anasayfa', icon: Home, end: true },
  { to: '/kullanici/beslenme', label: 'Beslenme Programı', shortLabel: 'Beslenme', icon: Salad, end: false },
  { to: '/kullanici/kalori-gunlugu', label: 'Kalori Günlüğü', shortLabel: 'Günlük', icon: NotebookPen, end: false },
  { to: '/kullanici/egzersiz', label: 'Egzersiz', shortLabel: 'Egzersiz', icon: Dumbbell, end: false },
  { to: '/kullanici/mesajlar', label: 'Mesajlar', shortLabel: 'Mesajlar', icon: MessagesSquare, end: false },
  { to: '/kullanici/randevularim', label: 'Randevularım', shortLabel: 'Randevu', icon: CalendarDays, end: false },
] as const;

/** The tab whose icon carries the unread messages' count (issue #42). */
const messagesPath = '/kullanici/mesajlar';

/**
 * The client area layout (spec 1 §2.4): header with navigation and menus, the bottom bar on phones
 * (the spec's items, 'Mesajlar' of issue #42 and 'Randevularım' of issue #44; 'Profil' stays in the
 * header's profile menu, which phones show too, so the bar keeps six items, ADR 0080).
 */
export function Component() {
  // The site logo (Logo settings); until it is known an empty box, so the default never flashes first.
  const logo = useSiteLogo().data;
  const logoUrl = logo?.logoUrl ?? null;
  return (
    <div className="min-h-dvh bg-slate-50 pb-20 md:pb-0 dark:bg-slate-950">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link
            to="/kullanici"
            className="flex items-center gap-2 text-brand-700 dark:text-brand-200"
            aria-label="Danışan ana sayfası"
          >
            {!logo ? (
              <span aria-hidden="true" className="block h-10 w-32" />
            ) : logoUrl ? (
              <img src={logoUrl} alt="Logo" className="h-10 w-auto max-w-32 object-contain" />
            ) : (
              <>
                <HeartPulse aria-hidden="true" className="size-8" />
                <span className="text-lg font-bold">Denge</span>
              </>
            )}
          </Link>
          {/* The menus hydrate apart from the screen (HydratedApart): the phone's main thread in short tasks. */}
          <HydratedApart>
            <DesktopNav />
          </HydratedApart>
          <div className="ml-auto flex items-center gap-1">
            <HydratedApart>
              <NotificationBellSlot />
              <ThemeToggle />
              <ProfileMenu />
            </HydratedApart>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <RouteErrorBoundary>
          {/* The consent step comes first when it is needed (issue #43, ADR 0081). */}
          <ConsentGate>
            <Outlet />
          </ConsentGate>
        </RouteErrorBoundary>
      </main>
      <HydratedApart>
        <BottomBar />
      </HydratedApart>
      <HydratedApart>
        <ClientAppUpdate />
      </HydratedApart>
    </div>
  );
}

function DesktopNav() {
  return (
    <nav aria-label="Danışan menüsü" className="hidden flex-1 md:block">
      <ul className="flex items-center gap-1">
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={navLinkClass(
                'rounded-lg px-3 py-2 text-sm font-medium',
                'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
                'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <span className="relative">
                {item.label}
                {item.to === messagesPath && <UnreadMessagesBadgeSlot />}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const closePopup = useCallback(() => setIsOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const session = useSession();
  const signOut = useClientSignOut();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setIsOpen(false), [location.pathname]);
  useDismiss(isOpen, container, closePopup);

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="profile-menu"
        aria-label="Profil menüsü"
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-800 hover:bg-brand-200 dark:bg-brand-900 dark:text-brand-100"
      >
        <User aria-hidden="true" className="size-5" />
      </button>
      {isOpen && (
        <div
          id="profile-menu"
          className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {session.data?.user && (
            <p className="truncate px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{session.data.user.name}</p>
          )}
          <Link
            to="/kullanici/profil"
            className="flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <User aria-hidden="true" className="size-4" /> Profil
          </Link>
          <button
            type="button"
            onClick={() => {
              setIsOpen(false);
              void signOut.requestSignOut();
            }}
            className="flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-sm text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
          >
            <LogOut aria-hidden="true" className="size-4" /> Çıkış Yap
          </button>
        </div>
      )}
      <Dialog
        isOpen={signOut.waitingCount > 0}
        onClose={signOut.cancel}
        title={meOfflineMessages.signOutTitle}
        className="max-w-md"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {meOfflineMessages.signOutText(signOut.waitingCount)}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={signOut.cancel}>
            {meOfflineMessages.signOutCancel}
          </Button>
          <Button variant="danger" onClick={() => void signOut.confirm()} isBusy={signOut.isPending}>
            {meOfflineMessages.signOutConfirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function BottomBar() {
  const items = navItems;
  return (
    <nav
      aria-label="Alt menü"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="grid grid-cols-6">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={navLinkClass(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  'text-brand-700 dark:text-brand-200',
                  'text-slate-600 dark:text-slate-400',
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  {item.to === messagesPath && <UnreadMessagesBadgeSlot />}
                </span>
                {item.shortLabel}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
