import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BookingCalendar, MoveAppointmentInput } from '../../../../../shared/schemas/appointments.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver.ts';
import { useMoveVisitorAppointment } from '../api/visitor-appointment.ts';
import { publicAppointmentsMessages } from '../messages.ts';
import { DayAndTimeFields, useDaySlots } from './day-and-time-fields.tsx';
import { isSlotGone } from './slot-errors.ts';

const messages = publicAppointmentsMessages.visit;

// The schema (and zod) loads with the form's first focus, not with the page (ADR 0026).
const moveValidation = lazyZodResolver<MoveAppointmentInput>(() =>
  import('../../../../../shared/schemas/appointments.ts').then((schemas) => schemas.moveAppointmentSchema),
);

/**
 * The new day and free time of a visitor's appointment (ADR 0089): the booking's own fields, so only
 * the slots /randevu offers are offered; the server checks them again under the cut-off.
 */
export function VisitorMoveForm({
  token,
  calendar,
  onMoved,
  onCancel,
}: {
  token: string;
  calendar: BookingCalendar;
  onMoved: (moved: { date: string; time: string; token: string }) => void;
  onCancel: () => void;
}) {
  const [errorText, setErrorText] = useState<string | null>(null);
  const move = useMoveVisitorAppointment(token);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<MoveAppointmentInput>({
    resolver: moveValidation.resolver,
    defaultValues: { date: '', time: '' },
  });
  const date = useWatch({ control, name: 'date' });
  const day = useDaySlots(calendar, date);

  const submit = handleSubmit((slot) => {
    setErrorText(null);
    move.mutate(slot, {
      onSuccess: onMoved,
      onError: (error) => {
        if (applyFieldErrors(error, setError, ['date', 'time'])) return;
        // A slot taken a moment ago or no longer offered: say so and let the visitor pick the time anew.
        if (isSlotGone(error)) setValue('time', '');
        setErrorText(userMessageOr(error, messages.moveError));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} onFocus={moveValidation.preload} className="flex flex-col gap-4">
      <h3 className="font-semibold text-slate-900 dark:text-white">{messages.moveTitle}</h3>
      {errorText && <ErrorBox message={errorText} />}
      <DayAndTimeFields
        control={control}
        dateName="date"
        timeField={register('time')}
        errors={{ date: formState.errors.date?.message, time: formState.errors.time?.message }}
        calendar={calendar}
        day={day}
        fullDayHint={messages.noSlots}
        onDayChange={() => setValue('time', '')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isBusy={move.isPending}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          {move.isPending ? messages.moving : messages.saveMove}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.keep}
        </Button>
      </div>
    </form>
  );
}
