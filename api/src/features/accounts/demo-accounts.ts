import { sql, type Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';
import { hashPassword } from './passwords.js';

/**
 * Accounts every database gets (api/README.md lists them): the house affiliate
 * (the registration page's default, GBX100000) and one verified demo account per
 * type, with fixed passwords. Created by the seed and, for a database seeded
 * before they existed, on start.
 */
export const HOUSE_AFFILIATE_CODE = 'GBX100000';
export const DEMO_AFFILIATE_CODE = 'GBX100001';

export interface DemoAccount {
  userType: UsersTable['user_type'];
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  affiliateCode: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { userType: 'Affiliate', email: 'affiliates@gbx-marketplace.test', password: 'GbxHouse-Affiliate-2015', firstName: 'GBX', lastName: 'Marketplace', affiliateCode: HOUSE_AFFILIATE_CODE },
  { userType: 'Buyer', email: 'demo.buyer@gbx-marketplace.test', password: 'DemoBuyer2024', firstName: 'Demo', lastName: 'Buyer', affiliateCode: null },
  { userType: 'Vendor', email: 'demo.vendor@gbx-marketplace.test', password: 'DemoVendor2024', firstName: 'Demo', lastName: 'Vendor', affiliateCode: null },
  { userType: 'Affiliate', email: 'demo.affiliate@gbx-marketplace.test', password: 'DemoAffiliate2024', firstName: 'Demo', lastName: 'Affiliate', affiliateCode: DEMO_AFFILIATE_CODE },
];

/** Inserts the demo accounts that are missing; a no-op (one query) when all exist. */
export async function ensureDemoAccounts(db: Kysely<DB>): Promise<number> {
  const existing = await db
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email'))
    .where(sql<string>`lower(email)`, 'in', DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()))
    .execute();
  const have = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !have.has(account.email.toLowerCase()));
  if (!missing.length) return 0;
  // The demo vendor speaks for the first seeded vendor company, when there is one.
  const vendor = await db.selectFrom('vendors').select('id').orderBy('id').limit(1).executeTakeFirst();
  let created = 0;
  for (const account of missing) {
    const result = await db
      .insertInto('users')
      .values({
        user_type: account.userType,
        email: account.email,
        password_hash: await hashPassword(account.password),
        first_name: account.firstName,
        middle_name: '',
        last_name: account.lastName,
        birth_date: '1990-01-15',
        password_hint: `The demo ${account.userType.toLowerCase()} password`,
        phone_country_code: '91',
        mobile_no: '9800000000',
        what_app: false,
        we_chat: false,
        affiliate_code: account.affiliateCode,
        referred_by: account.affiliateCode === HOUSE_AFFILIATE_CODE ? null : HOUSE_AFFILIATE_CODE,
        vendor_id: account.userType === 'Vendor' ? (vendor?.id ?? null) : null,
        email_verified_at: new Date(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    created += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return created;
}
