import type { UseFormRegisterReturn } from 'react-hook-form';
import { appointmentReminderMessages } from '../../../../../shared/appointment-reminders.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { publicAppointmentsMessages as messages } from '../messages.ts';

type ContactField = 'clientName' | 'phone' | 'email';

/**
 * Who the appointment is for: name, phone and the e-mail its reminders go to. The visitor's own details
 * may be filled in by the browser; the dietitian types someone else's, so nothing is suggested then.
 */
export function ContactFields({
  fields,
  errors,
  isOwnDetails,
}: {
  fields: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, string>>;
  isOwnDetails: boolean;
}) {
  return (
    <>
      <TextField
        label={messages.fields.clientName}
        autoComplete={isOwnDetails ? 'name' : 'off'}
        error={errors.clientName}
        {...fields.clientName}
      />
      <TextField
        label={messages.fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete={isOwnDetails ? 'tel' : undefined}
        placeholder="0532 123 45 67"
        error={errors.phone}
        {...fields.phone}
      />
      <TextField
        label={appointmentReminderMessages.emailLabel}
        type="email"
        inputMode="email"
        autoComplete={isOwnDetails ? 'email' : 'off'}
        hint={appointmentReminderMessages.emailHint}
        error={errors.email}
        {...fields.email}
      />
    </>
  );
}
