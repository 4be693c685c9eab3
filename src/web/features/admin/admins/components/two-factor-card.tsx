import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TwoFactorCodeInput,
  type TwoFactorPasswordInput,
  type TwoFactorSetup,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from '../../../../../shared/schemas/admins.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { useSetUpTwoFactor } from '../api/set-up-two-factor.ts';
import { adminAdminsMessages } from '../messages.ts';

const text = adminAdminsMessages.twoFactor;

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; setup: TwoFactorSetup };

/** The signed-in admin's own two-factor sign-in: turn on (QR code, backup codes, first code) or off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  return (
    <SectionCard title={text.title} icon={ShieldCheck} className="mb-6">
      <QueryState query={status} errorText={text.loadError}>
        {({ isEnabled }) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{isEnabled ? text.isOn : text.isOff}</p>
            {step.kind === 'idle' && (
              <div>
                <Button
                  variant={isEnabled ? 'secondary' : 'primary'}
                  onClick={() => setStep({ kind: 'password', action: isEnabled ? 'disable' : 'enable' })}
                >
                  {isEnabled ? text.disable : text.enable}
                </Button>
              </div>
            )}
            {step.kind === 'password' && (
              <PasswordStep
                action={step.action}
                onCancel={() => setStep({ kind: 'idle' })}
                onSetup={(setup) => setStep({ kind: 'scan', setup })}
                onDone={() => setStep({ kind: 'idle' })}
              />
            )}
            {step.kind === 'scan' && (
              <ScanStep
                setup={step.setup}
                onCancel={() => setStep({ kind: 'idle' })}
                onDone={() => setStep({ kind: 'idle' })}
              />
            )}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}

function PasswordStep({
  action,
  onCancel,
  onSetup,
  onDone,
}: {
  action: 'enable' | 'disable';
  onCancel: () => void;
  onSetup: (setup: TwoFactorSetup) => void;
  onDone: () => void;
}) {
  const showAlert = useAlert();
  const setUp = useSetUpTwoFactor();
  const disable = useDisableTwoFactor();
  const mutation = action === 'enable' ? setUp : disable;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit((input) => {
    const onError = (error: Error) => applyFieldErrors(error, setError, ['password']);
    if (action === 'enable') setUp.mutate(input, { onSuccess: ({ setup }) => onSetup(setup), onError });
    else
      disable.mutate(input, {
        onSuccess: () => {
          showAlert('success', text.disabled);
          onDone();
        },
        onError,
      });
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-3">
      {mutation.error && !errors.password && <ErrorBox message={userMessageOr(mutation.error, text.error)} />}
      <TextField
        label={text.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex gap-2">
        <Button type="submit" isBusy={mutation.isPending} variant={action === 'enable' ? 'primary' : 'danger'}>
          {action === 'enable' ? text.continue : text.disable}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ setup, onCancel, onDone }: { setup: TwoFactorSetup; onCancel: () => void; onDone: () => void }) {
  const showAlert = useAlert();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit((input) =>
    confirm.mutate(input, {
      onSuccess: () => {
        showAlert('success', text.enabled);
        onDone();
      },
      onError: (error) => applyFieldErrors(error, setError, ['code']),
    }),
  );

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{text.scan}</p>
        <img src={setup.qrCodeDataUrl} alt={text.qrAlt} width={240} height={240} className="rounded-lg bg-white" />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {text.secretLabel}:{' '}
          <code data-testid="two-factor-secret" className="font-mono break-all text-slate-900 dark:text-white">
            {setup.secret}
          </code>
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">{text.backupTitle}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{text.backupHint}</p>
        <ul
          aria-label={text.backupTitle}
          className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900 dark:text-white"
        >
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-3">
          {confirm.error && !errors.code && <ErrorBox message={userMessageOr(confirm.error, text.error)} />}
          <TextField
            label={text.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="flex gap-2">
            <Button type="submit" isBusy={confirm.isPending}>
              {text.confirm}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
              {text.cancel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
