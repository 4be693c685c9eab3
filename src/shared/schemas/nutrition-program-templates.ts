import { UUID_PATTERN } from '../fields/id-field.ts';
import { textField } from '../fields/text-field.ts';
import { z } from '../zod-turkish.ts';
import type { AdminNutritionProgram } from './nutrition-programs.ts';

// The practice's diet-list templates (issue #40, ADR 0086): a programme's week saved under a name,
// and applied to a client's programme.

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_DESCRIPTION_MAX = 300;

export const nutritionProgramTemplatesValidationMessages = {
  nameRequired: 'Şablon adı zorunludur.',
  nameTooLong: `Şablon adı en fazla ${TEMPLATE_NAME_MAX} karakter olabilir.`,
  descriptionTooLong: `Açıklama en fazla ${TEMPLATE_DESCRIPTION_MAX} karakter olabilir.`,
  clientRequired: 'Danışan seçin.',
  clientInvalid: 'Geçersiz danışan seçimi.',
  versionInvalid: 'Programın sürümü geçersiz. Sayfayı yenileyin.',
  scaleInvalid: 'Ölçekleme seçimi geçersiz.',
} as const;

const messages = nutritionProgramTemplatesValidationMessages;

const nameField = textField({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(TEMPLATE_NAME_MAX, messages.nameTooLong);
const descriptionField = textField({ error: messages.descriptionTooLong, multiline: true })
  .trim()
  .max(TEMPLATE_DESCRIPTION_MAX, messages.descriptionTooLong)
  .default('');
const clientIdField = z.string({ error: messages.clientRequired }).regex(UUID_PATTERN, messages.clientInvalid);

/** 'Şablon olarak kaydet': the client's programme (texts, notes, food lines) under a name. */
export const createNutritionProgramTemplateSchema = z.object({
  clientId: clientIdField,
  name: nameField,
  description: descriptionField,
});
export type CreateNutritionProgramTemplateInput = z.input<typeof createNutritionProgramTemplateSchema>;
export type CreateNutritionProgramTemplate = z.output<typeof createNutritionProgramTemplateSchema>;

/** 'Yeniden adlandır': a template's name and description. */
export const updateNutritionProgramTemplateSchema = z.object({
  name: nameField,
  description: descriptionField,
});
export type UpdateNutritionProgramTemplateInput = z.input<typeof updateNutritionProgramTemplateSchema>;
export type UpdateNutritionProgramTemplate = z.output<typeof updateNutritionProgramTemplateSchema>;

/**
 * 'Şablon uygula': the template replaces the client's programme (texts, notes, food lines). `version`
 * is the version the editor holds (a stale one answers 409 like the autosave); null when the client has
 * no programme yet, which the apply then creates.
 */
export const applyNutritionProgramTemplateSchema = z.object({
  clientId: clientIdField,
  version: z
    .number({ error: messages.versionInvalid })
    .int(messages.versionInvalid)
    .min(0, messages.versionInvalid)
    .nullable(),
  /** 'Hedefe göre ölçekle': the food lines' amounts scaled to the client's daily target (ADR 0086 amendment). */
  scaleToTarget: z.boolean({ error: messages.scaleInvalid }).default(false),
});
export type ApplyNutritionProgramTemplateInput = z.input<typeof applyNutritionProgramTemplateSchema>;
export type ApplyNutritionProgramTemplate = z.output<typeof applyNutritionProgramTemplateSchema>;

/** A template as the list shows it. */
export type NutritionProgramTemplate = {
  id: string;
  name: string;
  description: string;
  /** Meals with text, and food lines: what applying it brings. */
  filledMealCount: number;
  foodLineCount: number;
  /** The programme's own target when it was saved as this template (null without one). */
  dailyCaloriesTarget: number | null;
  /** The average day of its food lines in whole kcal (the days with lines; null without lines). */
  averageDayCalories: number | null;
  /** The version the rename form saves at (ADR 0053). */
  version: number;
  updatedAt: string;
};

export type NutritionProgramTemplatesResponse = { templates: NutritionProgramTemplate[] };
/** The applied programme, and the whole percent its food lines were scaled to (null: not scaled). */
export type AppliedNutritionProgramTemplate = { program: AdminNutritionProgram; scalePercent: number | null };
