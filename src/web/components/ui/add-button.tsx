import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';

/** A button that opens the form of a new row ("Yeni Ürün", "Egzersiz Ekle"): its text after a plus. */
export function AddButton({ children, ...rest }: ButtonProps) {
  return (
    <Button {...rest}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
