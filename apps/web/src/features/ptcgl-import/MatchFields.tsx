/**
 * A proposed match's corrections (issue 12: "the player can correct the deck, the opponent's archetype and the
 * format"): your deck (one of your decks, or a typed name), the opponent's archetype (a community category, or typed),
 * its variant, and Bo1/Bo3.
 *
 * Decisions:
 * - Like the logging form: with decks, a select (cleared → a name field appears); without decks, a name field. The
 *   proposal preselects the deck that best matches the cards you played, else your active deck.
 * - The archetype field suggests the community categories but takes any name; "Unknown" is what a log that shows
 *   too little proposes, and the player may keep it.
 * - The archetype's sprite follows what is typed: a category's sprites when the name is one, else the Pokémon the log
 *   saw while the proposal's name is kept, else whatever the name resolves to.
 */
import { MATCH_DECK_NAME_MAX_LENGTH, type Deck, type DeckCategory, type PtcglMatchProposal } from '@trainerlog/core';
import { Autocomplete, Input, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Sprite } from '../../ui/Sprite.tsx';
import type { ArrangedMatch } from './arrangement.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

interface MatchFieldsProps {
  match: ArrangedMatch;
  proposal: Pick<PtcglMatchProposal, 'opponentDeck' | 'opponentPokemon'> | undefined;
  decks: readonly Deck[];
  categories: readonly DeckCategory[];
  errors: Record<string, string>;
  onChange(changes: Partial<Omit<ArrangedMatch, 'key' | 'games'>>): void;
}

function OpponentSprite({
  name,
  proposal,
  categories,
}: Pick<MatchFieldsProps, 'proposal' | 'categories'> & { name: string }) {
  const category = categories.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
  if (category?.sprites[0]) return <Sprite slug={category.sprites[0]} size="small" side="opponent" alt="" />;
  if (proposal && proposal.opponentDeck === name && proposal.opponentPokemon[0]) {
    return <Sprite name={proposal.opponentPokemon[0]} size="small" side="opponent" alt="" />;
  }
  return <Sprite name={name.trim() || null} size="small" side="opponent" alt="" />;
}

export function MatchFields({ match, proposal, decks, categories, errors, onChange }: MatchFieldsProps) {
  const deckOptions = useMemo(
    () => decks.map((deck) => ({ value: deck._id, label: deck.name || 'Untitled deck' })),
    [decks],
  );
  const archetypes = useMemo(() => [...new Set(categories.map((c) => c.name))], [categories]);
  const deckChosen = !!match.deckId && deckOptions.some((d) => d.value === match.deckId);
  const chosenDeck = deckChosen ? decks.find((d) => d._id === match.deckId) : undefined;
  const deckError = errors.deckId || errors.deckName;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {deckOptions.length > 0 ? (
        <Select
          label="Your deck"
          placeholder="Choose a deck, or type a name below"
          data={deckOptions}
          value={deckChosen ? match.deckId : null}
          onChange={(deckId) => {
            const deck = decks.find((d) => d._id === deckId);
            onChange({ deckId: deck?._id ?? null, deckName: deck ? deck.name : match.deckName });
          }}
          clearable
          searchable
          leftSection={
            chosenDeck ? (
              <Sprite slug={chosenDeck.pokemonSprite} name={chosenDeck.name} size="small" side="player" alt="" />
            ) : undefined
          }
          leftSectionWidth={chosenDeck ? 40 : undefined}
          error={deckChosen ? deckError : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {!deckChosen ? (
        <TextInput
          label={deckOptions.length > 0 ? 'Or your deck name' : 'Your deck'}
          placeholder="e.g. Gardevoir ex"
          value={match.deckName}
          onChange={(event) => onChange({ deckId: null, deckName: event.currentTarget.value })}
          maxLength={MATCH_DECK_NAME_MAX_LENGTH}
          error={deckError}
        />
      ) : null}
      <Autocomplete
        label="Opponent's archetype"
        placeholder="e.g. Charizard ex, or Unknown"
        data={archetypes}
        value={match.opponentDeck}
        onChange={(opponentDeck) => onChange({ opponentDeck })}
        maxLength={MATCH_DECK_NAME_MAX_LENGTH}
        limit={8}
        leftSection={<OpponentSprite name={match.opponentDeck} proposal={proposal} categories={categories} />}
        leftSectionWidth={40}
        error={errors.opponentDeck}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Opponent variant"
        placeholder="Optional, e.g. Pidgeot"
        value={match.opponentDeckVariant}
        onChange={(event) => onChange({ opponentDeckVariant: event.currentTarget.value })}
        maxLength={MATCH_DECK_NAME_MAX_LENGTH}
        error={errors.opponentDeckVariant}
      />
      <Input.Wrapper label="Format" error={errors.format}>
        <SegmentedControl
          display="flex"
          maw={260}
          mt={4}
          data={[
            { value: 'Bo1', label: 'Best of 1' },
            { value: 'Bo3', label: 'Best of 3' },
          ]}
          value={match.format}
          onChange={(value) => onChange({ format: value === 'Bo3' ? 'Bo3' : 'Bo1' })}
          aria-label="Format"
        />
      </Input.Wrapper>
    </SimpleGrid>
  );
}
