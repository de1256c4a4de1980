import { normalizeAffiliateCode } from '@gbx/contract/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export function affiliateStructureMsg(defaultCode: string): string {
  return `Affiliate number should follow this structure: ${defaultCode}`;
}

export interface Affiliate {
  code: string;
  firstName: string;
  lastName: string;
}

/** The verified affiliate account with this code, or null. */
export async function findAffiliate(db: Kysely<DB>, raw: string | undefined): Promise<Affiliate | null> {
  const code = normalizeAffiliateCode(raw);
  if (!code) return null;
  const row = await db
    .selectFrom('users')
    .select(['affiliate_code', 'first_name', 'last_name'])
    .where('affiliate_code', '=', code)
    .where('user_type', '=', 'Affiliate')
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.affiliate_code ? { code: row.affiliate_code, firstName: row.first_name, lastName: row.last_name } : null;
}

/** The next free code for a new affiliate account. */
export async function nextAffiliateCode(db: Kysely<DB>): Promise<string> {
  const row = await sql<{ n: number | string }>`select nextval('affiliate_code_seq') as n`.execute(db);
  return `GBX${String(row.rows[0]?.n ?? '')}`;
}
