import { UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Client } from '../../../../../shared/schemas/clients.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClients } from '../api/get-clients.ts';
import { ClientCard } from '../components/client-card.tsx';
import { ClientCreateWizard, preloadClientForms } from '../components/client-create-wizard.tsx';
import { ClientEditDialog } from '../components/client-edit-dialog.tsx';
import { ClientEraseDialog } from '../components/client-erase-dialog.tsx';
import { adminClientsMessages } from '../messages.ts';
import { PagedList } from '../../../../components/screen/paged-list.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';

/** Danışanlar (/clients): search by name or e-mail, cards, add, edit, delete, KVKK erasure (spec 2 §2, ADR 0077). */
export function Component() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const clients = useClients({ search: debouncedSearch, page });
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [erasing, setErasing] = useState<Client | null>(null);
  const deleteClient = useDeleteClient();
  const showAlert = useAlert();
  // The forms' code comes once the list is on screen, so that opening one rarely waits for it.
  const hasList = clients.data !== undefined;
  useEffect(() => {
    if (hasList) preloadClientForms();
  }, [hasList]);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteClient.mutate(deleting.id, {
      onSuccess: () => showAlert('success', adminClientsMessages.deleted),
      onError: () => showAlert('error', adminClientsMessages.deleteError),
      onSettled: () => setDeleting(null),
    });
  };

  const data = clients.data;
  // A deleted last item may leave the page past the end; step back to the last page that exists.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  if (data && page > lastPage) setPage(lastPage);

  return (
    <section>
      <PageHeader
        title={adminClientsMessages.title}
        description={data ? adminClientsMessages.total(data.total) : adminClientsMessages.description}
        actions={
          <Button onClick={() => setIsCreating(true)}>
            <UserPlus aria-hidden="true" className="size-4" /> {adminClientsMessages.add}
          </Button>
        }
      />
      <SearchInput
        id="client-search"
        label={adminClientsMessages.searchLabel}
        wrapperClassName="mb-6 max-w-xl"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        placeholder={adminClientsMessages.searchPlaceholder}
      />

      <PagedList
        query={clients}
        errorText={adminClientsMessages.loadError}
        retryText={adminClientsMessages.retry}
        keepDataOnError
        listLabel={adminClientsMessages.title}
        empty={
          <EmptyState text={debouncedSearch ? adminClientsMessages.noMatch : adminClientsMessages.empty} icon={Users}>
            {!debouncedSearch && (
              <Button className="mt-2" onClick={() => setIsCreating(true)}>
                <UserPlus aria-hidden="true" className="size-4" /> {adminClientsMessages.add}
              </Button>
            )}
          </EmptyState>
        }
        pageLabel="Danışan sayfaları"
        onPageChange={setPage}
        listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        getKey={(client) => client.id}
        renderItem={(client) => (
          <ClientCard client={client} onEdit={setEditing} onDelete={setDeleting} onErase={setErasing} />
        )}
      />

      <ClientCreateWizard isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <ClientEditDialog client={editing} onClose={() => setEditing(null)} />
      <ClientEraseDialog client={erasing} onClose={() => setErasing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? `${deleting.name} silinsin mi?` : adminClientsMessages.deleteTitle}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isBusy={deleteClient.isPending}
      />
    </section>
  );
}
