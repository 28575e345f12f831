import { Badge, Card, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { PATCH_NOTES } from '../../content/patchNotes.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';

/** Newest first, whatever order the list is kept in. */
function compareVersionsDesc(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Patch notes mark commands and names with `backticks`; show those as code. */
function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}

export function PatchNotesPage() {
  const notes = [...PATCH_NOTES].sort((a, b) => compareVersionsDesc(a.version, b.version));
  return (
    <PageContainer size="md" title="Patch Notes" subtitle="What changed in Trainer Log, newest first.">
      <Stack gap="lg">
        {notes.map((note, index) => (
          <Card key={note.version} withBorder radius="lg" padding="lg" component="article">
            <Stack gap="sm">
              <Group gap="xs" justify="space-between">
                <Group gap="xs">
                  <Badge size="lg" variant={index === 0 ? 'filled' : 'light'}>
                    v{note.version}
                  </Badge>
                  {index === 0 ? (
                    <Badge size="lg" variant="light" color="teal">
                      Latest
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDate(note.date)}
                </Text>
              </Group>
              <Title order={2} fz="xl">
                {note.title}
              </Title>
              <Text c="dimmed">{withCode(note.preview)}</Text>
              {note.sections.map((section) => (
                <Stack key={section.heading} gap={6}>
                  <Title order={3} fz="md">
                    {section.heading}
                  </Title>
                  <List spacing={4} size="sm">
                    {section.items.map((item) => (
                      <List.Item key={item}>{withCode(item)}</List.Item>
                    ))}
                  </List>
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </PageContainer>
  );
}
