import { Apple } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { OptionSearch, type SearchOption } from '../../../../components/ui/option-search.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useAddressParams } from '../../../../lib/use-address-params.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useClientOptions } from '../../clients/index.ts';
import { useCreateNutritionProgram } from '../api/create-nutrition-program.ts';
import { useNutritionProgram } from '../api/get-nutrition-program.ts';
import { ProgramEditor } from '../components/program-editor.tsx';
import { ProgramTemplatesSection } from '../components/program-templates-section.tsx';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/**
 * Beslenme Programları (/nutrition-programs): pick a client (kept in the address as ?client=, so a
 * reload or a link opens the same programme), create an empty programme or edit the week.
 */
export function Component() {
  const showAlert = useAlert();
  const [params, updateParams] = useAddressParams();
  const clientId = params.get('client');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const clientOptions = useClientOptions(debouncedSearch, 20);
  const program = useNutritionProgram(clientId);
  const createProgram = useCreateNutritionProgram();

  const options: SearchOption[] = (clientOptions.data?.clients ?? []).map((client) => ({
    id: client.id,
    label: client.name,
    description: client.email,
  }));

  const selectClient = (id: string) => updateParams((next) => next.set('client', id), { replace: false });

  const create = (id: string) =>
    createProgram.mutate(id, {
      onSuccess: () => showAlert('success', messages.created),
      onError: (error) => showAlert('error', userMessageOr(error, messages.createError)),
    });

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <Card className="mb-6">
        <OptionSearch
          label={messages.clientLabel}
          placeholder={messages.searchPlaceholder}
          search={search}
          onSearchChange={setSearch}
          options={options}
          selectedId={clientId}
          onSelect={(option) => selectClient(option.id)}
          isLoading={clientOptions.isFetching}
          error={clientOptions.isError ? messages.clientsLoadError : undefined}
          emptyText={messages.noClients}
        />
      </Card>
      <ProgramTemplatesSection
        client={
          clientId && program.data?.client.id === clientId
            ? {
                id: program.data.client.id,
                name: program.data.client.name,
                programVersion: program.data.program?.version ?? null,
                target: program.data.target,
              }
            : null
        }
      />
      {!clientId ? (
        <EmptyState text={messages.pickClient} icon={Apple} />
      ) : (
        <QueryState query={program} errorText={messages.loadError} retryText={messages.retry}>
          {(data) =>
            data.program ? (
              // Keyed by client: switching client unmounts the editor, which sends what is queued.
              <ProgramEditor
                key={data.client.id}
                clientId={data.client.id}
                clientName={data.client.name}
                program={data.program}
                measurementTarget={data.measurementTarget}
              />
            ) : (
              <EmptyState text={messages.noProgram(data.client.name)} icon={Apple}>
                <AddButton onClick={() => create(data.client.id)} isBusy={createProgram.isPending} className="mt-2">
                  {messages.create}
                </AddButton>
              </EmptyState>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
