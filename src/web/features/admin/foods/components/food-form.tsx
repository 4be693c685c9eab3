import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_SERVING_GRAMS } from '../../../../../shared/constants.ts';
import { type CreateFood, type CreateFoodInput, createFoodSchema } from '../../../../../shared/schemas/foods.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateFood } from '../api/create-food.ts';
import { adminFoodsMessages } from '../messages.ts';

const foodFormFields = ['name', 'calories', 'protein', 'carbs', 'fat', 'servingSize'] as const;
const numberFields = [
  ['servingSize', adminFoodsMessages.fieldServing],
  ['calories', adminFoodsMessages.fieldCalories],
  ['protein', adminFoodsMessages.fieldProtein],
  ['carbs', adminFoodsMessages.fieldCarbs],
  ['fat', adminFoodsMessages.fieldFat],
] as const;

/** 'Yeni Besin Ekle': name and every value required, serving size 100 g unless changed (spec 2 §5). */
export function FoodForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const createFood = useCreateFood();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateFoodInput, unknown, CreateFood>({
    resolver: zodResolver(createFoodSchema),
    defaultValues: { name: '', servingSize: DEFAULT_SERVING_GRAMS },
  });

  const submit = handleSubmit((input) =>
    createFood.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, foodFormFields),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {createFood.error && <ErrorBox message={userMessageOr(createFood.error, adminFoodsMessages.createError)} />}
      <TextField
        label={adminFoodsMessages.fieldName}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">{adminFoodsMessages.valuesNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberFields.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={createFood.isPending}>
          {adminFoodsMessages.cancel}
        </Button>
        <Button type="submit" isBusy={createFood.isPending}>
          {createFood.isPending ? adminFoodsMessages.saving : adminFoodsMessages.save}
        </Button>
      </div>
    </form>
  );
}
