import { lazy, Suspense } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { adminClientsMessages } from '../messages.ts';
import { ClientFormPending } from './client-form-pending.tsx';

// The form, with zod and react-hook-form, is not part of the client list's first paint (issue #17):
// the page fetches it once it has painted (preloadClientForms), or the wizard when it first opens.
const loadCreateForm = () => import('./client-create-form.tsx');
const ClientCreateForm = lazy(loadCreateForm);

/** Fetches the add and edit forms' code ahead of their first use (the list calls it once painted). */
export function preloadClientForms() {
  void loadCreateForm();
  void import('./client-edit-form.tsx');
}

/** The 3-step add wizard (spec 2 §2, §4): personal info, account info, contact; submit on the last step. */
export function ClientCreateWizard({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={adminClientsMessages.createTitle}>
      {isOpen && (
        <Suspense fallback={<ClientFormPending />}>
          <ClientCreateForm onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
