import {
  enabledModes,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_ERRORS,
  GROUP_NAME_MAX_LENGTH,
  GROUP_TEXT,
  type MatchGroupType,
} from '@trainerlog/core';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { groupErrorText } from '../../data/shared/matchGroups.ts';
import { useMatchGroupMutations, useMatchGroups } from '../../data/shared/useMatchGroups.ts';
import { useAuth } from '../../session/useAuth.ts';
import {
  groupsToAddTo,
  newGroupTypeOf,
  submitDisabled,
  submitProblem,
  type DialogGame,
  type DialogMode,
  type NewGroupType,
} from './groupRules.ts';
import { MatchPicker } from './MatchPicker.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

const TAB_LABELS: Record<DialogGame, string> = { tcg: 'TCG Matches', vgc: 'VGC Matches' };
const GAME_SHORT: Record<DialogGame, string> = { tcg: 'TCG', vgc: 'VGC' };

export interface MatchGroupDialogProps {
  opened: boolean;
  onClose(): void;
  /** The tab it opens on (the dashboard's current tab). */
  initialGame?: DialogGame;
}

/**
 * The Match Group dialog (spec part 2 §2, §4, §5): tabs per enabled game switching the type; add the chosen matches
 * to an existing group (of this type or mixed, where the player may add) or create a new one (this game or both,
 * sent as 'mixed'); search and pick matches, kept per game. Lists and groups load on first need; a save closes it.
 */
export function MatchGroupDialog({ opened, onClose, initialGame = 'tcg' }: MatchGroupDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={onClose} title="Match Group" size="xl" fullScreen={phone} centered>
      {/* Mounted per opening: a new start each time. */}
      {opened ? <DialogBody initialGame={initialGame} onClose={onClose} /> : null}
    </Modal>
  );
}

type PerGame<T> = Record<DialogGame, T>;

