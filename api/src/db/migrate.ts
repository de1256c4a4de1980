import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalogue from './migrations/0001-catalogue.js';
import * as visitorsAndAccounts from './migrations/0002-visitors-and-accounts.js';
import * as accountsMailCaptcha from './migrations/0003-accounts-mail-captcha.js';
import * as searchIndexes from './migrations/0004-search-indexes.js';
import * as contactMessages from './migrations/0005-contact-messages.js';
import * as coveringListingIndexes from './migrations/0006-covering-listing-indexes.js';
import * as smallCategoryIndexes from './migrations/0007-small-category-indexes.js';
import * as rateLimits from './migrations/0008-rate-limits.js';
import * as searchHeads from './migrations/0009-search-heads.js';
import * as productFeedback from './migrations/0010-product-feedback.js';
import * as catalogueChanges from './migrations/0011-catalogue-changes.js';
import * as writeOutcomes from './migrations/0012-write-outcomes.js';
import * as savedSearchesNotifyMe from './migrations/0013-saved-searches-notify-me.js';

/**
 * Migrations are imported statically (not read from a folder at run time) so that
 * the build output carries them and nothing outside dist/ is needed to start.
 * Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-visitors-and-accounts': visitorsAndAccounts,
  '0003-accounts-mail-captcha': accountsMailCaptcha,
  '0004-search-indexes': searchIndexes,
  '0005-contact-messages': contactMessages,
  '0006-covering-listing-indexes': coveringListingIndexes,
  '0007-small-category-indexes': smallCategoryIndexes,
  '0008-rate-limits': rateLimits,
  '0009-search-heads': searchHeads,
  '0010-product-feedback': productFeedback,
  '0011-catalogue-changes': catalogueChanges,
  '0012-write-outcomes': writeOutcomes,
  '0013-saved-searches-notify-me': savedSearchesNotifyMe,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
