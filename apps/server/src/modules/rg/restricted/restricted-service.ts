import { manilaIsoDate, validationError } from '@pisoplay/contract';
import type { RestrictedPerson, RestrictedPersonsImport } from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import type { Clock } from '../../../providers/clock.ts';
import { blockAccounts, kycMatchesOf } from '../../kyc/index.ts';
import {
  addRestrictedPersons,
  isCalendarDate,
  membersWithPhones,
  restrictedName,
} from '../../members/index.ts';

/** Birthdays before this are typing mistakes, not living people. */
const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * What the payload's shape cannot say about a person: the birthday is a day of the calendar, not
 * in the future, and the name has letters left once normalised ('..' has none). One bad person
 * refuses the whole import, so a list is never half imported.
 */
function assertPersons(persons: readonly RestrictedPerson[], today: string): void {
  persons.forEach((person, i) => {
    const which = `Person ${i + 1}`;
    const { birthday } = person;
    if (!isCalendarDate(birthday) || birthday < EARLIEST_BIRTHDAY || birthday > today) {
      throw validationError(`${which}: ${birthday} is not a possible birthday`);
    }
    if (!restrictedName(person.name)) throw validationError(`${which}: the name has no letters`);
  });
}

/** The operators' restricted-persons list (docs/responsible-gaming.md, "Restricted persons"). */
export function createRestrictedPersonsService(ctx: { db: Database; clock: Clock }) {
  return {
    /**
     * Adds people to the list and blocks, in the same transaction, every account that already
     * matches one of them: by phone, or by KYC name and birthday. Audited with the reason and the
     * accounts blocked. A re-import of the same people adds and blocks nothing.
     */
    async import(
      operator: OperatorCaller,
      input: { persons: RestrictedPerson[]; reason: string },
    ): Promise<RestrictedPersonsImport> {
      const today = manilaIsoDate(ctx.clock.now());
      assertPersons(input.persons, today);
      return ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const imported = await addRestrictedPersons(tx, input.persons, operator.operatorId, now);
        const matching = new Set([
          ...(await membersWithPhones(tx, input.persons)),
          ...(await kycMatchesOf(tx, input.persons)),
        ]);
        const blocked = await blockAccounts(tx, {
          uids: [...matching].sort((a, b) => a - b),
          actor: `operator:${operator.username}`,
          reason: `Restricted persons list: ${input.reason}`,
          now,
        });
        await recordAudit(tx, {
          by: operator,
          action: 'rg.restricted_persons.import',
          targetUid: null,
          detail: {
            reason: input.reason,
            persons: input.persons.length,
            imported,
            blocked_uids: blocked,
          },
          reason: input.reason,
          now,
        });
        return { imported, blocked_uids: blocked };
      });
    },
  };
}
