/**
 * Step 3, "Review and import" (issue 15): every round of the player's as it will be imported, the deck or team on
 * offer, the matches' day, a summary ("N matches will be imported into the group <tournament>") and Import.
 *
 * Decisions:
 * - The matches' day defaults to the tournament's start on the player's own calendar and is sent as `date` (the
 *   server's default is the UTC day, which is the next day for an evening tournament in America).
 * - A tournament imported already shows the notice with a link to its group, and Import is disabled; a 409 at import
 *   (imported meanwhile, e.g. in another tab) reads the review again, which brings the same notice.
 * - The server's refusals go to their fields (`list.id`, `list.name`, `date`), the rest above the button; outside
 *   failures (Limitless slow or down, 429) are an alert with a retry, since nothing was stored.
 */
import { LIMITLESS_MESSAGES, type LimitlessImportAnswer, type LimitlessReview } from '@trainerlog/core';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconFileImport, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useDecks } from '../../data/hooks/useDecks.ts';
import { useLimitlessImportMutation, useLimitlessReview } from '../../data/shared/useLimitlessImport.ts';
import { useTeams } from '../../data/hooks/useTeams.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { NO_IMPORT_ERRORS, placeImportErrors, type ImportErrors } from './importErrors.ts';
import { groupLink } from './groupLink.ts';
import { ArchetypeLine, TeamRow } from './LimitlessSprites.tsx';
import { defaultMatchDay, LIST_NOUN, matchesText, placingText, recordText, tournamentDay } from './limitlessText.ts';
import { initialListChoice, ListOffer, type ListChoice } from './ListOffer.tsx';
import { RESULT_ONLY_HINT, RoundRow } from './RoundRow.tsx';
import { TournamentHeader } from './TournamentHeader.tsx';

export interface ReviewStepProps {
  tournamentId: string;
  player: string;
  rememberUsername: boolean;
  onBack(): void;
  onDone(answer: LimitlessImportAnswer): void;
}

export function ReviewStep(props: ReviewStepProps) {
  const review = useLimitlessReview(props.tournamentId, props.player);
  if (review.isPending) {
    return (
      <Stack gap="sm" role="group" aria-label="Reading your rounds" aria-busy>
        <Skeleton height={120} radius="lg" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={52} radius="md" />
        ))}
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  if (review.isError) {
    const refused = review.error instanceof ApiError && [400, 404].includes(review.error.status);
    return (
      <FailureAlert
        title="Could not read your rounds"
        error={review.error}
        onRetry={refused ? undefined : () => void review.refetch()}
        retrying={review.isFetching}
        extra={
          <Button size="xs" variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={props.onBack}>
            Choose another player
          </Button>
        }
      />
    );
  }
  return (
    <ReviewForm
      key={`${review.data.tournament.id}|${review.data.player.username}`}
      review={review.data}
      rememberUsername={props.rememberUsername}
      onBack={props.onBack}
      onDone={props.onDone}
      onReadAgain={() => void review.refetch()}
    />
  );
}

interface ReviewFormProps {
  review: LimitlessReview;
  rememberUsername: boolean;
  onBack(): void;
  onDone(answer: LimitlessImportAnswer): void;
  onReadAgain(): void;
}

