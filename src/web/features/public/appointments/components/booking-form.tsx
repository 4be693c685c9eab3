import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isIsoDay, todayInIstanbul } from '../../../../../shared/dates.ts';
import {
  appointmentPurposeLabels,
  appointmentPurposes,
  BOOKING_DAYS_AHEAD,
} from '../../../../../shared/appointment-constants.ts';
import type { Booking, BookingInput } from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { isUserError } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
import { useFreeSlots } from '../api/get-free-slots.ts';
import { publicAppointmentsMessages as messages } from '../messages.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';

const purposeOptions = appointmentPurposes.map((value) => ({ value, label: appointmentPurposeLabels[value] }));

const emptyBooking: BookingInput = {
  clientName: '',
  phone: '',
  purpose: '' as BookingInput['purpose'],
  date: '',
  time: '',
  website: '',
};

const lastBookableDay = () =>
  new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) + BOOKING_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);

/** The visitor's booking form (spec 3 §2.9): only free slots of the chosen day are offered. */
// The schema (and zod) loads with the form's first focus, not with the page (ADR 0026).
const bookingValidation = lazyZodResolver<BookingInput, Booking>(() =>
  import('../../../../../shared/schemas/appointments.ts').then((schemas) => schemas.bookingSchema),
);

export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const [bannerError, setBannerError] = useState<string | null>(null);
  const book = useBookAppointment();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<BookingInput, unknown, Booking>({
    resolver: bookingValidation.resolver,
    defaultValues: emptyBooking,
    mode: 'onTouched',
  });
  const date = useWatch({ control, name: 'date' });
  const validDate = date && isIsoDay(date) && date >= todayInIstanbul() ? date : null;
  const slots = useFreeSlots(validDate);
  const timeChoices = slots.data?.slots ?? [];

  const timePlaceholder = !validDate
    ? messages.pickDateFirst
    : slots.isPending
      ? messages.loadingSlots
      : messages.pickTime;
  const isDayFull = validDate !== null && slots.isSuccess && timeChoices.length === 0;

  const submit = handleSubmit((input) => {
    setBannerError(null);
    book.mutate(input, {
      onSuccess: onBooked,
      onError: (error) => {
        if (applyFieldErrors(error, setError, ['clientName', 'phone', 'purpose', 'date', 'time'])) return;
        // A slot taken a moment ago: say so (the list is asked again) and let the visitor pick anew.
        if (isUserError(error) && (error.code === 'slot_taken' || error.code === 'slot_unavailable')) {
          setValue('time', '');
          setBannerError(error.message);
          return;
        }
        setBannerError(isUserError(error) && error.status === 429 ? error.message : messages.error);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} onFocus={bookingValidation.preload} className="flex flex-col gap-4">
      {bannerError && <ErrorBox message={bannerError} />}
      <TextField
        label={messages.fields.clientName}
        autoComplete="name"
        error={errors.clientName?.message}
        {...register('clientName')}
      />
      <TextField
        label={messages.fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0532 123 45 67"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label={messages.fields.purpose}
        placeholder={messages.purposePlaceholder}
        options={purposeOptions}
        error={errors.purpose?.message}
        {...register('purpose')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField
          control={control}
          name="date"
          label={messages.fields.date}
          min={todayInIstanbul()}
          max={lastBookableDay()}
          error={errors.date?.message}
          onValueChange={() => setValue('time', '')}
        />
        <SelectField
          label={messages.fields.time}
          placeholder={timePlaceholder}
          options={timeChoices.map((time) => ({ value: time, label: time }))}
          disabled={!validDate || timeChoices.length === 0}
          hint={isDayFull ? messages.noSlots : undefined}
          error={errors.time?.message ?? (slots.isError ? messages.slotsError : undefined)}
          {...register('time')}
        />
      </div>
      {/* Honeypot: hidden from people and screen readers; bots that fill every field are refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {messages.honeypot}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <Button type="submit" isBusy={book.isPending} className="mt-2 w-full">
        <CalendarCheck aria-hidden="true" className="size-4" />
        {book.isPending ? messages.submitting : messages.submit}
      </Button>
    </form>
  );
}
