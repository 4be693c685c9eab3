import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Plus, Save, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type Availability, slotTimesOfDay } from '../../../../../shared/appointment-slots.ts';
import { weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import {
  type AvailabilityInput,
  availabilitySchema,
  type VersionedAvailability,
} from '../../../../../shared/schemas/appointments.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getAvailabilityQueryOptions } from '../api/get-availability.ts';
import { useUpdateAvailability } from '../api/update-availability.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';

type FormOutput = Availability & { meetingUrlTemplate: string; selfServiceCutoffHours: number };

const toForm = ({ version: _version, ...availability }: VersionedAvailability): AvailabilityInput => availability;

/** The dietitian's bookable hours; the public form offers only free slots inside them. */
export function AvailabilityForm({ availability }: { availability: VersionedAvailability }) {
  const showAlert = useAlert();
  const updateAvailability = useUpdateAvailability();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AvailabilityInput, unknown, FormOutput>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: toForm(availability),
  });
  const edit = useVersionedEdit({
    record: availability,
    current: { query: getAvailabilityQueryOptions(), pick: (data) => data.availability },
    fill: (current) => reset(toForm(current)),
  });
  const breaks = useFieldArray({ control, name: 'breaks' });
  const watched = useWatch({ control }) as Partial<Availability>;
  const previewCount = previewSlots(watched);

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    updateAvailability.mutate(
      { version: edit.version, input },
      {
        onSuccess: (saved) => {
          edit.resetTo(saved.availability);
          showAlert('success', messages.availability.saved);
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          const fields = [
            'workingDays',
            'startTime',
            'endTime',
            'breaks',
            'slotMinutes',
            'meetingUrlTemplate',
            'selfServiceCutoffHours',
          ] as const;
          if (!applyFieldErrors(error, setError, fields))
            setSubmitError(userMessageOr(error, messages.availability.saveError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.availability.description}</p>
      {submitError && <ErrorBox message={submitError} />}
      <StaleVersionNotice edit={edit} />
      <Controller
        control={control}
        name="workingDays"
        render={({ field, fieldState }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              {messages.availability.workingDays}
            </legend>
            <div className="flex flex-wrap gap-2">
              {weekDays.map((day, index) => {
                const isoDay = index + 1;
                const isChecked = field.value.includes(isoDay);
                return (
                  <label
                    key={day}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={isChecked}
                      onChange={() =>
                        field.onChange(
                          isChecked ? field.value.filter((value) => value !== isoDay) : [...field.value, isoDay],
                        )
                      }
                    />
                    {weekDayLabels[day]}
                  </label>
                );
              })}
            </div>
            {fieldState.error && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-400">{fieldState.error.message}</p>
            )}
          </fieldset>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={messages.availability.startTime}
          type="time"
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextField
          label={messages.availability.endTime}
          type="time"
          error={errors.endTime?.message}
          {...register('endTime')}
        />
        <TextField
          label={messages.availability.slotMinutes}
          inputMode="numeric"
          autoComplete="off"
          error={errors.slotMinutes?.message}
          {...register('slotMinutes')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          {messages.availability.breaks}
        </legend>
        {breaks.fields.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.availability.noBreaks}</p>
        )}
        {breaks.fields.map((item, index) => (
          <div key={item.id} className="flex flex-wrap items-end gap-2">
            <TextField
              label={`${messages.availability.breakStart} ${index + 1}`}
              type="time"
              error={errors.breaks?.[index]?.start?.message}
              {...register(`breaks.${index}.start`)}
            />
            <TextField
              label={`${messages.availability.breakEnd} ${index + 1}`}
              type="time"
              error={errors.breaks?.[index]?.end?.message}
              {...register(`breaks.${index}.end`)}
            />
            <Button
              variant="secondary"
              onClick={() => breaks.remove(index)}
              aria-label={`${messages.availability.removeBreak} ${index + 1}`}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => breaks.append({ start: '12:00', end: '13:00' })}
            disabled={breaks.fields.length >= 5}
          >
            <Plus aria-hidden="true" className="size-4" />
            {messages.availability.addBreak}
          </Button>
        </div>
      </fieldset>
      <TextField
        label={messages.availability.meetingUrlTemplate}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://meet.jit.si/denge-{kod}"
        hint={messages.availability.meetingUrlTemplateHint}
        error={errors.meetingUrlTemplate?.message}
        {...register('meetingUrlTemplate')}
      />
      <TextField
        label={messages.cutoffLabel}
        inputMode="numeric"
        autoComplete="off"
        hint={messages.cutoffHint}
        error={errors.selfServiceCutoffHours?.message}
        {...register('selfServiceCutoffHours')}
      />
      {previewCount !== null && (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Clock aria-hidden="true" className="size-4" />
          {messages.availability.preview(previewCount)}
        </p>
      )}
      <div>
        <Button type="submit" isBusy={updateAvailability.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {messages.availability.save}
        </Button>
      </div>
    </form>
  );
}

/** How many slots a working day gets with the values as typed (null while they do not parse). */
function previewSlots(values: Partial<Availability>): number | null {
  const parsed = availabilitySchema.safeParse({ ...values, workingDays: [1] });
  if (!parsed.success) return null;
  // 2024-01-01 is a Monday: any working day gives the same grid.
  return slotTimesOfDay({ ...parsed.data, workingDays: [1] }, '2024-01-01').length;
}
