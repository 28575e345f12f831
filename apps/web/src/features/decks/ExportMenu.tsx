import type { Deck } from '@trainerlog/core';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconClipboardCopy, IconDownload, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useAuth } from '../../session/useAuth.ts';
import { copyDeckList, downloadDeckListPdf, downloadDeckListText } from './exports.ts';

interface ExportMenuProps {
  deck: Pick<Deck, 'name' | 'category' | 'cards'>;
  /** 'icon' for tight rows. */
  variant?: 'button' | 'icon';
}

export function ExportMenu({ deck, variant = 'button' }: ExportMenuProps) {
  const { user } = useAuth();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {variant === 'icon' ? (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Export ${deck.name}`}>
            <IconDownload size={18} />
          </ActionIcon>
        ) : (
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Deck list</Menu.Label>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => downloadDeckListText(deck)}>
          Download .txt
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void downloadDeckListPdf(deck, user)}>
          Download PDF
        </Menu.Item>
        <Menu.Item leftSection={<IconClipboardCopy size={16} />} onClick={() => void copyDeckList(deck)}>
          Copy to clipboard
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
