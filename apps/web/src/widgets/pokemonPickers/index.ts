/**
 * Boxes that pick a Pokémon from the server's indexes and read them themselves (so `ui/` stays free of data): the
 * species search of the team builder and the restricted list, and the sprite picker of decks and deck categories.
 */
export { SpeciesSearch } from './SpeciesSearch.tsx';
export { SpritePicker } from './SpritePicker.tsx';
