/**
 * /share, the installed app's share target (issue 28; the manifest's `share_target` in apps/web/vite.config.ts sends
 * `?title&text&url`): what was shared goes straight to the import that reads it, filled in — PTCGL game logs, Showdown
 * replays, a team. Anything else is shown as it came, with the imports to try it in.
 */
import { classifySharedImport, type SharedImportKind } from '@trainerlog/core';
import { Alert, Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCards, IconFileImport, IconPokeball, IconShare } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { IMPORT_PATHS, importStateWith, type ImportTarget } from '../../navigation/importHandoff.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';

const IMPORTS: { target: ImportTarget; label: string; icon: typeof IconCards }[] = [
  { target: 'ptcgl', label: 'Import PTCGL game logs', icon: IconCards },
  { target: 'showdown', label: 'Import Showdown replays', icon: IconFileImport },
  { target: 'team', label: 'Import a team', icon: IconPokeball },
];

/** Shares are shown up to this many characters: enough to recognise, not a wall of text. */
const SHOWN_MAX_LENGTH = 2000;

function isImportTarget(kind: SharedImportKind): kind is ImportTarget {
  return kind !== 'unknown';
}

export function SharePage() {
  const [params] = useSearchParams();
  const title = params.get('title');
  const text = params.get('text');
  const url = params.get('url');
  const shared = useMemo(() => classifySharedImport({ title, text, url }), [title, text, url]);

  if (isImportTarget(shared.kind)) {
    return <Navigate to={IMPORT_PATHS[shared.kind]} replace state={importStateWith(shared.text)} />;
  }

  const shown = shared.text.length > SHOWN_MAX_LENGTH ? `${shared.text.slice(0, SHOWN_MAX_LENGTH)}…` : shared.text;
  return (
    <PageContainer size="md" title="Shared with Trainer Log">
      {shared.text === '' ? (
        <Alert icon={<IconShare size={18} />} color="gray" variant="light" title="Nothing arrived">
          The share held no text or link. Share a Pokémon TCG Live game log, a Showdown replay link or a pokepast.es
          team to Trainer Log, or open an import below.
        </Alert>
      ) : (
        <Stack gap="sm">
          <Alert icon={<IconShare size={18} />} color="yellow" variant="light" title="Not recognised">
            This is not a Pokémon TCG Live game log, a Showdown replay or a team Trainer Log can read. Here is what
            arrived; open the import it belongs to and check it there.
          </Alert>
          <Text size="sm" fw={600} id="shared-text-label">
            What was shared
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <Code
              block
              aria-labelledby="shared-text-label"
              data-testid="shared-text"
              style={{ whiteSpace: 'pre-wrap' }}
            >
              {shown}
            </Code>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Group gap="sm">
        {IMPORTS.map(({ target, label, icon: Icon }) => (
          <Button
            key={target}
            component={Link}
            to={IMPORT_PATHS[target]}
            state={shared.text ? importStateWith(shared.text) : undefined}
            variant="light"
            leftSection={<Icon size={16} />}
          >
            {label}
          </Button>
        ))}
      </Group>
    </PageContainer>
  );
}
