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
    onSelect: (option: SearchOption) =>
      onSelect({ id: option.id, name: option.label, email: option.description ?? '' }),
    isLoading: options.isFetching,
    isError: options.isError,
  };
}
