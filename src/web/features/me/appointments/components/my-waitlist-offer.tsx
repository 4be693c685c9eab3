import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useJoinMyWaitlist } from '../api/join-waitlist.ts';
import { meAppointmentsMessages } from '../messages.ts';

const messages = meAppointmentsMessages.waitlist;

/** 'Bu gün dolu — bekleme listesine katıl' for a signed-in client: one button, the account's e-mail (ADR 0088). */
export function MyWaitlistOffer({ date, dayLabel }: { date: string; dayLabel: string }) {
  const titleId = useId();
  const join = useJoinMyWaitlist();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-amber-950 dark:text-amber-100">
        <BellRing aria-hidden="true" className="size-5" />
        {messages.title}
      </h3>
      {join.isSuccess ? (
        <p role="status" className="text-emerald-900 dark:text-emerald-100">
          {messages.success(dayLabel)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-800 dark:text-slate-200">{messages.lead(dayLabel)}</p>
          {join.isError && <ErrorBox message={userMessageOr(join.error, messages.error)} />}
          <Button variant="secondary" isBusy={join.isPending} onClick={() => join.mutate({ date })}>
            {join.isPending ? messages.submitting : messages.submit}
          </Button>
        </>
      )}
    </section>
  );
}
