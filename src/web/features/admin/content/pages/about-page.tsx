import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type AdminAbout, type SaveAboutInput, saveAboutSchema } from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { fieldsOf } from '../../../../lib/form-field.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAbout, useSaveAbout, useSetAboutActive } from '../api/about.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { RecordImageField, toImageRef } from '../components/image-ref-field.tsx';
import { adminContentMessages } from '../messages.ts';
import { getAboutQueryOptions } from '../api/about.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const messages = adminContentMessages.about;

const toForm = (about: AdminAbout | null): SaveAboutInput => ({
  title: about?.title ?? '',
  content: about?.content ?? '',
  image: toImageRef(about?.image ?? null),
  isActive: about?.isActive ?? true,
});

/**
 * Hakkımızda ayarları (/about-settings): the single record. The content is HTML typed here and
 * sanitised by the server with an allow-list on every save; the form then shows the clean copy.
 */
export function Component() {
  const about = useAbout();
  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryState query={about} errorText={messages.loadError} retryText={adminContentMessages.common.retry}>
        {(data) => <AboutForm key={data.about?.updatedAt ?? 'new'} about={data.about} />}
      </QueryState>
    </section>
  );
}

function AboutForm({ about }: { about: AdminAbout | null }) {
  const showAlert = useAlert();
  const saveAbout = useSaveAbout();
  const setActive = useSetAboutActive();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<SaveAboutInput>({
    resolver: zodResolver(saveAboutSchema),
    defaultValues: toForm(about),
  });
  const edit = useVersionedEdit({
    record: about,
    current: { query: getAboutQueryOptions(), pick: (data) => data.about },
    fill: (current) => reset(toForm(current)),
  });
  const field = fieldsOf({ register, formState });

  const submit = handleSubmit((input) =>
    // Aktif/Pasif is the one-click toggle above; a save keeps the record's current state.
    saveAbout.mutate(
      { version: edit.version, input: { ...input, isActive: about?.isActive ?? true } },
      {
        onSuccess: (result) => {
          edit.resetTo(result.about);
          showAlert('success', messages.saved);
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['title', 'content', 'image']);
        },
      },
    ),
  );

  return (
    <SectionCard
      title={messages.title}
      icon={Info}
      action={
        about && (
          <ActiveToggle
            name={messages.title}
            isActive={about.isActive}
            isBusy={setActive.isPending}
            onToggle={(isActive) =>
              setActive.mutate(isActive, {
                onSuccess: (result) => {
                  edit.followOwnChange(result.about);
                  showAlert('success', adminContentMessages.common.statusUpdated);
                },
                onError: () => showAlert('error', adminContentMessages.common.statusError),
              })
            }
          />
        )
      }
    >
      {!about && <p className="text-sm text-slate-600 dark:text-slate-300">{messages.empty}</p>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SaveErrorBox error={saveAbout.error} fallback={messages.saveError} />
        <StaleVersionNotice edit={edit} />
        <TextField label={messages.fieldTitle} autoComplete="off" {...field('title')} />
        <TextareaField
          label={messages.fieldContent}
          rows={12}
          className="font-mono"
          error={formState.errors.content?.message}
          aria-description={messages.fieldContentHint}
          {...register('content')}
        />
        <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">{messages.fieldContentHint}</p>
        <RecordImageField form={{ control }} name="image" label={messages.fieldImage} kind="content" />
        <FormActions
          isPending={saveAbout.isPending}
          onCancel={() => reset(toForm(about))}
          texts={adminContentMessages.common}
        />
      </form>
    </SectionCard>
  );
}
