import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { formatMoney } from '../../../../../shared/format.ts';
import type { CatalogueFilters as Filters } from '../../../../../shared/schemas/shop.ts';
import { catalogueSortLabels, catalogueSorts } from '../../../../../shared/shop-constants.ts';
import { publicShopMessages as text } from '../messages.ts';

const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * The catalogue's search, two price sliders and sort (spec 3 §2.5). A GET form: the filters live in
 * the URL (shareable, the back button works) and it works without JavaScript too; with it, a change
 * of sort submits at once.
 */
export function CatalogueFilters({ filters, priceCeiling }: { filters: Filters; priceCeiling: number }) {
  const submit = useSubmit();
  const [min, setMin] = useState(filters.min);
  const [max, setMax] = useState(filters.max);
  const ids = { q: useId(), min: useId(), max: useId(), sort: useId() };
  return (
    <Form
      method="get"
      action="/urunler"
      aria-label={text.filters}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={ids.q} className="mb-1 block text-sm font-medium">
          {text.search}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          <input
            id={ids.q}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={text.searchPlaceholder}
            maxLength={100}
            className={`${fieldClass} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.min} className="mb-1 flex justify-between text-sm font-medium">
          <span>{text.minPrice}</span>
          <output htmlFor={ids.min}>{formatMoney(min)}</output>
        </label>
        <input
          id={ids.min}
          type="range"
          name="min"
          min={0}
          max={priceCeiling}
          step={10}
          value={min}
          onChange={(event) => {
            const value = Number(event.target.value);
            setMin(value);
            if (value > max) setMax(value);
          }}
          className="h-11 w-full accent-brand-700"
        />
      </div>
      <div>
        <label htmlFor={ids.max} className="mb-1 flex justify-between text-sm font-medium">
          <span>{text.maxPrice}</span>
          <output htmlFor={ids.max}>{formatMoney(max)}</output>
        </label>
        <input
          id={ids.max}
          type="range"
          name="max"
          min={0}
          max={priceCeiling}
          step={10}
          value={max}
          onChange={(event) => {
            const value = Number(event.target.value);
            setMax(value);
            if (value < min) setMin(value);
          }}
          className="h-11 w-full accent-brand-700"
        />
      </div>
      <div>
        <label htmlFor={ids.sort} className="mb-1 block text-sm font-medium">
          {text.sort}
        </label>
        <select
          id={ids.sort}
          name="sort"
          defaultValue={filters.sort}
          onChange={(event) => submit(event.currentTarget.form)}
          className={fieldClass}
        >
          {catalogueSorts.map((sort) => (
            <option key={sort} value={sort}>
              {catalogueSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {text.applyFilters}
        </button>
        <Link
          to="/urunler"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {text.clearFilters}
        </Link>
      </div>
    </Form>
  );
}
