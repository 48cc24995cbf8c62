import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  SettingsSection,
} from '@ruume/ui-kit';
import { CreatePasswordForm } from '../../components/create-password-form/create-password-form';
import { DeleteAccount } from '../../components/delete-account/delete-account';
import { EmailChangeForm } from '../../components/email-change-form/email-change-form';
import { PasswordChangeForm } from '../../components/password-change-form/password-change-form';
import { ProfileForm } from '../../components/profile-form/profile-form';
import { ProfileMedia } from '../../components/profile-media/profile-media';
import { useAuth } from '../../state/use-auth';

const TABS = ['overview', 'email', 'password'] as const;
type ProfileTab = (typeof TABS)[number];

/** What the email-change link reports on its way back (the api redirects to /settings?email=…). */
const emailOutcomes = {
  updated: { tone: 'success', text: 'your email address has been changed.' },
  expired: {
    tone: 'warning',
    text: 'that email change link has expired or was already used. ask for a new one below.',
  },
  taken: {
    tone: 'danger',
    text: 'that address is now used by another account. please choose another one.',
  },
} as const;

const isTab = (value: string | null): value is ProfileTab =>
  (TABS as readonly string[]).includes(value ?? '');

/** SPEC §2 /settings (profile): tabs overview, email and password, and the danger zone. */
export function ProfileSettingsPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const outcomeKey = params.get('email');
  const outcome =
    outcomeKey && outcomeKey in emailOutcomes
      ? emailOutcomes[outcomeKey as keyof typeof emailOutcomes]
      : null;
  const tabParam = params.get('tab');
  const [tab, setTab] = useState<string>(
    isTab(tabParam)
      ? tabParam
      : outcome && outcomeKey !== 'updated'
        ? 'email'
        : 'overview',
  );

  // The protected route renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <Stack gap={6}>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label="profile settings">
          <Tab value="overview">overview</Tab>
          <Tab value="email">email</Tab>
          <Tab value="password">password</Tab>
        </TabList>

        <TabPanel value="overview">
          <Stack gap={6}>
            <SettingsSection
              title="profile"
              description="how you appear in ruumes and on the recordings you share."
            >
              <ProfileMedia user={user} />
              <ProfileForm user={user} />
            </SettingsSection>
            <SettingsSection title="delete account" tone="danger">
              <DeleteAccount user={user} />
            </SettingsSection>
          </Stack>
        </TabPanel>

        <TabPanel value="email">
          {user.passwordExists ? (
            <SettingsSection
              title="email address"
              description={
                <>
                  you sign in with <strong>{user.email}</strong>. we send a link
                  to the new address; the change happens when you open it.
                </>
              }
            >
              <EmailChangeForm user={user} />
            </SettingsSection>
          ) : (
            <SettingsSection
              title="create a password first"
              description={
                <>
                  you signed in with Google, so your account has no password
                  yet. create one before changing your email from{' '}
                  <strong>{user.email}</strong>.
                </>
              }
            >
              <CreatePasswordForm user={user} idPrefix="email-tab" />
            </SettingsSection>
          )}
        </TabPanel>

        <TabPanel value="password">
          {user.passwordExists ? (
            <SettingsSection
              title="change password"
              description="other devices are signed out when your password changes."
            >
              <PasswordChangeForm />
            </SettingsSection>
          ) : (
            <SettingsSection
              title="create password"
              description="you signed in with Google. add a password to also sign in with your email address."
            >
              <CreatePasswordForm user={user} idPrefix="password-tab" />
            </SettingsSection>
          )}
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
