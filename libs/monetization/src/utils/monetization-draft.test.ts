import { messages } from '@ruume/contracts';
import { draftFromSetting, toMonetizationInput } from './monetization-draft';

const draft = (
  price: { enabled: boolean; amount: string },
  donation: { enabled: boolean; amount: string },
) => ({
  price: { ...price, currency: 'usd' as const },
  donation: { ...donation, currency: 'cad' as const },
});

describe('amounts are sent only when enabled and filled (SPEC §5)', () => {
  it('sends both when both are on and filled', () => {
    expect(
      toMonetizationInput(
        draft(
          { enabled: true, amount: '9.99' },
          { enabled: true, amount: '5' },
        ),
      ),
    ).toEqual({
      input: {
        monetizeAmount: 9.99,
        monetizeCurrency: 'usd',
        donationAmount: 5,
        donationCurrency: 'cad',
      },
      errors: {},
    });
  });

  it('leaves out an amount that is switched off, even when typed', () => {
    expect(
      toMonetizationInput(
        draft(
          { enabled: false, amount: '9.99' },
          { enabled: true, amount: '3' },
        ),
      ).input,
    ).toEqual({ donationAmount: 3, donationCurrency: 'cad' });
  });

  it('leaves out an amount that is on but empty', () => {
    expect(
      toMonetizationInput(
        draft({ enabled: true, amount: '  ' }, { enabled: true, amount: '' }),
      ),
    ).toEqual({ input: {}, errors: {} });
  });

  it('refuses what is not an amount', () => {
    const { input, errors } = toMonetizationInput(
      draft({ enabled: true, amount: '1.2.3' }, { enabled: true, amount: '0' }),
    );
    expect(input).toEqual({});
    expect(errors).toEqual({
      price: messages.feeAmountInvalid,
      donation: messages.feeAmountInvalid,
    });
  });
});

it('starts from a recording’s setting, or nothing charged in the given currency', () => {
  expect(
    draftFromSetting(
      {
        monetizeAmount: 9.99,
        monetizeCurrency: 'usd',
        donationAmount: null,
        donationCurrency: null,
      },
      'cad',
    ),
  ).toEqual({
    price: { enabled: true, amount: '9.99', currency: 'usd' },
    donation: { enabled: false, amount: '', currency: 'cad' },
  });
});
