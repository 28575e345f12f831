import { describe, expect, it } from 'vitest';
import { createKeptRows } from '../src/caching/keptRows.ts';

/** A fake table: id → { version, value }; counts the rows fetched in full. */
function table(initial: Record<string, string>) {
  let version = 1;
  const rows = new Map(Object.entries(initial).map(([id, value]) => [id, { version: String(version), value }]));
  const state = { fetched: 0 };
  const write = (id: string, value: string) => rows.set(id, { version: String(++version), value });
  const versions = async () => ({ rows: [...rows].map(([id, r]) => ({ id, version: r.version })) });
  /** The listing with the table's stamp (its write count), as one statement reads both. */
  const stamped = async () => ({ ...(await versions()), stamp: `s${version}` });
  const fetch = async (ids: string[]) => {
    state.fetched += ids.length;
    return ids
      .filter((id) => rows.has(id))
      .map((id) => ({ id, version: rows.get(id)!.version, row: rows.get(id)!.value }));
  };
  return { rows, state, write, versions, stamped, fetch };
}

describe('kept analytics rows', () => {
  it('takes rows that come whole with a listing as fetched (a scope not kept is listed and read at once)', async () => {
    const kept = createKeptRows<string>();
    const t = table({ a: 'A', b: 'B' });
    expect(kept.has('s')).toBe(false);
    const whole = async () => ({ rows: [...t.rows].map(([id, r]) => ({ id, version: r.version, row: r.value })) });
    expect((await kept.rows('s', whole, t.fetch)).rows).toEqual(['A', 'B']);
    expect(t.state.fetched).toBe(0);
    expect(kept.has('s')).toBe(true);
    t.write('b', 'B2');
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['A', 'B2']);
    expect(t.state.fetched).toBe(1);
  });

  it('reads every row once, then only inserted and updated rows, and drops deleted ones', async () => {
    const kept = createKeptRows<string>();
    const t = table({ a: 'A', b: 'B', c: 'C' });
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['A', 'B', 'C']);
    expect(t.state.fetched).toBe(3);
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['A', 'B', 'C']);
    expect(t.state.fetched).toBe(3);
    t.write('d', 'D'); // insert
    t.write('b', 'B2'); // update
    t.rows.delete('a'); // delete
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['B2', 'C', 'D']);
    expect(t.state.fetched).toBe(5);
    t.rows.delete('c');
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['B2', 'D']);
    expect(t.state.fetched).toBe(5);
    expect(kept.size()).toBe(2);
  });

  it('leaves out a row deleted between listing and fetching, and reads it as gone next time', async () => {
    const kept = createKeptRows<string>();
    const t = table({ a: 'A', b: 'B' });
    const listed = await t.versions();
    t.rows.delete('b');
    expect((await kept.rows('s', async () => listed, t.fetch)).rows).toEqual(['A']);
    expect((await kept.rows('s', t.versions, t.fetch)).rows).toEqual(['A']);
    expect(kept.size()).toBe(1);
  });

  it('keeps at most maxRows rows, least recently read scope first out', async () => {
    const kept = createKeptRows<string>({ maxRows: 3 });
    const one = table({ a: 'A', b: 'B' });
    const two = table({ c: 'C', d: 'D' });
    await kept.rows('one', one.versions, one.fetch);
    await kept.rows('two', two.versions, two.fetch);
    expect(kept.size()).toBe(2);
    await kept.rows('one', one.versions, one.fetch);
    expect(one.state.fetched).toBe(4); // 'one' was dropped for 'two' and read again in full
    const big = table({ e: 'E', f: 'F', g: 'G', h: 'H' });
    expect((await kept.rows('big', big.versions, big.fetch)).rows).toEqual(['E', 'F', 'G', 'H']);
    expect(kept.size()).toBe(0);
  });

  it('answers without listing while the stamp is the one last listed under, and lists again when it moves', async () => {
    const kept = createKeptRows<string>();
    const t = table({ a: 'A', b: 'B' });
    let listings = 0;
    const versions = () => {
      listings++;
      return t.versions();
    };
    expect((await kept.rows('s', versions, t.fetch, 'v1')).rows).toEqual(['A', 'B']);
    expect((await kept.rows('s', versions, t.fetch, 'v1')).rows).toEqual(['A', 'B']);
    expect(listings).toBe(1);
    t.write('b', 'B2');
    expect((await kept.rows('s', versions, t.fetch, 'v2')).rows).toEqual(['A', 'B2']);
    expect(listings).toBe(2);
    // Without a stamp, every call lists.
    expect((await kept.rows('s', versions, t.fetch)).rows).toEqual(['A', 'B2']);
    expect(listings).toBe(3);
    // The stamp 'v3' was read before a write the listing already sees: kept under 'v3', so the write's own stamp
    // ('v4') lists once more rather than never.
    t.write('c', 'C');
    expect((await kept.rows('s', versions, t.fetch, 'v3')).rows).toEqual(['A', 'B2', 'C']);
    expect((await kept.rows('s', versions, t.fetch, 'v4')).rows).toEqual(['A', 'B2', 'C']);
    expect((await kept.rows('s', versions, t.fetch, 'v4')).rows).toEqual(['A', 'B2', 'C']);
    expect(listings).toBe(5);
    expect(t.state.fetched).toBe(4);
  });

  it('says which stamp the rows are exactly as of, when listed with one and nothing moved before the fetch', async () => {
    const kept = createKeptRows<string>();
    const t = table({ a: 'A', b: 'B' });
    expect(await kept.rows('s', t.stamped, t.fetch)).toEqual({ rows: ['A', 'B'], stamp: 's1' });
    // Kept under the listing's stamp: read under it again, no listing, still exact.
    let listings = 0;
    const counted = () => {
      listings++;
      return t.stamped();
    };
    expect(await kept.rows('s', counted, t.fetch, 's1')).toEqual({ rows: ['A', 'B'], stamp: 's1' });
    expect(listings).toBe(0);
    // A row written between the listing and the fetch: the rows are newer than the stamp, which is not claimed.
    t.write('c', 'C');
    const listing = await t.stamped();
    t.write('c', 'C2');
    expect(await kept.rows('s', async () => listing, t.fetch)).toEqual({ rows: ['A', 'B', 'C2'], stamp: undefined });
    // A row deleted in between: not exact either.
    t.write('d', 'D');
    const before = await t.stamped();
    t.rows.delete('d');
    expect(await kept.rows('s', async () => before, t.fetch)).toEqual({ rows: ['A', 'B', 'C2'], stamp: undefined });
    // Listed again with nothing moving: exact at the current stamp.
    expect(await kept.rows('s', t.stamped, t.fetch)).toEqual({ rows: ['A', 'B', 'C2'], stamp: 's4' });
  });
});
