import { CalendarDays, Clock, Mail, Pencil, Phone, Trash2, Video } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import {
  type Appointment,
  type AppointmentStatus,
  appointmentModeLabels,
  appointmentPurposeLabels,
  appointmentStatusLabels,
  appointmentStatuses,
} from '../../../../../shared/schemas/appointments.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { adminAppointmentsMessages as messages } from '../messages.ts';
import { toTelHref } from '../../../../../shared/phone.ts';

const statusOptions = appointmentStatuses.map((value) => ({ value, label: appointmentStatusLabels[value] }));
const statusTone = { upcoming: 'info', completed: 'success', cancelled: 'neutral', no_show: 'warning' } as const;

/** One appointment: who, why, when, and the status selector (any status to any other, spec 2 §4). */
export function AppointmentCard({
  appointment,
  onStatusChange,
  onEdit,
  onDelete,
  isUpdating,
}: {
  appointment: Appointment;
  onStatusChange: (appointment: Appointment, status: AppointmentStatus) => void;
  onEdit: (appointment: Appointment) => void;
  onDelete: (appointment: Appointment) => void;
  isUpdating: boolean;
}) {
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{appointment.clientName}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {appointmentPurposeLabels[appointment.purpose]} · {appointmentModeLabels[appointment.mode]}
          </p>
        </div>
        <Badge tone={statusTone[appointment.status]}>{appointmentStatusLabels[appointment.status]}</Badge>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          {formatTurkishDate(appointment.date)}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          {appointment.time}
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          <a href={toTelHref(appointment.phone)} className="hover:underline">
            {appointment.phone}
          </a>
        </li>
        {appointment.meetingUrl && (
          <li className="flex min-w-0 items-center gap-2">
            <Video aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <a
              href={appointment.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={messages.joinMeetingOf(appointment.clientName)}
              className="truncate font-semibold text-brand-800 hover:underline dark:text-brand-200"
            >
              {messages.joinMeeting}
            </a>
          </li>
        )}
        {appointment.email && (
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <a href={`mailto:${appointment.email}`} className="truncate hover:underline">
              {appointment.email}
            </a>
          </li>
        )}
      </ul>
      <div className="mt-auto flex flex-wrap items-end gap-2">
        <SelectField
          label={messages.status}
          aria-label={`${messages.status}: ${appointment.clientName}`}
          className="min-w-40 flex-1"
          options={statusOptions}
          value={appointment.status}
          disabled={isUpdating}
          onChange={(event) => onStatusChange(appointment, event.target.value as AppointmentStatus)}
        />
        <Button
          variant="secondary"
          onClick={() => onEdit(appointment)}
          aria-label={`${messages.edit}: ${appointment.clientName}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {messages.edit}
        </Button>
        <Button
          variant="danger"
          onClick={() => onDelete(appointment)}
          aria-label={`${messages.delete}: ${appointment.clientName}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {messages.delete}
        </Button>
      </div>
    </Card>
  );
}
