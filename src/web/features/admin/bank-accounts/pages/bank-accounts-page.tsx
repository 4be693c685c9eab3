import { Landmark, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminBankAccount } from '../../../../../shared/schemas/bank-accounts.ts';
import { formatIban } from '../../../../../shared/shop.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { BankAccountDialog } from '../components/bank-account-dialog.tsx';
import { adminBankAccountsMessages as messages } from '../messages.ts';

/**
 * Banka Hesapları (/site-settings/bank-accounts): the table and the modal (spec 3 §2.10). The IBAN is
 * shown in groups of four; an account used by orders is deactivated rather than deleted.
 */
export function Component() {
  const showAlert = useAlert();
  const accounts = useBankAccounts();
  const deleteAccount = useDeleteBankAccount();
  const [editing, setEditing] = useState<AdminBankAccount | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AdminBankAccount | null>(null);

  const open = (account: AdminBankAccount | null) => {
    setEditing(account);
    setIsDialogOpen(true);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAccount.mutate(toDelete.id, {
      onSuccess: () => showAlert('success', messages.deleted),
      // The 409 says why (used by orders) and what to do instead.
      onError: (error) => showAlert('error', userMessageOr(error, messages.deleteError)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Button onClick={() => open(null)}>
            <Plus aria-hidden="true" className="size-4" />
            {messages.newAccount}
          </Button>
        }
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
            <TableFrame label={messages.tableLabel}>
              <thead className={tableHeadClass}>
                <tr>
                  {[
                    messages.columnBank,
                    messages.columnHolder,
                    messages.columnIban,
                    messages.columnAccountNumber,
                    messages.columnOrders,
                    messages.columnStatus,
                    messages.columnActions,
                  ].map((label) => (
                    <th key={label} scope="col" className={thClass}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.bankAccounts.map((account) => (
                  <tr key={account.id} className={trClass}>
                    <th scope="row" className={`${tdClass} text-left font-medium`}>
                      {account.bankName}
                    </th>
                    <td className={tdClass}>{account.accountHolder}</td>
                    <td className={`${tdClass} font-mono whitespace-nowrap`}>{formatIban(account.iban)}</td>
                    <td className={tdClass}>{account.accountNumber ?? '—'}</td>
                    <td className={tdClass}>{account.orderCount}</td>
                    <td className={tdClass}>
                      <Badge tone={account.isActive ? 'success' : 'neutral'}>
                        {account.isActive ? messages.active : messages.passive}
                      </Badge>
                    </td>
                    <td className={tdClass}>
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          aria-label={messages.editLabel(account.bankName)}
                          onClick={() => open(account)}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          aria-label={messages.deleteLabel(account.bankName)}
                          onClick={() => setToDelete(account)}
                        >
                          <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </>
        )}
      </QueryState>
      <BankAccountDialog isOpen={isDialogOpen} account={editing} onClose={() => setIsDialogOpen(false)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteAccount.isPending}
      />
    </section>
  );
}
