import type { LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOr } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBox } from '../ui/error-box.tsx';

/** What ConfirmLinkPage reads of a TanStack mutation that takes the link's token. */
type TokenMutation<T> = {
  mutate: (token: string) => void;
  data: T | undefined;
  isSuccess: boolean;
  isPending: boolean;
  error: unknown;
};

type ConfirmLinkTexts<T> = {
  title: string;
  question: string;
  confirm: string;
  working: string;
  /** Shown when the action fails with no text of the server's own. */
  error: string;
  missingToken: string;
  doneTitle: string;
  done: (data: T) => string;
  home: string;
};

/**
 * The page a mail's link opens (`?token=…`), for an action that needs no sign-in: the KVKK request's
 * confirmation, the bulk mail's unsubscribe. Opening it changes nothing, since mail scanners follow
 * links; the button does the action, and the page says what was done.
 */
export function ConfirmLinkPage<T>({
  icon: Icon,
  action,
  texts,
}: {
  icon: LucideIcon;
  action: TokenMutation<T>;
  texts: ConfirmLinkTexts<T>;
}) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const isDone = action.isSuccess && action.data !== undefined;

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{isDone ? texts.doneTitle : texts.title}</h1>
      {isDone ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {texts.done(action.data as T)}
        </p>
      ) : !token ? (
        <ErrorBox message={texts.missingToken} />
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{texts.question}</p>
          {action.error ? <ErrorBox message={userMessageOr(action.error, texts.error)} /> : null}
          <Button onClick={() => action.mutate(token)} isBusy={action.isPending}>
            {action.isPending ? texts.working : texts.confirm}
          </Button>
        </>
      )}
      <Link to="/" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
        {texts.home}
      </Link>
    </div>
  );
}
