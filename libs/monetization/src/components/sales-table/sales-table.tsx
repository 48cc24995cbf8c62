import {
  type Currency,
  monetizationMessages as text,
  type RecordingSales,
} from '@ruume/contracts';
import { errorMessage } from '@ruume/api-client';
import {
  LoadError,
  SettingsSection,
  Spinner,
  Stack,
  Text,
  formatCents,
} from '@ruume/ui-kit';
import { useSalesQuery } from '../../api/monetization-api';
import {
  StyledCaption,
  StyledDeleted,
  StyledNet,
  StyledTable,
  StyledTableWrap,
  StyledTotal,
  StyledTotalLabel,
  StyledTotals,
  StyledTotalValue,
} from './sales-table.styles';

const columns = text.salesColumns;

/** What one thing (a recording, a room) earned in one currency; amounts in cents. */
export interface SalesRow {
  key: string;
  name: string;
  /** Set once the thing is deleted (its sales stay): how the row is marked, e.g. 'deleted room'. */
  deleted?: string;
  currency: Currency;
  /** The counts, in the order of the table's count columns. */
  counts: readonly number[];
  grossCents: number;
  feeCents: number;
  netCents: number;
}

export interface SalesTableProps {
  /** The table's name (a hidden caption). */
  caption: string;
  /** The first column: what each row is, e.g. 'recording'. */
  nameColumn: string;
  /** The counts' columns, between currency and gross, e.g. purchases and donations. */
  countColumns: readonly string[];
  rows: readonly SalesRow[];
}

/** Net earnings per currency, over every row. */
function netByCurrency(rows: readonly SalesRow[]) {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.netCents);
  return [...totals.entries()];
}

/** Per thing sold and currency: its counts, gross, fees and net, with the net per currency above. */
export function SalesTable({
  caption,
  nameColumn,
  countColumns,
  rows,
}: SalesTableProps) {
  return (
    <Stack gap={5}>
      <StyledTotals>
        {netByCurrency(rows).map(([currency, cents]) => (
          <StyledTotal key={currency}>
            <StyledTotalLabel>{`${columns.net} · ${currency}`}</StyledTotalLabel>
            <StyledTotalValue>{formatCents(cents, currency)}</StyledTotalValue>
          </StyledTotal>
        ))}
      </StyledTotals>
      <StyledTableWrap>
        <StyledTable>
          <StyledCaption>{caption}</StyledCaption>
          <thead>
            <tr>
              <th scope="col">{nameColumn}</th>
              <th scope="col">{columns.currency}</th>
              {countColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{columns.gross}</th>
              <th scope="col">{columns.fees}</th>
              <th scope="col">{columns.net}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.deleted ? (
                    <span>
                      {row.name} <StyledDeleted>({row.deleted})</StyledDeleted>
                    </span>
                  ) : (
                    row.name
                  )}
                </th>
                <td data-label={columns.currency}>
                  {row.currency.toUpperCase()}
                </td>
                {countColumns.map((column, index) => (
                  <td key={column} data-label={column}>
                    {row.counts[index]}
                  </td>
                ))}
                <td data-label={columns.gross}>
                  {formatCents(row.grossCents, row.currency)}
                </td>
                <td data-label={columns.fees}>
                  {formatCents(row.feeCents, row.currency)}
                </td>
                <StyledNet data-label={columns.net}>
                  {formatCents(row.netCents, row.currency)}
                </StyledNet>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
    </Stack>
  );
}

/** What a sales query gives the section (RTK Query's result). */
export interface SalesQueryState<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface SalesSectionProps<T> extends Omit<SalesTableProps, 'rows'> {
  description: string;
  texts: { loading: string; loadFailed: string; empty: string };
  query: SalesQueryState<T>;
  /** A row of the query's answer as the table shows it. */
  toRow: (item: T) => SalesRow;
}

/** A section of sales: loading, failed (with a retry), empty, or the table. */
export function SalesSection<T>({
  caption,
  description,
  texts,
  query,
  toRow,
  ...table
}: SalesSectionProps<T>) {
  return (
    <SettingsSection title={caption} description={description}>
      {query.isLoading && (
        <Stack align="center">
          <Spinner tone="primary" label={texts.loading} />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title={texts.loadFailed}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data?.length === 0 && (
        <Text size="sm" tone="muted">
          {texts.empty}
        </Text>
      )}
      {query.data && query.data.length > 0 && (
        <SalesTable caption={caption} rows={query.data.map(toRow)} {...table} />
      )}
    </SettingsSection>
  );
}

const recordingRow = (row: RecordingSales): SalesRow => ({
  key: `${row.recordingId ?? row.recordingName}-${row.currency}`,
  name: row.recordingName,
  deleted: row.recordingId === null ? text.deletedRecording : undefined,
  currency: row.currency,
  counts: [row.purchases, row.donations],
  grossCents: row.grossCents,
  feeCents: row.feeCents,
  netCents: row.netCents,
});

/** The creator's recording sales, loading, failed or empty included. */
export function Sales() {
  return (
    <SalesSection
      caption={text.salesTitle}
      description={text.salesDescription}
      texts={{
        loading: text.salesLoading,
        loadFailed: text.salesLoadFailed,
        empty: text.salesEmpty,
      }}
      query={useSalesQuery()}
      toRow={recordingRow}
      nameColumn={columns.recording}
      countColumns={[columns.purchases, columns.donations]}
    />
  );
}
