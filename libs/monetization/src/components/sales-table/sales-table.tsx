import {
  type CreatorSales,
  monetizationMessages as text,
} from '@ruume/contracts';
import { errorMessage, pagedList } from '@ruume/api-client';
import {
  formatCents,
  LoadError,
  LoadMore,
  SettingsSection,
  Spinner,
  Stack,
  Text,
} from '@ruume/ui-kit';
import { useSalesInfiniteQuery } from '../../api/monetization-api';
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

export interface SalesTableProps {
  rows: readonly CreatorSales[];
  /** More pages follow: the totals count only the rows shown. */
  partial?: boolean;
}

/** Net earnings per currency, over every row. */
function netByCurrency(rows: readonly CreatorSales[]) {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.netCents);
  return [...totals.entries()];
}

const rowKey = (row: CreatorSales) =>
  `${row.kind}-${row.productId ?? row.productName}-${row.currency}`;

/**
 * Per product sold and currency: what it is, its counts, gross, fees and net, with the net per
 * currency above.
 */
export function SalesTable({ rows, partial = false }: SalesTableProps) {
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
      {partial && (
        <Text size="sm" tone="muted">
          {text.salesTotalsPartial}
        </Text>
      )}
      <StyledTableWrap>
        <StyledTable>
          <StyledCaption>{text.salesTitle}</StyledCaption>
          <thead>
            <tr>
              <th scope="col">{columns.product}</th>
              <th scope="col">{columns.kind}</th>
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
              <tr key={rowKey(row)}>
                <th scope="row">
                  {row.productId === null ? (
                    <span>
                      {row.productName}{' '}
                      <StyledDeleted>
                        ({text.deletedProduct[row.kind]})
                      </StyledDeleted>
                    </span>
                  ) : (
                    row.productName
                  )}
                </th>
                <td data-label={columns.kind}>{text.saleKinds[row.kind]}</td>
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

/**
 * The creator's sales of every product kind, the latest first: loading, failed (with a retry),
 * empty, or the table; the next page loads as the table's end scrolls near, or on 'load more'
 * (ui-kit's LoadMore, as every paged list).
 */
export function Sales() {
  const query = useSalesInfiniteQuery();
  const { items: rows, loadMore } = pagedList(query);
  const loaded = query.data !== undefined;
  return (
    <SettingsSection
      title={text.salesTitle}
      description={text.salesDescription}
    >
      {query.isLoading && (
        <Stack align="center">
          <Spinner tone="primary" label={text.salesLoading} />
        </Stack>
      )}
      {query.isError && !loaded && (
        <LoadError
          title={text.salesLoadFailed}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {loaded && rows.length === 0 && (
        <Text size="sm" tone="muted">
          {text.salesEmpty}
        </Text>
      )}
      {rows.length > 0 && (
        <SalesTable rows={rows} partial={query.hasNextPage} />
      )}
      <LoadMore {...loadMore} />
    </SettingsSection>
  );
}
