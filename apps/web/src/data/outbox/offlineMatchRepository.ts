/**
 * The members' match repository with the outbox in front (issue 16, "Offline for members"). Writes go to the server
 * as before; when it cannot be reached (or writes are already waiting, so the order is kept) they wait in the outbox
 * and the screens get the match as it will be. Reads show the outbox applied: waiting matches first, marked, edits
 * shown edited, deletes gone. Waiting matches have ids `outbox_<clientId>` and are edited or deleted in the outbox.
 */
import { createLocalId, isLocalId, type Repository } from '../entities/repository.ts';
import { lastSeen, type LastSeenCache } from './lastSeen.ts';
import { currentMemberId } from './memberSession.ts';
import { outboxStore, type OutboxGame, type OutboxItem, type OutboxStore } from './outboxStore.ts';
import { OUTBOX_PATHS } from './flushOutbox.ts';
import { isRetryableError, looksOffline, reportUnreachable, isUnreachableError } from './reachability.ts';

export const OUTBOX_ID_PREFIX = 'outbox_';

/** How a match shown from the outbox is marked for the screens (read with `outboxStateOf`). */
export interface OutboxMark {
  status: 'waiting' | 'failed';
  message: string | null;
  op: OutboxItem['op'];
}

interface MatchLike {
  _id: string;
  date: string;
  createdAt: string;
  updatedAt: string;
}

export interface OutboxMatchDefinition<M> {
  game: OutboxGame;
  /** Reads stored fields back as a match the screens show (the game's local normaliser). */
  normalize(stored: { _id: string } & Record<string, unknown>): M;
}

export interface OfflineMatchOptions {
  store?: OutboxStore;
  cache?: LastSeenCache;
  memberId?: () => string | null;
  offline?: () => boolean;
}

export function isOutboxId(id: string): boolean {
  return id.startsWith(OUTBOX_ID_PREFIX);
}

export function outboxStateOf(match: object): OutboxMark | null {
  const mark = (match as { outbox?: OutboxMark }).outbox;
  return mark && (mark.status === 'waiting' || mark.status === 'failed') ? mark : null;
}

function mark(item: OutboxItem): OutboxMark {
  return { status: item.status, message: item.message, op: item.op };
}

/** The outbox of one game applied to matches read from the server (see header). */
export function applyOutbox<M extends MatchLike>(
  definition: OutboxMatchDefinition<M>,
  items: readonly OutboxItem[],
  matches: readonly M[],
  options: { includeCreates: boolean },
): { matches: M[]; added: number; removed: number } {
  const mine = items.filter((item) => item.game === definition.game);
  const deleted = new Set(mine.filter((item) => item.op === 'delete').map((item) => item.targetId));
  const edits = new Map(mine.filter((item) => item.op === 'update').map((item) => [item.targetId, item]));
  const shown = matches
    .filter((match) => !deleted.has(match._id))
    .map((match) => {
      const edit = edits.get(match._id);
      return edit ? shownEdit(definition, edit, match) : match;
    });
  const creates = options.includeCreates
    ? mine
        .filter((item) => item.op === 'create')
        .map((item) => shownCreate(definition, item))
        .reverse()
    : [];
  return { matches: [...creates, ...shown], added: creates.length, removed: matches.length - shown.length };
}

function shownCreate<M>(definition: OutboxMatchDefinition<M>, item: OutboxItem): M {
  const stored = {
    ...item.input,
    _id: `${OUTBOX_ID_PREFIX}${item.id}`,
    createdAt: item.queuedAt,
    updatedAt: item.queuedAt,
  };
  return { ...definition.normalize(stored), isLocal: false, outbox: mark(item) } as M;
}

function shownEdit<M extends MatchLike>(definition: OutboxMatchDefinition<M>, item: OutboxItem, server?: M): M {
  const base = server ?? (item.base as M | null);
  const stored = { ...base, ...item.input, _id: item.targetId ?? '' } as { _id: string } & Record<string, unknown>;
  return { ...base, ...definition.normalize(stored), isLocal: false, outbox: mark(item) } as M;
}

