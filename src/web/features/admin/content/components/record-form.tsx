import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import type { RecordFormState } from '../../../../lib/use-record-form.ts';

/**
 * A CMS row's form (useRecordForm): the save's error (a stale save says so in its own notice), the
 * fields, then İptal and the save button.
 */
export function RecordForm({
  form,
  saveErrorText,
  submitText,
  children,
}: {
  form: RecordFormState;
  /** The box's text when the save fails: the server's 4xx message or this text, or a text made from the error. */
  saveErrorText: string | ((error: Error) => string);
  submitText: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <SaveErrorBox error={form.save.error} fallback={saveErrorText} />
      <StaleVersionNotice edit={form.edit} />
      {children}
      <FormActions
        isPending={form.save.isPending}
        onCancel={form.cancel}
        texts={{ cancel: adminContentMessages.common.cancel, save: submitText }}
        hasIcons
      />
    </form>
  );
}

/** The words of a CMS list's inline form: its title and button when adding or editing, its save error. */
type RecordFormTexts = { addTitle: string; editTitle: string; add: string; update: string; saveError: string };

/** The form above a CMS list (services, sliders, testimonials): a card titled for adding or editing. */
export function RecordFormSection({
  form,
  texts,
  isEditing,
  icon,
  children,
}: {
  form: RecordFormState;
  texts: RecordFormTexts;
  isEditing: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <SectionCard title={isEditing ? texts.editTitle : texts.addTitle} icon={icon}>
      <RecordForm form={form} saveErrorText={texts.saveError} submitText={isEditing ? texts.update : texts.add}>
        {children}
      </RecordForm>
    </SectionCard>
  );
}