function DialogBody({ initialGame, onClose }: { initialGame: DialogGame; onClose(): void }) {
  const { user } = useAuth();
  const games = enabledModes(user?.gamePreferences) as DialogGame[];
  const [game, setGame] = useState<DialogGame>(games.includes(initialGame) ? initialGame : games[0]!);
  const [seen, setSeen] = useState<PerGame<boolean>>({ tcg: game === 'tcg', vgc: game === 'vgc' });
  const [mode, setMode] = useState<DialogMode>('new');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [typeChoice, setTypeChoice] = useState<NewGroupType>(game);
  const [search, setSearch] = useState<PerGame<string>>({ tcg: '', vgc: '' });
  const [selected, setSelected] = useState<PerGame<ReadonlySet<string>>>({ tcg: new Set(), vgc: new Set() });
  const [problem, setProblem] = useState<string | null>(null);
  const { create, addMatches } = useMatchGroupMutations();
  const groups = useMatchGroups({ enabled: mode === 'existing' });

  const offered = groupsToAddTo(groups.data ?? [], game);
  const chosenGroup = offered.find((group) => group._id === groupId) ?? null;
  const targetType: MatchGroupType | null = mode === 'new' ? newGroupTypeOf(typeChoice) : (chosenGroup?.type ?? game);
  const includes = (g: DialogGame) => targetType === g || targetType === 'mixed';
  const sentCount = (['tcg', 'vgc'] as const).reduce((n, g) => n + (includes(g) ? selected[g].size : 0), 0);
  const otherGame: DialogGame = game === 'tcg' ? 'vgc' : 'tcg';
  const otherCount = includes(otherGame) ? selected[otherGame].size : 0;
  const state = { mode, name, groupId: chosenGroup?._id ?? null, selectedCount: sentCount };
  const pending = create.isPending || addMatches.isPending;

  const switchGame = (next: DialogGame) => {
    setGame(next);
    setSeen((current) => ({ ...current, [next]: true }));
    // Spec part 2 §4: switching tabs changes the type (a 'both' choice stays both).
    setTypeChoice((current) => (current === 'both' ? current : next));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current[game]);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return { ...current, [game]: next };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const refused = submitProblem(state);
    if (refused) return setProblem(GROUP_TEXT[refused]);
    setProblem(null);
    const ids = (g: DialogGame) => (includes(g) ? [...selected[g]] : []);
    try {
      if (mode === 'new') {
        await create.mutateAsync({
          name: name.trim(),
          description: description.trim(),
          type: newGroupTypeOf(typeChoice),
          matches: { tcg: ids('tcg'), vgc: ids('vgc') },
        });
      } else {
        await addMatches.mutateAsync({
          id: chosenGroup!._id,
          input: { tcgMatches: ids('tcg'), vgcMatches: ids('vgc') },
        });
      }
      onClose();
    } catch (error) {
      setProblem(groupErrorText(error, mode === 'new' ? GROUP_ERRORS.create : GROUP_ERRORS.addMatches));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {games.length > 1 ? (
          <Tabs value={game} onChange={(value) => value && switchGame(value as DialogGame)}>
            <Tabs.List>
              {games.map((g) => (
                <Tabs.Tab key={g} value={g}>
                  {TAB_LABELS[g]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null}

        {problem ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />}>
            {problem}
          </Alert>
        ) : null}

        <Radio.Group value={mode} onChange={(value) => setMode(value as DialogMode)} aria-label="Group">
          <Stack gap="sm">
            <Radio value="existing" label="Add to existing group" />
            {mode === 'existing' ? (
              groups.isPending ? (
                <Loader size="sm" role="status" aria-label="Loading groups" ml="xl" />
              ) : groups.isError ? (
                <Alert color="red" variant="light" ml="xl">
                  {groupErrorText(groups.error, GROUP_ERRORS.fetchAll)}
                </Alert>
              ) : (
                <Select
                  aria-label="Group"
                  placeholder="Select a group"
                  data={offered.map((group) => ({ value: group._id, label: group.name }))}
                  value={chosenGroup?._id ?? null}
                  onChange={setGroupId}
                  searchable
                  nothingFoundMessage="No groups you can add to"
                  comboboxProps={{ withinPortal: true, zIndex: 1000 }}
                  ml="xl"
                />
              )
            ) : null}
            <Radio value="new" label="Create new group" />
            {mode === 'new' ? (
              <Stack gap="xs" ml="xl">
                <TextInput
                  label="Group Name"
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  maxLength={GROUP_NAME_MAX_LENGTH}
                />
                <Textarea
                  label="Group Description (optional)"
                  value={description}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                  maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
                  autosize
                  minRows={2}
                  maxRows={4}
                />
                {games.length > 1 ? (
                  <Stack gap={4}>
                    <Text fz="sm" fw={500} id="group-type-label">
                      Group type
                    </Text>
                    <SegmentedControl
                      aria-labelledby="group-type-label"
                      value={typeChoice === 'both' ? 'both' : game}
                      onChange={(value) => setTypeChoice(value as NewGroupType)}
                      data={[
                        { value: game, label: `${GAME_SHORT[game]} only` },
                        { value: 'both', label: 'TCG and VGC' },
                      ]}
                      w="fit-content"
                    />
                  </Stack>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Radio.Group>

        <Stack gap="xs">
          <Title order={3} fz="md">
            Select Matches
          </Title>
          {games.map((g) =>
            g === game ? (
              <MatchPicker
                key={g}
                game={g}
                active={seen[g]}
                search={search[g]}
                onSearch={(text) => setSearch((current) => ({ ...current, [g]: text }))}
                selected={selected[g]}
                onToggle={toggle}
              />
            ) : null,
          )}
          <Text fz="sm" fw={500} aria-live="polite">
            Selected: {selected[game].size} matches
            {otherCount > 0 ? (
              <Text span c="dimmed" fz="sm">
                {' '}
                (and {otherCount} {GAME_SHORT[otherGame]})
              </Text>
            ) : null}
          </Text>
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitDisabled(state)} loading={pending}>
            {mode === 'new' ? 'Create Group' : 'Add to Group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
