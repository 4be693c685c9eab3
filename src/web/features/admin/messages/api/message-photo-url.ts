import type { MessagePhotoVariant } from '../../../../../shared/schemas/messages.ts';
import { adminApi } from '../../../../lib/api-client.ts';

/** A photo of any client's conversation, from the admins' private route ($path is relative to /api/admin). */
export const clientMessagePhotoUrl = (photoId: string, variant: MessagePhotoVariant) =>
  `/api/admin${adminApi.messages.photos[':id'].$path({ param: { id: photoId }, query: { variant } })}`;
