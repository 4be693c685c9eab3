import type { CoachStreamEvent } from '../../../../../shared/schemas/coach.ts';
import { ApiError, networkErrorMessage, readApiResponse } from '../../../../lib/api.ts';
import { adminApi } from '../../../../lib/api-client.ts';

/**
 * Asks the life coach and hands each event of the streamed answer to `onEvent` as it arrives. A
 * refusal before the answer began (empty question, no provider, provider failure) throws ApiError
 * with the server's Turkish message; a connection lost midway ends with an 'error' event.
 */
export async function askCoach(content: string, onEvent: (event: CoachStreamEvent) => void): Promise<void> {
  let response: Response;
  try {
    response = (await adminApi.coach.messages.$post({ json: { content } })) as unknown as Response;
  } catch {
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  if (!response.ok || !response.body) {
    await readApiResponse(response);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let hasEnded = false;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      buffer += part.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) {
          const event = JSON.parse(line) as CoachStreamEvent;
          if (event.type !== 'delta') hasEnded = true;
          onEvent(event);
        }
        newline = buffer.indexOf('\n');
      }
    }
  } catch {
    // the connection broke: reported below
  }
  if (!hasEnded) onEvent({ type: 'error', message: '' });
}
