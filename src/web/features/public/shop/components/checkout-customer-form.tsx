import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CheckoutCustomer,
  type CheckoutCustomerForm as CustomerFormValues,
  checkoutCustomerSchema,
} from '../../../../../shared/schemas/shop.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../../components/ui/textarea-field.tsx';
import { publicShopMessages as text } from '../messages.ts';

/**
 * Checkout step 1 (spec 3 §5 "Checkout step 1"): the shared schema checks it here and on the server.
 * Every change is handed to `onChange`, which keeps it through a reload (the checkout's draft).
 */
export function CheckoutCustomerForm({
  initial,
  onChange,
  onNext,
}: {
  initial: Partial<CustomerFormValues> | null;
  onChange?: (values: Partial<CustomerFormValues>) => void;
  onNext: (customer: CheckoutCustomer) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CustomerFormValues, unknown, CheckoutCustomer>({
    resolver: zodResolver(checkoutCustomerSchema),
    defaultValues: { name: '', tc: '', phone: '', email: '', address: '', postalCode: '', ...initial },
  });
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  return (
    <form noValidate onSubmit={handleSubmit(onNext)} className="grid gap-4 sm:grid-cols-2">
      <TextField label={text.customerName} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={text.customerTc}
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
        error={errors.tc?.message}
        {...register('tc')}
      />
      <TextField
        label={text.customerPhone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={text.customerEmail}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextareaField
        label={text.customerAddress}
        autoComplete="street-address"
        rows={3}
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={text.customerPostalCode}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit">{text.next}</Button>
      </div>
    </form>
  );
}
