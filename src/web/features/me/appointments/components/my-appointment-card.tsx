import { CalendarDays, CalendarX, Clock, Info, MoveRight, Video } from 'lucide-react';
import {
  appointmentModeLabels,
  appointmentPurposeLabels,
  appointmentStatusLabels,
  type AppointmentStatus,
  describeCutoffPassed,
} from '../../../../../shared/appointment-constants.ts';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import type { MyAppointment } from '../../../../../shared/schemas/appointments.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { meAppointmentsMessages as messages } from '../messages.ts';

const statusTone: Record<AppointmentStatus, 'info' | 'success' | 'neutral' | 'danger'> = {
  upcoming: 'info',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

/** 'Pazartesi, 30 Kasım 2026'. */
export const describeAppointmentDay = (day: string) =>
  `${weekDayLabels[weekDays[isoWeekday(day) - 1] ?? 'monday']}, ${formatTurkishDate(day)}`;

/**
 * One appointment on 'Randevularım': day and time in Turkish, purpose, how, status, the meeting link
 * of an online one; for an upcoming one 'Taşı' and 'İptal Et' until the cut-off, then why not.
 */
export function MyAppointmentCard({
  appointment,
  cutoffHours,
  contactPhone,
  onMove,
  onCancel,
}: {
  appointment: MyAppointment;
  cutoffHours: number;
  contactPhone: string | null;
  onMove?: (appointment: MyAppointment) => void;
  onCancel?: (appointment: MyAppointment) => void;
}) {
  const day = describeAppointmentDay(appointment.date);
  const isUpcoming = appointment.status === 'upcoming';
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
            {appointmentPurposeLabels[appointment.purpose]}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{appointmentModeLabels[appointment.mode]}</p>
        </div>
        <Badge tone={statusTone[appointment.status]}>{appointmentStatusLabels[appointment.status]}</Badge>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          {day}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
          {appointment.time}
        </li>
        {appointment.meetingUrl && isUpcoming && (
          <li className="flex min-w-0 items-center gap-2">
            <Video aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <a
              href={appointment.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate font-semibold text-brand-800 hover:underline dark:text-brand-200"
            >
              {messages.joinMeeting}
            </a>
          </li>
        )}
      </ul>
      {isUpcoming &&
        onMove &&
        onCancel &&
        (appointment.canChange ? (
          <div className="mt-auto flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => onMove(appointment)}
              aria-label={`${messages.move}: ${day} ${appointment.time}`}
            >
              <MoveRight aria-hidden="true" className="size-4" />
              {messages.move}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onCancel(appointment)}
              aria-label={`${messages.cancel}: ${day} ${appointment.time}`}
            >
              <CalendarX aria-hidden="true" className="size-4" />
              {messages.cancel}
            </Button>
          </div>
        ) : (
          <p className="mt-auto flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {describeCutoffPassed(cutoffHours, contactPhone)}
          </p>
        ))}
    </Card>
  );
}
