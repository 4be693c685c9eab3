import { HeartPulse } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { ThemeToggle } from '../../components/ui/theme.tsx';
import { navLinkClass } from '../../lib/cn.ts';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';

const headerLinks = [
  { to: '/blog', label: 'Blog' },
  { to: '/urunler', label: 'Ürünler' },
  { to: '/randevu', label: 'Randevu Al' },
];

// The footer links of spec 3 §2.1; /hakkimizda, /hizmetler and /iletisim are not pages and lead to /.
const footerLinks = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/hakkimizda', label: 'Hakkımızda' },
  { to: '/hizmetler', label: 'Hizmetler' },
  { to: '/blog', label: 'Blog' },
  { to: '/iletisim', label: 'İletişim' },
];

/** The public site's frame: header, page, footer. Carries no admin or client-area code. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 text-brand-700 dark:text-brand-200">
            <HeartPulse aria-hidden="true" className="size-7" />
            <span className="text-lg font-bold">Denge</span>
          </Link>
          <nav aria-label="Site menüsü" className="ml-auto hidden sm:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={navLinkClass(
                      'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800',
                      'text-brand-700 dark:text-brand-200',
                      '',
                    )}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:ml-0">
            <Link
              to="/kullanici/giris"
              className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Danışan Girişi
            </Link>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <footer className="border-t border-slate-200 bg-white py-8 dark:border-slate-800 dark:bg-slate-900">
        <nav aria-label="Alt bilgi" className="mx-auto max-w-6xl px-4">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-brand-700 dark:text-slate-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
            © {new Date().getFullYear()} Denge. Tüm hakları saklıdır.
          </p>
        </nav>
      </footer>
    </div>
  );
}
