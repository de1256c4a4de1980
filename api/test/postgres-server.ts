/**
 * The tests' throwaway PostgreSQL server: the same helper the benchmark uses
 * (src/bench/postgres-server.ts), in a temp folder removed on stop.
 */
export { startPostgres, type PostgresServer } from '../src/bench/postgres-server.js';
