import { zodResolver } from '@hookform/resolvers/zod';
import { History, Info, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SendBulkMail, type SendBulkMailInput, sendBulkMailSchema } from '../../../../../shared/schemas/mail.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useMailRecipients } from '../api/get-mail-recipients.ts';
import { useMailSends } from '../api/get-mail-sends.ts';
import { useMailStatus } from '../api/get-mail-status.ts';
import { useSendBulkMail } from '../api/send-bulk-mail.ts';
import { type ChosenRecipient, MailRecipientPicker } from '../components/mail-recipient-picker.tsx';
import { MailSendHistory } from '../components/mail-send-history.tsx';
import { adminMailMessages as messages } from '../messages.ts';

const mailFormFields = ['subject', 'content', 'clientIds'] as const;

/**
 * Mail management (/mail, spec 3 §2.10): the client picker with search and select-all, subject and
 * content; sent through the mail outbox, one mail per recipient. After a send the form is cleared and
 * the selection emptied (§4 "Mail"); the recent sends below show each recipient's delivery status.
 */
export function Component() {
  const showAlert = useAlert();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Map<string, ChosenRecipient>>(new Map());
  const recipients = useMailRecipients(useDebouncedValue(search.trim(), 250));
  const sends = useMailSends();
  const status = useMailStatus();
  const sendMail = useSendBulkMail();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<SendBulkMailInput, unknown, SendBulkMail>({
    resolver: zodResolver(sendBulkMailSchema),
    defaultValues: { subject: '', content: '', clientIds: [] },
  });

  const choose = (next: Map<string, ChosenRecipient>) => {
    setSelected(next);
    setValue('clientIds', [...next.keys()], { shouldValidate: isSubmitted });
  };

  const submit = handleSubmit((input) =>
    sendMail.mutate(input, {
      onSuccess: (result) => {
        showAlert(
          'success',
          result.skippedCount > 0 ? `${messages.sent}. ${messages.skipped(result.skippedCount)}` : messages.sent,
        );
        reset({ subject: '', content: '', clientIds: [] });
        setSelected(new Map());
        setSearch('');
      },
      onError: (error) => {
        applyFieldErrors(error, setError, mailFormFields);
      },
    }),
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={messages.title} description={messages.description} />
      {status.data?.message && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{status.data.message}</p>
        </div>
      )}
      <SectionCard title={messages.composerTitle} icon={Send}>
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
          <MailRecipientPicker
            search={search}
            onSearchChange={setSearch}
            recipients={recipients.data?.recipients}
            total={recipients.data?.total ?? 0}
            consentingTotal={recipients.data?.consentingTotal ?? 0}
            isLoading={recipients.isFetching}
            isError={recipients.isError}
            selected={selected}
            onChange={choose}
            fieldError={errors.clientIds?.message}
          />
          <div className="flex flex-col gap-4">
            <SaveErrorBox error={sendMail.error} fallback={messages.sendError} />
            <TextField
              label={messages.fieldSubject}
              autoComplete="off"
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextareaField
              label={messages.fieldContent}
              rows={10}
              error={errors.content?.message}
              {...register('content')}
            />
            <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{messages.contentHint}</p>
            <div className="flex justify-end">
              <Button type="submit" isBusy={sendMail.isPending} disabled={selected.size === 0}>
                <Send aria-hidden="true" className="size-4" />
                {sendMail.isPending ? messages.sending : messages.send}
              </Button>
            </div>
          </div>
        </form>
      </SectionCard>
      <SectionCard title={messages.historyTitle} icon={History}>
        <QueryState
          query={sends}
          errorText={messages.historyLoadError}
          retryText={messages.retry}
          isEmpty={(data) => data.sends.length === 0}
          empty={<EmptyState text={messages.historyEmpty} icon={History} />}
        >
          {(data) => <MailSendHistory sends={data.sends} />}
        </QueryState>
      </SectionCard>
    </section>
  );
}
