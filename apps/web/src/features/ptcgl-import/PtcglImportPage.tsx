/**
 * /import-match — "Import PTCGL Match" (issue 12, spec part 2 §2): paste Pokémon TCG Live game logs (or drop .txt
 * files), see every game before anything is saved, correct the deck, the opponent's archetype and the format, arrange
 * games into matches, and import. Members and guests alike: the data seam decides where the logs are read and the
 * matches kept (`data/ptcglImport.ts`).
 *
 * Decisions:
 * - The screen names editor sits on this page too (folded): guests have no settings page, and a member importing a
 *   friend's log finds the setting where it matters. Changing the names reads the paste again.
 * - After an import the dashboard opens on its TCG tab (as after logging a match), where the matches show with the
 *   PTCGL badge.
 * - The route is code-split: the reader's phrase and species tables load only here.
 */
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { openDashboardOn } from '../../navigation/dashboardMode.ts';
import type { PtcglDeckListFound } from './ptcglImport.ts';
import { useDeckCategories } from '../../data/shared/useDeckCategories.ts';
import { useDecks } from '../../data/hooks/useDecks.ts';
import { usePtcglScreenNames } from '../../data/shared/usePtcglScreenNames.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { NamesAccordion } from '../../ui/importReview/NamesAccordion.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { PtcglScreenNamesEditor } from '../../widgets/ptcglScreenNames/index.ts';
import { ImportReview } from './ImportReview.tsx';
import { PasteBox } from './PasteBox.tsx';
import { useImportScreen } from './useImportScreen.ts';

/** Router state the decks screen reads to open its list import with this text, then come back. */
export interface DeckListHandover {
  importDeckList: string;
  returnTo: string;
}

export function PtcglImportPage() {
  const screen = useImportScreen();
  const decks = useDecks();
  const { categories } = useDeckCategories();
  const screenNames = usePtcglScreenNames();
  const navigate = useNavigate();

  const importNow = async () => {
    const count = await screen.submit();
    if (count === null) return;
    notify.success(`Imported ${count} match${count === 1 ? '' : 'es'}`, { id: 'ptcgl-import' });
    openDashboardOn('tcg');
    void navigate('/dashboard');
  };

  const remember = async (name: string) => {
    try {
      await screenNames.save([...screenNames.names, name]);
      notify.success(`“${name}” is now one of your screen names`, { id: 'ptcgl-screen-names' });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not save your screen names', {
        id: 'ptcgl-screen-names',
      });
    }
  };

  const saveDeckList = (list: PtcglDeckListFound) => {
    const state: DeckListHandover = { importDeckList: list.text, returnTo: '/import-match' };
    screen.keepPaste();
    void navigate('/decks', { state });
  };

  if (!screen.ready) return <CenteredLoader label="Loading…" />;

  return (
    <PageContainer
      size="md"
      title="Import PTCGL Match"
      subtitle="Paste Pokémon TCG Live game logs. You see every game before anything is saved."
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PasteBox
          text={screen.text}
          onTextChange={screen.changeText}
          onRead={() => void screen.read()}
          reading={screen.readPending}
          error={screen.errors.text}
        />
      </Paper>

      <NamesAccordion
        value="screen-names"
        title="My PTCGL screen names"
        names={screenNames.names}
        none="Who is you when the log was exported by someone else"
      >
        <PtcglScreenNamesEditor onSaved={() => void screen.readAgain()} />
      </NamesAccordion>

      {screen.reading && screen.arrangement ? (
        <ImportReview
          preview={screen.reading}
          arrangement={screen.arrangement}
          stale={screen.stale}
          decks={decks.data ?? []}
          categories={categories}
          screenNames={screenNames.names}
          date={screen.date}
          errors={screen.errors}
          conflict={screen.conflict}
          matchCount={screen.matchCount}
          busy={screen.readPending}
          importing={screen.importing}
          gameAt={screen.gameAt}
          onArrange={screen.arrange}
          onDate={screen.setDate}
          onChooseMe={screen.chooseMe}
          onRemember={(name) => void remember(name)}
          onReadAgain={() => void screen.read()}
          onSaveDeckList={saveDeckList}
          onImport={() => void importNow()}
          onCancel={() => void navigate('/dashboard')}
        />
      ) : null}
    </PageContainer>
  );
}
