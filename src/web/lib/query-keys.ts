// Every TanStack Query key of the browser, from one factory, rooted by audience like the API paths
// (/api/admin/*, /api/me/*, public). A key is [audience, module, ...params]; a shorter key is a
// prefix that covers every longer one, so `queryKeys.admin.clients.all` invalidates the client list
// and every client picker. Invalidation across features goes through these keys, never through a
// literal array or another feature's internals.

export const queryKeys = {
  public: {
    all: ['public'] as const,
    session: ['public', 'session'] as const,
    appointmentSlots: (date: string) => ['public', 'appointments', 'slots', date] as const,
    visitorAppointment: (token: string) => ['public', 'appointments', 'visit', token] as const,
    shop: {
      all: ['public', 'shop'] as const,
      cart: (lines: ReadonlyArray<{ productId: string; quantity: number }>, couponCode: string | null) =>
        ['public', 'shop', 'cart', lines, couponCode] as const,
      bankAccounts: ['public', 'shop', 'bank-accounts'] as const,
      legalText: (kind: string) => ['public', 'shop', 'legal-text', kind] as const,
    },
    siteLogo: ['public', 'settings', 'logo'] as const,
  },
  me: {
    all: ['me'] as const,
    home: ['me', 'home'] as const,
    profile: ['me', 'profile'] as const,
    notifications: ['me', 'notifications'] as const,
    nutritionProgram: ['me', 'nutrition-programs'] as const,
    exercises: ['me', 'exercises'] as const,
    foods: ['me', 'foods'] as const,
    diaryDay: (date: string) => ['me', 'diary', date] as const,
    mailConsent: ['me', 'mail', 'consent'] as const,
    appointments: {
      all: ['me', 'appointments'] as const,
      list: ['me', 'appointments', 'list'] as const,
    },
    consents: ['me', 'consents'] as const,
    accessLog: (page: number) => ['me', 'access-log', page] as const,
    kvkkRequests: ['me', 'kvkk-requests'] as const,
    /** Whether the page arrived needing the consent step (its frame, ADR 0081); never fetched. */
    consentStepAtLoad: ['me', 'consent-step-at-load'] as const,
    push: ['me', 'push'] as const,
    reminders: ['me', 'reminders'] as const,
    messages: {
      all: ['me', 'messages'] as const,
      conversation: ['me', 'messages', 'conversation'] as const,
      unreadCount: ['me', 'messages', 'unread-count'] as const,
    },
  },
  admin: {
    all: ['admin'] as const,
    clients: {
      all: ['admin', 'clients'] as const,
      list: (search: string, page: number) => ['admin', 'clients', 'list', search, page] as const,
      one: (clientId: string) => ['admin', 'clients', 'one', clientId] as const,
      options: (search: string, limit: number) => ['admin', 'clients', 'options', search, limit] as const,
      option: (clientId: string) => ['admin', 'clients', 'option', clientId] as const,
    },
    consents: {
      ofClient: (clientId: string) => ['admin', 'consents', clientId] as const,
    },
    accessLog: {
      ofClient: (clientId: string, page: number) => ['admin', 'access-log', clientId, page] as const,
    },
    retention: ['admin', 'retention'] as const,
    securityEvents: {
      page: (page: number) => ['admin', 'security-events', page] as const,
    },
    kvkkRequests: {
      all: ['admin', 'kvkk-requests'] as const,
      page: (state: 'open' | 'closed', page: number) => ['admin', 'kvkk-requests', state, page] as const,
    },
    measurements: {
      all: ['admin', 'measurements'] as const,
      ofClient: (clientId: string) => ['admin', 'measurements', clientId] as const,
    },
    reports: {
      all: ['admin', 'reports'] as const,
      ofClient: (clientId: string) => ['admin', 'reports', clientId] as const,
    },
    goals: {
      all: ['admin', 'goals'] as const,
      page: (page: number) => ['admin', 'goals', page] as const,
    },
    notifications: {
      all: ['admin', 'notifications'] as const,
      page: (page: number) => ['admin', 'notifications', page] as const,
    },
    diary: {
      day: (clientId: string, date: string) => ['admin', 'diary', clientId, date] as const,
    },
    appointments: {
      all: ['admin', 'appointments'] as const,
      page: (page: number) => ['admin', 'appointments', 'list', page] as const,
      one: (appointmentId: string) => ['admin', 'appointments', 'one', appointmentId] as const,
      availability: ['admin', 'appointments', 'availability'] as const,
      calendarFeed: ['admin', 'appointments', 'calendar-feed'] as const,
      daysOff: ['admin', 'appointments', 'days-off'] as const,
      waitlist: ['admin', 'appointments', 'waitlist'] as const,
    },
    dashboard: ['admin', 'dashboard'] as const,
    idealValues: {
      all: ['admin', 'ideal-values'] as const,
      forms: ['admin', 'ideal-values', 'forms'] as const,
      ageFatRatios: ['admin', 'ideal-values', 'age-fat-ratios'] as const,
    },
    foods: {
      all: ['admin', 'foods'] as const,
      page: (search: string, page: number) => ['admin', 'foods', search, page] as const,
      /** The programme editor's picker: favourites and recent foods first (ADR 0075, stop 54). */
      picks: (search: string) => ['admin', 'foods', 'picks', search] as const,
    },
    nutritionPrograms: {
      all: ['admin', 'nutrition-programs'] as const,
      ofClient: (clientId: string) => ['admin', 'nutrition-programs', clientId] as const,
    },
    nutritionProgramTemplates: {
      all: ['admin', 'nutrition-program-templates'] as const,
    },
    exercises: {
      all: ['admin', 'exercises'] as const,
    },
    products: {
      all: ['admin', 'products'] as const,
      list: ['admin', 'products', 'list'] as const,
      coupons: ['admin', 'products', 'coupons'] as const,
    },
    stock: {
      all: ['admin', 'stock'] as const,
    },
    orders: {
      all: ['admin', 'orders'] as const,
      list: (filter: Record<string, string>, page: number) => ['admin', 'orders', 'list', filter, page] as const,
      detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
    },
    bankAccounts: {
      all: ['admin', 'bank-accounts'] as const,
    },
    content: {
      all: ['admin', 'content'] as const,
      siteSettings: ['admin', 'content', 'site-settings'] as const,
      sliders: ['admin', 'content', 'sliders'] as const,
      menus: ['admin', 'content', 'menus'] as const,
      about: ['admin', 'content', 'about'] as const,
      services: ['admin', 'content', 'services'] as const,
      testimonials: ['admin', 'content', 'testimonials'] as const,
      fixedSections: ['admin', 'content', 'fixed-sections'] as const,
      team: ['admin', 'content', 'team'] as const,
    },
    blog: {
      all: ['admin', 'blog'] as const,
    },
    legalTexts: {
      all: ['admin', 'legal-texts'] as const,
      list: ['admin', 'legal-texts', 'list'] as const,
      detail: (kind: string) => ['admin', 'legal-texts', 'detail', kind] as const,
      version: (kind: string, version: number) => ['admin', 'legal-texts', 'version', kind, version] as const,
    },
    mail: {
      all: ['admin', 'mail'] as const,
      recipients: (search: string) => ['admin', 'mail', 'recipients', search] as const,
      sends: ['admin', 'mail', 'sends'] as const,
      status: ['admin', 'mail', 'status'] as const,
    },
    admins: {
      all: ['admin', 'admins'] as const,
      list: (search: string) => ['admin', 'admins', 'list', search] as const,
      twoFactor: ['admin', 'admins', 'two-factor'] as const,
    },
    settings: ['admin', 'settings'] as const,
    coach: ['admin', 'coach'] as const,
    messages: {
      all: ['admin', 'messages'] as const,
      inbox: (filter: string, search: string, page: number) =>
        ['admin', 'messages', 'inbox', filter, search, page] as const,
      ofClient: (clientId: string) => ['admin', 'messages', 'client', clientId] as const,
      unreadCount: ['admin', 'messages', 'unread-count'] as const,
      quickReplies: ['admin', 'messages', 'quick-replies'] as const,
    },
  },
} as const;
