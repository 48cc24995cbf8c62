import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@ruume/api-client/testing';
import {
  SUPPORT_EMAIL,
  billingMessages,
  messages,
  stopsSelling,
  yearSavingsPercent,
  type CurrentUser,
} from '@ruume/contracts';
import {
  billingUrls,
  billingUsers,
  buildBillingAccountHandlers,
  monetizedProducts,
  tierPlans,
} from '../../testing';
import { browserTabs } from '../../utils/open-in-new-tab';
import { SubscriptionPage } from './subscription-page';
import * as stories from './subscription-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';

const {
  Business,
  CancelFails,
  CancelFlow,
  Failing,
  HouseWithTrial,
  HouseWithoutTrial,
  Loading,
  PastDue,
  ProfessionalMonthly,
  Student,
  SwitchPlanDeclined,
  SwitchPlanPreviewFails,
  SwitchPlanPreviewLoading,
  Trialing,
} = composePageStories(stories);

// Page states come from the stories (their own API mocks); calls whose requests a test reads
// go through this server instead, with renderWithAccount.
const server = setupApiMocks();

const plan = (name: string) => screen.findByRole('article', { name });
const features = (card: HTMLElement) =>
  within(within(card).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const fakeTab = () =>
  ({
    opener: null,
    location: { href: 'about:blank' },
    close: jest.fn(),
  }) as unknown as Window;

describe('plans (SPEC §6)', () => {
  it('offers the four tiers with their features, the current one marked', async () => {
    render(<ProfessionalMonthly />);
    await plan('business');
    expect(
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['house', 'student', 'professional', 'business']);
    const current = screen.getByRole('article', { current: true });
    expect(current).toHaveAccessibleName('professional');
    expect(
      within(current).getByText(billingMessages.currentPlan),
    ).toBeVisible();

    expect(features(await plan('house'))).toEqual([
      'up to 4 participants',
      'no audience',
      'no embedded links',
      'no backgrounds',
      'no stored or monetised files',
      'no ai summary',
    ]);
    expect(features(await plan('student'))).toEqual([
      'up to 8 participants',
      'an audience of up to 25',
      '3 embedded links per template',
      'backgrounds',
      'stored and monetised files',
      'ai summary',
    ]);
    expect(features(await plan('professional'))).toEqual([
      'up to 15 participants',
      'no audience',
      '5 embedded links per template',
      'backgrounds',
      'stored and monetised files',
      'ai summary',
    ]);
    expect(features(await plan('business'))).toEqual([
      'up to 30 participants',
      'an audience of up to 1200',
      '5 embedded links per template',
      'backgrounds',
      'stored and monetised files',
      'ai summary',
    ]);
  });

  it('shows monthly prices in dollars, and yearly ones with what the year saves (SPEC §5)', async () => {
    const user = userEvent.setup();
    render(<HouseWithTrial />);
    const student = await plan('student');
    expect(within(student).getByText('$7.99')).toBeVisible();
    expect(within(student).getByText('/ month')).toBeVisible();
    expect(within(await plan('house')).getByText('free')).toBeVisible();

    // (12 × 7.99 − 76.68) / (12 × 7.99) = 20.03 % → 20 %, as the toggle says.
    expect(yearSavingsPercent(799, 7668)).toBe(20);
    const yearly = screen.getByRole('radio', { name: /^yearly/ });
    expect(within(yearly).getByText('save 20%')).toBeVisible();
    await user.click(yearly);

    expect(within(student).getByText('$76.68')).toBeVisible();
    expect(within(student).getByText('/ year')).toBeVisible();
    expect(
      within(student).getByText(/\$6\.39 a month, billed yearly/),
    ).toBeVisible();
    expect(within(student).getByText('save 20%')).toBeVisible();
    expect(
      within(await plan('professional')).getByText('$143.88'),
    ).toBeVisible();
    expect(within(await plan('business')).getByText('$479.88')).toBeVisible();
  });

  it('opens on the cycle the user pays by', async () => {
    render(<Business />);
    expect(within(await plan('business')).getByText('$479.88')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^yearly/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('says the plans could not load, and offers to try again', async () => {
    render(<Failing />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(billingMessages.loadFailedTitle);
    expect(
      within(alert).getByRole('button', { name: billingMessages.tryAgain }),
    ).toBeVisible();
    // The user's own plan still shows.
    expect(screen.getByText('renews on 15 January 2026')).toBeVisible();
  });

  it('shows a spinner while the plans load', () => {
    render(<Loading />);
    expect(
      screen.getByRole('status', { name: billingMessages.loadingPlans }),
    ).toBeInTheDocument();
  });
});

describe('the user’s plan', () => {
  it('shows when an active plan renews', async () => {
    render(<ProfessionalMonthly />);
    expect(await screen.findByText('renews on 15 January 2026')).toBeVisible();
    expect(screen.getByText('billed monthly')).toBeVisible();
  });

  it('shows when a trial ends', async () => {
    render(<Trialing />);
    expect(
      await screen.findByText('your free trial ends on 15 July 2025'),
    ).toBeVisible();
  });

  it('shows a failed renewal with the shell’s notice', async () => {
    render(<PastDue />);
    expect(await screen.findByText(billingMessages.pastDueTitle)).toBeVisible();
    expect(screen.getByText(billingMessages.pastDueText)).toBeVisible();
    expect(screen.getByText(/the renewal of 15 June 2025/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: billingMessages.updateCard }),
    ).toBeVisible();
  });

  it('shows storage in GB against the allowance', async () => {
    render(<Student />);
    const bar = await screen.findByRole('progressbar', {
      name: 'recording storage',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '48.7 GB of 50 GB');
    expect(bar).toHaveAttribute('aria-valuenow', '97');
  });

  it('on the free plan, says stored files come with paid plans', async () => {
    render(<HouseWithTrial />);
    expect(
      await screen.findByText('stored files come with paid plans.'),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('upgrading', () => {
  it('offers the free trial to a house user who has not had it', async () => {
    render(<HouseWithTrial />);
    expect(
      await screen.findByRole('region', {
        name: 'try professional free for 1 month',
      }),
    ).toBeVisible();
  });

  it('offers no trial once it was used, nor on a paid plan', async () => {
    render(<HouseWithoutTrial />);
    await plan('business');
    expect(
      screen.queryByRole('button', { name: billingMessages.startFreeTrial }),
    ).not.toBeInTheDocument();
  });

  it('opens checkout for the chosen plan and cycle in a new tab', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('payment/checkout/session'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: billingUrls.checkout });
      }),
      ...buildBillingAccountHandlers(billingUsers.houseWithTrial),
    );
    const tab = fakeTab();
    const openBlank = jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
    const { user } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    await user.click(await screen.findByRole('radio', { name: /^yearly/ }));
    await user.click(
      within(await plan('student')).getByRole('button', {
        name: 'upgrade to student',
      }),
    );
    expect(openBlank).toHaveBeenCalledTimes(1);
    await screen.findByRole('button', { name: 'upgrade to student' });
    expect(tab.location.href).toBe(billingUrls.checkout);
    expect(bodies).toEqual([
      {
        priceId: 'price_student_year',
        successUrlRoute: 'settings/subscription',
        cancelUrlRoute: 'settings/subscription',
      },
    ]);
  });

  it('goes to checkout in this tab when the browser refuses a new one', async () => {
    server.use(...buildBillingAccountHandlers(billingUsers.houseWithTrial));
    jest.spyOn(browserTabs, 'openBlank').mockReturnValue(null);
    const assign = jest
      .spyOn(browserTabs, 'assign')
      .mockImplementation(() => undefined);
    const { user } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    await user.click(
      within(await plan('professional')).getByRole('button', {
        name: 'upgrade to professional',
      }),
    );
    await screen.findByRole('button', { name: 'upgrade to professional' });
    expect(assign).toHaveBeenCalledWith(billingUrls.checkout);
  });

  it('starts the free trial in a new tab', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        apiUrl('payment/checkout/session/free-trial'),
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ url: billingUrls.freeTrial });
        },
      ),
      ...buildBillingAccountHandlers(billingUsers.houseWithTrial),
    );
    const tab = fakeTab();
    jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
    const { user } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    await user.click(
      screen.getByRole('button', { name: billingMessages.startFreeTrial }),
    );
    await screen.findByRole('button', { name: billingMessages.startFreeTrial });
    expect(tab.location.href).toBe(billingUrls.freeTrial);
    expect(bodies).toEqual([
      {
        successUrlRoute: 'settings/subscription',
        cancelUrlRoute: 'settings/subscription',
      },
    ]);
  });

  it('only logs a plan without a price for the cycle (SPEC §8)', async () => {
    let checkouts = 0;
    server.use(
      http.post(apiUrl('payment/checkout/session'), () => {
        checkouts += 1;
        return HttpResponse.json({ url: billingUrls.checkout });
      }),
      ...buildBillingAccountHandlers(billingUsers.houseWithTrial, {
        tierPlans: tierPlans.filter((p) => p.metadata.tier !== 'business'),
      }),
    );
    const error = jest
      .spyOn(console, 'error')
      .mockImplementation(() => undefined);
    const openBlank = jest.spyOn(browserTabs, 'openBlank');
    const { user } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    const business = await plan('business');
    expect(
      within(business).getByText(billingMessages.priceUnavailable),
    ).toBeVisible();
    await user.click(
      within(business).getByRole('button', { name: 'upgrade to business' }),
    );
    expect(error).toHaveBeenCalledWith(
      'no month price id for the business plan',
    );
    expect(openBlank).not.toHaveBeenCalled();
    expect(checkouts).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no second checkout on a paid plan', async () => {
    render(<ProfessionalMonthly />);
    await plan('business');
    expect(
      screen.queryByRole('button', { name: /^upgrade to/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the new plan when the user comes back from checkout', async () => {
    const upgraded: CurrentUser = billingUsers.professionalMonthly;
    server.use(...buildBillingAccountHandlers(billingUsers.houseWithTrial));
    const { store } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    expect(await plan('house')).toHaveAttribute('aria-current', 'true');

    server.use(...buildBillingAccountHandlers(upgraded));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByRole('article', {
        name: 'professional',
        current: true,
      }),
    ).toBeVisible();
    expect(store.getState().session.user?.planSubscription?.tier).toBe(
      'professional',
    );
  });

  it('also when the tab becomes visible again', async () => {
    server.use(...buildBillingAccountHandlers(billingUsers.houseWithTrial));
    renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.houseWithTrial,
    });
    expect(await plan('house')).toHaveAttribute('aria-current', 'true');
    server.use(...buildBillingAccountHandlers(billingUsers.student));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(
      await screen.findByRole('article', { name: 'student', current: true }),
    ).toBeVisible();
  });
});

