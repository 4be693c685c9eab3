import { lazy, Suspense } from 'react';
import type { Client } from '../../../../../shared/schemas/clients.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { adminClientsMessages } from '../messages.ts';
import { ClientDataDownload } from './client-data-download.tsx';
import { ClientFormPending } from './client-form-pending.tsx';

// The form, with zod and react-hook-form, loads when the dialog first opens (as the edit form does).
const ClientEraseForm = lazy(() => import('./client-erase-form.tsx'));

/**
 * 'KVKK kapsamında sil' (issue #43, ADR 0077): what is erased and what is kept, and the client's full
 * name typed as the confirmation of an erasure that cannot be undone.
 */
export function ClientEraseDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={client !== null}
      onClose={onClose}
      title={client ? adminClientsMessages.eraseTitle(client.name) : adminClientsMessages.erase}
    >
      {client && (
        <div className="flex flex-col gap-4 text-sm text-slate-700 dark:text-slate-300">
          <p className="font-medium text-red-800 dark:text-red-200">{adminClientsMessages.eraseIntro}</p>
          <p>{adminClientsMessages.eraseRemoved}</p>
          <p>{adminClientsMessages.eraseKept}</p>
          <p>{adminClientsMessages.eraseAudit}</p>
          <div className="flex flex-wrap items-center gap-3">
            <p>{adminClientsMessages.eraseDownloadFirst}</p>
            <ClientDataDownload clientId={client.id} clientName={client.name} />
          </div>
          <Suspense fallback={<ClientFormPending />}>
            <ClientEraseForm key={client.id} client={client} onDone={onClose} />
          </Suspense>
        </div>
      )}
    </Dialog>
  );
}
