// The one way the browser talks to the API: JSON in, JSON out, errors carry the server's Turkish
// message (the UI shows `message`, nothing else).

export const networkErrorMessage = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  const payload = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.code ?? 'unknown',
      payload?.message ?? 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    );
  }
  return payload as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body);
export const apiPut = <T>(path: string, body: unknown = {}) => apiRequest<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body: unknown = {}) => apiRequest<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);
