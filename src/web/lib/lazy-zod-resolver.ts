import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared zod schema that loads zod, the resolver and the schema on
 * first use, not with the page (ADR 0026): a public form's page then paints without the validation
 * library, which arrives while the visitor types (`preload` on the form's first focus) and at the
 * latest on the first validation. Same messages and rules as `zodResolver(schema)`.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = null; // a failed chunk (offline, a deploy) is tried again on the next validation
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => {});
    },
  };
}
