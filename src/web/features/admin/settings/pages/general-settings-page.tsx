import { zodResolver } from '@hookform/resolvers/zod';
import { Moon, Palette, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminAppearance,
  adminColorKeys,
  defaultAdminColors,
  isHexColor,
  type UpdateAppearance,
  type UpdateAppearanceInput,
  updateAppearanceSchema,
} from '../../../../../shared/schemas/settings.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { cn } from '../../../../lib/cn.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { getAdminAppearanceQueryOptions, useAdminAppearance } from '../api/get-admin-appearance.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { useUpdateAppearance } from '../api/update-appearance.ts';
import { ColorSetting } from '../components/color-setting.tsx';
import { adminSettingsMessages as text } from '../messages.ts';

/** General settings (/site-settings, 'Genel Ayarlar'): theme and the four colours, for every admin. */
export function Component() {
  const appearance = useAdminAppearance();
  return (
    <section>
      <PageHeader title={text.generalTitle} description={text.generalDescription} />
      <QueryState query={appearance} errorText={text.loadError}>
        {(data) => <AppearanceForm appearance={data.appearance} />}
      </QueryState>
    </section>
  );
}

const toFormValues = (appearance: AdminAppearance): UpdateAppearanceInput => ({
  colorMode: appearance.colorMode,
  buttonBackground: appearance.buttonBackground,
  buttonText: appearance.buttonText,
  menuBackground: appearance.menuBackground,
  menuText: appearance.menuText,
});

function AppearanceForm({ appearance }: { appearance: AdminAppearance }) {
  const showAlert = useAlert();
  const update = useUpdateAppearance();
  const {
    handleSubmit,
    setValue,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<UpdateAppearanceInput, unknown, UpdateAppearance>({
    resolver: zodResolver(updateAppearanceSchema),
    defaultValues: toFormValues(appearance),
  });
  const edit = useVersionedEdit({
    record: appearance,
    current: { query: getAdminAppearanceQueryOptions(), pick: (data) => data.appearance },
    fill: (current) => reset(toFormValues(current)),
  });
  // A newer answer from the server (another admin saved, or this save) replaces the form's values and
  // its version (ADR 0053): the form always sends the version of the values it shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the saved settings change
  useEffect(() => {
    // The first paint may come from the copy remembered by an older build, without a version.
    if (typeof appearance.version === 'number' && appearance.version !== edit.version) edit.resetTo(appearance);
  }, [appearance.version]);
  const values = watch();

  const submit = handleSubmit((input) =>
    update.mutate(
      { version: edit.version, input },
      {
        onSuccess: (result) => {
          edit.resetTo(result.appearance);
          showAlert('success', text.saved);
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, [...adminColorKeys, 'colorMode']);
        },
      },
    ),
  );

  const setColor = (key: (typeof adminColorKeys)[number], value: string) =>
    setValue(key, value, { shouldValidate: isSubmitted, shouldDirty: true });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <SectionCard title={text.themeTitle} icon={values.colorMode === 'dark' ? Moon : Sun}>
          <div role="radiogroup" aria-label={text.themeTitle} className="flex flex-wrap gap-3">
            {(['light', 'dark'] as const).map((mode) => (
              <label
                key={mode}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium',
                  values.colorMode === mode
                    ? 'border-brand-700 ring-2 ring-brand-600'
                    : 'border-slate-300 dark:border-slate-600',
                )}
              >
                <input
                  type="radio"
                  name="colorMode"
                  value={mode}
                  checked={values.colorMode === mode}
                  onChange={() => setValue('colorMode', mode, { shouldDirty: true })}
                />
                {mode === 'light' ? text.lightTheme : text.darkTheme}
              </label>
            ))}
          </div>
        </SectionCard>
        <SectionCard
          title={text.colorsTitle}
          icon={Palette}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                for (const key of adminColorKeys) setColor(key, defaultAdminColors[key]);
              }}
            >
              {text.resetColors}
            </Button>
          }
        >
          <SaveErrorBox error={update.error} fallback={text.saveError} />
          <StaleVersionNotice edit={edit} />
          <div className="grid gap-6 sm:grid-cols-2">
            {adminColorKeys.map((key) => (
              <ColorSetting
                key={key}
                label={text.colors[key]}
                pickerLabel={text.pickerLabel(text.colors[key])}
                hexLabel={text.hexLabel(text.colors[key])}
                value={values[key]}
                onChange={(value) => setColor(key, value)}
                error={errors[key]?.message}
              />
            ))}
          </div>
        </SectionCard>
        <div>
          <Button type="submit" isBusy={update.isPending}>
            {update.isPending ? text.saving : text.save}
          </Button>
        </div>
      </div>
      <AppearancePreview values={values} />
    </form>
  );
}

/** The live preview of the unsaved choice: a menu with its current item and a button. */
function AppearancePreview({ values }: { values: UpdateAppearanceInput }) {
  const color = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);
  const menuBackground = color(values.menuBackground, defaultAdminColors.menuBackground);
  const menuText = color(values.menuText, defaultAdminColors.menuText);
  const buttonBackground = color(values.buttonBackground, defaultAdminColors.buttonBackground);
  const buttonText = color(values.buttonText, defaultAdminColors.buttonText);
  return (
    <section
      aria-label={text.previewTitle}
      data-testid="appearance-preview"
      className={cn(
        'h-fit rounded-xl border border-slate-200 p-4',
        values.colorMode === 'dark' ? 'bg-slate-950' : 'bg-slate-50',
      )}
    >
      <h2 className={cn('mb-3 text-lg font-semibold', values.colorMode === 'dark' ? 'text-white' : 'text-slate-900')}>
        {text.previewTitle}
      </h2>
      <div className="flex gap-3">
        <div
          className="flex w-40 flex-col gap-1 rounded-lg p-2 text-sm"
          style={{ backgroundColor: menuBackground, color: menuText }}
        >
          <span className="rounded px-2 py-1.5">{text.previewMenuItem}</span>
          {/* The current item swaps the menu's colours, as the panel's menu does. */}
          <span
            className="rounded px-2 py-1.5 font-semibold"
            style={{ backgroundColor: menuText, color: menuBackground }}
          >
            {text.previewActiveItem}
          </span>
          <span className="rounded px-2 py-1.5">{text.previewMenuItem}</span>
        </div>
        <div className="flex flex-1 items-start">
          <span
            data-testid="preview-button"
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold"
            style={{ backgroundColor: buttonBackground, color: buttonText }}
          >
            {text.previewButton}
          </span>
        </div>
      </div>
    </section>
  );
}
