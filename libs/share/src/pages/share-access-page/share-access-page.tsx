import { Suspense, lazy, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths, type MonetizationCheck } from '@ruume/contracts';
import { LoadingOverlay } from '@ruume/ui-kit';
import { useMonetizationCheckQuery } from '../../api/share-api';

// The page is bundled with the first chunk (visitors land on it), but all it shows at first is
// the loading overlay while the monetization check runs. What it shows next loads meanwhile,
// from a chunk of its own, so the landing page's first JavaScript stays the shell's.
let loading: Promise<
  typeof import('../../components/share-access/share-access')
>;
const loadShareAccess = () =>
  (loading ??= import('../../components/share-access/share-access'));
const ShareAccess = lazy(() =>
  loadShareAccess().then((m) => ({ default: m.ShareAccess })),
);

/**
 * Both flags, or null: a missing flag means the recording was not found (SPEC §2). Without
 * isForSaleNow (an answer SPEC's way), a price is taken to be for sale.
 */
const readCheck = (
  data?: Partial<MonetizationCheck>,
): MonetizationCheck | null =>
  typeof data?.isMonetizeAmountSet === 'boolean' &&
  typeof data.isDonationAmountSet === 'boolean'
    ? {
        isMonetizeAmountSet: data.isMonetizeAmountSet,
        isDonationAmountSet: data.isDonationAmountSet,
        isForSaleNow: data.isForSaleNow ?? data.isMonetizeAmountSet,
      }
    : null;

/**
 * SPEC §2 /share/r/{shareId}: the overlay while the monetization check runs; then what the
 * recording asks of a visitor (pay, donate, both), straight on to the download when it asks
 * nothing, or the recording-not-found screen.
 */
export function ShareAccessPage() {
  const { shareId = '' } = useParams();
  const { data, isLoading, isError } = useMonetizationCheckQuery(
    { shareId },
    { skip: !shareId },
  );
  useEffect(() => {
    void loadShareAccess();
  }, []);

  if (isLoading) return <LoadingOverlay visible />;
  const access = isError ? null : readCheck(data);
  if (access && !access.isMonetizeAmountSet && !access.isDonationAmountSet) {
    return <Navigate to={paths.share.download(shareId)} replace />;
  }
  return (
    <Suspense fallback={<LoadingOverlay visible />}>
      <ShareAccess shareId={shareId} access={access} />
    </Suspense>
  );
}
