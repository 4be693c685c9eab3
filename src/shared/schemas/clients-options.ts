import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

export const clientOptionsQuerySchema = z.object({
  search: textField().trim().max(100).default(''),
  limit: queryInteger({ min: 1, max: 100, fallback: 20 }),
});
export type ClientOptionsQuery = z.input<typeof clientOptionsQuerySchema>;

export type ClientOption = { id: string; name: string; email: string };
export type ClientOptionsResponse = { clients: ClientOption[] };
