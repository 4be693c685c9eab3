import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatPercent, formatTurkishDate } from '../../../../../shared/format.ts';
import type { AdminCoupon } from '../../../../../shared/schemas/products-coupons.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { type CouponState, couponStateLabels } from '../../../../../shared/shop-constants.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { TableFrame, tableHeadClass, tdClass, thClass, trClass } from '../../../../components/ui/table-frame.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { useDeleteCoupon } from '../api/delete-coupon.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import { adminProductsMessages as messages } from '../messages.ts';
import { CouponDialog } from './coupon-dialog.tsx';

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
  const deleteCoupon = useDeleteCoupon();
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AdminCoupon | null>(null);

  const open = (coupon: AdminCoupon | null) => {
    setEditing(coupon);
    setIsDialogOpen(true);
  };
  const toggle = (coupon: AdminCoupon) =>
    setActive.mutate(
      { id: coupon.id, isActive: !coupon.isActive },
      { onError: (error) => showAlert('error', userMessageOr(error, messages.couponStatusError)) },
    );
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCoupon.mutate(toDelete.id, {
      onSuccess: () => showAlert('success', messages.couponDeleted),
      onError: (error) => showAlert('error', userMessageOr(error, messages.couponDeleteError)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="coupons-title" className="mt-10">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="coupons-title" className="text-xl font-semibold">
            {messages.couponsTitle}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{messages.couponsDescription}</p>
        </div>
        <Button variant="secondary" onClick={() => open(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {messages.newCoupon}
        </Button>
      </div>
      <QueryState
        query={coupons}
        errorText={messages.couponsLoadError}
        retryText={messages.retry}
        isEmpty={(data) => data.coupons.length === 0}
        empty={<EmptyState text={messages.couponsEmpty} icon={TicketPercent} />}
      >
        {(data) => (
          <TableFrame label={messages.couponsTableLabel}>
            <thead className={tableHeadClass}>
              <tr>
                <th scope="col" className={thClass}>
                  {messages.columnCode}
                </th>
                <th scope="col" className={thClass}>
                  {messages.columnPercent}
                </th>
                <th scope="col" className={thClass}>
                  {messages.columnValidity}
                </th>
                <th scope="col" className={thClass}>
                  {messages.columnUsage}
                </th>
                <th scope="col" className={thClass}>
                  {messages.columnStatus}
                </th>
                <th scope="col" className={thClass}>
                  {messages.columnActions}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.coupons.map((coupon) => (
                <tr key={coupon.id} className={trClass}>
                  <th scope="row" className={`${tdClass} text-left font-mono font-semibold`}>
                    {coupon.code}
                  </th>
                  <td className={tdClass}>{formatPercent(coupon.percent, 0)}</td>
                  <td className={tdClass}>{validity(coupon)}</td>
                  <td className={tdClass}>{messages.usage(coupon.usedCount, coupon.usageLimit)}</td>
                  <td className={tdClass}>
                    <button
                      type="button"
                      aria-pressed={coupon.isActive}
                      aria-label={messages.toggleCoupon(coupon.code, coupon.isActive)}
                      onClick={() => toggle(coupon)}
                      className="min-h-9 rounded-full"
                    >
                      <Badge tone={couponStateTones[coupon.state]}>{couponStateLabels[coupon.state]}</Badge>
                    </button>
                  </td>
                  <td className={tdClass}>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        aria-label={messages.editCouponLabel(coupon.code)}
                        onClick={() => open(coupon)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={messages.deleteCouponLabel(coupon.code)}
                        onClick={() => setToDelete(coupon)}
                      >
                        <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryState>
      <CouponDialog isOpen={isDialogOpen} coupon={editing} onClose={() => setIsDialogOpen(false)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmCouponDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteCoupon.isPending}
      />
    </section>
  );
}
