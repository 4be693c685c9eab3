import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { meProfileMessages } from '../messages.ts';
import { ProfileCard } from './profile-card.tsx';

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
    <ProfileCard
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
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={isPending}>
              {meProfileMessages.cancel}
            </Button>
            <Button type="submit" isBusy={isPending}>
              {isPending ? meProfileMessages.saving : meProfileMessages.save}
            </Button>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
