import type { UseFormRegisterReturn } from 'react-hook-form';
import { KVKK_REQUEST_TEXT_MAX, kvkkRequestKindLabels } from '../../../../../shared/kvkk-request-constants.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { publicKvkkRequestsMessages as messages } from '../messages.ts';

const kindOptions = Object.entries(kvkkRequestKindLabels).map(([value, label]) => ({ value, label }));

/** A request's kind and text, asked alike of a visitor (/kvkk/basvuru) and of a signed-in client (profile). */
export function KvkkRequestFields({
  kindField,
  bodyField,
  errors,
  bodyRows,
}: {
  kindField: UseFormRegisterReturn;
  bodyField: UseFormRegisterReturn;
  errors: { kind?: string; body?: string };
  bodyRows: number;
}) {
  return (
    <>
      <SelectField
        label={messages.kind}
        options={kindOptions}
        placeholder={messages.kindPlaceholder}
        error={errors.kind}
        {...kindField}
      />
      <TextareaField
        label={messages.body}
        rows={bodyRows}
        maxLength={KVKK_REQUEST_TEXT_MAX}
        placeholder={messages.bodyPlaceholder}
        error={errors.body}
        {...bodyField}
      />
    </>
  );
}
