import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminBankAccount,
  type SaveBankAccount,
  type SaveBankAccountInput,
  saveBankAccountSchema,
} from '../../../../../shared/schemas/bank-accounts.ts';
import { formatIban } from '../../../../../shared/shop.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { getBankAccountsQueryOptions } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { adminBankAccountsMessages as messages } from '../messages.ts';

const accountFields = ['bankName', 'accountHolder', 'iban', 'accountNumber', 'isActive'] as const;

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

const toForm = (account: AdminBankAccount | null): SaveBankAccountInput => ({
  bankName: account?.bankName ?? '',
  accountHolder: account?.accountHolder ?? '',
  iban: account ? formatIban(account.iban) : '',
  accountNumber: account?.accountNumber ?? '',
  isActive: account?.isActive ?? true,
});

function BankAccountForm({ account, onDone }: { account: AdminBankAccount | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveAccount = useSaveBankAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveBankAccountInput, unknown, SaveBankAccount>({
    resolver: zodResolver(saveBankAccountSchema),
    defaultValues: toForm(account),
  });
  const edit = useVersionedEdit({
    record: account,
    current: {
      query: getBankAccountsQueryOptions(),
      pick: (data) => data.bankAccounts.find((current) => current.id === account?.id),
    },
    fill: (current) => reset(toForm(current)),
  });

  const submit = handleSubmit((input) =>
    saveAccount.mutate(
      { id: account?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', account ? messages.updated : messages.created);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, accountFields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SaveErrorBox error={saveAccount.error} fallback={messages.saveError} />
      <StaleVersionNotice edit={edit} />
      <TextField
        label={messages.fieldBankName}
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName')}
      />
      <TextField
        label={messages.fieldHolder}
        autoComplete="off"
        error={errors.accountHolder?.message}
        {...register('accountHolder')}
      />
      <TextField
        label={messages.fieldIban}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={messages.ibanHint}
        error={errors.iban?.message}
        {...register('iban')}
      />
      <TextField
        label={messages.fieldAccountNumber}
        autoComplete="off"
        inputMode="numeric"
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
        <span className="text-sm font-medium">{messages.fieldActive}</span>
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={saveAccount.isPending}>
          {messages.cancel}
        </Button>
        <Button type="submit" isBusy={saveAccount.isPending}>
          {saveAccount.isPending ? messages.saving : messages.save}
        </Button>
      </div>
    </form>
  );
}
