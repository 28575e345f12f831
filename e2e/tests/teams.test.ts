// VGC teams in a real browser against the real app and its offline Pokédex: a guest builds a team of six by
// species search (keyboard only in the search box) and finds it on /teams; a member imports a Showdown paste,
// and its export comes back identical.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor } from '../support/api.ts';
import { launchBrowser, openIsolatedPage } from '../support/browser.ts';
import { registerMember, signIn } from '../support/session.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openPage = (viewport?: { width: number; height: number }) => openIsolatedPage(browser, baseURL, viewport);

/** Types into the slot's species box and takes the first suggestion with the keyboard. */
async function pickSpecies(page: Page, slot: number, typed: string, expected: string) {
  const box = page.getByPlaceholder('Search Pokémon').nth(slot);
  await box.click();
  await box.fill(typed);
  await page.getByRole('option').filter({ hasText: expected }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(expected);
}

/** Written by us in the order and spelling Showdown exports, so an export must reproduce it byte for byte. */
const MEMBER_PASTE = `=== [gen9vgc2025regg] Trick Room Test ===

Incineroar @ Sitrus Berry
Ability: Intimidate
Level: 50
Tera Type: Ghost
EVs: 244 HP / 4 Atk / 148 Def / 4 SpD / 108 Spe
Careful Nature
- Fake Out
- Flare Blitz
- Parting Shot
- Knock Off

Hatty (Hatterene) (F) @ Life Orb
Ability: Magic Bounce
Level: 50
Tera Type: Fire
EVs: 252 HP / 252 SpA / 4 SpD
Quiet Nature
IVs: 0 Atk / 0 Spe
- Expanding Force
- Dazzling Gleam
- Trick Room
- Protect

Amoonguss @ Rocky Helmet
Ability: Regenerator
Level: 50
Tera Type: Water
EVs: 252 HP / 156 Def / 100 SpD
Relaxed Nature
IVs: 0 Atk / 0 Spe
- Spore
- Rage Powder
- Pollen Puff
- Protect

Ursaluna @ Flame Orb
Ability: Guts
Level: 50
Tera Type: Normal
EVs: 252 HP / 252 Atk / 4 SpD
Brave Nature
IVs: 0 Spe
- Facade
- Headlong Rush
- Earthquake
- Protect

Torkoal @ Charcoal
Ability: Drought
Level: 50
Tera Type: Fire
EVs: 252 HP / 252 SpA / 4 SpD
Quiet Nature
IVs: 0 Atk / 0 Spe
- Eruption
- Heat Wave
- Earth Power
- Protect

Indeedee-F @ Psychic Seed
Ability: Psychic Surge
Level: 50
Tera Type: Fairy
EVs: 252 HP / 252 Def / 4 SpD
Bold Nature
IVs: 0 Atk
- Follow Me
- Helping Hand
- Psychic
- Protect
`;

describe('teams', () => {
  it('a guest builds a team of six by species search and sees it on /teams', async () => {
    const { context, page } = await openPage();
    try {
      await page.goto('/teams');
      await page.getByText('No teams yet').waitFor();
      await page.getByRole('link', { name: 'Build a Team' }).click();
      await page.waitForURL('**/teams/new');

      await page.getByLabel('Team Name').fill('Guest Sun');
      await page.getByLabel('Format').fill('VGC 2025 Reg G');
      const species: [string, string][] = [
        ['incin', 'Incineroar'],
        ['rillab', 'Rillaboom'],
        ['flutter', 'Flutter Mane'],
        ['urshifu-rap', 'Urshifu-Rapid-Strike'],
        ['amoong', 'Amoonguss'],
        ['tornad', 'Tornadus'],
      ];
      for (const [index, [typed, expected]] of species.entries()) {
        if (index > 0) await page.getByRole('button', { name: /^Add Pokémon/ }).click();
        await pickSpecies(page, index, typed, expected);
      }
      await expect.poll(() => page.getByRole('button', { name: /^Add Pokémon/ }).isDisabled()).toBe(true);

      // The first slot's ability list comes from its species.
      await page.getByRole('region', { name: 'Slot 1' }).getByLabel('Ability', { exact: true }).click();
      await page.getByRole('option', { name: 'Intimidate' }).click();

      await page.getByRole('button', { name: 'Save Team' }).first().click();
      await page.waitForURL('**/teams');
      const card = page.getByTestId('team-card');
      await card.getByText('Guest Sun').waitFor();
      expect(await card.getByText('6/6').count()).toBe(1);
      expect(await card.locator('img').count()).toBe(6);

      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('trainerlog_teams') ?? '[]'));
      expect(stored).toHaveLength(1);
      expect(stored[0].pokemon.map((p: { species: string }) => p.species)).toEqual(species.map(([, name]) => name));
      expect(stored[0].pokemon[0].ability).toBe('Intimidate');
      expect(stored[0]._id).toMatch(/^local_/);
    } finally {
      await context.close();
    }
  });

  it('a member imports a Showdown paste and exports it back identical', async () => {
    const member = await registerMember(baseURL, 'teamimporter');
    const { context, page } = await openPage();
    try {
      await signIn(page, member, '/teams/import');
      await page.getByLabel('Team paste').fill(MEMBER_PASTE);
      await expect.poll(() => page.getByTestId('paste-set').count()).toBe(6);
      expect(await page.getByTestId('paste-problems').count()).toBe(0);
      expect(await page.getByLabel('Team Name').inputValue()).toBe('Trick Room Test');
      expect(await page.getByLabel('Format').inputValue()).toBe('gen9vgc2025regg');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.waitForURL('**/teams');

      const card = page.getByTestId('team-card').filter({ hasText: 'Trick Room Test' });
      await card.waitFor();
      expect(await card.getByText('This browser').count()).toBe(0);
      expect((await apiFor(baseURL, member).teams.list()).length).toBe(1);

      await card.getByRole('button', { name: 'Export Trick Room Test' }).click();
      const downloaded = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Download .txt' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('trick_room_test_paste.txt');
      expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(MEMBER_PASTE);
    } finally {
      await context.close();
    }
  });

  it('an import lists the line it could not read, with its number', async () => {
    const { context, page } = await openPage();
    try {
      await page.goto('/teams/import');
      await page.getByLabel('Team paste').fill('Torkoal @ Charcoal\nAbility: Drought\nSpeed Tier: slow\n- Eruption');
      await page
        .getByTestId('paste-problems')
        .getByText(/Line 3: Unknown line/)
        .waitFor();
      expect(await page.getByTestId('paste-set').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
