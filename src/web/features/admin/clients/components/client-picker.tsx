import type { ClientOption } from '../../../../../shared/schemas/clients-options.ts';
import { OptionSearch } from '../../../../components/ui/option-search.tsx';
import { useClientOptionSearch } from '../api/use-client-option-search.ts';
import { adminClientsMessages } from '../messages.ts';

/** The one single-client picker of the admin screens (measurements, report): search by name or e-mail. */
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
      label={adminClientsMessages.pickerLabel}
      placeholder={adminClientsMessages.pickerPlaceholder}
      error={isError ? adminClientsMessages.pickerLoadError : undefined}
      {...picker}
    />
  );
}
