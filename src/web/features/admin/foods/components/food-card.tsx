import { householdMeasures } from '../../../../../shared/diet-totals.ts';
import { foodCategoryLabels } from '../../../../../shared/food-categories.ts';
import type { FoodItem } from '../../../../../shared/schemas/foods.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { adminFoodsMessages } from '../messages.ts';
import { formatGrams, formatNumber } from '../../../../../shared/format.ts';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';

/**
 * A food of the database: its category, serving size, calories and the three macros, the grams of the
 * household measures it has its own weight for, with its delete button.
 */
export function FoodCard({
  food,
  onEdit,
  onDelete,
}: {
  food: FoodItem;
  onEdit: (food: FoodItem) => void;
  onDelete: (food: FoodItem) => void;
}) {
  const macros = [
    [adminFoodsMessages.protein, food.protein],
    [adminFoodsMessages.carbs, food.carbs],
    [adminFoodsMessages.fat, food.fat],
  ] as const;
  const measures = householdMeasures.filter((measure) => food.measureGrams[measure.key] !== undefined);
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{food.name}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Badge tone="info">{foodCategoryLabels[food.category]}</Badge>
            {adminFoodsMessages.serving(formatNumber(food.servingSize))}
          </p>
        </div>
        <EditDeleteButtons
          editLabel={adminFoodsMessages.editMeasuresLabel(food.name)}
          deleteLabel={adminFoodsMessages.deleteLabel(food.name)}
          onEdit={() => onEdit(food)}
          onDelete={() => onDelete(food)}
          buttonClassName="min-h-10 px-3"
          className="flex shrink-0 gap-1"
        />
      </div>
      <p className="text-2xl font-bold text-brand-800 dark:text-brand-200">
        {formatNumber(food.calories)} <span className="text-sm font-medium">{adminFoodsMessages.calories}</span>
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {macros.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold text-slate-900 dark:text-slate-100">{formatGrams(value)}</dd>
          </div>
        ))}
      </dl>
      {measures.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium text-slate-700 dark:text-slate-200">{adminFoodsMessages.measuresOnCard}:</span>{' '}
          {measures
            .map((measure) => `${measure.label} ${formatNumber(food.measureGrams[measure.key] ?? 0)} g`)
            .join(' · ')}
        </p>
      )}
    </Card>
  );
}
