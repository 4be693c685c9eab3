import { ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useVerifyKvkkRequest } from '../api/verify-kvkk-request.ts';
import { publicKvkkRequestsMessages as messages } from '../messages.ts';

/**
 * /kvkk/basvuru/onay?token=…: the link of the confirming mail. Opening the page changes nothing (mail
 * scanners follow links); the button sends the request on to the practice.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyKvkkRequest();

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {verify.isSuccess ? messages.verifiedTitle : messages.verifyTitle}
      </h1>
      {verify.isSuccess ? (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {messages.verified(formatTurkishDate(verify.data.kvkkRequest.deadlineDay))}
        </p>
      ) : !token ? (
        <ErrorBox message={messages.missingToken} />
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{messages.verifyQuestion}</p>
          {verify.error && <ErrorBox message={userMessageOr(verify.error, messages.verifyError)} />}
          <Button onClick={() => verify.mutate(token)} isBusy={verify.isPending}>
            {verify.isPending ? messages.verifying : messages.verify}
          </Button>
        </>
      )}
      <Link to="/" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
        {messages.home}
      </Link>
    </div>
  );
}
