import { MESSAGE_IMAGES_MAX } from '../../../shared/message-constants.ts';

// The photos' texts, the same on the client's and the practice's side of a conversation.
export const messagePhotoTexts = {
  attach: 'Fotoğraf ekle',
  attachHint: `En fazla ${MESSAGE_IMAGES_MAX} fotoğraf`,
  selected: 'Eklenecek fotoğraflar',
  preview: (position: number) => `Eklenecek fotoğraf ${position}`,
  remove: (position: number) => `Fotoğraf ${position}'i kaldır`,
  open: (position: number, total: number) => `Fotoğrafı büyüt (${position}/${total})`,
  fullViewTitle: (position: number, total: number) => (total > 1 ? `Fotoğraf ${position}/${total}` : 'Fotoğraf'),
  fullViewAlt: (position: number) => `Mesajdaki fotoğraf ${position}`,
} as const;
