import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import {
  type CreateStockMovement,
  type CreateStockMovementInput,
  createStockMovementSchema,
  type StockReportProduct,
} from '../../../../../shared/schemas/stock.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAddStockMovement } from '../api/add-stock-movement.ts';
import { adminStockMessages as messages } from '../messages.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const movementFields = ['type', 'quantity', 'price', 'description'] as const;

/** The stock-movement dialog (spec 2 §5): in/out, quantity ≥ 1, price defaulting to the purchase price. */
export function StockMovementDialog({ product, onClose }: { product: StockReportProduct | null; onClose: () => void }) {
  return (
    <Dialog isOpen={product !== null} onClose={onClose} title={product ? messages.movementTitle(product.name) : ''}>
      {product && <StockMovementForm key={product.id} product={product} onDone={onClose} />}
    </Dialog>
  );
}

function StockMovementForm({ product, onDone }: { product: StockReportProduct; onDone: () => void }) {
  const showAlert = useAlert();
  const addMovement = useAddStockMovement();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateStockMovementInput, unknown, CreateStockMovement>({
    resolver: zodResolver(createStockMovementSchema),
    defaultValues: { type: 'in', quantity: '1', price: formatNumberForInput(product.purchasePrice), description: '' },
  });

  const submit = handleSubmit((input) =>
    addMovement.mutate(
      { productId: product.id, input },
      {
        onSuccess: () => {
          showAlert('success', messages.movementAdded);
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, movementFields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{messages.currentStock(product.stockQuantity)}</p>
      <SaveErrorBox error={addMovement.error} fallback={messages.movementError} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{messages.fieldType}</legend>
        <div className="flex flex-wrap gap-3">
          {(['in', 'out'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 dark:border-slate-600"
            >
              <input type="radio" value={type} {...register('type')} />
              {type === 'in' ? messages.typeIn : messages.typeOut}
            </label>
          ))}
        </div>
        {errors.type && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.type.message}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={messages.fieldQuantity}
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <TextField
          label={messages.fieldPrice}
          inputMode="decimal"
          hint={messages.priceHint}
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <TextareaField
        label={messages.fieldDescription}
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <FormActions isPending={addMovement.isPending} onCancel={onDone} texts={messages} />
    </form>
  );
}
