import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { clientWizardSteps, createClientSchema } from '../../../../../shared/schemas/clients.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { passwordPolicyMessages } from '../../../../../shared/fields/password-rules.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useWizard, WizardFooter, WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { isUserError, userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCheckClientAccount } from '../api/check-client-account.ts';
import { useCreateClient } from '../api/create-client.ts';
import { adminClientsMessages } from '../messages.ts';
import { ClientGenderField, ClientTextField } from './client-fields.tsx';

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

/** The wizard's 'Hesap Bilgileri' step (index of clientWizardSteps). */
const ACCOUNT_STEP = 1;

/** The add wizard's form (its own chunk: zod and react-hook-form load when the wizard first opens). */
export default function ClientCreateForm({ onDone }: { onDone: () => void }) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createClient = useCreateClient();
  const showAlert = useAlert();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClientSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const checkAccount = useCheckClientAccount();
  // The account step (e-mail, password) is judged by the server on that step: a common password or an
  // e-mail in use is answered under its field there, never after the last step (issue #39).
  const checkStep = async (current: number) => {
    if (current !== ACCOUNT_STEP) return true;
    setSubmitError(null);
    const { email, password, passwordRepeat } = getValues();
    try {
      await checkAccount.mutateAsync({ email, password, passwordRepeat });
      return true;
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'password', 'passwordRepeat']))
        setSubmitError(userMessageOr(error, adminClientsMessages.genericRegistrationError));
      return false;
    }
  };
  const wizard = useWizard(clientWizardSteps, trigger, checkStep);
  const { step, setStep } = wizard;

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    createClient.mutate(input, {
      onSuccess: () => {
        showAlert('success', adminClientsMessages.created);
        onDone();
      },
      onError: (error) => {
        // An e-mail in use or a refused password (taken meanwhile) is answered on its field, on the step
        // that shows it.
        if (isUserError(error) && (error.fieldErrors.email || error.fieldErrors.password)) setStep(ACCOUNT_STEP);
        if (applyFieldErrors(error, setError, ['email', 'password'])) return;
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
            <ClientTextField field="name" error={errors.name?.message} registration={register('name')} />
            <ClientGenderField hasPlaceholder error={errors.gender?.message} registration={register('gender')} />
            <ClientTextField field="age" error={errors.age?.message} registration={register('age')} />
          </>
        )}
        {step === 1 && (
          <>
            <ClientTextField field="email" error={errors.email?.message} registration={register('email')} />
            <TextField
              label={adminClientsMessages.fields.password}
              type="password"
              autoComplete="new-password"
              hint={passwordPolicyMessages.guidance}
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
        {step === 2 && <ClientTextField field="phone" error={errors.phone?.message} registration={register('phone')} />}
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
