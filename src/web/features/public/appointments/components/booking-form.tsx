import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import { legalTextPaths } from '../../../../../shared/legal-text-constants.ts';
import { isIsoDay } from '../../../../../shared/dates.ts';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import type { Booking, BookingCalendar, BookingInput } from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { isUserError } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
import { publicAppointmentsMessages as messages } from '../messages.ts';
import { AppointmentPurposeField } from './appointment-choice-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { DayAndTimeFields, useDaySlots } from './day-and-time-fields.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { isSlotGone } from './slot-errors.ts';
import { WaitlistOffer } from './waitlist-offer.tsx';

const emptyBooking: BookingInput = {
  clientName: '',
  phone: '',
  email: '',
  purpose: '' as BookingInput['purpose'],
  date: '',
  time: '',
  website: '',
  privacyNoticeAccepted: false,
};

/** "20 Kasım 2026 Cuma". */
const formatDayLabel = (date: string) =>
  `${formatTurkishDate(date)} ${weekDayLabels[weekDays[isoWeekday(date) - 1] ?? 'monday']}`;

/** The visitor's booking form (spec 3 §2.9): only free slots of the chosen day are offered. */
// The schema (and zod) loads with the form's first focus, not with the page (ADR 0026).
const bookingValidation = lazyZodResolver<BookingInput, Booking>(() =>
  import('../../../../../shared/schemas/appointments.ts').then((schemas) => schemas.bookingSchema),
);

/**
 * The form of /randevu. The calendar offers only the bookable window's working days (issue #39); a day
 * typed outside them asks for no hours and says why: the window's own error under the date (shown at
 * once, not only when the field is left), or the working days under the time.
 */
export function BookingForm({
  calendar,
  initialDate,
  onBooked,
}: {
  calendar: BookingCalendar;
  /** A day from the address (the waitlist mail's link, `?tarih=`). */
  initialDate?: string;
  onBooked: (slot: { date: string; time: string }) => void;
}) {
  const [bannerError, setBannerError] = useState<string | null>(null);
  const noticeId = useId();
  const noticeErrorId = useId();
  const book = useBookAppointment();
  // Rendered by the server: the form sends nothing before the app runs (ADR 0032).
  const isHydrated = useHydrated();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<BookingInput, unknown, Booking>({
    resolver: bookingValidation.resolver,
    defaultValues: { ...emptyBooking, date: initialDate ?? '' },
    mode: 'onTouched',
  });
  const date = useWatch({ control, name: 'date' });
  const day = useDaySlots(calendar, date);
  const [clientName, phone, email] = useWatch({ control, name: ['clientName', 'phone', 'email'] });

  const submit = handleSubmit((input) => {
    setBannerError(null);
    book.mutate(input, {
      onSuccess: ({ appointment }) => onBooked({ date: appointment.date, time: appointment.time }),
      onError: (error) => {
        if (
          applyFieldErrors(error, setError, [
            'clientName',
            'phone',
            'email',
            'purpose',
            'date',
            'time',
            'privacyNoticeAccepted',
          ])
        )
          return;
        // A slot taken a moment ago: say so (the list is asked again) and let the visitor pick anew.
        if (isSlotGone(error)) {
          setValue('time', '');
          setBannerError(error.message);
          return;
        }
        setBannerError(isUserError(error) && error.status === 429 ? error.message : messages.error);
      },
    });
  });

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={bookingValidation.preload}
        className="flex flex-col gap-4"
      >
        {bannerError && <ErrorBox message={bannerError} />}
        <ContactFields
          fields={{ clientName: register('clientName'), phone: register('phone'), email: register('email') }}
          errors={{
            clientName: errors.clientName?.message,
            phone: errors.phone?.message,
            email: errors.email?.message,
          }}
          isOwnDetails
        />
        <AppointmentPurposeField error={errors.purpose?.message} {...register('purpose')} />
        <DayAndTimeFields
          control={control}
          dateName="date"
          timeField={register('time')}
          errors={{ date: errors.date?.message, time: errors.time?.message }}
          calendar={calendar}
          day={day}
          fullDayHint={messages.noSlotsWaitlist}
          onDayChange={(value) => {
            setValue('time', '');
            // A whole day is judged at once: one past the window says so now, not when the field is left.
            if (isIsoDay(value)) void trigger('date');
          }}
        />
        {/* Required (ADR 0081): the booking records which version of the notice the visitor read. */}
        <div>
          <div className="flex items-start gap-3">
            <input
              id={noticeId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={errors.privacyNoticeAccepted ? true : undefined}
              aria-describedby={errors.privacyNoticeAccepted ? noticeErrorId : undefined}
              {...register('privacyNoticeAccepted')}
            />
            <label htmlFor={noticeId} className="text-sm text-slate-700 dark:text-slate-200">
              <a
                href={legalTextPaths['privacy-notice']}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {messages.privacyNoticeLink}
              </a>
              {messages.privacyNoticeLabelEnd}
            </label>
          </div>
          {errors.privacyNoticeAccepted?.message && (
            <p id={noticeErrorId} className="mt-1 pl-8 text-sm text-red-700 dark:text-red-300">
              {errors.privacyNoticeAccepted.message}
            </p>
          )}
        </div>
        <HoneypotField field={register('website')} />
        <Button type="submit" isBusy={book.isPending} disabled={!isHydrated} className="mt-2 w-full">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {book.isPending ? messages.submitting : messages.submit}
        </Button>
      </form>
      {day.isDayFull && day.validDate && (
        <WaitlistOffer
          key={day.validDate}
          date={day.validDate}
          dayLabel={formatDayLabel(day.validDate)}
          prefill={{ name: clientName ?? '', email: email ?? '', phone: phone ?? '' }}
        />
      )}
    </>
  );
}
