import { RecordingsScreen } from '../../components/recordings-screen/recordings-screen';

/** SPEC §2 /settings/recordings: the files-and-recordings screen on its own. */
export function RecordingsPage() {
  return <RecordingsScreen />;
}
