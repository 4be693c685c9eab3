import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { genderLabels, genders } from '../../../../../shared/constants.ts';
import { clientWizardSteps, createClientSchema } from '../../../../../shared/schemas/clients.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useWizard, WizardFooter, WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { isUserError, userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateClient } from '../api/create-client.ts';
import { adminClientsMessages } from '../messages.ts';

type FormInput = z.input<typeof createClientSchema>;
type FormOutput = z.output<typeof createClientSchema>;

const emptyForm: FormInput = {
  name: '',
  gender: '' as FormInput['gender'],
  age: '',
  email: '',
  password: '',
  passwordRepeat: '',
  phone: '',
};

const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

/** The 3-step add wizard (spec 2 §2, §4): personal info, account info, contact; submit on the last step. */
export function ClientCreateWizard({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={adminClientsMessages.createTitle}>
      {isOpen && <WizardForm onDone={onClose} />}
    </Dialog>
  );
}

function WizardForm({ onDone }: { onDone: () => void }) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createClient = useCreateClient();
  const showAlert = useAlert();
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClientSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const wizard = useWizard(clientWizardSteps, trigger);
  const { step, setStep } = wizard;

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    createClient.mutate(input, {
      onSuccess: () => {
        showAlert('success', adminClientsMessages.created);
        onDone();
      },
      onError: (error) => {
        showAlert('error', adminClientsMessages.createError);
        // An e-mail already in use is answered on its field, on the step that shows it.
        if (isUserError(error) && error.fieldErrors.email) setStep(1);
        if (applyFieldErrors(error, setError, ['email'])) return;
        setSubmitError(userMessageOr(error, adminClientsMessages.genericRegistrationError));
      },
    });
  });

  return (
    <form noValidate onSubmit={wizard.onSubmit(submit)}>
      <WizardSteps steps={wizard.titles} current={step} />
      <div className="flex flex-col gap-4">
        {submitError && <ErrorBox message={submitError} />}
        {step === 0 && (
          <>
            <TextField
              label={adminClientsMessages.fields.name}
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField
              label={adminClientsMessages.fields.gender}
              placeholder={adminClientsMessages.genderPlaceholder}
              options={genderOptions}
              error={errors.gender?.message}
              {...register('gender')}
            />
            <TextField
              label={adminClientsMessages.fields.age}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              error={errors.age?.message}
              {...register('age')}
            />
          </>
        )}
        {step === 1 && (
          <>
            <TextField
              label={adminClientsMessages.fields.email}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={adminClientsMessages.fields.password}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label={adminClientsMessages.fields.passwordRepeat}
              type="password"
              autoComplete="new-password"
              error={errors.passwordRepeat?.message}
              {...register('passwordRepeat')}
            />
          </>
        )}
        {step === 2 && (
          <TextField
            label={adminClientsMessages.fields.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
        )}
      </div>
      <WizardFooter
        step={step}
        stepCount={clientWizardSteps.length}
        onBack={wizard.back}
        isPending={createClient.isPending}
        submitIcon={UserPlus}
        submitText={adminClientsMessages.add}
      />
    </form>
  );
}
