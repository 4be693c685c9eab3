import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { isoDayToTurkish, maskTurkishDate, turkishToIsoDay } from '../../../shared/dates.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { FieldFrame, fieldControlClass, useFieldIds } from './field-frame.tsx';
import { Spinner } from './spinner.tsx';

// The calendar (react-day-picker with the Turkish locale) loads only when someone opens it, so a
// page with a date field — the public booking page among them — does not carry it up front.
const DateCalendar = lazy(() => import('./date-calendar.tsx'));

export const dateFieldPlaceholder = 'gg.aa.yyyy';

export type DateFieldProps = {
  label: string;
  /** The day as YYYY-MM-DD, '' when empty; while a half-typed day is in the box, that text. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  min?: string;
  max?: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) the calendar does not offer (the booking page's days off). */
  disabledWeekdays?: number[];
  /** Days YYYY-MM-DD the calendar does not offer (the booking page's days off and holidays). */
  disabledDays?: string[];
  error?: string | undefined;
  hint?: string;
  className?: string;
  id?: string;
  required?: boolean;
};

/**
 * The project's date field (issue #18): always gün.ay.yıl, whatever language the browser speaks
 * (a native date input shows 11/21/2026 in an English browser). The box takes typed digits and adds
 * the dots; a complete real day is handed on as YYYY-MM-DD, anything else as the text itself, so the
 * form's schema answers with its Turkish message. The button opens a Turkish calendar.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  disabledWeekdays,
  disabledDays,
  error,
  hint,
  className,
  id,
  required,
}: DateFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  const [text, setText] = useState(() => isoDayToTurkish(value) || value);
  const [isOpen, setIsOpen] = useState(false);
  const [isAlignedRight, setIsAlignedRight] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  // The calendar opens under the field's left edge; a field near the right edge of the screen (the
  // calorie tracking's date at 1366 px) opens it under its right edge instead, so it never runs off
  // the screen. Measured before the browser paints, and again when the calendar's chunk replaces the
  // spinner, so it never shows in the wrong place.
  useLayoutEffect(() => {
    const element = popup.current;
    if (!isOpen || !element) {
      setIsAlignedRight(false);
      return;
    }
    const isOffScreen = () => element.getBoundingClientRect().right > document.documentElement.clientWidth - 8;
    // An update in a layout effect renders before the paint; one from the observer would render after
    // the next paint (the calendar would show for a frame running off a phone's screen), so it is flushed.
    if (isOffScreen()) setIsAlignedRight(true);
    // The calendar's day takes the focus only once the calendar is in its place, and without scrolling:
    // focused while it still ran off a phone's screen, the page scrolled sideways and stayed so.
    const focusDay = () =>
      element.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]')?.focus({ preventScroll: true });
    focusDay();
    const observer = new ResizeObserver(() => {
      if (isOffScreen()) flushSync(() => setIsAlignedRight(true));
      if (!element.contains(document.activeElement)) focusDay();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isOpen]);

  // A new value from outside (a reset, the calendar, the address) replaces what the box shows.
  useEffect(() => {
    setText((current) => (turkishToIsoDay(current) === value || current === value ? current : isoDayToTurkish(value)));
  }, [value]);

  // The field is left when focus leaves the box, its button and its calendar together: opening the
  // calendar is no blur, so an empty field is not judged (and shown red) before a day is picked.
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const leave = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onBlurRef.current?.();
    };
    element.addEventListener('focusout', leave);
    return () => element.removeEventListener('focusout', leave);
  }, []);

  const close = () => {
    setIsOpen(false);
    button.current?.focus();
  };
  useDismiss(isOpen, container, close);

  const type = (typed: string) => {
    const masked = maskTurkishDate(typed);
    setText(masked);
    onChange(masked === '' ? '' : (turkishToIsoDay(masked) ?? masked));
  };

  return (
    <FieldFrame label={label} ids={ids} error={error} hint={hint} className={className}>
      <div ref={container} className="relative">
        <input
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={dateFieldPlaceholder}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={fieldControlClass(error, 'min-h-11 w-full pr-12 tabular-nums placeholder:text-slate-400')}
          value={text}
          onChange={(event) => type(event.target.value)}
        />
        <button
          ref={button}
          type="button"
          aria-label="Takvimi aç"
          aria-expanded={isOpen}
          // A click keeps the focus where it is (Safari would not focus the button, and the box would blur).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setIsOpen((open) => !open)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
        {isOpen && (
          <div
            ref={popup}
            className={cn(
              'absolute top-full z-50 mt-1 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
              // The site's accent for the calendar (date-calendar.tsx hands these to react-day-picker).
              '[--date-accent-background:var(--color-brand-50)] [--date-accent:var(--color-brand-700)]',
              'dark:[--date-accent-background:var(--color-brand-900)] dark:[--date-accent:var(--color-brand-200)]',
              isAlignedRight ? 'right-0' : 'left-0',
            )}
          >
            <Suspense fallback={<Spinner className="m-6 size-6 text-brand-600" />}>
              <DateCalendar
                selected={turkishToIsoDay(text) ?? undefined}
                min={min}
                max={max}
                disabledWeekdays={disabledWeekdays}
                disabledDays={disabledDays}
                onSelect={(day) => {
                  setText(isoDayToTurkish(day));
                  onChange(day);
                  close();
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
