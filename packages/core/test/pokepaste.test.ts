import { describe, expect, it } from 'vitest';
import { POKEPASTE_MESSAGES, pokepasteLinkIn, pokepasteQuerySchema, pokepasteReference } from '../src/index.ts';

const ID = '5c46f9ec443664cb';

describe('pokepasteReference', () => {
  it.each([
    ID,
    ` ${ID.toUpperCase()} `,
    `https://pokepast.es/${ID}`,
    `http://pokepast.es/${ID}/`,
    `https://www.pokepast.es/${ID}`,
    `pokepast.es/${ID}`,
    `https://pokepast.es/${ID}/raw`,
    `https://pokepast.es/${ID}/json`,
    `https://POKEPAST.ES/${ID.toUpperCase()}?utm=x#top`,
  ])('reads the id of %s', (text) => {
    expect(pokepasteReference(text)).toEqual({ id: ID });
  });

  it('accepts a configured mirror host with its port, and only that port', () => {
    expect(pokepasteReference(`http://127.0.0.1:4567/${ID}`, ['127.0.0.1:4567'])).toEqual({ id: ID });
    expect(pokepasteReference(`http://127.0.0.1:9999/${ID}`, ['127.0.0.1:4567'])).toEqual({
      error: POKEPASTE_MESSAGES.otherHost,
    });
  });

  it.each([
    ['', POKEPASTE_MESSAGES.required],
    ['   ', POKEPASTE_MESSAGES.required],
    [`https://pastebin.com/${ID}`, POKEPASTE_MESSAGES.otherHost],
    [`https://pokepast.es.evil.example/${ID}`, POKEPASTE_MESSAGES.otherHost],
    [`https://evilpokepast.es/${ID}`, POKEPASTE_MESSAGES.otherHost],
    ['https://pokepast.es/', POKEPASTE_MESSAGES.notAPaste],
    ['https://pokepast.es/create', POKEPASTE_MESSAGES.notAPaste],
    ['https://pokepast.es/123', POKEPASTE_MESSAGES.notAPaste],
    [`https://pokepast.es/${ID}0`, POKEPASTE_MESSAGES.notAPaste],
    [`https://pokepast.es/${ID}/edit`, POKEPASTE_MESSAGES.notAPaste],
    [`ftp://pokepast.es/${ID}`, POKEPASTE_MESSAGES.notAPaste],
    ['not a link at all', POKEPASTE_MESSAGES.notAPaste],
    ['zzzzzzzzzzzzzzzz', POKEPASTE_MESSAGES.notAPaste],
    [`https://pokepast.es/${'a'.repeat(400)}`, POKEPASTE_MESSAGES.tooLong],
  ])('refuses %j: %s', (text, error) => {
    expect(pokepasteReference(text)).toEqual({ error });
  });
});

describe('pokepasteLinkIn', () => {
  it('finds a text that is only a pokepast.es link', () => {
    expect(pokepasteLinkIn(`  https://pokepast.es/${ID}\n`)).toBe(`https://pokepast.es/${ID}`);
    expect(pokepasteLinkIn(`pokepast.es/${ID}`)).toBe(`pokepast.es/${ID}`);
  });

  it('leaves pastes, other links, bare ids and broken pokepast.es links alone', () => {
    expect(pokepasteLinkIn(`https://pokepast.es/${ID}\nPikachu @ Light Ball`)).toBeNull();
    expect(pokepasteLinkIn('Pikachu @ Light Ball\nAbility: Static')).toBeNull();
    expect(pokepasteLinkIn(`https://example.com/${ID}`)).toBeNull();
    expect(pokepasteLinkIn(ID)).toBeNull();
    expect(pokepasteLinkIn('https://pokepast.es/create')).toBeNull();
  });
});

describe('pokepasteQuerySchema', () => {
  it('trims and requires the link', () => {
    expect(pokepasteQuerySchema.parse({ url: ` ${ID} ` })).toEqual({ url: ID });
    expect(pokepasteQuerySchema.safeParse({ url: ' ' }).error?.issues[0]?.message).toBe(POKEPASTE_MESSAGES.required);
    expect(pokepasteQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(POKEPASTE_MESSAGES.required);
  });
});
