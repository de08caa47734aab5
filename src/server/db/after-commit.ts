/**
 * What a write obliges once it is committed: wake the mail sender, wake the text sender, forget a
 * customer's cached rows (docs/decisions/050-side-effects-after-commit.md). The writer says so in
 * its transaction; the effect runs after the outermost transaction commits, never for one that
 * rolls back, and at once for a write made outside any transaction. A savepoint's effects join its
 * parent's when it is released and are dropped when it rolls back.
 *
 * The database handle's drizzle instance is tracked (`trackCommits`), so every transaction opened
 * on it, and every savepoint inside one, carries its own list without any caller passing it on.
 */

/** The obligations writers raise; the listeners (the senders, the caches) live elsewhere. */
export type CommitSignal = 'mailQueued' | 'textsQueued' | 'customerChanged';

type Listener = (userId: number | undefined) => void;
type Effect = () => unknown;

type Root = {
  listeners: Map<CommitSignal, Set<Listener>>;
  report: (err: unknown) => void;
};

type Scope = { root: Root; effects: Map<string, Effect>; anonymous: number };

type Transactional = {
  transaction: (run: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

const roots = new WeakMap<object, Root>();
const scopes = new WeakMap<object, Scope>();

function runEffects(root: Root, effects: Iterable<Effect>): void {
  for (const effect of effects) {
    try {
      const result = effect();
      if (result instanceof Promise) result.catch(root.report);
    } catch (err) {
      root.report(err);
    }
  }
}

function wrapTransactions(owner: object, root: Root, parent: Scope | null): void {
  const holder = owner as Transactional;
  const original = holder.transaction.bind(owner);
  holder.transaction = async (run, config) => {
    const scope: Scope = { root, effects: new Map(), anonymous: 0 };
    const result = await original(async (tx) => {
      scopes.set(tx, scope);
      wrapTransactions(tx, root, scope);
      return run(tx);
    }, config);
    if (parent) {
      for (const [key, effect] of scope.effects) {
        const joined = key.startsWith('#') ? `#${parent.anonymous++}` : key;
        if (!parent.effects.has(joined)) parent.effects.set(joined, effect);
      }
    } else {
      runEffects(root, scope.effects.values());
    }
    return result;
  };
}

/**
 * Makes `db` carry after-commit effects through its transactions. Returns the same instance; call
 * it once, on the instance the database handle hands out.
 */
export function trackCommits<D extends object>(db: D): D {
  if (roots.has(db)) return db;
  const root: Root = {
    listeners: new Map(),
    report: (err) => process.emitWarning(err instanceof Error ? err : String(err)),
  };
  roots.set(db, root);
  wrapTransactions(db, root, null);
  return db;
}

const rootOf = (db: object): Root | undefined => scopes.get(db)?.root ?? roots.get(db);

/** Where an effect that throws is reported (the app's log); it never fails the committed write. */
export function reportEffectErrors(db: object, report: (err: unknown) => void): void {
  const root = roots.get(db);
  if (root) root.report = report;
}

function schedule(db: object, key: string | null, effect: Effect): void {
  const scope = scopes.get(db);
  if (!scope) {
    runEffects(rootOf(db) ?? { listeners: new Map(), report: () => {} }, [effect]);
    return;
  }
  const slot = key ?? `#${scope.anonymous++}`;
  if (!scope.effects.has(slot)) scope.effects.set(slot, effect);
}

/** Runs `effect` once `db`'s transaction commits, or at once when `db` is not a transaction. */
export function afterCommit(db: object, effect: Effect): void {
  schedule(db, null, effect);
}

/**
 * Raises `signal` once `db`'s transaction commits; raised twice in one transaction (for the same
 * customer) it is heard once.
 */
export function signalAfterCommit(db: object, signal: CommitSignal, userId?: number): void {
  const root = rootOf(db);
  if (!root) return;
  schedule(db, `${signal}:${userId ?? ''}`, () => {
    for (const listener of root.listeners.get(signal) ?? []) listener(userId);
  });
}

/** Hears `signal` raised by commits on `db` (the tracked instance); returns how to stop. */
export function onCommitted(db: object, signal: CommitSignal, listener: Listener): () => void {
  const root = roots.get(db);
  if (!root) throw new Error('onCommitted needs the database instance trackCommits was given');
  const set = root.listeners.get(signal) ?? new Set<Listener>();
  root.listeners.set(signal, set);
  set.add(listener);
  return () => set.delete(listener);
}
