import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatNumberForInput } from '../../../../../shared/format.ts';
import {
  type AdminProduct,
  type CreateProduct,
  type CreateProductInput,
  createProductSchema,
} from '../../../../../shared/schemas/products.ts';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { SaveErrorBox } from '../../../../components/ui/error-box.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { ApiError, userMessageOr } from '../../../../lib/api.ts';
import { fieldsOf } from '../../../../lib/form-field.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { useSetProductImage } from '../api/set-product-image.ts';
import { adminProductsMessages as messages } from '../messages.ts';
import { type ProductImageChoice, ProductImagePicker } from './product-image-picker.tsx';
import { getProductsQueryOptions } from '../api/get-products.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';
import { FormActions } from '../../../../components/ui/form-actions.tsx';

const productFormFields = [
  'name',
  'code',
  'category',
  'description',
  'salePrice',
  'purchasePrice',
  'minStockLevel',
  'initialStock',
  'isActive',
] as const;

/**
 * 'Yeni Ürün' and edit, on the product and the stock screens: every field of both specs. The image is
 * uploaded after the product is saved ('Ürün kaydedildi, resim yükleniyor...').
 */
export function ProductFormDialog({
  isOpen,
  product,
  onClose,
}: {
  isOpen: boolean;
  /** null: a new product. */
  product: AdminProduct | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={product ? messages.editProduct : messages.newProduct}
      className="max-w-2xl"
    >
      {isOpen && <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />}
    </Dialog>
  );
}

const toForm = (product: AdminProduct | null): CreateProductInput => ({
  name: product?.name ?? '',
  code: product?.code ?? '',
  category: product?.category ?? '',
  description: product?.description ?? '',
  salePrice: formatNumberForInput(product?.salePrice),
  purchasePrice: formatNumberForInput(product?.purchasePrice),
  minStockLevel: formatNumberForInput(product?.minStockLevel ?? 0),
  initialStock: '',
  isActive: product?.isActive ?? true,
});

function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const showAlert = useAlert();
  const saveProduct = useSaveProduct();
  const setProductImage = useSetProductImage();
  const [imageChoice, setImageChoice] = useState<ProductImageChoice>({ kind: 'keep' });
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateProductInput, unknown, CreateProduct>({
    resolver: zodResolver(createProductSchema),
    defaultValues: toForm(product),
  });
  const field = fieldsOf({ register, formState });
  const edit = useVersionedEdit({
    record: product,
    current: {
      query: getProductsQueryOptions(),
      pick: (data) => data.products.find((current) => current.id === product?.id),
    },
    fill: (current) => {
      reset(toForm(current));
    },
  });
  const isBusy = saveProduct.isPending || setProductImage.isPending;
  const savedText = product ? messages.updated : messages.created;

  const submit = handleSubmit((input) =>
    saveProduct.mutate(
      { id: product?.id ?? null, version: edit.version, input },
      {
        onSuccess: ({ product: saved }) => {
          if (imageChoice.kind === 'keep') {
            showAlert('success', savedText);
            onDone();
            return;
          }
          // Second step: the product exists now; its image follows.
          setProductImage.mutate(
            { id: saved.id, file: imageChoice.kind === 'replace' ? imageChoice.file : null },
            {
              onSuccess: () => {
                showAlert('success', savedText);
                onDone();
              },
              onError: (error) => {
                showAlert('error', messages.savedWithoutImage(error instanceof ApiError ? error.message : ''));
                onDone();
              },
            },
          );
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, productFormFields);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SaveErrorBox
        error={saveProduct.error}
        fallback={(error) => messages.saveError(userMessageOr(error, messages.createError))}
      />
      <StaleVersionNotice edit={edit} />
      {setProductImage.isPending && (
        <p
          role="status"
          className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {messages.imageUploading}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={messages.fieldName} autoComplete="off" {...field('name')} />
        <TextField label={messages.fieldCode} autoComplete="off" {...field('code')} />
        <TextField label={messages.fieldCategory} autoComplete="off" {...field('category')} />
        <TextField label={messages.fieldMinStock} inputMode="numeric" {...field('minStockLevel')} />
        <TextField label={messages.fieldSalePrice} inputMode="decimal" {...field('salePrice')} />
        <TextField label={messages.fieldPurchasePrice} inputMode="decimal" {...field('purchasePrice')} />
      </div>
      <TextareaField label={messages.fieldDescription} rows={3} {...field('description')} />
      {product ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{messages.stockNote(product.stockQuantity)}</p>
      ) : (
        <TextField
          label={messages.fieldInitialStock}
          inputMode="numeric"
          hint={messages.initialStockHint}
          {...field('initialStock')}
        />
      )}
      <ProductImagePicker currentUrl={product?.imageUrl ?? null} choice={imageChoice} onChange={setImageChoice} />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
        <span className="text-sm font-medium">{messages.fieldActive}</span>
      </label>
      <FormActions isPending={isBusy} onCancel={onDone} texts={messages} />
    </form>
  );
}
