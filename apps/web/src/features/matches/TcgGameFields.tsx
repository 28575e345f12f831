/**
 * One game of the TCG match form: result (W/L keys), coin flip, choice, turn order, concession, mulligans, and the
 * prize cards behind a toggle (first prize, prize order, prize contents), then the game's notes.
 */
import { MAX_MULLIGANS, MAX_PRIZES_PER_SIDE } from '@trainerlog/core';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Fieldset,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconChevronDown, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  boolState,
  ChoiceField,
  fromBoolState,
  fromTriState,
  GameNotesField,
  GameResultField,
  NONE,
  notRecorded,
  triState,
} from './gameControls.tsx';
import type { GameForm, Side } from './tcgMatchForm.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

/**
 * The line under the coin flip: whose choice "Choice" is, and whether "You went" was filled from the flip (issue 28),
 * so the player knows to correct it only if the game went otherwise.
 */
export function turnOrderNote(game: Pick<GameForm, 'wentFirst' | 'wentFirstSetByPlayer'>): string {
  if (game.wentFirstSetByPlayer) return 'Choice is made by whoever won the flip.';
  if (game.wentFirst === null) return 'Choice is made by whoever won the flip; "You went" then fills itself in.';
  return `You went ${game.wentFirst ? 'first' : 'second'}, from the coin flip and the choice: change it if the game went otherwise.`;
}

interface GameFieldsProps {
  index: number;
  game: GameForm;
  showTitle: boolean;
  /** Issue 29: time was called, so a game may be a tie. */
  allowTie?: boolean;
  errors: Record<string, string>;
  onChange(changes: Partial<GameForm>): void;
}

