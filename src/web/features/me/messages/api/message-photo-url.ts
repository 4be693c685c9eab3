import type { MessagePhotoVariant } from '../../../../../shared/schemas/messages.ts';
import { meApi } from '../../../../lib/api-client.ts';

/** A photo of the client's conversation, from the private route ($path is relative to /api/me). */
export const myMessagePhotoUrl = (photoId: string, variant: MessagePhotoVariant) =>
  `/api/me${meApi.messages.photos[':id'].$path({ param: { id: photoId }, query: { variant } })}`;
