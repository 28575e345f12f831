import { deckListFileName, formatDeckList, type Deck, type PublicUser } from '@trainerlog/core';
import { saveBlob } from '../../ui/download.ts';
import { notify } from '../../ui/notify.ts';
import { deckSections, formatDeckDate } from './deckCards.ts';

/** Spec part 2 §9: a card without a set code or number is written as SVI 1. */
const DEFAULT_SET_CODE = 'SVI';
const DEFAULT_NUMBER = '1';

export function deckListText(deck: Pick<Deck, 'cards'>): string {
  return formatDeckList(deck.cards);
}

export function downloadDeckListText(deck: Pick<Deck, 'name' | 'cards'>) {
  saveBlob(new Blob([deckListText(deck)], { type: 'text/plain;charset=utf-8' }), deckListFileName(deck.name, 'txt'));
}

export async function copyDeckList(deck: Pick<Deck, 'cards'>) {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(deckListText(deck));
    notify.success('Deck list copied to clipboard!', { id: 'deck-clipboard' });
  } catch {
    notify.error('Failed to copy deck list to clipboard.', { id: 'deck-clipboard' });
  }
}

/** Spec part 2 §9 PDF layout, in millimetres and points. */
export const PDF_LAYOUT = {
  marginMm: 15,
  topMm: 20,
  titlePt: 18,
  bodyPt: 10,
  lineMm: 6,
  pageBreakMm: 280,
} as const;

type ProfileForPdf = Pick<PublicUser, 'playerName' | 'playerId' | 'division' | 'birthdate' | 'name' | 'username'>;

/** The lines of the tournament sheet below the title, section by section. */
export function pdfBody(deck: Pick<Deck, 'name' | 'category' | 'cards'>, user: ProfileForPdf | null, date: Date) {
  const header: string[] = [];
  if (user) {
    header.push(`Player Name: ${user.playerName || user.name || user.username}`);
    header.push(`Player ID: ${user.playerId || '—'}`);
    header.push(`Division: ${user.division || '—'}`);
  }
  header.push(`Date: ${formatDeckDate(date.toISOString())}`);
  if (deck.category) header.push(`Category: ${deck.category}`);
  const sections = deckSections(deck.cards).map((section) => ({
    heading: `${section.label}: ${section.total}`,
    lines: section.cards.map(
      (card) => `${card.count} ${card.name} ${card.setCode || DEFAULT_SET_CODE} ${card.number || DEFAULT_NUMBER}`,
    ),
  }));
  const total = deck.cards.reduce((n, c) => n + c.count, 0);
  return { header, sections, footer: `Total Cards: ${total}` };
}

/** A4 portrait deck sheet. jsPDF loads only when a PDF is asked for; the text stays extractable (no compression). */
export async function buildDeckListPdf(
  deck: Pick<Deck, 'name' | 'category' | 'cards'>,
  user: ProfileForPdf | null,
  date = new Date(),
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  const { marginMm, topMm, titlePt, bodyPt, lineMm, pageBreakMm } = PDF_LAYOUT;
  const body = pdfBody(deck, user, date);
  let y = topMm;
  const nextLine = () => {
    y += lineMm;
    if (y > pageBreakMm) {
      doc.addPage();
      y = topMm;
    }
  };
  const write = (text: string, style: 'normal' | 'bold' = 'normal', indent = 0) => {
    doc.setFont('helvetica', style);
    doc.text(text, marginMm + indent, y);
    nextLine();
  };

  doc.setFontSize(titlePt);
  doc.setFont('helvetica', 'bold');
  doc.text(deck.name, marginMm, y);
  y += lineMm * 1.5;
  doc.setFontSize(bodyPt);
  for (const line of body.header) write(line);
  for (const section of body.sections) {
    nextLine();
    write(section.heading, 'bold');
    for (const line of section.lines) write(line, 'normal', 4);
  }
  nextLine();
  write(body.footer, 'bold');
  doc.setProperties({ title: deck.name, subject: 'Pokémon TCG deck list', creator: 'Trainer Log' });
  return doc.output('blob');
}

export async function downloadDeckListPdf(deck: Pick<Deck, 'name' | 'category' | 'cards'>, user: ProfileForPdf | null) {
  try {
    const blob = await buildDeckListPdf(deck, user);
    saveBlob(blob, deckListFileName(deck.name, 'pdf'));
  } catch (error) {
    console.error('PDF export failed', error);
    notify.error('Could not create the PDF. Please try again.', { id: 'deck-pdf' });
  }
}
