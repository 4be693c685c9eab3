import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AnswerKvkkRequest,
  type AnswerKvkkRequestInput,
  answerKvkkRequestSchema,
  KVKK_ANSWER_TEXT_MAX,
  type KvkkRequestItem,
} from '../../../../../shared/schemas/kvkk-requests.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { applyFieldErrors, saveErrorText } from '../../../../lib/form-errors.ts';
import { useAnswerKvkkRequest } from '../api/answer-kvkk-request.ts';
import { adminKvkkRequestsMessages as messages } from '../messages.ts';

const outcomeOptions = [
  { value: 'answered', label: messages.outcomeAnswered },
  { value: 'rejected', label: messages.outcomeRejected },
];

/** The answer to one request: the outcome and the text mailed to the requester. */
export function KvkkAnswerForm({
  request,
  onCancel,
  onSaved,
}: {
  request: KvkkRequestItem;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const answer = useAnswerKvkkRequest();
  const form = useForm<AnswerKvkkRequestInput, unknown, AnswerKvkkRequest>({
    resolver: zodResolver(answerKvkkRequestSchema),
    defaultValues: { outcome: 'answered', answer: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    answer.mutate(
      { id: request.id, input },
      {
        onSuccess: onSaved,
        onError: (error) => applyFieldErrors(error, form.setError, ['outcome', 'answer']),
      },
    ),
  );
  const errorText = saveErrorText(answer.error, messages.sendError);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.answerHint}</p>
      {errorText && <ErrorBox message={errorText} />}
      <SelectField
        label={messages.outcome}
        options={outcomeOptions}
        error={errors.outcome?.message}
        {...form.register('outcome')}
      />
      <TextareaField
        label={messages.answerText}
        rows={8}
        maxLength={KVKK_ANSWER_TEXT_MAX}
        error={errors.answer?.message}
        {...form.register('answer')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={answer.isPending}>
          {messages.cancel}
        </Button>
        <Button type="submit" isBusy={answer.isPending}>
          {answer.isPending ? messages.sending : messages.send}
        </Button>
      </div>
    </form>
  );
}
