import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminCoupon,
  type SaveCoupon,
  type SaveCouponInput,
  saveCouponSchema,
} from '../../../../../shared/schemas/products-coupons.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { fieldsOf } from '../../../../lib/form-field.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { adminProductsMessages as messages } from '../messages.ts';
import { FormDateField } from '../../../../components/ui/form-date-field.tsx';
import { getCouponsQueryOptions } from '../api/get-coupons.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const couponFields = ['code', 'percent', 'validFrom', 'validUntil', 'usageLimit', 'isActive'] as const;

/** Add/edit a coupon: code, percent 1–100, optional validity days and usage limit, active. */
export function CouponDialog({
  isOpen,
  coupon,
  onClose,
}: {
  isOpen: boolean;
  coupon: AdminCoupon | null;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={coupon ? messages.editCoupon : messages.newCoupon}>
      {isOpen && <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={onClose} />}
    </Dialog>
  );
}

const toForm = (coupon: AdminCoupon | null): SaveCouponInput => ({
  code: coupon?.code ?? '',
  percent: coupon ? String(coupon.percent) : '10',
  validFrom: coupon?.validFrom ?? '',
  validUntil: coupon?.validUntil ?? '',
  usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : '',
  isActive: coupon?.isActive ?? true,
});

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveCoupon = useSaveCoupon();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<SaveCouponInput, unknown, SaveCoupon>(
    {
      resolver: zodResolver(saveCouponSchema),
      defaultValues: toForm(coupon),
    },
  );
  const field = fieldsOf({ register, formState });
  const edit = useVersionedEdit({
    record: coupon,
    current: {
      query: getCouponsQueryOptions(),
      pick: (data) => data.coupons.find((current) => current.id === coupon?.id),
    },
    fill: (current) => {
      reset(toForm(current));
    },
  });

  const submit = handleSubmit((input) =>
    saveCoupon.mutate(
      { id: coupon?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', coupon ? messages.couponUpdated : messages.couponCreated);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, couponFields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SaveErrorBox error={saveCoupon.error} fallback={messages.couponSaveError} />
      <StaleVersionNotice edit={edit} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={messages.fieldCouponCode} autoComplete="off" {...field('code')} />
        <TextField label={messages.fieldPercent} inputMode="numeric" {...field('percent')} />
        <FormDateField
          control={control}
          name="validFrom"
          label={messages.fieldValidFrom}
          error={formState.errors.validFrom?.message}
        />
        <FormDateField
          control={control}
          name="validUntil"
          label={messages.fieldValidUntil}
          error={formState.errors.validUntil?.message}
        />
        <TextField
          label={messages.fieldUsageLimit}
          inputMode="numeric"
          hint={messages.usageLimitHint}
          {...field('usageLimit')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
        <span className="text-sm font-medium">{messages.fieldCouponActive}</span>
      </label>
      <FormActions
        isPending={saveCoupon.isPending}
        onCancel={onDone}
        texts={{ cancel: messages.cancel, save: messages.saveCoupon, saving: messages.saving }}
      />
    </form>
  );
}
