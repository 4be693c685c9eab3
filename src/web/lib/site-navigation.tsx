import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, useContext } from 'react';

// Links without a router (ADR 0027). A component that can be an island of a document page (the top
// bar, the carousels, 'Sepete Ekle') links through SiteLink / SiteNavLink and reads the path through
// useSitePathname, never through React Router: an island is hydrated on its own, with no router in
// the page, and the islands' download carries no React Router. Inside the app (the router's root
// route, app/router-navigation.tsx) the same components get React Router's Link and NavLink, so a
// click is a client-side navigation as before; in an island, a plain <a href>: a page load.

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export type SiteNavLinkProps = Omit<SiteLinkProps, 'className'> & {
  /** Active only on exactly this path, like React Router's NavLink `end`. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

export type SiteNavigation = {
  Link: ComponentType<SiteLinkProps>;
  NavLink: ComponentType<SiteNavLinkProps>;
  /** The page's path; a navigation (in the app) renders with the new one. */
  pathname: string;
};

function DocumentLink({ to, ...props }: SiteLinkProps) {
  return <a href={to} {...props} />;
}

/** A plain link to a document, active by the page's path (the navigation's, from the context). */
function DocumentNavLink({ to, end = false, className, ...props }: SiteNavLinkProps) {
  const pathname = useSitePathname();
  const isActive = end ? pathname === to : pathname === to || pathname.startsWith(`${to.replace(/\/$/, '')}/`);
  return (
    <a
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Plain links to documents: what a page without a router (an island) renders. */
export function documentNavigation(pathname: string): SiteNavigation {
  return { Link: DocumentLink, NavLink: DocumentNavLink, pathname };
}

const SiteNavigationContext = createContext<SiteNavigation>(
  documentNavigation(typeof window === 'undefined' ? '/' : window.location.pathname),
);

export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

export const useSitePathname = () => useContext(SiteNavigationContext).pathname;

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useContext(SiteNavigationContext);
  return <Link {...props} />;
}

export function SiteNavLink(props: SiteNavLinkProps) {
  const { NavLink } = useContext(SiteNavigationContext);
  return <NavLink {...props} />;
}
