/**
 * The compact match rows of spec part 2 §2 "Group match list popup", also used by the Match Group dialog's list:
 * - TCG: the deck sprite (plus a secondary one when the deck is known), the deck name or 'My Deck', 'vs', the
 *   opponent deck or 'Opponent Deck', the date, the format, the opponent's sprite and a game score badge like 2-1
 *   (a result-only match, whose scores are not known, shows its result's letter and "Result only": 'W · Result only').
 * - VGC: up to GROUP_ROW_SPRITES sprites per side, the teams, the date, the format and a W, L or T badge.
 * Dates read 'Jan 5, 2024', or 'Unknown date' when missing or invalid.
 */
import {
  formatMatchDate,
  GROUP_ROW_SPRITES,
  isResultOnly,
  pokemonNameList,
  RESULT_ONLY_SCORE,
  type TcgMatch,
  type VgcMatch,
} from '@trainerlog/core';
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Sprite } from '../../ui/Sprite.tsx';
import type { YourDeckSprites } from '../matchCards/index.ts';
import classes from './MatchGroups.module.css';

const RESULT_COLORS = { win: 'teal', loss: 'red', tie: 'gray' } as const;
const RESULT_LETTERS = { win: 'W', loss: 'L', tie: 'T' } as const;
const RESULT_WORDS = { win: 'Won', loss: 'Lost', tie: 'Tied' } as const;

export const MY_DECK = 'My Deck';
export const OPPONENT_DECK = 'Opponent Deck';
export const MY_TEAM = 'My Team';
export const OPPONENT_TEAM = 'Opponent Team';

/** 'Calyrex-Shadow / Incineroar +4': the first sprites' names, and how many more. */
export function teamLabel(team: readonly string[] | string, fallback: string): string {
  const names = pokemonNameList(team);
  if (names.length === 0) return fallback;
  const shown = names.slice(0, GROUP_ROW_SPRITES).join(' / ');
  return names.length > GROUP_ROW_SPRITES ? `${shown} +${names.length - GROUP_ROW_SPRITES}` : shown;
}

export function tcgRowTitle(match: Pick<TcgMatch, 'deckName' | 'opponentDeck'>) {
  return { mine: match.deckName.trim() || MY_DECK, theirs: match.opponentDeck.trim() || OPPONENT_DECK };
}

export function vgcRowTitle(match: Pick<VgcMatch, 'playerTeam' | 'opponentTeam' | 'opponentName'>) {
  const opponentTeam = teamLabel(match.opponentTeam, OPPONENT_TEAM);
  const opponent = match.opponentName.trim();
  return {
    mine: teamLabel(match.playerTeam, MY_TEAM),
    theirs: opponent ? `${opponent} (${opponentTeam})` : opponentTeam,
  };
}

function Facts({
  children,
  playedBy,
  group,
}: {
  children: ReactNode;
  playedBy?: string | null;
  group?: string | null;
}) {
  return (
    <Text fz="xs" c="dimmed" className={classes.rowTitle}>
      {children}
      {playedBy ? ` · Played by ${playedBy}` : ''}
      {group ? ` · In ${group}` : ''}
    </Text>
  );
}

/** 'Mine vs Theirs'; `compactMine` leaves the player's side to its sprites on phones (a VGC team's names are long). */
function Title({ mine, theirs, compactMine = false }: { mine: string; theirs: string; compactMine?: boolean }) {
  return (
    <Text fz="sm" fw={600} className={classes.rowHeading}>
      <span className={compactMine ? classes.hideOnPhone : undefined}>{mine} </span>
      <Text span c="dimmed" fw={400} fz="xs">
        vs
      </Text>{' '}
      {theirs}
    </Text>
  );
}

export interface TcgRowContentProps {
  match: TcgMatch;
  /** The deck's saved sprites when the viewer knows the deck (their own match). */
  deckSprites?: YourDeckSprites | null;
  playedBy?: string | null;
  /** The group the match was last put in (the Match Group dialog shows it). */
  group?: string | null;
}

export function TcgRowContent({ match, deckSprites, playedBy, group }: TcgRowContentProps) {
  const title = tcgRowTitle(match);
  const score = isResultOnly(match) ? `${RESULT_LETTERS[match.result]} · ${RESULT_ONLY_SCORE}` : match.score;
  return (
    <>
      <span className={classes.sprites} aria-hidden>
        {deckSprites?.sprite ? (
          <>
            <Sprite slug={deckSprites.sprite} size="small" side="player" alt="" />
            {deckSprites.secondarySprite ? (
              <Sprite slug={deckSprites.secondarySprite} size="small" side="player" alt="" />
            ) : null}
          </>
        ) : (
          <Sprite name={match.deckName} size="small" side="player" alt="" />
        )}
      </span>
      <span className={classes.rowMain}>
        <Title {...title} />
        <Facts playedBy={playedBy} group={group}>
          {formatMatchDate(match.date)} · {match.format || 'Bo1'}
        </Facts>
      </span>
      <span className={`${classes.sprites} ${classes.opponentSprites}`} aria-hidden>
        <Sprite name={match.opponentDeck} size="small" side="opponent" alt="" />
      </span>
      <Badge
        color={RESULT_COLORS[match.result]}
        variant="filled"
        style={{ flexShrink: 0 }}
        aria-label={`${RESULT_WORDS[match.result]} ${isResultOnly(match) ? `(${RESULT_ONLY_SCORE.toLowerCase()})` : match.score}`}
      >
        {score}
      </Badge>
    </>
  );
}

function TeamSprites({ team, side }: { team: readonly string[]; side: 'player' | 'opponent' }) {
  return (
    <span className={`${classes.sprites} ${side === 'opponent' ? classes.opponentSprites : ''}`} aria-hidden>
      {pokemonNameList(team)
        .slice(0, GROUP_ROW_SPRITES)
        .map((name, i) => (
          <Sprite key={`${i}:${name}`} name={name} size="small" side={side} alt="" />
        ))}
    </span>
  );
}

export function VgcRowContent({
  match,
  playedBy,
  group,
}: {
  match: VgcMatch;
  playedBy?: string | null;
  group?: string | null;
}) {
  return (
    <>
      <TeamSprites team={match.playerTeam} side="player" />
      <span className={classes.rowMain}>
        <Title {...vgcRowTitle(match)} compactMine />
        <Facts playedBy={playedBy} group={group}>
          {formatMatchDate(match.date)}
          {match.format.trim() ? ` · ${match.format.trim()}` : ''}
        </Facts>
      </span>
      <TeamSprites team={match.opponentTeam} side="opponent" />
      <Badge
        color={RESULT_COLORS[match.result]}
        variant="filled"
        style={{ flexShrink: 0 }}
        aria-label={RESULT_WORDS[match.result]}
      >
        {RESULT_LETTERS[match.result]}
      </Badge>
    </>
  );
}
