import type { Context } from 'hono';
import type { z } from 'zod';
import { toFieldErrors } from '../../shared/api-errors.ts';
import { AppError } from '../errors.ts';

/**
 * Reads and validates a JSON body with the input's zod schema (the same schema the form uses).
 * Bad JSON or invalid fields answer 400 `validation` with the first Turkish message as `message` and
 * every field's first message in `fieldErrors` (keyed by the zod issue path, e.g. `recipients.clientIds`).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.');
  }
  return parseInput(schema, body);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError('validation', first?.message ?? 'Girilen bilgiler geçersiz.', {
    cause: result.error,
    fieldErrors: toFieldErrors(result.error.issues),
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
