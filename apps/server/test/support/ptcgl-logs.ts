/**
 * Small PTCGL game logs of our own, in the client's English phrasing, for the import tests. `owner` is the exporting
 * player (their opening hand and draws are shown); `winner` wins on prizes (or by the other's concession);
 * `seed` varies the damage so two games against the same opponent are different logs.
 */
export interface TestLogOptions {
  owner: string;
  opponent: string;
  winner: string | null;
  firstPlayer?: string;
  concede?: boolean;
  mulligansOfOwner?: number;
  seed?: number;
}

export function englishTestLog(options: TestLogOptions): string {
  const { owner, opponent, winner } = options;
  const first = options.firstPlayer ?? opponent;
  const second = first === owner ? opponent : owner;
  const seed = options.seed ?? 1;
  const lines = [
    'Setup',
    `${owner} chose heads for the opening coin flip.`,
    `${first} won the coin toss.`,
    `${first} decided to go first.`,
    `${owner} drew 7 cards for the opening hand.`,
    '- 7 drawn cards.',
    '   • Dreepy, Ultra Ball, Nest Ball, Rare Candy, Dreepy, Basic Psychic Energy, Arven',
    `${opponent} drew 7 cards for the opening hand.`,
    '- 7 drawn cards.',
  ];
  for (let m = 1; m <= (options.mulligansOfOwner ?? 0); m++) {
    lines.push(
      `${owner} took a mulligan.`,
      `- Cards revealed from Mulligan ${m}`,
      '   • Ultra Ball, Arven, Rare Candy',
    );
  }
  lines.push(
    `${owner} played Dreepy to the Active Spot.`,
    `${opponent} played Charmander to the Active Spot.`,
    '',
    `Turn # 1 - ${first}'s Turn`,
    first === owner ? `${owner} drew Drakloak.` : `${opponent} drew a card.`,
    `${first} ended their turn.`,
    '',
    `Turn # 2 - ${second}'s Turn`,
    second === owner ? `${owner} drew Nest Ball.` : `${opponent} drew a card.`,
    `${second} ended their turn.`,
  );
  if (winner !== null) {
    const loser = winner === owner ? opponent : owner;
    const attacker = winner === owner ? 'Dreepy' : 'Charmander';
    const target = winner === owner ? 'Charmander' : 'Dreepy';
    lines.push('', `Turn # 3 - ${winner}'s Turn`, `${winner} drew a card.`);
    if (options.concede) {
      // The owner's log names the conceding side "Opponent" (the winner is the owner here).
      lines.push(`Opponent conceded. ${winner} wins.`);
    } else {
      lines.push(
        `${winner}'s ${attacker} used Bite on ${loser}'s ${target} for ${60 + seed * 10} damage.`,
        `${loser}'s ${target} was Knocked Out!`,
        `${winner} took 6 Prize cards.`,
        `All Prize cards taken. ${winner} wins.`,
      );
    }
  }
  return lines.join('\n');
}
