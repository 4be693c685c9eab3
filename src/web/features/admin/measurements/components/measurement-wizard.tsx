import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
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
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useWizard, WizardFooter, WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useCreateMeasurement } from '../api/create-measurement.ts';
import { adminMeasurementsMessages } from '../messages.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';

type FormInput = z.input<typeof measurementInputSchema>;
type FormOutput = z.output<typeof measurementInputSchema>;

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
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createMeasurement = useCreateMeasurement();
  const showAlert = useAlert();
  const today = todayInIstanbul();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(measurementInputSchema),
    defaultValues: { measurementDate: today },
    mode: 'onTouched',
  });
  const wizard = useWizard(measurementWizardSteps, trigger);
  const { step, current } = wizard;

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
          setSubmitError(userMessageOr(error, adminMeasurementsMessages.createError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={wizard.onSubmit(submit)}>
      <WizardSteps steps={wizard.titles} current={step} />
      {submitError && (
        <div className="mb-4">
          <ErrorBox message={submitError} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {current.fields.map((name) =>
          name === 'measurementDate' ? (
            <FormDateField
              key={name}
              control={control}
              name="measurementDate"
              label={adminMeasurementsMessages.date}
              max={today}
              error={errors.measurementDate?.message}
            />
          ) : (
            <TextField
              key={name}
              label={fieldLabel(name)}
              inputMode="decimal"
              autoComplete="off"
              error={errors[name]?.message}
              {...register(name)}
            />
          ),
        )}
      </div>
      <WizardFooter
        step={step}
        stepCount={measurementWizardSteps.length}
        onBack={wizard.back}
        isPending={createMeasurement.isPending}
        submitIcon={Plus}
        submitText={adminMeasurementsMessages.add}
      />
    </form>
  );
}
