/** Two saved teams with sets, shared by the VGC move and Tera usage tests. */
export const TEAM_ONE = {
  _id: 'local_t1',
  name: 'Sun',
  pokemon: [
    { species: 'Incineroar', teraType: 'Grass', moves: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off'] },
    { species: 'Flutter Mane', teraType: 'Fairy', moves: ['Moonblast', 'Shadow Ball', 'Protect', 'Icy Wind'] },
    { species: 'Urshifu-Rapid-Strike', teraType: '', moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect'] },
    { species: 'Amoonguss', teraType: 'Water', moves: ['Spore', 'Rage Powder'] },
  ],
};
export const TEAM_TWO = {
  _id: 'local_t2',
  name: 'Rain',
  pokemon: [{ species: 'Incineroar', teraType: 'Ghost', moves: ['Fake Out', 'flare blitz', 'Will-O-Wisp', 'Protect'] }],
};
