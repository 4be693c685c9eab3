import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  type UpdateNutritionProgramTemplate,
  type UpdateNutritionProgramTemplateInput,
  updateNutritionProgramTemplateSchema,
} from '../../../../../shared/schemas/nutrition-program-templates.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { adminNutritionProgramsMessages as messages } from '../messages.ts';

const templateFields = ['name', 'description'] as const;

/**
 * A template's name and description: 'Şablon olarak kaydet' (empty) and 'Yeniden adlandır' (the
 * template's). The schema is the one the server parses; a taken name comes back under the name field.
 */
export function TemplateFormDialog({
  title,
  initial,
  onClose,
  onSubmit,
  isBusy,
  error,
}: {
  title: string;
  initial: UpdateNutritionProgramTemplateInput;
  onClose: () => void;
  onSubmit: (input: UpdateNutritionProgramTemplate, onError: (error: Error) => void) => void;
  isBusy: boolean;
  error: Error | null;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateNutritionProgramTemplateInput, unknown, UpdateNutritionProgramTemplate>({
    resolver: zodResolver(updateNutritionProgramTemplateSchema),
    defaultValues: initial,
  });
  const submit = handleSubmit((input) =>
    onSubmit(input, (failure) => applyFieldErrors(failure, setError, templateFields)),
  );
  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SaveErrorBox error={error} fallback={(failure) => userMessageOr(failure, messages.templateSaveError)} />
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {messages.templateCancel}
          </Button>
          <Button type="submit" isBusy={isBusy}>
            {messages.templateSave}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
