import { useMemo } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { type SiteNavigation, SiteNavigationProvider } from '../lib/site-navigation.tsx';

/**
 * The router's root element: SiteLink and SiteNavLink (lib/site-navigation.tsx) become React
 * Router's Link and NavLink for every page under it, so the top bar's and the cards' links navigate
 * client-side in the app, while the same components, as islands of a document page, render plain
 * links (ADR 0027).
 */
export function RouterNavigation() {
  const { pathname } = useLocation();
  const navigation = useMemo<SiteNavigation>(() => ({ Link, NavLink, pathname }), [pathname]);
  return (
    <SiteNavigationProvider value={navigation}>
      <Outlet />
    </SiteNavigationProvider>
  );
}
