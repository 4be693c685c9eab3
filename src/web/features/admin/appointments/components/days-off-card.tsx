import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, Flag, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import {
  type DayOff,
  type DayOffInput,
  type DayOffValues,
  type DaysOffList,
  dayOffSchema,
} from '../../../../../shared/schemas/appointments.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAddDayOff } from '../api/add-day-off.ts';
import { useAddPublicHolidays } from '../api/add-public-holidays.ts';
import { useDeleteDayOff } from '../api/delete-day-off.ts';
import { adminAppointmentsMessages } from '../messages.ts';

const messages = adminAppointmentsMessages.daysOff;
const emptyDayOff: DayOffInput = { startDate: '', endDate: '', label: '' };

/** "1 Ocak 2027", or "20 Mart 2026 – 22 Mart 2026" for a range. */
const describeDays = ({ startDate, endDate }: Pick<DayOff, 'startDate' | 'endDate'>) =>
  startDate === endDate
    ? formatTurkishDate(startDate)
    : `${formatTurkishDate(startDate)} – ${formatTurkishDate(endDate)}`;

/**
 * The practice's closed days (issue #44, ADR 0078): the list, a form for a day or a range, and the
 * Turkish public holidays as a preset. The public booking offers no hour on them.
 */
export function DaysOffCard({ list }: { list: DaysOffList }) {
  const showAlert = useAlert();
  const addDayOff = useAddDayOff();
  const removeDayOff = useDeleteDayOff();
  const addHolidays = useAddPublicHolidays();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DayOffInput, unknown, DayOffValues>({
    resolver: zodResolver(dayOffSchema),
    defaultValues: emptyDayOff,
  });

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    addDayOff.mutate(input, {
      onSuccess: () => {
        reset(emptyDayOff);
        showAlert('success', messages.added);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, ['startDate', 'endDate', 'label']))
          setSubmitError(userMessageOr(error, messages.addError));
      },
    });
  });

  const remove = (dayOff: DayOff) =>
    removeDayOff.mutate(dayOff.id, {
      onSuccess: () => showAlert('success', messages.removed),
      onError: (error) => showAlert('error', userMessageOr(error, messages.removeError)),
    });

  const addPreset = () =>
    addHolidays.mutate(undefined, {
      onSuccess: ({ added }) => showAlert('success', messages.presetAdded(added)),
      onError: (error) => showAlert('error', userMessageOr(error, messages.presetError)),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.description}</p>
      {list.daysOff.length === 0 ? (
        <EmptyState text={messages.empty} icon={CalendarOff} />
      ) : (
        <ul aria-label={messages.listLabel} className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {list.daysOff.map((dayOff) => (
            <li key={dayOff.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{describeDays(dayOff)}</p>
                {dayOff.label && <p className="text-sm text-slate-600 dark:text-slate-300">{dayOff.label}</p>}
              </div>
              <Button
                variant="secondary"
                aria-label={messages.removeOf(describeDays(dayOff))}
                isBusy={removeDayOff.isPending && removeDayOff.variables === dayOff.id}
                onClick={() => remove(dayOff)}
              >
                <X aria-hidden="true" className="size-4" />
                {messages.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.holidayYears.length > 0 && (
        <Button variant="secondary" className="self-start" isBusy={addHolidays.isPending} onClick={addPreset}>
          <Flag aria-hidden="true" className="size-4" />
          {messages.presetButton(list.holidayYears)}
        </Button>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-700"
      >
        {submitError && <ErrorBox message={submitError} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDateField
            control={control}
            name="startDate"
            label={messages.startDate}
            error={errors.startDate?.message}
          />
          <FormDateField
            control={control}
            name="endDate"
            label={messages.endDate}
            hint={messages.endDateHint}
            error={errors.endDate?.message}
          />
        </div>
        <TextField
          label={messages.label}
          placeholder={messages.labelPlaceholder}
          autoComplete="off"
          error={errors.label?.message}
          {...register('label')}
        />
        <Button type="submit" className="self-start" isBusy={addDayOff.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {messages.add}
        </Button>
      </form>
    </div>
  );
}
