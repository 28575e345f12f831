import {
  formatMechanic,
  teamDisplayName,
  teamFormatProblems,
  VGC_TEAM_SIZE,
  type Team,
  type TeamInput,
} from '@trainerlog/core';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRestrictedPokemon } from '../../data/shared/useRestrictedPokemon.ts';
import { useVgcRegulations } from '../../data/shared/useVgcRegulations.ts';
import { useTeam, useTeamMutations } from '../../data/hooks/useTeams.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { ApiError } from '../../api/client.ts';
import { reportTeamError, warnSavedLocally } from './errors.ts';
import { PokemonSlot } from './PokemonSlot.tsx';
import { FormatRuleBadges, TeamSizeBadge, teamInputFrom } from './TeamBits.tsx';
import {
  draftFrom,
  emptySlot,
  serverFormErrors,
  validateDraft,
  type SlotDraft,
  type TeamDraft,
  type TeamFormErrors,
} from './teamForm.ts';
import { TeamNotFound } from './TeamNotFound.tsx';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';

const EMPTY_TEAM: TeamInput = { name: '', format: '', pokemon: [] };

/** /teams/new */
export function NewTeamPage() {
  return <TeamBuilder initial={EMPTY_TEAM} />;
}

/** /teams/edit/:id */
export function EditTeamPage() {
  const { id } = useParams();
  const team = useTeam(id);
  if (team.isPending) return <CenteredLoader label="Loading team…" />;
  if (team.isError || !team.data) return <TeamNotFound error={team.error} />;
  return <TeamBuilder key={team.data._id} team={team.data} initial={teamInputFrom(team.data)} />;
}

function TeamBuilder({ team, initial }: { team?: Team; initial: TeamInput }) {
  const navigate = useNavigate();
  const { create, update } = useTeamMutations();
  // A member's team kept in this browser (the server could not take it) is said to be saved locally.
  const authenticated = useAuth().status === 'authenticated';
  const [draft, setDraft] = useState<TeamDraft>(() => {
    const start = draftFrom(initial);
    // A new team opens on its first slot, so typing a species is the first thing to do.
    return start.slots.length === 0 && !team ? { ...start, slots: [emptySlot()] } : start;
  });
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(draft));
  const [errors, setErrors] = useState<TeamFormErrors>({});
  const { isRestricted } = useRestrictedPokemon();
  const { regulations } = useVgcRegulations();
  const leaving = useRef(false);
  const dirty = useMemo(() => JSON.stringify(draft) !== savedJson, [draft, savedJson]);
  useUnsavedChangesGuard(dirty, leaving, 'team');

  const setField = (field: 'name' | 'format', value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  // Errors name slots by position, so any change to the list of slots clears them rather than misplacing them.
  const changeSlot = (index: number, patch: Partial<SlotDraft>) => {
    setDraft((d) => ({ ...d, slots: d.slots.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith(`pokemon.${index}.`))));
  };
  const removeSlot = (index: number) => {
    setDraft((d) => ({ ...d, slots: d.slots.filter((_, i) => i !== index) }));
    setErrors({});
  };
  const addSlot = () => setDraft((d) => ({ ...d, slots: [...d.slots, emptySlot()] }));

  const save = async () => {
    const checked = validateDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      notify.error(Object.values(checked.errors)[0] ?? 'Please check the team', { id: 'team-save' });
      return;
    }
    try {
      const result = team
        ? await update.mutateAsync({ id: team._id, changes: checked.data })
        : await create.mutateAsync(checked.data);
      setSavedJson(JSON.stringify(draft));
      leaving.current = true;
      if (!team && authenticated && result.isLocal) warnSavedLocally();
      else notify.success(team ? 'Team updated' : 'Team saved', { id: 'team-save' });
      void navigate('/teams');
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverFormErrors(error.errors));
      reportTeamError(error, team ? 'Error updating team' : 'An error occurred');
    }
  };

  const saving = create.isPending || update.isPending;
  const count = draft.slots.length;
  const listErrors = errors.pokemon;
  // Checked as the player types: the restricted limit and the VGC clauses, each naming the Pokémon (issue 28).
  const ruleProblems = useMemo(
    () => teamFormatProblems(draft.format, draft.slots, isRestricted, regulations),
    [draft.format, draft.slots, isRestricted, regulations],
  );
  // A Pokémon Champions format (an admin-added regulation too) edits stat points in place of EVs (issue 29).
  const champions = useMemo(
    () => formatMechanic(draft.format, regulations)?.game === 'Pokémon Champions',
    [draft.format, regulations],
  );

  return (
    <PageContainer
      title={team ? `Edit ${teamDisplayName(team.name)}` : 'New Team'}
      subtitle="Search a species for each slot, then fill in its set. Only the species is required."
      actions={
        <Group gap="sm" mt="xs">
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            Save Team
          </Button>
          <Button variant="default" component={Link} to="/teams">
            Cancel
          </Button>
        </Group>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Team Name"
              placeholder="Unnamed Team"
              value={draft.name}
              error={errors.name || undefined}
              onChange={(e) => setField('name', e.currentTarget.value)}
            />
            <TextInput
              label="Format"
              placeholder="e.g. VGC 2026 Reg M-A"
              value={draft.format}
              error={errors.format || undefined}
              onChange={(e) => setField('format', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group gap="sm">
            <TeamSizeBadge count={count} />
            <FormatRuleBadges problems={ruleProblems} />
          </Group>
          {listErrors ? (
            <Alert color="red" icon={<IconAlertTriangle size={16} />}>
              {listErrors}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {draft.slots.map((slot, index) => (
              <PokemonSlot
                key={slot.key}
                index={index}
                slot={slot}
                errors={errors}
                champions={champions}
                onChange={(patch) => changeSlot(index, patch)}
                onRemove={() => removeSlot(index)}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={count >= VGC_TEAM_SIZE}
              onClick={addSlot}
            >
              Add Pokémon ({count}/{VGC_TEAM_SIZE})
            </Button>
            {/* A submit button inside the form, so Enter in any text box saves. */}
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
              Save Team
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
