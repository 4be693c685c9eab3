// The signed-in screens the bench measures with Lighthouse (issue #17: admin and client screens ≥ 95).
// Each is reached as a user reaches it: the demo account signs in through the real sign-in API and
// the session cookie is put into Chrome's cookie jar (DevTools protocol) before the runs, so the app
// shell, the guard's session check and the screen's reads all see a signed-in browser. Lighthouse
// clears caches and storage before each run but not cookies. Its `extraHeaders` is no substitute:
// with a Cookie header there, the guard's session check still came back signed out.
import { demoEmails, signedIn } from '../tests/support/api-client.ts';

export type SignedInScreen = { page: string; cookie: string };

/** The demo client with the longest history (measurements since 150 days): the report has charts to draw. */
const REPORT_CLIENT_NAME = 'Ayşe';

/** The id of the demo client the admin report is opened for, as the picker would put it in the address. */
async function reportClientId(admin: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  const search = encodeURIComponent(REPORT_CLIENT_NAME);
  const response = await admin.get<{ clients: { id: string }[] }>(
    `/api/admin/clients/options?search=${search}&limit=1`,
  );
  const id = response.body?.clients?.[0]?.id;
  if (!id) throw new Error(`no demo client named ${REPORT_CLIENT_NAME}: ${response.status}`);
  return id;
}

/** Signs the demo admin and the first demo client in and lists each screen with the cookie to send. */
export async function listSignedInScreens(baseUrl: string): Promise<SignedInScreen[]> {
  const admin = await signedIn(baseUrl, 'admin', demoEmails.admin);
  const client = await signedIn(baseUrl, 'client', demoEmails.clientA);
  const clientId = await reportClientId(admin);
  return [
    { page: '/panel', cookie: admin.cookieHeader },
    { page: '/clients', cookie: admin.cookieHeader },
    { page: `/client-report?client=${clientId}`, cookie: admin.cookieHeader },
    { page: '/kullanici', cookie: client.cookieHeader },
    { page: '/kullanici/kalori-gunlugu', cookie: client.cookieHeader },
  ];
}

type DevToolsAnswer = { id: number; error?: { message: string } };

/** Sends DevTools commands to the browser itself (not a page), one after another. */
async function sendToBrowser(chromePort: number, commands: Array<{ method: string; params?: object }>) {
  const version = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    for (const [index, command] of commands.entries()) {
      const answered = new Promise<DevToolsAnswer>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const answer = JSON.parse(String(event.data)) as DevToolsAnswer;
          if (answer.id !== index + 1) return;
          socket.removeEventListener('message', onMessage);
          resolve(answer);
        };
        socket.addEventListener('message', onMessage);
      });
      socket.send(JSON.stringify({ id: index + 1, ...command }));
      const answer = await answered;
      if (answer.error) throw new Error(`${command.method}: ${answer.error.message}`);
    }
  } finally {
    socket.close();
  }
}

/** Chrome's cookies replaced by the given `Cookie` header's pairs (none: signed out), for the app's origin. */
export async function setBrowserCookies(chromePort: number, baseUrl: string, cookieHeader: string) {
  const cookies = cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const index = pair.indexOf('=');
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl, httpOnly: true };
    });
  await sendToBrowser(chromePort, [
    { method: 'Storage.clearCookies' },
    ...(cookies.length > 0 ? [{ method: 'Storage.setCookies', params: { cookies } }] : []),
  ]);
}
