import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { readTypedNumber } from '../../../../../shared/fields/number-field.ts';
import { exerciseCategories, exerciseCategoryLabels } from '../../../../../shared/constants.ts';
import {
  type AdminExercise,
  type SaveExercise,
  type SaveExerciseInput,
  saveExerciseSchema,
  wholeMinutes,
} from '../../../../../shared/schemas/exercises.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { type ImageFieldValue, ImageUploadField } from '../../../../components/ui/image-upload-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { useWizard, WizardFooter, WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { isUserError } from '../../../../lib/api.ts';
import { applyFieldErrors, saveErrorText } from '../../../../lib/form-errors.ts';
import { getExercisesQueryOptions } from '../api/get-exercises.ts';
import { useSaveExercise } from '../api/save-exercise.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { adminExercisesMessages as messages } from '../messages.ts';

const steps = [
  { title: messages.steps[0], fields: ['name', 'category'] },
  { title: messages.steps[1], fields: ['description', 'duration'] },
  { title: messages.steps[2], fields: ['gifUrl', 'imageKey'] },
] as const;
const exerciseFormFields = ['name', 'category', 'description', 'duration', 'gifUrl', 'imageKey'] as const;

/** 'Yeni Egzersiz' and edit: one 3-step dialog (Temel Bilgiler, Detaylar, Medya), 'Egzersizi Kaydet'. */
export function ExerciseDialog({
  isOpen,
  exercise,
  onClose,
}: {
  isOpen: boolean;
  /** null: a new exercise. */
  exercise: AdminExercise | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={exercise ? messages.editExercise : messages.newExercise}
      className="max-w-2xl"
    >
      {isOpen && <ExerciseForm key={exercise?.id ?? 'new'} exercise={exercise} onDone={onClose} />}
    </Dialog>
  );
}

const imageOf = (exercise: AdminExercise | null): ImageFieldValue | null =>
  exercise?.imageKey ? { key: exercise.imageKey, url: exercise.gifUrl } : null;

const toForm = (exercise: AdminExercise | null): SaveExerciseInput => ({
  name: exercise?.name ?? '',
  category: exercise?.category ?? 'cardio',
  description: exercise?.description ?? '',
  duration: exercise ? String(exercise.duration) : '',
  imageKey: exercise?.imageKey ?? null,
  gifUrl: exercise && !exercise.imageKey ? exercise.gifUrl : '',
});

function ExerciseForm({ exercise, onDone }: { exercise: AdminExercise | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveExercise = useSaveExercise();
  const [image, setImage] = useState<ImageFieldValue | null>(imageOf(exercise));
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<SaveExerciseInput, unknown, SaveExercise>({
    resolver: zodResolver(saveExerciseSchema),
    defaultValues: toForm(exercise),
    mode: 'onTouched',
  });
  const edit = useVersionedEdit({
    record: exercise,
    current: {
      query: getExercisesQueryOptions(),
      pick: (data) => data.exercises.find((current) => current.id === exercise?.id),
    },
    fill: (current) => {
      reset(toForm(current));
      setImage(imageOf(current));
    },
  });
  const wizard = useWizard(steps, trigger);
  const duration = Number(readTypedNumber(watch('duration')));
  const errorText = exercise ? messages.updateError : messages.createError;

  const submit = handleSubmit((input) =>
    saveExercise.mutate(
      { id: exercise?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', exercise ? messages.updated : messages.created);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, exerciseFormFields);
          // A refused field may sit on an earlier step: go back to it.
          if (isUserError(error)) {
            const failedStep = steps.findIndex((step) => step.fields.some((field) => field in error.fieldErrors));
            if (failedStep >= 0) wizard.setStep(failedStep);
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={wizard.onSubmit(submit)}>
      <WizardSteps steps={wizard.titles} current={wizard.step} />
      {saveErrorText(saveExercise.error, errorText) && (
        <div className="mb-4">
          <SaveErrorBox error={saveExercise.error} fallback={errorText} />
        </div>
      )}
      {edit.notice.kind !== 'none' && (
        <div className="mb-4">
          <StaleVersionNotice edit={edit} />
        </div>
      )}
      {wizard.step === 0 && (
        <div className="flex flex-col gap-4">
          <TextField label={messages.fieldName} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              {messages.fieldCategory}
            </legend>
            <div className="flex flex-wrap gap-3">
              {exerciseCategories.map((category) => (
                <label
                  key={category}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 dark:border-slate-600"
                >
                  <input type="radio" value={category} {...register('category')} />
                  {exerciseCategoryLabels[category]}
                </label>
              ))}
            </div>
            {errors.category && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.category.message}</p>
            )}
          </fieldset>
        </div>
      )}
      {wizard.step === 1 && (
        <div className="flex flex-col gap-4">
          <TextareaField
            label={messages.fieldDescription}
            rows={4}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label={messages.fieldDuration}
            inputMode="numeric"
            autoComplete="off"
            error={errors.duration?.message}
            {...register('duration')}
          />
          {Number.isFinite(duration) && duration >= 1 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {messages.durationHint(wholeMinutes(duration))}
            </p>
          )}
        </div>
      )}
      {wizard.step === 2 && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.mediaHint}</p>
          <ImageUploadField
            label={messages.fieldImage}
            kind="exercise"
            value={image}
            onChange={(next) => {
              setImage(next);
              // Judged again at once: an uploaded picture answers 'upload a picture or give a URL', so
              // that message must not stay under the fields after a valid upload (issue #39).
              setValue('imageKey', next?.key ?? null, { shouldDirty: true });
              if (isSubmitted) void trigger(['imageKey', 'gifUrl']);
            }}
            error={errors.imageKey?.message}
          />
          <TextField
            label={messages.fieldGifUrl}
            type="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.gifUrl?.message}
            {...register('gifUrl')}
          />
        </div>
      )}
      <WizardFooter
        step={wizard.step}
        stepCount={steps.length}
        onBack={wizard.back}
        isPending={saveExercise.isPending}
        submitIcon={Save}
        submitText={messages.save}
      />
    </form>
  );
}
