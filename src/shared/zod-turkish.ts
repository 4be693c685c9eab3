import { z } from 'zod';

// Zod's built-in Turkish locale gives every default validation message in Turkish; schemas still
// set the spec's own texts where the spec names one.
z.config(z.locales.tr());

export { z };
