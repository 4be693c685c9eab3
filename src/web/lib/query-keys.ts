// Every TanStack Query key of the browser, from one factory, rooted by audience like the API paths
// (/api/admin/*, /api/me/*, public). A key is [audience, module, ...params]; a shorter key is a
// prefix that covers every longer one, so `queryKeys.admin.clients.all` invalidates the client list
// and every client picker. Invalidation across features goes through these keys, never through a
// literal array or another feature's internals.

export const queryKeys = {
  public: {
    all: ['public'] as const,
    session: ['public', 'session'] as const,
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
  },
} as const;
