import { useNavigate } from 'react-router-dom';
import { paths, type MonetizationCheck } from '@ruume/contracts';
import { Heading } from '@ruume/ui-kit';
import { useShareCheckout } from '../../hooks/use-share-checkout';
import { useVisitImage } from '../../hooks/use-visit-image';
import { DonationPrompt } from '../donation-prompt/donation-prompt';
import { NotForSaleNotice } from '../not-for-sale-notice/not-for-sale-notice';
import { PaidAccessForm } from '../paid-access-form/paid-access-form';
import { RecordingNotFound } from '../recording-not-found/recording-not-found';
import { ShareBadge } from '../share-badge/share-badge';
import { ShareLayout } from '../share-layout/share-layout';
import { SupportCreator } from '../support-creator/support-creator';
import { StyledIntro } from './share-access.styles';

export interface ShareAccessProps {
  shareId: string;
  /** What the recording asks for; null: no such recording (or the check failed). */
  access: MonetizationCheck | null;
}

/**
 * The share page once the monetization check has answered (SPEC §2): the paid form, the
 * donation prompt, both, or the recording-not-found screen; a price nobody can take now says it
 * is not for sale right now above the form (past buyers still enter their email).
 */
export function ShareAccess({ shareId, access }: ShareAccessProps) {
  const image = useVisitImage();
  if (!access) return <RecordingNotFound image={image} />;
  return <ShareAccessOptions shareId={shareId} image={image} {...access} />;
}

type ShareAccessOptionsProps = MonetizationCheck & {
  shareId: string;
  image: string;
};

function ShareAccessOptions({
  shareId,
  image,
  isMonetizeAmountSet: paid,
  isDonationAmountSet: donation,
  isForSaleNow: forSale,
}: ShareAccessOptionsProps) {
  const navigate = useNavigate();
  const { pay, donate, running, error } = useShareCheckout(shareId);

  return (
    <ShareLayout image={image}>
      <StyledIntro>
        <ShareBadge icon={paid ? 'lock' : 'heart'} />
        <Heading level={1}>access file / recording</Heading>
      </StyledIntro>
      {paid ? (
        <>
          {/* Past buyers still get it by email; new visitors are told why they cannot buy. */}
          {!forSale && <NotForSaleNotice />}
          <PaidAccessForm
            onSubmit={pay}
            checking={running === 'access'}
            disabled={running === 'donation'}
            error={error}
          />
          {/* Back here after donating: the recording still has to be paid for. */}
          {donation && (
            <SupportCreator
              onDonate={() => donate('share')}
              donating={running === 'donation'}
              disabled={running === 'access'}
            />
          )}
        </>
      ) : (
        <DonationPrompt
          onDonate={() => donate('download')}
          onSkip={() => navigate(paths.share.download(shareId))}
          donating={running === 'donation'}
          error={error}
        />
      )}
    </ShareLayout>
  );
}
