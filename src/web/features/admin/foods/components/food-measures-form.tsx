import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { householdMeasures } from '../../../../../shared/diet-totals.ts';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import {
  type FoodItem,
  type UpdateFoodMeasures,
  type UpdateFoodMeasuresInput,
  updateFoodMeasuresSchema,
} from '../../../../../shared/schemas/foods.ts';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useUpdateFoodMeasures } from '../api/update-food-measures.ts';
import { adminFoodsMessages } from '../messages.ts';
import { categoryOptions, MeasureWeightRows, measureRowFields } from './measure-weight-rows.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

/**
 * 'Kategori ve ölçüler' of a food in the database: its category (a food added before categories is
 * 'Diğer' until one is picked) and its 'Ölçü karşılıkları', saved as a whole.
 */
export function FoodMeasuresForm({
  food,
  onSaved,
  onCancel,
}: {
  food: FoodItem;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateFoodMeasures();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<UpdateFoodMeasuresInput, unknown, UpdateFoodMeasures>({
    resolver: zodResolver(updateFoodMeasuresSchema),
    defaultValues: {
      category: food.category,
      // In the fixed list's order, as the card shows them.
      measureWeights: householdMeasures.flatMap((measure) => {
        const grams = food.measureGrams[measure.key];
        return grams === undefined ? [] : [{ measure: measure.key, grams: formatNumberForInput(grams) }];
      }),
    },
  });

  const submit = handleSubmit((input) =>
    update.mutate(
      { id: food.id, input },
      {
        onSuccess: onSaved,
        onError: (error) =>
          applyFieldErrors(error, setError, [
            'category',
            ...measureRowFields<UpdateFoodMeasuresInput>(input.measureWeights.length),
          ]),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SaveErrorBox error={update.error} fallback={adminFoodsMessages.updateError} />
      <SelectField
        label={adminFoodsMessages.fieldCategory}
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      <MeasureWeightRows control={control} register={register} errors={errors.measureWeights} />
      <FormActions
        isPending={update.isPending}
        onCancel={onCancel}
        texts={{
          cancel: adminFoodsMessages.cancel,
          save: adminFoodsMessages.saveMeasures,
          saving: adminFoodsMessages.saving,
        }}
      />
    </form>
  );
}