/** Wraps the members' repository of one game (see header). */
export function withOutbox<M extends MatchLike, I extends object>(
  definition: OutboxMatchDefinition<M>,
  member: Repository<M, I>,
  options: OfflineMatchOptions = {},
): Repository<M, I> {
  const store = options.store ?? outboxStore;
  const cache = options.cache ?? lastSeen;
  const memberId = options.memberId ?? currentMemberId;
  const offline = options.offline ?? looksOffline;
  const basePath = OUTBOX_PATHS[definition.game];
  const itemOf = (userId: string, id: string) => store.get(userId, id.slice(OUTBOX_ID_PREFIX.length));
  const mine = (userId: string) => store.list(userId).filter((item) => item.game === definition.game);
  /** Writes wait while the server is unreachable, or while earlier ones wait (the order is kept). */
  const mustWait = (userId: string) => offline() || mine(userId).some((item) => item.status === 'waiting');
  const input = (value: unknown) => ({ ...(value as Record<string, unknown>) });

  function queueUpdate(userId: string, id: string, changes: Partial<I>): M {
    const pending = mine(userId).find((item) => item.op === 'update' && item.targetId === id);
    const item = pending
      ? store.patch(userId, pending.id, { input: input(changes), status: 'waiting', message: null })!
      : store.add(userId, {
          game: definition.game,
          op: 'update',
          targetId: id,
          input: input(changes),
          base: cache.findItem(userId, basePath, id),
          copyId: createLocalId(),
        });
    return shownEdit(definition, item);
  }

  return {
    async list() {
      const matches = await member.list();
      const userId = memberId();
      return userId ? applyOutbox(definition, store.list(userId), matches, { includeCreates: true }).matches : matches;
    },
    async get(id) {
      const userId = memberId();
      if (userId && isOutboxId(id)) {
        const item = itemOf(userId, id);
        return item ? shownCreate(definition, item) : null;
      }
      const match = await member.get(id).catch((error: unknown) => {
        if (!userId || !isUnreachableError(error)) throw error;
        reportUnreachable();
        return (cache.findItem(userId, basePath, id) as M | null) ?? null;
      });
      if (!userId || !match) return match;
      return applyOutbox(definition, store.list(userId), [match], { includeCreates: false }).matches[0] ?? null;
    },
    async create(changes) {
      const userId = memberId();
      if (!userId) return member.create(changes);
      const queue = (id?: string) =>
        shownCreate(
          definition,
          store.add(userId, {
            id,
            game: definition.game,
            op: 'create',
            targetId: null,
            input: input(changes),
            base: null,
            copyId: null,
          }),
        );
      if (mustWait(userId)) return queue();
      const clientId = createLocalId();
      try {
        return await member.create({ ...changes, clientId } as I);
      } catch (error) {
        if (!isRetryableError(error)) throw error;
        if (isUnreachableError(error)) reportUnreachable();
        // The server may have made it: the same clientId makes the upload answer that match instead of a second one.
        return queue(clientId);
      }
    },
    async update(id, changes) {
      const userId = memberId();
      if (!userId || isLocalId(id)) return member.update(id, changes);
      if (isOutboxId(id)) {
        const item = itemOf(userId, id);
        if (!item) throw new Error('Match not found');
        return shownCreate(
          definition,
          store.patch(userId, item.id, { input: input(changes), status: 'waiting', message: null })!,
        );
      }
      if (mustWait(userId)) return queueUpdate(userId, id, changes);
      try {
        return await member.update(id, changes);
      } catch (error) {
        if (!isRetryableError(error)) throw error;
        if (isUnreachableError(error)) reportUnreachable();
        return queueUpdate(userId, id, changes);
      }
    },
    async remove(id) {
      const userId = memberId();
      if (!userId || isLocalId(id)) return member.remove(id);
      if (isOutboxId(id)) {
        store.remove(userId, id.slice(OUTBOX_ID_PREFIX.length));
        return;
      }
      const queueDelete = () => {
        // The delete supersedes an edit still waiting for this match.
        for (const item of mine(userId)) if (item.targetId === id) store.remove(userId, item.id);
        store.add(userId, { game: definition.game, op: 'delete', targetId: id, input: null, base: null, copyId: null });
      };
      if (mustWait(userId)) return queueDelete();
      try {
        await member.remove(id);
      } catch (error) {
        if (!isRetryableError(error)) throw error;
        if (isUnreachableError(error)) reportUnreachable();
        queueDelete();
      }
    },
  };
}

/** A server page of the member's list with the outbox applied: waiting matches lead the first page. */
export function applyOutboxToPage<M extends MatchLike, P extends { matches: M[]; page: number; totalCount: number }>(
  definition: OutboxMatchDefinition<M>,
  page: P,
  options: { store?: OutboxStore; memberId?: () => string | null } = {},
): P {
  const userId = (options.memberId ?? currentMemberId)();
  if (!userId) return page;
  const items = (options.store ?? outboxStore).list(userId);
  if (items.length === 0) return page;
  const applied = applyOutbox(definition, items, page.matches, { includeCreates: page.page === 1 });
  return {
    ...page,
    matches: applied.matches,
    totalCount: Math.max(0, page.totalCount + applied.added - applied.removed),
  };
}
