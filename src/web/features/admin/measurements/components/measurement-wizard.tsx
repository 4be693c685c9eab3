import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayInIstanbul } from '../../../../../shared/dates.ts';
import {
  type MeasurementKey,
  measurementFields,
  measurementInputSchema,
  measurementWizardSteps,
} from '../../../../../shared/schemas/measurements.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useCreateMeasurement } from '../api/create-measurement.ts';
import { adminMeasurementsMessages } from '../messages.ts';

type FormInput = z.input<typeof measurementInputSchema>;
type FormOutput = z.output<typeof measurementInputSchema>;

const stepTitles = measurementWizardSteps.map((step) => step.title);

export const fieldLabel = (key: MeasurementKey) => {
  const field = measurementFields[key];
  return field.unit === 'yaş' ? field.label : `${field.label} (${field.unit})`;
};

/** The 4-step add wizard (spec 2 §4): basic values with the date, body analysis, metabolism, circumferences. */
export function MeasurementWizard({
  clientId,
  isOpen,
  onClose,
}: {
  clientId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={adminMeasurementsMessages.wizardTitle}>
      {isOpen && <WizardForm clientId={clientId} onDone={onClose} />}
    </Dialog>
  );
}

function WizardForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createMeasurement = useCreateMeasurement();
  const showAlert = useAlert();
  const today = todayInIstanbul();
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(measurementInputSchema),
    defaultValues: { measurementDate: today },
    mode: 'onTouched',
  });
  const isLastStep = step === measurementWizardSteps.length - 1;
  const current = measurementWizardSteps[step]!;

  const submit = handleSubmit((values) => {
    setSubmitError(null);
    createMeasurement.mutate(
      { clientId, values },
      {
        onSuccess: () => {
          showAlert('success', adminMeasurementsMessages.created);
          onDone();
        },
        onError: (error) => {
          showAlert('error', adminMeasurementsMessages.createError);
          setSubmitError(userMessageOr(error, adminMeasurementsMessages.createError));
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isLastStep) void submit(event);
        else void trigger([...current.fields]).then((isValid) => isValid && setStep(step + 1));
      }}
    >
      <WizardSteps steps={stepTitles} current={step} />
      {submitError && (
        <div className="mb-4">
          <ErrorBox message={submitError} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {current.fields.map((name) =>
          name === 'measurementDate' ? (
            <TextField
              key={name}
              label={adminMeasurementsMessages.date}
              type="date"
              max={today}
              error={errors.measurementDate?.message}
              {...register('measurementDate')}
            />
          ) : (
            <TextField
              key={name}
              label={fieldLabel(name)}
              type="number"
              inputMode="decimal"
              step={measurementFields[name].step}
              min={measurementFields[name].min}
              max={measurementFields[name].max}
              error={errors[name]?.message}
              {...register(name)}
            />
          ),
        )}
      </div>
      <div className="mt-6 flex justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => setStep(step - 1)}
          disabled={step === 0 || createMeasurement.isPending}
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.back}
        </Button>
        {isLastStep ? (
          <Button type="submit" isBusy={createMeasurement.isPending}>
            <Plus aria-hidden="true" className="size-4" /> {adminMeasurementsMessages.add}
          </Button>
        ) : (
          <Button type="submit">
            {adminMeasurementsMessages.next} <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </form>
  );
}
