import type { ClientOption } from '../../../../shared/schemas/clients-options.ts';
import { OptionSearch } from '../../../components/ui/option-search.tsx';
import { useClientOptionSearch } from '../../clients/api/use-client-option-search.ts';
import { reportMessages } from '../messages.ts';

/** Picks the client whose report is shown. */
export function ClientPicker({
  selected,
  onSelect,
}: {
  selected: ClientOption | null;
  onSelect: (client: ClientOption) => void;
}) {
  const { isError, ...picker } = useClientOptionSearch(selected, onSelect);
  return (
    <OptionSearch
      label={reportMessages.pickerLabel}
      placeholder={reportMessages.pickerPlaceholder}
      error={isError ? reportMessages.pickerLoadError : undefined}
      {...picker}
    />
  );
}
