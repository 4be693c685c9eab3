import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type BookingCalendar,
  type MyBooking,
  type MyBookingInput,
  myBookingSchema,
} from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import {
  AppointmentModeField,
  AppointmentPurposeField,
  DayAndTimeFields,
  isSlotGone,
  useDaySlots,
} from '../../../public/appointments/index.ts';
import { meAppointmentsMessages as messages } from '../messages.ts';
import { describeAppointmentDay } from './my-appointment-card.tsx';
import { MyWaitlistOffer } from './my-waitlist-offer.tsx';

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
  const day = useDaySlots(calendar, date);

  const submit = handleSubmit(async (values) => {
    setErrorText(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['purpose', 'mode', 'date', 'time'])) return;
      // A slot taken a moment ago or no longer offered: say so and let the client pick the time anew.
      if (isSlotGone(error)) setValue('time', '');
      setErrorText(userMessageOr(error, isMove ? messages.moveError : messages.bookError));
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errorText && <ErrorBox message={errorText} />}
        {!isMove && (
          <>
            <AppointmentPurposeField error={errors.purpose?.message} {...register('purpose')} />
            <AppointmentModeField
              isOnlineAvailable={isOnlineAvailable}
              hint={isOnlineAvailable ? undefined : messages.onlineUnavailableHint}
              error={errors.mode?.message}
              {...register('mode')}
            />
          </>
        )}
        <DayAndTimeFields
          control={control}
          dateName="date"
          timeField={register('time')}
          errors={{ date: errors.date?.message, time: errors.time?.message }}
          calendar={calendar}
          day={day}
          fullDayHint={messages.noSlots}
          onDayChange={() => setValue('time', '')}
        />
        <Button type="submit" isBusy={isBusy} className="mt-2 w-full">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {isMove ? (isBusy ? messages.moving : messages.saveMove) : isBusy ? messages.booking : messages.book}
        </Button>
      </form>
      {/* A full day (not a move): the waitlist, with the account's e-mail (ADR 0088). */}
      {!isMove && day.isDayFull && day.validDate && (
        <MyWaitlistOffer key={day.validDate} date={day.validDate} dayLabel={describeAppointmentDay(day.validDate)} />
      )}
    </>
  );
}
