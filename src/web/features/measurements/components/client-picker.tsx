import { useState } from 'react';
import type { ClientOption } from '../../../../shared/schemas/client-options.ts';
import { OptionSearch } from '../../../components/ui/option-search.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClientOptions } from '../../clients/api/get-client-options.ts';
import { measurementMessages } from '../messages.ts';

/** Picks the client whose measurements are shown; searched on the server as the user types. */
export function ClientPicker({
  selected,
  onSelect,
}: {
  selected: ClientOption | null;
  onSelect: (client: ClientOption) => void;
}) {
  const [search, setSearch] = useState('');
  const options = useClientOptions(useDebouncedValue(search.trim(), 250));
  return (
    <OptionSearch
      label={measurementMessages.pickerLabel}
      placeholder={measurementMessages.pickerPlaceholder}
      search={search}
      onSearchChange={setSearch}
      options={(options.data?.clients ?? []).map((client) => ({
        id: client.id,
        label: client.name,
        description: client.email,
      }))}
      selectedId={selected?.id ?? null}
      onSelect={(option) => onSelect({ id: option.id, name: option.label, email: option.description ?? '' })}
      isLoading={options.isFetching}
      error={options.isError ? measurementMessages.pickerLoadError : undefined}
    />
  );
}
