import { Clock, Play } from 'lucide-react';
import { exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import type { Exercise } from '../../../../../shared/schemas/exercises.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDurationMinutes } from '../duration.ts';
import { meExercisesMessages as t } from '../messages.ts';
import { ExerciseImage } from './exercise-image.tsx';

export function ExerciseCard({ exercise, onStart }: { exercise: Exercise; onStart: (exercise: Exercise) => void }) {
  const headingId = `egzersiz-${exercise.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <ExerciseImage src={exercise.gifUrl} alt={exercise.name} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {exercise.name}
          </h2>
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {exerciseCategoryLabels[exercise.category]}
          </span>
        </div>
        <p className="line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-300">{exercise.description}</p>
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
            <Clock aria-hidden="true" className="size-4" />
            {formatDurationMinutes(exercise.duration)}
          </span>
          <Button onClick={() => onStart(exercise)} aria-label={`${exercise.name}: ${t.start}`}>
            <Play aria-hidden="true" className="size-4" />
            {t.start}
          </Button>
        </div>
      </div>
    </article>
  );
}
