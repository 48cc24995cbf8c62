import { monetizationMessages as text, type RoomSales } from '@ruume/contracts';
import { useRoomSalesQuery } from '../../api/monetization-api';
import { SalesSection, type SalesRow } from '../sales-table/sales-table';

const columns = text.salesColumns;

const roomRow = (row: RoomSales): SalesRow => ({
  key: `${row.meetingId ?? row.roomName}-${row.currency}`,
  name: row.roomName,
  deleted: row.meetingId === null ? text.deletedRoom : undefined,
  currency: row.currency,
  counts: [row.entries],
  grossCents: row.grossCents,
  feeCents: row.feeCents,
  netCents: row.netCents,
});

/** The host's room entry fees per room and currency, loading, failed or empty included. */
export function RoomEntrySales() {
  return (
    <SalesSection
      caption={text.roomSalesTitle}
      description={text.roomSalesDescription}
      texts={{
        loading: text.roomSalesLoading,
        loadFailed: text.roomSalesLoadFailed,
        empty: text.roomSalesEmpty,
      }}
      query={useRoomSalesQuery()}
      toRow={roomRow}
      nameColumn={columns.room}
      countColumns={[columns.entries]}
    />
  );
}
