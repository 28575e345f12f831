import { csvFileName } from '@trainerlog/core';
import { Button } from '@mantine/core';
import { IconFileImport, IconDownload, IconFolderPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { exportCsv } from '../../../data/tcgMatchDashboard.ts';
import { isRouteBuilt } from '../../../plannedRoutes.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { saveBlob } from '../../../ui/download.ts';
import { notify } from '../../../ui/notify.ts';
import type { TcgListFilters } from './TcgMatchHistory.tsx';

export const EXPORT_FAILED = 'Could not export your matches. Please try again.';

/** Screens the dashboard links to; a button shows once its screen exists in this build. */
const LINKS = [
  { to: '/import-match', label: 'Import PTCGL', Icon: IconFileImport },
  { to: '/import-limitless', label: 'Import Limitless', Icon: IconTrophy },
  { to: '/match-groups', label: 'Create Group', Icon: IconFolderPlus },
] as const;

/**
 * The dashboard's buttons besides Log New Match (spec part 1 §2): the imports and Create Group, and Export Data,
 * which downloads the shown matches — every page of the current search, sort and season filter — as CSV.
 */
export function DashboardActions({ filters, disabled }: { filters: TcgListFilters; disabled: boolean }) {
  const { status } = useAuth();
  const [exporting, setExporting] = useState(false);

  const exportShown = async () => {
    setExporting(true);
    try {
      const csv = await exportCsv(status === 'authenticated', {
        search: filters.search,
        sort: filters.sort,
        season: filters.season,
      });
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName('tcg', new Date()));
    } catch {
      notify.error(EXPORT_FAILED, { id: 'tcg-export' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {LINKS.filter((link) => isRouteBuilt(link.to)).map(({ to, label, Icon }) => (
        <Button key={to} component={Link} to={to} variant="default" leftSection={<Icon size={16} />}>
          {label}
        </Button>
      ))}
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
