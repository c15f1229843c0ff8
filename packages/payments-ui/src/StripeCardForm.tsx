import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { TestPaymentTarget } from './test-provider.ts';

type Props = { target: TestPaymentTarget; publishableKey: string; submitLabel: string; onComplete: () => void };

type Loaded = { stripe: Stripe; elements: StripeElements };

/**
 * Stripe mode's card form: Stripe Elements, loaded from Stripe's servers with the setup's or
 * payment's client secret, so the card goes from the browser to Stripe and never through our
 * server. Needs Stripe's CDN: it cannot work offline, and the offline tests use test mode.
 */
export function StripeCardForm({ target, publishableKey, submitLabel, onComplete }: Props) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    // The /pure entry adds Stripe's script only when asked: test mode never loads it.
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: target.clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setLoaded({ stripe, elements });
      })
      .catch(() => setError("Stripe's card form could not be loaded. Check your connection and try again."));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, target.clientSecret]);

  const onSubmit = async () => {
    if (!loaded) return;
    setBusy(true);
    setError(null);
    const options = { elements: loaded.elements, redirect: 'if_required' as const, confirmParams: { return_url: window.location.href } };
    const result = target.kind === 'setup' ? await loaded.stripe.confirmSetup(options) : await loaded.stripe.confirmPayment(options);
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The card was not accepted.');
    else onComplete();
  };

  return (
    <Flex vertical gap="middle">
      <div ref={mountRef}>{!loaded && !error && <Spin aria-label="Loading the card form" />}</div>
      {error && <Alert type="error" showIcon title={error} />}
      <Button type="primary" block loading={busy} disabled={!loaded} onClick={() => void onSubmit()}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
