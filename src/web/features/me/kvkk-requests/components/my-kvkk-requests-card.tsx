import { zodResolver } from '@hookform/resolvers/zod';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CreateKvkkRequest,
  type CreateKvkkRequestInput,
  createKvkkRequestSchema,
  kvkkRequestKindShortLabels,
  type MyKvkkRequest,
} from '../../../../../shared/schemas/kvkk-requests.ts';
import {
  KvkkRequestAnswer,
  KvkkRequestBody,
  KvkkRequestDay,
  KvkkRequestDays,
  KvkkRequestStatusBadge,
} from '../../../../components/kvkk-request-parts.tsx';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { applyFieldErrors, saveErrorText } from '../../../../lib/form-errors.ts';
import { useCreateKvkkRequest } from '../api/create-kvkk-request.ts';
import { useMyKvkkRequests } from '../api/get-my-kvkk-requests.ts';
import { KvkkRequestFields } from '../../../public/kvkk-requests/index.ts';
import { meKvkkRequestsMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const emptyForm: CreateKvkkRequestInput = { kind: '' as CreateKvkkRequestInput['kind'], body: '' };

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
          <KvkkRequestFields
            kindField={form.register('kind')}
            bodyField={form.register('body')}
            errors={{ kind: errors.kind?.message, body: errors.body?.message }}
            bodyRows={5}
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
        <KvkkRequestStatusBadge status={request.status} />
      </div>
      <KvkkRequestBody body={request.body} />
      <KvkkRequestDays>
        <KvkkRequestDay label={messages.received} day={request.receivedAt} />
        {!request.answer && <KvkkRequestDay label={messages.deadline} day={request.deadlineDay} />}
      </KvkkRequestDays>
      {request.answer && <KvkkRequestAnswer title={messages.answer} answer={request.answer} />}
    </li>
  );
}
