export * from './auth.ts';
export * from './clinical.ts';
export * from './people.ts';
export * from './audit.ts';
export * from './platform.ts';
