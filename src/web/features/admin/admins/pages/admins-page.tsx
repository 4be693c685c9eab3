import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminLoginPath } from '../../../../../shared/routes.ts';
import type { AdminAccount } from '../../../../../shared/schemas/admins.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useDeleteAdmin } from '../api/delete-admin.ts';
import { useAdmins } from '../api/get-admins.ts';
import { AdminCard } from '../components/admin-card.tsx';
import { AdminForm } from '../components/admin-form.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';
import { adminAdminsMessages as text } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/** Admin management (/site-settings/admins, 'Yönetici Yönetimi'), with one's own two-factor sign-in. */
export function Component() {
  const showAlert = useAlert();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const [isFormOpen, setIsFormOpen] = useState(false);
  const admins = useAdmins(debouncedSearch);
  const removal = useConfirmedDelete<AdminAccount, { signedOut: boolean }>(useDeleteAdmin(), {
    deletedText: text.deleted,
    errorText: text.deleteError,
    isServerMessageShown: true,
    onDeleted: (_admin, { signedOut }) => {
      if (!signedOut) return undefined;
      // One's own account is gone: signed out, as after 'Çıkış Yap'.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.public.session, { user: null });
      navigate(adminLoginPath, { replace: true });
      return false;
    },
  });

  return (
    <section>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={<AddButton onClick={() => setIsFormOpen(true)}>{text.newAdmin}</AddButton>}
      />
      <TwoFactorCard />
      <SearchInput
        aria-label={text.searchLabel}
        placeholder={text.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        isLoading={admins.isFetching}
        wrapperClassName="mb-4 max-w-md"
      />
      <QueryState
        query={admins}
        errorText={text.loadError}
        isEmpty={(data) => data.admins.length === 0}
        empty={<EmptyState text={debouncedSearch ? text.emptySearch : text.empty} icon={Users} />}
      >
        {({ admins: rows }) => (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {rows.map((admin) => (
              <li key={admin.id}>
                <AdminCard admin={admin} onDelete={removal.ask} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog isOpen={isFormOpen} onClose={() => setIsFormOpen(false)} title={text.newAdmin} className="max-w-lg">
        <AdminForm
          onCancel={() => setIsFormOpen(false)}
          onSaved={() => {
            setIsFormOpen(false);
            showAlert('success', text.created);
          }}
        />
      </Dialog>
      <ConfirmDialog title={text.confirmDelete} {...removal.dialog} />
    </section>
  );
}