function ReviewForm({ review, rememberUsername, onBack, onDone, onReadAgain }: ReviewFormProps) {
  const { tournament, player, list } = review;
  const game = tournament.game;
  const noun = LIST_NOUN[game];
  const decks = useDecks({ enabled: game === 'tcg' });
  const teams = useTeams();
  const saved = game === 'tcg' ? decks : teams;
  const importing = useLimitlessImportMutation();
  const [choice, setChoice] = useState<ListChoice>(() => initialListChoice(list));
  const [date, setDate] = useState(() => defaultMatchDay(tournament.date, review.day));
  const [errors, setErrors] = useState<ImportErrors>(NO_IMPORT_ERRORS);
  const [failure, setFailure] = useState<unknown>(null);

  const importNow = async () => {
    setFailure(null);
    setErrors(NO_IMPORT_ERRORS);
    try {
      const answer = await importing.mutateAsync({
        tournamentId: tournament.id,
        player: player.username,
        list: {
          action: choice.action,
          id: choice.action === 'existing' ? choice.id : null,
          name: choice.action === 'new' ? choice.name : '',
        },
        ...(date ? { date } : {}),
        rememberUsername,
      });
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Imported meanwhile: said at once, and the review read again brings the notice with the group's link.
        setErrors({ ...NO_IMPORT_ERRORS, form: [error.msg ?? LIMITLESS_MESSAGES.alreadyImported] });
        onReadAgain();
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
        setErrors(placeImportErrors(error));
      } else setFailure(error);
    }
  };

  const changeChoice = (next: ListChoice) => {
    setChoice(next);
    setErrors((current) => ({ ...current, list: null, listId: null, listName: null }));
  };

  const imported = review.alreadyImported;
  const formErrors = imported ? errors.form.filter((m) => m !== LIMITLESS_MESSAGES.alreadyImported) : errors.form;
  const resultOnly = review.rounds.some((r) => r.imported && r.resultOnly);
  const listLine =
    choice.action === 'new'
      ? ` Your ${noun} is saved as “${choice.name.trim() || list.suggestedName}”.`
      : choice.action === 'existing'
        ? ` They are logged with your ${noun} “${saved.data?.find((s) => s._id === choice.id)?.name ?? list.match?.name ?? '…'}”.`
        : '';

  return (
    <Stack gap="md">
      <TournamentHeader tournament={tournament} />

      {imported ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={LIMITLESS_MESSAGES.alreadyImported}
        >
          <Stack gap={6} align="flex-start">
            <Text size="sm">You imported it on {tournamentDay(imported.importedAt)}. Nothing is imported twice.</Text>
            {imported.groupId ? (
              <Anchor component={Link} to={groupLink(imported.groupId)} size="sm" fw={600}>
                Open its group
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Its match group has been deleted since.
              </Text>
            )}
          </Stack>
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Your rounds">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Title order={3} fz="md">
                {player.name}{' '}
                <Text span size="sm" c="dimmed">
                  ({player.username})
                </Text>
              </Title>
              <Text size="sm" c="dimmed">
                {placingText(player.placing, tournament.players)} · {recordText(player.record)}
              </Text>
            </div>
            {game === 'tcg' ? (
              <ArchetypeLine archetype={player.archetype} side="player" withCategory />
            ) : (
              <TeamRow team={player.team} side="player" label="Your team" />
            )}
          </Group>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Rounds">
            {review.rounds.map((round) => (
              <RoundRow key={`${round.phase}:${round.round}`} round={round} game={game} />
            ))}
          </ul>
          {resultOnly ? (
            <Text size="xs" c="dimmed">
              <b>Result only:</b> {RESULT_ONLY_HINT}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <ListOffer
          game={game}
          offer={list}
          saved={saved.data ?? []}
          savedLoading={saved.isPending}
          choice={choice}
          onChange={changeChoice}
          errors={errors}
        />
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Import">
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Date played"
            description="Every match gets the tournament’s day"
            maw={240}
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setErrors((current) => ({ ...current, date: null }));
            }}
            error={errors.date}
          />
          <Text size="sm" data-testid="limitless-summary">
            {imported
              ? 'This tournament is in your match history already.'
              : review.matchCount > 0
                ? `${matchesText(review.matchCount)} will be imported into the group “${tournament.name}”.${listLine}`
                : LIMITLESS_MESSAGES.noRounds}
          </Text>
          {formErrors.length > 0 ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
              {formErrors.join(' · ')}
            </Alert>
          ) : null}
          {failure ? (
            <FailureAlert
              title="Nothing was imported"
              error={failure}
              onRetry={() => void importNow()}
              retrying={importing.isPending}
            />
          ) : null}
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
              Back
            </Button>
            <Button
              leftSection={imported ? <IconCheck size={16} /> : <IconFileImport size={16} />}
              onClick={() => void importNow()}
              loading={importing.isPending}
              disabled={!!imported || review.matchCount === 0}
            >
              {imported ? 'Already imported' : `Import ${matchesText(review.matchCount)}`}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
