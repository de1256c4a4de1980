import { sql, type Kysely } from 'kysely';

/**
 * The first products of every search word in every sort order
 * (features/products/search-heads.ts): a keyword listing of one word reads
 * its page here instead of ranking or sorting thousands of matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_heads (word text not null, sort text not null, ids integer[] not null, primary key (word, sort))`.execute(db);
}
