import { Bot, HeartPulse, Salad, Sparkles } from 'lucide-react';
import { adminCoachMessages as text } from '../messages.ts';

const featureIcons = [Sparkles, HeartPulse, Salad];

/** The intro banner with its three feature cards (spec 2 "Life-coach chat"). */
export function CoachBanner() {
  return (
    <div className="mb-6 rounded-2xl bg-gradient-to-br from-emerald-800 to-teal-900 p-6 text-white">
      <div className="flex items-start gap-3">
        <Bot aria-hidden="true" className="size-9 shrink-0" />
        <div>
          <h2 className="text-xl font-bold">{text.bannerTitle}</h2>
          <p className="mt-1 text-white/90">{text.bannerText}</p>
        </div>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {text.features.map((feature, index) => {
          const Icon = featureIcons[index] ?? Sparkles;
          return (
            <li key={feature.title} className="rounded-xl bg-white/10 p-4">
              <Icon aria-hidden="true" className="size-6" />
              <p className="mt-2 font-semibold">{feature.title}</p>
              <p className="text-sm text-white/90">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
