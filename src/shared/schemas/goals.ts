import { UUID_PATTERN } from '../fields/id-field.ts';
import type { Page } from '../paging.ts';
import { type GoalType, goalTypes } from '../constants.ts';
import { todayInIstanbul } from '../dates.ts';
import { dayField } from '../fields/day-field.ts';
import { queryInteger, typedNumber } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';

/** Client ids are the auth users' UUIDs. */

// Goal assignment (spec 2 "Goal assignment", §5): one schema for the 'Yeni Hedef' form and the route.
// "Today" is the business day in Europe/Istanbul on both sides, read when the value is checked.

export { GOAL_ASSIGNED_EVENT, GOAL_CHANGED_EVENT } from '../live-events.ts';

export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const GOAL_CLIENTS_MAX = 500;

export const goalsValidationMessages = {
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  startInPast: 'Başlangıç tarihi bugünden önce olamaz',
  endInPast: 'Bitiş tarihi bugünden önce olamaz',
  noClient: 'En az bir danışan seçin.',
} as const;

const isoDay = (required: string) => dayField({ required, invalid: 'Geçerli bir tarih girin.' });

export const createGoalSchema = z
  .object({
    title: textField({ error: 'Hedef başlığı gerekli.' })
      .trim()
      .min(1, 'Hedef başlığı gerekli.')
      .max(GOAL_TITLE_MAX, `Hedef başlığı en fazla ${GOAL_TITLE_MAX} karakter olabilir.`),
    description: textField({ multiline: true })
      .trim()
      .max(GOAL_DESCRIPTION_MAX, `Açıklama en fazla ${GOAL_DESCRIPTION_MAX} karakter olabilir.`)
      .default(''),
    type: z.enum(goalTypes, { error: 'Hedef türü seçin.' }),
    targetValue: typedNumber(
      z
        .number({
          error: (issue) => (issue.input === undefined ? 'Hedef değeri gerekli.' : 'Hedef değeri tam sayı olmalıdır.'),
        })
        .int('Hedef değeri tam sayı olmalıdır.')
        .min(1, 'Hedef değeri en az 1 olmalıdır.')
        .max(1_000_000, 'Hedef değeri çok büyük.'),
    ),
    startDate: isoDay('Başlangıç tarihi gerekli.'),
    /** Optional: empty or missing means open-ended. */
    endDate: z
      .union([z.literal(''), isoDay('Geçerli bir tarih girin.')], { error: 'Geçerli bir tarih girin.' })
      .nullish()
      .transform((value) => (value ? value : null)),
    clientIds: z
      .array(z.string().regex(UUID_PATTERN, 'Geçersiz danışan seçimi.'), { error: goalsValidationMessages.noClient })
      .min(1, goalsValidationMessages.noClient)
      .max(GOAL_CLIENTS_MAX, `Bir seferde en fazla ${GOAL_CLIENTS_MAX} danışan seçilebilir.`),
  })
  .superRefine((goal, ctx) => {
    const today = todayInIstanbul();
    if (goal.startDate < today)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: goalsValidationMessages.startInPast });
    if (goal.endDate) {
      if (goal.endDate < today)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: goalsValidationMessages.endInPast });
      else if (goal.endDate < goal.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: goalsValidationMessages.endBeforeStart });
    }
  });
export type CreateGoalInput = z.input<typeof createGoalSchema>;
export type CreateGoal = z.output<typeof createGoalSchema>;

export const updateClientGoalSchema = z.object({
  completed: z.boolean({ error: 'Hedef durumu belirtilmeli.' }),
});

export const CLIENT_GOALS_PAGE_SIZE = 20;

export const clientGoalListQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası en az 1 olmalıdır.' }),
});

export type ClientGoalItem = {
  /** The client_goals row. */
  id: string;
  goalId: string;
  title: string;
  description: string;
  type: GoalType;
  targetValue: number;
  clientId: string;
  clientName: string;
  startDate: string;
  endDate: string | null;
  completed: boolean;
  createdAt: string;
};

export type ClientGoalPage = Page<ClientGoalItem>;
export type CreateGoalResponse = { goalId: string; assignedCount: number };
