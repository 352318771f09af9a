/**
 * /subscribe: a free student choosing a period and a method (the online button is disabled until a method is
 * chosen; Vodafone Cash leads to the wallet flow), the yearly price with its saving, a visitor's sign-in call,
 * a Premium student's "already subscribed" card, English, dark and 360 px.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Plan } from '../../contract/values';
import { SubscribeScreen, type PaymentMethodChoice, type SubscribeScreenProps } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, tableOfPage } from './paymentStoryHelpers';

/** The page as the app drives it: plan and method live in the page's state. */
function SubscribeDemo(props: SubscribeScreenProps) {
  const [plan, setPlan] = useState<Plan>(props.plan);
  const [method, setMethod] = useState<PaymentMethodChoice | null>(props.method);
  return (
    <SubscribeScreen
      {...props}
      plan={plan}
      method={method}
      onPlanChange={(next) => {
        props.onPlanChange(next);
        setPlan(next);
      }}
      onMethodChange={(next) => {
        props.onMethodChange(next);
        setMethod(next);
      }}
    />
  );
}

const meta = {
  title: 'Payments/SubscribeScreen',
  component: SubscribeScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <SubscribeDemo {...args} />,
  args: {
    signedIn: true,
    subscription: { isPremium: false, tier: null, endDate: null },
    plan: 'premium_monthly',
    method: null,
    onPlanChange: fn(),
    onMethodChange: fn(),
    onPayOnline: fn(),
    onPayWallet: fn(),
    loginHref: '/auth/login',
    chatHref: '/chat',
  },
} satisfies Meta<typeof SubscribeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('subscribe.title') })).toBeVisible();
    // Free plan exactly as SPEC §6: two subjects, friendly tutor only, the daily cap.
    await expect(canvas.getByText(t('subscribe.free.subjects'))).toBeVisible();
    await expect(canvas.getByText(t('subscribe.free.personality'))).toBeVisible();
    await expect(canvas.getByText(t('subscribe.free.messages', { limit: pageNumber(5) }))).toBeVisible();
    await expect(canvas.getByText(t('subscribe.price', { price: pageNumber(0) }))).toBeVisible();
    await expect(canvas.getByText(t('subscribe.pricePerMonth', { price: pageNumber(99) }))).toBeVisible();
    for (const key of ['subscribe.premium.subjects', 'subscribe.premium.unlimited', 'subscribe.premium.cancelAnytime'] as const) {
      await expect(canvas.getByText(t(key))).toBeVisible();
    }

    const online = canvas.getByRole('button', { name: t('subscribe.payOnline') });
    await expect(online).toBeDisabled();
    await expect(online).toHaveAccessibleDescription(t('subscribe.payOnlineHint'));
    await userEvent.click(online);
    await expect(args.onPayOnline).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: t('subscribe.method.card') }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('card');
    await expect(online).toBeEnabled();
    await userEvent.click(online);
    await expect(args.onPayOnline).toHaveBeenCalledTimes(1);
    await expect(args.onPayWallet).not.toHaveBeenCalled();
  },
};

export const WalletMethod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('radio', { name: t('subscribe.method.vodafone_cash') }));
    await userEvent.click(canvas.getByRole('button', { name: t('subscribe.continueWallet') }));
    await expect(args.onPayWallet).toHaveBeenCalledTimes(1);
    await expect(args.onPayOnline).not.toHaveBeenCalled();
    // The separate manual wallet button works without choosing anything.
    await userEvent.click(canvas.getByRole('button', { name: t('subscribe.payWallet') }));
    await expect(args.onPayWallet).toHaveBeenCalledTimes(2);
  },
};

export const ManualWalletWithoutMethod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('subscribe.payWallet') }));
    await expect(args.onPayWallet).toHaveBeenCalledTimes(1);
  },
};

export const Yearly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const saving = t('subscribe.yearlySaving', { percent: pageNumber(17) });
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(t('subscribe.yearly')) }));
    await expect(args.onPlanChange).toHaveBeenCalledWith('premium_yearly');
    await expect(canvas.getByText(t('subscribe.pricePerYear', { price: pageNumber(999) }))).toBeVisible();
    await expect(canvas.getAllByText(saving).length).toBeGreaterThanOrEqual(2);
  },
};

export const Visitor: Story = {
  args: { signedIn: false, subscription: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('link', { name: t('subscribe.loginRequired') })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.queryByRole('button', { name: t('subscribe.payOnline') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('subscribe.payWallet') })).toBeNull();
    await expect(canvas.queryByText(t('subscribe.currentPlan'))).toBeNull();
  },
};

export const AlreadyPremium: Story = {
  args: { subscription: { isPremium: true, tier: 'premium_yearly', endDate: '2027-03-15T10:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t, language } = tableOfPage();
    const card = canvas.getByRole('region', { name: t('subscribe.already.title') });
    const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(
      new Date('2027-03-15T10:00:00.000Z'),
    );
    await expect(within(card).getByText(t('subscribe.already.body', { date }))).toBeVisible();
    await expect(within(card).getByText(t('subscribe.already.plan', { plan: t('subscribe.plan.premium_yearly') }))).toBeVisible();
    await expect(within(card).getByRole('link', { name: t('subscribe.already.cta') })).toHaveAttribute('href', '/chat');
    // The Premium card shows the price of the plan held, not of the page's default choice.
    await expect(canvas.getByText(t('subscribe.pricePerYear', { price: pageNumber(999) }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('subscribe.payOnline') })).toBeNull();
    await expect(canvas.queryByRole('radio', { name: t('subscribe.method.card') })).toBeNull();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { args: { method: 'card', plan: 'premium_yearly' }, globals: { theme: 'dark' } };

export const DarkEnglishPremium: Story = { ...AlreadyPremium, globals: { theme: 'dark', locale: 'en' } };

export const Narrow: Story = {
  ...phoneViewport,
  args: { method: 'vodafone_cash' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowEnglishVisitor: Story = {
  ...phoneViewport,
  args: { signedIn: false, subscription: null },
  globals: { ...phoneViewport.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
