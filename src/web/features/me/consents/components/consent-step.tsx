import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { formatTurkishDateTime } from '../../../../../shared/format.ts';
import {
  type MyConsents,
  type RecordConsentStep,
  type RecordConsentStepInput,
  recordConsentStepSchema,
} from '../../../../../shared/schemas/consents.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { LegalTextBody } from '../../../../components/legal-text-body.tsx';
import { useRecordConsentStep } from '../api/record-consent-step.ts';
import { meConsentsMessages as messages } from '../messages.ts';

/**
 * The consent step (ADR 0081): shown instead of the client area's screens until the client has
 * acknowledged the Aydınlatma Metni in force and decided about açık rıza (first sign-in, or a version
 * the dietitian asked everyone to confirm again).
 */
export function ConsentStep({ consents }: { consents: MyConsents }) {
  const save = useRecordConsentStep();
  const noticeId = useId();
  const noticeErrorId = useId();
  const choiceErrorId = useId();
  const isNewVersion = consents.records.length > 0;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecordConsentStepInput, unknown, RecordConsentStep>({
    resolver: zodResolver(recordConsentStepSchema),
    defaultValues: { privacyNoticeAcknowledged: false },
  });
  const submit = handleSubmit((input) => save.mutate(input));
  const { privacyNotice, explicitConsentText } = consents;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={messages.stepTitle} description={isNewVersion ? messages.stepNewVersion : messages.stepLead} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {save.isError && <ErrorBox message={userMessageOr(save.error, messages.saveError)} />}
        <section
          aria-labelledby={`${noticeId}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id={`${noticeId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {messages.privacyNoticeTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {messages.versionLine(privacyNotice.version, formatTurkishDateTime(privacyNotice.publishedAt))}
          </p>
          <div className="mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <LegalTextBody html={privacyNotice.body} className="text-sm" />
          </div>
          <div className="mt-4 flex items-start gap-3">
            <input
              id={noticeId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={errors.privacyNoticeAcknowledged ? true : undefined}
              aria-describedby={errors.privacyNoticeAcknowledged ? noticeErrorId : undefined}
              {...register('privacyNoticeAcknowledged')}
            />
            <label htmlFor={noticeId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {messages.acknowledge}
            </label>
          </div>
          {errors.privacyNoticeAcknowledged?.message && (
            <p id={noticeErrorId} className="mt-1 pl-8 text-sm text-red-700 dark:text-red-300">
              {errors.privacyNoticeAcknowledged.message}
            </p>
          )}
        </section>
        <section
          aria-labelledby={`${choiceErrorId}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id={`${choiceErrorId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
            {messages.explicitConsentTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {messages.versionLine(explicitConsentText.version, formatTurkishDateTime(explicitConsentText.publishedAt))}
          </p>
          <div className="mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <LegalTextBody html={explicitConsentText.body} className="text-sm" />
          </div>
          <fieldset
            className="mt-4 flex flex-col gap-3"
            aria-invalid={errors.explicitConsent ? true : undefined}
            aria-describedby={errors.explicitConsent ? choiceErrorId : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-100">
              {messages.explicitConsentQuestion}
            </legend>
            <ConsentChoice value="given" label={messages.give} hint={messages.giveHint} register={register} />
            <ConsentChoice
              value="withheld"
              label={messages.withhold}
              hint={messages.withholdHint}
              register={register}
            />
          </fieldset>
          {errors.explicitConsent?.message && (
            <p id={choiceErrorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {errors.explicitConsent.message}
            </p>
          )}
        </section>
        <div className="flex justify-end">
          <Button type="submit" isBusy={save.isPending}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {messages.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}

function ConsentChoice({
  value,
  label,
  hint,
  register,
}: {
  value: 'given' | 'withheld';
  label: string;
  hint: string;
  register: ReturnType<typeof useForm<RecordConsentStepInput, unknown, RecordConsentStep>>['register'];
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <input
        id={id}
        type="radio"
        value={value}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        aria-describedby={`${id}-hint`}
        {...register('explicitConsent')}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
