import { lazy, Suspense } from 'react';
import type { Client } from '../../../../../shared/schemas/clients.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { adminClientsMessages } from '../messages.ts';
import { ClientFormPending } from './client-form-pending.tsx';

// The form, with zod and react-hook-form, is not part of the list's first paint (see the add wizard).
const ClientEditForm = lazy(() => import('./client-edit-form.tsx'));

/** The edit form (spec 2 §5): name, e-mail, phone, gender, age 0–120, all required. */
export function ClientEditDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog isOpen={client !== null} onClose={onClose} title={adminClientsMessages.editTitle}>
      {client && (
        <Suspense fallback={<ClientFormPending />}>
          <ClientEditForm key={client.id} client={client} onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
