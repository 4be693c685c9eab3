import { Plus, Trash2 } from 'lucide-react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { type HouseholdMeasure, householdMeasures } from '../../../../../shared/diet-totals.ts';
import { foodCategoryKeys, foodCategoryLabels } from '../../../../../shared/food-categories.ts';
import { formatNumber } from '../../../../../shared/format.ts';
import type { UpdateFoodMeasuresInput } from '../../../../../shared/schemas/foods.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { adminFoodsMessages } from '../messages.ts';

export const categoryOptions = foodCategoryKeys.map((key) => ({ value: key, label: foodCategoryLabels[key] }));
const measureOptions = householdMeasures.map((measure) => ({ value: measure.key, label: measure.label }));
const defaultGramsOf = new Map(householdMeasures.map((measure) => [measure.key, measure.grams]));

/** The rows' field paths a server's message may name ('measureWeights.1.grams'), and the list itself. */
export const measureRowFields = <T extends FieldValues>(rowCount: number): FieldPath<T>[] =>
  [
    ...Array.from({ length: rowCount }, (_, index) => [
      `measureWeights.${index}.measure`,
      `measureWeights.${index}.grams`,
    ]).flat(),
    'measureWeights',
  ] as FieldPath<T>[];

type MeasureRows = NonNullable<UpdateFoodMeasuresInput['measureWeights']>;
type RowErrors = { measure?: { message?: string }; grams?: { message?: string } } | undefined;

/**
 * 'Ölçü karşılıkları': measure + grams rows, how many grams one household measure stands for in this
 * food. Each row says the measure's default beside it; a measure already in a row is not offered again
 * by 'Ölçü ekle' (the schema refuses a duplicate under its row).
 */
export function MeasureWeightRows<T extends FieldValues & Pick<UpdateFoodMeasuresInput, 'measureWeights'>, TOut>({
  control,
  register,
  errors,
}: {
  control: Control<T, unknown, TOut>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>['measureWeights'];
}) {
  // The form's own type has `measureWeights`; react-hook-form's path types cannot see that through T.
  const rows = useFieldArray({ control, name: 'measureWeights' as ArrayPath<T> });
  const typed = (useWatch({ control, name: 'measureWeights' as FieldPath<T> }) ?? []) as MeasureRows;
  const field = (index: number, name: 'measure' | 'grams') => `measureWeights.${index}.${name}` as FieldPath<T>;
  const used = new Set(typed.map((row) => row?.measure));
  const nextMeasure = householdMeasures.find((measure) => !used.has(measure.key))?.key;
  const rowErrors = (Array.isArray(errors) ? errors : []) as RowErrors[];
  const listError = Array.isArray(errors)
    ? undefined
    : ((errors as { message?: string; root?: { message?: string } } | undefined)?.message ??
      (errors as { root?: { message?: string } } | undefined)?.root?.message);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-slate-900 dark:text-white">{adminFoodsMessages.measuresTitle}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{adminFoodsMessages.measuresNote}</p>
      {rows.fields.length === 0 && (
        <p className="text-sm text-slate-600 italic dark:text-slate-300">{adminFoodsMessages.measuresEmpty}</p>
      )}
      {rows.fields.map((row, index) => {
        const measure = typed[index]?.measure as HouseholdMeasure | undefined;
        const label = householdMeasures.find((option) => option.key === measure)?.label ?? '';
        return (
          <fieldset
            key={row.id}
            aria-label={adminFoodsMessages.measureRowLabel(index + 1)}
            className="grid min-w-0 grid-cols-[1fr_6.5rem_auto] items-start gap-2"
          >
            <SelectField
              label={adminFoodsMessages.fieldMeasure}
              options={measureOptions}
              hint={
                measure ? adminFoodsMessages.measureDefault(formatNumber(defaultGramsOf.get(measure) ?? 0)) : undefined
              }
              error={rowErrors[index]?.measure?.message}
              {...register(field(index, 'measure'))}
            />
            <TextField
              label={adminFoodsMessages.fieldMeasureGrams}
              inputMode="decimal"
              autoComplete="off"
              error={rowErrors[index]?.grams?.message}
              {...register(field(index, 'grams'))}
            />
            <Button
              variant="ghost"
              onClick={() => rows.remove(index)}
              aria-label={adminFoodsMessages.removeMeasure(label || adminFoodsMessages.measureRowLabel(index + 1))}
              className="mt-7 min-h-11 px-3"
            >
              <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-300" />
            </Button>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}
      {nextMeasure && (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              rows.append({ measure: nextMeasure, grams: '' } as FieldArray<T, ArrayPath<T>>, { shouldFocus: true })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {adminFoodsMessages.addMeasure}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
