import { VGC_BROUGHT_MAX, VGC_LEADS_MAX, type VgcRegulation } from '@trainerlog/core';
import { Fieldset, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  boolState,
  ChoiceField,
  fromBoolState,
  fromTriState,
  GameNotesField,
  GameResultField,
  notRecorded,
  triState,
} from '../gameControls.tsx';
import { PokemonToggleGroup } from './PokemonToggleGroup.tsx';
import {
  canTogglePick,
  megaField,
  oncePerBattlePickers,
  pickField,
  teraField,
  toggleMega,
  toggleTera,
  type PickKind,
  type Side,
  type VgcGameForm,
} from './vgcMatchForm.ts';

interface GameFieldsProps {
  index: number;
  game: VgcGameForm;
  showTitle: boolean;
  playerTeam: string[];
  opponentTeam: string[];
  /** The format the match is played in (the match's, else its team's): Mega formats pick Mega in place of Tera. */
  format?: string;
  /** The regulation list the format is read with (the server's, else core's built-in one). */
  regulations?: readonly VgcRegulation[];
  /** The form's errors by dotted path; this game's are under `games.<index>.`. */
  errors: Record<string, string>;
  onChange(changes: Partial<VgcGameForm>): void;
  onTogglePick(side: Side, kind: PickKind, name: string): void;
}

const SIDES = {
  player: {
    title: 'Your Pokémon',
    leads: 'Your leads',
    brought: 'Your brought Pokémon',
    tera: 'Your Tera',
    mega: 'Your Mega Evolved',
    missing: 'Choose your team above to pick your leads and brought Pokémon.',
  },
  opponent: {
    title: "Opponent's Pokémon",
    leads: "Opponent's leads",
    brought: "Opponent's brought Pokémon",
    tera: "Opponent's Tera",
    mega: "Opponent's Mega Evolved",
    missing: "List the opponent's team above to pick their leads and brought Pokémon.",
  },
} as const;

/** One game of a VGC match: result (W/L keys), turn order, first knockout, both sides' leads and brought, replay, notes. */
export function GameFields({
  index,
  game,
  showTitle,
  playerTeam,
  opponentTeam,
  format = '',
  regulations,
  errors,
  onChange,
  onTogglePick,
}: GameFieldsProps) {
  const legend = `Game ${index + 1}`;
  const error = (field: string) => errors[`games.${index}.${field}`] || undefined;
  const pickers = oncePerBattlePickers(format, game, regulations);

  /**
   * The side's Tera (issue 6) or Mega Evolved (issue 29, Pokémon Champions) Pokémon among its brought ones: one at
   * most, pressed again to clear.
   */
  const oncePerBattle = (which: Side, team: string[], mechanic: 'tera' | 'mega') => {
    const field = mechanic === 'tera' ? teraField(which) : megaField(which);
    const toggle = mechanic === 'tera' ? toggleTera : toggleMega;
    const picked = game[pickField(which, 'brought')];
    const chosen = game[field];
    if (picked.length === 0) return null;
    // In the team's order, as the rows above show them.
    const onTeam = team.filter((name) => picked.some((p) => p.trim().toLowerCase() === name.trim().toLowerCase()));
    const brought = [...onTeam, ...picked.filter((p) => !onTeam.some((n) => n.toLowerCase() === p.toLowerCase()))];
    return (
      <PokemonToggleGroup
        label={SIDES[which][mechanic]}
        description={
          mechanic === 'tera'
            ? 'Who terastallized, if recorded; press again to clear'
            : 'Who Mega Evolved, if recorded; press again to clear'
        }
        team={brought}
        selected={chosen ? [chosen] : []}
        side={which}
        error={error(field)}
        canToggle={() => true}
        onToggle={(name) => onChange({ [field]: toggle(game, which, name)[field] })}
      />
    );
  };

  const side = (which: Side, team: string[]) => {
    const text = SIDES[which];
    const picks = (kind: PickKind) => (
      <PokemonToggleGroup
        label={kind === 'lead' ? text.leads : text.brought}
        description={
          kind === 'lead'
            ? `Up to ${VGC_LEADS_MAX}; type 1–6 or a name's first letters`
            : `Up to ${VGC_BROUGHT_MAX}, leads included${index > 0 ? "; game 1's carry over" : ''}`
        }
        team={team}
        selected={game[pickField(which, kind)]}
        side={which}
        error={error(pickField(which, kind))}
        canToggle={(name) => canTogglePick(game, which, kind, name)}
        onToggle={(name) => onTogglePick(which, kind, name)}
      />
    );
    return (
      <Stack gap="xs" data-testid={`game-${index + 1}-${which}`}>
        <Title order={3} fz="sm">
          {text.title}
        </Title>
        {team.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text.missing}
          </Text>
        ) : (
          <>
            {picks('lead')}
            {picks('brought')}
            {pickers.tera && oncePerBattle(which, team, 'tera')}
            {pickers.mega && oncePerBattle(which, team, 'mega')}
          </>
        )}
      </Stack>
    );
  };

  return (
    <Fieldset legend={showTitle ? legend : 'Game'} aria-label={legend} radius="lg" data-testid={`game-${index + 1}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <GameResultField
            index={index}
            legend={legend}
            value={game.result}
            error={error('result')}
            // Issue 29: a game may be a tie (time called, or the Champions timer); choosing it turns "Time called" on.
            allowTie
            onChange={(result) => onChange({ result })}
          />
          <ChoiceField
            label="You went"
            ariaLabel={`${legend} turn order`}
            data={[notRecorded, { value: 'yes', label: 'First' }, { value: 'no', label: 'Second' }]}
            value={boolState(game.wentFirst)}
            onChange={(value) => onChange({ wentFirst: fromBoolState(value) })}
          />
          <ChoiceField
            label="First knockout"
            ariaLabel={`${legend} first knockout`}
            data={[notRecorded, { value: 'player', label: 'You' }, { value: 'opponent', label: 'Opponent' }]}
            value={triState(game.firstKnockout)}
            onChange={(value) => onChange({ firstKnockout: fromTriState<Side>(value) })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {side('player', playerTeam)}
          {side('opponent', opponentTeam)}
        </SimpleGrid>
        <TextInput
          label={showTitle ? `Game ${index + 1} replay link` : 'Game replay link'}
          placeholder="https://replay.pokemonshowdown.com/…"
          type="url"
          inputMode="url"
          value={game.replayLink}
          onChange={(e) => onChange({ replayLink: e.currentTarget.value })}
          maxLength={300}
          error={error('replayLink')}
        />
        <GameNotesField
          index={index}
          showTitle={showTitle}
          value={game.notes}
          error={error('notes')}
          onChange={(notes) => onChange({ notes })}
        />
      </Stack>
    </Fieldset>
  );
}
