import { FileUp, Plus, Ruler } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useMeasurements } from '../api/get-measurements.ts';
import { ClientPicker, HideNumbersBadge, useClientInAddress } from '../../clients/index.ts';
import { MeasurementTable } from '../components/measurement-table.tsx';
import { MeasurementImportDialog } from '../components/measurement-import-dialog.tsx';
import { MeasurementWizard } from '../components/measurement-wizard.tsx';
import { adminMeasurementsMessages } from '../messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';

/** Ölçümler (/client-details): pick a client, see the history, add, edit inline, delete (spec 2 §2). */
export function Component() {
  const [client, setClient] = useClientInAddress();
  const [isAdding, setIsAdding] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const measurements = useMeasurements(client?.id ?? null);

  return (
    <section>
      <PageHeader title={adminMeasurementsMessages.title} description={adminMeasurementsMessages.description} />
      {/* The picker sits beside the 14-column history only on wide screens; below 1536 px the table
          gets the full width (issue #39). */}
      <div className="grid gap-6 2xl:grid-cols-[20rem_1fr]">
        <Card className="self-start">
          <ClientPicker selected={client} onSelect={setClient} />
        </Card>
        <div className="min-w-0">
          {!client ? (
            <EmptyState text={adminMeasurementsMessages.pickFirst} icon={Ruler} />
          ) : (
            <Card>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold">{adminMeasurementsMessages.historyTitle(client.name)}</h2>
                  {client.hideNumbers && <HideNumbersBadge clientName={client.name} />}
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button variant="secondary" onClick={() => setIsImporting(true)}>
                    <FileUp aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.importOpen}
                  </Button>
                  <Button onClick={() => setIsAdding(true)}>
                    <Plus aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.add}
                  </Button>
                </div>
              </div>
              <QueryState
                query={measurements}
                errorText={adminMeasurementsMessages.loadError}
                retryText={adminMeasurementsMessages.retry}
                isEmpty={(data) => data.measurements.length === 0}
                empty={<EmptyState text={adminMeasurementsMessages.empty} icon={Ruler} />}
              >
                {(data) => (
                  <MeasurementTable clientId={client.id} measurements={data.measurements} fatBand={data.fatBand} />
                )}
              </QueryState>
              <MeasurementWizard clientId={client.id} isOpen={isAdding} onClose={() => setIsAdding(false)} />
              <MeasurementImportDialog client={client} isOpen={isImporting} onClose={() => setIsImporting(false)} />
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
