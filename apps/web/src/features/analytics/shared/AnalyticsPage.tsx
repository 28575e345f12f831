import { Group, ScrollArea, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../ui/PageContainer.tsx';

export type AnalyticsSection = 'tcg' | 'vgc' | 'global';

/** The screens of each analytics section, in tab order (spec part 2 §1 routes). */
export const ANALYTICS_SECTIONS: Record<AnalyticsSection, { label: string; path: string }[]> = {
  tcg: [
    { label: 'Matches', path: '/analytics/tcg/matches' },
    { label: 'Decks', path: '/analytics/tcg/decks' },
  ],
  vgc: [
    { label: 'Matches', path: '/analytics/vgc/matches' },
    { label: 'Teams', path: '/analytics/vgc/teams' },
  ],
  global: [
    { label: 'Meta', path: '/analytics/global' },
    { label: 'Comparison', path: '/analytics/global/comparison' },
    { label: 'Matrix', path: '/analytics/global/matrix' },
    { label: 'Cards', path: '/analytics/global/cards' },
    { label: 'VGC', path: '/analytics/global/vgc' },
  ],
};

interface AnalyticsPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  section: AnalyticsSection;
  /** The filter bar (AnalyticsFilterBar). */
  filters?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every analytics screen: title, the tabs between the screens of its section (the filters in the URL
 * travel along, so switching from Matches to Decks keeps the season and range), the filters, then the content.
 */
export function AnalyticsPage({ title, subtitle, section, filters, actions, children }: AnalyticsPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = ANALYTICS_SECTIONS[section];
  const active = tabs.find((tab) => tab.path === location.pathname)?.path ?? tabs[0]!.path;
  return (
    <PageContainer size="xl" title={title} subtitle={subtitle}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <ScrollArea type="never" offsetScrollbars={false}>
            <Tabs
              value={active}
              onChange={(path) => {
                if (path && path !== location.pathname) void navigate({ pathname: path, search: location.search });
              }}
              variant="pills"
              radius="md"
            >
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {tabs.map((tab) => (
                  <Tabs.Tab key={tab.path} value={tab.path}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
          {actions}
        </Group>
        {filters}
        {children}
      </Stack>
    </PageContainer>
  );
}
