import { isUserError } from '../../../../lib/api.ts';

/** A slot taken a moment ago or no longer offered: the form clears the time and the person picks anew. */
export const isSlotGone = (error: unknown): boolean =>
  isUserError(error) && (error.code === 'slot_taken' || error.code === 'slot_unavailable');
