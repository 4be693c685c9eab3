import type { Context } from 'hono';
import { isLegalTextKind, type LegalTextKind } from '../../../shared/legal-text-constants.ts';
import { notFound } from '../../errors.ts';
import { legalTextsErrorMessages } from './legal-texts-service.ts';

/** The kind in the path: an unknown one is a text that cannot exist (404), like a bad id. */
export function readLegalTextKind(c: Context): LegalTextKind {
  const kind = c.req.param('kind') ?? '';
  if (!isLegalTextKind(kind)) throw notFound(legalTextsErrorMessages.notFound);
  return kind;
}

/** A version number in the path: anything but a positive whole number is a version that cannot exist. */
export function readLegalTextVersion(c: Context): number {
  const value = c.req.param('version') ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw notFound(legalTextsErrorMessages.versionNotFound);
  return Number(value);
}
