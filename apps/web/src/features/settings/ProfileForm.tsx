import { DIVISIONS, profileSchema, TCG_FORMATS, type PublicUser } from '@trainerlog/core';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorMessage } from '../../api/client.ts';
import { useAuth } from '../../session/useAuth.ts';
import { notify } from '../../ui/notify.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { settingsApi } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';

const FIELDS = [
  'name',
  'playerName',
  'playerId',
  'birthdate',
  'division',
  'format',
  'gameMode',
  'pokemonSprite',
  'profilePicture',
] as const;
type ProfileValues = Record<(typeof FIELDS)[number], string>;

function valuesFrom(user: PublicUser): ProfileValues {
  return {
    name: user.name ?? '',
    playerName: user.playerName ?? '',
    playerId: user.playerId ?? '',
    birthdate: user.birthdate ?? '',
    division: user.division ?? '',
    format: user.format ?? '',
    gameMode: user.gameMode ?? '',
    pokemonSprite: user.pokemonSprite ?? '',
    profilePicture: user.profilePicture ?? '',
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ user }: { user: PublicUser }) {
  const { setUser } = useAuth();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesFrom(user),
    validate: schemaResolver(profileSchema, { sync: true }),
  });
  const formats = [
    ...TCG_FORMATS,
    ...(user.format && !(TCG_FORMATS as readonly string[]).includes(user.format) ? [user.format] : []),
  ];

  const submit = form.onSubmit(async (values) => {
    try {
      const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as ProfileValues;
      const saved = await settingsApi.updateProfile({
        ...trimmed,
        division: trimmed.division as (typeof DIVISIONS)[number] | '',
        gameMode: trimmed.gameMode as 'tcg' | 'vgc' | '',
      });
      setUser(saved);
      form.setInitialValues(valuesFrom(saved));
      form.setValues(valuesFrom(saved));
      notify.success('Profile updated');
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, FIELDS));
      notify.error(errorMessage(error, 'Could not save your profile. Please try again.'), { id: 'profile-error' });
    }
  });

  return (
    <SettingsCard title="Profile" description="How you appear to friends and on tournament exports.">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="Display Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label="Player Name"
            description="As registered with Play! Pokémon"
            key={form.key('playerName')}
            {...form.getInputProps('playerName')}
          />
          <TextInput
            label="Player ID"
            description="Digits only"
            inputMode="numeric"
            key={form.key('playerId')}
            {...form.getInputProps('playerId')}
          />
          <TextInput
            label="Birthdate"
            type="date"
            max={today()}
            key={form.key('birthdate')}
            {...form.getInputProps('birthdate')}
          />
          <Select
            label="Division"
            placeholder="Not set"
            data={[...DIVISIONS]}
            clearable
            key={form.key('division')}
            {...form.getInputProps('division')}
            value={form.values.division || null}
            onChange={(value) => form.setFieldValue('division', value ?? '')}
          />
          <Select
            label="Format"
            placeholder="Not set"
            data={formats}
            clearable
            key={form.key('format')}
            {...form.getInputProps('format')}
            value={form.values.format || null}
            onChange={(value) => form.setFieldValue('format', value ?? '')}
          />
          <Select
            label="Preferred Game Mode"
            placeholder="Not set"
            data={[
              { value: 'tcg', label: 'TCG' },
              { value: 'vgc', label: 'VGC' },
            ]}
            clearable
            key={form.key('gameMode')}
            {...form.getInputProps('gameMode')}
            value={form.values.gameMode || null}
            onChange={(value) => form.setFieldValue('gameMode', value ?? '')}
          />
          <TextInput
            label="Pokémon Sprite"
            description="Your avatar Pokémon, e.g. pikachu"
            key={form.key('pokemonSprite')}
            {...form.getInputProps('pokemonSprite')}
          />
          <TextInput
            label="Profile Picture URL"
            description="An image link; it replaces the sprite"
            type="url"
            placeholder="https://"
            key={form.key('profilePicture')}
            {...form.getInputProps('profilePicture')}
            style={{ gridColumn: '1 / -1' }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Save Profile
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
