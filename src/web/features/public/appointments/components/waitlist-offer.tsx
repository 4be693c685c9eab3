import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WaitlistJoin, WaitlistJoinInput } from '../../../../../shared/schemas/appointments-waitlist.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { publicAppointmentsMessages } from '../messages.ts';
import { HoneypotField } from './honeypot-field.tsx';

const messages = publicAppointmentsMessages.waitlist;

// The schema (and zod) loads with the form's first focus, not with the page (ADR 0026).
const waitlistValidation = lazyZodResolver<WaitlistJoinInput, WaitlistJoin>(() =>
  import('../../../../../shared/schemas/appointments-waitlist.ts').then((schemas) => schemas.waitlistJoinSchema),
);

/**
 * 'Bu gün dolu — bekleme listesine katıl' (ADR 0088): shown under the booking form when the picked
 * day has no free slot. Its own form (a form cannot sit inside the booking form), prefilled with what
 * the visitor typed there.
 */
export function WaitlistOffer({
  date,
  dayLabel,
  prefill,
}: {
  date: string;
  dayLabel: string;
  prefill: { name: string; email: string; phone: string };
}) {
  const titleId = useId();
  const join = useJoinWaitlist();
  const [joinedDay, setJoinedDay] = useState<string | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WaitlistJoinInput, unknown, WaitlistJoin>({
    resolver: waitlistValidation.resolver,
    defaultValues: { date, ...prefill, website: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit((input) => {
    setBannerError(null);
    join.mutate(
      { ...input, date },
      {
        onSuccess: () => setJoinedDay(dayLabel),
        onError: (error) => {
          if (!applyFieldErrors(error, setError, ['name', 'email', 'phone', 'date']))
            setBannerError(userMessageOr(error, messages.error));
        },
      },
    );
  });

  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50/80 p-4 sm:p-5 dark:border-amber-800 dark:bg-amber-950/60"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-amber-950 dark:text-amber-100">
        <BellRing aria-hidden="true" className="size-5" />
        {messages.title}
      </h2>
      {joinedDay ? (
        <p role="status" className="mt-3 text-emerald-900 dark:text-emerald-100">
          {messages.success(joinedDay)}
        </p>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onFocus={waitlistValidation.preload}
          className="mt-3 flex flex-col gap-3"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">{messages.lead(dayLabel)}</p>
          {bannerError && <ErrorBox message={bannerError} />}
          <TextField
            label={messages.fields.name}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={messages.fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={messages.fields.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0532 123 45 67"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <HoneypotField field={register('website')} />
          <Button type="submit" variant="secondary" isBusy={join.isPending} className="w-full">
            {join.isPending ? messages.submitting : messages.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
