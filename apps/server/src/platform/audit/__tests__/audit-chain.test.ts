import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { kycStatusNumber, operatorCalls } from '@pisoplay/contract';
import type { AuditVerification, Session } from '@pisoplay/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import { migrate, migrationFiles } from '../../../db/migrate.ts';
import {
  insertMember,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { ownDatabase } from '../../../test/own-database.ts';
import {
  GENESIS_HASH,
  auditRowHash,
  canonicalAuditRow,
  timestampText,
  verifyAuditChain,
} from '../audit-chain.ts';
import type { HashedAuditRow } from '../audit-chain.ts';
import { behindTheTrigger, runAuditCli } from './audit-tools.ts';
import { AUDIT_MESSAGES, SYSTEM_ACTOR, recordAudit } from '../audit-queries.ts';

let app: FastifyInstance;
let db: Database;
let operator: Session;
const OPERATOR = 'audit-chain-desk';

beforeAll(async () => {
  app = await testApp();
  db = await testDatabase();
  // The role that may both change a player's status and verify the log.
  operator = await signInOperator(app, OPERATOR, 'compliance');
});
afterAll(() => app.close());

const verifyOverHttp = () =>
  okData(
    signedCall(app, operator, operatorCalls.adminAuditVerify, {}),
  ) as Promise<AuditVerification>;

const setStatus = (uid: number, kyc_status: 'block' | 'unblock' | 'test_account') =>
  signedCall(app, operator, operatorCalls.adminMemberStatus, {
    uid,
    kyc_status,
    reason: 'audit chain test',
  });

type RawRow = Record<string, unknown> & { id: number };

/** A row as stored, every column, detail as text (to put it back exactly). */
async function rawRow(q: Queryable, id: number): Promise<RawRow> {
  const [row] = await q.query<RawRow>(
    `SELECT id, operator_id, operator_username, action, target_uid, detail::text AS detail, ip,
       reason, created_at, prev_hash, hash FROM audit_log WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`no audit row ${id}`);
  return row;
}

/** A row as it is hashed (the verifier's reading). */
async function hashedRow(q: Queryable, id: number): Promise<HashedAuditRow> {
  const [row] = await q.query<HashedAuditRow>(
    `SELECT id, operator_id, operator_username, action, target_uid, detail::text AS detail, ip,
       reason, ${timestampText('created_at')} AS created_at FROM audit_log WHERE id = $1`,
    [id],
  );
  return { ...row!, id: Number(row!.id) };
}

/** Two rows of this test, one after the other in the log, with at least one row after them. */
async function someMiddleRows(): Promise<{ row: RawRow; next: number }> {
  const uid = await insertMember(db);
  await okData(setStatus(uid, 'test_account'));
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM audit_log WHERE target_uid = $1 ORDER BY id DESC LIMIT 1`,
    [uid],
  );
  await okData(setStatus(await insertMember(db), 'test_account'));
  const [next] = await db.query<{ id: number }>(
    'SELECT min(id)::bigint AS id FROM audit_log WHERE id > $1',
    [row!.id],
  );
  return { row: await rawRow(db, Number(row!.id)), next: Number(next!.id) };
}

describe('the audit log’s hash chain', () => {
  it('holds after real decisions, and the verifier reports the last hash to keep', async () => {
    const uid = await insertMember(db);
    await okData(setStatus(uid, 'block'));
    await okData(setStatus(uid, 'unblock'));
    await signInOperator(app, `${OPERATOR}-2`, 'compliance'); // a sign-in is audited too

    const result = await verifyAuditChain(db);
    expect(result).toMatchObject({ ok: true, broken_at: null, reason: null });
    const [last] = await db.query<{ id: number; hash: string }>(
      'SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    const overHttp = await verifyOverHttp();
    expect(overHttp.ok).toBe(true);
    expect(overHttp.rows).toBeGreaterThanOrEqual(result.rows);
    expect(result.last_id).toBeLessThanOrEqual(Number(last!.id));
    expect(result.last_hash).toMatch(/^[0-9a-f]{64}$/);

    // Each row's stored hash is the one function's, over its content and the row before.
    const rows = await db.query<{ id: number; action: string; hash: string; prev_hash: string }>(
      `SELECT id, action, hash, prev_hash FROM audit_log WHERE target_uid = $1 ORDER BY id`,
      [uid],
    );
    expect(rows.map((r) => r.action)).toEqual(['member.block', 'member.unblock']);
    for (const r of rows) expect(r.hash).not.toBe(r.prev_hash);
  });

  it('keeps ip and reason, and lists them', async () => {
    const uid = await insertMember(db);
    await db.transaction((tx) =>
      recordAudit(tx, {
        by: { ...SYSTEM_ACTOR, ip: '203.0.113.9' },
        action: 'test.ip-reason',
        targetUid: uid,
        detail: { b: 1, a: 'é"\n', nested: { z: [1.5, null], y: true } },
        reason: 'checking the columns',
        now: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
      }),
    );
    const list = await okData(
      signedCall(app, operator, operatorCalls.adminAuditList, { page: 1, page_size: 100 }),
    );
    const entry = list.d.find((e) => e.action === 'test.ip-reason' && e.target_uid === uid);
    expect(entry).toMatchObject({
      ip: '203.0.113.9',
      reason: 'checking the columns',
      created_at: '2026-01-02T03:04:05.678Z',
      detail: { b: 1, a: 'é"\n', nested: { z: [1.5, null], y: true } },
    });
    const stored = await rawRow(db, entry!.id);
    expect(
      canonicalAuditRow({
        id: entry!.id,
        operator_id: null,
        operator_username: 'system',
        action: 'test.ip-reason',
        target_uid: uid,
        detail: String(stored.detail),
        ip: '203.0.113.9',
        reason: 'checking the columns',
        created_at: '2026-01-02T03:04:05.678000Z',
      }),
    ).toBe(
      `[${entry!.id},null,"system","test.ip-reason",${uid},` +
        `{"a": "é\\"\\n", "b": 1, "nested": {"y": true, "z": [1.5, null]}},` +
        `"203.0.113.9","checking the columns","2026-01-02T03:04:05.678000Z"]`,
    );
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { row } = await someMiddleRows();
    await expect(
      db.query(`UPDATE audit_log SET action = 'forged' WHERE id = $1`, [row.id]),
    ).rejects.toThrow(/audit_log is append-only: UPDATE is refused/);
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [row.id])).rejects.toThrow(
      /audit_log is append-only: DELETE is refused/,
    );
    // Inside a transaction that is rolled back anyway, in case the refusal ever went missing.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('TRUNCATE audit_log');
        throw new Error('TRUNCATE went through');
      }),
    ).rejects.toThrow(/audit_log is append-only: TRUNCATE is refused/);
    expect((await rawRow(db, row.id)).action).toBe(row.action);
  });

  it('finds a row whose content was changed behind the trigger’s back', async () => {
    const { row } = await someMiddleRows();
    await behindTheTrigger(db, () =>
      db.query(`UPDATE audit_log SET detail = '{"change": "block"}' WHERE id = $1`, [row.id]),
    );
    try {
      expect(await verifyOverHttp()).toMatchObject({
        ok: false,
        broken_at: row.id,
        reason: `row ${row.id}: hash does not match its content`,
        last_hash: null,
      });
    } finally {
      await behindTheTrigger(db, () =>
        db.query('UPDATE audit_log SET detail = $2::jsonb WHERE id = $1', [row.id, row.detail]),
      );
    }
    expect((await verifyOverHttp()).ok).toBe(true);
  });

  it('finds a row rewritten with a new hash: the next row no longer links to it', async () => {
    const { row, next } = await someMiddleRows();
    const forged = { ...(await hashedRow(db, row.id)), action: 'forged' };
    await behindTheTrigger(db, () =>
      db.query(`UPDATE audit_log SET action = 'forged', hash = $2 WHERE id = $1`, [
        row.id,
        auditRowHash(String(row.prev_hash), forged),
      ]),
    );
    try {
      const result = await verifyAuditChain(db);
      expect(result).toMatchObject({ ok: false, broken_at: next });
      expect(result.reason).toContain(`prev_hash does not match row ${row.id}`);
    } finally {
      await behindTheTrigger(db, () =>
        db.query('UPDATE audit_log SET action = $2, hash = $3 WHERE id = $1', [
          row.id,
          row.action,
          row.hash,
        ]),
      );
    }
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('finds a row deleted from the middle through the link, not through the ids', async () => {
    const { row, next } = await someMiddleRows();
    await behindTheTrigger(db, () => db.query('DELETE FROM audit_log WHERE id = $1', [row.id]));
    try {
      const result = await verifyOverHttp();
      expect(result).toMatchObject({ ok: false, broken_at: next });
      expect(result.reason).toMatch(
        new RegExp(`missing \\(row ${next}'s prev_hash does not match row \\d+\\)$`),
      );
    } finally {
      await db.query(
        `INSERT INTO audit_log (id, operator_id, operator_username, action, target_uid, detail, ip,
           reason, created_at, prev_hash, hash)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
        [
          row.id,
          row.operator_id,
          row.operator_username,
          row.action,
          row.target_uid,
          row.detail,
          row.ip,
          row.reason,
          row.created_at,
          row.prev_hash,
          row.hash,
        ],
      );
    }
    expect((await verifyOverHttp()).ok).toBe(true);
  });

  it('keeps one chain under 20 concurrent decisions', async () => {
    const uids = await Promise.all(Array.from({ length: 10 }, () => insertMember(db)));
    // Half through the operators' call, half straight into recordAudit, all at once.
    const [replies] = await Promise.all([
      Promise.all(uids.map((uid) => setStatus(uid, 'test_account'))),
      Promise.all(
        uids.map((uid, i) =>
          db.transaction((tx) =>
            recordAudit(tx, {
              by: SYSTEM_ACTOR,
              action: 'test.concurrent',
              targetUid: uid,
              detail: { i },
              reason: null,
              now: Date.now(),
            }),
          ),
        ),
      ),
    ]);
    expect(replies.map((r) => r.body.status)).toEqual(uids.map(() => true));
    const rows = await db.query<{ prev_hash: string; hash: string }>(
      'SELECT prev_hash, hash FROM audit_log WHERE target_uid = ANY($1) ORDER BY id',
      [uids],
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(20);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, broken_at: null });
  });
});

describe('an operator never acts on a player with their own phone', () => {
  it('refuses the decision and rolls it back', async () => {
    const phone = `9${String(Date.now() % 1e9).padStart(9, '0')}`;
    const uid = await insertMember(db, phone);
    const before = await db.query('SELECT kyc_status FROM members WHERE uid = $1', [uid]);
    const audited = async () =>
      (await db.query('SELECT 1 FROM audit_log WHERE target_uid = $1', [uid])).length;
    await db.query('UPDATE operators SET phone = $2 WHERE username = $1', [OPERATOR, `63${phone}`]);
    try {
      const refused = await setStatus(uid, 'block');
      expect(refused.body).toMatchObject({ status: false, data: AUDIT_MESSAGES.ownPhone });
      expect(AUDIT_MESSAGES.ownPhone).toBe(
        'You cannot act on a player account with your own phone number',
      );
      expect(await db.query('SELECT kyc_status FROM members WHERE uid = $1', [uid])).toEqual(
        before,
      );
      expect(before[0]).toMatchObject({ kyc_status: expect.any(Number) });
      expect(before[0]!.kyc_status).not.toBe(kycStatusNumber('block'));
      expect(await audited()).toBe(0);

      // Another player is fine for this operator, and this player for another operator.
      expect((await setStatus(await insertMember(db), 'test_account')).body.status).toBe(true);
    } finally {
      await db.query('UPDATE operators SET phone = NULL WHERE username = $1', [OPERATOR]);
    }
    expect((await setStatus(uid, 'test_account')).body.status).toBe(true);
    expect(await audited()).toBe(1);
  });
});

// ---- A database of its own: the migration's chaining of older rows, and the CLI.

describe('a log written before the chain', () => {
  it('is chained by the migration exactly as the server chains and verifies', async () => {
    const fresh = await ownDatabase();
    let own: Database | null = fresh.db;
    try {
      const before = new Map(
        [...migrationFiles()].filter(([name]) => /^\d/.test(name) && name < '203'),
      );
      await migrate(own, before);
      await own.query(
        `INSERT INTO operators (username, password_hash, created_at, role)
         VALUES ('old-desk', 'x', now(), 'admin')`,
      );
      const details = [
        { ip: '198.51.100.7' },
        { b: 2, a: 1, aa: [1.5, 1.1e3, -0, 'x'], nested: { ü: 'é', '"q"': '\\', t: '\t\u0001' } },
        {},
        { emoji: '😀 中文', line: 'a\u2028b', reason: 'It\'s "quoted"' },
      ];
      for (const [i, detail] of details.entries()) {
        await own.query(
          `INSERT INTO audit_log (operator_id, operator_username, action, target_uid, detail,
             created_at)
           VALUES ((SELECT id FROM operators WHERE username = 'old-desk'), $1, $2, $3, $4::jsonb,
             now() - make_interval(secs => $5))`,
          [
            i === 2 ? 'Ñoño "x"' : 'old-desk',
            `old.${i}`,
            i % 2 ? null : 10 + i,
            JSON.stringify(detail),
            100 - i * 7.123456,
          ],
        );
      }
      await migrate(own);
      expect(await verifyAuditChain(own)).toMatchObject({ ok: true, rows: 4 });
      const [first] = await own.query<{ prev_hash: string }>(
        'SELECT prev_hash FROM audit_log ORDER BY id LIMIT 1',
      );
      expect(first!.prev_hash).toBe(GENESIS_HASH);

      await own.transaction((tx) =>
        recordAudit(tx, {
          by: SYSTEM_ACTOR,
          action: 'new.0',
          targetUid: null,
          detail: { after: 'the migration' },
          reason: null,
          now: Date.now(),
        }),
      );
      // Small pages: the walk carries the link across page boundaries.
      const verified = await verifyAuditChain(own, { pageRows: 2 });
      expect(verified).toMatchObject({ ok: true, rows: 5 });
      await own.close();
      own = null;

      const good = await runAuditCli(fresh.env);
      expect(good.code).toBe(0);
      expect(good.stdout).toContain(`audit log verified: 5 rows`);
      expect(good.stdout).toContain(verified.last_hash!);

      own = await fresh.reopen();
      await own.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
      await own.query(`UPDATE audit_log SET operator_username = 'someone' WHERE action = 'old.1'`);
      await own.close();
      own = null;
      const broken = await runAuditCli(fresh.env);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toMatch(/AUDIT LOG CHAIN BROKEN at row \d+: row \d+: hash does not/);
    } finally {
      await own?.close();
      await fresh.drop();
    }
  }, 60_000);
});
