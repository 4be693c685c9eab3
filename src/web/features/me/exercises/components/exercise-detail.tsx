import { CircleCheck, Pause, Play, RotateCcw } from 'lucide-react';
import { exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import type { Exercise } from '../../../../../shared/schemas/exercises.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { formatClock, formatDurationMinutes } from '../duration.ts';
import { meExercisesMessages as t } from '../messages.ts';
import { ExerciseImage } from './exercise-image.tsx';
import { useCountdown } from './use-countdown.ts';

/** 'Başla' view (spec 1 §2.8): image, description, an mm:ss timer counting down, 'Egzersizi Bitir'. */
export function ExerciseDetail({ exercise, onFinish }: { exercise: Exercise; onFinish: () => void }) {
  const timer = useCountdown(exercise.duration);
  const hasStarted = timer.remaining !== exercise.duration;
  return (
    // On a laptop screen (1280×800) image and timer sit side by side, so the timer and 'Egzersizi
    // Bitir' are in view without scrolling; on a phone they stack under the image.
    <article
      className="mx-auto flex max-w-2xl flex-col gap-5 lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
      aria-labelledby="exercise-title"
    >
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">
          {t.title} · {exerciseCategoryLabels[exercise.category]}
        </p>
        <h1 id="exercise-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {exercise.name}
        </h1>
      </div>
      <div className="flex flex-col gap-5">
        <ExerciseImage src={exercise.gifUrl} alt={exercise.name} className="aspect-[4/3] w-full rounded-2xl" />
        <p className="text-slate-700 dark:text-slate-200">{exercise.description}</p>
      </div>

      <div className="flex flex-col gap-5 lg:sticky lg:top-4">
        <section
          aria-label={t.timerLabel}
          className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t.timerLabel} · {formatDurationMinutes(exercise.duration)}
          </p>
          <p
            role="timer"
            aria-label={t.timerLabel}
            className="font-mono text-6xl font-bold text-brand-800 tabular-nums dark:text-brand-100"
          >
            {formatClock(timer.remaining)}
          </p>
          <p aria-live="polite" className="min-h-6 font-semibold text-emerald-800 dark:text-emerald-300">
            {timer.isFinished && (
              <span className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-5" />
                {t.timeUp}
              </span>
            )}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {timer.isRunning ? (
              <Button onClick={timer.pause} className="min-w-32">
                <Pause aria-hidden="true" className="size-4" />
                {t.pauseTimer}
              </Button>
            ) : (
              <Button onClick={timer.start} disabled={timer.isFinished} className="min-w-32">
                <Play aria-hidden="true" className="size-4" />
                {hasStarted ? t.resumeTimer : t.startTimer}
              </Button>
            )}
            <Button variant="secondary" onClick={timer.reset} disabled={!hasStarted}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t.resetTimer}
            </Button>
          </div>
        </section>

        <Button variant="danger" onClick={onFinish} className="w-full sm:w-auto sm:self-center lg:w-full">
          {t.finish}
        </Button>
      </div>
    </article>
  );
}
