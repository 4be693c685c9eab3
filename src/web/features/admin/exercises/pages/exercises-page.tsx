import { Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { type ExerciseCategory, exerciseCategories, exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import type { AdminExercise } from '../../../../../shared/schemas/exercises.ts';
import { matchesSearch } from '../../../../../shared/text.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { ToggleChips } from '../../../../components/ui/toggle-chips.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useDeleteExercise } from '../api/delete-exercise.ts';
import { useExercises } from '../api/get-exercises.ts';
import { ExerciseAdminCard } from '../components/exercise-admin-card.tsx';
import { ExerciseDialog } from '../components/exercise-dialog.tsx';
import { adminExercisesMessages as messages } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

type Filter = 'all' | ExerciseCategory;
const filters: Filter[] = ['all', ...exerciseCategories];
const filterLabel = (filter: Filter) => (filter === 'all' ? messages.all : exerciseCategoryLabels[filter]);

/**
 * Egzersizler (/exercises): the library the client area shows. Card grid, Turkish-aware search,
 * category chips, expandable details, the 3-step dialog for create and edit, delete with confirmation.
 */
export function Component() {
  const exercises = useExercises();
  const removal = useConfirmedDelete<AdminExercise, unknown>(useDeleteExercise(), {
    deletedText: messages.deleted,
    errorText: messages.deleteError,
  });
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<{ exercise: AdminExercise | null } | null>(null);

  const all = exercises.data?.exercises ?? [];
  const visible = all.filter(
    (exercise) =>
      (filter === 'all' || exercise.category === filter) &&
      matchesSearch(`${exercise.name} ${exercise.description}`, search),
  );

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<AddButton onClick={() => setDialog({ exercise: null })}>{messages.newExercise}</AddButton>}
      />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <SearchInput
          id="exercise-search"
          label={messages.searchLabel}
          wrapperClassName="w-full md:max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={messages.searchPlaceholder}
        />
        <ToggleChips
          legend={messages.categories}
          options={filters}
          value={filter}
          onChange={setFilter}
          labelOf={filterLabel}
          layout="wrap"
        />
      </div>
      <QueryState
        query={exercises}
        errorText={messages.loadError}
        retryText={messages.retry}
        isEmpty={() => visible.length === 0}
        empty={
          <EmptyState text={all.length === 0 ? messages.empty : messages.noMatch} icon={Dumbbell}>
            {all.length === 0 && (
              <AddButton variant="secondary" onClick={() => setDialog({ exercise: null })} className="mt-2">
                {messages.newExercise}
              </AddButton>
            )}
          </EmptyState>
        }
      >
        {() => (
          <ul aria-label={messages.listLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {visible.map((exercise) => (
              <li key={exercise.id}>
                <ExerciseAdminCard
                  exercise={exercise}
                  onEdit={(chosen) => setDialog({ exercise: chosen })}
                  onDelete={removal.ask}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ExerciseDialog isOpen={dialog !== null} exercise={dialog?.exercise ?? null} onClose={() => setDialog(null)} />
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
