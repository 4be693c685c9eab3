import { Image as ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import {
  type ImageKind,
  imageAcceptAttribute,
  imageKinds,
  imageFileProblem,
  type StoredImageInfo,
  uploadFailedMessage,
} from '../../../shared/uploads.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { Button } from './button.tsx';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

/** The image a form holds: what the upload answered, or what the record already had. */
export type ImageFieldValue = Pick<StoredImageInfo, 'key' | 'url'>;

type ImageUploadFieldProps = {
  label: string;
  kind: ImageKind;
  value: ImageFieldValue | null;
  /** Called with the uploaded image (its key goes to the form's save), or null when removed. */
  onChange: (image: ImageFieldValue | null) => void;
  /** A validation error from the form (for example "Lütfen bir görsel seçin."). */
  error?: string;
  id?: string;
  /** Preview box size, e.g. 'h-[70px] w-[200px]' for the logo. */
  previewClassName?: string;
};

/**
 * The admin screens' image field: pick a file, see it at once, watch the upload's progress bar, and
 * get the stored image back. The size and type are checked here first with the spec's texts so
 * nobody waits for a refused upload; the server checks the bytes again.
 */
export function ImageUploadField({ label, kind, value, onChange, error, id, previewClassName }: ImageUploadFieldProps) {
  const rule = imageKinds[kind];
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const shownError = uploadError ?? error;
  const ids = useFieldIds(id, { error: shownError, hint: rule.hint });
  const isUploading = progress !== null;

  useEffect(() => () => abortRef.current?.abort(), []);

  // While the chosen file is being uploaded or was refused, the form around the field must not save:
  // it would save the picture the record had before while the field says the new one failed (issue
  // #39). Its submission is stopped here, before React's handler sees it, and the field is focused.
  const isUnresolved = isUploading || uploadError !== undefined;
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!isUnresolved || !form) return;
    const holdSubmission = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopPropagation();
      inputRef.current?.focus();
    };
    form.addEventListener('submit', holdSubmission, { capture: true });
    return () => form.removeEventListener('submit', holdSubmission, { capture: true });
  }, [isUnresolved]);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, kind);
    setUploadError(problem);
    if (problem) return;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const image = await uploadImage(file, kind, { onProgress: setProgress, signal: controller.signal });
      onChange({ key: image.key, url: image.url });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setUploadError(failure instanceof ApiError ? failure.message : uploadFailedMessage);
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        setLocalPreview(null);
      }
    }
  }

  const previewUrl = localPreview ?? value?.url ?? null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <FieldFrame label={label} ids={ids} error={shownError} hint={rule.hint}>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800',
            previewClassName ?? 'h-32 w-48',
          )}
        >
          {previewUrl ? (
            <img src={previewUrl} alt={`${label} önizleme`} className="h-full w-full object-contain" />
          ) : (
            <ImageUp aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            id={ids.inputId}
            type="file"
            accept={imageAcceptAttribute}
            aria-describedby={ids.describedBy}
            aria-invalid={shownError ? true : undefined}
            disabled={isUploading}
            onChange={handleFile}
            className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
          />
          {uploadError !== undefined && (
            // The way out of a refused file: keep what the record has (or nothing), then save.
            <Button variant="secondary" onClick={() => setUploadError(undefined)} className="self-start">
              <ImageIcon aria-hidden="true" className="size-4" />
              {value ? 'Mevcut görseli koru' : 'Görsel seçmekten vazgeç'}
            </Button>
          )}
          {value && !isUploading && (
            <Button
              variant="ghost"
              onClick={() => {
                setUploadError(undefined);
                onChange(null);
              }}
              className="self-start"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Görseli kaldır
            </Button>
          )}
        </div>
      </div>
      {isUploading && (
        <div
          role="progressbar"
          aria-label={`${label} yükleniyor`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
    </FieldFrame>
  );
}
