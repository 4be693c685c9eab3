import { Target } from 'lucide-react';
import { useState } from 'react';
import type { ClientGoalItem } from '../../../../../shared/schemas/goals.ts';
import { PagedList, useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useDeleteClientGoal } from '../api/delete-client-goal.ts';
import { useClientGoals } from '../api/get-client-goals.ts';
import { useUpdateClientGoal } from '../api/update-client-goal.ts';
import { ClientGoalCard } from '../components/client-goal-card.tsx';
import { GoalForm } from '../components/goal-form.tsx';
import { adminGoalsMessages } from '../messages.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/** Goal assignment (/goals, 'Hedef Ata'): the assigned goals and the 'Yeni Hedef' form. */
export function Component() {
  const showAlert = useAlert();
  const removal = useConfirmedDelete<ClientGoalItem, unknown>(useDeleteClientGoal(), {
    deletedText: adminGoalsMessages.deleted,
    errorText: adminGoalsMessages.deleteError,
  });
  const [page, setPage] = useState(1);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const goals = useClientGoals(page);
  const updateGoal = useUpdateClientGoal();
  const data = goals.data;

  useStepBackFromEmptyPage(data, setPage);

  const toggleCompleted = (goal: ClientGoalItem) =>
    updateGoal.mutate(
      { id: goal.id, completed: !goal.completed },
      {
        onSuccess: (result) =>
          showAlert(
            'success',
            result.clientGoal.completed ? adminGoalsMessages.markedDone : adminGoalsMessages.reopened,
          ),
        onError: () => showAlert('error', adminGoalsMessages.statusError),
      },
    );

  return (
    <section>
      <PageHeader
        title={adminGoalsMessages.title}
        description={adminGoalsMessages.description}
        actions={<AddButton onClick={() => setIsFormOpen(true)}>{adminGoalsMessages.newGoal}</AddButton>}
      />
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {adminGoalsMessages.listTitle}
        {data && data.total > 0 && (
          <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">({data.total})</span>
        )}
      </h2>
      <PagedList
        query={goals}
        errorText={adminGoalsMessages.loadError}
        empty={
          <EmptyState text={adminGoalsMessages.empty} icon={Target}>
            <AddButton variant="secondary" onClick={() => setIsFormOpen(true)} className="mt-2">
              {adminGoalsMessages.newGoal}
            </AddButton>
          </EmptyState>
        }
        pageLabel="Hedef listesi sayfaları"
        onPageChange={setPage}
        listClassName="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        getKey={(goal) => goal.id}
        renderItem={(goal) => (
          <ClientGoalCard
            goal={goal}
            onToggleCompleted={toggleCompleted}
            onDelete={removal.ask}
            isUpdating={updateGoal.isPending && updateGoal.variables?.id === goal.id}
          />
        )}
      />
      <Dialog
        isOpen={isFormOpen}
        onClose={() => setIsFormOpen(false)}
        title={adminGoalsMessages.newGoal}
        className="max-w-2xl"
      >
        <GoalForm
          onCancel={() => setIsFormOpen(false)}
          onSaved={() => {
            setIsFormOpen(false);
            setPage(1);
            showAlert('success', adminGoalsMessages.created);
          }}
        />
      </Dialog>
      <ConfirmDialog title={adminGoalsMessages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
