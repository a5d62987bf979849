/** Every call the server serves, by path group. Planned calls are in `planned/`. */
export * from './catalogue.ts';
export * from './sign-in.ts';
export * from './account.ts';
export * from './kyc.ts';
export * from './finance.ts';
export * from './play.ts';
export * from './support.ts';
export * from './chat.ts';
export * from './partner.ts';
export * from './promo.ts';
export * from './rewards.ts';
export * from './loyalty.ts';
export * from './vip.ts';
export * from './rg.ts';
