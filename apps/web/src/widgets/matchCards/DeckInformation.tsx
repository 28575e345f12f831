import { formatMatchDate, type TcgMatch } from '@trainerlog/core';
import { Badge, Group } from '@mantine/core';
import { DetailRow, DetailSection } from './DetailSection.tsx';
import { OpponentSprite, YourDeckSpriteGroup } from './MatchSprites.tsx';
import { RESULT_COLORS } from './MatchBadges.tsx';
import { matchResultReading, RESULT_ONLY, opponentDeckText, yourDeckName } from './matchText.ts';
import type { YourDeckSprites } from './types.ts';

/** The match as a whole: both decks, format, date and score (the same for every game tab). */
export function DeckInformation({
  match,
  yourDeckSprites,
}: {
  match: TcgMatch;
  yourDeckSprites?: YourDeckSprites | null;
}) {
  const { outcome, label, resultOnly } = matchResultReading(match);
  return (
    <DetailSection title="Deck Information">
      <DetailRow label="Your deck">
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <YourDeckSpriteGroup deckName={match.deckName} sprites={yourDeckSprites} size="small" />
          <span>{yourDeckName(match)}</span>
        </Group>
      </DetailRow>
      <DetailRow label="Opponent's deck">
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <OpponentSprite opponentDeck={match.opponentDeck} size="small" />
          <span>{opponentDeckText(match)}</span>
        </Group>
      </DetailRow>
      <DetailRow label="Format">{match.format || 'Bo1'}</DetailRow>
      <DetailRow label="Date">{formatMatchDate(match.date)}</DetailRow>
      <DetailRow label="Score">
        <Badge color={RESULT_COLORS[outcome]} variant="light" tt="none">
          {resultOnly ? `${label} · ${RESULT_ONLY}` : label}
        </Badge>
      </DetailRow>
      {match.group ? <DetailRow label="Group">{match.group.name}</DetailRow> : null}
      {match.importSource === 'ptcgl' ? <DetailRow label="Source">Imported from PTCGL</DetailRow> : null}
      {match.importSource === 'limitless' ? <DetailRow label="Source">Imported from Limitless</DetailRow> : null}
    </DetailSection>
  );
}
