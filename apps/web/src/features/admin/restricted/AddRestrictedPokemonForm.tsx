import { restrictedPokemonInputSchema } from '@trainerlog/core';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { SpeciesSearch } from '../../../widgets/pokemonPickers/index.ts';
import { RESTRICTED_POKEMON_ERRORS } from './restrictedPokemonApi.ts';

interface AddRestrictedPokemonFormProps {
  adding: boolean;
  /** Resolves when the server took the name; rejects with its refusal. */
  onAdd(name: string): Promise<unknown>;
}

/**
 * The team builder's Pokédex search, so the admin picks the spelling the server stores. The server still judges the
 * name: its refusal (unknown species 400, already listed 409) shows under the box, and the text stays to be fixed.
 */
export function AddRestrictedPokemonForm({ adding, onAdd }: AddRestrictedPokemonFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const checked = restrictedPokemonInputSchema.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? RESTRICTED_POKEMON_ERRORS.add);
    try {
      await onAdd(checked.data.name);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure, failure instanceof Error ? failure.message : RESTRICTED_POKEMON_ERRORS.add));
    }
  };

  return (
    <form
      noValidate
      aria-label="Restrict a Pokémon"
      onSubmit={(event) => {
        event.preventDefault();
        if (!adding) void submit();
      }}
    >
      <Stack gap={4}>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <SpeciesSearch
              label="Pokémon to restrict"
              value={name}
              onChange={(value) => {
                setName(value);
                setError(null);
              }}
            />
          </Box>
          <Button type="submit" leftSection={<IconCrown size={16} />} loading={adding}>
            Restrict
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert" data-testid="restrict-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
