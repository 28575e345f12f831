import { MATCH_CARD_LOOKS, rememberedLook, useRememberedChoice, type MatchCardLook } from './dashboardChoices.ts';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

/** The card look (modern or classic), remembered in the browser and shared by both games' lists. */
export function useCardLook() {
  return useRememberedChoice<MatchCardLook>(rememberedLook, MATCH_CARD_LOOKS);
}

export function CardLookControl({ look, onChange }: { look: MatchCardLook; onChange(look: MatchCardLook): void }) {
  return (
    <SegmentedControl
      aria-label="Card look"
      size="xs"
      value={look}
      onChange={(value) => onChange(value as MatchCardLook)}
      data={[
        { value: 'modern', label: 'Modern' },
        { value: 'classic', label: 'Classic' },
      ]}
    />
  );
}
