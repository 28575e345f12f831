/**
 * The formes VGC analytics fold into another (`countedSpecies.ts`), generated from `@pkmn/dex` (Showdown's data) and
 * held to it by `test/countedSpecies.test.ts`: `written>counted`, comma- or line-separated.
 *
 * - BATTLE_ONLY_FORMES: every species the dex marks `battleOnly` with one out-of-battle forme (Castform-Sunny,
 *   Zacian-Crowned, Ogerpon-Wellspring-Tera, Terapagos-Stellar, Palafin-Hero…), every Mega and Primal (`isMega`,
 *   `isPrimal` or a forme named Mega…: the forme it changes from) and every Gigantamax forme. Formes with several out-of-battle formes
 *   (Necrozma-Ultra, Zygarde-Complete, Zygarde-Mega) are not listed: which one was brought is unknown.
 * - COSMETIC_FORMES: the dex's `cosmeticFormes` (Gastrodon-East, Vivillon patterns, Alcremie flavours…), the same
 *   Pokémon in battle.
 */
const BATTLE_ONLY_TEXT = `
Venusaur-Mega>Venusaur,Venusaur-Gmax>Venusaur,Charizard-Mega-X>Charizard,Charizard-Mega-Y>Charizard
Charizard-Gmax>Charizard,Blastoise-Mega>Blastoise,Blastoise-Gmax>Blastoise,Butterfree-Gmax>Butterfree
Beedrill-Mega>Beedrill,Pidgeot-Mega>Pidgeot,Pikachu-Gmax>Pikachu,Raichu-Mega-X>Raichu,Raichu-Mega-Y>Raichu
Clefable-Mega>Clefable,Meowth-Gmax>Meowth,Alakazam-Mega>Alakazam,Machamp-Gmax>Machamp,Victreebel-Mega>Victreebel
Slowbro-Mega>Slowbro,Gengar-Mega>Gengar,Gengar-Gmax>Gengar,Kingler-Gmax>Kingler,Kangaskhan-Mega>Kangaskhan
Starmie-Mega>Starmie,Pinsir-Mega>Pinsir,Gyarados-Mega>Gyarados,Lapras-Gmax>Lapras,Eevee-Gmax>Eevee
Aerodactyl-Mega>Aerodactyl,Snorlax-Gmax>Snorlax,Dragonite-Mega>Dragonite,Mewtwo-Mega-X>Mewtwo,Mewtwo-Mega-Y>Mewtwo
Meganium-Mega>Meganium,Feraligatr-Mega>Feraligatr,Ampharos-Mega>Ampharos,Steelix-Mega>Steelix,Scizor-Mega>Scizor
Heracross-Mega>Heracross,Skarmory-Mega>Skarmory,Houndoom-Mega>Houndoom,Tyranitar-Mega>Tyranitar
Sceptile-Mega>Sceptile,Blaziken-Mega>Blaziken,Swampert-Mega>Swampert,Gardevoir-Mega>Gardevoir,Sableye-Mega>Sableye
Mawile-Mega>Mawile,Aggron-Mega>Aggron,Medicham-Mega>Medicham,Manectric-Mega>Manectric,Sharpedo-Mega>Sharpedo
Camerupt-Mega>Camerupt,Altaria-Mega>Altaria,Castform-Sunny>Castform,Castform-Rainy>Castform,Castform-Snowy>Castform
Banette-Mega>Banette,Chimecho-Mega>Chimecho,Absol-Mega>Absol,Absol-Mega-Z>Absol,Glalie-Mega>Glalie
Salamence-Mega>Salamence,Metagross-Mega>Metagross,Latias-Mega>Latias,Latios-Mega>Latios,Kyogre-Primal>Kyogre
Groudon-Primal>Groudon,Rayquaza-Mega>Rayquaza,Staraptor-Mega>Staraptor,Cherrim-Sunshine>Cherrim,Lopunny-Mega>Lopunny
Garchomp-Mega>Garchomp,Garchomp-Mega-Z>Garchomp,Lucario-Mega>Lucario,Lucario-Mega-Z>Lucario,Abomasnow-Mega>Abomasnow
Gallade-Mega>Gallade,Froslass-Mega>Froslass,Heatran-Mega>Heatran,Darkrai-Mega>Darkrai,Emboar-Mega>Emboar
Excadrill-Mega>Excadrill,Audino-Mega>Audino,Scolipede-Mega>Scolipede,Darmanitan-Zen>Darmanitan
Darmanitan-Galar-Zen>Darmanitan-Galar,Scrafty-Mega>Scrafty,Garbodor-Gmax>Garbodor,Eelektross-Mega>Eelektross
Chandelure-Mega>Chandelure,Golurk-Mega>Golurk,Meloetta-Pirouette>Meloetta,Chesnaught-Mega>Chesnaught
Delphox-Mega>Delphox,Greninja-Ash>Greninja-Bond,Greninja-Mega>Greninja,Pyroar-Mega>Pyroar
Floette-Mega>Floette-Eternal,Meowstic-M-Mega>Meowstic,Meowstic-F-Mega>Meowstic-F,Aegislash-Blade>Aegislash
Malamar-Mega>Malamar,Barbaracle-Mega>Barbaracle,Dragalge-Mega>Dragalge,Hawlucha-Mega>Hawlucha,Diancie-Mega>Diancie
Crabominable-Mega>Crabominable,Wishiwashi-School>Wishiwashi,Golisopod-Mega>Golisopod,Minior-Meteor>Minior
Mimikyu-Busted>Mimikyu,Mimikyu-Busted-Totem>Mimikyu-Totem,Drampa-Mega>Drampa,Magearna-Mega>Magearna
Magearna-Original-Mega>Magearna-Original,Zeraora-Mega>Zeraora,Melmetal-Gmax>Melmetal,Rillaboom-Gmax>Rillaboom
Cinderace-Gmax>Cinderace,Inteleon-Gmax>Inteleon,Corviknight-Gmax>Corviknight,Orbeetle-Gmax>Orbeetle
Drednaw-Gmax>Drednaw,Coalossal-Gmax>Coalossal,Flapple-Gmax>Flapple,Appletun-Gmax>Appletun,Sandaconda-Gmax>Sandaconda
Cramorant-Gulping>Cramorant,Cramorant-Gorging>Cramorant,Toxtricity-Gmax>Toxtricity
Toxtricity-Low-Key-Gmax>Toxtricity-Low-Key,Centiskorch-Gmax>Centiskorch,Hatterene-Gmax>Hatterene
Grimmsnarl-Gmax>Grimmsnarl,Alcremie-Gmax>Alcremie,Falinks-Mega>Falinks,Eiscue-Noice>Eiscue,Morpeko-Hangry>Morpeko
Copperajah-Gmax>Copperajah,Duraludon-Gmax>Duraludon,Zacian-Crowned>Zacian,Zamazenta-Crowned>Zamazenta
Urshifu-Gmax>Urshifu,Urshifu-Rapid-Strike-Gmax>Urshifu-Rapid-Strike,Scovillain-Mega>Scovillain,Palafin-Hero>Palafin
Glimmora-Mega>Glimmora,Tatsugiri-Curly-Mega>Tatsugiri,Tatsugiri-Droopy-Mega>Tatsugiri-Droopy
Tatsugiri-Stretchy-Mega>Tatsugiri-Stretchy,Baxcalibur-Mega>Baxcalibur,Ogerpon-Teal-Tera>Ogerpon
Ogerpon-Wellspring-Tera>Ogerpon-Wellspring,Ogerpon-Hearthflame-Tera>Ogerpon-Hearthflame
Ogerpon-Cornerstone-Tera>Ogerpon-Cornerstone,Terapagos-Terastal>Terapagos,Terapagos-Stellar>Terapagos
Crucibelle-Mega>Crucibelle,Ramnarok-Radiant>Ramnarok
`;

