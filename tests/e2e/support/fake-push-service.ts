// Debian's headless Chromium has no push service to subscribe to (Google's needs the browser's own
// keys): the client area's push is tested with the page's PushManager answering instead (ADR 0082).

/** The page's PushManager hands out a subscription with real keys (a P-256 pair, a 16-byte secret) and no push service. */
export function fakePushService() {
  const state = { subscription: null as null | object };
  const toBase64Url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = async () => state.subscription as PushSubscription | null;
  PushManager.prototype.subscribe = async (options) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const endpoint = `https://push.example/e2e/${crypto.randomUUID()}`;
    state.subscription = {
      endpoint,
      options: { applicationServerKey: options?.applicationServerKey },
      toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        state.subscription = null;
        return true;
      },
    };
    return state.subscription as PushSubscription;
  };
}
