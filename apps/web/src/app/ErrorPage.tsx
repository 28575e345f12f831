import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** The error fallback of spec part 1 §2, shown by the router's error boundaries. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error while showing this page', error);
  }, [error]);
  return <ErrorFallback />;
}

/** Also rendered by the top-level boundary, outside the router; hence plain links and reloads. */
export function ErrorFallback() {
  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconMoodSad size={40} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Oops! Something went wrong
        </Title>
        <Text c="dimmed">
          An unexpected error stopped this page from loading. Your saved matches are safe. Try again, or head back to
          the home page.
        </Text>
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button variant="default" component="a" href="/" leftSection={<IconHome size={18} />}>
            Go Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
