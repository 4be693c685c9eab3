import { useState } from 'react';
import type { ClientOption } from '../../../../../shared/schemas/clients-options.ts';
import type { SearchOption } from '../../../../components/ui/option-search.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useClientOptions } from './get-client-options.ts';

/**
 * Everything an `OptionSearch` needs to pick one client: the search text, the matches from the
 * server (searched as the user types, debounced) and the choice mapped back to a `ClientOption`.
 */
export function useClientOptionSearch(selected: ClientOption | null, onSelect: (client: ClientOption) => void) {
  const [search, setSearch] = useState('');
  const options = useClientOptions(useDebouncedValue(search.trim(), 250));
  return {
    search,
    onSearchChange: setSearch,
    options: (options.data?.clients ?? []).map(
      (client): SearchOption => ({ id: client.id, label: client.name, description: client.email }),
    ),
    selectedId: selected?.id ?? null,
    // The match itself, not a rebuilt one, so the choice keeps every field (hideNumbers, ADR 0090).
    onSelect: (option: SearchOption) => {
      const client = options.data?.clients.find((match) => match.id === option.id);
      if (client) onSelect(client);
    },
    isLoading: options.isFetching,
    isError: options.isError,
  };
}
