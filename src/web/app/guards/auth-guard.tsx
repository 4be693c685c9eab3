import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Role } from '../../../shared/constants.ts';
import type { SessionResponse } from '../../../shared/schemas/auth.ts';
import { adminLoginPath, clientLoginPath } from '../../../shared/routes.ts';
import { FullPageSpinner, Spinner } from '../../components/ui/spinner.tsx';
import { getSessionQueryOptions, pageSessionFor, signOut } from '../../features/auth/index.ts';
import { ServerPageContext } from '../page-frame.ts';
import { onSessionEnd } from '../../lib/session-end.ts';

const loginPathOf: Record<Role, string> = { admin: adminLoginPath, client: clientLoginPath };

/**
 * Checks the session with the server on every path change (spec 1 §4). The first check shows a
 * full-page spinner; later checks show a small one while the current page stays in place. A page the
 * server sent with the session of its request already holds the first check's answer (ADR 0033):
 * the area and its screen render at once and their reads start without waiting for a round trip. A user
 * without the right role is signed out and sent to the role's sign-in page; the admin side carries
 * the origin so that /login can return there.
 */
export function AuthGuard({ audience: role }: { audience: Role }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // On the server (a private page rendered with its session, ADR 0035) the session comes by context.
  const serverPage = useContext(ServerPageContext);
  const [isAllowedByPage] = useState(() =>
    acceptPageSession(queryClient, role, serverPage ? serverPage.session : pageSessionFor(location.pathname)),
  );
  const [isAllowed, setIsAllowed] = useState(isAllowedByPage);
  const [isChecking, setIsChecking] = useState(!isAllowedByPage);
  const checkId = useRef(0);

  /** Asks the server for the session; a user of another role, or none, goes to the role's sign-in page. */
  const checkSession = () => {
    const id = ++checkId.current;
    setIsChecking(true);
    queryClient
      .fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 })
      .catch(() => ({ user: null }))
      .then(async ({ user }) => {
        if (id !== checkId.current) return;
        if (user?.role === role) {
          setIsAllowed(true);
          setIsChecking(false);
          return;
        }
        if (user) await signOut().catch(() => {});
        queryClient.clear();
        queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: null });
        navigate(loginPathOf[role], { replace: true, state: role === 'admin' ? { from: location } : undefined });
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs per path change by design
  useEffect(() => {
    if (pageSessionFor(location.pathname)?.user?.role === role) return; // answered by the page itself
    checkSession();
  }, [location.pathname]);

  // And whenever the session may have ended without a path change: signed out in another tab, or a
  // request of this page answered 401 (issue #39). The page then goes to the sign-in page at once,
  // instead of working on until a save fails.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed again per path, so the check sends the current path as the sign-in page's origin
  useEffect(() => onSessionEnd(checkSession), [location.pathname]);

  if (!isAllowed) return <FullPageSpinner label="Oturum kontrol ediliyor..." />;
  return (
    <>
      {isChecking && (
        <div className="fixed top-2 left-1/2 z-[70] -translate-x-1/2 rounded-full bg-white p-1.5 shadow dark:bg-slate-800">
          <Spinner className="size-4 text-brand-600" label="Oturum kontrol ediliyor..." />
        </div>
      )}
      <Outlet />
    </>
  );
}

/**
 * True when the page arrived with a session of this role; the session query then starts with it, so
 * the area's frame (the client layout shows the name) does not ask for it again.
 */
function acceptPageSession(queryClient: QueryClient, role: Role, session: SessionResponse | null): boolean {
  if (session?.user?.role !== role) return false;
  queryClient.setQueryData(getSessionQueryOptions().queryKey, session);
  return true;
}
