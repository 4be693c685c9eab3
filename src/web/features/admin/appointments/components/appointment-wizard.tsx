import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  type Appointment,
  type AppointmentInput,
  type AppointmentValues,
  appointmentSchema,
  appointmentWizardSteps,
} from '../../../../../shared/schemas/appointments.ts';
import { todayInIstanbul } from '../../../../../shared/dates.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useWizard, WizardFooter, WizardSteps } from '../../../../components/ui/wizard-steps.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';
import { getAppointmentQueryOptions } from '../api/get-appointment.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { adminAppointmentsMessages as messages } from '../messages.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { AppointmentModeField, AppointmentPurposeField, ContactFields } from '../../../public/appointments/index.ts';

/**
 * The 3-step appointment wizard (spec 2 §2, §4): personal, purpose, date and time; the same dialog
 * creates (no `appointment`) and edits.
 */
export function AppointmentWizard({
  isOpen,
  appointment,
  onClose,
}: {
  isOpen: boolean;
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={appointment ? messages.editAppointment : messages.newAppointment}>
      {isOpen && <WizardForm appointment={appointment} onDone={onClose} />}
    </Dialog>
  );
}

const toForm = (appointment: Appointment | null): AppointmentInput =>
  appointment
    ? {
        clientName: appointment.clientName,
        phone: appointment.phone,
        email: appointment.email ?? '',
        purpose: appointment.purpose,
        date: appointment.date,
        time: appointment.time,
        mode: appointment.mode,
        meetingUrl: appointment.meetingUrl ?? '',
      }
    : {
        clientName: '',
        phone: '',
        email: '',
        purpose: '' as AppointmentInput['purpose'],
        date: '',
        time: '',
        mode: 'in_person',
        meetingUrl: '',
      };

function WizardForm({ appointment, onDone }: { appointment: Appointment | null; onDone: () => void }) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createAppointment = useCreateAppointment();
  const updateAppointment = useUpdateAppointment();
  const showAlert = useAlert();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    setError,
    formState: { errors },
  } = useForm<AppointmentInput, unknown, AppointmentValues>({
    resolver: zodResolver(appointmentSchema),
    defaultValues: toForm(appointment),
    mode: 'onTouched',
  });
  const edit = useVersionedEdit({
    record: appointment,
    current: { query: getAppointmentQueryOptions(appointment?.id ?? ''), pick: (data) => data.appointment },
    fill: (current) => reset(toForm(current)),
  });
  const mode = useWatch({ control, name: 'mode' });
  const wizard = useWizard(appointmentWizardSteps, trigger);
  const { step, setStep } = wizard;
  const isPending = createAppointment.isPending || updateAppointment.isPending;

  const onError = (error: unknown) => {
    if (edit.catchStale(error)) return;
    const stepOfField = appointmentWizardSteps.findIndex((item) =>
      item.fields.some((field) => applyFieldErrors(error, setError, [field])),
    );
    if (stepOfField >= 0) {
      setStep(stepOfField);
      return;
    }
    setSubmitError(userMessageOr(error, appointment ? messages.updateError : messages.createError));
  };

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    const onSuccess = () => {
      showAlert('success', appointment ? messages.updated : messages.created);
      onDone();
    };
    if (appointment)
      updateAppointment.mutate({ id: appointment.id, version: edit.version, input }, { onSuccess, onError });
    else createAppointment.mutate(input, { onSuccess, onError });
  });

  return (
    <form noValidate onSubmit={wizard.onSubmit(submit)}>
      <WizardSteps steps={wizard.titles} current={step} />
      <div className="flex flex-col gap-4">
        {submitError && <ErrorBox message={submitError} />}
        <StaleVersionNotice edit={edit} />
        {step === 0 && (
          <ContactFields
            fields={{ clientName: register('clientName'), phone: register('phone'), email: register('email') }}
            errors={{
              clientName: errors.clientName?.message,
              phone: errors.phone?.message,
              email: errors.email?.message,
            }}
            isOwnDetails={false}
          />
        )}
        {step === 1 && (
          <>
            <AppointmentPurposeField error={errors.purpose?.message} {...register('purpose')} />
            <AppointmentModeField error={errors.mode?.message} {...register('mode')} />
            {mode === 'online' && (
              <TextField
                label={messages.fields.meetingUrl}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                hint={messages.meetingUrlHint}
                error={errors.meetingUrl?.message}
                {...register('meetingUrl')}
              />
            )}
          </>
        )}
        {step === 2 && (
          <>
            <FormDateField
              control={control}
              name="date"
              label={messages.fields.date}
              min={todayInIstanbul()}
              error={errors.date?.message}
            />
            <TextField label={messages.fields.time} type="time" error={errors.time?.message} {...register('time')} />
            <p className="text-sm text-slate-600 dark:text-slate-300">{messages.outsideHoursHint}</p>
          </>
        )}
      </div>
      <WizardFooter
        step={step}
        stepCount={appointmentWizardSteps.length}
        onBack={wizard.back}
        isPending={isPending}
        submitIcon={CalendarCheck}
        submitText={appointment ? messages.save : messages.create}
      />
    </form>
  );
}
