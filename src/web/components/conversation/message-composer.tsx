import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX } from '../../../shared/message-constants.ts';
import {
  type MessageDraftText,
  messageDraftSchema,
  messagesValidationMessages,
} from '../../../shared/schemas/messages.ts';
import { imageAcceptAttribute, privateImageKinds } from '../../../shared/uploads.ts';
import { userMessageOr } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBox } from '../ui/error-box.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { messagePhotoTexts as photoTexts } from './message-photo-texts.ts';

export type MessageComposerTexts = {
  label: string;
  placeholder: string;
  send: string;
  sendError: string;
  /** The name of the quick replies' row, when there are any. */
  quickReplies?: string;
};

/** What the composer sends: text, photos or both (never neither). */
export type MessageDraft = { text: string; photos: File[] };

type PickedPhoto = { id: number; file: File; previewUrl: string };

const photoRule = privateImageKinds['message-photo'];

/**
 * The box a message is written in: Enter sends on a computer (Shift+Enter for a new line), the
 * button everywhere. Up to four photos can go with it ('Fotoğraf ekle'), previewed before sending and
 * each removable. A refused message stays in the box with the server's Turkish reason under it.
 */
export function MessageComposer({
  onSend,
  texts,
  quickReplies = [],
}: {
  onSend: (input: MessageDraft) => Promise<unknown>;
  texts: MessageComposerTexts;
  /** Saved answers: a click puts one in the box, to be sent as it is or changed first. */
  quickReplies?: ReadonlyArray<{ id: string; text: string }>;
}) {
  const form = useForm<MessageDraftText>({ resolver: zodResolver(messageDraftSchema), defaultValues: { text: '' } });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextPhotoId = useRef(0);

  // The previews' object URLs are let go when the composer goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const addPhotos = (files: File[]) => {
    setPhotoError(null);
    const room = MESSAGE_IMAGES_MAX - photos.length;
    if (files.length > room) setPhotoError(messagesValidationMessages.tooManyPhotos);
    const fitting = files.slice(0, Math.max(room, 0));
    if (fitting.some((file) => file.size > photoRule.maxBytes)) setPhotoError(photoRule.tooLargeMessage);
    const accepted = fitting
      .filter((file) => file.size <= photoRule.maxBytes)
      .map((file) => ({ id: nextPhotoId.current++, file, previewUrl: URL.createObjectURL(file) }));
    setPhotos([...photos, ...accepted]);
    if (accepted.length > 0) clearErrors('text');
  };

  const removePhoto = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    setPhotos(photos.filter((picked) => picked.id !== photo.id));
    setPhotoError(null);
  };

  const submit = handleSubmit(async ({ text }) => {
    if (text.length === 0 && photos.length === 0) {
      setError('text', { message: messagesValidationMessages.textRequired });
      return;
    }
    try {
      await onSend({ text, photos: photos.map((photo) => photo.file) });
      reset({ text: '' });
      for (const photo of photos) URL.revokeObjectURL(photo.previewUrl);
      setPhotos([]);
      setPhotoError(null);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['text']))
        setError('root', { message: userMessageOr(error, texts.sendError) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      {errors.root?.message && <ErrorBox message={errors.root.message} />}
      {photoError && <ErrorBox message={photoError} />}
      {quickReplies.length > 0 && (
        <ul aria-label={texts.quickReplies} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {quickReplies.map((reply) => (
            <li key={reply.id} className="shrink-0">
              <button
                type="button"
                title={reply.text}
                onClick={() => {
                  setValue('text', reply.text);
                  setFocus('text');
                }}
                className="min-h-9 max-w-64 truncate rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {reply.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul aria-label={photoTexts.selected} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.previewUrl}
                alt={photoTexts.preview(index + 1)}
                className="size-20 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
              />
              <button
                type="button"
                aria-label={photoTexts.remove(index + 1)}
                onClick={() => removePhoto(photo)}
                className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-slate-900 text-white shadow hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextareaField
          label={texts.label}
          placeholder={texts.placeholder}
          rows={2}
          maxLength={MESSAGE_TEXT_MAX}
          className="flex-1"
          error={errors.text?.message}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          {...register('text')}
        />
        <input
          ref={fileInput}
          type="file"
          accept={imageAcceptAttribute}
          multiple
          hidden
          onChange={(event) => {
            addPhotos([...(event.target.files ?? [])]);
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          aria-label={photoTexts.attach}
          title={photoTexts.attachHint}
          disabled={photos.length >= MESSAGE_IMAGES_MAX}
          onClick={() => fileInput.current?.click()}
          className="mb-0.5 shrink-0 px-3"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </Button>
        <Button type="submit" isBusy={isSubmitting} aria-label={texts.send} className="mb-0.5 shrink-0">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{texts.send}</span>
        </Button>
      </div>
    </form>
  );
}
