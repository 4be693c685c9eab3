import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, LayoutTemplate, Phone, Search, Store } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type AdminSiteSettings,
  type SaveSiteSettingsInput,
  saveSiteSettingsSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { fieldsOf } from '../../../../lib/form-field.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useSaveSiteSettings } from '../api/site-settings.ts';
import { SiteSettingsScreen, useSiteSettingsEdit } from '../components/site-settings-screen.tsx';
import { adminContentMessages } from '../messages.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';

const messages = adminContentMessages.siteSettings;

const toForm = (settings: AdminSiteSettings): SaveSiteSettingsInput => ({
  metaTitle: settings.metaTitle ?? '',
  metaDescription: settings.metaDescription ?? '',
  metaKeywords: settings.metaKeywords ?? '',
  contactPhone: settings.contactPhone,
  contactEmail: settings.contactEmail,
  tradeName: settings.tradeName ?? '',
  mersisNumber: settings.mersisNumber ?? '',
  taxNumber: settings.taxNumber ?? '',
});

/**
 * Ana sayfa ayarları (/site-settings/index): SEO and contact, saved as a whole, and where the home
 * page's hero and services are edited (their one place each, ADR 0061).
 */
export function Component() {
  return (
    <SiteSettingsScreen
      title={messages.title}
      description={messages.description}
      loadError={messages.loadError}
      renderForm={(settings) => <SiteSettingsForm settings={settings} />}
    />
  );
}

function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const showAlert = useAlert();
  const save = useSaveSiteSettings();
  const { register, handleSubmit, reset, setError, formState } = useForm<SaveSiteSettingsInput>({
    resolver: zodResolver(saveSiteSettingsSchema),
    defaultValues: toForm(settings),
  });
  const field = fieldsOf({ register, formState });
  const edit = useSiteSettingsEdit(settings, (current) => reset(toForm(current)));

  const submit = handleSubmit((input) =>
    save.mutate(
      { version: edit.version, input },
      {
        onSuccess: (result) => {
          showAlert('success', messages.saved);
          edit.resetTo(result.siteSettings);
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, [
            'metaTitle',
            'metaDescription',
            'metaKeywords',
            'contactPhone',
            'contactEmail',
            'tradeName',
            'mersisNumber',
            'taxNumber',
          ]);
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SaveErrorBox error={save.error} fallback={messages.saveError} />
        <StaleVersionNotice edit={edit} />
        <SectionCard title={messages.seo} icon={Search}>
          <TextField label={messages.metaTitle} autoComplete="off" {...field('metaTitle')} />
          <TextareaField label={messages.metaDescription} rows={2} {...field('metaDescription')} />
          <TextField
            label={messages.metaKeywords}
            hint={messages.metaKeywordsHint}
            autoComplete="off"
            {...field('metaKeywords')}
          />
        </SectionCard>
        <SectionCard title={messages.contact} icon={Phone}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={messages.contactPhone} type="tel" required {...field('contactPhone')} />
            <TextField label={messages.contactEmail} type="email" required {...field('contactEmail')} />
          </div>
        </SectionCard>
        <SectionCard title={messages.seller} icon={Store}>
          <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">{messages.sellerHint}</p>
          <TextField label={messages.tradeName} autoComplete="organization" {...field('tradeName')} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={messages.mersisNumber}
              autoComplete="off"
              inputMode="numeric"
              {...field('mersisNumber')}
            />
            <TextField label={messages.taxNumber} autoComplete="off" {...field('taxNumber')} />
          </div>
        </SectionCard>
        <div className="flex justify-end">
          <Button type="submit" isBusy={save.isPending}>
            {messages.saveSettings}
          </Button>
        </div>
      </form>
      <SectionCard title={messages.homeSections} icon={LayoutTemplate}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{messages.homeSectionsText}</p>
        <div className="grid gap-3 md:grid-cols-2">
          <HomeSectionLink to="/fixed-sections-settings" text={messages.editHero} hint={messages.editHeroHint} />
          <HomeSectionLink to="/services-settings" text={messages.editServices} hint={messages.editServicesHint} />
        </div>
      </SectionCard>
    </div>
  );
}

function HomeSectionLink({ to, text, hint }: { to: string; text: string; hint: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span className="flex flex-col">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{text}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{hint}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
    </Link>
  );
}
