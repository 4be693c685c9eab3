import { Landmark } from 'lucide-react';
import type { AdminBankAccount } from '../../../../../shared/schemas/bank-accounts.ts';
import { formatIban } from '../../../../../shared/shop.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { type Column, DataTable } from '../../../../components/ui/data-table.tsx';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useEditDialog } from '../../../../lib/use-managed-rows.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountDialog } from '../components/bank-account-dialog.tsx';
import { adminBankAccountsMessages as messages } from '../messages.ts';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';
import { AddButton } from '../../../../components/ui/add-button.tsx';

const columns = (
  onEdit: (account: AdminBankAccount) => void,
  onDelete: (account: AdminBankAccount) => void,
): Column<AdminBankAccount>[] => [
  { header: messages.columnBank, isRowHeader: true, className: 'font-medium', cell: (account) => account.bankName },
  { header: messages.columnHolder, cell: (account) => account.accountHolder },
  {
    header: messages.columnIban,
    className: 'font-mono whitespace-nowrap',
    cell: (account) => formatIban(account.iban),
  },
  { header: messages.columnAccountNumber, cell: (account) => account.accountNumber ?? '—' },
  { header: messages.columnOrders, cell: (account) => account.orderCount },
  {
    header: messages.columnStatus,
    cell: (account) => (
      <Badge tone={account.isActive ? 'success' : 'neutral'}>
        {account.isActive ? messages.active : messages.passive}
      </Badge>
    ),
  },
  {
    header: messages.columnActions,
    cell: (account) => (
      <EditDeleteButtons
        editLabel={messages.editLabel(account.bankName)}
        deleteLabel={messages.deleteLabel(account.bankName)}
        onEdit={() => onEdit(account)}
        onDelete={() => onDelete(account)}
      />
    ),
  },
];

/**
 * Banka Hesapları (/site-settings/bank-accounts): the table and the modal (spec 3 §2.10). The IBAN is
 * shown in groups of four; an account used by orders is deactivated rather than deleted.
 */
export function Component() {
  const accounts = useBankAccounts();
  const removal = useConfirmedDelete<AdminBankAccount, unknown>(useDeleteBankAccount(), {
    deletedText: messages.deleted,
    // The 409 says why (used by orders) and what to do instead.
    errorText: messages.deleteError,
    isServerMessageShown: true,
  });
  const dialog = useEditDialog<AdminBankAccount>();

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={<AddButton onClick={() => dialog.open(null)}>{messages.newAccount}</AddButton>}
      />
      <QueryState
        query={accounts}
        errorText={messages.loadError}
        retryText={messages.retry}
        isEmpty={(data) => data.bankAccounts.length === 0}
        empty={<EmptyState text={messages.empty} icon={Landmark} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{messages.inUseNote}</p>
            <DataTable
              label={messages.tableLabel}
              columns={columns(dialog.open, removal.ask)}
              rows={data.bankAccounts}
              getKey={(account) => account.id}
            />
          </>
        )}
      </QueryState>
      <BankAccountDialog isOpen={dialog.isOpen} account={dialog.record} onClose={dialog.close} />
      <ConfirmDialog title={messages.confirmDelete} {...removal.dialog} />
    </section>
  );
}
