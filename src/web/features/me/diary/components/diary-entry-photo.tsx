import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { MeDiaryEntry } from '../../../../../shared/schemas/diary.ts';
import {
  imageAcceptAttribute,
  invalidImageMessage,
  privateImageKinds,
  uploadFailedMessage,
} from '../../../../../shared/uploads.ts';
import { MessagePhotos } from '../../../../components/conversation/message-photos.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { myDiaryPhotoUrl, useRemoveDiaryPhoto, useSetDiaryPhoto } from '../api/diary-photo.ts';
import { meDiaryMessages as t } from '../messages.ts';

const rule = privateImageKinds['diary-photo'];

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection (a photo is never kept offline, ADR 0071). */
function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * An entry's meal photo (issue #42): its thumbnail (opening the full view), 'Fotoğraf ekle' or
 * replace and remove. The size and type are checked here first with the upload's texts; the server
 * checks the bytes again and its Turkish refusal is shown under the buttons.
 */
export function DiaryEntryPhoto({ entry, date }: { entry: MeDiaryEntry; date: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const isOnline = useIsOnline();
  const setPhoto = useSetDiaryPhoto(date);
  const removePhoto = useRemoveDiaryPhoto(date);
  const photo = entry.photo ?? null;
  const isBusy = setPhoto.isPending || removePhoto.isPending;

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return setError(invalidImageMessage);
    if (file.size > rule.maxBytes) return setError(rule.tooLargeMessage);
    setError(null);
    setPhoto.mutate(
      { entryId: entry.id, photo: file },
      {
        onSuccess: () => notify.success(t.photoAdded),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : uploadFailedMessage),
      },
    );
  };

  const remove = () => {
    setError(null);
    removePhoto.mutate(entry.id, {
      onSuccess: () => notify.success(t.photoRemoved),
      onError: () => setError(t.photoRemoveError),
    });
  };

  const buttonClass =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-slate-800';

  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      {photo && (
        <MessagePhotos
          images={[photo]}
          photoUrl={myDiaryPhotoUrl}
          texts={{ open: () => t.photoOpen(entry.foodName), fullViewAlt: () => t.photoAlt(entry.foodName) }}
          thumbnailClassName="size-16"
        />
      )}
      <input
        ref={inputRef}
        type="file"
        accept={imageAcceptAttribute}
        hidden
        data-testid={`diary-photo-input-${entry.id}`}
        onChange={upload}
      />
      <button
        type="button"
        className={`${buttonClass} text-brand-800 dark:text-brand-200`}
        onClick={() => inputRef.current?.click()}
        disabled={isBusy || !isOnline}
        aria-label={photo ? t.photoReplaceLabel(entry.foodName) : t.photoAddLabel(entry.foodName)}
        aria-describedby={error ? errorId : undefined}
      >
        <Camera aria-hidden="true" className="size-4" />
        {setPhoto.isPending ? t.photoUploading : photo ? t.photoReplace : t.photoAdd}
      </button>
      {photo && (
        <button
          type="button"
          className={`${buttonClass} text-red-700 dark:text-red-300`}
          onClick={remove}
          disabled={isBusy || !isOnline}
          aria-label={t.photoRemoveLabel(entry.foodName)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.photoRemove}
        </button>
      )}
      {!isOnline && <p className="basis-full text-xs text-slate-600 dark:text-slate-300">{t.photoOffline}</p>}
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
