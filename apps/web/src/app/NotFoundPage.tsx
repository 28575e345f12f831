import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PokeballIcon } from '../ui/PokeballIcon.tsx';
import classes from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <Center mih="60vh" px="md" py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <div className={classes.code} aria-hidden="true">
          4<PokeballIcon size={64} className={classes.ball} />4
        </div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Page not found
        </Title>
        <Text c="dimmed">
          This page ran away like a wild Pokémon. It may have moved, or it isn&apos;t available yet.
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
