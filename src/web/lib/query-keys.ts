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
  },
  admin: {
    all: ['admin'] as const,
    clients: {
      all: ['admin', 'clients'] as const,
      list: (search: string, page: number) => ['admin', 'clients', 'list', search, page] as const,
      options: (search: string, limit: number) => ['admin', 'clients', 'options', search, limit] as const,
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
      availability: ['admin', 'appointments', 'availability'] as const,
      calendarFeed: ['admin', 'appointments', 'calendar-feed'] as const,
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
    },
    nutritionPrograms: {
      all: ['admin', 'nutrition-programs'] as const,
      ofClient: (clientId: string) => ['admin', 'nutrition-programs', clientId] as const,
    },
    exercises: {
      all: ['admin', 'exercises'] as const,
    },
  },
} as const;
