import { type ReactNode, useState } from 'react';
import { type ChecklistOption, OptionChecklist } from '../../../../components/ui/option-checklist.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useClientOptions } from '../api/get-client-options.ts';
import { adminClientsMessages } from '../messages.ts';

const CLIENT_CHECKLIST_LIMIT = 50;

/**
 * The state of a several-clients choice (goals, notifications): the search (debounced, searched on
 * the server) and the chosen clients, which stay chosen when the search changes. `onChange` gets the
 * whole choice after every toggle; `clear` empties it after a successful send.
 */
export function useClientChecklist(onChange: (clients: ChecklistOption[]) => void) {
  const [search, setSearch] = useState('');
  const clientOptions = useClientOptions(useDebouncedValue(search.trim(), 250), CLIENT_CHECKLIST_LIMIT);
  const [selected, setSelected] = useState<ChecklistOption[]>([]);
  const toggle = (option: ChecklistOption, isChecked: boolean) => {
    const next = isChecked
      ? [...selected.filter((client) => client.id !== option.id), option]
      : selected.filter((client) => client.id !== option.id);
    setSelected(next);
    onChange(next);
  };
  return {
    search,
    setSearch,
    selected,
    toggle,
    clear: () => {
      setSelected([]);
      setSearch('');
    },
    options: (clientOptions.data?.clients ?? []).map(
      (client): ChecklistOption => ({ id: client.id, label: client.name, description: client.email }),
    ),
    isLoading: clientOptions.isFetching,
    isError: clientOptions.isError,
  };
}

export type ClientChecklistState = ReturnType<typeof useClientChecklist>;

/** Several clients chosen from a server-searched list (OptionChecklist with the client options). */
export function ClientChecklist({
  state,
  legend,
  searchPlaceholder,
  loadError,
  fieldError,
  disabled,
  before,
}: {
  state: ClientChecklistState;
  legend: string;
  searchPlaceholder: string;
  loadError: string;
  fieldError?: string;
  disabled?: boolean;
  before?: ReactNode;
}) {
  return (
    <OptionChecklist
      legend={legend}
      searchLabel={searchPlaceholder}
      placeholder={searchPlaceholder}
      search={state.search}
      onSearchChange={state.setSearch}
      options={state.options}
      selected={state.selected}
      onToggle={state.toggle}
      isLoading={state.isLoading}
      loadError={state.isError ? loadError : undefined}
      fieldError={fieldError}
      emptyText={adminClientsMessages.checklistNoMatch}
      disabled={disabled}
      before={before}
    />
  );
}
