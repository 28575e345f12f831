/**
 * A new match kept as a draft while it is being logged (spec part 2 §3; issue 28 for VGC), for the match forms: the
 * saved draft is offered back when the form opens ("Resume draft saved …?"), the form is saved half a second after
 * each change once the player has changed something, and the draft is cleared once the match is saved.
 */
import { Alert, Button, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { MatchDraftStore } from '../../data/entities/matchDrafts.ts';
import { notify } from '../../ui/notify.ts';

export const DRAFT_DEBOUNCE_MS = 500;

type Draft = { savedAt: string; isDraft: true };

export interface FormDraft<D extends Draft> {
  /** The draft offered back, until resumed or discarded. */
  offer: D | null;
  /** The player changed the form: from now on it is kept. */
  touch(): void;
  /** The offered draft, taken (the form fills itself from it); null when there is none. */
  resume(): D | null;
  discard(): void;
  /** The match was saved: the draft is gone for good, even if the form stays on screen a moment. */
  saved(): void;
}

/**
 * `store` null while the player is not known yet (nothing is read or written until then); `enabled` false for an
 * edit, which keeps no draft. `fieldsOf` maps the form's values to what the draft keeps.
 */
export function useFormDraft<D extends Draft, Values>({
  store,
  enabled,
  values,
  fieldsOf,
  failureToastId,
}: {
  store: MatchDraftStore<D> | null;
  enabled: boolean;
  values: Values;
  fieldsOf(values: Values): Omit<D, 'savedAt' | 'isDraft'>;
  failureToastId: string;
}): FormDraft<D> {
  const [offer, setOffer] = useState<D | null>(() => (enabled && store ? store.load() : null));
  const touched = useRef(false);
  const fields = useRef(fieldsOf);
  fields.current = fieldsOf;

  // The player became known after the form opened (the session was still being read): their draft, if any.
  const loadedFrom = useRef(enabled ? store : null);
  useEffect(() => {
    if (!enabled || !store || loadedFrom.current === store) return;
    loadedFrom.current = store;
    if (!touched.current) setOffer(store.load());
  }, [enabled, store]);

  useEffect(() => {
    if (!enabled || !store || !touched.current) return;
    const timer = setTimeout(() => {
      if (!touched.current) return;
      if (!store.save(fields.current(values))) {
        notify.warning('Could not save a draft of this match in this browser', { id: failureToastId });
      }
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enabled, store, values, failureToastId]);

  return {
    offer,
    touch: () => {
      touched.current = true;
    },
    resume: () => {
      if (!offer) return null;
      touched.current = true;
      setOffer(null);
      return offer;
    },
    discard: () => {
      store?.clear();
      setOffer(null);
    },
    saved: () => {
      touched.current = false;
      store?.clear();
    },
  };
}

function formatSavedAt(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime())
    ? 'earlier'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Resume draft saved …?" with Resume and Discard, above the form. */
export function DraftOffer({ savedAt, onResume, onDiscard }: { savedAt: string; onResume(): void; onDiscard(): void }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHistory size={18} />}
      title={`Resume draft saved ${formatSavedAt(savedAt)}?`}
      data-testid="draft-offer"
    >
      <Group gap="sm" mt={4}>
        <Button size="xs" onClick={onResume}>
          Resume
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
