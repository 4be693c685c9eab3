import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type CreateQuickReply, createQuickReplySchema } from '../../../../../shared/schemas/messages.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { CollapsibleSection } from '../../../../components/ui/collapsible-section.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateQuickReply } from '../api/create-quick-reply.ts';
import { useDeleteQuickReply } from '../api/delete-quick-reply.ts';
import { useQuickReplies } from '../api/get-quick-replies.ts';
import { adminMessagesMessages as t } from '../messages.ts';

/** 'Hazır yanıtlar': the saved answers offered above every reply box; add and remove them here. */
export function QuickRepliesSection() {
  const quickReplies = useQuickReplies();
  const create = useCreateQuickReply();
  const remove = useDeleteQuickReply();
  const showAlert = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateQuickReply>({ resolver: zodResolver(createQuickReplySchema), defaultValues: { text: '' } });

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      reset({ text: '' });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['text']))
        setError('root', { message: userMessageOr(error, t.quickReplySaveError) });
    }
  });

  return (
    <CollapsibleSection title={t.quickReplies} summary={t.quickRepliesHint}>
      <div className="flex flex-col gap-3 px-5 pb-5">
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          {errors.root?.message && <ErrorBox message={errors.root.message} />}
          <TextField label={t.newQuickReply} error={errors.text?.message} {...register('text')} />
          <Button type="submit" variant="secondary" isBusy={isSubmitting} className="self-start">
            {t.addQuickReply}
          </Button>
        </form>
        <QueryState query={quickReplies} errorText={t.quickRepliesLoadError}>
          {(data) => (
            <ul className="flex flex-col gap-2">
              {data.quickReplies.map((reply) => (
                <li key={reply.id} className="flex items-start gap-2 text-sm">
                  <span className="flex-1 break-words">{reply.text}</span>
                  <button
                    type="button"
                    aria-label={t.deleteQuickReply(reply.text)}
                    onClick={() =>
                      remove.mutate(reply.id, { onError: () => showAlert('error', t.quickReplyDeleteError) })
                    }
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </CollapsibleSection>
  );
}
