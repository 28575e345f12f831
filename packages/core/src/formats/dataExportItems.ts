/**
 * One item of the account's data file (issue 16, `schemas/dataExport.ts`) from the item as the API or the browser
 * store answers it: the fields its input schema takes, under its original id as `exportId`. The server's export and
 * the guest's browser export build the file with these, so both write the same document.
 *
 * `deckId` / `teamId` are passed in: the caller says which references the file holds (a guest's match may name a deck
 * deleted since, which the file must not reference). The import keys of a match's logs (the server's; a browser keeps
 * none) are written only when there are some.
 */
import type { Deck } from '../schemas/decks.ts';
import type { Team } from '../schemas/teams.ts';
import type { TcgMatch } from '../schemas/tcgMatches.ts';
import type { VgcMatch } from '../schemas/vgcMatches.ts';

export function exportedDeckOf(d: Deck) {
  return {
    exportId: d._id,
    name: d.name,
    description: d.description,
    category: d.category,
    pokemonSprite: d.pokemonSprite,
    secondaryPokemonSprite: d.secondaryPokemonSprite,
    cards: d.cards,
  };
}

export function exportedTeamOf(t: Team) {
  return {
    exportId: t._id,
    name: t.name,
    format: t.format,
    pokemon: t.pokemon.map(({ id: _id, ...pokemon }) => pokemon),
  };
}

export function exportedTcgMatchOf(m: TcgMatch, deckId: string | null, ptcglLogFingerprints: readonly string[] = []) {
  return {
    exportId: m._id,
    deckId,
    deckName: m.deckName,
    opponentDeck: m.opponentDeck,
    opponentDeckVariant: m.opponentDeckVariant,
    format: m.format,
    date: m.date,
    notes: m.notes,
    games: m.games,
    importSource: m.importSource,
    recordedResult: m.recordedResult,
    timeCalled: m.timeCalled,
    specialResult: m.specialResult,
    ptcglLogText: m.ptcglLogText,
    ...(ptcglLogFingerprints.length > 0 ? { ptcglLogFingerprints: [...ptcglLogFingerprints] } : {}),
  };
}

export function exportedVgcMatchOf(m: VgcMatch, teamId: string | null, showdownReplayKeys: readonly string[] = []) {
  return {
    exportId: m._id,
    teamId,
    playerTeam: m.playerTeam,
    opponentTeam: m.opponentTeam,
    opponentName: m.opponentName,
    format: m.format,
    bestOf: m.bestOf === 3 ? (3 as const) : (1 as const),
    date: m.date,
    replayLink: m.replayLink,
    notes: m.notes,
    games: m.games,
    recordedResult: m.recordedResult,
    timeCalled: m.timeCalled,
    specialResult: m.specialResult,
    ...(showdownReplayKeys.length > 0 ? { showdownReplayKeys: [...showdownReplayKeys] } : {}),
  };
}
