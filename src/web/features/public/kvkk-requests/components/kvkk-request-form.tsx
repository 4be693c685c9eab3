import { useForm } from 'react-hook-form';
import { legalTextPaths } from '../../../../../shared/legal-text-constants.ts';
import type { PublicKvkkRequest, PublicKvkkRequestInput } from '../../../../../shared/schemas/kvkk-requests.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { applyFieldErrors, saveErrorText } from '../../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver.ts';
import { SiteLink } from '../../../../lib/site-navigation.tsx';
import { useSubmitKvkkRequest } from '../api/submit-kvkk-request.ts';
import { publicKvkkRequestsMessages as messages } from '../messages.ts';
import { KvkkRequestFields } from './kvkk-request-fields.tsx';

const emptyRequest: PublicKvkkRequestInput = {
  name: '',
  email: '',
  kind: '' as PublicKvkkRequestInput['kind'],
  body: '',
};

// The schema (and zod) loads with the form's first focus, not with the page (ADR 0026).
const requestValidation = lazyZodResolver<PublicKvkkRequestInput, PublicKvkkRequest>(() =>
  import('../../../../../shared/schemas/kvkk-requests.ts').then((schemas) => schemas.publicKvkkRequestSchema),
);

/** The visitor's request (ADR 0085): name, e-mail, kind and text; then the link to confirm is mailed. */
export function KvkkRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const submit = useSubmitKvkkRequest();
  const form = useForm<PublicKvkkRequestInput, unknown, PublicKvkkRequest>({
    resolver: requestValidation.resolver,
    defaultValues: emptyRequest,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    submit.mutate(input, {
      onSuccess: () => onSent(input.email),
      onError: (error) => applyFieldErrors(error, form.setError, ['name', 'email', 'kind', 'body']),
    }),
  );
  const errorText = saveErrorText(submit.error, messages.error);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={requestValidation.preload}
      noValidate
      className="flex flex-col gap-4"
      aria-label={messages.title}
    >
      {errorText && <ErrorBox message={errorText} />}
      <TextField label={messages.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={messages.email}
        type="email"
        autoComplete="email"
        hint={messages.emailHint}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <KvkkRequestFields
        kindField={form.register('kind')}
        bodyField={form.register('body')}
        errors={{ kind: errors.kind?.message, body: errors.body?.message }}
        bodyRows={6}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {messages.privacyNoticeLine}{' '}
        <SiteLink
          to={legalTextPaths['privacy-notice']}
          className="font-medium text-brand-700 underline dark:text-brand-200"
        >
          {messages.privacyNotice}
        </SiteLink>
      </p>
      <div>
        <Button type="submit" isBusy={submit.isPending}>
          {submit.isPending ? messages.submitting : messages.submit}
        </Button>
      </div>
    </form>
  );
}
