import { DEMO_PASSWORD, demoEmails } from '../../src/server/demo/demo-accounts.ts';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A browser-like API caller: keeps its session cookie and sends JSON, as the SPA does. */
export class ApiClient {
  private cookie = '';
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // Browsers send Origin on every write; the API refuses writes that say nothing of their origin.
        ...(method === 'GET' || method === 'HEAD' ? {} : { origin: this.baseUrl }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body: unknown = {}) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body: unknown = {}) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  get cookieHeader(): string {
    return this.cookie;
  }

  get hasSession(): boolean {
    return this.cookie.includes('session_token=');
  }

  private storeCookies(setCookies: string[]) {
    const jar = new Map(
      this.cookie ? this.cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string]) : [],
    );
    for (const header of setCookies) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /max-age=0/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Signs in through the real sign-in route of the given screen and returns the caller. */
export async function signedIn(baseUrl: string, role: 'admin' | 'client', email: string, password = DEMO_PASSWORD) {
  const client = new ApiClient(baseUrl);
  const response = await client.post(`/api/auth/${role}/sign-in`, { email, password });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

export { demoEmails };
