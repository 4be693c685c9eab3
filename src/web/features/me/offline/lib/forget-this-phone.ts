import { forgetKeptClientAnswers } from '../../../../lib/kept-client-answers.ts';
import { forgetAllWrites } from './pending-writes.ts';

/**
 * Signing out of the client area leaves none of the client's data on the device (a phone may be shared,
 * issue #41): the writes kept to send, and the service worker's copies of the client's pages and reads.
 * The app's precached shell holds nothing personal and stays, so the sign-in page still opens offline.
 */
export async function forgetClientDataOnThisPhone(): Promise<void> {
  await Promise.all([forgetAllWrites(), forgetKeptClientAnswers()]);
}
