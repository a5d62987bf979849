import type { Config } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Clock } from '../../providers/clock.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import type { SmsSender } from '../../providers/sms/index.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';

/** What the members services share: database, providers, configuration and the server secret. */
export type MembersContext = {
  config: Config;
  db: Database;
  clock: Clock;
  sms: SmsSender;
  email: EmailSender;
  storage: ObjectStorage;
  /** AUTH_SECRET (docs/auth.md): keys code hashes, session secrets and upload links. */
  secret: string;
  log: Logger;
};

/** Who signed in, from where: recorded on sessions and accounts. */
export type ClientInfo = { ip: string; device: string; userAgent: string };
