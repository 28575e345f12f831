import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';

interface AnalyticsEmptyProps {
  title: string;
  text: string;
  /** A link button (e.g. Log a Match). */
  action?: { label: string; to: string };
  /** A plain button (e.g. Reset filters). */
  onAction?: { label: string; onClick(): void };
}

/** What an analytics screen says when there is nothing to count yet, or nothing matches the filters. */
export function AnalyticsEmpty({ title, text, action, onAction }: AnalyticsEmptyProps) {
  return (
    <EmptyState
      icon={<IconChartBar size={30} />}
      title={title}
      actions={
        action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : onAction ? (
          <Button variant="default" onClick={onAction.onClick}>
            {onAction.label}
          </Button>
        ) : undefined
      }
    >
      {text}
    </EmptyState>
  );
}
