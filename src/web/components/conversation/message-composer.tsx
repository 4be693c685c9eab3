import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { MESSAGE_TEXT_MAX } from '../../../shared/message-constants.ts';
import { type SendMessage, sendMessageSchema } from '../../../shared/schemas/messages.ts';
import { userMessageOr } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBox } from '../ui/error-box.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';

export type MessageComposerTexts = {
  label: string;
  placeholder: string;
  send: string;
  sendError: string;
  /** The name of the quick replies' row, when there are any. */
  quickReplies?: string;
};

/**
 * The box a message is written in: Enter sends on a computer (Shift+Enter for a new line), the
 * button everywhere. A refused message stays in the box with the server's Turkish reason under it.
 */
export function MessageComposer({
  onSend,
  texts,
  quickReplies = [],
}: {
  onSend: (input: SendMessage) => Promise<unknown>;
  texts: MessageComposerTexts;
  /** Saved answers: a click puts one in the box, to be sent as it is or changed first. */
  quickReplies?: ReadonlyArray<{ id: string; text: string }>;
}) {
  const form = useForm<SendMessage>({ resolver: zodResolver(sendMessageSchema), defaultValues: { text: '' } });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit(async (input) => {
    try {
      await onSend(input);
      reset({ text: '' });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['text']))
        setError('root', { message: userMessageOr(error, texts.sendError) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      {errors.root?.message && <ErrorBox message={errors.root.message} />}
      {quickReplies.length > 0 && (
        <ul aria-label={texts.quickReplies} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {quickReplies.map((reply) => (
            <li key={reply.id} className="shrink-0">
              <button
                type="button"
                title={reply.text}
                onClick={() => {
                  setValue('text', reply.text);
                  setFocus('text');
                }}
                className="min-h-9 max-w-64 truncate rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {reply.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextareaField
          label={texts.label}
          placeholder={texts.placeholder}
          rows={2}
          maxLength={MESSAGE_TEXT_MAX}
          className="flex-1"
          error={errors.text?.message}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          {...register('text')}
        />
        <Button type="submit" isBusy={isSubmitting} aria-label={texts.send} className="mb-0.5 shrink-0">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{texts.send}</span>
        </Button>
      </div>
    </form>
  );
}
