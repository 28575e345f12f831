import type { GameMode } from '@trainerlog/core';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { GlobalCounterWidget } from '../../../widgets/globalCounts/index.ts';
import { CardLookControl } from './CardLookControl.tsx';
import classes from './Dashboard.module.css';
import type { MatchCardLook } from './dashboardChoices.ts';
import { DashboardActions } from './DashboardActions.tsx';
import { PerformanceAnalysis } from './PerformanceAnalysis.tsx';

interface DashboardLayoutProps {
  game: GameMode;
  summary: ComponentProps<typeof PerformanceAnalysis>['summary'];
  summaryPending: boolean;
  /** Under the record: the active deck (TCG) or Team Performance (VGC), or their placeholder. */
  panel: ReactNode;
  /** The CSV of the shown matches (Export Data). */
  exportCsv(): Promise<string>;
  look: MatchCardLook;
  onLookChange(look: MatchCardLook): void;
  /** The game's match list. */
  children: ReactNode;
}

/**
 * A game's tab in both games (spec part 1 §2): the record and the game's panel at the side, the global counter, and
 * over the list Log New Match, the other actions and the card look.
 */
export function DashboardLayout({
  game,
  summary,
  summaryPending,
  panel,
  exportCsv,
  look,
  onLookChange,
  children,
}: DashboardLayoutProps) {
  return (
    <div className={classes.layout}>
      {/* Phones read these four in the order actions, record, list, counter (the log button above the fold, issue
          28); wider screens show the record and the counter beside the actions and the list. */}
      <div className={classes.sideColumn}>
        <Stack gap="md" className={classes.aside}>
          <PerformanceAnalysis
            summary={summary}
            pending={summaryPending}
            analyticsPath={`/analytics/${game}/matches`}
          />
          {panel}
        </Stack>
        <div className={classes.extra}>
          <GlobalCounterWidget />
        </div>
      </div>
      <div className={classes.mainColumn}>
        <Group justify="space-between" gap="sm" className={classes.actions}>
          <Group gap="xs">
            <Button component={Link} to={`/log-match/${game}`} leftSection={<IconPlus size={16} />}>
              Log New Match
            </Button>
            <DashboardActions game={game} exportCsv={exportCsv} disabled={!summary || summary.totalMatches === 0} />
          </Group>
          <CardLookControl look={look} onChange={onLookChange} />
        </Group>
        <Stack gap="md" miw={0} className={classes.main}>
          {children}
        </Stack>
      </div>
    </div>
  );
}
