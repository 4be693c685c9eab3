import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type NutritionProgramTemplate,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  type UpdateNutritionProgramTemplate,
  type UpdateNutritionProgramTemplateInput,
  updateNutritionProgramTemplateSchema,
} from '../../../../../shared/schemas/nutrition-program-templates.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getProgramTemplatesQueryOptions } from '../api/get-program-templates.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const templateFields = ['name', 'description'] as const;

const toForm = (template: NutritionProgramTemplate | null): UpdateNutritionProgramTemplateInput => ({
  name: template?.name ?? '',
  description: template?.description ?? '',
});

/**
 * A template's name and description: 'Şablon olarak kaydet' (no template) and 'Yeniden adlandır' (the
 * template). The schema is the one the server parses; a taken name comes back under the name field. A
 * rename saves at the version the dialog read (ADR 0053): a rename in another tab since then is the
 * house's 409 text with 'Güncel hâlini yükle'.
 */
export function TemplateFormDialog({
  title,
  template,
  onClose,
  onSubmit,
  isBusy,
  error,
}: {
  title: string;
  /** The template being renamed; null for a new one. */
  template: NutritionProgramTemplate | null;
  onClose: () => void;
  onSubmit: (save: { input: UpdateNutritionProgramTemplate; version: number }, onError: (error: Error) => void) => void;
  isBusy: boolean;
  error: Error | null;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UpdateNutritionProgramTemplateInput, unknown, UpdateNutritionProgramTemplate>({
    resolver: zodResolver(updateNutritionProgramTemplateSchema),
    defaultValues: toForm(template),
  });
  const edit = useVersionedEdit({
    record: template,
    current: {
      query: getProgramTemplatesQueryOptions(),
      pick: (data) => data.templates.find((current) => current.id === template?.id),
    },
    fill: (current) => reset(toForm(current)),
  });
  const submit = handleSubmit((input) =>
    onSubmit({ input, version: edit.version }, (failure) => {
      if (edit.catchStale(failure)) return;
      applyFieldErrors(failure, setError, templateFields);
    }),
  );
  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SaveErrorBox error={error} fallback={(failure) => userMessageOr(failure, messages.templateSaveError)} />
        <StaleVersionNotice edit={edit} />
        <TextField
          label={messages.templateName}
          autoComplete="off"
          maxLength={TEMPLATE_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          label={messages.templateDescription}
          rows={3}
          maxLength={TEMPLATE_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
        <FormActions
          isPending={isBusy}
          onCancel={onClose}
          texts={{ cancel: messages.templateCancel, save: messages.templateSave }}
        />
      </form>
    </Dialog>
  );
}
