/**
 * The species that Italian and Brazilian Portuguese cards name differently from English. Both languages print the
 * English species name for every Pokémon except the Paradox Pokémon (and, in Italian, Type: Null), so their species
 * lists are the English list plus these names. Checked against the cards' printed names (Paradox Rift, Temporal
 * Forces, Twilight Masquerade, Surging Sparks, Prismatic Evolutions).
 *
 * Keys are National Pokédex numbers; a number may have several spellings.
 */
export const ITALIAN_SPECIES: Readonly<Record<number, readonly string[]>> = {
  772: ['Tipo Zero'],
  984: ['Grandizanne'],
  985: ['Codaurlante'],
  986: ['Fungofurioso'],
  987: ['Crinealato'],
  988: ['Alirasenti'],
  989: ['Peldisabbia'],
  990: ['Solcoferreo'],
  991: ['Saccoferreo'],
  992: ['Manoferrea'],
  993: ['Colloferreo'],
  994: ['Falenaferrea'],
  // Printed as Spineferree; one fan list spells it Spinaferrea, accepted as well since it can only mean this one.
  995: ['Spineferree', 'Spinaferrea'],
  1005: ['Lunaruggente'],
  1006: ['Eroeferreo'],
  1009: ['Acquecrespe'],
  1010: ['Fogliaferrea'],
  1020: ['Vampeaguzze'],
  1021: ['Furiatonante'],
  1022: ['Massoferreo'],
  1023: ['Capoferreo'],
};

export const PORTUGUESE_SPECIES: Readonly<Record<number, readonly string[]>> = {
  984: ['Presa Grande'],
  985: ['Cauda Brado'],
  986: ['Capuz Bruto'],
  987: ['Juba Sopro'],
  988: ['Asa Rasteira'],
  989: ['Choque Areia'],
  990: ['Trilho Férreo'],
  991: ['Pacote Férreo'],
  992: ['Mãos Férreas'],
  993: ['Jugulares Férreas'],
  994: ['Mariposa Férrea'],
  995: ['Espinhos Férreos'],
  1005: ['Lua Estrondo'],
  1006: ['Valentia Férrea'],
  1009: ['Onda Ando'],
  1010: ['Folhas Férreas'],
  1020: ['Fogo Corrosão'],
  1021: ['Raio Fúria'],
  1022: ['Rocha Férrea'],
  1023: ['Chifres Férreos'],
};