describe('switching plans', () => {
  /** Clicks `plan`'s switch button and resolves with the dialog it opens. */
  const openSwitch = async (name: string) => {
    await userEvent.click(
      within(await plan(name)).getByRole('button', { name: /^switch to/ }),
    );
    return screen.findByRole('dialog');
  };
  const switchButtons = () =>
    screen
      .queryAllByRole('button', { name: /^switch to/ })
      .map((button) => button.textContent);

  it('offers a paid user the other plans, and the other cycle of their own', async () => {
    const user = userEvent.setup();
    render(<ProfessionalMonthly />);
    await plan('business');
    expect(switchButtons()).toEqual([
      'switch to student',
      'switch to business',
    ]);
    expect(
      within(await plan('professional')).queryByRole('button'),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^yearly/ }));
    expect(switchButtons()).toEqual([
      'switch to student',
      'switch to yearly billing',
      'switch to business',
    ]);
  });

  it('offers no switch during a trial or an unpaid renewal, and says why', async () => {
    for (const Story of [Trialing, PastDue]) {
      const { unmount } = render(<Story />);
      await plan('business');
      expect(switchButtons()).toEqual([]);
      expect(
        screen.getByText(billingMessages.planChangeNotActive),
      ).toBeVisible();
      unmount();
    }
  });

  it('lets business change its cycle, not move to a smaller plan', async () => {
    const user = userEvent.setup();
    render(<Business />);
    await plan('business');
    expect(switchButtons()).toEqual([]);
    expect(
      screen.getByText(billingMessages.planChangeViaSupport),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^monthly/ }));
    expect(switchButtons()).toEqual(['switch to monthly billing']);
  });

  it('shows the new price, what is due today and when it applies, then switches', async () => {
    server.use(
      ...buildBillingAccountHandlers(billingUsers.professionalMonthly),
    );
    const { user } = renderWithAccount(<SubscriptionPage />, {
      user: billingUsers.professionalMonthly,
    });
    await user.click(await screen.findByRole('radio', { name: /^yearly/ }));
    await user.click(
      within(await plan('business')).getByRole('button', {
        name: 'switch to business',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'switch to business, billed yearly?',
    });
    expect(dialog).toHaveAccessibleDescription(
      billingMessages.planChangeExplained,
    );
    const summary = await within(dialog).findByLabelText(
      billingMessages.planChangeSummaryLabel,
    );
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ['new price', '$479.88 / year'],
      ['due today', '$472.38'],
      ['starts', 'today, 31 December 2025'],
      ['next renewal', '31 December 2026'],
    ]);

    await user.click(
      within(dialog).getByRole('button', {
        name: billingMessages.confirmSwitch,
      }),
    );
    // The page's notice (and the toast) once the account shows the new plan.
    expect(
      await screen.findAllByText(
        billingMessages.planChanged('business', 'year'),
        {},
        { timeout: 5000 },
      ),
    ).not.toHaveLength(0);
    expect(
      screen.getByRole('article', { name: 'business', current: true }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a cheaper plan shows the credit instead of a charge', async () => {
    const user = userEvent.setup();
    render(<ProfessionalMonthly />);
    await user.click(
      within(await plan('student')).getByRole('button', {
        name: 'switch to student',
      }),
    );
    const summary = await screen.findByLabelText(
      billingMessages.planChangeSummaryLabel,
    );
    expect(within(summary).getByText('$0')).toBeVisible();
    expect(
      within(summary).getByText(billingMessages.planChangeCredit),
    ).toBeVisible();
    expect(within(summary).getByText('$3.50')).toBeVisible();
  });

  it('keeps the dialog open with the reason when the card is declined', async () => {
    render(<SwitchPlanDeclined />);
    const dialog = await openSwitch('business');
    await within(dialog).findByText(billingMessages.planChangeDueNow);
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: billingMessages.confirmSwitch,
      }),
    );
    expect(
      await within(dialog).findByText(billingMessages.planChangeDeclined),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', {
        name: billingMessages.keepCurrentPlan,
      }),
    ).toBeEnabled();
  });

  it('says when the price of a switch could not be worked out, and asks again', async () => {
    render(<SwitchPlanPreviewFails />);
    const dialog = await openSwitch('business');
    expect(
      await within(dialog).findByText(billingMessages.planChangePreviewFailed),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', {
        name: billingMessages.confirmSwitch,
      }),
    ).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: billingMessages.tryAgain }),
    ).toBeVisible();
  });

  it('waits for the price before confirming', async () => {
    render(<SwitchPlanPreviewLoading />);
    const dialog = await openSwitch('business');
    expect(
      within(dialog).getByRole('status', {
        name: billingMessages.loadingPlanChange,
      }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', {
        name: billingMessages.confirmSwitch,
      }),
    ).toBeDisabled();
  });
});

