import { z } from 'zod';

// Zod's built-in Turkish locale gives every default validation message in Turkish; schemas still
// set the spec's own texts where the spec names one.
z.config(z.locales.tr());
// No code generation: the Content-Security-Policy forbids eval, and zod's JIT probe would report a
// violation in every browser console.
z.config({ jitless: true });

export { z };
