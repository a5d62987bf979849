import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { AuditVerification } from '@pisoplay/contract';
import type { Database } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { createLocalDiskStorage } from '../../../providers/storage/local-disk.ts';
import type { ObjectStorage } from '../../../providers/storage/index.ts';
import {
  appProviders,
  okData,
  signInOperator,
  signedCall,
  testApp,
  testDatabase,
} from '../../../test/harness.ts';
import { ownDatabase } from '../../../test/own-database.ts';
import { tempDir } from '../../../test/temp-dirs.ts';
import { anchorAuditLog, latestAuditAnchor, writeAuditAnchor } from '../audit-anchors.ts';
import { auditRowHash, timestampText, verifyAuditChain } from '../audit-chain.ts';
import type { HashedAuditRow } from '../audit-chain.ts';
import { behindTheTrigger, runAuditCli } from './audit-tools.ts';
import { SYSTEM_ACTOR, recordAudit } from '../audit-queries.ts';

/** A log of its own: a new database, migrated, and the object storage the server would use. */
async function ownLog() {
  const own = await ownDatabase();
  await migrate(own.db);
  const storage = createLocalDiskStorage(path.join(own.env.DATA_DIR!, 'uploads'));
  return { ...own, storage };
}

/** `count` decisions appended to the log, as a module records them. */
async function decide(db: Database, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db.transaction((tx) =>
      recordAudit(tx, {
        by: SYSTEM_ACTOR,
        action: 'test.anchor',
        targetUid: null,
        detail: { i },
        reason: 'anchor test',
        now: Date.now(),
      }),
    );
  }
}

const lastRowId = async (db: Database) =>
  Number((await db.query<{ id: number }>('SELECT max(id)::bigint AS id FROM audit_log'))[0]!.id);

describe('the latest anchor', () => {
  it('is found among a gapless series in about 2·log2(n) reads, with no listing', async () => {
    for (const count of [0, 1, 2, 3, 5, 8, 13, 100]) {
      const disk = createLocalDiskStorage(tempDir('anchors-'));
      for (let n = 1; n <= count; n += 1) {
        await writeAuditAnchor(disk, { n, id: n * 10, hash: `h${n}`, anchored_at: 'at' });
      }
      let reads = 0;
      const counting: ObjectStorage = { ...disk, get: (key) => ((reads += 1), disk.get(key)) };
      const latest = await latestAuditAnchor(counting);
      expect(latest?.n ?? 0).toBe(count);
      expect(latest?.id ?? 0).toBe(count * 10);
      expect(reads).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(count + 1)) + 2);
    }
  });
});

