import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isoWeekday } from '../../../../../shared/appointment-slots.ts';
import { isIsoDay } from '../../../../../shared/dates.ts';
import {
  appointmentModeLabels,
  appointmentModes,
  appointmentPurposeLabels,
  appointmentPurposes,
  type BookingCalendar,
  type MyBooking,
  type MyBookingInput,
  myBookingSchema,
} from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { isUserError, userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useFreeSlots } from '../api/get-free-slots.ts';
import { meAppointmentsMessages as messages } from '../messages.ts';
import { describeAppointmentDay } from './my-appointment-card.tsx';
import { MyWaitlistOffer } from './my-waitlist-offer.tsx';

const purposeOptions = appointmentPurposes.map((value) => ({ value, label: appointmentPurposeLabels[value] }));
const modeOptions = appointmentModes.map((value) => ({ value, label: appointmentModeLabels[value] }));
const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Why a complete day offers no hours: outside the window, not a working day, or a day off. */
const isClosedDay = (date: string, calendar: BookingCalendar) =>
  date < calendar.firstDay ||
  date > calendar.lastDay ||
  !calendar.workingDays.includes(isoWeekday(date)) ||
  calendar.closedDays.includes(date);

/**
 * The slot form of 'Randevularım': a new booking (purpose, how, day, free time) or a move (day and
 * free time only). It offers only the free slots /randevu offers; the server checks them again.
 */
export function AppointmentSlotForm({
  calendar,
  isOnlineAvailable,
  isMove,
  isBusy,
  onSubmit,
}: {
  calendar: BookingCalendar;
  isOnlineAvailable: boolean;
  /** A move asks only for the new day and time. */
  isMove: boolean;
  isBusy: boolean;
  /** The save (the mutation's mutateAsync); its failure is shown here, under the field or in the box. */
  onSubmit: (values: MyBooking) => Promise<unknown>;
}) {
  const [isDayTouched, setIsDayTouched] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<
    MyBookingInput,
    unknown,
    MyBooking
  >({
    resolver: zodResolver(myBookingSchema),
    // A move keeps its purpose: the schema needs one, the server reads only the day and time.
    defaultValues: {
      purpose: isMove ? 'weight_loss' : ('' as MyBookingInput['purpose']),
      mode: 'in_person',
      date: '',
      time: '',
    },
  });
  const { errors } = formState;
  const date = useWatch({ control, name: 'date' });
  const completeDate = date && isIsoDay(date) ? date : null;
  const isClosed = completeDate !== null && isClosedDay(completeDate, calendar);
  const validDate = completeDate && !isClosed ? completeDate : null;
  const slots = useFreeSlots(validDate);
  const timeChoices = validDate ? (slots.data?.slots ?? []) : [];
  const isDayFull = validDate !== null && slots.isSuccess && timeChoices.length === 0;
  const timeHint = isClosed && isDayTouched ? messages.closedDay : isDayFull ? messages.noSlots : undefined;
  const timePlaceholder = !validDate
    ? messages.pickDateFirst
    : slots.isPending
      ? messages.loadingSlots
      : messages.pickTime;

  const submit = handleSubmit(async (values) => {
    setErrorText(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['purpose', 'mode', 'date', 'time'])) return;
      // A slot taken a moment ago or no longer offered: say so and let the client pick the time anew.
      if (isUserError(error) && (error.code === 'slot_taken' || error.code === 'slot_unavailable'))
        setValue('time', '');
      setErrorText(userMessageOr(error, isMove ? messages.moveError : messages.bookError));
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errorText && <ErrorBox message={errorText} />}
        {!isMove && (
          <>
            <SelectField
              label={messages.fields.purpose}
              placeholder={messages.purposePlaceholder}
              options={purposeOptions}
              error={errors.purpose?.message}
              {...register('purpose')}
            />
            <SelectField
              label={messages.fields.mode}
              options={isOnlineAvailable ? modeOptions : modeOptions.filter((option) => option.value === 'in_person')}
              hint={isOnlineAvailable ? undefined : messages.onlineUnavailableHint}
              error={errors.mode?.message}
              {...register('mode')}
            />
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDateField
            control={control}
            name="date"
            label={messages.fields.date}
            min={calendar.firstDay}
            max={calendar.lastDay}
            disabledWeekdays={ALL_WEEKDAYS.filter((day) => !calendar.workingDays.includes(day))}
            disabledDays={calendar.closedDays}
            error={errors.date?.message}
            onValueChange={(value) => {
              setValue('time', '');
              if (isIsoDay(value)) setIsDayTouched(true);
            }}
          />
          <SelectField
            label={messages.fields.time}
            placeholder={timePlaceholder}
            options={timeChoices.map((time) => ({ value: time, label: time }))}
            disabled={!validDate || timeChoices.length === 0}
            hint={timeHint}
            error={errors.time?.message ?? (slots.isError ? messages.slotsError : undefined)}
            {...register('time')}
          />
        </div>
        <Button type="submit" isBusy={isBusy} className="mt-2 w-full">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {isMove ? (isBusy ? messages.moving : messages.saveMove) : isBusy ? messages.booking : messages.book}
        </Button>
      </form>
      {/* A full day (not a move): the waitlist, with the account's e-mail (ADR 0088). */}
      {!isMove && isDayFull && validDate && (
        <MyWaitlistOffer key={validDate} date={validDate} dayLabel={describeAppointmentDay(validDate)} />
      )}
    </>
  );
}
