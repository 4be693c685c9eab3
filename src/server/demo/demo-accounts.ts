// The demo practice's accounts (ARCHITECTURE.md runtime contract, issue #2).
export const DEMO_PASSWORD = 'Demo1234!';

export const demoAdmin = { email: 'diyetisyen@example.com', name: 'Elif', surname: 'Yıldız' } as const;

export const demoClients = [
  {
    email: 'danisan@example.com',
    name: 'Ayşe Demir',
    phone: '0532 412 58 63',
    gender: 'female',
    age: 34,
    startDaysAgo: 150,
  },
  {
    email: 'danisan2@example.com',
    name: 'Mehmet Kaya',
    phone: '0541 276 90 14',
    gender: 'male',
    age: 42,
    startDaysAgo: 90,
  },
  {
    email: 'danisan3@example.com',
    name: 'Zeynep Çelik',
    phone: '0505 833 21 47',
    gender: 'female',
    age: 27,
    startDaysAgo: 30,
  },
] as const;

/** The demo accounts by their part in tests and docs: the one list the seed and every test read. */
export const demoEmails = {
  admin: demoAdmin.email,
  clientA: demoClients[0].email,
  clientB: demoClients[1].email,
  clientC: demoClients[2].email,
} as const;
