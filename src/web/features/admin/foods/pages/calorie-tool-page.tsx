import { Apple } from 'lucide-react';
import { useState } from 'react';
import type { FoodItem } from '../../../../../shared/schemas/foods.ts';
import { PagedList, useStepBackFromEmptyPage } from '../../../../components/screen/paged-list.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useDeleteFood } from '../api/delete-food.ts';
import { useFoods } from '../api/get-foods.ts';
import { FoodCard } from '../components/food-card.tsx';
import { FoodForm } from '../components/food-form.tsx';
import { FoodMeasuresForm } from '../components/food-measures-form.tsx';
import { adminFoodsMessages } from '../messages.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/**
 * Kalori Aracı (/calorie-tools): the food database, searched and paged on the server so thousands of
 * foods stay fast; 'Yeni Besin Ekle', a food's category and household-measure weights ('Kategori ve
 * ölçüler', ADR 0075 stop 54) and delete with confirmation (spec 2 §2).
 */
export function Component() {
  const showAlert = useAlert();
  const removal = useConfirmedDelete<FoodItem, unknown>(useDeleteFood(), {
    deletedText: adminFoodsMessages.deleted,
    errorText: adminFoodsMessages.deleteError,
  });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editedFood, setEditedFood] = useState<FoodItem | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const foods = useFoods(debouncedSearch, page);

  useStepBackFromEmptyPage(foods.data, setPage);

  return (
    <section>
      <PageHeader
        title={adminFoodsMessages.title}
        description={adminFoodsMessages.description}
        actions={<AddButton onClick={() => setIsFormOpen(true)}>{adminFoodsMessages.newFood}</AddButton>}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          id="food-search"
          label={adminFoodsMessages.searchLabel}
          wrapperClassName="w-full max-w-md"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          isLoading={foods.isFetching && debouncedSearch !== ''}
          placeholder={adminFoodsMessages.searchPlaceholder}
        />
        {foods.data && foods.data.total > 0 && (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {adminFoodsMessages.count(foods.data.total)}
          </span>
        )}
      </div>
      <PagedList
        query={foods}
        errorText={adminFoodsMessages.loadError}
        retryText={adminFoodsMessages.retry}
        keepDataOnError
        listLabel={adminFoodsMessages.listLabel}
        empty={
          <EmptyState text={debouncedSearch ? adminFoodsMessages.noMatch : adminFoodsMessages.empty} icon={Apple}>
            {!debouncedSearch && (
              <AddButton variant="secondary" onClick={() => setIsFormOpen(true)} className="mt-2">
                {adminFoodsMessages.newFood}
              </AddButton>
            )}
          </EmptyState>
        }
        pageLabel={adminFoodsMessages.pageLabel}
        onPageChange={setPage}
        listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
        getKey={(food) => food.id}
        renderItem={(food) => <FoodCard food={food} onEdit={setEditedFood} onDelete={removal.ask} />}
      />
      <Dialog
        isOpen={isFormOpen}
        onClose={() => setIsFormOpen(false)}
        title={adminFoodsMessages.newFood}
        className="max-w-xl"
      >
        <FoodForm
          onCancel={() => setIsFormOpen(false)}
          onSaved={() => {
            setIsFormOpen(false);
            showAlert('success', adminFoodsMessages.created);
          }}
        />
      </Dialog>
      <Dialog
        isOpen={editedFood !== null}
        onClose={() => setEditedFood(null)}
        title={editedFood ? adminFoodsMessages.editMeasuresTitle(editedFood.name) : adminFoodsMessages.editMeasures}
        className="max-w-xl"
      >
        {editedFood && (
          <FoodMeasuresForm
            key={editedFood.id}
            food={editedFood}
            onCancel={() => setEditedFood(null)}
            onSaved={() => {
              setEditedFood(null);
              showAlert('success', adminFoodsMessages.updated);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog title={adminFoodsMessages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
