import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { publicShopMessages as text } from '../messages.ts';

/** A shop page's 404 ('Ürün Bulunamadı', 'Sipariş Bulunamadı'): what was not found, and the way back to the products. */
export function ShopNotFound({ title, detail }: { title: string; detail: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{detail}</p>
      <Link
        to="/urunler"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToProducts}
      </Link>
    </section>
  );
}
