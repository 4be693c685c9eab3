import type { UseFormRegisterReturn } from 'react-hook-form';
import { genderLabels, genders } from '../../../../../shared/constants.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { adminClientsMessages } from '../messages.ts';

// The client's fields as the add wizard and the edit form both show them (spec 2 §5).

const textFieldProps = {
  name: { label: adminClientsMessages.fields.name, autoComplete: 'off' },
  email: { label: adminClientsMessages.fields.email, type: 'email', inputMode: 'email', autoComplete: 'off' },
  phone: { label: adminClientsMessages.fields.phone, type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  age: { label: adminClientsMessages.fields.age, inputMode: 'numeric', autoComplete: 'off' },
} as const;

const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

type FieldProps = { registration: UseFormRegisterReturn; error: string | undefined };

export function ClientTextField({ field, ...props }: FieldProps & { field: keyof typeof textFieldProps }) {
  return <TextField {...textFieldProps[field]} error={props.error} {...props.registration} />;
}

/** Gender select; `hasPlaceholder` for a new client, whose gender is not chosen yet. */
export function ClientGenderField({ hasPlaceholder = false, ...props }: FieldProps & { hasPlaceholder?: boolean }) {
  return (
    <SelectField
      label={adminClientsMessages.fields.gender}
      placeholder={hasPlaceholder ? adminClientsMessages.genderPlaceholder : undefined}
      options={genderOptions}
      error={props.error}
      {...props.registration}
    />
  );
}
