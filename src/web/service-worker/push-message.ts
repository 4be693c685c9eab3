import { CLIENT_AREA_SCOPE } from '../../shared/client-app.ts';

export type PushMessage = { title: string; body: string; url: string; tag: string | undefined };

const fallbackTitle = 'Denge';

/**
 * The notification a push asks for (the server's payload: push-outbox.ts). The page it opens is always
 * within the client area: a payload naming anything else (or nothing) opens /kullanici.
 */
export function readPushMessage(data: unknown): PushMessage {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(payload.title) || fallbackTitle,
    body: text(payload.body),
    url: clientAreaPathOf(text(payload.url)),
    tag: text(payload.tag) || undefined,
  };
}

function clientAreaPathOf(url: string): string {
  const isOwnPath = url === CLIENT_AREA_SCOPE || (url.startsWith(`${CLIENT_AREA_SCOPE}/`) && !url.includes('//'));
  return isOwnPath ? url : CLIENT_AREA_SCOPE;
}
