import { zodResolver } from '@hookform/resolvers/zod';
import { AlarmClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldPath, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { mealLabels, mealTypes, weekDayLabels, weekDays } from '../../../../../shared/constants.ts';
import {
  type ReminderSettings,
  reminderSettingsSchema,
  waterReminderHourChoices,
} from '../../../../../shared/schemas/reminders.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { useSaveReminderSettings } from '../api/save-reminder-settings.ts';
import { meRemindersMessages as messages } from '../messages.ts';

const hourOptions = waterReminderHourChoices.map((hours) => ({
  value: String(hours),
  label: messages.everyHoursOption(hours),
}));
const dayOptions = weekDays.map((day) => ({ value: day, label: weekDayLabels[day] }));
const reminderFields: readonly FieldPath<ReminderSettings>[] = [
  'water.isOn',
  'water.everyHours',
  'water.from',
  'water.until',
  ...mealTypes.flatMap((meal) => [`meals.${meal}.isOn`, `meals.${meal}.time`] as const),
  'weighIn.isOn',
  'weighIn.day',
  'weighIn.time',
  'quietHours.isOn',
  'quietHours.from',
  'quietHours.until',
  'isEmailFallbackOn',
];

/**
 * The profile's 'Hatırlatıcılar' (issue #41, ADR 0083): water every N hours between two times, each
 * meal at its time, a weigh-in day, quiet hours, and e-mail when push cannot reach the client. Saved
 * as one form.
 */
export function RemindersCard() {
  const settings = useReminderSettings();
  return (
    <SectionCard title={messages.title} icon={AlarmClock}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.hint}</p>
      <QueryState query={settings} errorText={messages.loadError}>
        {(data) => <RemindersForm settings={data.reminders} />}
      </QueryState>
    </SectionCard>
  );
}

function RemindersForm({ settings }: { settings: ReminderSettings }) {
  const showAlert = useAlert();
  const save = useSaveReminderSettings();
  const form = useForm<ReminderSettings>({ resolver: zodResolver(reminderSettingsSchema), defaultValues: settings });
  const { register, formState, setError } = form;
  const { errors } = formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (result) => {
        form.reset(result.reminders);
        showAlert('success', messages.saved);
      },
      onError: (error) => applyFieldErrors(error, setError, reminderFields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <SaveErrorBox error={save.error} fallback={messages.saveError} />
      <ReminderGroup legend={messages.water.legend} hint={messages.water.hint}>
        <Switch label={messages.water.isOn} registration={register('water.isOn')} />
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={messages.water.everyHours}
            options={hourOptions}
            error={errors.water?.everyHours?.message}
            {...register('water.everyHours', { setValueAs: (value) => Number(value) })}
          />
          <TextField
            label={messages.water.from}
            type="time"
            error={errors.water?.from?.message}
            {...register('water.from')}
          />
          <TextField
            label={messages.water.until}
            type="time"
            error={errors.water?.until?.message}
            {...register('water.until')}
          />
        </div>
      </ReminderGroup>

      <ReminderGroup legend={messages.meals.legend} hint={messages.meals.hint}>
        <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {mealTypes.map((meal) => (
            <li key={meal} className="grid grid-cols-[1fr_9rem] items-start gap-3">
              <Switch label={mealLabels[meal]} registration={register(`meals.${meal}.isOn`)} />
              <TextField
                label={messages.meals.time(mealLabels[meal])}
                className="[&_label]:sr-only"
                type="time"
                error={errors.meals?.[meal]?.time?.message}
                {...register(`meals.${meal}.time`)}
              />
            </li>
          ))}
        </ul>
      </ReminderGroup>

      <ReminderGroup legend={messages.weighIn.legend}>
        <Switch label={messages.weighIn.isOn} registration={register('weighIn.isOn')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={messages.weighIn.day}
            options={dayOptions}
            error={errors.weighIn?.day?.message}
            {...register('weighIn.day')}
          />
          <TextField
            label={messages.weighIn.time}
            type="time"
            error={errors.weighIn?.time?.message}
            {...register('weighIn.time')}
          />
        </div>
      </ReminderGroup>

      <ReminderGroup legend={messages.quietHours.legend} hint={messages.quietHours.hint}>
        <Switch label={messages.quietHours.isOn} registration={register('quietHours.isOn')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={messages.quietHours.from}
            type="time"
            error={errors.quietHours?.from?.message}
            {...register('quietHours.from')}
          />
          <TextField
            label={messages.quietHours.until}
            type="time"
            error={errors.quietHours?.until?.message}
            {...register('quietHours.until')}
          />
        </div>
      </ReminderGroup>

      <div className="flex flex-col gap-1">
        <Switch label={messages.emailFallback} registration={register('isEmailFallbackOn')} />
        <p className="text-sm text-slate-600 dark:text-slate-400">{messages.emailFallbackHint}</p>
      </div>

      <Button type="submit" className="self-start" isBusy={save.isPending}>
        {save.isPending ? messages.saving : messages.save}
      </Button>
    </form>
  );
}

function ReminderGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900 dark:text-white">
        {legend}
      </legend>
      {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {children}
    </fieldset>
  );
}

function Switch({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800 dark:text-slate-100">
      <input type="checkbox" className="size-5 accent-brand-700" {...registration} />
      {label}
    </label>
  );
}
