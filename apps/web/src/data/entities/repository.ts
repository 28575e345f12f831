/**
 * The data seam (DESIGN.md, principle 3): every screen reaches an entity through this contract, and the app picks
 * the implementation — the API for members, the browser store for guests.
 */
export interface Identified {
  _id: string;
}

export interface Repository<T extends Identified, TInput = Omit<T, '_id'>> {
  /** Newest first. */
  list(): Promise<T[]>;
  get(id: string): Promise<T | null>;
  create(input: TInput): Promise<T>;
  update(id: string, changes: Partial<TInput>): Promise<T>;
  remove(id: string): Promise<void>;
}

/** What the browser store adds to every item it keeps (spec part 2 §3, "Local items"). */
export interface LocalFields {
  _id: string;
  isLocal: true;
  createdAt: string;
}

export const LOCAL_ID_PREFIX = 'local_';

/** Items with local_ ids live only in this browser and are edited or deleted only there (spec part 1 §4). */
export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_ID_PREFIX);
}

/** `local_<timestamp>_<random>`, as the spec describes local ids. */
export function createLocalId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `${LOCAL_ID_PREFIX}${now}_${suffix}`;
}
