/**
 * Our own release notes, newest first. Each release adds an entry describing only what actually shipped
 * (docs/decisions.md: numbering follows the spec's 2.x line, one minor version per delivered capability). The
 * versions the spec names are spelt as it names them: its latest is 2.3.1, not 2.3 (issue 29).
 */
export interface PatchNote {
  version: string;
  date: string;
  title: string;
  preview: string;
  sections: { heading: string; items: string[] }[];
}

export const PATCH_NOTES: PatchNote[] = [
  {
    version: '2.13',
    date: '2026-11-29',
    title: 'Which cards and choices win your games',
    preview:
      'A Cards view for every deck, tempo and opening-hand guides, Bring & lead for VGC teams with an advisor, community card data, Champions regulations kept by admins, and automatic backups.',
    sections: [
      {
        heading: 'Cards, tempo and openings (TCG)',
        items: [
          'Each deck’s analytics has a Cards tab, read from the game logs you import: your win rate when you used a card by your turn 1, 2 or 3, or at all, against the games you did not — and the same for your opponents’ cards. Differences unlikely to be chance are marked, and every rate opens the games behind it.',
          'Tempo shows in which of your turns your first attack, first knock-out and first Prize card came and how those games went, and whether a Stage 2 by your second turn wins.',
          'Openings: your win rate with each card in your opening hand, and after a mulligan. The prize race now follows the same filters: going first or second, and one opponent deck.',
          'Logs you imported before are read again in the background, so the numbers include them.',
        ],
      },
      {
        heading: 'Bring & lead (VGC)',
        items: [
          'Team analytics has a Bring & lead view: your record when each Pokémon is brought and when it leads, each lead pair’s, and what opponents bring and lead from their team preview.',
          'The advisor: type or paste an opponent’s six and see your past brings and leads against teams sharing at least four of them.',
        ],
      },
      {
        heading: 'Community',
        items: [
          'Community Cards: for each archetype, how often its players use each card and how the games that used it went.',
          'The VGC community shows how often each Pokémon is brought and leads when it is on a team, with those games’ results.',
        ],
      },
      {
        heading: 'Pokémon Champions',
        items: [
          'Regulations are kept by admins: a new regulation, its Showdown formats, restricted limit and banned Pokémon apply without an update.',
          'Champions teams edit stat points (0–32 per stat, 66 in all) in the team builder, and pastes keep them.',
        ],
      },
      {
        heading: 'Your data is safe',
        items: [
          'A self-hosted Trainer Log takes a verified backup every day and keeps the last seven and a weekly one; `npm run backup` and `npm run restore` take and restore one. The owner’s admin hub says when the last good backup was taken.',
          'When Limitless, Showdown, pokepast.es or a card or sprite source is down, Trainer Log says so at once instead of waiting on every request.',
        ],
      },
    ],
  },
  {
    version: '2.12',
    date: '2026-11-29',
    title: 'Tournaments as they happen, and quicker on your phone',
    preview:
      'Log ties, time called, IDs, byes and no-shows in both games, keep VGC formes apart, and open Trainer Log faster between rounds.',
    sections: [
      {
        heading: 'Results as tournaments record them',
        items: [
          'A game can be a tie, and "Time called" ends a best-of-three with the games played: 1-1 at time is a tie, 1-0 a win — in TCG and in VGC, with the keyboard too (T types a tie).',
          'Record an intentional draw (ID), a bye or a no-show without games. Records read W-L-T, and IDs and byes stay out of your matchup win rates.',
          'A PTCGL import of two games against one opponent at 1-1 is offered as one best-of-three tied at time, and Limitless byes come in as byes.',
        ],
      },
      {
        heading: 'VGC',
        items: [
          'Formes count apart wherever a Pokémon is counted: Calyrex-Shadow and Calyrex-Ice, Rapid and Single Strike Urshifu, Ogerpon’s masks, regional formes. Battle-only formes count as the Pokémon they come from.',
          'Move usage counts the moves your Pokémon used in imported replays; the moves on your team sheets are shown apart, as such. Terastallization rates count only the games where it was recorded, with the number of games shown.',
          'The team builder and team list say which format rule a team breaks: restricted limit, Species Clause or Item Clause.',
        ],
      },
      {
        heading: 'Deck lists',
        items: [
          'Basic Energy is read as Basic Energy in every list shape and language, including Limitless lists such as "11 Psychic Energy 5", and exported with its Scarlet & Violet Energies code so PTCGL imports it.',
        ],
      },
      {
        heading: 'On your phone',
        items: [
          'Pages draw sooner and no longer jump while they load, and heavy work on pasted logs and statistics runs in the background so the screen stays responsive.',
          'Every screen works with the keyboard and a screen reader; wide tables scroll in their own region.',
        ],
      },
    ],
  },
  {
    version: '2.11',
    date: '2026-11-25',
    title: 'Faster, steadier, and calm when the server is away',
    preview:
      'Dashboards, statistics and logging are quicker for long histories, every Pokémon has its sprite even offline, and a lost connection no longer looks like an error.',
    sections: [
      {
        heading: 'When the server is out of reach',
        items: [
          'If Trainer Log cannot reach its server, you see a calm notice that your entries are kept on this device — not errors — and everything carries on by itself when the server is back.',
          'A server restarted after a crash starts serving again on its own.',
        ],
      },
      {
        heading: 'Speed',
        items: [
          'Your dashboard, match list and active deck figures load quickly however many matches you have logged, also while you are logging new ones.',
          'Personal statistics for thousands of matches are ready in a few milliseconds, and a new filter no longer makes you wait.',
          'Community statistics for a season or a date range answer as fast as the all-time ones.',
          'The first visit downloads less: the statistics and PDF parts load only when you open them.',
        ],
      },
      {
        heading: 'Out of the box',
        items: [
          'Every Pokémon and form has its sprite, Generation 9 included, served by Trainer Log itself, and the sprites you have seen stay available offline.',
          'A new Trainer Log fills its card catalogue by itself, so the deck builder’s search works from the start; without internet it says so once.',
        ],
      },
    ],
  },
  {
    version: '2.10',
    date: '2026-11-25',
    title: 'Support answers and the admin tools',
    preview:
      'Your feedback now gets answers you can read on the Support page, and the people who run Trainer Log have new tools to keep it tidy.',
    sections: [
      {
        heading: 'Feedback and Support',
        items: [
          'Send feedback, a suggestion or a bug report from the Feedback button on every page, or from the Support page.',
          'The Support page lists everything you sent with its type, date and status — New, Answered or Archived — and the answer when there is one.',
          'When an admin answers you, a notification takes you straight to the answer.',
        ],
      },
      {
        heading: 'For admins and owners',
        items: [
          'Feedback: every submission, newest first, filtered by type and status, searchable, answered, archived (one by one or all at once) or deleted.',
          'Matches: search every player’s matches by player, deck, opponent, date and import source, read one with its imported log, and remove a broken or abusive one with a reason the player is told. A chart shows the matches logged each day.',
          'Managers (owners): find a user by username and make them an admin, or remove the role; every change is kept in an audit log.',
          'The Admin Dashboard shows live counts: open feedback, users and matches logged today.',
        ],
      },
    ],
  },
  {
    version: '2.9',
    date: '2026-11-24',
    title: 'Limitless tournament import',
    preview:
      'Played an online tournament on Limitless? Bring every round in at once — your opponents, their decks, your list and a match group for the event — in three steps.',
    sections: [
      {
        heading: 'Your tournaments from Limitless',
        items: [
          'Import Limitless on the dashboard: find the tournament by name and day (newest first, and further back when you need), or paste its link.',
          'Find yourself in the standings by name or username; save your Limitless username in Profile Settings, or tick “Remember” during the import, and you are chosen for you next time.',
          'Review every round before anything is saved: Swiss or top cut, Bo1 or Bo3, your opponent’s name and deck with sprites and its community deck category (VGC: their team), and the result. Byes and unreported rounds are shown but not imported.',
          'Your list from the standings is saved as a new deck (a team for VGC tournaments), or the import uses the deck of yours that matches it.',
          'The matches are dated the tournament’s day and collected in a match group named after it. Imported tournaments lists each one with your placing and record, and the same tournament is never imported twice.',
        ],
      },
      {
        heading: 'Result-only matches',
        items: [
          'Limitless publishes no game scores for best-of-3 rounds and ties: those matches record their result only and are marked “Result only”. They count in your record and win rates like any other match.',
        ],
      },
    ],
  },
  {
    version: '2.8',
    date: '2026-11-24',
    title: 'Match groups, friends and notifications',
    preview:
      'Group an event’s matches, share the group with your testing partners, and see each other’s results — with friends and a notification bell.',
    sections: [
      {
        heading: 'Match groups',
        items: [
          'Create a group from the dashboard (Create Group) or the Match Groups page, with TCG matches, VGC matches or both, and add more later.',
          'Each group shows its record — wins, losses, ties and win rate — and opens to its matches, 8 per page, with every match’s details.',
          'Deleting a group never deletes its matches; a match you delete leaves every group.',
        ],
      },
      {
        heading: 'Sharing with friends',
        items: [
          'Share a group with a friend to view or to edit; they accept or decline in Group Invitations.',
          'Editors add and remove their own matches and rename the group; viewers read. Change a friend’s access or stop sharing at any time, and leave a group shared with you.',
        ],
      },
      {
        heading: 'Friends and notifications',
        items: [
          'My Friends: search players by username, send and answer friend requests, and open a friend’s page with the groups they share with you.',
          'The bell tells you about friend requests (accept or reject right there), invitations and changes to shared groups, and keeps its count right in every open tab.',
        ],
      },
    ],
  },
  {
    version: '2.7',
    date: '2026-11-24',
    title: 'VGC replay import',
    preview:
      'Paste a Pokémon Showdown replay link — or all three of a Bo3 — and the VGC match is logged with both teams, leads, brought Pokémon, Tera and the result.',
    sections: [
      {
        heading: 'Import from Pokémon Showdown',
        items: [
          'Import VGC Replay: paste one or many replay links (private links too), replay JSON or battle logs, or drop the files you downloaded.',
          'Each game is read for you: both players, the six at team preview, the four brought and the two leads, the first knock-out, who terastallized, the result and how the game ended — Megas, Tera formes, Crowned heroes, Ogerpon masks and Urshifu are named as the Pokémon that was brought, never by nickname.',
          'The games of one best-of-3 become one match in order, from Showdown’s Bo3 series or from games against the same player in a short time; split or join them before importing.',
          'Add your Showdown names in Profile Settings so the import knows which player is you; otherwise your saved teams tell, or you pick.',
          'Your team is linked to the saved team it matches, or save the replay’s team as a new one — with items, abilities and moves when the format showed open team sheets.',
          'The same replay is never imported twice. Guests can import too; their matches stay in this browser.',
        ],
      },
    ],
  },
  {
    version: '2.6',
    date: '2026-11-24',
    title: 'PTCGL game-log import',
    preview:
      'Paste your Pokémon TCG Live battle logs — one game or a whole event, in any of the client’s seven languages — and the matches are logged in seconds.',
    sections: [
      {
        heading: 'Import from Pokémon TCG Live',
        items: [
          'A game-log import in seven languages: English, German, French, Italian, Brazilian Portuguese, Spanish and Latin-American Spanish.',
          'Paste one log or many at once, or drop the .txt files: each game shows a preview first — both players, the coin flip, who went first, mulligans, the prize race, the winner and how the game ended.',
          'Logs against the same opponent become one Bo3 in order; split, join or leave out games before importing.',
          'Both decks are named from the Pokémon they showed, with the community deck categories; your deck is the one of yours that matches what you played. Correct anything before importing.',
          'Add your PTCGL screen names in Profile Settings so the import always knows which player is you.',
          'The same log is never imported twice, and imported matches carry a PTCGL badge and count in every statistic at once.',
          'Guests can import too; their matches stay in this browser.',
        ],
      },
      {
        heading: 'Deck lists',
        items: [
          'Deck lists without section headers (as tournament sites export them) and lists with garbled headers such as "PokÃ©mon" now import, and a deck list pasted together with your logs is offered as a deck.',
        ],
      },
    ],
  },
  {
    version: '2.5',
    date: '2026-11-22',
    title: 'Analytics',
    preview:
      'Personal TCG and VGC analytics with honest win rates, community meta share and a matchup matrix, and an expected win rate for your next event.',
    sections: [
      {
        heading: 'Your analytics',
        items: [
          'TCG and VGC match analytics: record overall and per season, win rate over time by week or month, and every matchup with its 95% interval — rates from fewer than 10 matches are greyed with their count.',
          'Choose how ties count (as losses, as a third of a win, or left out); the choice applies to every figure and is remembered.',
          'Filter by date range, season, Bo1/Bo3, deck or team, and VGC format.',
          'TCG: going first vs second, coin flip won or lost and the choice made, mulligans on both sides, game 1 vs games 2–3, concessions and prize-race facts.',
          "VGC: lead pairs, brought Pokémon, results against each opposing Pokémon, your opponents' leads, each Pokémon's top 4 moves plus Others, and Tera usage (record who terastallized in each game).",
          'Deck and team analytics: every deck and team with its record, interval and best and worst matchups.',
        ],
      },
      {
        heading: 'Community',
        items: [
          'Global analytics: meta share by archetype over time, win rates with intervals, player and match counts.',
          'A matchup matrix of archetype against archetype, coloured by win rate, exportable as CSV, and side-by-side archetype comparison.',
          'Expected win rate: pick your deck and a predicted field (the current meta by default) for Bo1 and Bo3 estimates.',
          'Only aggregates ever leave your data, and you can keep your matches out of community statistics in Profile Settings.',
          'Admins keep deck categories (names, sprites, keywords and core cards) and assign uncategorised deck names in bulk.',
        ],
      },
    ],
  },
  {
    version: '2.4',
    date: '2026-11-22',
    title: 'VGC matches',
    preview:
      'Log VGC matches game by game with leads, brought Pokémon and replays, and follow each team on your dashboard.',
    sections: [
      {
        heading: 'Logging',
        items: [
          'Log a Bo1 or Bo3 with your team (the active one is preselected) or the six you type, and the six you faced.',
          "Per game: result, turn order, both sides' leads and brought Pokémon picked from the teams, first knockout, replay link and notes.",
          'Restricted Pokémon wear a crown everywhere; admins keep the restricted list.',
        ],
      },
      {
        heading: 'Dashboard and teams',
        items: [
          'A VGC tab with your record, Team Performance for your most used team, search, sorts by opponent name and a CSV export.',
          'Match cards and details with both teams, leads, brought Pokémon, first knockout, replays and game notes.',
          'Each team shows its win rate, most common lead pair, opponents met and recent form; View Matches filters the dashboard to it.',
          'Import a team straight from a pokepast.es link.',
        ],
      },
    ],
  },
  {
    version: '2.3.1',
    date: '2026-11-22',
    title: 'VGC teams',
    preview:
      'Build VGC teams with a Pokédex search that works offline, import them from a Showdown or PokePaste paste and export them back.',
    sections: [
      {
        heading: 'Teams',
        items: [
          'Build a team of six: search any species or forme, then pick item, ability, Tera type, nature, moves, EVs and IVs.',
          'Paste a team from Pokémon Showdown or PokePaste: every set is previewed, and a line that cannot be read is shown with its number, never dropped.',
          'Export a team back as a paste, to the clipboard or as a text file; choose your active team.',
          'Guests keep their teams in this browser.',
        ],
      },
    ],
  },
  {
    version: '2.2',
    date: '2026-11-22',
    title: 'TCG matches and your dashboard',
    preview:
      'Log a TCG match in seconds from the keyboard, then find it on your dashboard with records, trends, your active deck and a CSV export.',
    sections: [
      {
        heading: 'Logging',
        items: [
          "Log a Bo1 or Bo3 with the keyboard alone: your deck (the active one is preselected), the opponent deck with suggestions, and each game's result.",
          'Optional details per game: coin flip and choice, turn order, mulligans, concessions, prize cards and notes.',
          'An unfinished match is kept as a draft in this browser and offered back next time.',
        ],
      },
      {
        heading: 'Dashboard',
        items: [
          'Your Match History: search, four sorts, pages of 15, and a current-season filter.',
          'Performance Analysis: your record and win rate, all-time or this season at a click, with a trend arrow.',
          'Active Deck Performance: win rate, record, best and worst matchup and your last 10 games.',
          'Match cards in a modern or classic look, match details game by game, notes with autosave, edit and delete.',
          'Export Data downloads the shown matches as a CSV file for your spreadsheet.',
        ],
      },
      {
        heading: 'Seasons',
        items: ['Admins run seasons; your record card and the match list can show the current season alone.'],
      },
    ],
  },
  {
    version: '2.1',
    date: '2026-11-22',
    title: 'Decks: build, import and export',
    preview:
      'A deck builder with card search, deck list import from Pokémon TCG Live in seven languages, and export as text, PDF or clipboard.',
    sections: [
      {
        heading: 'Deck builder',
        items: [
          'Search the card catalogue by name, set, supertype and subtype, and add copies with one click or key press.',
          'Section counts and the 60-card total update live, with the copy rules of the real game: 4 per name, Basic Energy exempt, one ACE SPEC and one Radiant Pokémon.',
          'Pick two Pokémon sprites for each deck, and choose your active deck.',
        ],
      },
      {
        heading: 'Import and export',
        items: [
          'Paste a Pokémon TCG Live or PTCGO deck list — headers in English, French, German, Italian, Spanish, Portuguese or Japanese; lines that cannot be read are listed, never dropped.',
          'Download the list as a text file or a tournament-ready PDF, or copy it to the clipboard.',
        ],
      },
      {
        heading: 'Without an account',
        items: ['Build, import, edit and export decks as a guest; they stay in this browser.'],
      },
    ],
  },
  {
    version: '2.0',
    date: '2026-11-22',
    title: 'Trainer Log opens its doors',
    preview:
      'Accounts, password reset by email, light and dark themes, profile settings and an app that runs from two commands.',
    sections: [
      {
        heading: 'Accounts',
        items: [
          'Create an account with a username, email and the game modes you play (TCG, VGC or both).',
          'Log in by email; you stay logged in for 30 days after your last visit, until you log out.',
          'Forgot your password? Request a reset link by username — it is valid for 15 minutes and works once.',
        ],
      },
      {
        heading: 'Settings',
        items: [
          'Profile settings: display name, player name and ID, birthdate, division, preferred format and game mode.',
          'Light and dark themes, remembered on this device and on your account.',
        ],
      },
      {
        heading: 'Under the hood',
        items: [
          'Runs anywhere with npm start: a real PostgreSQL database is started for you and keeps your data between runs.',
          'Scales out: point several app instances at one PostgreSQL server with DATABASE_URL.',
        ],
      },
    ],
  },
];

export const LATEST_PATCH_NOTE: PatchNote = PATCH_NOTES[0]!;
