import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The vendor whose store address (CompanyURL, /vendor-store/{CompanyURL}) is
 * `companyUrl`, as a visitor may type it (any case, spaces around): its id,
 * or undefined when no store has that address.
 */
export async function vendorIdOf(db: Kysely<DB>, companyUrl: string): Promise<number | undefined> {
  const vendor = await db.selectFrom('vendors').select('id').where('company_url', '=', companyUrl.trim().toLowerCase()).executeTakeFirst();
  return vendor?.id;
}
