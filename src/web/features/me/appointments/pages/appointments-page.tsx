import { CalendarClock, CalendarDays, CalendarPlus, History } from 'lucide-react';
import { useState } from 'react';
import type { MyAppointment } from '../../../../../shared/schemas/appointments.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useBookMyAppointment } from '../api/book-appointment.ts';
import { useCancelMyAppointment } from '../api/cancel-appointment.ts';
import { useMyAppointments } from '../api/get-my-appointments.ts';
import { useMoveMyAppointment } from '../api/move-appointment.ts';
import { AppointmentSlotForm } from '../components/appointment-slot-form.tsx';
import { describeAppointmentDay, MyAppointmentCard } from '../components/my-appointment-card.tsx';
import { meAppointmentsMessages as messages } from '../messages.ts';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'book' }
  | { kind: 'move'; appointment: MyAppointment }
  | { kind: 'cancel'; appointment: MyAppointment };

/**
 * /kullanici/randevularim, 'Randevularım' (issue #44): upcoming and past appointments, a new booking
 * from the free slots, a cancellation or a move until the practice's cut-off.
 */
export function Component() {
  const showAlert = useAlert();
  const appointments = useMyAppointments();
  const book = useBookMyAppointment();
  const move = useMoveMyAppointment();
  const cancel = useCancelMyAppointment();
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const [cancelError, setCancelError] = useState<string | null>(null);
  const close = () => {
    setDialog({ kind: 'none' });
    setCancelError(null);
  };
  const openBooking = () => setDialog({ kind: 'book' });

  const confirmCancel = (appointment: MyAppointment) =>
    cancel.mutate(appointment.id, {
      onSuccess: () => {
        close();
        showAlert('success', messages.cancelled);
      },
      onError: (error) => setCancelError(userMessageOr(error, messages.cancelError)),
    });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          appointments.data ? (
            <Button onClick={openBooking}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {messages.newAppointment}
            </Button>
          ) : undefined
        }
      />
      <QueryState
        query={appointments}
        errorText={messages.loadError}
        retryText={messages.retry}
        isEmpty={(data) => data.upcoming.length === 0 && data.past.length === 0}
        empty={
          <EmptyState text={messages.empty} icon={CalendarDays}>
            <Button onClick={openBooking} className="mt-2">
              <CalendarPlus aria-hidden="true" className="size-4" />
              {messages.book}
            </Button>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <SectionCard title={messages.upcomingTitle} icon={CalendarClock}>
              {data.upcoming.length === 0 ? (
                <p className="text-slate-600 dark:text-slate-300">{messages.noUpcoming}</p>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2">
                  {data.upcoming.map((appointment) => (
                    <li key={appointment.id}>
                      <MyAppointmentCard
                        appointment={appointment}
                        cutoffHours={data.cutoffHours}
                        contactPhone={data.contactPhone}
                        onMove={(chosen) => setDialog({ kind: 'move', appointment: chosen })}
                        onCancel={(chosen) => setDialog({ kind: 'cancel', appointment: chosen })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
            {data.past.length > 0 && (
              <SectionCard title={messages.pastTitle} icon={History}>
                <ul className="grid gap-4 md:grid-cols-2">
                  {data.past.map((appointment) => (
                    <li key={appointment.id}>
                      <MyAppointmentCard
                        appointment={appointment}
                        cutoffHours={data.cutoffHours}
                        contactPhone={data.contactPhone}
                      />
                    </li>
                  ))}
                </ul>
              </SectionCard>
            )}
          </>
        )}
      </QueryState>

      {appointments.data && (
        <>
          <Dialog isOpen={dialog.kind === 'book'} onClose={close} title={messages.bookTitle}>
            <AppointmentSlotForm
              calendar={appointments.data.calendar}
              isOnlineAvailable={appointments.data.isOnlineAvailable}
              isMove={false}
              isBusy={book.isPending}
              onSubmit={async (values) => {
                await book.mutateAsync(values);
                close();
                showAlert('success', messages.booked);
              }}
            />
          </Dialog>
          <Dialog isOpen={dialog.kind === 'move'} onClose={close} title={messages.moveTitle}>
            {dialog.kind === 'move' && (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {messages.moveCurrent(
                    `${describeAppointmentDay(dialog.appointment.date)} ${dialog.appointment.time}`,
                  )}
                </p>
                <AppointmentSlotForm
                  calendar={appointments.data.calendar}
                  isOnlineAvailable={appointments.data.isOnlineAvailable}
                  isMove
                  isBusy={move.isPending}
                  onSubmit={async (values) => {
                    await move.mutateAsync({ id: dialog.appointment.id, date: values.date, time: values.time });
                    close();
                    showAlert('success', messages.moved);
                  }}
                />
              </div>
            )}
          </Dialog>
          <Dialog isOpen={dialog.kind === 'cancel'} onClose={close} title={messages.cancelTitle} className="max-w-sm">
            {dialog.kind === 'cancel' && (
              <div className="flex flex-col gap-4">
                <p className="text-slate-700 dark:text-slate-300">
                  {describeAppointmentDay(dialog.appointment.date)} {dialog.appointment.time}
                </p>
                {cancelError && <ErrorBox message={cancelError} />}
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
                    {messages.keep}
                  </Button>
                  <Button variant="danger" onClick={() => confirmCancel(dialog.appointment)} isBusy={cancel.isPending}>
                    {messages.cancelConfirm}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </>
      )}
    </div>
  );
}
