import { randomBytes } from 'node:crypto';
import {
  manilaIsoDate,
  KYC_DEADLINE_HOURS,
  KYC_FREEZABLE_STATUSES,
  RG_MESSAGES,
  birthdayBounds,
  businessError,
  isKycActionAllowed,
  kycStatusFromNumber,
  kycStatusNumber,
} from '@pisoplay/contract';
import type {
  KycAction,
  KycBase,
  KycRecord,
  KycStatus,
  KycSubmit,
  OcrSetup,
  Shop,
} from '@pisoplay/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import type { IdOcrProvider, OcrOutcome } from '../../providers/id-ocr/id-ocr.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { detectImage } from '../../platform/uploads/image-type.ts';
import { signedUploadUrl } from '../../platform/uploads/upload-urls.ts';
import { insertUpload } from '../../platform/uploads/uploads-queries.ts';
import { isIdentityRestricted } from '../members/index.ts';
import { GATE_MESSAGES, KYC_MESSAGES, WITHDRAW_UNDER_REVIEW } from './messages.ts';
import {
  blockAccounts,
  changeKycStatus,
  documentVerifiedByOther,
  findKycMember,
  findKycRow,
  findOcrTransaction,
  finishOcrTransaction,
  freezeOverdue,
  insertOcrTransaction,
  listShops,
  markOcrApplied,
  ownUploads,
  saveKycRow,
  setOcrProviderRef,
  shopExists,
} from './kyc-queries.ts';
import type { KycChanges, KycMember, KycRow } from './kyc-queries.ts';

const HOUR = 3600_000;
export const KYC_DEADLINE_MS = KYC_DEADLINE_HOURS * HOUR;
/** Links to KYC photos last long enough to look at them, not to share them. */
const PHOTO_LINK_MS = 10 * 60_000;

const n = kycStatusNumber;
/** Statuses the 72-hour deadline freezes, as numbers. */
const FREEZABLE = KYC_FREEZABLE_STATUSES.map(n);
/** Statuses whose record the player may no longer change (spec 4.1). */
const READ_ONLY: Partial<Record<KycStatus, string>> = {
  under_review: KYC_MESSAGES.underReview,
  fully_kyc: KYC_MESSAGES.alreadyVerified,
  block: KYC_MESSAGES.blocked,
  test_account: KYC_MESSAGES.testAccount,
};

export type KycContext = {
  db: Database;
  clock: Clock;
  idOcr: IdOcrProvider;
  /** Where photos a provider hands over are kept, as the player's uploads. */
  storage: ObjectStorage;
  /** AUTH_SECRET: signs the photo links. */
  secret: string;
};