describe('cancelling (SPEC §4)', () => {
  it('confirms, waits for the free plan and says the plan is cancelled', async () => {
    const user = userEvent.setup();
    render(<CancelFlow />);
    await plan('business');
    await user.click(
      screen.getByRole('button', { name: billingMessages.cancelPlan }),
    );
    const dialog = screen.getByRole('dialog', {
      name: billingMessages.cancelConfirmTitle,
    });
    expect(
      within(dialog).getByText(billingMessages.cancelConfirmText),
    ).toBeVisible();
    // What stops being sold, counted, before confirming.
    expect(
      await within(dialog).findByText(
        stopsSelling('cancelPlan', monetizedProducts) ?? '',
      ),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: billingMessages.cancelConfirm,
      }),
    );
    // On the page and in a toast.
    const cancelled =
      'your pro ruume subscription, has been cancelled. you are now on the free plan.';
    expect(messages.subscriptionCancelled()).toBe(cancelled);
    await screen.findAllByText(cancelled);
    expect(screen.getAllByText(cancelled)).toHaveLength(2);
    expect(screen.getByRole('article', { current: true })).toHaveAccessibleName(
      'house',
    );
    expect(
      screen.queryByRole('button', { name: billingMessages.cancelPlan }),
    ).not.toBeInTheDocument();
  });

  it('says so when the plan could not be cancelled', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CancelFails />);
    await user.click(
      await screen.findByRole('button', { name: billingMessages.cancelPlan }),
    );
    await user.click(
      screen.getByRole('button', { name: billingMessages.cancelConfirm }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText(
        billingMessages.cancelFailed,
      ),
    ).toBeVisible();
  });

  it('sends business plans to support', async () => {
    render(<Business />);
    await plan('business');
    expect(
      screen.queryByRole('button', { name: billingMessages.cancelPlan }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});
