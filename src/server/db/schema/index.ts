export * from './appointments.ts';
export * from './auth.ts';
export * from './clinical.ts';
export * from './people.ts';
export * from './audit.ts';
export * from './platform.ts';
export * from './content.ts';
export * from './reference.ts';
