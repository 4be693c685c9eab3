import { TicketPercent } from 'lucide-react';
import { formatPercent, formatTurkishDate } from '../../../../../shared/format.ts';
import type { AdminCoupon } from '../../../../../shared/schemas/products-coupons.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { type CouponState, couponStateLabels } from '../../../../../shared/shop-constants.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete.ts';
import { useEditDialog } from '../../../../lib/use-managed-rows.ts';
import { useDeleteCoupon } from '../api/delete-coupon.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import { adminProductsMessages as messages } from '../messages.ts';
import { CouponDialog } from './coupon-dialog.tsx';
import { EditDeleteButtons } from '../../../../components/ui/edit-delete-buttons.tsx';
import { AddButton } from '../../../../components/ui/add-button.tsx';

/** An expired or used-up coupon is not 'Aktif' even when switched on (issue #39 item 19). */
const couponStateTones: Record<CouponState, 'success' | 'neutral' | 'warning' | 'info'> = {
  active: 'success',
  inactive: 'neutral',
  not_started: 'info',
  expired: 'warning',
  used_up: 'warning',
};

const validity = (coupon: AdminCoupon) => {
  if (!coupon.validFrom && !coupon.validUntil) return messages.always;
  const from = coupon.validFrom ? formatTurkishDate(coupon.validFrom) : '…';
  const until = coupon.validUntil ? formatTurkishDate(coupon.validUntil) : '…';
  return `${from} – ${until}`;
};

/** Coupon management from the products area: list, add/edit, one-click active switch, delete. */
export function CouponsSection() {
  const showAlert = useAlert();
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  const dialog = useEditDialog<AdminCoupon>();
  const removal = useConfirmedDelete<AdminCoupon, unknown>(useDeleteCoupon(), {
    deletedText: messages.couponDeleted,
    errorText: messages.couponDeleteError,
    isServerMessageShown: true,
  });
  const toggle = (coupon: AdminCoupon) =>
    setActive.mutate(
      { id: coupon.id, isActive: !coupon.isActive },
      { onError: (error) => showAlert('error', userMessageOr(error, messages.couponStatusError)) },
    );

  return (
    <section aria-labelledby="coupons-title" className="mt-10">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="coupons-title" className="text-xl font-semibold">
            {messages.couponsTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.couponsDescription}</p>
        </div>
        <AddButton variant="secondary" onClick={() => dialog.open(null)}>
          {messages.newCoupon}
        </AddButton>
      </div>
      <QueryState
        query={coupons}
        errorText={messages.couponsLoadError}
        retryText={messages.retry}
        isEmpty={(data) => data.coupons.length === 0}
        empty={<EmptyState text={messages.couponsEmpty} icon={TicketPercent} />}
      >
        {(data) => (
          <DataTable
            label={messages.couponsTableLabel}
            rows={data.coupons}
            getKey={(coupon) => coupon.id}
            columns={[
              {
                header: messages.columnCode,
                isRowHeader: true,
                className: 'font-mono font-semibold',
                cell: (coupon) => coupon.code,
              },
              { header: messages.columnPercent, cell: (coupon) => formatPercent(coupon.percent, 0) },
              { header: messages.columnValidity, cell: validity },
              { header: messages.columnUsage, cell: (coupon) => messages.usage(coupon.usedCount, coupon.usageLimit) },
              {
                header: messages.columnStatus,
                cell: (coupon) => (
                  <button
                    type="button"
                    aria-pressed={coupon.isActive}
                    aria-label={messages.toggleCoupon(coupon.code, coupon.isActive)}
                    onClick={() => toggle(coupon)}
                    className="min-h-9 rounded-full"
                  >
                    <Badge tone={couponStateTones[coupon.state]}>{couponStateLabels[coupon.state]}</Badge>
                  </button>
                ),
              },
              {
                header: messages.columnActions,
                cell: (coupon) => (
                  <EditDeleteButtons
                    editLabel={messages.editCouponLabel(coupon.code)}
                    deleteLabel={messages.deleteCouponLabel(coupon.code)}
                    onEdit={() => dialog.open(coupon)}
                    onDelete={() => removal.ask(coupon)}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <CouponDialog isOpen={dialog.isOpen} coupon={dialog.record} onClose={dialog.close} />
      <ConfirmDialog title={messages.confirmCouponDelete} {...removal.dialog} />
    </section>
  );
}
