import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A guest's data lives in this browser only (spec part 1 §6). The note says so once on the dashboard and names the
 * two ways out: an account (the data syncs on registration) or a file moved by hand with /my-data (issue 16: "the way
 * to move between devices without an account"). The guest sidebar is fixed by the spec, so this is where guests find
 * the export and import.
 */
export function GuestDataNote() {
  return (
    <Text size="sm" c="dimmed" data-testid="guest-data-note">
      Your matches, decks and teams are kept in this browser.{' '}
      <Anchor component={Link} to="/register" size="sm">
        Register
      </Anchor>{' '}
      to keep them in an account, or move them to another device with{' '}
      <Anchor component={Link} to="/my-data" size="sm">
        your data file
      </Anchor>
      .
    </Text>
  );
}
