/**
 * The player's own names for an import, folded on the import screen (guests have no settings page, and a member
 * finds the setting where it matters): the title, the names saved so far (or what they are for), and the editor.
 */
import { Accordion, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface NamesAccordionProps {
  value: string;
  title: string;
  names: readonly string[];
  /** Shown while there are no names. */
  none: string;
  /** The names editor. */
  children: ReactNode;
}

export function NamesAccordion({ value, title, names, none, children }: NamesAccordionProps) {
  return (
    <Accordion variant="separated" radius="lg" chevronPosition="right">
      <Accordion.Item value={value}>
        <Accordion.Control icon={<IconUserCircle size={20} />}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {names.length > 0 ? names.join(', ') : none}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>{children}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
