import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

/** The channel migration 0020's triggers notify a changed table's name on. */
export const CHANGES_CHANNEL = 'ficha_changes';

/** Any table: what was kept may have missed a change (the feed stopped or started listening). */
export const EVERY_TABLE = '*';

type ChangeListener = (table: string) => void;

/**
 * Tells this process at once which table changed, whichever process changed it (LISTEN on the
 * triggers' channel), so what it keeps in memory never outlives a change. While it is not
 * listening (start-up, a lost connection) nothing may be kept.
 */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  #listening = false;

  get listening(): boolean {
    return this.#listening;
  }

  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  changed(table: string): void {
    for (const listener of this.#listeners) listener(table);
  }

  /** Changes made while the feed was deaf are unknown, so everything kept is forgotten either way. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.changed(EVERY_TABLE);
  }
}

const RECONNECT_MS = 1_000;

/**
 * Listens on a connection of its own to a PostgreSQL server; a lost connection is opened again,
 * and the feed is deaf (nothing kept) until it is. Returns how to stop.
 */
export async function followPostgres(url: string, feed: ChangeFeed): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    feed.setListening(false);
    lostClient.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) feed.changed(message.payload ?? EVERY_TABLE);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped) await next.end();
      else feed.setListening(true);
    } catch {
      lost(next);
    }
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    feed.setListening(false);
    await last?.end().catch(() => {});
  };
}

/** The embedded database is this process's alone: its notifications come with the writing statement. */
export async function followPGlite(
  lite: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> },
  feed: ChangeFeed,
): Promise<() => Promise<void>> {
  const unlisten = await lite.listen(CHANGES_CHANNEL, (payload) => feed.changed(payload));
  feed.setListening(true);
  return async () => {
    feed.setListening(false);
    await unlisten();
  };
}

const feeds = new WeakMap<Kysely<DB>, ChangeFeed>();

/** Ties a feed to the database handle openDatabase gives out, so whoever holds the handle finds it. */
export function attachChangeFeed(db: Kysely<DB>, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function changeFeedOf(db: Kysely<DB>): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * A write through this process's own handle is announced as soon as its statement returns, not
 * when PostgreSQL's notification comes back on the listening connection a moment later: the next
 * request of this process already sees it. (Inside a transaction the commit's notification
 * announces it again, for a read that slipped in before the commit.)
 */
export class AnnounceOwnWrites implements KyselyPlugin {
  readonly #feed: ChangeFeed;
  readonly #writes = new WeakMap<QueryId, string>();

  constructor(feed: ChangeFeed) {
    this.#feed = feed;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table) this.#writes.set(queryId, table);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.#writes.get(queryId);
    if (table) this.#feed.changed(table);
    return result;
  }
}

function writtenTable(node: RootOperationNode): string | undefined {
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return tableName(node.table);
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]);
  return undefined;
}

function tableName(node: OperationNode | undefined): string | undefined {
  const table = node && AliasNode.is(node) ? node.node : node;
  return table && TableNode.is(table) ? table.table.identifier.name : undefined;
}

/**
 * Answers read from the database, kept in memory by key until one of `tables` changes in any
 * process; at most `max` keys (the oldest goes first). Without a change feed, or while it is not
 * listening, every call loads. A load under way when a change comes is dropped with the rest, so
 * no stale answer is kept.
 */
export class KeptUntilChanged<K, V> {
  readonly #kept = new Map<K, Promise<V>>();
  readonly #feed: ChangeFeed | undefined;
  readonly #max: number;
  readonly #stop: () => void;

  constructor(db: Kysely<DB>, tables: readonly string[], max = 1_000) {
    this.#feed = changeFeedOf(db);
    this.#max = max;
    this.#stop =
      this.#feed?.onChange((table) => {
        if (table === EVERY_TABLE || tables.includes(table)) this.#kept.clear();
      }) ?? (() => {});
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.#feed?.listening) return load();
    const hit = this.#kept.get(key);
    if (hit) return hit;
    const loading = load();
    if (this.#kept.size >= this.#max) this.#kept.delete(this.#kept.keys().next().value as K);
    this.#kept.set(key, loading);
    loading.catch(() => {
      if (this.#kept.get(key) === loading) this.#kept.delete(key);
    });
    return loading;
  }

  /** Stops following the feed (the app closes). */
  close(): void {
    this.#stop();
    this.#kept.clear();
  }
}
