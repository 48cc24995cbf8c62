import { stopsSelling } from './stops-selling-messages';

const none = { paidRecordings: 0, donationRecordings: 0, paidRooms: 0 };

describe('stopsSelling', () => {
  it('says nothing when nothing is sold', () => {
    expect(stopsSelling('cancelPlan', none)).toBeNull();
    expect(stopsSelling('disconnect', none)).toBeNull();
  });

  it('counts recordings and rooms a disconnect stops, and the donations turned off', () => {
    expect(
      stopsSelling('disconnect', {
        paidRecordings: 2,
        donationRecordings: 1,
        paidRooms: 1,
      }),
    ).toBe(
      'your 2 paid recordings and 1 paid room will not be for sale until you connect an account again; people who already paid keep their access with their email; prices stay as they are. donations to 1 recording will be turned off.',
    );
  });

  it('on the free plan, recordings stop but participants’ entry fees go on at 80 %', () => {
    expect(
      stopsSelling('cancelPlan', { ...none, paidRecordings: 1, paidRooms: 3 }),
    ).toBe(
      'your 1 paid recording will not be for sale; people who already paid keep their access with their email; prices stay as they are. the entry fees of your 3 paid rooms go on: on the free plan you keep 80% of them.',
    );
  });
});
