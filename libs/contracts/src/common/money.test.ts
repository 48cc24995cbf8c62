import {
  currencySchema,
  feeAmountSchema,
  FEE_AMOUNT_MAX,
  isFeeAmountInput,
  parseFeeAmount,
} from './money';

const invalidAmount =
  'please enter an amount using digits and a dot, e.g. 4.99';

describe('fee amounts', () => {
  it('lets only digits and dots through while typing', () => {
    expect(isFeeAmountInput('')).toBe(true);
    expect(isFeeAmountInput('12.5')).toBe(true);
    expect(isFeeAmountInput('12.')).toBe(true);
    expect(isFeeAmountInput('12,5')).toBe(false);
    expect(isFeeAmountInput('-1')).toBe(false);
    expect(isFeeAmountInput('1e3')).toBe(false);
    expect(isFeeAmountInput(' 1')).toBe(false);
  });

  it('parses complete positive amounts with up to two decimals', () => {
    expect(parseFeeAmount('5')).toBe(5);
    expect(parseFeeAmount('4.99')).toBe(4.99);
    expect(parseFeeAmount(' 4.5 ')).toBe(4.5);
    expect(parseFeeAmount('0.01')).toBe(0.01);
    expect(parseFeeAmount('0')).toBeNull();
    expect(parseFeeAmount('0.00')).toBeNull();
    expect(parseFeeAmount('4.999')).toBeNull();
    expect(parseFeeAmount('4.')).toBeNull();
    expect(parseFeeAmount('.5')).toBeNull();
    expect(parseFeeAmount('1.2.3')).toBeNull();
    expect(parseFeeAmount('')).toBeNull();
    expect(parseFeeAmount('1000000')).toBeNull();
  });

  it('accepts numbers and amount text on the wire', () => {
    expect(feeAmountSchema.parse(9.99)).toBe(9.99);
    expect(feeAmountSchema.parse('9.99')).toBe(9.99);
    expect(feeAmountSchema.parse(FEE_AMOUNT_MAX)).toBe(FEE_AMOUNT_MAX);
  });

  it.each([
    0,
    -1,
    1.234,
    FEE_AMOUNT_MAX + 1,
    Number.NaN,
    '1,5',
    'abc',
    null,
    true,
  ])('rejects %p with a readable message', (value) => {
    const result = feeAmountSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(invalidAmount);
  });
});

describe('currencySchema', () => {
  it('accepts usd and cad only', () => {
    expect(currencySchema.parse('usd')).toBe('usd');
    expect(currencySchema.parse('cad')).toBe('cad');
    expect(currencySchema.safeParse('USD').error?.issues[0]?.message).toBe(
      'currency must be one of usd, cad',
    );
    expect(currencySchema.safeParse('eur').success).toBe(false);
  });
});