/** The player's identity verification: record, forms, OCR, the deadline and the gate of 4.3. */
export function createKycService(ctx: KycContext) {
  /**
   * The player's status now: an account past the deadline with KYC not done is frozen here,
   * on access, as well as by the scheduled job, so no request ever sees it unfrozen.
   */
  async function currentStatus(q: Queryable, member: KycMember): Promise<number> {
    const now = ctx.clock.now();
    const overdue = member.created_at.getTime() + KYC_DEADLINE_MS <= now;
    if (!overdue || !FREEZABLE.includes(member.kyc_status)) return member.kyc_status;
    const frozen = await freezeOverdue(q, {
      open: FREEZABLE,
      frozen: n('frozen'),
      createdBefore: now - KYC_DEADLINE_MS,
      now,
      uid: member.uid,
    });
    return frozen.length ? n('frozen') : ((await findKycMember(q, member.uid))?.kyc_status ?? 0);
  }

  async function requireMember(q: Queryable, uid: number, forUpdate = false) {
    const member = await findKycMember(q, uid, forUpdate);
    if (!member) throw businessError(KYC_MESSAGES.playerUnknown);
    return member;
  }

  /**
   * Blocks the player when the names and birthday given are on the restricted-persons list
   * (docs/responsible-gaming.md). The block and the record saved before it are the evidence, so
   * the caller's transaction commits them and answers RG_MESSAGES.restrictedPerson after.
   */
  async function blockIfRestricted(
    q: Queryable,
    uid: number,
    identity: { first_name: string; middle_name?: string; last_name: string; birthday: string },
  ): Promise<boolean> {
    const names = { ...identity, middle_name: identity.middle_name ?? '' };
    if (!(await isIdentityRestricted(q, names, identity.birthday))) return false;
    await blockAccounts(q, {
      uids: [uid],
      actor: 'system',
      reason: 'Name and birthday on the restricted persons list',
      now: ctx.clock.now(),
    });
    return true;
  }

  const photoLink = (key: string) =>
    key ? signedUploadUrl(ctx.secret, key, ctx.clock.now() + PHOTO_LINK_MS) : '';

  function toRecord(member: KycMember, status: number, row: KycRow | null): KycRecord {
    const r = row;
    const at = (d: Date | null | undefined) => (d ? d.toISOString() : '');
    return {
      uid: member.uid,
      created_at: at(r?.created_at),
      updated_at: at(r?.updated_at),
      country_code: member.country_code,
      phone: member.phone,
      first_name: r?.first_name ?? '',
      middle_name: r?.middle_name ?? '',
      last_name: r?.last_name ?? '',
      id_type: r?.id_type ?? '',
      id_number: r?.id_number ?? '',
      birthday: r?.birthday ?? '',
      nearest_branch: r?.nearest_branch ?? '',
      shop_id: r?.shop_id ?? 0,
      gender: r?.gender ?? '',
      attachments: {
        face: r?.face ?? '',
        idPhoto: r?.id_photo ?? '',
        idPhotoBack: r?.id_photo_back ?? '',
        selfieWithIDPhotoPath: r?.selfie_with_id_photo ?? '',
        faceUrl: photoLink(r?.face ?? ''),
        idPhotoUrl: photoLink(r?.id_photo ?? ''),
        idPhotoBackUrl: photoLink(r?.id_photo_back ?? ''),
        selfieWithIDPhotoPathUrl: photoLink(r?.selfie_with_id_photo ?? ''),
      },
      extra_details: {
        issuing_authority: r?.issuing_authority ?? '',
        expiry_date: r?.expiry_date ?? '',
      },
      place_of_birth: r?.place_of_birth ?? '',
      nationality: r?.nationality ?? 'Philippines',
      current_address: r?.current_address ?? '',
      permanent_address: r?.permanent_address ?? '',
      nature_of_work: r?.nature_of_work ?? '',
      source_of_income: r?.source_of_income ?? '',
      occupation: r?.occupation ?? '',
      tokens: '',
      blacklist_status: 0,
      issue: r?.issue_msg ?? '',
      issue_msg: r?.issue_msg ?? '',
      issue_fields: r?.issue_fields ?? [],
      status: kycStatusFromNumber(status),
      comment: r?.comment ?? '',
      reviewer: r?.reviewer ?? '',
      review_times: r?.review_times ?? 0,
      ocr_status: r?.ocr_status ?? 0,
      version: r?.version ?? 0,
      ocr: r?.ocr ?? null,
      deadline_at: new Date(member.created_at.getTime() + KYC_DEADLINE_MS).toISOString(),
    };
  }

  /** Refuses a change of the record while its status makes it read-only. */
  function assertEditable(status: number) {
    const refusal = READ_ONLY[kycStatusFromNumber(status)];
    if (refusal) throw businessError(refusal);
  }

  /** Photos must be the player's own uploads. */
  async function assertOwnPhotos(q: Queryable, uid: number, keys: string[]) {
    const wanted = keys.filter(Boolean);
    const own = await ownUploads(q, uid, wanted);
    if (wanted.some((key) => !own.has(key))) throw businessError(KYC_MESSAGES.photoUnknown);
  }

  function assertBirthday(birthday: string) {
    const { earliest, latest } = birthdayBounds(manilaIsoDate(ctx.clock.now()));
    if (birthday < earliest || birthday > latest) throw businessError(KYC_MESSAGES.birthday);
  }

  async function record(q: Queryable, uid: number): Promise<KycRecord> {
    const member = await requireMember(q, uid);
    return toRecord(member, await currentStatus(q, member), await findKycRow(q, uid));
  }

  /** Applies a finished OCR transaction to the record, once. */
  async function applyOcr(q: Queryable, member: KycMember, transactionId: string) {
    const t = await findOcrTransaction(q, transactionId, true);
    if (!t || t.applied || t.status === 'pending' || t.status === 'interrupted') return null;
    const now = ctx.clock.now();
    if (t.status === 'failed' || !t.result || !t.id_number) {
      await markOcrApplied(q, t.id);
      await saveKycRow(q, member.uid, { ocr_status: 1 }, now);
      return null;
    }
    if (
      await documentVerifiedByOther(q, {
        uid: member.uid,
        idType: t.id_type,
        idNumber: t.id_number,
      })
    ) {
      await markOcrApplied(q, t.id, 'failed');
      await saveKycRow(q, member.uid, { ocr_status: 1 }, now);
      return KYC_MESSAGES.certificateUsed;
    }
    const doc = t.result;
    await markOcrApplied(q, t.id);
    await saveKycRow(
      q,
      member.uid,
      {
        ocr: doc,
        ocr_status: 2,
        id_type: t.id_type,
        id_number: t.id_number,
        first_name: doc.realName.first,
        middle_name: doc.realName.middle,
        last_name: doc.realName.last,
        birthday: doc.birthday,
        ...(doc.gender ? { gender: doc.gender } : {}),
        id_photo: doc.attachments.idPhoto,
        face: doc.attachments.face,
      },
      now,
    );
    const identity = {
      first_name: doc.realName.first,
      middle_name: doc.realName.middle,
      last_name: doc.realName.last,
      birthday: doc.birthday,
    };
    if (await blockIfRestricted(q, member.uid, identity)) return RG_MESSAGES.restrictedPerson;
    const status = await currentStatus(q, member);
    if ([n('unset'), n('basic_account'), n('rejected')].includes(status)) {
      await changeKycStatus(q, {
        uid: member.uid,
        from: status,
        to: n('basic_kyc'),
        actor: 'player',
        reason: 'ID verified by OCR',
        now,
      });
    }
    return null;
  }

  return {
    detail: (uid: number) => record(ctx.db, uid),

    shops: (): Promise<Shop[]> => listShops(ctx.db),

    /**
     * Submits the complete form (spec 5.5, every rule re-checked): `insert` only while unset,
     * `update` otherwise; either way the status becomes under_review.
     */
    async submit(uid: number, form: KycSubmit, mode: 'insert' | 'update'): Promise<true> {
      assertBirthday(form.birthday);
      const restricted = await ctx.db.transaction(async (tx) => {
        const member = await requireMember(tx, uid, true);
        const status = await currentStatus(tx, member);
        if (mode === 'insert' && status !== n('unset')) {
          throw businessError(KYC_MESSAGES.alreadySubmitted);
        }
        assertEditable(status);
        const existing = await findKycRow(tx, uid);
        if (existing?.ocr_status === 2) {
          // The verified document stays what the review looks at (spec 4.1: locked fields).
          if (form.id_type !== existing.id_type) throw businessError(KYC_MESSAGES.idTypeLocked);
          if (form.id_photo !== existing.id_photo) throw businessError(KYC_MESSAGES.idPhotoLocked);
        }
        await assertOwnPhotos(tx, uid, [form.id_photo, form.selfie_with_id_photo]);
        const shopId = Number(form.nearest_branch);
        if (!(await shopExists(tx, shopId))) throw businessError(KYC_MESSAGES.branchUnknown);
        const now = ctx.clock.now();
        const changes: KycChanges = {
          id_type: form.id_type,
          id_photo: form.id_photo,
          selfie_with_id_photo: form.selfie_with_id_photo,
          first_name: form.first_name,
          middle_name: form.middle_name ?? '',
          last_name: form.last_name,
          birthday: form.birthday,
          gender: form.gender,
          nationality: form.nationality,
          place_of_birth: form.place_of_birth,
          current_address: form.current_address,
          permanent_address: form.permanent_address,
          nearest_branch: form.nearest_branch,
          shop_id: shopId,
          occupation: form.occupation,
          nature_of_work: form.occupation,
          source_of_income: form.source_of_income,
          submitted_at: new Date(now),
        };
        await saveKycRow(tx, uid, changes, now);
        if (await blockIfRestricted(tx, uid, form)) return true;
        await changeKycStatus(tx, {
          uid,
          from: status,
          to: n('under_review'),
          actor: 'player',
          reason: mode === 'insert' ? 'KYC submitted' : 'KYC submitted again',
          now,
        });
        return false;
      });
      if (restricted) throw businessError(RG_MESSAGES.restrictedPerson);
      return true;
    },

    /** The basic-information update: names, birthday, gender and photos; unset becomes basic_account. */
    async updateBase(uid: number, form: KycBase): Promise<true> {
      assertBirthday(form.birthday);
      const restricted = await ctx.db.transaction(async (tx) => {
        const member = await requireMember(tx, uid, true);
        const status = await currentStatus(tx, member);
        assertEditable(status);
        await assertOwnPhotos(tx, uid, [
          form.id_photo,
          form.id_photo_back,
          form.selfie_with_id_photo,
        ]);
        const now = ctx.clock.now();
        await saveKycRow(
          tx,
          uid,
          {
            first_name: form.first_name,
            middle_name: form.middle_name ?? '',
            last_name: form.last_name,
            birthday: form.birthday,
            gender: form.gender,
            id_photo: form.id_photo,
            id_photo_back: form.id_photo_back,
            selfie_with_id_photo: form.selfie_with_id_photo,
          },
          now,
        );
        if (await blockIfRestricted(tx, uid, form)) return true;
        if (status === n('unset')) {
          await changeKycStatus(tx, {
            uid,
            from: status,
            to: n('basic_account'),
            actor: 'player',
            reason: 'Basic information saved',
            now,
          });
        }
        return false;
      });
      if (restricted) throw businessError(RG_MESSAGES.restrictedPerson);
      return true;
    },

    /** Starts an ID verification; the player is sent to the provider's page. */
    async ocrSetup(
      uid: number,
      input: {
        is_frame: boolean;
        biz_id: string;
        id_type: string;
        complete_callback_url: string;
        interrupt_callback_url: string;
      },
      siteHostname: string,
    ): Promise<OcrSetup> {
      // The simulator sends the browser there: only back to this site, never elsewhere.
      for (const url of [input.complete_callback_url, input.interrupt_callback_url]) {
        if (new URL(url).hostname !== siteHostname)
          throw businessError(KYC_MESSAGES.callbackOrigin);
      }
      const member = await requireMember(ctx.db, uid);
      assertEditable(await currentStatus(ctx.db, member));
      const transactionId = randomBytes(16).toString('hex');
      await insertOcrTransaction(ctx.db, {
        id: transactionId,
        uid,
        bizId: input.biz_id,
        idType: input.id_type,
        completeUrl: input.complete_callback_url,
        interruptUrl: input.interrupt_callback_url,
        now: ctx.clock.now(),
      });
      const { redirectUrl, providerRef } = await ctx.idOcr.start({
        transactionId,
        idType: input.id_type,
        isFrame: input.is_frame,
        completeUrl: input.complete_callback_url,
        interruptUrl: input.interrupt_callback_url,
      });
      await setOcrProviderRef(ctx.db, transactionId, providerRef);
      const content = JSON.stringify({
        transaction_id: transactionId,
        biz_id: input.biz_id,
        id_type: input.id_type,
        is_frame: input.is_frame,
      });
      return {
        biz_id: input.biz_id,
        client_cfg: Buffer.from(JSON.stringify({ content })).toString('base64'),
        redirect_url: redirectUrl,
        transaction_id: transactionId,
      };
    },

    /**
     * Fetches the verification's outcome (from the provider if it has not reported yet) and
     * applies it to the record: ocr_status 2 and the document's data, or 1. A document another
     * player verified is refused.
     */
    async ocrCheck(
      uid: number,
      input: { transaction_id: string; biz_id: string; id_type: string },
    ): Promise<KycRecord> {
      const t = await findOcrTransaction(ctx.db, input.transaction_id);
      if (!t || t.uid !== uid || t.biz_id !== input.biz_id || t.id_type !== input.id_type) {
        throw businessError(KYC_MESSAGES.ocrUnknown);
      }
      if (t.status === 'pending') {
        const outcome = await ctx.idOcr.outcome({
          transactionId: t.id,
          providerRef: t.provider_ref,
          idType: t.id_type,
        });
        if (outcome) await this.finishOcr(t.id, outcome, uid);
      }
      const refusal = await ctx.db.transaction(async (tx) => {
        const member = await requireMember(tx, uid, true);
        return applyOcr(tx, member, t.id);
      });
      if (refusal) throw businessError(refusal);
      return record(ctx.db, uid);
    },

    /**
     * Records what the provider found for a verification (its page or its status query); a
     * photo of the card it hands over is kept as one of the player's uploads.
     */
    async finishOcr(
      transactionId: string,
      outcome: OcrOutcome | { status: 'interrupted' },
      uid: number,
    ) {
      const kind =
        outcome.status === 'success' && outcome.photo ? detectImage(outcome.photo.bytes) : null;
      if (outcome.status === 'success' && outcome.photo && kind) {
        const key = `${randomBytes(16).toString('hex')}.${kind.ext}`;
        await ctx.storage.put(key, outcome.photo.bytes, kind.contentType);
        await insertUpload(ctx.db, {
          key,
          uid,
          contentType: kind.contentType,
          size: outcome.photo.bytes.length,
          now: ctx.clock.now(),
        });
        outcome.document.attachments = { face: key, idPhoto: key };
      }
      return finishOcrTransaction(ctx.db, {
        id: transactionId,
        status: outcome.status,
        result: outcome.status === 'success' ? outcome.document : null,
        idNumber: outcome.status === 'success' ? outcome.idNumber : null,
        now: ctx.clock.now(),
      });
    },

    /** The gate of spec 4.3 on the server: refuses the action for the player's status. */
    async assertAllowed(uid: number, action: KycAction): Promise<void> {
      const member = await requireMember(ctx.db, uid);
      const status = kycStatusFromNumber(await currentStatus(ctx.db, member));
      if (isKycActionAllowed(action, status)) return;
      if (action === 'withdraw' && status === 'under_review') {
        throw businessError(WITHDRAW_UNDER_REVIEW);
      }
      throw businessError(GATE_MESSAGES[action]);
    },

    /** The scheduled half of the deadline: freezes every overdue account. */
    freezeOverdue: () => {
      const now = ctx.clock.now();
      return freezeOverdue(ctx.db, {
        open: FREEZABLE,
        frozen: n('frozen'),
        createdBefore: now - KYC_DEADLINE_MS,
        now,
      });
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
