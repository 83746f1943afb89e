// The account screen of a page: sign-in screens for visitors, the customer's data behind the guard.
import React from 'react';
import type { AccountView } from '../../lib/content/page-types';
import { AccountGuard } from '../../features/account/account-guard';
import { AddressesView } from '../../features/account/addresses-view';
import { LoginForm, LogoutScreen, RegisterForm, ResetPasswordForm, VerifyForm } from '../../features/account/auth-forms';
import { OrdersView } from '../../features/account/orders-view';
import { SettingsView } from '../../features/account/settings-view';
import { SubscriptionsView } from '../../features/subscriptions/subscriptions-view';
import { TrainingVideosView } from '../../features/account/training-videos-view';

/** Props of the account island. */
export interface AccountIslandProps {
  view: AccountView;
}

/** Picks the screen of an account view. */
export default function AccountIsland({ view }: AccountIslandProps) {
  switch (view) {
    case 'login':
      return <LoginForm />;
    case 'register':
      return <RegisterForm />;
    case 'verify-account':
      return <VerifyForm />;
    case 'reset-password':
      return <ResetPasswordForm />;
    case 'logout':
      return <LogoutScreen />;
    case 'index':
    case 'orders':
      return (
        <AccountGuard>
          <OrdersView />
        </AccountGuard>
      );
    case 'addresses':
      return (
        <AccountGuard>
          <AddressesView />
        </AccountGuard>
      );
    case 'settings':
      return (
        <AccountGuard>
          <SettingsView />
        </AccountGuard>
      );
    case 'subscriptions':
      return (
        <AccountGuard>
          <SubscriptionsView />
        </AccountGuard>
      );
    case 'training-videos':
      return (
        <AccountGuard>
          <TrainingVideosView />
        </AccountGuard>
      );
  }
}
