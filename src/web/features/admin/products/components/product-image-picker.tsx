import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { imageAcceptAttribute, imageFileProblem } from '../../../../../shared/uploads.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldFrame, useFieldIds } from '../../../../components/ui/field-frame.tsx';
import { adminProductsMessages as messages } from '../messages.ts';

/** What the form will do with the image after the product is saved. */
export type ProductImageChoice = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/**
 * The product image, chosen in the form and uploaded after the product is saved (spec 3 §7). Type and
 * the 5 MB limit are checked here with the spec's texts; the upload service checks the bytes again.
 */
export function ProductImagePicker({
  currentUrl,
  choice,
  onChange,
}: {
  currentUrl: string | null;
  choice: ProductImageChoice;
  onChange: (choice: ProductImageChoice) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const ids = useFieldIds(undefined, { error, hint: messages.imageHint });

  useEffect(() => {
    if (choice.kind !== 'replace') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, 'product');
    setError(problem);
    if (!problem) onChange({ kind: 'replace', file });
  }

  const shown = choice.kind === 'replace' ? preview : choice.kind === 'remove' ? null : currentUrl;
  return (
    <FieldFrame label={messages.fieldImage} ids={ids} error={error} hint={messages.imageHint}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-28 w-28 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800">
          {shown ? (
            <img src={shown} alt={messages.imagePreview} className="h-full w-full object-contain" />
          ) : (
            <ImageUp aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            id={ids.inputId}
            type="file"
            accept={imageAcceptAttribute}
            aria-describedby={ids.describedBy}
            aria-invalid={error ? true : undefined}
            onChange={pick}
            className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
          {shown && (
            <Button variant="ghost" onClick={() => onChange({ kind: 'remove' })} className="self-start">
              <Trash2 aria-hidden="true" className="size-4" />
              {messages.removeImage}
            </Button>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
