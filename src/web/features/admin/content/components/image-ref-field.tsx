import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { AdminImage, ImageRef } from '../../../../../shared/schemas/content-admin.ts';
import type { ImageKind } from '../../../../../shared/uploads.ts';
import { type ImageFieldValue, ImageUploadField } from '../../../../components/ui/image-upload-field.tsx';

/** What a form starts with: the record's picture as the save will send it back. */
export const toImageRef = (image: AdminImage | null): ImageRef => (image ? { key: image.key, url: image.url } : null);

/**
 * The platform's upload field for a CMS form: it uploads at once (with progress) and the form keeps
 * the answer as an ImageRef (the key; or the URL of a picture the record already had).
 */
function ImageRefField({
  label,
  kind,
  value,
  onChange,
  error,
}: {
  label: string;
  kind: ImageKind;
  value: ImageRef | undefined;
  onChange: (value: ImageRef) => void;
  error?: string;
}) {
  const shown: ImageFieldValue | null = value?.url ? { key: value.key ?? '', url: value.url } : null;
  return (
    <ImageUploadField
      label={label}
      kind={kind}
      value={shown}
      onChange={(image) => onChange(image ? { key: image.key || null, url: image.url } : null)}
      error={error}
    />
  );
}

/**
 * The picture field of a useRecordForm form, bound by name: the one image control of the CMS forms
 * (upload at once, preview, the form's error under it; a valid upload clears the field's error).
 */
export function RecordImageField<TInput extends FieldValues>({
  form,
  name,
  label,
  kind,
}: {
  form: { control: Control<TInput> };
  /** A field holding an ImageRef. */
  name: FieldPath<TInput>;
  label: string;
  kind: ImageKind;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageRefField
          label={label}
          kind={kind}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
