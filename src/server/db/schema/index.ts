export * from './auth.ts';
export * from './clinical.ts';
export * from './people.ts';
export * from './platform.ts';
export * from './reference.ts';
