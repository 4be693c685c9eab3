import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBankAccount,
  type SaveBankAccount,
  type SaveBankAccountInput,
  saveBankAccountSchema,
} from '../../../../../shared/schemas/bank-accounts.ts';
import { formatIban } from '../../../../../shared/shop.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { getBankAccountsQueryOptions } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import { adminBankAccountsMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

/** The bank-account modal: bank, holder and IBAN required, account number optional, active. */
export function BankAccountDialog({
  isOpen,
  account,
  onClose,
}: {
  isOpen: boolean;
  account: AdminBankAccount | null;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={account ? messages.editAccount : messages.newAccount}>
      {isOpen && <BankAccountForm key={account?.id ?? 'new'} account={account} onDone={onClose} />}
    </Dialog>
  );
}

const emptyForm: SaveBankAccountInput = {
  bankName: '',
  accountHolder: '',
  iban: '',
  accountNumber: '',
  isActive: true,
};
const toForm = (account: AdminBankAccount): SaveBankAccountInput => ({
  bankName: account.bankName,
  accountHolder: account.accountHolder,
  iban: formatIban(account.iban),
  accountNumber: account.accountNumber ?? '',
  isActive: account.isActive,
});

function BankAccountForm({ account, onDone }: { account: AdminBankAccount | null; onDone: () => void }) {
  const saveAccount = useSaveBankAccount();
  const form = useRecordForm({
    record: account,
    id: account?.id ?? null,
    resolver: zodResolver<SaveBankAccountInput, unknown, SaveBankAccount>(saveBankAccountSchema),
    toForm,
    emptyForm,
    current: { query: getBankAccountsQueryOptions(), rowsOf: (data) => data.bankAccounts },
    save: saveAccount,
    savedText: account ? messages.updated : messages.created,
    fields: ['bankName', 'accountHolder', 'iban', 'accountNumber', 'isActive'],
    onDone,
  });

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <SaveErrorBox error={saveAccount.error} fallback={messages.saveError} />
      <StaleVersionNotice edit={form.edit} />
      <TextField label={messages.fieldBankName} autoComplete="off" {...form.field('bankName')} />
      <TextField label={messages.fieldHolder} autoComplete="off" {...form.field('accountHolder')} />
      <TextField
        label={messages.fieldIban}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={messages.ibanHint}
        {...form.field('iban')}
      />
      <TextField
        label={messages.fieldAccountNumber}
        autoComplete="off"
        inputMode="numeric"
        {...form.field('accountNumber')}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('isActive')} />
        <span className="text-sm font-medium">{messages.fieldActive}</span>
      </label>
      <FormActions isPending={saveAccount.isPending} onCancel={onDone} texts={messages} />
    </form>
  );
}
