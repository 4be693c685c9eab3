import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { toFieldErrors } from '../../shared/api-errors.ts';
import { versionField } from '../../shared/fields/version-field.ts';
import type { AppEnv } from '../app-context.ts';
import { AppError } from '../errors.ts';

/**
 * Reads and validates a JSON body with the input's zod schema (the same schema the form uses).
 * Bad JSON or invalid fields answer 400 `validation` with the first Turkish message as `message` and
 * every field's first message in `fieldErrors` (keyed by the zod issue path, e.g. `recipients.clientIds`).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(c));
}

async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.');
  }
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues, result.error);
}

function invalidInput(issues: z.core.$ZodIssue[], cause: unknown): AppError {
  return new AppError('validation', issues[0]?.message ?? 'Girilen bilgiler geçersiz.', {
    cause,
    fieldErrors: toFieldErrors(issues),
  });
}

/** Validates a path parameter that must be a UUID; anything else is a row that cannot exist (404). */
export function readUuidParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new AppError('not_found', 'Kayıt bulunamadı.');
  }
  return value;
}

/**
 * Route middleware: the JSON body, parsed with the shared zod schema, as `c.req.valid('json')`. Its
 * input type is what the browser's typed client (src/web/lib/api-client.ts) must send. Errors are
 * readJson's: `invalid_json`, or `validation` with `fieldErrors`.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('json', (await readJson(c, schema)) as object);
    await next();
  });

/**
 * Route middleware like jsonBody for a route whose body was once ignored (POST /api/me/water): no body
 * at all is read as `{}`, so a page loaded before a deploy keeps working; a body is parsed as usual.
 */
export const optionalJsonBody = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    const isEmpty = (c.req.header('content-length') ?? '0').trim() === '0' && !c.req.header('transfer-encoding');
    c.req.addValidatedData('json', (isEmpty ? parseInput(schema, {}) : await readJson(c, schema)) as object);
    await next();
  });

/**
 * Route middleware of a save of a shared record (ADR 0053): the JSON body is the form's fields, parsed
 * with the shared zod schema, plus `version`, the version the form read the record at. The route gets
 * both apart, `const { version, input } = c.req.valid('json')`, and the service saves only while the
 * record is still at that version (db/record-versions.ts). A missing version is a 400 like a bad field.
 */
export const jsonBodyAtVersion = <S extends z.ZodType>(schema: S) =>
  createMiddleware<
    AppEnv,
    string,
    { in: { json: z.input<S> & { version: number } }; out: { json: { input: z.output<S>; version: number } } }
  >(async (c, next) => {
    const body = await readJsonBody(c);
    const { version: givenVersion, ...fields } = isPlainObject(body) ? body : { version: undefined };
    const input = schema.safeParse(isPlainObject(body) ? fields : body);
    const version = versionField.safeParse(givenVersion);
    const issues = [...(input.success ? [] : input.error.issues), ...(version.success ? [] : version.error.issues)];
    if (!input.success || !version.success) throw invalidInput(issues, input.error ?? version.error);
    c.req.addValidatedData('json', { input: input.data as object, version: version.data });
    await next();
  });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Route middleware: the query string, parsed with the shared zod schema, as `c.req.valid('query')`. */
export const queryOf = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { query: QueryInput<z.input<S>> }; out: { query: z.output<S> } }>(
    async (c, next) => {
      c.req.addValidatedData('query', parseInput(schema, c.req.query()) as object);
      await next();
    },
  );

/** A query string carries text: every field of the schema's input as the string the browser sends. */
type QueryInput<T> = { [K in keyof T]: undefined extends T[K] ? string | undefined : string };

/** Route middleware: a path parameter that must be a UUID, checked before the body (404 comes first). */
export const uuidParam = (name: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    readUuidParam(c, name);
    await next();
  });
