import {
  monetizationMessages as text,
  type RecordingSales,
} from '@ruume/contracts';
import { SettingsSection, Spinner, Stack, Text } from '@ruume/ui-kit';
import { useSalesQuery } from '../../api/monetization-api';
import { formatCents } from '../../utils/format';
import { LoadError } from '../load-error/load-error';
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

/** Net earnings per currency, over every recording. */
function netByCurrency(rows: readonly RecordingSales[]) {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.netCents);
  return [...totals.entries()];
}

/** Per recording and currency: purchases, donations, gross, fees and net (amounts in cents). */
export function SalesTable({ rows }: { rows: readonly RecordingSales[] }) {
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
          <StyledCaption>{text.salesTitle}</StyledCaption>
          <thead>
            <tr>
              <th scope="col">{columns.recording}</th>
              <th scope="col">{columns.currency}</th>
              <th scope="col">{columns.purchases}</th>
              <th scope="col">{columns.donations}</th>
              <th scope="col">{columns.gross}</th>
              <th scope="col">{columns.fees}</th>
              <th scope="col">{columns.net}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.recordingId ?? row.recordingName}-${row.currency}`}
              >
                <th scope="row">
                  {row.recordingId === null ? (
                    <span>
                      {row.recordingName}{' '}
                      <StyledDeleted>({text.deletedRecording})</StyledDeleted>
                    </span>
                  ) : (
                    row.recordingName
                  )}
                </th>
                <td data-label={columns.currency}>
                  {row.currency.toUpperCase()}
                </td>
                <td data-label={columns.purchases}>{row.purchases}</td>
                <td data-label={columns.donations}>{row.donations}</td>
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

/** The creator's sales, loading, failed or empty included. */
export function Sales() {
  const sales = useSalesQuery();
  return (
    <SettingsSection
      title={text.salesTitle}
      description={text.salesDescription}
    >
      {sales.isLoading && (
        <Stack align="center">
          <Spinner tone="primary" label={text.salesLoading} />
        </Stack>
      )}
      {sales.isError && (
        <LoadError
          title={text.salesLoadFailed}
          error={sales.error}
          onRetry={() => void sales.refetch()}
        />
      )}
      {sales.data?.length === 0 && (
        <Text size="sm" tone="muted">
          {text.salesEmpty}
        </Text>
      )}
      {sales.data && sales.data.length > 0 && <SalesTable rows={sales.data} />}
    </SettingsSection>
  );
}
