import { zodResolver } from '@hookform/resolvers/zod';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatTurkishDate } from '../../../../../shared/dates.ts';
import {
  type CreateKvkkRequest,
  type CreateKvkkRequestInput,
  createKvkkRequestSchema,
  KVKK_REQUEST_TEXT_MAX,
  kvkkRequestKindLabels,
  kvkkRequestKindShortLabels,
  kvkkRequestStatusLabels,
  type MyKvkkRequest,
} from '../../../../../shared/schemas/kvkk-requests.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { applyFieldErrors, saveErrorText } from '../../../../lib/form-errors.ts';
import { useCreateKvkkRequest } from '../api/create-kvkk-request.ts';
import { useMyKvkkRequests } from '../api/get-my-kvkk-requests.ts';
import { meKvkkRequestsMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const kindOptions = Object.entries(kvkkRequestKindLabels).map(([value, label]) => ({ value, label }));
const emptyForm: CreateKvkkRequestInput = { kind: '' as CreateKvkkRequestInput['kind'], body: '' };

const statusTone = { new: 'info', in_progress: 'warning', answered: 'success', rejected: 'danger' } as const;

/** The profile's KVKK requests (Art. 11, ADR 0085): the form that files one, and the client's requests with status and dates. */
export function MyKvkkRequestsCard() {
  const requests = useMyKvkkRequests();
  const create = useCreateKvkkRequest();
  const showAlert = useAlert();
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<CreateKvkkRequestInput, unknown, CreateKvkkRequest>({
    resolver: zodResolver(createKvkkRequestSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const close = () => {
    setIsOpen(false);
    form.reset(emptyForm);
    create.reset();
  };
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        showAlert('success', messages.success);
        close();
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['kind', 'body']),
    }),
  );
  const errorText = saveErrorText(create.error, messages.saveError);

  return (
    <SectionCard
      title={messages.title}
      icon={Scale}
      action={
        !isOpen && (
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            {messages.open}
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.hint}</p>
      {isOpen && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={messages.open}>
          {errorText && <ErrorBox message={errorText} />}
          <SelectField
            label={messages.kind}
            options={kindOptions}
            placeholder={messages.kindPlaceholder}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
          <TextareaField
            label={messages.body}
            rows={5}
            maxLength={KVKK_REQUEST_TEXT_MAX}
            placeholder={messages.bodyPlaceholder}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <FormActions
            isPending={create.isPending}
            onCancel={close}
            texts={{ cancel: messages.cancel, save: messages.submit, saving: messages.submitting }}
          />
        </form>
      )}
      <QueryState
        query={requests}
        errorText={messages.loadError}
        isEmpty={(data) => data.kvkkRequests.length === 0}
        empty={<EmptyState text={messages.empty} icon={Scale} />}
      >
        {(data) => (
          <ul aria-label={messages.listLabel} className="flex flex-col gap-3">
            {data.kvkkRequests.map((request) => (
              <MyKvkkRequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

function MyKvkkRequestRow({ request }: { request: MyKvkkRequest }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{kvkkRequestKindShortLabels[request.kind]}</span>
        <Badge tone={statusTone[request.status]}>{kvkkRequestStatusLabels[request.status]}</Badge>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{request.body}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <div className="flex gap-1">
          <dt>{messages.received}:</dt>
          <dd>
            <time dateTime={request.receivedAt}>{formatTurkishDate(request.receivedAt)}</time>
          </dd>
        </div>
        {!request.answer && (
          <div className="flex gap-1">
            <dt>{messages.deadline}:</dt>
            <dd>
              <time dateTime={request.deadlineDay}>{formatTurkishDate(request.deadlineDay)}</time>
            </dd>
          </div>
        )}
      </dl>
      {request.answer && (
        <div className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-medium">{messages.answer}</p>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{request.answer}</p>
        </div>
      )}
    </li>
  );
}
