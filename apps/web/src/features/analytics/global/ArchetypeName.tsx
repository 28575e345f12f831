import { Group, Text, type TextProps } from '@mantine/core';
import { Sprite } from '../../../ui/Sprite.tsx';

/** An archetype as the community screens show it: its (up to two) sprites, then its name. */
export function ArchetypeName({
  name,
  sprites,
  size = 'sm',
  spriteSize = 'small',
  ...props
}: { name: string; sprites: readonly string[]; spriteSize?: 'small' | 'medium' } & Omit<TextProps, 'children'> & {
    size?: TextProps['size'];
  }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {sprites.slice(0, 2).map((slug) => (
        <Sprite key={slug} slug={slug} size={spriteSize} alt="" style={{ flexShrink: 0 }} />
      ))}
      <Text size={size} fw={600} style={{ overflowWrap: 'break-word' }} {...props}>
        {name}
      </Text>
    </Group>
  );
}