export function TcgGameFields({ index, game, showTitle, allowTie = false, errors, onChange }: GameFieldsProps) {
  const [prizesOpen, setPrizesOpen] = useState(
    game.firstPrizeTakenBy !== null || game.prizeOrder.length > 0 || game.prizeContents.length > 0,
  );
  const key = (field: string) => errors[`games.${index}.${field}`];
  const prizeError = Object.entries(errors).find(
    ([path, message]) => message && path.startsWith(`games.${index}.advancedDetails`),
  )?.[1];
  const taken = (side: Side) => game.prizeOrder.filter((s) => s === side).length;
  const legend = `Game ${index + 1}`;
  const resultError = key('result');

  return (
    <Fieldset legend={showTitle ? legend : 'Game'} aria-label={legend} radius="lg" data-testid={`game-${index + 1}`}>
      <Stack gap="sm">
        <GameResultField
          index={index}
          legend={legend}
          value={game.result}
          allowTie={allowTie}
          error={resultError}
          onChange={(result) => onChange({ result })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          <ChoiceField
            label="Coin flip"
            ariaLabel={`${legend} coin flip`}
            data={[notRecorded, { value: 'yes', label: 'Won' }, { value: 'no', label: 'Lost' }]}
            value={boolState(game.coinFlipWin)}
            onChange={(value) => onChange({ coinFlipWin: fromBoolState(value) })}
          />
          <ChoiceField
            label="Choice"
            ariaLabel={`${legend} coin flip choice`}
            data={[notRecorded, { value: 'first', label: 'First' }, { value: 'second', label: 'Second' }]}
            value={triState(game.coinFlipChoice)}
            onChange={(value) => onChange({ coinFlipChoice: fromTriState<'first' | 'second'>(value) })}
          />
          <ChoiceField
            label="You went"
            ariaLabel={`${legend} turn order`}
            data={[notRecorded, { value: 'yes', label: 'First' }, { value: 'no', label: 'Second' }]}
            value={boolState(game.wentFirst)}
            onChange={(value) => onChange({ wentFirst: fromBoolState(value) })}
          />
          <ChoiceField
            label="Conceded"
            ariaLabel={`${legend} conceded`}
            data={[
              { value: NONE, label: 'No' },
              { value: 'Player', label: 'By you' },
              { value: 'Opponent', label: 'By opp.' },
            ]}
            value={triState(game.conceded)}
            onChange={(value) => onChange({ conceded: fromTriState<'Player' | 'Opponent'>(value) })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid={`game-${index + 1}-turn-order-note`}>
          {turnOrderNote(game)}
        </Text>
        <SimpleGrid cols={2} spacing="sm" maw={520}>
          <NumberInput
            label="Your mulligans"
            size="sm"
            min={0}
            max={MAX_MULLIGANS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={game.playerMulligans}
            onChange={(value) => onChange({ playerMulligans: typeof value === 'number' ? value : 0 })}
            error={key('playerMulligans')}
          />
          <NumberInput
            label="Opp. mulligans"
            aria-label="Opponent mulligans"
            size="sm"
            min={0}
            max={MAX_MULLIGANS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={game.opponentMulligans}
            onChange={(value) => onChange({ opponentMulligans: typeof value === 'number' ? value : 0 })}
            error={key('opponentMulligans')}
          />
        </SimpleGrid>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => setPrizesOpen((open) => !open)}
            aria-expanded={prizesOpen}
            rightSection={
              <IconChevronDown
                size={14}
                style={{ transform: prizesOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            Prize cards
          </Button>
          <Collapse expanded={prizesOpen}>
            <Stack gap="sm" pt="xs">
              <Input.Wrapper label="First prize taken by">
                <SegmentedControl
                  display="flex"
                  maw={300}
                  size="xs"
                  data={[notRecorded, { value: 'player', label: 'You' }, { value: 'opponent', label: 'Opponent' }]}
                  value={triState(game.firstPrizeTakenBy)}
                  onChange={(value) => onChange({ firstPrizeTakenBy: fromTriState<Side>(value) })}
                  aria-label={`${legend} first prize taken by`}
                />
              </Input.Wrapper>
              <Input.Wrapper
                label="Prize order"
                description={`Who took each prize, in turn (up to ${MAX_PRIZES_PER_SIDE} each)`}
              >
                <Group gap={6} mt={4} data-testid={`game-${index + 1}-prize-order`}>
                  {game.prizeOrder.map((side, i) => (
                    <Badge
                      key={i}
                      variant="light"
                      color={side === 'player' ? 'teal' : 'red'}
                      rightSection={
                        <ActionIcon
                          size="xs"
                          variant="transparent"
                          color="gray"
                          aria-label={`Remove prize ${i + 1}`}
                          onClick={() => onChange({ prizeOrder: game.prizeOrder.filter((_, j) => j !== i) })}
                        >
                          <IconX size={10} />
                        </ActionIcon>
                      }
                    >
                      {i + 1}. {side === 'player' ? 'You' : 'Opponent'}
                    </Badge>
                  ))}
                  {(['player', 'opponent'] as const).map((side) => (
                    <Button
                      key={side}
                      size="compact-xs"
                      variant="default"
                      disabled={taken(side) >= MAX_PRIZES_PER_SIDE}
                      onClick={() => onChange({ prizeOrder: [...game.prizeOrder, side] })}
                    >
                      + {side === 'player' ? 'You' : 'Opponent'}
                    </Button>
                  ))}
                </Group>
              </Input.Wrapper>
              <TagsInput
                label="Prize contents"
                description="Cards that were prized; press Enter after each"
                maxTags={MAX_PRIZES_PER_SIDE * 2}
                value={game.prizeContents}
                onChange={(value) => onChange({ prizeContents: value })}
              />
              {prizeError ? (
                <Text size="sm" c="red">
                  {prizeError}
                </Text>
              ) : null}
            </Stack>
          </Collapse>
        </div>
        <GameNotesField
          index={index}
          showTitle={showTitle}
          value={game.notes}
          error={key('notes')}
          onChange={(notes) => onChange({ notes })}
        />
      </Stack>
    </Fieldset>
  );
}
