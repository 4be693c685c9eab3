import {
  Apple,
  Baby,
  BookOpen,
  Calendar,
  Dumbbell,
  HeartPulse,
  House,
  Info,
  Leaf,
  type LucideIcon,
  Newspaper,
  Phone,
  Salad,
  Scale,
  ShoppingBag,
  Users,
} from 'lucide-react';
import type { MenuIconName } from '../../../../../shared/schemas/content.ts';

// The fixed icon list of menu entries (spec 3 §3); only these are bundled, never the whole set.
const menuIcons: Record<MenuIconName, LucideIcon> = {
  home: House,
  info: Info,
  'heart-pulse': HeartPulse,
  salad: Salad,
  apple: Apple,
  dumbbell: Dumbbell,
  scale: Scale,
  'book-open': BookOpen,
  newspaper: Newspaper,
  'shopping-bag': ShoppingBag,
  calendar: Calendar,
  phone: Phone,
  users: Users,
  baby: Baby,
  leaf: Leaf,
};

export function MenuIcon({ name, className }: { name: MenuIconName | null; className?: string }) {
  if (!name) return null;
  const Icon = menuIcons[name];
  return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
}
