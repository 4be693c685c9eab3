import { Moon, Palette, Sun } from 'lucide-react';
import { type Theme, useTheme } from '../../../../components/ui/theme.tsx';
import { cn } from '../../../../lib/cn.ts';
import { meProfileMessages } from '../messages.ts';
import { SectionCard } from '../../../../components/ui/section-card.tsx';

/** Light or dark theme, the same setting as the header's toggle (remembered in localStorage). */
export function ThemeCard() {
  const texts = meProfileMessages.theme;
  const { theme, toggleTheme } = useTheme();
  const options: Array<{ value: Theme; label: string; icon: typeof Sun }> = [
    { value: 'light', label: texts.light, icon: Sun },
    { value: 'dark', label: texts.dark, icon: Moon },
  ];
  return (
    <SectionCard title={texts.title} icon={Palette}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{texts.hint}</p>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">{texts.title}</legend>
        {options.map((option) => {
          const Icon = option.icon;
          const isActive = theme === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => !isActive && toggleTheme()}
              className={cn(
                'flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 font-semibold',
                isActive
                  ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              {option.label}
            </button>
          );
        })}
      </fieldset>
    </SectionCard>
  );
}
