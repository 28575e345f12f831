import { csvFileName, type GameMode } from '@trainerlog/core';
import { Button } from '@mantine/core';
import { IconFileImport, IconDownload, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveBlob } from '../../../ui/download.ts';
import { notify } from '../../../ui/notify.ts';
import { CreateGroupButton } from './CreateGroupButton.tsx';

export const EXPORT_FAILED = 'Could not export your matches. Please try again.';

/** Screens the dashboard links to, per game. */
const LINKS: readonly { to: string; label: string; Icon: typeof IconTrophy; games: readonly GameMode[] }[] = [
  { to: '/import-match', label: 'Import PTCGL', Icon: IconFileImport, games: ['tcg'] },
  { to: '/import-limitless', label: 'Import Limitless', Icon: IconTrophy, games: ['tcg'] },
  { to: '/import-replay', label: 'Import Replay', Icon: IconFileImport, games: ['vgc'] },
];

interface DashboardActionsProps {
  game: GameMode;
  /** The CSV of the shown matches: every page of the list's current filters. */
  exportCsv(): Promise<string>;
  disabled: boolean;
}

/**
 * The dashboard's buttons besides Log New Match (spec part 1 §2): the imports (PTCGL and Limitless on the TCG tab,
 * Showdown replays on the VGC tab, issue 13), Create Group (the Match Group dialog, issue 14), and Export Data, which
 * downloads the shown matches as `{game}_matches_{date}.csv`.
 */
export function DashboardActions({ game, exportCsv, disabled }: DashboardActionsProps) {
  const [exporting, setExporting] = useState(false);

  const exportShown = async () => {
    setExporting(true);
    try {
      const csv = await exportCsv();
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(game, new Date()));
    } catch {
      notify.error(EXPORT_FAILED, { id: `${game}-export` });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {LINKS.filter((link) => link.games.includes(game)).map(({ to, label, Icon }) => (
        <Button key={to} component={Link} to={to} variant="default" leftSection={<Icon size={16} />}>
          {label}
        </Button>
      ))}
      <CreateGroupButton game={game} />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => void exportShown()}
        loading={exporting}
        disabled={disabled}
      >
        Export Data
      </Button>
    </>
  );
}
