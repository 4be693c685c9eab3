import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type SendNotification,
  type SendNotificationInput,
  notificationsValidationMessages,
  sendNotificationSchema,
} from '../../../../../shared/schemas/notifications.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import type { ChecklistOption } from '../../../../components/ui/option-checklist.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { ClientChecklist, useClientChecklist } from '../../clients/index.ts';
import { useSendNotifications } from '../api/send-notifications.ts';
import { adminNotificationsMessages } from '../messages.ts';

const sendErrorText = (error: Error) => userMessageOr(error, adminNotificationsMessages.sendError);

/**
 * Title, message and recipients (spec 2 §5). Recipients are chosen clients or, with the switch,
 * every client, which the server resolves (the browser never lists thousands of ids).
 */
export function SendNotificationForm() {
  const showAlert = useAlert();
  const send = useSendNotifications();
  const [isForAll, setIsForAll] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<SendNotificationInput, unknown, SendNotification>({
    resolver: zodResolver(sendNotificationSchema),
    defaultValues: { title: '', message: '', recipients: { clientIds: [] } },
  });

  const applyRecipients = (forAll: boolean, clients: ChecklistOption[]) => {
    setValue('recipients', forAll ? { all: true } : { clientIds: clients.map((client) => client.id) });
  };

  const clientChecklist = useClientChecklist((chosen) => applyRecipients(isForAll, chosen));
  const selectedClients = clientChecklist.selected;

  const toggleAll = (forAll: boolean) => {
    setIsForAll(forAll);
    applyRecipients(forAll, selectedClients);
  };

  const submit = handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        showAlert('success', adminNotificationsMessages.sent);
        reset();
        clientChecklist.clear();
        setIsForAll(false);
      },
      onError: (error) => showAlert('error', sendErrorText(error)),
    }),
  );

  const recipientCount = isForAll ? null : selectedClients.length;
  const hasRecipients = isForAll || selectedClients.length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={adminNotificationsMessages.fieldTitle}
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={adminNotificationsMessages.fieldMessage}
        rows={4}
        error={errors.message?.message}
        {...register('message')}
      />
      <ClientChecklist
        state={clientChecklist}
        legend={
          recipientCount === null
            ? `${adminNotificationsMessages.recipients} (tüm danışanlar)`
            : `${adminNotificationsMessages.recipients} (${recipientCount} seçildi)`
        }
        searchPlaceholder={adminNotificationsMessages.searchPlaceholder}
        loadError={adminNotificationsMessages.loadError}
        disabled={isForAll}
        before={
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <input
              type="checkbox"
              checked={isForAll}
              onChange={(event) => toggleAll(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {adminNotificationsMessages.allClients}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {adminNotificationsMessages.allClientsHint}
              </span>
            </span>
          </label>
        }
      />
      {!hasRecipients && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{notificationsValidationMessages.noRecipient}</p>
      )}
      <Button type="submit" isBusy={send.isPending} disabled={!hasRecipients} className="w-full sm:w-auto sm:self-end">
        {send.isPending ? (
          adminNotificationsMessages.sending
        ) : (
          <>
            <Send aria-hidden="true" className="size-4" />
            {adminNotificationsMessages.send}
          </>
        )}
      </Button>
    </form>
  );
}
