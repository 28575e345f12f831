import { Sprite, type SpriteProps } from './Sprite.tsx';
import classes from './NamedSprite.module.css';

interface NamedSpriteProps extends Omit<SpriteProps, 'alt' | 'name'> {
  /** The Pokémon's name: written under the sprite and given in full on hover. */
  name: string;
  /** The caption's width in px (names longer than it end in an ellipsis); the sprite's drawn width by default. */
  captionWidth?: number;
}

/**
 * A sprite with its Pokémon's name written under it. Where sprites fall back to the side's placeholder (a server
 * without internet draws Gen 9 as Pikachu or Mewtwo), the names still tell the Pokémon of a row apart at a glance,
 * without hovering (issue 28). Screen readers read the image's alt text; the caption repeats it for the eye only.
 */
export function NamedSprite({ name, captionWidth, ...sprite }: NamedSpriteProps) {
  return (
    <span className={classes.named} title={name} data-named-sprite={name}>
      <Sprite {...sprite} name={name} alt={name} />
      <span
        className={classes.caption}
        style={captionWidth ? { maxWidth: captionWidth } : undefined}
        aria-hidden="true"
      >
        {name}
      </span>
    </span>
  );
}
