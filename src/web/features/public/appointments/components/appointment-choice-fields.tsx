import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  appointmentModeLabels,
  appointmentModes,
  appointmentPurposeLabels,
  appointmentPurposes,
} from '../../../../../shared/appointment-constants.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { publicAppointmentsMessages as messages } from '../messages.ts';

// The purpose and the way of an appointment, asked alike on /randevu, in the client's 'Randevularım'
// and in the dietitian's wizard.

const purposeOptions = appointmentPurposes.map((value) => ({ value, label: appointmentPurposeLabels[value] }));
const modeOptions = appointmentModes.map((value) => ({ value, label: appointmentModeLabels[value] }));
const inPersonOnly = modeOptions.filter((option) => option.value === 'in_person');

type ChoiceFieldProps = UseFormRegisterReturn & { error?: string };

/** 'Randevu Amacı': one of the spec's purposes, none chosen at first. */
export function AppointmentPurposeField({ error, ...field }: ChoiceFieldProps) {
  return (
    <SelectField
      label={messages.fields.purpose}
      placeholder={messages.purposePlaceholder}
      options={purposeOptions}
      error={error}
      {...field}
    />
  );
}

/** 'Görüşme Şekli': in person or online; only in person (with the reason as `hint`) when online is not offered. */
export function AppointmentModeField({
  isOnlineAvailable = true,
  hint,
  error,
  ...field
}: ChoiceFieldProps & { isOnlineAvailable?: boolean; hint?: string }) {
  return (
    <SelectField
      label={messages.fields.mode}
      options={isOnlineAvailable ? modeOptions : inPersonOnly}
      hint={hint}
      error={error}
      {...field}
    />
  );
}