const COSMETIC_TEXT = `
Unown-B>Unown,Unown-C>Unown,Unown-D>Unown,Unown-E>Unown,Unown-F>Unown,Unown-G>Unown,Unown-H>Unown,Unown-I>Unown
Unown-J>Unown,Unown-K>Unown,Unown-L>Unown,Unown-M>Unown,Unown-N>Unown,Unown-O>Unown,Unown-P>Unown,Unown-Q>Unown
Unown-R>Unown,Unown-S>Unown,Unown-T>Unown,Unown-U>Unown,Unown-V>Unown,Unown-W>Unown,Unown-X>Unown,Unown-Y>Unown
Unown-Z>Unown,Unown-Exclamation>Unown,Unown-Question>Unown,Burmy-Sandy>Burmy,Burmy-Trash>Burmy,Shellos-East>Shellos
Gastrodon-East>Gastrodon,Deerling-Summer>Deerling,Deerling-Autumn>Deerling,Deerling-Winter>Deerling
Sawsbuck-Summer>Sawsbuck,Sawsbuck-Autumn>Sawsbuck,Sawsbuck-Winter>Sawsbuck,Vivillon-Archipelago>Vivillon
Vivillon-Continental>Vivillon,Vivillon-Elegant>Vivillon,Vivillon-Garden>Vivillon,Vivillon-High Plains>Vivillon
Vivillon-Icy Snow>Vivillon,Vivillon-Jungle>Vivillon,Vivillon-Marine>Vivillon,Vivillon-Modern>Vivillon
Vivillon-Monsoon>Vivillon,Vivillon-Ocean>Vivillon,Vivillon-Polar>Vivillon,Vivillon-River>Vivillon
Vivillon-Sandstorm>Vivillon,Vivillon-Savanna>Vivillon,Vivillon-Sun>Vivillon,Vivillon-Tundra>Vivillon
Flabébé-Blue>Flabébé,Flabébé-Orange>Flabébé,Flabébé-White>Flabébé,Flabébé-Yellow>Flabébé
Floette-Blue>Floette,Floette-Orange>Floette,Floette-White>Floette,Floette-Yellow>Floette,Florges-Blue>Florges
Florges-Orange>Florges,Florges-White>Florges,Florges-Yellow>Florges,Furfrou-Dandy>Furfrou,Furfrou-Debutante>Furfrou
Furfrou-Diamond>Furfrou,Furfrou-Heart>Furfrou,Furfrou-Kabuki>Furfrou,Furfrou-La Reine>Furfrou,Furfrou-Matron>Furfrou
Furfrou-Pharaoh>Furfrou,Furfrou-Star>Furfrou,Minior-Orange>Minior,Minior-Yellow>Minior,Minior-Green>Minior
Minior-Blue>Minior,Minior-Indigo>Minior,Minior-Violet>Minior,Alcremie-Ruby-Cream>Alcremie
Alcremie-Matcha-Cream>Alcremie,Alcremie-Mint-Cream>Alcremie,Alcremie-Lemon-Cream>Alcremie
Alcremie-Salted-Cream>Alcremie,Alcremie-Ruby-Swirl>Alcremie,Alcremie-Caramel-Swirl>Alcremie
Alcremie-Rainbow-Swirl>Alcremie
`;

function pairs(text: string): [string, string][] {
  return text
    .trim()
    .split(/[,\n]/)
    .map((entry) => entry.split('>') as [string, string]);
}

export const BATTLE_ONLY_FORMES: readonly [string, string][] = pairs(BATTLE_ONLY_TEXT);
export const COSMETIC_FORMES: readonly [string, string][] = pairs(COSMETIC_TEXT);
