import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestApp, type TestApp } from './test-app.js';

/**
 * src/db/schema.ts is Kysely's view of the tables migrations/ creates, written
 * by hand: this holds it to what the migrated database really has, table by
 * table and column by column, nullability included.
 */

/** The migrations' own bookkeeping, which no query of ours reads. */
const BOOKKEEPING = ['schema_migrations', 'kysely_migration', 'kysely_migration_lock'];

/** Each table of the DB interface: its columns and whether each may be null (its type names `null`). */
function declaredTables(): Record<string, Record<string, boolean>> {
  const file = ts.createSourceFile('schema.ts', readFileSync(new URL('../src/db/schema.ts', import.meta.url), 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const columnsOf = (declaration: ts.InterfaceDeclaration) =>
    Object.fromEntries(
      declaration.members.filter(ts.isPropertySignature).map((member) => [(member.name as ts.Identifier).text, /\bnull\b/.test(member.type?.getText(file) ?? '')]),
    );
  const db = interfaces.get('DB');
  if (!db) throw new Error('schema.ts has no DB interface');
  return Object.fromEntries(
    db.members.filter(ts.isPropertySignature).map((member) => {
      const table = (member.name as ts.Identifier).text;
      const declaration = interfaces.get(member.type?.getText(file) ?? '');
      if (!declaration) throw new Error(`schema.ts: the interface of ${table} is not in the file`);
      return [table, columnsOf(declaration)];
    }),
  );
}

describe.each(ENGINES)('schema.ts and the migrated database on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('name the same tables and columns, each nullable in both or in neither', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      select c.table_name, c.column_name, c.is_nullable
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.column_name`.execute(t.database.db);
    const migrated: Record<string, Record<string, boolean>> = {};
    for (const row of rows) {
      if (BOOKKEEPING.includes(row.table_name)) continue;
      (migrated[row.table_name] ??= {})[row.column_name] = row.is_nullable === 'YES';
    }
    expect(Object.keys(migrated).length).toBeGreaterThan(10);
    expect(declaredTables()).toEqual(migrated);
  });
});
