import { UUID_PATTERN } from '../fields/id-field.ts';
import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

export const clientOptionsQuerySchema = z.object({
  search: textField().trim().max(100).default(''),
  limit: queryInteger({ min: 1, max: 100, fallback: 20 }),
  /** One client by id: how a screen whose address names a client (?client=) shows who it is. */
  id: z.string().regex(UUID_PATTERN, 'Geçersiz danışan.').optional(),
});

export type ClientOption = {
  id: string;
  name: string;
  email: string;
  /** Hide-numbers mode (ADR 0090): the dietitian's screens say so beside the name. */
  hideNumbers: boolean;
};
