/**
 * The games of an import that no match takes, listed with why (imported before, given twice, not importable), so
 * the player sees why something they gave is not offered — never silently dropped. The screen draws each entry; this
 * is the section around them, the alert when everything left is already imported, and the badges of the reasons.
 */
import { Alert, Badge, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface LeftOutSectionProps {
  /** The section's accessible name ("Logs not imported"). */
  label: string;
  /** How many are listed, and how many of them were imported before. */
  count: number;
  imported: number;
  /** No match is proposed: say why when it is because everything was imported before. */
  nothingToImport: boolean;
  /** The alert's title (core's "already imported" message) and its words when all or some are imported. */
  importedTitle: string;
  allImported: string;
  restImported: string;
  children: ReactNode;
}

export function LeftOutSection(props: LeftOutSectionProps) {
  if (props.count === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={props.label}>
      {props.nothingToImport && props.imported > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={props.importedTitle}
          role="alert"
        >
          {props.imported === props.count ? props.allImported : props.restImported}
        </Alert>
      ) : null}
      <Title order={3} fz="md">
        Not imported
      </Title>
      {props.children}
    </Stack>
  );
}

/** One left-out entry's frame. */
export function LeftOutEntry({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      {children}
    </Paper>
  );
}

/** Why an entry is left out: imported before, a duplicate, or not importable (with the screen's words). */
export function LeftOutBadge({
  reason,
  children,
}: {
  reason: 'imported' | 'duplicate' | 'other';
  children: ReactNode;
}) {
  if (reason === 'imported')
    return (
      <Badge color="orange" variant="light">
        {children}
      </Badge>
    );
  return (
    <Badge color="gray" variant={reason === 'duplicate' ? 'light' : 'outline'}>
      {children}
    </Badge>
  );
}
