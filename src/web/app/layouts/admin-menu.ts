import {
  Activity,
  Archive,
  Apple,
  BarChart3,
  Bell,
  Boxes,
  Calculator,
  CalendarDays,
  Dumbbell,
  Flame,
  Gauge,
  Globe,
  HeartPulse,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageCircle,
  MessagesSquare,
  Percent,
  Ruler,
  Scale,
  Settings,
  ShieldAlert,
  ShieldCheck,
  ShoppingBag,
  Target,
  Users,
} from 'lucide-react';

export type MenuItem = { label: string; path: string; icon: LucideIcon };
export type MenuGroup = { label: string; icon: LucideIcon; items: MenuItem[] };
export type MenuEntry = MenuItem | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

// The admin side menu (spec 2 §2, spec 3 §2.2): the entries, then the product, social-media and
// site-settings groups.
export const adminMenu: MenuEntry[] = [
  { label: 'Kontrol Paneli', path: '/panel', icon: LayoutDashboard },
  { label: 'Danışanlar', path: '/clients', icon: Users },
  { label: 'Ölçümler', path: '/client-details', icon: Ruler },
  { label: 'Danışan Raporu', path: '/client-report', icon: BarChart3 },
  { label: 'Kalori Takibi', path: '/client-calories', icon: Flame },
  { label: 'Randevular', path: '/appointments', icon: CalendarDays },
  { label: 'İdeal Değerler', path: '/ideal-values', icon: Gauge },
  { label: 'İdeal Yağ Değerleri', path: '/fat-values', icon: Percent },
  { label: 'Hedef Ata', path: '/goals', icon: Target },
  { label: 'Mesajlar', path: '/messages', icon: MessagesSquare },
  { label: 'KVKK Başvuruları', path: '/kvkk-requests', icon: Scale },
  { label: 'Bildirim Gönder', path: '/notifications', icon: Bell },
  { label: 'Egzersizler', path: '/exercises', icon: Dumbbell },
  { label: 'Beslenme Programları', path: '/nutrition-programs', icon: Apple },
  { label: 'Kalori Aracı', path: '/calorie-tools', icon: Calculator },
  { label: 'Stok Yönetimi', path: '/stock', icon: Boxes },
  { label: 'Yaşam Koçu', path: '/health-expert', icon: HeartPulse },
  { label: 'Mail Yönetimi', path: '/mail', icon: Mail },
  {
    label: 'Ürünler',
    icon: ShoppingBag,
    items: [
      { label: 'Ürün Yönetimi', path: '/products/management', icon: ShoppingBag },
      { label: 'Siparişler', path: '/products/orders', icon: Activity },
    ],
  },
  {
    label: 'Sosyal Medya',
    icon: MessageCircle,
    items: [
      { label: 'Gönderi Ayarları', path: '/social-media/post-settings', icon: MessageCircle },
      { label: 'Yanıt Ayarları', path: '/social-media/response-settings', icon: MessageCircle },
      { label: 'WhatsApp Ayarları', path: '/social-media/wp-settings', icon: MessageCircle },
    ],
  },
  {
    label: 'Site Ayarları',
    icon: Settings,
    items: [
      { label: 'Genel Ayarlar', path: '/site-settings', icon: Settings },
      { label: 'Logo', path: '/site-settings/logo', icon: Globe },
      { label: 'Ana Sayfa', path: '/site-settings/index', icon: Globe },
      { label: 'Yöneticiler', path: '/site-settings/admins', icon: Users },
      { label: 'Güvenlik Olayları', path: '/site-settings/security-events', icon: ShieldAlert },
      { label: 'Saklama ve İmha', path: '/site-settings/retention', icon: Archive },
      { label: 'Slider', path: '/site-settings/slider', icon: Globe },
      { label: 'Menü', path: '/site-settings/menu', icon: Globe },
      { label: 'Banka Hesapları', path: '/site-settings/bank-accounts', icon: Globe },
      { label: 'KVKK Metinleri', path: '/legal-texts', icon: ShieldCheck },
      { label: 'Hakkımızda', path: '/about-settings', icon: Globe },
      { label: 'Hizmetler', path: '/services-settings', icon: Globe },
      { label: 'Yorumlar', path: '/testimonials-settings', icon: Globe },
      { label: 'Sabit Bölümler', path: '/fixed-sections-settings', icon: Globe },
      { label: 'Blog', path: '/blog-settings', icon: Globe },
      { label: 'Ekip', path: '/panel/team-settings', icon: Globe },
    ],
  },
];

const allItems = adminMenu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));

/** The panel's name in every admin tab's title, after the screen's own. */
export const adminTitleSuffix = 'Denge';

/**
 * The browser tab's title of an admin page: its menu entry's label and the panel's name, e.g.
 * 'Danışanlar · Denge' (issue #39). The menu is the one list of admin screens with their names, so a
 * new screen gets its title with its menu entry; the layout sets it on every path change and the
 * server writes it into a private page's first HTML.
 */
export function adminDocumentTitle(pathname: string): string {
  const path = findActiveMenuPath(pathname);
  const item = path ? allItems.find((entry) => entry.path === path) : undefined;
  return item ? `${item.label} · ${adminTitleSuffix}` : adminTitleSuffix;
}

/**
 * The highlighted item: its path equals the current path or is a prefix of it (spec 2 §2). When several
 * match (/panel and /panel/team-settings), the longest wins, so exactly one item is highlighted.
 */
export function findActiveMenuPath(pathname: string): string | null {
  const matches = allItems.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  matches.sort((a, b) => b.path.length - a.path.length);
  return matches[0]?.path ?? null;
}
