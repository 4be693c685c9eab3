import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { goalTypeLabels, goalTypes } from '../../../../../shared/constants.ts';
import { todayInIstanbul } from '../../../../../shared/dates.ts';
import { type CreateGoal, type CreateGoalInput, createGoalSchema } from '../../../../../shared/schemas/goals.ts';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { ClientChecklist, useClientChecklist } from '../../clients/index.ts';
import { useCreateGoal } from '../api/create-goal.ts';
import { adminGoalsMessages } from '../messages.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const typeOptions = goalTypes.map((type) => ({ value: type, label: goalTypeLabels[type] }));
const goalFormFields = ['title', 'description', 'type', 'targetValue', 'startDate', 'endDate', 'clientIds'] as const;

/** A refused goal shows the server's Turkish reason; anything else the spec's general text. */
const goalSaveErrorText = (error: Error) => userMessageOr(error, adminGoalsMessages.saveError);

/**
 * The 'Yeni Hedef' form (spec 2 §5): title, description, type, target value, start and optional end
 * date (not before today in Istanbul), and the clients. The schema is the one the server parses.
 */
export function GoalForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const today = todayInIstanbul();
  const createGoal = useCreateGoal();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<CreateGoalInput, unknown, CreateGoal>({
    resolver: zodResolver(createGoalSchema),
    defaultValues: {
      title: '',
      description: '',
      type: 'water',
      targetValue: '8',
      startDate: today,
      endDate: '',
      clientIds: [],
    },
  });

  const clientChecklist = useClientChecklist((chosen) =>
    setValue(
      'clientIds',
      chosen.map((client) => client.id),
      { shouldValidate: isSubmitted },
    ),
  );
  const selectedClients = clientChecklist.selected;

  const submit = handleSubmit((input) =>
    createGoal.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, goalFormFields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SaveErrorBox error={createGoal.error} fallback={goalSaveErrorText} />
      <TextField
        label={adminGoalsMessages.fieldTitle}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={adminGoalsMessages.fieldDescription}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={adminGoalsMessages.fieldType}
          options={typeOptions}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={adminGoalsMessages.fieldTarget}
          inputMode="numeric"
          autoComplete="off"
          error={errors.targetValue?.message}
          {...register('targetValue')}
        />
        <FormDateField
          control={control}
          name="startDate"
          label={adminGoalsMessages.fieldStart}
          min={today}
          error={errors.startDate?.message}
        />
        <FormDateField
          control={control}
          name="endDate"
          label={adminGoalsMessages.fieldEnd}
          min={today}
          error={errors.endDate?.message}
        />
      </div>
      <ClientChecklist
        state={clientChecklist}
        legend={`${adminGoalsMessages.fieldClients} (${selectedClients.length} seçildi)`}
        searchPlaceholder={adminGoalsMessages.searchPlaceholder}
        loadError={adminGoalsMessages.loadError}
        fieldError={errors.clientIds?.message}
      />
      <FormActions
        isPending={createGoal.isPending}
        onCancel={onCancel}
        texts={adminGoalsMessages}
        isSubmitDisabled={selectedClients.length === 0}
        isStackedOnPhone
      />
    </form>
  );
}
