/**
 * /import-replay — "Import VGC Replay" (issue 13): paste Pokémon Showdown replay links (several at once, private
 * ones too), replay JSON or battle logs, or add replay files; see every match and game before anything is saved;
 * choose which player you are and your team, split or join games, and import. Members and guests alike: the data
 * seam decides where the replays are read and the matches kept (`data/showdownImport.ts`).
 *
 * Decisions:
 * - The Showdown names editor sits on this page too (folded): guests have no settings page, and a member finds the
 *   setting where it matters. Changing the names reads the replays again.
 * - After an import the dashboard opens on its VGC tab (as after logging a match), where the matches show.
 * - "Log by hand instead" leads to the VGC logging form for a match without a replay.
 * - The route is code-split: the replay reader loads only here.
 */
import { teamFromShowdownGame, type ShowdownGamePreview } from '@trainerlog/core';
import { Anchor, Group, Paper } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { openDashboardOn } from '../../navigation/dashboardMode.ts';
import { useShowdownNames } from '../../data/shared/useShowdownNames.ts';
import { useAuth } from '../../session/useAuth.ts';
import { useTeamMutations, useTeams } from '../../data/hooks/useTeams.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { updateMatch } from '../../ui/importReview/arrangement.ts';
import { NamesAccordion } from '../../ui/importReview/NamesAccordion.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { ShowdownNamesEditor } from '../../widgets/showdownNames/index.ts';
import { ImportReview } from './ImportReview.tsx';
import { RecentReplays } from './RecentReplays.tsx';
import { ReplayInput } from './ReplayInput.tsx';
import { originLabel } from './sources.ts';
import { useReplayImportScreen } from './useReplayImportScreen.ts';

export const TEAM_SAVE_FAILED = 'Could not save the team. Please try again.';

export function ShowdownImportPage() {
  const screen = useReplayImportScreen();
  const teams = useTeams();
  const { create: createTeam } = useTeamMutations();
  const showdownNames = useShowdownNames();
  // Recent replays are listed by the names saved on the account: members only.
  const authenticated = useAuth().status === 'authenticated';
  const navigate = useNavigate();
  const [savingTeamFor, setSavingTeamFor] = useState<string | null>(null);

  const importNow = async () => {
    const count = await screen.submit();
    if (count === null) return;
    notify.success(`Imported ${count} match${count === 1 ? '' : 'es'}`, { id: 'showdown-import' });
    openDashboardOn('vgc');
    void navigate('/dashboard');
  };

  const saveTeam = async (matchKey: string, game: ShowdownGamePreview) => {
    setSavingTeamFor(matchKey);
    try {
      const team = await createTeam.mutateAsync(teamFromShowdownGame(game));
      if (screen.arrangement) screen.arrange(updateMatch(screen.arrangement, matchKey, { teamId: team._id }));
      notify.success(`Saved “${team.name}” to your teams`, { id: 'showdown-team' });
    } catch (error) {
      notify.error(errorMessage(error, TEAM_SAVE_FAILED), { id: 'showdown-team' });
    } finally {
      setSavingTeamFor(null);
    }
  };

  const originOf = (index: number) => {
    const source = screen.reading?.sources[index];
    return source ? originLabel(source.origin) : `Replay ${index + 1}`;
  };

  if (!screen.ready) return <CenteredLoader label="Loading…" />;

  return (
    <PageContainer
      size="md"
      title="Import VGC Replay"
      subtitle="Paste Pokémon Showdown replays. You see every match and game before anything is saved."
      actions={
        <Group gap="xs">
          <Anchor component={Link} to="/log-match/vgc" size="sm" fw={600}>
            <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
              <IconPencil size={14} aria-hidden />
              Log by hand instead
            </Group>
          </Anchor>
        </Group>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ReplayInput
          text={screen.text}
          files={screen.files}
          onTextChange={screen.changeText}
          onAddFiles={screen.addFiles}
          onRemoveFile={screen.removeFile}
          onClear={screen.clear}
          onRead={() => void screen.read()}
          reading={screen.busy}
          error={screen.errors.input}
          problems={screen.problems}
        />
      </Paper>

      {authenticated ? <RecentReplays names={showdownNames.names} /> : null}

      <NamesAccordion
        value="showdown-names"
        title="My Showdown names"
        names={showdownNames.names}
        none="Tell the import which player is you"
      >
        <ShowdownNamesEditor onSaved={() => void screen.readAgain()} />
      </NamesAccordion>

      {screen.reading && screen.arrangement ? (
        <ImportReview
          preview={screen.reading.preview}
          arrangement={screen.arrangement}
          stale={screen.stale}
          teams={teams.data ?? []}
          errors={screen.errors}
          conflict={screen.conflict}
          matchCount={screen.matchCount}
          busy={screen.busy}
          importing={screen.importing}
          savingTeamFor={savingTeamFor}
          gameAt={screen.gameAt}
          originOf={originOf}
          onArrange={screen.arrange}
          onChooseMe={screen.chooseMe}
          onNamesSaved={() => void screen.readAgain()}
          onSaveTeam={(key, game) => void saveTeam(key, game)}
          onReadAgain={() => void screen.readAgain()}
          onImport={() => void importNow()}
          onCancel={() => void navigate('/dashboard')}
        />
      ) : null}
    </PageContainer>
  );
}
