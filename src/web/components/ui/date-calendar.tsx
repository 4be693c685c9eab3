import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

// The calendar of DateField, in its own chunk: react-day-picker with its Turkish locale (Monday first,
// Turkish month and day names and screen-reader labels). Days travel as YYYY-MM-DD, read at noon so
// no time zone can move them to the day before.

const toDate = (day: string) => new Date(`${day}T12:00:00`);
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

// react-day-picker sets its colour variables on its own root, from a stylesheet outside Tailwind's
// layers: only an inline style there wins. It takes the accent the date field sets for the theme
// (brand teal; lighter in the dark theme, where the library's blue was unreadable, issue #39).
const siteAccent = {
  '--rdp-accent-color': 'var(--date-accent)',
  '--rdp-accent-background-color': 'var(--date-accent-background)',
  '--rdp-today-color': 'var(--date-accent)',
} as CSSProperties;

export default function DateCalendar({
  selected,
  min,
  max,
  disabledWeekdays,
  disabledDays,
  onSelect,
}: {
  selected: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  /** ISO weekdays (1 = Monday … 7 = Sunday) not offered. */
  disabledWeekdays?: number[] | undefined;
  /** Days YYYY-MM-DD not offered (the booking page's days off and holidays). */
  disabledDays?: string[] | undefined;
  onSelect: (day: string) => void;
}) {
  const disabled = [
    ...(min ? [{ before: toDate(min) }] : []),
    ...(max ? [{ after: toDate(max) }] : []),
    // react-day-picker counts the week from Sunday (0).
    ...(disabledWeekdays?.length ? [{ dayOfWeek: disabledWeekdays.map((day) => day % 7) }] : []),
    ...(disabledDays ?? []).map(toDate),
  ];
  return (
    <DayPicker
      style={siteAccent}
      mode="single"
      locale={tr}
      weekStartsOn={1}
      // The field focuses the day once the calendar is in its place (date-field.tsx), never scrolling.
      autoFocus={false}
      captionLayout="dropdown"
      startMonth={min ? toDate(min) : new Date(1920, 0)}
      endMonth={max ? toDate(max) : new Date(new Date().getFullYear() + 5, 11)}
      defaultMonth={selected ? toDate(selected) : max && toDate(max) < new Date() ? toDate(max) : undefined}
      selected={selected ? toDate(selected) : undefined}
      disabled={disabled}
      required
      onSelect={(date: Date | undefined) => date && onSelect(toDay(date))}
    />
  );
}
