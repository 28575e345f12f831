/**
 * /my-data (issue 16): the export and import card on a page of its own, open to guests — whose data lives in this
 * browser and who have no Profile settings (a members-only screen) — so they can move it to another device without
 * an account. Members find the same card on Profile settings.
 */
import { PageContainer } from '../../ui/PageContainer.tsx';
import { DataTransferCard } from './DataTransferCard.tsx';

export function DataTransferPage() {
  return (
    <PageContainer size="md" title="Your data" subtitle="Download everything you logged, or bring it to this device.">
      <DataTransferCard />
    </PageContainer>
  );
}
