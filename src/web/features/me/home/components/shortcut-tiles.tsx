import { ChevronRight, Dumbbell, NotebookPen, Salad, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { meHomeMessages, shortcutTiles } from '../messages.ts';

const icons = {
  '/kullanici/beslenme': Salad,
  '/kullanici/kalori-gunlugu': NotebookPen,
  '/kullanici/egzersiz': Dumbbell,
  '/kullanici/profil': UserRound,
} as const;

const tones = [
  'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
];

/** Four tiles to the other screens of the client area. */
export function ShortcutTiles() {
  return (
    <nav aria-label={meHomeMessages.shortcutsTitle}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {shortcutTiles.map((tile, index) => {
          const Icon = icons[tile.to];
          return (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="group flex h-full min-h-24 flex-col justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <span className={`inline-flex size-10 items-center justify-center rounded-xl ${tones[index]}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex items-end justify-between gap-2">
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{tile.label}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{tile.description}</span>
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