describe('anchors of the audit log', () => {
  let log: Awaited<ReturnType<typeof ownLog>>;
  beforeAll(async () => {
    log = await ownLog();
  }, 60_000);
  afterAll(async () => {
    await log.db.close();
    await log.drop();
  });

  it('anchor the last row once, and again only when the log has grown', async () => {
    expect(await anchorAuditLog(log.db, log.storage, Date.now())).toEqual({
      anchored: null,
      broken: null,
    });
    await decide(log.db, 3);
    const first = await anchorAuditLog(log.db, log.storage, Date.parse('2026-11-28T05:00:00Z'));
    expect(first.anchored).toMatchObject({
      n: 1,
      id: await lastRowId(log.db),
      anchored_at: '2026-11-28T05:00:00.000Z',
    });
    expect(await anchorAuditLog(log.db, log.storage, Date.now())).toEqual({
      anchored: null,
      broken: null,
    });
    await decide(log.db, 2);
    const second = await anchorAuditLog(log.db, log.storage, Date.now());
    expect(second.anchored).toMatchObject({ n: 2, id: await lastRowId(log.db) });
    const verified = await verifyAuditChain(log.db, { anchor: second.anchored });
    expect(verified).toMatchObject({ ok: true, rows: 5, anchor: second.anchored });
  });

  it('find a log rewritten with every hash recomputed, and are not written over it', async () => {
    await decide(log.db, 2);
    const { anchored } = await anchorAuditLog(log.db, log.storage, Date.now());
    const anchor = anchored!;
    await decide(log.db, 1);
    const [firstId] = (
      await log.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY id')
    ).map((row) => Number(row.id));

    // The first row's reason changed, and every hash after it recomputed: the chain alone holds.
    await behindTheTrigger(log.db, async () => {
      await log.db.query(`UPDATE audit_log SET reason = 'nothing happened' WHERE id = $1`, [
        firstId,
      ]);
      const rows = await log.db.query<HashedAuditRow & { prev_hash: string }>(
        `SELECT id, operator_id, operator_username, action, target_uid, detail::text AS detail,
           ip, reason, ${timestampText('created_at')} AS created_at, prev_hash
         FROM audit_log ORDER BY id`,
      );
      let prev = rows[0]!.prev_hash;
      for (const row of rows) {
        const hash = auditRowHash(prev, { ...row, id: Number(row.id) });
        await log.db.query('UPDATE audit_log SET prev_hash = $2, hash = $3 WHERE id = $1', [
          row.id,
          prev,
          hash,
        ]);
        prev = hash;
      }
    });
    expect(await verifyAuditChain(log.db)).toMatchObject({ ok: true });

    const checked = await verifyAuditChain(log.db, { anchor });
    expect(checked).toMatchObject({ ok: false, broken_at: anchor.id, anchor });
    expect(checked.reason).toBe(
      `row ${anchor.id}: hash is not the one anchor ${anchor.n} recorded (${anchor.anchored_at}): the log was rewritten`,
    );
    // The job's pass checks from the anchor on, and writes no anchor over the break.
    const pass = await anchorAuditLog(log.db, log.storage, Date.now());
    expect(pass).toEqual({ anchored: null, broken: checked.reason });
    expect(await latestAuditAnchor(log.storage)).toEqual(anchor);
  });
});

describe('deleting the last rows', () => {
  it('is found through the anchor, by the verifier and by npm run audit:verify', async () => {
    const log = await ownLog();
    let db: Database | null = log.db;
    try {
      await decide(db, 4);
      const { anchored } = await anchorAuditLog(db, log.storage, Date.now());
      const anchor = anchored!;
      await db.close();
      db = null;
      const good = await runAuditCli(log.env);
      expect(good.code).toBe(0);
      expect(good.stdout).toContain(`anchor 1 (row ${anchor.id}, ${anchor.anchored_at}) holds`);

      db = await log.reopen();
      const owned = db;
      const [kept] = await owned.query<{ id: number }>(
        'SELECT id FROM audit_log ORDER BY id LIMIT 1 OFFSET 1',
      );
      await behindTheTrigger(owned, () =>
        owned.query('DELETE FROM audit_log WHERE id > $1', [kept!.id]),
      );
      // Without the anchor the shorter log is a perfect chain.
      expect(await verifyAuditChain(owned)).toMatchObject({ ok: true, rows: 2 });
      const checked = await verifyAuditChain(owned, { anchor });
      expect(checked).toMatchObject({ ok: false, broken_at: anchor.id });
      expect(checked.reason).toBe(
        `row ${anchor.id} is missing: it was the last row when anchor 1 was written ` +
          `(${anchor.anchored_at}); the rows after ${Number(kept!.id)} were deleted`,
      );
      await db.close();
      db = null;
      const broken = await runAuditCli(log.env);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain(
        `AUDIT LOG CHAIN BROKEN at row ${anchor.id}: row ${anchor.id} is missing`,
      );
    } finally {
      await db?.close();
      await log.drop();
    }
  }, 60_000);
});

describe('GET /admin/audit/verify', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('checks the log against the latest anchor in the server’s object storage', async () => {
    const operator = await signInOperator(app, 'anchor-desk', 'compliance');
    const { storage } = appProviders(app);
    await anchorAuditLog(await testDatabase(), storage, Date.now());
    const latest = await latestAuditAnchor(storage);
    expect(latest).not.toBeNull();
    const result = (await okData(
      signedCall(app, operator, operatorCalls.adminAuditVerify, {}),
    )) as AuditVerification;
    expect(result).toMatchObject({ ok: true, anchor: latest });
  });
});
