export * from './account.ts';
export * from './cpf.ts';
export * from './cs-path.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './languages.ts';
export * from './payload-crypto.ts';
export * from './system.ts';
