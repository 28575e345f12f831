/**
 * Step 3's offer of the player's list (issue 15: "your deck list from the standings is offered as a deck (or matched
 * to one of your decks)"): save it as a new deck or team (name editable), use one of the player's own (the one that
 * matches it best chosen already), or none. The list itself can be unfolded: the cards (TCG) or the Pokémon with
 * item, ability, Tera and moves (VGC).
 *
 * Decisions:
 * - When the standings carry no list for the player, "Save as a new …" is offered disabled with the reason.
 * - The choice starts on the saved deck/team that matches the list (`match`), else on saving a new one when there is
 *   a list, else on none.
 */
import { LIMITLESS_MESSAGES, type LimitlessGame, type LimitlessListOffer } from '@trainerlog/core';
import { Button, Collapse, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Sprite } from '../../ui/Sprite.tsx';
import { LIST_NOUN } from './limitlessText.ts';

export type ListAction = 'new' | 'existing' | 'none';

export interface ListChoice {
  action: ListAction;
  /** The saved deck/team with 'existing'. */
  id: string | null;
  /** The new deck/team's name with 'new'. */
  name: string;
}

export function initialListChoice(offer: LimitlessListOffer): ListChoice {
  const base = { id: offer.match?.id ?? null, name: offer.suggestedName };
  if (offer.match) return { ...base, action: 'existing' };
  return { ...base, action: offer.available ? 'new' : 'none' };
}

export interface ListOfferProps {
  game: LimitlessGame;
  offer: LimitlessListOffer;
  /** The player's saved decks (TCG) or teams (VGC). */
  saved: readonly { _id: string; name: string }[];
  savedLoading: boolean;
  choice: ListChoice;
  onChange(choice: ListChoice): void;
  errors: { list: string | null; listId: string | null; listName: string | null };
}

export function ListOffer({ game, offer, saved, savedLoading, choice, onChange, errors }: ListOfferProps) {
  const noun = LIST_NOUN[game];
  const options = saved.map((item) => ({ value: item._id, label: item.name || `Unnamed ${noun}` }));
  // A deck matched by the server but not (yet) in the loaded list still shows by its name.
  if (offer.match && !options.some((o) => o.value === offer.match!.id)) {
    options.unshift({ value: offer.match.id, label: offer.match.name });
  }
  return (
    <Stack gap="sm" component="section" aria-label={`Your ${noun}`}>
      <div>
        <Title order={3} fz="md">
          Your {noun}
        </Title>
        <Text size="sm" c="dimmed">
          {offer.available
            ? `Limitless has the ${noun} you played${offer.cardCount ? ` (${offer.cardCount} cards)` : ''}.`
            : LIMITLESS_MESSAGES.noListToSave}
        </Text>
      </div>
      {offer.available ? <PublishedList offer={offer} game={game} /> : null}
      <Radio.Group
        value={choice.action}
        onChange={(action) => onChange({ ...choice, action: action as ListAction })}
        error={errors.list}
        label={`What to do with your ${noun}`}
        styles={{ label: { display: 'none' } }}
      >
        <Stack gap="sm" mt={4}>
          <Stack gap={6}>
            <Radio value="new" label={`Save as a new ${noun}`} disabled={!offer.available} />
            {choice.action === 'new' ? (
              <TextInput
                label={`${noun === 'deck' ? 'Deck' : 'Team'} name`}
                value={choice.name}
                onChange={(event) => onChange({ ...choice, name: event.currentTarget.value })}
                error={errors.listName}
                maxLength={100}
                ml={30}
                maw={420}
              />
            ) : null}
          </Stack>
          <Stack gap={6}>
            <Radio value="existing" label={`Use one of my ${noun}s`} disabled={options.length === 0 && !savedLoading} />
            {choice.action === 'existing' ? (
              <Select
                label={`My ${noun}`}
                placeholder={savedLoading ? 'Loading…' : `Choose a ${noun}`}
                data={options}
                value={choice.id}
                onChange={(id) => onChange({ ...choice, id })}
                error={errors.listId}
                searchable
                nothingFoundMessage={`No ${noun} with that name`}
                ml={30}
                maw={420}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
          </Stack>
          <Radio value="none" label="None" description={`The matches are logged without your ${noun}.`} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

/** The list Limitless published, folded by default. */
function PublishedList({ offer, game }: { offer: LimitlessListOffer; game: LimitlessGame }) {
  const [open, setOpen] = useState(false);
  const empty = game === 'tcg' ? offer.cards.length === 0 : offer.pokemon.length === 0;
  if (empty) return null;
  return (
    <Stack gap={6}>
      {offer.sprites.length > 0 ? (
        <Group gap={0} aria-hidden>
          {offer.sprites.slice(0, 6).map((slug, i) => (
            <Sprite key={`${i}:${slug}`} slug={slug} size="small" alt="" />
          ))}
        </Group>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={() => setOpen((o) => !o)}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        aria-expanded={open}
      >
        {open ? 'Hide the list' : 'Show the list'}
      </Button>
      <Collapse expanded={open}>{game === 'tcg' ? <CardList offer={offer} /> : <PokemonList offer={offer} />}</Collapse>
    </Stack>
  );
}

function CardList({ offer }: { offer: LimitlessListOffer }) {
  const sections = (['Pokémon', 'Trainer', 'Energy'] as const)
    .map((supertype) => ({ supertype, cards: offer.cards.filter((c) => c.supertype === supertype) }))
    .filter((s) => s.cards.length > 0);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      {sections.map(({ supertype, cards }) => (
        <Stack key={supertype} gap={2} miw={200}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {supertype} ({cards.reduce((sum, c) => sum + c.count, 0)})
          </Text>
          {cards.map((card) => (
            <Text key={`${card.name}|${card.set}|${card.number}`} size="sm">
              {card.count} {card.name}{' '}
              <Text span size="xs" c="dimmed">
                {card.set} {card.number}
              </Text>
            </Text>
          ))}
        </Stack>
      ))}
    </Group>
  );
}

function PokemonList({ offer }: { offer: LimitlessListOffer }) {
  return (
    <Stack gap={6}>
      {offer.pokemon.map((p, i) => (
        <Group key={`${i}:${p.species}`} gap="xs" wrap="nowrap" align="flex-start">
          <Sprite name={p.species} size="small" alt="" />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {p.species}
              {p.item ? ` @ ${p.item}` : ''}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[p.ability, p.tera ? `Tera ${p.tera}` : '', p.moves.join(' / ')].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
