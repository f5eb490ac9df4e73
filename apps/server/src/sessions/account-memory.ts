import type { AuthUser } from '../auth';

/** Accounts kept at most: the staff and athletes whose ops one process commits. */
const DEFAULT_SIZE = 5000;

/**
 * The accounts of op senders, kept with the account version they were read at (migration 0014).
 * The version moves in the same transaction as any role change, disabling or removal, and group
 * commit reads it in the statement that locks its sessions: while it is the one the accounts were
 * read at, no account changed since, so they answer for that group without a query. A new version
 * drops them all; the change feed cannot do this, as its notices arrive after the commit.
 */
export function createAccountMemory(size = DEFAULT_SIZE) {
  let version: number | null = null;
  const accounts = new Map<string, AuthUser>();

  /** Moves to `seen` when it is newer; answers whether entries are of that version. */
  function at(seen: number): boolean {
    if (version === null || seen > version) {
      accounts.clear();
      version = seen;
    }
    return seen === version;
  }

  return {
    /** The newest account version a lock statement has read, null before the first. */
    version: () => version,
    /**
     * The accounts among `ids` known at `seen` (the version read under the lock), and the ids
     * that must be read. Accounts that were disabled or gone are never kept, so they are read.
     */
    recall(seen: number | undefined, ids: readonly string[]) {
      const found = new Map<string, AuthUser>();
      if (seen === undefined || !at(seen)) return { found, missing: [...ids] };
      const missing: string[] = [];
      for (const id of ids) {
        const account = accounts.get(id);
        if (account) found.set(id, account);
        else missing.push(id);
      }
      return { found, missing };
    },
    /**
     * Keeps accounts read in a transaction after the statement that read `seen`: they are at
     * least as new as `seen`, and a change since moved the version, which drops them.
     */
    remember(seen: number | undefined, read: Iterable<AuthUser>) {
      if (seen === undefined || !at(seen)) return;
      for (const account of read) {
        if (accounts.size >= size) accounts.clear();
        accounts.set(account.id, account);
      }
    },
  };
}

export type AccountMemory = ReturnType<typeof createAccountMemory>;
