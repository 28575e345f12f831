import { Anchor, Text } from '@mantine/core';
import { IconBrandDiscord, IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Footer.module.css';

const DISCORD_URL = import.meta.env.VITE_DISCORD_URL?.trim() || null;

/** Spec part 1 §1: credits the creator, links to the donate page, asks for feedback on a chat platform. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Text size="sm" c="dimmed">
          Made with <IconHeart size={14} className={classes.heart} aria-label="love" /> by the Trainer Log team ·{' '}
          <Anchor component={Link} to="/donate" size="sm">
            Donate
          </Anchor>
        </Text>
        {DISCORD_URL ? (
          <Text size="sm" c="dimmed">
            <IconBrandDiscord size={16} aria-hidden="true" className={classes.icon} />
            Feedback or a bug to report?{' '}
            <Anchor href={DISCORD_URL} target="_blank" rel="noreferrer" size="sm">
              Join us on Discord
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <IconMessageCircle size={16} aria-hidden="true" className={classes.icon} />
            Feedback or a bug to report?{' '}
            <Anchor component={Link} to="/support" size="sm">
              Let us know
            </Anchor>
          </Text>
        )}
        <Text size="xs" c="dimmed" className={classes.legal}>
          Trainer Log is a fan project, not affiliated with Nintendo, Creatures, Game Freak or The Pokémon Company.
        </Text>
      </div>
    </footer>
  );
}
