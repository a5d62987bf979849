import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as operatorCalls from '../calls/operator.ts';
import * as allCalls from '../calls/all.ts';
import { OPERATOR_CALL_ROLES, OPERATOR_ROLES, rolesForCall } from '../domain/operators.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs');

/** The roles table of docs/back-office.md, as it must read. */
function rolesTable(): string {
  const head = `| call | ${OPERATOR_ROLES.join(' | ')} |\n|---|${OPERATOR_ROLES.map(() => ':-:').join('|')}|`;
  const rows = Object.entries(OPERATOR_CALL_ROLES).map(
    ([call, roles]) =>
      `| \`${call}\` | ${OPERATOR_ROLES.map((r) => (roles.includes(r) ? '✓' : '')).join(' | ')} |`,
  );
  return [head, ...rows].join('\n');
}

describe('operator roles', () => {
  it('give every operator call at least one role, and name no call that does not exist', () => {
    const operatorOnly = Object.values({ ...allCalls, ...operatorCalls }).filter(
      (call) => typeof call === 'object' && call !== null && 'auth' in call,
    ) as { auth: unknown; method: string; path: string }[];
    const guarded = operatorOnly.filter((call) => call.auth === 'operator');
    expect(guarded.filter((call) => rolesForCall(call).length === 0)).toEqual([]);
    const known = new Set(guarded.map((call) => `${call.method} ${call.path}`));
    expect(Object.keys(OPERATOR_CALL_ROLES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('are the table of docs/back-office.md', () => {
    const text = fs.readFileSync(path.join(docs, 'back-office.md'), 'utf8');
    const table = text
      .split('<!-- roles-table:start -->\n')[1]
      ?.split('\n<!-- roles-table:end -->')[0];
    expect(table).toBe(rolesTable());
  });

  it('let only finance move money and only compliance decide KYC and restrictions', () => {
    for (const key of [
      'POST /admin/withdraw/review',
      'POST /admin/ledger/adjust',
      'POST /admin/deposit/settle',
      'POST /admin/bonus/grant',
    ]) {
      expect(OPERATOR_CALL_ROLES[key]).toEqual(['finance']);
    }
    for (const key of [
      'POST /admin/kyc/review',
      'POST /admin/member/status',
      'POST /admin/member/rg',
    ]) {
      expect(OPERATOR_CALL_ROLES[key]).toEqual(['compliance']);
    }
  });
});
