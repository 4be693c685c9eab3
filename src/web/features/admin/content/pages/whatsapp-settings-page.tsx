import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type AdminSiteSettings,
  type SaveWhatsappSettingsInput,
  type WhatsappSettings,
  saveWhatsappSettingsSchema,
} from '../../../../../shared/schemas/content-admin.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { fieldsOf } from '../../../../lib/form-field.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useSaveWhatsappSettings } from '../api/site-settings.ts';
import { SiteSettingsScreen, useSiteSettingsEdit } from '../components/site-settings-screen.tsx';
import { FormActions } from '../../../../components/ui/form-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';

const messages = adminContentMessages.socialMedia;

const toForm = (settings: AdminSiteSettings): SaveWhatsappSettingsInput => ({
  whatsappNumber: settings.whatsappNumber ?? '',
  whatsappMessage: settings.whatsappMessage ?? '',
});

/** WhatsApp ayarları (/social-media/wp-settings): the number and message of the site's floating button. */
export function Component() {
  return (
    <SiteSettingsScreen
      title={messages.whatsappTitle}
      description={messages.whatsappDescription}
      loadError={messages.loadError}
      renderForm={(settings) => <WhatsappForm settings={settings} />}
    />
  );
}

function WhatsappForm({ settings }: { settings: AdminSiteSettings }) {
  const showAlert = useAlert();
  const save = useSaveWhatsappSettings();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<
    SaveWhatsappSettingsInput,
    unknown,
    Omit<WhatsappSettings, 'version'>
  >({
    resolver: zodResolver(saveWhatsappSettingsSchema),
    defaultValues: toForm(settings),
  });
  const field = fieldsOf({ register, formState });
  const edit = useSiteSettingsEdit(settings, (current) => reset(toForm(current)));
  const number = (watch('whatsappNumber') ?? '').replace(/\D/g, '');
  const message = watch('whatsappMessage') ?? '';
  const preview = number ? `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ''}` : null;

  const submit = handleSubmit((input) =>
    // The schema's output (digits only, blank → null) is sent as the route's input.
    save.mutate(
      {
        version: edit.version,
        input: { whatsappNumber: input.whatsappNumber ?? '', whatsappMessage: input.whatsappMessage },
      },
      {
        onSuccess: (result) => {
          showAlert('success', messages.saved);
          edit.resetTo({ ...settings, ...result.whatsapp });
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['whatsappNumber', 'whatsappMessage']);
        },
      },
    ),
  );

  return (
    <SectionCard title={messages.whatsappTitle} icon={MessageCircle}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SaveErrorBox error={save.error} fallback={messages.saveError} />
        <StaleVersionNotice edit={edit} />
        <TextField
          label={messages.whatsappNumber}
          hint={messages.whatsappNumberHint}
          inputMode="tel"
          autoComplete="off"
          {...field('whatsappNumber')}
        />
        <TextareaField label={messages.whatsappMessage} rows={3} {...field('whatsappMessage')} />
        {preview && (
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">
            {messages.whatsappPreview}: <span className="font-mono">{preview}</span>
          </p>
        )}
        <FormActions
          isPending={save.isPending}
          onCancel={() => reset(toForm(settings))}
          texts={adminContentMessages.common}
          hasIcons
        />
      </form>
    </SectionCard>
  );
}
