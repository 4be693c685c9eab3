import { zodResolver } from '@hookform/resolvers/zod';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type OrderUnitLimitInput,
  orderUnitLimitSchema,
  type ShopOrderRules,
  type StockReport,
} from '../../../../../shared/schemas/stock.ts';
import type { z } from '../../../../../shared/zod-turkish.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { getStockReportQueryOptions } from '../api/get-stock-report.ts';
import { useSaveOrderRules } from '../api/save-order-rules.ts';
import { adminStockMessages as messages } from '../messages.ts';

type FormOutput = z.output<typeof orderUnitLimitSchema>;

const toForm = (rules: ShopOrderRules): OrderUnitLimitInput => ({
  unpaidOrderUnitLimit: String(rules.unpaidOrderUnitLimit),
});

/**
 * What unpaid bank-transfer orders hold of the stock now, and the shop's rule on how many units of one
 * product such an order may hold (ADR 0067), saved at the version the card read.
 */
export function OrderRulesCard({ report }: { report: StockReport }) {
  const { unpaidHolds } = report;
  return (
    <Card className="mb-6 flex flex-col gap-4 p-4 md:flex-row md:items-end md:justify-between">
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        <div>
          <h2 className="font-semibold">{messages.holdsTitle}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="unpaid-holds">
            {unpaidHolds.orderCount === 0
              ? messages.noHolds
              : messages.holds(unpaidHolds.orderCount, unpaidHolds.units)}
          </p>
        </div>
      </div>
      <OrderUnitLimitForm key={report.orderRules.version} rules={report.orderRules} />
    </Card>
  );
}

function OrderUnitLimitForm({ rules }: { rules: ShopOrderRules }) {
  const showAlert = useAlert();
  const saveRules = useSaveOrderRules();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OrderUnitLimitInput, unknown, FormOutput>({
    resolver: zodResolver(orderUnitLimitSchema),
    defaultValues: toForm(rules),
  });
  const edit = useVersionedEdit({
    record: rules,
    current: { query: getStockReportQueryOptions(), pick: (data) => data.orderRules },
    fill: (current) => reset(toForm(current)),
  });

  const submit = handleSubmit((input) => {
    setSubmitError(null);
    saveRules.mutate(
      { version: edit.version, input },
      {
        onSuccess: () => showAlert('success', messages.unitLimitSaved),
        onError: (error) => {
          if (edit.catchStale(error)) return;
          if (applyFieldErrors(error, setError, ['unpaidOrderUnitLimit'])) return;
          setSubmitError(userMessageOr(error, messages.unitLimitError));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-col gap-3 md:w-auto md:max-w-md">
      {submitError && <ErrorBox message={submitError} />}
      <StaleVersionNotice edit={edit} />
      <div className="flex items-start gap-2">
        <TextField
          label={messages.unitLimitLabel}
          hint={messages.unitLimitHint}
          inputMode="numeric"
          className="flex-1"
          error={errors.unpaidOrderUnitLimit?.message}
          {...register('unpaidOrderUnitLimit')}
        />
        <Button type="submit" className="mt-7" isBusy={saveRules.isPending}>
          {messages.unitLimitSave}
        </Button>
      </div>
    </form>
  );
}
