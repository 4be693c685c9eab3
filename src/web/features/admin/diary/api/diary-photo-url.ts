import type { MessagePhotoVariant } from '../../../../../shared/schemas/messages.ts';
import { adminApi } from '../../../../lib/api-client.ts';

/** A client's meal photo, from the admins' private route ($path is relative to /api/admin). */
export const adminDiaryPhotoUrl = (photoId: string, variant: MessagePhotoVariant) =>
  `/api/admin${adminApi.diary.photos[':id'].$path({ param: { id: photoId }, query: { variant } })}`;
