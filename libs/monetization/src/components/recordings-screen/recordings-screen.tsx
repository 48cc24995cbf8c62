import { useId } from 'react';
import { useCurrentUser } from '@ruume/api-client';
import { monetizationMessages as text, paths } from '@ruume/contracts';
import {
  Heading,
  SettingsSection,
  Stack,
  StorageMeter,
  TextLink,
} from '@ruume/ui-kit';
import { usePaymentAccountQuery } from '../../api/monetization-api';
import { useFollowCurrentUser } from '../../hooks/use-follow-current-user';
import { monetizationAccess } from '../../utils/monetization-access';
import { asCurrency } from '../../utils/monetization-draft';
import { LibrarySearch } from '../library-search/library-search';
import { RecordingList } from '../recording-list/recording-list';
import { RecordingUpload } from '../recording-upload/recording-upload';
import { ProcessingRecordings } from '../processing-recordings/processing-recordings';
import {
  StyledColumns,
  StyledListColumn,
  StyledListSection,
} from './recordings-screen.styles';

/**
 * SPEC §2 files and recordings (/settings/recordings and the monetization page's tab): the
 * storage bar, the upload form, the meeting recordings on their way and the recordings list. Without stored files on the plan (house)
 * there is no upload, only the way to a plan with them.
 */
export function RecordingsScreen() {
  const { user } = useCurrentUser();
  useFollowCurrentUser();
  const listTitleId = useId();
  const access = user ? monetizationAccess(user) : 'not-on-plan';
  // New prices start in the payments account's currency when it is one of ours.
  const account = usePaymentAccountQuery(undefined, {
    skip: access !== 'ready',
  });
  // The protected route renders this screen only for a signed-in user.
  if (!user) return null;

  const defaultCurrency =
    asCurrency(account.data?.default_currency) ?? undefined;
  const canStore = user.recordingStorage.available > 0;

  return (
    <Stack gap={6}>
      <SettingsSection
        title={text.recordingsTitle}
        description={text.recordingsDescription}
      >
        <StorageMeter
          storage={user.recordingStorage}
          upgrade={
            <TextLink to={paths.settings.subscription}>
              {text.storageUpgrade}
            </TextLink>
          }
        />
      </SettingsSection>
      <StyledColumns $split={canStore}>
        {canStore && (
          <SettingsSection
            title={text.uploadTitle}
            description={text.uploadDescription}
          >
            <RecordingUpload
              access={access}
              defaultCurrency={defaultCurrency}
            />
          </SettingsSection>
        )}
        <StyledListColumn>
          <ProcessingRecordings />
          <StyledListSection aria-labelledby={listTitleId}>
            <Heading level={2} size="lg" id={listTitleId}>
              {text.recordingsListTitle}
            </Heading>
            <LibrarySearch>
              <RecordingList
                access={access}
                defaultCurrency={defaultCurrency}
              />
            </LibrarySearch>
          </StyledListSection>
        </StyledListColumn>
      </StyledColumns>
    </Stack>
  );
}
