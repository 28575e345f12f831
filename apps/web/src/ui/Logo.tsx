import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PokeballIcon } from './PokeballIcon.tsx';
import classes from './Logo.module.css';

/** The Trainer Log wordmark; links home. */
export function Logo({ size = 'md', onClick }: { size?: 'sm' | 'md'; onClick?: () => void }) {
  return (
    <Link to="/" className={classes.link} aria-label="Trainer Log home" onClick={onClick}>
      <Group gap={8} wrap="nowrap">
        <PokeballIcon size={size === 'sm' ? 26 : 30} />
        <Text component="span" className={classes.word} fz={size === 'sm' ? 'lg' : 'xl'}>
          Trainer<span className={classes.accent}>Log</span>
        </Text>
      </Group>
    </Link>
  );
}
