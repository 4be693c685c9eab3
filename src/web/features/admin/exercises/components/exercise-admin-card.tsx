import { ChevronDown, Dumbbell } from 'lucide-react';
import { useId, useState } from 'react';
import { exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import { type AdminExercise, wholeMinutes } from '../../../../../shared/schemas/exercises.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../lib/cn.ts';
import { adminExercisesMessages as messages } from '../messages.ts';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';

/** A card of the grid: picture, name, category, whole minutes; details open below; edit and delete. */
export function ExerciseAdminCard({
  exercise,
  onEdit,
  onDelete,
}: {
  exercise: AdminExercise;
  onEdit: (exercise: AdminExercise) => void;
  onDelete: (exercise: AdminExercise) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const detailsId = useId();
  return (
    <Card className="flex h-full flex-col gap-3 overflow-hidden p-0">
      {hasImageFailed ? (
        <div className="flex h-40 items-center justify-center bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-200">
          <Dumbbell aria-hidden="true" className="size-10" />
        </div>
      ) : (
        <img
          src={exercise.gifUrl}
          alt={exercise.name}
          loading="lazy"
          decoding="async"
          width={320}
          height={160}
          onError={() => setHasImageFailed(true)}
          className="h-40 w-full bg-brand-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 px-4 pb-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{exercise.name}</h3>
          <Badge tone="info">{exerciseCategoryLabels[exercise.category]}</Badge>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {messages.minutes(wholeMinutes(exercise.duration))}
        </p>
        <div id={detailsId} hidden={!isOpen} className="text-sm text-slate-700 dark:text-slate-200">
          <p className="whitespace-pre-line">{exercise.description || messages.noDescription}</p>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{messages.durationDetail(exercise.duration)}</p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1">
          <Button
            variant="ghost"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
            className="min-h-10 px-3"
          >
            {messages.details}
            <span className="sr-only">{`: ${exercise.name}`}</span>
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
          </Button>
          <EditDeleteButtons
            editLabel={messages.edit(exercise.name)}
            deleteLabel={messages.remove(exercise.name)}
            onEdit={() => onEdit(exercise)}
            onDelete={() => onDelete(exercise)}
            buttonClassName="min-h-10 px-3"
          />
        </div>
      </div>
    </Card>
  );
}
