import { CalendarClock, CalendarDays, CalendarOff, CalendarPlus, Clock, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import type { Appointment, AppointmentStatus } from '../../../../../shared/schemas/appointments.ts';
import type { AdminWaitlistEntry } from '../../../../../shared/schemas/appointments-waitlist.ts';
import { PagedList, useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useDeleteAppointment } from '../api/delete-appointment.ts';
import { useAppointments } from '../api/get-appointments.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useDaysOff } from '../api/get-days-off.ts';
import { useWaitlist } from '../api/get-waitlist.ts';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry.ts';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status.ts';
import { useLiveAppointmentChanges } from '../api/use-live-appointment-changes.ts';
import { AppointmentCard } from '../components/appointment-card.tsx';
import { AppointmentStatistics } from '../components/appointment-statistics.tsx';
import { AppointmentWizard } from '../components/appointment-wizard.tsx';
import { AvailabilityForm } from '../components/availability-form.tsx';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { DaysOffCard } from '../components/days-off-card.tsx';
import { WaitlistCard } from '../components/waitlist-card.tsx';
import { adminAppointmentsMessages as messages } from '../messages.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';

type WizardState = { isOpen: false } | { isOpen: true; appointment: Appointment | null };

/** Appointments (/appointments, 'Randevular'): statistics, the list date ascending, hours, calendar feed. */
export function Component() {
  const showAlert = useAlert();
  const removal = useConfirmedDelete<Appointment, unknown>(useDeleteAppointment(), {
    deletedText: messages.deleted,
    errorText: messages.deleteError,
  });
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState<WizardState>({ isOpen: false });
  const appointments = useAppointments(page);
  const availability = useAvailability();
  const calendarFeed = useCalendarFeed();
  const daysOff = useDaysOff();
  const waitlist = useWaitlist();
  const waitlistRemoval = useConfirmedDelete<AdminWaitlistEntry, unknown>(useRemoveWaitlistEntry(), {
    deletedText: messages.waitlist.removed,
    errorText: messages.waitlist.removeError,
    isServerMessageShown: true,
  });
  const updateStatus = useUpdateAppointmentStatus();
  useLiveAppointmentChanges();

  useStepBackFromEmptyPage(appointments.data, setPage);

  const changeStatus = (appointment: Appointment, status: AppointmentStatus) =>
    updateStatus.mutate(
      { id: appointment.id, status },
      {
        onSuccess: () => showAlert('success', messages.statusUpdated),
        // A cancelled appointment whose slot was taken meanwhile cannot come back: say why.
        onError: (error) => showAlert('error', userMessageOr(error, messages.statusError)),
      },
    );

  const openNew = () => setWizard({ isOpen: true, appointment: null });

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Button onClick={openNew}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {messages.newAppointment}
          </Button>
        }
      />
      {appointments.data && <AppointmentStatistics statistics={appointments.data.statistics} />}
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{messages.listTitle}</h2>
      <PagedList
        query={appointments}
        errorText={messages.loadError}
        empty={
          <EmptyState text={messages.empty} icon={CalendarDays}>
            <Button variant="secondary" onClick={openNew} className="mt-2">
              <CalendarPlus aria-hidden="true" className="size-4" />
              {messages.newAppointment}
            </Button>
          </EmptyState>
        }
        pageLabel="Randevu listesi sayfaları"
        onPageChange={setPage}
        listClassName="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        getKey={(appointment) => appointment.id}
        renderItem={(appointment) => (
          <AppointmentCard
            appointment={appointment}
            onStatusChange={changeStatus}
            onEdit={(item) => setWizard({ isOpen: true, appointment: item })}
            onDelete={removal.ask}
            isUpdating={updateStatus.isPending && updateStatus.variables?.id === appointment.id}
          />
        )}
      />
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <SectionCard title={messages.availability.title} icon={Clock}>
          <QueryState query={availability} errorText={messages.availability.loadError}>
            {(data) => <AvailabilityForm availability={data.availability} />}
          </QueryState>
        </SectionCard>
        <SectionCard title={messages.daysOff.title} icon={CalendarOff}>
          <QueryState query={daysOff} errorText={messages.daysOff.loadError}>
            {(data) => <DaysOffCard list={data} />}
          </QueryState>
        </SectionCard>
        <SectionCard title={messages.waitlist.title} icon={ListOrdered}>
          <QueryState query={waitlist} errorText={messages.waitlist.loadError}>
            {(data) => <WaitlistCard entries={data.entries} onRemove={waitlistRemoval.ask} />}
          </QueryState>
        </SectionCard>
        <SectionCard title={messages.calendar.title} icon={CalendarClock}>
          <QueryState query={calendarFeed} errorText={messages.calendar.loadError}>
            {(data) => <CalendarFeedCard url={data.url} />}
          </QueryState>
        </SectionCard>
      </div>
      <AppointmentWizard
        isOpen={wizard.isOpen}
        appointment={wizard.isOpen ? wizard.appointment : null}
        onClose={() => setWizard({ isOpen: false })}
      />
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
      <ConfirmDialog title={messages.waitlist.confirmRemove} {...waitlistRemoval.dialog} />
    </section>
  );
}
