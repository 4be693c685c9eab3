import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { publicMailMessages as messages } from '../messages.ts';

/**
 * /e-posta-iptal?token=…: the unsubscribe link of every bulk mail, without signing in. Opening the
 * page changes nothing (mail scanners follow links); the button confirms.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
        <MailX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {unsubscribe.isSuccess ? messages.done : messages.title}
      </h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {messages.doneDetail(unsubscribe.data.email)}
        </p>
      ) : !token ? (
        <ErrorBox message={messages.missingToken} />
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{messages.question}</p>
          {unsubscribe.error && <ErrorBox message={userMessageOr(unsubscribe.error, messages.error)} />}
          <Button onClick={() => unsubscribe.mutate(token)} isBusy={unsubscribe.isPending}>
            {unsubscribe.isPending ? messages.working : messages.confirm}
          </Button>
        </>
      )}
      <Link to="/" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
        {messages.home}
      </Link>
    </div>
  );
}
