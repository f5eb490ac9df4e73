import type { Database } from './connect';

/** A transaction handle: the same query API as the database, scoped to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a read may run: on the database, or inside a transaction already open. */
export type Queryable = Database | Transaction;
