import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { publicAppointmentsMessages } from '../messages.ts';

const messages = publicAppointmentsMessages.leaveWaitlist;

/**
 * The waitlist mail's leave link lands here (`/randevu?bekleme-listesinden-cik=…`, ADR 0088): a
 * button, never a change on opening the link, so a mail scanner that follows links removes nobody.
 */
export function LeaveWaitlistBox({ token, formatDay }: { token: string; formatDay: (date: string) => string }) {
  const leave = useLeaveWaitlist();
  const isHydrated = useHydrated();
  const [leftDay, setLeftDay] = useState<string | null>(null);
  return (
    <section
      aria-label={messages.title}
      className="mx-auto mb-8 flex max-w-5xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900/90"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{messages.title}</h2>
      {leftDay ? (
        <p role="status" className="text-emerald-900 dark:text-emerald-100">
          {messages.success(leftDay)}
        </p>
      ) : (
        <>
          <p className="text-slate-700 dark:text-slate-300">{messages.lead}</p>
          {leave.isError && <ErrorBox message={userMessageOr(leave.error, messages.error)} />}
          <Button
            variant="secondary"
            className="w-fit"
            isBusy={leave.isPending}
            disabled={!isHydrated}
            onClick={() => leave.mutate(token, { onSuccess: ({ date }) => setLeftDay(formatDay(date)) })}
          >
            {messages.submit}
          </Button>
        </>
      )}
    </section>
  );
}
