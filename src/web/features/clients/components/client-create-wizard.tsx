import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordPolicyMessages } from '../../../../shared/fields/password-rules.ts';
import { genderLabels, genders } from '../../../../shared/constants.ts';
import { clientWizardSteps, createClientSchema } from '../../../../shared/schemas/clients.ts';
import type { z } from '../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../components/ui/alert-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { WizardSteps } from '../../../components/ui/wizard-steps.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateClient } from '../api/create-client.ts';
import { clientMessages } from '../messages.ts';

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
const stepTitles = clientWizardSteps.map((step) => step.title);

/** The 3-step add wizard (spec 2 §2, §4): personal info, account info, contact; submit on the last step. */
export function ClientCreateWizard({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={clientMessages.createTitle}>
      {isOpen && <WizardForm onDone={onClose} />}
    </Dialog>
  );
}

function WizardForm({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
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
  const isLastStep = step === clientWizardSteps.length - 1;

  const goNext = async () => {
    const isValid = await trigger([...clientWizardSteps[step]!.fields]);
    if (isValid) setStep((current) => current + 1);
  };

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    createClient.mutate(input, {
      onSuccess: () => {
        showAlert('success', clientMessages.created);
        onDone();
      },
      onError: (error) => {
        showAlert('error', clientMessages.createError);
        if (error instanceof ApiError && error.code === 'email_taken') {
          setStep(1);
          setError('email', { message: error.message }, { shouldFocus: true });
          return;
        }
        const isUserError = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setSubmitError(isUserError ? error.message : clientMessages.genericRegistrationError);
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isLastStep) void submit(event);
        else void goNext();
      }}
    >
      <WizardSteps steps={stepTitles} current={step} />
      <div className="flex flex-col gap-4">
        {submitError && <ErrorBox message={submitError} />}
        {step === 0 && (
          <>
            <TextField
              label={clientMessages.fields.name}
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField
              label={clientMessages.fields.gender}
              placeholder={clientMessages.genderPlaceholder}
              options={genderOptions}
              error={errors.gender?.message}
              {...register('gender')}
            />
            <TextField
              label={clientMessages.fields.age}
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
              label={clientMessages.fields.email}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={clientMessages.fields.password}
              type="password"
              autoComplete="new-password"
              hint={passwordPolicyMessages.guidance}
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label={clientMessages.fields.passwordRepeat}
              type="password"
              autoComplete="new-password"
              error={errors.passwordRepeat?.message}
              {...register('passwordRepeat')}
            />
          </>
        )}
        {step === 2 && (
          <TextField
            label={clientMessages.fields.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
        )}
      </div>
      <div className="mt-6 flex justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => setStep((current) => current - 1)}
          disabled={step === 0 || createClient.isPending}
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {clientMessages.back}
        </Button>
        {isLastStep ? (
          <Button type="submit" isBusy={createClient.isPending}>
            <UserPlus aria-hidden="true" className="size-4" /> {clientMessages.add}
          </Button>
        ) : (
          <Button type="submit">
            {clientMessages.next} <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </form>
  );
}
