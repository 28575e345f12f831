import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SPRITES, Sprite, spriteSources } from '../../src/ui/Sprite.tsx';

function renderSprite(props: Parameters<typeof Sprite>[0]) {
  return render(
    <MantineProvider>
      <Sprite {...props} />
    </MantineProvider>,
  );
}

describe('Sprite', () => {
  it('draws the server sprite of a slug at the medium size by default', () => {
    renderSprite({ slug: 'charizard', alt: 'Charizard' });
    const img = screen.getByRole('img', { name: 'Charizard' });
    expect(img.getAttribute('src')).toBe('/api/sprites/charizard');
    expect(img.getAttribute('width')).toBe('48');
  });

  it('has the spec sizes small 40 and large 64', () => {
    renderSprite({ slug: 'pikachu', size: 'small', alt: 'small' });
    renderSprite({ slug: 'pikachu', size: 'large', alt: 'large' });
    expect(screen.getByRole('img', { name: 'small' }).getAttribute('width')).toBe('40');
    expect(screen.getByRole('img', { name: 'large' }).getAttribute('width')).toBe('64');
  });

  it('asks our server for the opponent side’s placeholder, then falls back to the side placeholder', () => {
    renderSprite({ slug: 'fezandipiti', number: 1016, side: 'opponent', alt: 'Fezandipiti' });
    const img = screen.getByRole('img', { name: 'Fezandipiti' });
    expect(img.getAttribute('src')).toBe('/api/sprites/fezandipiti?side=opponent');
    fireEvent.error(img);
    const last = screen.getByRole('img', { name: 'Fezandipiti' });
    expect(last.getAttribute('src')).toBe(PLACEHOLDER_SPRITES.opponent);
    expect(last.getAttribute('data-sprite-fallback')).toBe('opponent');
  });

  it('shows Pikachu for the player side and Mewtwo for the opponent when nothing is known', () => {
    expect(spriteSources({ side: 'player' })).toEqual([PLACEHOLDER_SPRITES.player]);
    expect(spriteSources({ side: 'opponent' })).toEqual([PLACEHOLDER_SPRITES.opponent]);
  });

  it('never asks the public repository: Generation 9 and old repository URLs come from our origin', () => {
    expect(spriteSources({ slug: 'iron-hands' })).toEqual(['/api/sprites/iron-hands', PLACEHOLDER_SPRITES.player]);
    expect(spriteSources({ number: 992 })).toEqual(['/api/sprites/iron-hands', PLACEHOLDER_SPRITES.player]);
    expect(
      spriteSources({ slug: 'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/987.png' }),
    ).toEqual(['/api/sprites/flutter-mane', PLACEHOLDER_SPRITES.player]);
    for (const side of ['player', 'opponent'] as const) {
      for (const props of [{ slug: 'koraidon' }, { name: 'Miraidon ex' }, { number: 1024 }]) {
        expect(spriteSources({ ...props, side }).some((src) => /^https?:/.test(src))).toBe(false);
      }
    }
  });

  it('tries the slug candidates of a card name', () => {
    expect(spriteSources({ name: 'Charizard ex' })).toEqual(['/api/sprites/charizard', PLACEHOLDER_SPRITES.player]);
    expect(spriteSources({ name: 'Hisuian Zoroark VSTAR' })[0]).toBe('/api/sprites/zoroark-hisui');
  });

  it('draws a crown named Restricted on a restricted sprite, keeping the image as it was', () => {
    const { container } = renderSprite({ name: 'Calyrex-Shadow', size: 'small', restricted: true });
    const crown = screen.getByRole('img', { name: 'Restricted' });
    expect(crown.getAttribute('title')).toBe('Restricted');
    const sprite = screen.getByRole('img', { name: 'Calyrex-Shadow' });
    expect(sprite.getAttribute('width')).toBe('40');
    expect(sprite.parentElement).toBe(crown.parentElement);
    fireEvent.error(sprite);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('is the bare image without the restricted flag', () => {
    const { container } = renderSprite({ name: 'Incineroar', restricted: false });
    expect(screen.queryByRole('img', { name: 'Restricted' })).toBeNull();
    expect(container.querySelector('img')?.parentElement).toBe(container);
  });
});
