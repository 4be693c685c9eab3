import { HeartPulse } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { clientHomePath } from '../../../../shared/routes.ts';
import { useAlert } from '../../../components/ui/alert-banner.tsx';
import { ThemeToggle } from '../../../components/ui/theme.tsx';
import { useSession } from '../api/get-session.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import { authMessages } from '../messages.ts';

/** /kullanici/giris: the client's sign-in (spec 1 §2.3). */
export function Component() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const session = useSession();

  // The form shows at once. Opened by a page load, a signed-in user was already sent home by the
  // server (web-routes.ts); reached from inside the app, the session found here sends them home.
  useEffect(() => {
    if (session.data?.user?.role === 'client') navigate(clientHomePath, { replace: true });
  }, [session.data, navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-5 py-10 dark:from-slate-900 dark:to-slate-950">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800">
        <div className="mb-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-2 text-brand-700 dark:text-brand-200"
            aria-label="Denge ana sayfa"
          >
            <HeartPulse aria-hidden="true" className="size-9" />
          </Link>
          <h1 className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">{authMessages.clientTitle}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{authMessages.clientTagline}</p>
        </div>
        <SignInForm
          audience="client"
          onSignedIn={() => {
            showAlert('success', authMessages.clientSuccess);
            navigate(clientHomePath, { replace: true });
          }}
        />
      </div>
    </main>
  );
}
