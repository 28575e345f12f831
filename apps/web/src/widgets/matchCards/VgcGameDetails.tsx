import { formatMatchDate, type VgcGame, type VgcMatch } from '@trainerlog/core';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DetailRow, DetailSection } from './DetailSection.tsx';
import { RESULT_COLORS } from './MatchBadges.tsx';
import { matchResultReading, RESULT_ONLY, NOT_RECORDED } from './matchText.ts';
import { PokemonNames, type IsRestricted } from './VgcPokemon.tsx';
import {
  bestOfText,
  firstKnockoutText,
  NO_OPPONENT_TEAM,
  NO_PLAYER_TEAM,
  NO_USED_POKEMON,
  opponentNameText,
  safeReplayHref,
  teamNames,
  vgcTurnOrderText,
} from './vgcMatchText.ts';

/** A replay opens in a new tab; `noopener` keeps that page from reaching back into this one. */
function ReplayLink({ link }: { link: string }) {
  const href = safeReplayHref(link);
  if (!href) return <>{NOT_RECORDED}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
        Watch replay
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** The match as a whole (the same for every game tab): opponent, format, best-of, date, score, group, replay. */
export function VgcMatchInformation({ match }: { match: VgcMatch }) {
  const { outcome, label, resultOnly } = matchResultReading(match);
  return (
    <DetailSection title="Match Information">
      <DetailRow label="Opponent">{opponentNameText(match)}</DetailRow>
      <DetailRow label="Format">{match.format.trim() || NOT_RECORDED}</DetailRow>
      <DetailRow label="Best of">{bestOfText(match)}</DetailRow>
      <DetailRow label="Date">{formatMatchDate(match.date)}</DetailRow>
      <DetailRow label="Score">
        <Badge color={RESULT_COLORS[outcome]} variant="light" tt="none">
          {resultOnly ? `${label} · ${RESULT_ONLY}` : label}
        </Badge>
      </DetailRow>
      {match.group ? <DetailRow label="Group">{match.group.name}</DetailRow> : null}
      {safeReplayHref(match.replayLink) ? (
        <DetailRow label="Match replay">
          <ReplayLink link={match.replayLink} />
        </DetailRow>
      ) : null}
    </DetailSection>
  );
}

/** Both teams side by side (stacked on a phone), with the spec's texts for a team that was not recorded. */
export function VgcTeams({ match, isRestricted }: { match: VgcMatch; isRestricted?: IsRestricted }) {
  const yours = teamNames(match.playerTeam);
  const theirs = teamNames(match.opponentTeam);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <DetailSection title="Your Team">
        {yours.length > 0 ? (
          <PokemonNames names={yours} side="player" label="Your team" isRestricted={isRestricted} />
        ) : (
          <Text size="sm" c="dimmed">
            {NO_PLAYER_TEAM}
          </Text>
        )}
      </DetailSection>
      <DetailSection title="Opponent's Team">
        {theirs.length > 0 ? (
          <PokemonNames names={theirs} side="opponent" label="Opponent's team" isRestricted={isRestricted} />
        ) : (
          <Text size="sm" c="dimmed">
            {NO_OPPONENT_TEAM}
          </Text>
        )}
      </DetailSection>
    </SimpleGrid>
  );
}

/** One side's Pokémon under a label, or "Not recorded". */
function SidePokemon({
  label,
  names,
  side,
  isRestricted,
}: {
  label: string;
  names: readonly string[];
  side: 'player' | 'opponent';
  isRestricted?: IsRestricted;
}): ReactNode {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {names.length > 0 ? (
        <PokemonNames names={names} side={side} label={label} isRestricted={isRestricted} />
      ) : (
        <Text size="sm" fw={600}>
          {NOT_RECORDED}
        </Text>
      )}
    </Stack>
  );
}

export function VgcLeads({ game, isRestricted }: { game: VgcGame; isRestricted?: IsRestricted }) {
  return (
    <DetailSection title="Leads">
      <SidePokemon label="Your leads" names={game.leadPokemon} side="player" isRestricted={isRestricted} />
      <SidePokemon
        label="Opponent's leads"
        names={game.opponentLeadPokemon}
        side="opponent"
        isRestricted={isRestricted}
      />
    </DetailSection>
  );
}

/**
 * The Pokémon each side brought to the game (four of six); the spec's text when neither side was recorded. The Tera
 * and Mega Evolved Pokémon of each side, when recorded, below them (older games have none).
 */
export function VgcPokemonUsed({ game, isRestricted }: { game: VgcGame; isRestricted?: IsRestricted }) {
  const none = game.broughtPokemon.length === 0 && game.opponentBroughtPokemon.length === 0;
  return (
    <DetailSection title="Pokémon Used">
      {none ? (
        <Text size="sm" c="dimmed">
          {NO_USED_POKEMON}
        </Text>
      ) : (
        <>
          <SidePokemon label="You brought" names={game.broughtPokemon} side="player" isRestricted={isRestricted} />
          <SidePokemon
            label="Opponent brought"
            names={game.opponentBroughtPokemon}
            side="opponent"
            isRestricted={isRestricted}
          />
        </>
      )}
      {game.teraPokemon ? (
        <SidePokemon label="Your Tera" names={[game.teraPokemon]} side="player" isRestricted={isRestricted} />
      ) : null}
      {game.opponentTeraPokemon ? (
        <SidePokemon
          label="Opponent's Tera"
          names={[game.opponentTeraPokemon]}
          side="opponent"
          isRestricted={isRestricted}
        />
      ) : null}
      {game.megaPokemon ? (
        <SidePokemon label="Your Mega Evolved" names={[game.megaPokemon]} side="player" isRestricted={isRestricted} />
      ) : null}
      {game.opponentMegaPokemon ? (
        <SidePokemon
          label="Opponent's Mega Evolved"
          names={[game.opponentMegaPokemon]}
          side="opponent"
          isRestricted={isRestricted}
        />
      ) : null}
    </DetailSection>
  );
}

export function VgcGameFacts({ game }: { game: VgcGame }) {
  return (
    <DetailSection title="Game Details">
      <DetailRow label="Turn order">{vgcTurnOrderText(game)}</DetailRow>
      <DetailRow label="First knockout">{firstKnockoutText(game)}</DetailRow>
      <DetailRow label="Replay">
        <ReplayLink link={game.replayLink} />
      </DetailRow>
    </DetailSection>
  );
}
