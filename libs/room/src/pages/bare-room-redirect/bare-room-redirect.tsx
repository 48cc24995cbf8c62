import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { NotFoundPage } from '@ruume/ui-kit';

// Room ids are short slugs; anything else on a single segment is an unknown page.
const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;

/** SPEC §2: a path holding only a room id goes to /m/{roomId}, replacing the history entry. */
export function BareRoomRedirect() {
  const { roomId = '' } = useParams();
  if (!ROOM_ID_PATTERN.test(roomId)) return <NotFoundPage />;
  return <Navigate to={paths.room(roomId)} replace />;
}
