import type { Versioned } from '../../../../../shared/record-versions.ts';
import type { UpdateNutritionProgramInput } from '../../../../../shared/schemas/nutrition-programs.ts';
import { adminApi, call } from '../../../../lib/api-client.ts';

/**
 * Saves changed fields under the version the editor holds. `keepalive` lets the request finish while
 * the page is being closed or reloaded (the editor's last flush on `pagehide`).
 */
export const updateNutritionProgram = (
  clientId: string,
  input: UpdateNutritionProgramInput & Versioned,
  options: { keepalive?: boolean } = {},
) =>
  call(
    adminApi['nutrition-programs'][':clientId'].$patch(
      { param: { clientId }, json: input },
      options.keepalive ? { init: { keepalive: true } } : undefined,
    ),
  );
