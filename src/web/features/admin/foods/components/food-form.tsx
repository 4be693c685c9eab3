import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useForm } from 'react-hook-form';
import { DEFAULT_SERVING_GRAMS } from '../../../../../shared/constants.ts';
import { readTypedNumber } from '../../../../../shared/fields/number-field.ts';
import { formatNumber } from '../../../../../shared/format.ts';
import {
  type CreateFood,
  type CreateFoodInput,
  checkFoodEnergy,
  createFoodSchema,
} from '../../../../../shared/schemas/foods.ts';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateFood } from '../api/create-food.ts';
import { adminFoodsMessages } from '../messages.ts';
import { categoryOptions, MeasureWeightRows, measureRowFields } from './measure-weight-rows.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const foodFormFields = [
  'name',
  'category',
  'calories',
  'protein',
  'carbs',
  'fat',
  'servingSize',
  'isCaloriesConfirmed',
] as const;

/** The fields a server's message may name, the measure rows' own fields included ('measureWeights.1.grams'). */
const fieldsOf = (measureRows: number): FieldPath<CreateFoodInput>[] => [
  ...foodFormFields,
  ...measureRowFields<CreateFoodInput>(measureRows),
];

/** A typed value as a number, or null while it is empty or not a number yet. */
const typedValue = (value: unknown) => {
  const number = readTypedNumber(value);
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The energy check of the values typed so far; null until all four read as numbers. */
function checkTypedEnergy(typed: unknown[]) {
  const [calories, protein, carbs, fat] = typed.map(typedValue);
  if (calories == null || protein == null || carbs == null || fat == null) return null;
  return checkFoodEnergy({ calories, protein, carbs, fat });
}
const numberFields = [
  ['servingSize', adminFoodsMessages.fieldServing],
  ['calories', adminFoodsMessages.fieldCalories],
  ['protein', adminFoodsMessages.fieldProtein],
  ['carbs', adminFoodsMessages.fieldCarbs],
  ['fat', adminFoodsMessages.fieldFat],
] as const;

/**
 * 'Yeni Besin Ekle': name and every value required, serving size 100 g unless changed (spec 2 §5). When
 * the kcal stray from 4/4/9 of the macros the form says what the macros give and asks the dietitian
 * to confirm (an alcoholic drink has kcal and no macros); an impossible food is refused by the schema.
 */
export function FoodForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const createFood = useCreateFood();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    control,
    formState: { errors },
  } = useForm<CreateFoodInput, unknown, CreateFood>({
    resolver: zodResolver(createFoodSchema),
    defaultValues: {
      name: '',
      servingSize: DEFAULT_SERVING_GRAMS,
      isCaloriesConfirmed: false,
      // @ts-expect-error the select starts on its 'Kategori seçin' entry: no category until one is picked
      category: '',
      measureWeights: [],
    },
  });
  const energy = checkTypedEnergy(watch(['calories', 'protein', 'carbs', 'fat']));

  const submit = handleSubmit((input) =>
    createFood.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, setError, fieldsOf(input.measureWeights.length)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SaveErrorBox error={createFood.error} fallback={adminFoodsMessages.createError} />
      <TextField
        label={adminFoodsMessages.fieldName}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={adminFoodsMessages.fieldCategory}
        placeholder={adminFoodsMessages.categoryPlaceholder}
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
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
      {energy && !energy.isConsistent && (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p>{adminFoodsMessages.caloriesEstimate(formatNumber(energy.estimatedCalories, 0))}</p>
          <label className="flex min-h-11 items-center gap-3 font-medium">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('isCaloriesConfirmed')} />
            {adminFoodsMessages.confirmCalories}
          </label>
        </div>
      )}
      <MeasureWeightRows control={control} register={register} errors={errors.measureWeights} />
      <FormActions isPending={createFood.isPending} onCancel={onCancel} texts={adminFoodsMessages} />
    </form>
  );
}
