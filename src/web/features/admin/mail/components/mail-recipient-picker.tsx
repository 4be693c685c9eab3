import { useId } from 'react';
import { formatTurkishDate } from '../../../../../shared/format.ts';
import type { MailRecipient } from '../../../../../shared/schemas/mail.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SearchInput } from '../../../../components/ui/search-input.tsx';
import { adminMailMessages as messages } from '../messages.ts';

export type ChosenRecipient = Pick<MailRecipient, 'id' | 'name' | 'email'>;

type MailRecipientPickerProps = {
  search: string;
  onSearchChange: (value: string) => void;
  recipients: MailRecipient[] | undefined;
  total: number;
  consentingTotal: number;
  isLoading: boolean;
  isError: boolean;
  selected: ReadonlyMap<string, ChosenRecipient>;
  onChange: (next: Map<string, ChosenRecipient>) => void;
  fieldError?: string;
};

/**
 * The composer's client picker (spec 3 §2.10): search, select-all, one checkbox per client. Clients
 * who have not consented to commercial e-mail (İYS) are listed but cannot be chosen.
 */
export function MailRecipientPicker({
  search,
  onSearchChange,
  recipients,
  total,
  consentingTotal,
  isLoading,
  isError,
  selected,
  onChange,
  fieldError,
}: MailRecipientPickerProps) {
  const id = useId();
  const selectable = (recipients ?? []).filter((recipient) => recipient.hasConsent);
  const isAllSelected = selectable.length > 0 && selectable.every((recipient) => selected.has(recipient.id));

  const toggle = (recipient: MailRecipient, isChecked: boolean) => {
    const next = new Map(selected);
    if (isChecked) next.set(recipient.id, { id: recipient.id, name: recipient.name, email: recipient.email });
    else next.delete(recipient.id);
    onChange(next);
  };
  const toggleAll = (isChecked: boolean) => {
    const next = new Map(selected);
    for (const recipient of selectable) {
      if (isChecked) next.set(recipient.id, { id: recipient.id, name: recipient.name, email: recipient.email });
      else next.delete(recipient.id);
    }
    onChange(next);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={fieldError ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {messages.recipientsLegend} ({messages.selectedCount(selected.size)})
      </legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        {messages.searchLabel}
      </label>
      <SearchInput
        id={`${id}-search`}
        value={search}
        placeholder={messages.searchPlaceholder}
        onChange={(event) => onSearchChange(event.target.value)}
        isLoading={isLoading}
      />
      {isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {messages.clientsLoadError}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={isAllSelected}
                disabled={selectable.length === 0}
                onChange={(event) => toggleAll(event.target.checked)}
              />
              {messages.selectAll}
            </label>
            {selected.size > 0 && (
              <Button variant="ghost" onClick={() => onChange(new Map())}>
                {messages.clearSelection}
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {messages.consentSummary(consentingTotal, total)}
          </p>
          <ul
            aria-label={messages.recipientsLegend}
            className="flex max-h-80 flex-col gap-0.5 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700"
          >
            {recipients && recipients.length === 0 && (
              <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
                {search.trim() ? messages.noMatches : messages.noClients}
              </li>
            )}
            {recipients?.map((recipient) => {
              const checkboxId = `${id}-${recipient.id}`;
              return (
                <li key={recipient.id}>
                  <label
                    htmlFor={checkboxId}
                    className={
                      recipient.hasConsent
                        ? 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800'
                        : 'flex min-h-11 cursor-not-allowed items-center gap-3 rounded-md px-3 py-2'
                    }
                    title={recipient.hasConsent ? undefined : messages.noConsentHint}
                  >
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-700"
                      checked={selected.has(recipient.id)}
                      disabled={!recipient.hasConsent}
                      onChange={(event) => toggle(recipient, event.target.checked)}
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                        {recipient.name}
                      </span>
                      <span className="truncate text-xs text-slate-600 dark:text-slate-400">{recipient.email}</span>
                    </span>
                    {recipient.hasConsent ? (
                      recipient.consentChangedAt && (
                        <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                          {messages.consentSince(formatTurkishDate(recipient.consentChangedAt))}
                        </span>
                      )
                    ) : (
                      <Badge tone="warning">{messages.noConsent}</Badge>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {fieldError && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {fieldError}
        </p>
      )}
    </fieldset>
  );
}
