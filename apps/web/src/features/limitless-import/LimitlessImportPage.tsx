/**
 * /import-limitless — "Import Limitless Tournament" (issue 15, spec part 2 §2: "a tournament-site import. It has three
 * steps"): find the tournament, find yourself in its standings, review the rounds and import them — the matches, your
 * deck or team, and a match group named after the tournament. "Imported tournaments" lists what was imported.
 *
 * Decisions:
 * - Members only: the import makes a match group, and groups live on the server. Guests see why, with the way to an
 *   account (as the match groups page does), and nothing is asked of the server.
 * - The steps are a Mantine Stepper whose earlier steps can be clicked to go back; the step lives in the address
 *   (`useImportSteps`).
 * - After an import, "View matches" opens the dashboard on the tournament's game and its Matches view.
 * - The route is code-split like every screen.
 */
import { Button, Group, Space, Stepper, Tabs, Text } from '@mantine/core';
import { IconHistory, IconLogin, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { openDashboardOn } from '../../navigation/dashboardMode.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { HistoryList } from './HistoryList.tsx';
import classes from './LimitlessImport.module.css';
import { ImportDone } from './ImportDone.tsx';
import { PlayerStep, rememberByDefault } from './PlayerStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { TournamentStep } from './TournamentStep.tsx';
import { useImportSteps } from './useImportSteps.ts';

export const PAGE_TITLE = 'Import Limitless Tournament';
export const NEEDS_ACCOUNT = 'The Limitless import needs an account';
export const NEEDS_ACCOUNT_HINT =
  'Sign in or register to bring a whole online tournament in from Limitless: every round with your opponent and their deck, your list, and a match group for the event.';

const STEP_LABELS = ['Find the tournament', 'Find yourself', 'Review and import'] as const;

const SUBTITLE =
  'Every round of an online tournament on Limitless, with your opponents and their decks, in three steps.';

export function LimitlessImportPage() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <CenteredLoader label="Loading…" />;
  if (status !== 'authenticated') {
    return (
      <PageContainer size="md" title={PAGE_TITLE} subtitle={SUBTITLE}>
        <EmptyState
          icon={<IconTrophy size={30} />}
          title={NEEDS_ACCOUNT}
          actions={
            <Group gap="sm" justify="center">
              <Button component={Link} to="/login" state={{ from: location }} leftSection={<IconLogin size={16} />}>
                Sign in
              </Button>
              <Button component={Link} to="/register" variant="default" leftSection={<IconUserPlus size={16} />}>
                Register
              </Button>
            </Group>
          }
        >
          {NEEDS_ACCOUNT_HINT}
        </EmptyState>
      </PageContainer>
    );
  }
  return <MemberImport />;
}

function MemberImport() {
  const steps = useImportSteps();
  const navigate = useNavigate();
  const { active, view } = steps;

  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(active);
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    // A new step starts at its top (the standings may have been scrolled far down), and keyboard and screen reader
    // users go on from there rather than from a button that is gone.
    window.scrollTo({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  }, [active]);

  const viewMatches = () => {
    if (!steps.done) return;
    openDashboardOn(steps.done.game, 'matches');
    void navigate('/dashboard');
  };

  return (
    <PageContainer size="md" title={PAGE_TITLE} subtitle={SUBTITLE}>
      <Tabs
        value={view}
        onChange={(next) => steps.showView(next === 'history' ? 'history' : 'import')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="import" leftSection={<IconTrophy size={16} />}>
            Import
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
            Imported tournaments
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="import" pt="lg">
          <Stepper
            active={active}
            onStepClick={(step) => step < active && active < 3 && steps.backTo(step)}
            allowNextStepsSelect={false}
            size="sm"
            classNames={{ stepBody: classes.stepBody, steps: classes.steps }}
          >
            {STEP_LABELS.map((label) => (
              <Stepper.Step key={label} label={label} aria-label={label} />
            ))}
          </Stepper>
          <Text hiddenFrom="xs" size="sm" fw={600} mt="xs">
            {active < 3 ? `Step ${active + 1} of 3 · ${STEP_LABELS[active]}` : 'Done'}
          </Text>
          <Space h="lg" />

          <div
            ref={stepRef}
            tabIndex={-1}
            role="region"
            aria-label={active < 3 ? STEP_LABELS[active] : 'Done'}
            style={{ outline: 'none' }}
          >
            {steps.done ? (
              <ImportDone entry={steps.done} onViewMatches={viewMatches} onImportAnother={steps.startAgain} />
            ) : active === 0 ? (
              <TournamentStep
                games={steps.games}
                params={steps.search}
                onParams={steps.setSearch}
                onChoose={steps.chooseTournament}
              />
            ) : active === 1 ? (
              <PlayerStep
                tournamentId={steps.tournamentId!}
                chosen={steps.chosen}
                onChoose={steps.choosePlayer}
                remembered={steps.remembered}
                remember={steps.remember}
                onRemember={steps.setRemember}
                onContinue={steps.continueAs}
                onBack={() => steps.backTo(0)}
              />
            ) : (
              <ReviewStep
                tournamentId={steps.tournamentId!}
                player={steps.player!}
                rememberUsername={steps.remember ?? rememberByDefault(steps.remembered, steps.player!)}
                onBack={() => steps.backTo(1)}
                onDone={(answer) => steps.finish(answer.import)}
              />
            )}
          </div>
        </Tabs.Panel>

        <Tabs.Panel value="history" pt="lg">
          <HistoryList onStart={() => steps.showView('import')} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
