import { Construction } from 'lucide-react';

/** A screen that a later issue builds; already behind its guard and layout. */
export function Component() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-20 text-center">
      <Construction aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="text-2xl font-bold">Bu sayfa hazırlanıyor</h1>
      <p className="text-slate-600 dark:text-slate-300">Bu bölüm çok yakında kullanıma açılacak.</p>
    </section>
  );
}
