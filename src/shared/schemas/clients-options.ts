import { z } from '../zod-turkish.ts';

export const clientOptionsQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ClientOptionsQuery = z.input<typeof clientOptionsQuerySchema>;

export type ClientOption = { id: string; name: string; email: string };
export type ClientOptionsResponse = { clients: ClientOption[] };
