import type { LucideIcon } from 'lucide-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { meProfileMessages } from '../messages.ts';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

/**
 * The state of a change card's form: open with 'Değiştir'; 'İptal' and a success close it and forget
 * the typed values and the last error; a success shows `successText` in the banner. Spread the result
 * into ChangeFormCard.
 */
export function useChangeForm<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  mutation: UseMutationResult<unknown, Error, TOutput>,
  successText: string,
) {
  const [isOpen, setIsOpen] = useState(false);
  const showAlert = useAlert();
  const onClose = () => {
    setIsOpen(false);
    form.reset();
    mutation.reset();
  };
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => {
        showAlert('success', successText);
        onClose();
      },
    }),
  );
  return {
    isOpen,
    onOpen: () => setIsOpen(true),
    onClose,
    onSubmit,
    isPending: mutation.isPending,
    errorMessage: mutation.error?.message,
  };
}

type ChangeFormCardProps = {
  title: string;
  icon: LucideIcon;
  /** What the card says while closed and open (current e-mail, password hint). */
  description: ReactNode;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  errorMessage?: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A profile card whose form opens with 'Değiştir' and closes with 'İptal' (spec 1 §2.9); the
 * server's message shows in the red box, the save button is busy while saving.
 */
export function ChangeFormCard({
  title,
  icon,
  description,
  isOpen,
  onOpen,
  onClose,
  onSubmit,
  isPending,
  errorMessage,
  children,
}: ChangeFormCardProps) {
  return (
    <SectionCard
      title={title}
      icon={icon}
      action={
        !isOpen && (
          <Button variant="secondary" onClick={onOpen} aria-label={`${title}: ${meProfileMessages.change}`}>
            {meProfileMessages.change}
          </Button>
        )
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
      {isOpen && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {errorMessage && <ErrorBox message={errorMessage} />}
          {children}
          <FormActions isPending={isPending} onCancel={onClose} texts={meProfileMessages} />
        </form>
      )}
    </SectionCard>
  );
}
