import { HeartPulse, LayoutDashboard, Leaf, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { adminHomePath } from '../../../../shared/routes.ts';
import { ThemeToggle } from '../../../components/ui/theme.tsx';
import { useSession } from '../api/get-session.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import { TwoFactorForm } from '../components/two-factor-form.tsx';
import { authMessages } from '../messages.ts';

const featureIcons = [ShieldCheck, LayoutDashboard, Leaf];

/** /login: the dietitian's sign-in (spec 1 §2.2). Returns to the page the guard came from. */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const from = (location.state as { from?: Location } | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : adminHomePath;
  const [isCodeStep, setIsCodeStep] = useState(false);

  // The form shows at once. Opened by a page load, a signed-in user was already sent home by the
  // server (web-routes.ts); reached from inside the app, the session found here sends them home.
  useEffect(() => {
    if (session.data?.user?.role === 'admin') navigate(target, { replace: true });
  }, [session.data, navigate, target]);

  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <section className="relative hidden flex-col justify-between bg-gradient-to-br from-brand-700 to-brand-900 p-12 text-white lg:flex">
        <div className="flex items-center gap-2 text-lg font-semibold">
          <HeartPulse aria-hidden="true" className="size-7" /> Denge
        </div>
        <div>
          <h2 className="text-3xl font-bold leading-tight">Danışanlarınız için dengeli, sağlıklı bir yaşam.</h2>
          <ul className="mt-10 grid gap-4">
            {authMessages.features.map((feature, index) => {
              const Icon = featureIcons[index] ?? ShieldCheck;
              return (
                <li key={feature.title} className="flex items-start gap-4 rounded-xl bg-white/10 p-4">
                  <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
                  <div>
                    <p className="font-semibold">{feature.title}</p>
                    <p className="text-sm text-white/85">{feature.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <p className="text-sm text-white/80">© {new Date().getFullYear()} Denge</p>
      </section>
      <section className="flex flex-col items-center justify-center px-5 py-10">
        <div className="absolute top-4 right-4">
          <ThemeToggle />
        </div>
        <div className="w-full max-w-sm">
          <div className="mb-8 text-center">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              <ShieldCheck aria-hidden="true" className="size-3.5" /> {authMessages.secureBadge}
            </span>
            <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{authMessages.adminTitle}</h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{authMessages.adminTagline}</p>
          </div>
          {isCodeStep ? (
            <TwoFactorForm onSignedIn={() => navigate(target, { replace: true })} onBack={() => setIsCodeStep(false)} />
          ) : (
            <SignInForm
              audience="admin"
              onSignedIn={() => navigate(target, { replace: true })}
              onTwoFactorRequired={() => setIsCodeStep(true)}
            />
          )}
          {/* Below lg the brand panel is hidden; the tiles keep their descriptions, stacked so they read. */}
          <ul
            aria-label={authMessages.featuresLabel}
            className="mt-8 flex flex-col gap-2 text-sm text-slate-600 lg:hidden dark:text-slate-300"
          >
            {authMessages.features.map((feature) => (
              <li key={feature.title} className="rounded-lg bg-white p-3 shadow-sm dark:bg-slate-900">
                <span className="block font-semibold text-slate-900 dark:text-white">{feature.title}</span>
                <span className="block text-xs">{feature.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
