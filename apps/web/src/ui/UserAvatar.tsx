import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';
import { API_BASE } from '../api/client.ts';
import { PokeballIcon } from './PokeballIcon.tsx';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  user: { username: string; profilePicture?: string | null; pokemonSprite?: string | null };
}

/** Relative image paths are served by the API host (spec part 1 §7). */
export function imageUrl(path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The user's picture: the profile picture if set, else a sprite given as an image path or URL, else a Poké Ball.
 * A picture that fails to load falls back to the Poké Ball too.
 */
export function UserAvatar({ user, size = 48, ...props }: UserAvatarProps) {
  const candidate = user.profilePicture || (isImagePath(user.pokemonSprite) ? user.pokemonSprite : null);
  const [failed, setFailed] = useState<string | null>(null);
  const src = candidate && failed !== candidate ? imageUrl(candidate) : null;
  return (
    <Avatar
      size={size}
      radius="xl"
      src={src}
      alt={`${user.username}'s avatar`}
      imageProps={{ onError: () => setFailed(candidate) }}
      color="gray"
      variant="light"
      {...props}
    >
      <PokeballIcon size={typeof size === 'number' ? Math.round(size * 0.72) : 32} />
    </Avatar>
  );
}

function isImagePath(value: string | null | undefined): value is string {
  return !!value && (/^(https?:|data:|\/)/i.test(value) || /\.(png|gif|svg|webp|jpe?g)$/i.test(value));
}
