import { Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Sprite, type SpriteSize } from '../../ui/Sprite.tsx';
import type { YourDeckSprites } from './types.ts';

interface SpritesProps {
  size?: SpriteSize;
  /** Pixel size overriding the named sizes (the classic look's dense rows). */
  px?: number;
}

const pxStyle = (px?: number): CSSProperties | undefined => (px ? { width: px, height: px } : undefined);

/**
 * The player's deck: its saved sprites when the deck is known, otherwise the sprite its name resolves to (a deleted
 * deck, a guest's imported match). Decorative: the deck name is always written beside it.
 */
export function YourDeckSpriteGroup({
  deckName,
  sprites,
  size = 'medium',
  px,
}: SpritesProps & { deckName: string; sprites?: YourDeckSprites | null }) {
  const style = pxStyle(px);
  if (sprites?.sprite) {
    return (
      <Group gap={0} wrap="nowrap" aria-hidden>
        <Sprite slug={sprites.sprite} size={size} side="player" alt="" style={style} />
        {sprites.secondarySprite ? (
          <Sprite slug={sprites.secondarySprite} size={size} side="player" alt="" style={style} />
        ) : null}
      </Group>
    );
  }
  return (
    <Group gap={0} wrap="nowrap" aria-hidden>
      <Sprite name={deckName} size={size} side="player" alt="" style={style} />
    </Group>
  );
}

export function OpponentSprite({ opponentDeck, size = 'medium', px }: SpritesProps & { opponentDeck: string }) {
  return (
    <Group gap={0} wrap="nowrap" aria-hidden>
      <Sprite name={opponentDeck} size={size} side="opponent" alt="" style={pxStyle(px)} />
    </Group>
  );
}
