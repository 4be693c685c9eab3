import { useState } from 'react';
import { appointmentPurposeLabels } from '../../../../../shared/appointment-constants.ts';
import type { BookingCalendar } from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useCancelVisitorAppointment, useVisitorAppointment } from '../api/visitor-appointment.ts';
import { publicAppointmentsMessages } from '../messages.ts';
import { VisitorMoveForm } from './visitor-move-form.tsx';

const messages = publicAppointmentsMessages.visit;

/**
 * A visitor's appointment from the mail's signed link (`/randevu?randevum=…`, ADR 0089): the day and
 * time, 'Randevuyu Taşı' and 'Randevuyu İptal Et' until the practice's cut-off. Opening the link
 * changes nothing. A move answers with the new link's token, which the page puts in the address.
 */
export function VisitorAppointmentBox({
  token,
  calendar,
  formatDay,
  onTokenChange,
}: {
  token: string;
  calendar: BookingCalendar;
  formatDay: (date: string) => string;
  onTokenChange: (token: string) => void;
}) {
  const appointment = useVisitorAppointment(token);
  const cancel = useCancelVisitorAppointment(token);
  const [isMoving, setIsMoving] = useState(false);
  const [movedTo, setMovedTo] = useState<{ date: string; time: string } | null>(null);
  const data = appointment.data;
  return (
    <section
      aria-label={messages.title}
      className="mx-auto mb-8 flex max-w-5xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white/90 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900/90"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{messages.title}</h2>
      {appointment.isPending && <p className="text-slate-700 dark:text-slate-300">{messages.loading}</p>}
      {appointment.isError && <ErrorBox message={userMessageOr(appointment.error, messages.loadError)} />}
      {movedTo && (
        <p role="status" className="text-emerald-900 dark:text-emerald-100">
          {messages.moved(formatDay(movedTo.date), movedTo.time)}
        </p>
      )}
      {data && (
        <>
          <p className="font-medium text-slate-900 dark:text-white">
            {messages.when(formatDay(data.date), data.time, appointmentPurposeLabels[data.purpose])}
          </p>
          {cancel.isSuccess ? (
            <p role="status" className="text-emerald-900 dark:text-emerald-100">
              {messages.cancelled}
            </p>
          ) : data.status === 'cancelled' ? (
            <p className="text-slate-700 dark:text-slate-300">{messages.alreadyCancelled}</p>
          ) : data.canChange && isMoving ? (
            <VisitorMoveForm
              token={token}
              calendar={calendar}
              onCancel={() => setIsMoving(false)}
              onMoved={(moved) => {
                setIsMoving(false);
                setMovedTo({ date: moved.date, time: moved.time });
                onTokenChange(moved.token);
              }}
            />
          ) : data.canChange ? (
            <>
              {cancel.isError && <ErrorBox message={userMessageOr(cancel.error, messages.cancelError)} />}
              <div className="flex flex-wrap gap-3">
                <Button
                  className="w-fit"
                  onClick={() => {
                    setMovedTo(null);
                    setIsMoving(true);
                  }}
                >
                  {messages.move}
                </Button>
                <Button variant="secondary" className="w-fit" isBusy={cancel.isPending} onClick={() => cancel.mutate()}>
                  {cancel.isPending ? messages.cancelling : messages.cancel}
                </Button>
              </div>
            </>
          ) : data.status === 'upcoming' ? (
            <p className="text-slate-700 dark:text-slate-300">{messages.closed(data.cutoffHours, data.contactPhone)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
