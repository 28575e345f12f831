import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import classes from './FeedbackButton.module.css';

/** The floating feedback button shown to logged-in users (spec part 1 §1). */
export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        className={classes.floating}
        radius="xl"
        size="md"
        leftSection={<IconMessageCircle size={20} />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        <span className={classes.label}>Feedback</span>
      </Button>
      <FeedbackDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
