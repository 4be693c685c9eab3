import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { isIsoDay } from '../../../../../shared/dates.ts';
import type { BookingCalendar } from '../../../../../shared/schemas/appointments.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { useFreeSlots } from '../api/get-free-slots.ts';
import { publicAppointmentsMessages as messages } from '../messages.ts';

// The day and free time of a booking, shared by /randevu and the client's 'Randevularım' (book or move):
// the calendar offers only the bookable window's working days, a day typed outside them asks for no
// hours and says why under the time, and only the day's free slots are offered (the server checks
// them again).

const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const weekdayLabel = (isoDay: number) => weekDayLabels[weekDays[isoDay - 1] ?? 'monday'];

/** "Pazartesi–Cuma", or "Pazartesi, Çarşamba ve Cumartesi" when the working days are not in a row. */
function describeWorkingDays(workingDays: number[]): string {
  const days = [...workingDays].sort((a, b) => a - b);
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  if (days.length > 2 && last - first === days.length - 1) return `${weekdayLabel(first)}–${weekdayLabel(last)}`;
  const labels = days.map(weekdayLabel);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} ve ${labels.at(-1)}`;
}

type DayProblem = 'outside' | 'closed' | 'dayOff';

/**
 * Why a complete day offers no hours before any is asked: outside the window, not a working day, or
 * a day off (holiday or leave, ADR 0078).
 */
function dayProblemOf(date: string, calendar: BookingCalendar): DayProblem | null {
  if (date < calendar.firstDay || date > calendar.lastDay) return 'outside';
  if (!calendar.workingDays.includes(isoWeekday(date))) return 'closed';
  return calendar.closedDays.includes(date) ? 'dayOff' : null;
}

export type DaySlots = ReturnType<typeof useDaySlots>;

/** The chosen day's state: a bookable day (or null), why not, and its free times once asked. */
export function useDaySlots(calendar: BookingCalendar, date: string | undefined) {
  const completeDate = date && isIsoDay(date) ? date : null;
  const dayProblem = completeDate ? dayProblemOf(completeDate, calendar) : null;
  const validDate = completeDate && dayProblem === null ? completeDate : null;
  const slots = useFreeSlots(validDate);
  const timeChoices = validDate ? (slots.data?.slots ?? []) : [];
  const isDayFull = validDate !== null && slots.isSuccess && timeChoices.length === 0;
  return { validDate, dayProblem, slots, timeChoices, isDayFull };
}

function timeHintOf(day: DaySlots, calendar: BookingCalendar, fullDayHint: string): string | undefined {
  if (day.dayProblem === 'closed') return messages.closedDay(describeWorkingDays(calendar.workingDays));
  if (day.dayProblem === 'dayOff') return messages.dayOff;
  return day.isDayFull ? fullDayHint : undefined;
}

/** The date field (the window's working days) and the free-time select beside it. */
export function DayAndTimeFields<T extends FieldValues, O extends FieldValues>({
  control,
  dateName,
  timeField,
  errors,
  calendar,
  day,
  fullDayHint,
  onDayChange,
}: {
  control: Control<T, unknown, O>;
  dateName: Path<T>;
  /** The form's `register('time')`. */
  timeField: UseFormRegisterReturn;
  errors: { date?: string; time?: string };
  calendar: BookingCalendar;
  day: DaySlots;
  /** What a full day says: where a waitlist is offered below, it points there. */
  fullDayHint: string;
  /** The form clears the chosen time (and may check the day at once). */
  onDayChange: (value: string) => void;
}) {
  const timePlaceholder = !day.validDate
    ? messages.pickDateFirst
    : day.slots.isPending
      ? messages.loadingSlots
      : messages.pickTime;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormDateField
        control={control}
        name={dateName}
        label={messages.fields.date}
        min={calendar.firstDay}
        max={calendar.lastDay}
        disabledWeekdays={ALL_WEEKDAYS.filter((weekday) => !calendar.workingDays.includes(weekday))}
        disabledDays={calendar.closedDays}
        error={errors.date}
        onValueChange={onDayChange}
      />
      <SelectField
        label={messages.fields.time}
        placeholder={timePlaceholder}
        options={day.timeChoices.map((time) => ({ value: time, label: time }))}
        disabled={!day.validDate || day.timeChoices.length === 0}
        hint={timeHintOf(day, calendar, fullDayHint)}
        error={errors.time ?? (day.slots.isError ? messages.slotsError : undefined)}
        {...timeField}
      />
    </div>
  );
}
