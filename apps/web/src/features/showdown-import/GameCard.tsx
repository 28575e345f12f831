/**
 * One replay as a game of the match, before anything is saved (issue 13): the result, how it ended, your and the
 * opponent's leads and brought Pokémon, the first knock-out, each side's Tera or Mega Evolution, and the replay link;
 * a result chooser when the replay does not say who won.
 *
 * Issue 29 (Pokémon Champions): a Mega format's game shows each side's Mega Evolution in place of Tera (core
 * `isMegaFormat` of the format label); either shows whatever the format when the replay shows one.
 *
 * Decisions:
 * - A left-out game stays in place, dimmed, with "Take back"; its facts are still readable.
 * - The figures come from the game's fields (what will be stored); `gameWords.ts` puts them in words.
 */
import { isMegaFormat, type ShowdownGamePreview } from '@trainerlog/core';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useVgcRegulations } from '../../data/shared/useVgcRegulations.ts';
import type { GameOutcome, GameResult } from '../../ui/importReview/arrangement.ts';
import { GameFrame, GameResultChooser, GameTitle, LeaveOutButton } from '../../ui/importReview/GameControls.tsx';
import { endingWords, firstKnockoutWords, megaForme, teraType } from './gameWords.ts';
import { PokemonNames } from './Pokemon.tsx';
import classes from './ShowdownImport.module.css';

export interface GameCardProps {
  game: ShowdownGamePreview;
  /** 1-based number within its match. */
  number: number;
  result: GameOutcome | null;
  excluded: boolean;
  /** Where the replay came from ("Pasted replay 1", a file name) when it has no link. */
  origin: string;
  errors: readonly string[];
  onExclude(excluded: boolean): void;
  onChooseResult(result: GameResult): void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.4}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Tera({ species, type }: { species: string | null; type: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {species ? `${species}${type ? ` (${type})` : ''}` : 'No Tera'}
    </Text>
  );
}

function Mega({ species, forme }: { species: string | null; forme: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {species ? `${species}${forme && forme !== species ? ` (${forme})` : ''}` : 'No Mega Evolution'}
    </Text>
  );
}

export function GameCard(props: GameCardProps) {
  const { game, number, result, excluded, errors } = props;
  const legend = `Game ${number}`;
  const { fields } = game;
  const known = game.me !== null;
  const replayDecides = fields.result !== null;
  // The server's regulations: an admin-added regulation's Showdown id is a Mega format too.
  const { regulations } = useVgcRegulations();
  const megaFormat = isMegaFormat(game.formatLabel, regulations) || isMegaFormat(game.reading.formatId, regulations);
  const showMega = megaFormat || fields.megaPokemon !== null || fields.opponentMegaPokemon !== null;
  const showTera = !megaFormat || fields.teraPokemon !== null || fields.opponentTeraPokemon !== null;

  return (
    <GameFrame legend={legend} testId={`showdown-game-${game.index}`} excluded={excluded}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Group gap={8} style={{ flex: '1 1 12rem' }}>
          <GameTitle legend={legend} result={result} excluded={excluded} />
        </Group>
        <Group gap={4} wrap="nowrap">
          {game.replayLink ? (
            <Anchor
              href={game.replayLink}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              aria-label={`${legend} replay`}
            >
              <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
                Replay
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed" maw={160} truncate>
              {props.origin}
            </Text>
          )}
          <LeaveOutButton legend={legend} excluded={excluded} onExclude={props.onExclude} />
        </Group>
      </Group>

      {known ? (
        <>
          <Text size="sm" c="dimmed" mt={-6}>
            {endingWords(game)}
          </Text>
          <div className={classes.facts}>
            <Fact label="Your leads">
              <PokemonNames names={fields.leadPokemon} side="player" label={`${legend}: your leads`} />
            </Fact>
            <Fact label="Opponent's leads">
              <PokemonNames names={fields.opponentLeadPokemon} side="opponent" label={`${legend}: opponent's leads`} />
            </Fact>
            <Fact label="You brought">
              <PokemonNames names={fields.broughtPokemon} side="player" label={`${legend}: you brought`} />
            </Fact>
            <Fact label="Opponent brought">
              <PokemonNames
                names={fields.opponentBroughtPokemon}
                side="opponent"
                label={`${legend}: opponent brought`}
              />
            </Fact>
            {showTera ? (
              <>
                <Fact label="Your Tera">
                  <Tera species={fields.teraPokemon} type={teraType(game, 'player')} />
                </Fact>
                <Fact label="Opponent's Tera">
                  <Tera species={fields.opponentTeraPokemon} type={teraType(game, 'opponent')} />
                </Fact>
              </>
            ) : null}
            {showMega ? (
              <>
                <Fact label="Your Mega Evolution">
                  <Mega species={fields.megaPokemon} forme={megaForme(game, 'player')} />
                </Fact>
                <Fact label="Opponent's Mega Evolution">
                  <Mega species={fields.opponentMegaPokemon} forme={megaForme(game, 'opponent')} />
                </Fact>
              </>
            ) : null}
          </div>
          <Fact label="First knock-out">
            <Text size="sm">{firstKnockoutWords(game)}</Text>
          </Fact>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {game.reading.players.p1} vs {game.reading.players.p2}: choose which player you are to see this game from your
          side.
        </Text>
      )}

      <GameResultChooser
        legend={legend}
        result={result}
        errors={errors}
        asks={known && !replayDecides && !excluded}
        hint="The replay does not say who won: choose the result"
        onChooseResult={props.onChooseResult}
      />
    </GameFrame>
  );
}
