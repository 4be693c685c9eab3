import { Check, Utensils } from 'lucide-react';
import { Link } from 'react-router';
import { type MealType, mealLabels } from '../../../../../shared/constants.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useLogPlannedMeal } from '../api/log-planned-meal.ts';
import { meNutritionProgramsMessages as t } from '../messages.ts';

/**
 * 'Yedim' under a meal of today's plan (issue #40): its planned foods go into today's diary at their
 * grams in one tap; pressed again, nothing is written twice (the server's rule).
 */
export function PlannedMealEaten({ meal }: { meal: MealType }) {
  const logMeal = useLogPlannedMeal();
  const showAlert = useAlert();
  const label = mealLabels[meal];

  const logEaten = () =>
    logMeal.mutate(meal, {
      onSuccess: (logged) =>
        showAlert('success', logged.addedCount > 0 ? t.eatenAdded(label, logged.addedCount) : t.eatenAlready(label)),
      onError: (error) => showAlert('error', userMessageOr(error, t.eatenError)),
    });

  if (logMeal.isSuccess) {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <span className="inline-flex items-center gap-1">
          <Check aria-hidden="true" className="size-4" />
          {t.eatenDone}
        </span>
        <Link to="/kullanici/kalori-gunlugu" className="text-brand-800 underline dark:text-brand-200">
          {t.goToDiary}
        </Link>
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      className="mt-2"
      onClick={logEaten}
      isBusy={logMeal.isPending}
      aria-label={t.eatenLabel(label)}
    >
      <Utensils aria-hidden="true" className="size-4" />
      {t.eaten}
    </Button>
  );
}
