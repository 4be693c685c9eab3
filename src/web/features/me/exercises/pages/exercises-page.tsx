import { Dumbbell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ExerciseCategory, exerciseCategories, exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import type { Exercise } from '../../../../../shared/schemas/exercises.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { useExercises } from '../api/get-exercises.ts';
import { ExerciseCard } from '../components/exercise-card.tsx';
import { ExerciseDetail } from '../components/exercise-detail.tsx';
import { meExercisesMessages as t } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';

type Filter = 'all' | ExerciseCategory;
const filters: Filter[] = ['all', ...exerciseCategories];
const filterLabel = (filter: Filter) => (filter === 'all' ? t.all : exerciseCategoryLabels[filter]);

/**
 * /kullanici/egzersiz: the exercise library (spec 1 §2.8). The open exercise is kept in the address
 * (?egzersiz=<id>), so the phone's back button returns to the list as 'Egzersizi Bitir' does.
 */
export function Component() {
  const exercises = useExercises();
  const [filter, setFilter] = useState<Filter>('all');
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('egzersiz');

  useEffect(() => {
    // Spec 1 §8: load errors of the exercise list are logged (the page also offers a retry).
    if (exercises.error) console.warn('[exercises] load failed', exercises.error);
  }, [exercises.error]);

  const open = exercises.data?.exercises.find((exercise) => exercise.id === openId) ?? null;
  const start = (exercise: Exercise) => {
    setSearchParams({ egzersiz: exercise.id });
    window.scrollTo({ top: 0 });
  };
  const finish = () => setSearchParams({}, { replace: false });

  if (open) return <ExerciseDetail key={open.id} exercise={open} onFinish={finish} />;

  const visible = (exercises.data?.exercises ?? []).filter(
    (exercise) => filter === 'all' || exercise.category === filter,
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t.title} description={t.description} />
      <ToggleChips
        legend={t.categories}
        options={filters}
        value={filter}
        onChange={setFilter}
        labelOf={filterLabel}
        layout="scroll"
      />

      <QueryState
        query={exercises}
        errorText={t.loadError}
        retryText={t.retry}
        isEmpty={(_data) => visible.length === 0}
        empty={<EmptyState text={t.emptyCategory} icon={Dumbbell} />}
      >
        {(_data) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((exercise) => (
              <ExerciseCard key={exercise.id} exercise={exercise} onStart={start} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
