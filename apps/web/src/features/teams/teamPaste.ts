import { formatShowdownPaste, type Team } from '@trainerlog/core';
import { saveBlob } from '../../ui/download.ts';
import { notify } from '../../ui/notify.ts';

/** The team as a Showdown export with its header, the text Showdown's Import and PokePaste take back. */
export function teamPasteText(team: Pick<Team, 'name' | 'format' | 'pokemon'>): string {
  return formatShowdownPaste(team.pokemon, { name: team.name, format: team.format });
}

/** `Rain Team` → `rain_team_paste.txt`; a team without a usable name is `team_paste.txt`. */
export function teamPasteFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'team'}_paste.txt`;
}

export async function copyTeamPaste(team: Pick<Team, 'name' | 'format' | 'pokemon'>) {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(teamPasteText(team));
    notify.success('Team copied to clipboard!', { id: 'team-clipboard' });
  } catch {
    notify.error('Failed to copy team to clipboard.', { id: 'team-clipboard' });
  }
}

export function downloadTeamPaste(team: Pick<Team, 'name' | 'format' | 'pokemon'>) {
  saveBlob(new Blob([teamPasteText(team)], { type: 'text/plain;charset=utf-8' }), teamPasteFileName(team.name));
}
