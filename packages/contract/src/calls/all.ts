export * from './member.ts';
export * from './other.ts';
