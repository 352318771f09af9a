/**
 * The floating authentication debug panel (SPEC.md §2), wired to the live queries. Shown in development and to
 * the admin account only (Root decides); its test-auth call is logged, then user and subscription refetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DiagnosticPanel } from '../../ui-kit/debug/DiagnosticPanel';
import { authApi, authKeys, meQuery } from '../queries/auth';
import { statusKeys, subscriptionStatusQuery } from '../queries/status';

export default function DiagnosticPanelRoute() {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const subscription = useQuery(subscriptionStatusQuery());
  const testAuth = useMutation({
    mutationFn: authApi.testInteractiveAuth,
    onSuccess: (response) => console.info('test-interactive-auth', response),
    onError: (error) => console.info('test-interactive-auth failed', error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      void queryClient.invalidateQueries({ queryKey: statusKeys.subscription });
    },
  });
  return (
    <DiagnosticPanel
      isLoading={me.isPending}
      isAuthenticated={Boolean(me.data)}
      user={me.data ?? null}
      subscription={subscription.data ?? null}
      onTestAuth={() => testAuth.mutate()}
      isTestingAuth={testAuth.isPending}
    />
  );
}
