import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Phone, Plus, Search, Sparkles, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  type AdminSiteSettings,
  type SaveSiteSettingsInput,
  saveSiteSettingsSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-settings.ts';
import { ImageRefField, toImageRef } from '../components/image-ref-field.tsx';
import { adminContentMessages } from '../messages.ts';

const messages = adminContentMessages.siteSettings;

const toForm = (settings: AdminSiteSettings): SaveSiteSettingsInput => ({
  metaTitle: settings.metaTitle ?? '',
  metaDescription: settings.metaDescription ?? '',
  metaKeywords: settings.metaKeywords ?? '',
  heroTitle: settings.heroTitle,
  heroDescription: settings.heroDescription,
  heroImage: toImageRef(settings.heroImage),
  contactPhone: settings.contactPhone,
  contactEmail: settings.contactEmail,
  services: settings.services.map((service) => ({
    title: service.title,
    description: service.description,
    image: toImageRef(service.image),
  })),
});

/** Ana sayfa ayarları (/site-settings/index): SEO, hero, contact and the services list, saved as a whole. */
export function Component() {
  const settings = useSiteSettings();
  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryState query={settings} errorText={messages.loadError} retryText={adminContentMessages.common.retry}>
        {(data) => <SiteSettingsForm settings={data.siteSettings} />}
      </QueryState>
    </section>
  );
}

function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const showAlert = useAlert();
  const save = useSaveSiteSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveSiteSettingsInput>({
    resolver: zodResolver(saveSiteSettingsSchema),
    defaultValues: toForm(settings),
  });
  const services = useFieldArray({ control, name: 'services' });

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (result) => {
        showAlert('success', messages.saved);
        reset(toForm(result.siteSettings));
      },
      onError: (error) => {
        showAlert('error', messages.saveError);
        applyFieldErrors(error, setError, [
          'metaTitle',
          'metaDescription',
          'metaKeywords',
          'heroTitle',
          'heroDescription',
          'heroImage',
          'contactPhone',
          'contactEmail',
          'services',
        ]);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {save.error && <ErrorBox message={userMessageOr(save.error, messages.saveError)} />}
      <SectionCard title={messages.seo} icon={Search}>
        <TextField
          label={messages.metaTitle}
          autoComplete="off"
          error={errors.metaTitle?.message}
          {...register('metaTitle')}
        />
        <TextareaField
          label={messages.metaDescription}
          rows={2}
          error={errors.metaDescription?.message}
          {...register('metaDescription')}
        />
        <TextField
          label={messages.metaKeywords}
          hint={messages.metaKeywordsHint}
          autoComplete="off"
          error={errors.metaKeywords?.message}
          {...register('metaKeywords')}
        />
      </SectionCard>
      <SectionCard title={messages.hero} icon={Globe}>
        <TextField
          label={messages.heroTitle}
          autoComplete="off"
          required
          error={errors.heroTitle?.message}
          {...register('heroTitle')}
        />
        <TextareaField
          label={messages.heroDescription}
          rows={3}
          required
          error={errors.heroDescription?.message}
          {...register('heroDescription')}
        />
        <Controller
          control={control}
          name="heroImage"
          render={({ field }) => (
            <ImageRefField
              label={messages.heroImage}
              kind="site-settings"
              value={field.value}
              onChange={field.onChange}
              error={errors.heroImage?.message}
            />
          )}
        />
      </SectionCard>
      <SectionCard title={messages.contact} icon={Phone}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={messages.contactPhone}
            type="tel"
            required
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
          <TextField
            label={messages.contactEmail}
            type="email"
            required
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title={messages.services}
        icon={Sparkles}
        action={
          <Button variant="secondary" onClick={() => services.append({ title: '', description: '', image: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {messages.addService}
          </Button>
        }
      >
        {services.fields.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.noServices}</p>
        )}
        {services.fields.map((service, index) => (
          <fieldset
            key={service.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <legend className="px-1 font-semibold text-slate-800 dark:text-slate-100">
              {messages.serviceHeading(index + 1)}
            </legend>
            <TextField
              label={messages.serviceTitle}
              autoComplete="off"
              required
              error={errors.services?.[index]?.title?.message}
              {...register(`services.${index}.title`)}
            />
            <TextareaField
              label={messages.serviceDescription}
              rows={2}
              required
              error={errors.services?.[index]?.description?.message}
              {...register(`services.${index}.description`)}
            />
            <Controller
              control={control}
              name={`services.${index}.image`}
              render={({ field }) => (
                <ImageRefField
                  label={messages.serviceImage}
                  kind="site-settings"
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <div>
              <Button variant="ghost" onClick={() => services.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {messages.removeService(index + 1)}
              </Button>
            </div>
          </fieldset>
        ))}
      </SectionCard>
      <div className="flex justify-end">
        <Button type="submit" isBusy={save.isPending}>
          {messages.saveSettings}
        </Button>
      </div>
    </form>
  );
}
