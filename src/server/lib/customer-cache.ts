/**
 * The channel the database's triggers name a customer on whenever a row feeding their
 * subscription list or their pickups commits (src/server/db/migrations/0003_subscription_list_notify.sql,
 * 0017_customer_pickups_notify.sql). Each app server keeps per-customer copies of both and drops
 * a customer's when named (docs/decisions/021-subscription-list-cache.md).
 */
export const CUSTOMER_CHANGES_CHANNEL = 'subscription_list_changed';

// Notices keep the copies fresh; the lifetime only bounds a copy that a notice never reached: a
// write that fires no trigger (a restore or a replica session with session_replication_role =
// replica, a trigger disabled by hand), or a listening connection that died without the socket
// noticing. See docs/decisions/021-subscription-list-cache.md.
export const CUSTOMER_CACHE_TTL_MS = 60_000;
export const CUSTOMER_CACHE_MAX_USERS = 10_000;

type Entry<T> = { key: string; value: T; until: number };

type Listen = (
  channel: string,
  handlers: { onNotification(payload: string): void; onListening(listening: boolean): void },
) => { stop(): Promise<void> };

export type ListCache<T> = ReturnType<typeof createListCache<T>>;

/**
 * One copy per customer, dropped when the database names them. A copy is only trusted while this
 * instance hears the notices; until it does (start-up, a dropped connection) every read goes to
 * the database.
 */
export function createListCache<T>(options: { ttlMs: number; maxUsers: number }) {
  // Map order is use order: a hit moves its user to the end, and the first key is the one to evict.
  const entries = new Map<number, Entry<T>>();
  // A user's generation, bumped by each notice about them. It is kept only while a read of theirs
  // is under way (only such a read compares it), so it never outgrows the requests in flight.
  const reads = new Map<number, { generation: number; readers: number }>();
  // Bumped when every copy goes (a notice for everyone, listening stopped or restarted).
  let epoch = 0;
  let listening = false;

  function forget(userId: number) {
    entries.delete(userId);
    const read = reads.get(userId);
    if (read) read.generation++;
  }

  function clear() {
    entries.clear();
    epoch++;
  }

  return {
    /**
     * The user's value for `key` (what else the value depends on, such as the day), loaded when
     * there is no live copy. A load that a notice overtook is returned but not kept: it may have
     * read the rows from before that change.
     */
    async get(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(userId);
      if (hit && hit.key === key && hit.until > now) {
        entries.delete(userId);
        entries.set(userId, hit);
        return hit.value;
      }
      if (!listening) return load();
      let read = reads.get(userId);
      if (!read) reads.set(userId, (read = { generation: 0, readers: 0 }));
      read.readers++;
      const started = { epoch, generation: read.generation };
      try {
        const value = await load();
        if (listening && epoch === started.epoch && read.generation === started.generation) {
          entries.delete(userId);
          if (entries.size >= options.maxUsers) entries.delete(entries.keys().next().value!);
          entries.set(userId, { key, value, until: now + options.ttlMs });
        }
        return value;
      } finally {
        if (--read.readers === 0) reads.delete(userId);
      }
    },

    /** Drops a user's copy: a notice names them, or this instance has just changed their rows. */
    forget,

    /** A notice's payload: a user id, or anything else (a TRUNCATE's '*') for everyone. */
    notified(payload: string) {
      const userId = /^\d+$/.test(payload) ? Number(payload) : NaN;
      if (Number.isSafeInteger(userId)) forget(userId);
      else clear();
    },

    /** Copies are kept only while notices are heard; either way, what was kept before goes. */
    setListening(on: boolean) {
      listening = on;
      clear();
    },
  };
}

/**
 * Keeps `cache` fresh from the database's notices on a listening connection of its own; while
 * they cannot be heard, its copies are not trusted and the reason is logged (`what` names them).
 */
export function keepFreshFromDatabase<T>(
  cache: ListCache<T>,
  deps: { listen: Listen; log: { warn(obj: object, msg: string): void } },
  what: string,
): { stop(): Promise<void> } {
  return deps.listen(CUSTOMER_CHANGES_CHANNEL, {
    onNotification: cache.notified,
    onListening(on) {
      if (!on) {
        deps.log.warn(
          { channel: CUSTOMER_CHANGES_CHANNEL },
          `not hearing customer changes; ${what} are read from the database until it reconnects`,
        );
      }
      cache.setListening(on);
    },
  });
}
